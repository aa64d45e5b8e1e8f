"""Architects of the West Kingdom on Discord: its registration with the shared lobby,
its command group and the components of its turns.

The lobby's verbs and what every game shares come from ``game_commands``; a turn (a
placement, its follow-ups, Confirm) is played on the table's public panel, and what
concerns a hand in the player's private panel (``private``), both answered by the
one ``WestKingdomComponent``. The texts are free of Discord: ``narration`` (one line
per turn), ``labels`` (every button and question) and ``rules``.
"""

from __future__ import annotations

from functools import partial

import discord
from discord.ext import commands

from cogs.common.game_commands import game_group
from cogs.common.tables import GameTable, Send, with_parsed_record
from i18n import Translator
from render.westkingdom.review import render_review
from service.westkingdom import GAME_KIND
from store.games import GameRow

from .cog import WestKingdomCog
from .commands import add_commands
from .component import WestKingdomComponent
from .review import review_moves


async def setup(bot: commands.Bot) -> None:
    """Register West Kingdom with the lobby and add ``/westkingdom``."""
    lobby = bot.get_cog("Lobby")
    cog = WestKingdomCog(bot, bot.services)
    await bot.add_cog(cog)
    bot.add_dynamic_items(WestKingdomComponent)
    table = cog.table

    async def started(interaction: discord.Interaction, t: Translator, row: GameRow,
                      send: Send) -> None:
        """The first table of a new game: the seat order and the first starting hire
        (after the computer seats' own)."""
        state = await bot.services.turns.view(row.id)
        lines = [t("westkingdom_table.started", order=lobby.flow.seat_order(t, row),
                   side=t(f"westkingdom_table.side.{state.game.engine.setup.side}"))]
        await table.advance(send, state, t, lines)

    async def resumed(t: Translator, row: GameRow, send: Send) -> None:
        """A new table for whoever is to act (the old buttons are of a past turn)."""
        await table.advance(send, await bot.services.turns.view(row.id), t, [])

    lobby.register(GameTable(name=GAME_KIND, texts="westkingdom", started=started,
                             redeliver=table.redeliver, resumed=resumed,
                             private_panel=cog.panels.send, review_moves=review_moves,
                             review_image=partial(with_parsed_record, render_review)))
    group = game_group(bot, bot.services, lobby.tables[GAME_KIND])
    add_commands(group, bot, bot.services, lobby.tables[GAME_KIND], table, cog.panels)
    bot.tree.add_command(group)


async def teardown(bot: commands.Bot) -> None:
    """Undo ``setup`` (used when the extension is reloaded)."""
    bot.tree.remove_command("westkingdom")
    bot.remove_dynamic_items(WestKingdomComponent)
