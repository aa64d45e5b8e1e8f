"""``/akropolis status``: the table here, as ``/amytis status`` shows its own.

The player to move gets the table posted anew with fresh controls (the older ones
lose their buttons), so a lost or buried message never blocks a game; anyone else
sees the table privately, so status never floods a game's thread. In the thread of
a finished game it shows the score pad, the result and the rating changes,
privately; elsewhere, the user's games. A game asked by its number is shown
privately, without controls, wherever it is asked.
"""

from __future__ import annotations

import functools

import discord

from cogs.common.game_commands import numbered_game
from cogs.common.replies import publish
from i18n import Translator
from service import Services
from service.akropolis import GAME_KIND
from service.errors import NoGameHere
from store.games import GameRow

from .play import TurnFlow


async def status(interaction: discord.Interaction, t: Translator, services: Services,
                 flow: TurnFlow, number: int | None) -> None:
    """Answer ``/akropolis status`` (``number``: the ``game:`` option)."""
    if number is not None:
        row = await numbered_game(interaction, t, services, GAME_KIND, number, "status")
        if row is not None:
            await _show(interaction, t, services, flow, row, here=False)
        return
    try:
        row = await services.games.latest_in_channel(interaction.channel_id, GAME_KIND)
    except NoGameHere:
        lobby = interaction.client.get_cog("Lobby")
        await interaction.followup.send(
            await lobby.games_text(t, interaction.user.id, interaction.guild_id, GAME_KIND),
            ephemeral=True)
        return
    await _show(interaction, t, services, flow, row, here=True)


async def _show(interaction: discord.Interaction, t: Translator, services: Services,
                flow: TurnFlow, row: GameRow, *, here: bool) -> None:
    """The table of ``row``: posted with fresh controls when it is played ``here``
    and the user is to move, else privately without controls."""
    state = await services.turns.view(row.id)
    lines = ([t("akropolis_play.status.turn", game=row.id, turn=state.game.turn + 1)]
             if state.row.is_active else [])
    if here and state.row.is_active and state.user_to_act == interaction.user.id:
        await flow.post_table(functools.partial(publish, interaction), state, t, lines)
        return
    message = await flow.table_message(state, t, lines, buttons=False)
    await interaction.followup.send(ephemeral=True, files=message.pop("attachments"),
                                    **message)
