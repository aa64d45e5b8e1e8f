"""The Architects of Amytis on Discord: the ``/amytis`` commands and their components.

``setup`` is what ``bot.load_extension("cogs.amytis")`` calls: it adds the cog,
registers the one dynamic item behind every Amytis component (so buttons keep
working after a restart), and registers the game with the shared lobby (which
passes it the sweeper's reports about Amytis games).
"""

from __future__ import annotations

from functools import partial

from discord.ext import commands

from cogs.common.daily import add_daily_command
from cogs.common.tables import GameTable, with_parsed_record
from render.amytis.review import render_review
from service.amytis import GAME_KIND

from .cog import AmytisCog
from .component import AmytisComponent
from .review import review_moves


async def setup(bot: commands.Bot) -> None:
    """Add the Amytis cog to ``bot`` (which holds ``services``)."""
    cog = AmytisCog(bot, bot.services)
    await bot.add_cog(cog)
    bot.add_dynamic_items(AmytisComponent)
    lobby = bot.get_cog("Lobby")
    lobby.register(GameTable(
        name=GAME_KIND, texts="amytis", started=cog.challenges.started,
        redeliver=cog.turns.redeliver,
        announce=cog.announcer.announce, own_invitations=True,
        review_image=partial(with_parsed_record, render_review), review_moves=review_moves))
    add_daily_command(bot.tree.get_command(GAME_KIND), bot.services, lobby.tables[GAME_KIND])


async def teardown(bot: commands.Bot) -> None:
    """Undo ``setup`` (used when the extension is reloaded)."""
    bot.remove_dynamic_items(AmytisComponent)
