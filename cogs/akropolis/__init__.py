"""Akropolis on Discord: its registration with the shared lobby and its command group.

Its turns have no buttons yet (the next step of the game), so the game is not public
(``service.akropolis.KIND.public``): the bot loads this cog only when the operator
names it in ``PREVIEW_GAMES``. What it offers now is what every game shares: the
lobby's invitations and open tables with computer seats, solo games, status,
resignation, leaderboard, statistics, export and abort.
"""

from __future__ import annotations

import discord
from discord.ext import commands

from cogs.common.game_commands import game_group
from cogs.common.tables import GameTable, Send
from i18n import Translator
from service.akropolis import GAME_KIND
from store.games import GameRow


async def setup(bot: commands.Bot) -> None:
    """Register Akropolis with the lobby and add ``/akropolis``."""
    lobby = bot.get_cog("Lobby")

    async def started(interaction: discord.Interaction, t: Translator, row: GameRow,
                      send: Send) -> None:
        """The first notice of a new game: the seat order and who moves first (computer
        seats at the head of the order play their turns first)."""
        while await bot.services.turns.play_computer(row.id) is not None:
            row = await bot.services.games.get(row.id)
        await send(content=t("akropolis.started", order=lobby.flow.seat_order(t, row),
                             player=f"<@{row.user_at(row.to_move)}>"))

    lobby.register(GameTable(name=GAME_KIND, texts="akropolis", started=started))
    bot.tree.add_command(game_group(bot, bot.services, lobby.tables[GAME_KIND]))


async def teardown(bot: commands.Bot) -> None:
    """Undo ``setup`` (used when the extension is reloaded)."""
    bot.tree.remove_command("akropolis")
