"""The Architects of Amytis on Discord: the ``/amytis`` commands and their components.

``setup`` is what ``bot.load_extension("cogs.amytis")`` calls: it adds the cog,
registers the one dynamic item behind every Amytis component (so buttons keep
working after a restart), and hands the sweeper's reports to the cog.
"""

from __future__ import annotations

from discord.ext import commands

from .cog import AmytisCog
from .component import AmytisComponent


async def setup(bot: commands.Bot) -> None:
    """Add the Amytis cog to ``bot`` (which holds ``services``)."""
    cog = AmytisCog(bot, bot.services)
    await bot.add_cog(cog)
    bot.add_dynamic_items(AmytisComponent)
    bot.services.sweeper.on_report = cog.announcer.announce


async def teardown(bot: commands.Bot) -> None:
    """Undo ``setup`` (used when the extension is reloaded)."""
    bot.remove_dynamic_items(AmytisComponent)
    bot.services.sweeper.on_report = None
