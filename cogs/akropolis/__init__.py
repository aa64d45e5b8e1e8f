"""Akropolis on Discord: its registration with the shared lobby, its command group
and the components of its turns.

The lobby's verbs and what every game shares come from ``game_commands``; a turn
(a tile, a spot, a rotation, Confirm) is played with the components of
``controls``, every click answered by the one ``AkropolisComponent``.
"""

from __future__ import annotations

from functools import partial

import discord
from discord.ext import commands

from cogs.common.game_commands import game_group
from cogs.common.tables import GameTable, Send, with_parsed_record
from i18n import Translator
from render.akropolis.review import render_review
from service.akropolis import GAME_KIND
from store.games import GameRow

from .cog import AkropolisCog
from .commands import add_commands
from .component import AkropolisComponent
from .narration import game_line
from .review import review_moves


async def setup(bot: commands.Bot) -> None:
    """Register Akropolis with the lobby and add ``/akropolis``."""
    lobby = bot.get_cog("Lobby")
    cog = AkropolisCog(bot, bot.services)
    await bot.add_cog(cog)
    bot.add_dynamic_items(AkropolisComponent)

    async def started(interaction: discord.Interaction, t: Translator, row: GameRow,
                      send: Send) -> None:
        """The first table of a new game: the seat order, what is played (the
        Architect, the long game, the variants), the computer seats' turns if they
        play first, and the first player's tiles."""
        state = await bot.services.turns.view(row.id)
        lines = [game_line(t, state.game)]
        if len(row.seats) > 1:  # alone, there is no order to tell
            lines.insert(0, t("akropolis.started", order=lobby.flow.seat_order(t, row),
                              player=f"<@{row.user_at(row.to_move)}>"))
        await cog.turns.advance(send, state, t, lines)

    async def resumed(t: Translator, row: GameRow, send: Send) -> None:
        """A new table for the player to move (the old buttons are of a past turn)."""
        await cog.turns.advance(send, await bot.services.turns.view(row.id), t, [])

    lobby.register(GameTable(name=GAME_KIND, texts="akropolis", started=started,
                             redeliver=cog.turns.redeliver, resumed=resumed,
                             review_image=partial(with_parsed_record, render_review),
                             review_moves=review_moves))
    group = game_group(bot, bot.services, lobby.tables[GAME_KIND])
    add_commands(group, bot, bot.services, lobby.tables[GAME_KIND], cog.turns)
    bot.tree.add_command(group)


async def teardown(bot: commands.Bot) -> None:
    """Undo ``setup`` (used when the extension is reloaded)."""
    bot.tree.remove_command("akropolis")
    bot.remove_dynamic_items(AkropolisComponent)
