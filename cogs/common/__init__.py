"""What every game's cog shares: command translation, localized replies, permissions,
the lobby (invitations and open tables with their buttons), ``/games``, game
review and replays.

``setup`` is what ``bot.load_extension("cogs.common")`` calls, before any game's cog:
it adds the ``Lobby`` cog, registers the one dynamic item behind every lobby button,
listens for the clicks discord.py drops (``component.answer_dropped_click``), and
hands the sweeper's reports to it, which passes each game its own part.
"""

from __future__ import annotations

from discord.ext import commands

from .absence import BallotButton
from .cog import LobbyCog
from .component import answer_dropped_click
from .lobby import LobbyButton
from .private import PanelButton
from .replay import ReplayCog
from .replay_ids import ReplayItem
from .review import ReviewCog
from .review_ids import ReviewItem


async def setup(bot: commands.Bot) -> None:
    """Add the shared cog to ``bot`` (which holds ``services``)."""
    cog = LobbyCog(bot, bot.services)
    await bot.add_cog(cog)
    await bot.add_cog(ReviewCog(bot, bot.services))
    await bot.add_cog(ReplayCog(bot, bot.services))
    bot.add_dynamic_items(LobbyButton, BallotButton, PanelButton, ReviewItem, ReplayItem)
    bot.add_listener(answer_dropped_click, "on_interaction")
    bot.services.sweeper.on_report = cog.announce


async def teardown(bot: commands.Bot) -> None:
    """Undo ``setup`` (used when the extension is reloaded)."""
    bot.remove_dynamic_items(LobbyButton, BallotButton, PanelButton, ReviewItem, ReplayItem)
    bot.remove_listener(answer_dropped_click, "on_interaction")
    bot.services.sweeper.on_report = None
