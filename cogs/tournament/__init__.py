"""Tournaments on Discord, for every game the bot offers (issue 45): ``/tournament``,
the sign-up message's buttons, each round's games in their threads, the standings
images, the podium, and the sweeper's reminders and deadline takeovers.

``setup`` runs after every game's cog, whose registrations (the lobby's tables) are
the games a tournament may be of. It chains the tournaments' part after the lobby's
handling of the sweeper's report.
"""

from __future__ import annotations

from discord.ext import commands

from service import SweepReport

from .cog import TournamentCog
from .commands import tournament_group
from .texts import SignUpButton


async def setup(bot: commands.Bot) -> None:
    """Add the cog, ``/tournament`` and the sign-up buttons to ``bot``."""
    cog = TournamentCog(bot, bot.services)
    await bot.add_cog(cog)
    bot.add_dynamic_items(SignUpButton)
    bot.tree.add_command(tournament_group(cog))
    sweeper = bot.services.sweeper
    before = sweeper.on_report

    async def on_report(report: SweepReport) -> None:
        if before is not None:
            await before(report)
        await cog.swept(report)

    on_report.before = before  # type: ignore[attr-defined]  # for teardown
    sweeper.on_report = on_report


async def teardown(bot: commands.Bot) -> None:
    """Undo ``setup`` (used when the extension is reloaded)."""
    bot.tree.remove_command("tournament")
    bot.remove_dynamic_items(SignUpButton)
    sweeper = bot.services.sweeper
    sweeper.on_report = getattr(sweeper.on_report, "before", None)
