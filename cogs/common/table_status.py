"""``/<game> status`` for a game whose table is an image with controls.

The player to act gets the table posted anew with fresh controls (the older ones
lose their buttons), so a lost or buried message never blocks a game; anyone else
sees the table privately, so status never floods a game's thread. In the thread of
a finished game it shows the score pad, the result and the rating changes,
privately; elsewhere, the user's games. A game asked by its number is shown
privately, without controls, wherever it is asked.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any, Protocol

import discord
from discord import app_commands

from i18n import Translator
from service import Services, TurnState
from service.errors import NoGameHere
from store.games import GameRow

from .game_commands import GameNumber, numbered_game
from .guard import Guard
from .replies import publish, require_server
from .tables import Send
from .translator import command_text


class Presenter(Protocol):
    """What status needs of a game's table: its heading, its message, and posting it."""

    def heading(self, t: Translator, state: TurnState) -> list[str]: ...

    async def table_message(self, state: TurnState, t: Translator, lines: Sequence[str], *,
                            buttons: bool = True) -> dict[str, Any]: ...

    async def post(self, send: Send, state: TurnState, t: Translator,
                   lines: Sequence[str]) -> discord.Message: ...


def add_status_command(group: app_commands.Group, services: Services, game_kind: str,
                       presenter: Presenter) -> None:
    """Put this ``status`` in ``group`` in place of the shared one, which tells the
    table in words."""
    group.remove_command("status")

    def text(key: str) -> app_commands.locale_str:
        return command_text(f"commands.{game_kind}.status.{key}")

    @group.command(name=text("name"), description=text("description"))
    @app_commands.rename(game=text("game.name"))
    @app_commands.describe(game=text("game.description"))
    async def status_command(interaction: discord.Interaction,
                             game: GameNumber | None = None) -> None:
        async with Guard(interaction, f"{game_kind} status", "private") as t:
            require_server(interaction)
            await status(interaction, t, services, game_kind, presenter, game)


async def status(interaction: discord.Interaction, t: Translator, services: Services,
                 game_kind: str, presenter: Presenter, number: int | None) -> None:
    """Answer ``/<game> status`` (``number``: the ``game:`` option)."""
    if number is not None:
        row = await numbered_game(interaction, t, services, game_kind, number, "status")
        if row is not None:
            await _show(interaction, t, services, presenter, row, here=False)
        return
    try:
        row = await services.games.latest_in_channel(interaction.channel_id, game_kind,
                                                     viewer=interaction.user.id)
    except NoGameHere:
        lobby = interaction.client.get_cog("Lobby")
        await interaction.followup.send(
            await lobby.games_text(t, interaction.user.id, interaction.guild_id, game_kind),
            ephemeral=True)
        return
    await _show(interaction, t, services, presenter, row, here=True)


def _acts(state: TurnState, user_id: int) -> bool:
    """Whether ``user_id`` is awaited: the player to move, or a seat yet to answer a
    decision made at once."""
    return state.user_to_act == user_id or any(
        state.row.is_seat_of(user_id, seat) for seat in state.waiting)


async def _show(interaction: discord.Interaction, t: Translator, services: Services,
                presenter: Presenter, row: GameRow, *, here: bool) -> None:
    """The table of ``row``: posted with fresh controls when it is played ``here``
    and the user is awaited, else privately without controls."""
    state = await services.turns.view(row.id)
    lines = presenter.heading(t, state) if state.row.is_active else []
    if here and state.row.is_active and _acts(state, interaction.user.id):
        await presenter.post(functools.partial(publish, interaction), state, t, lines)
        return
    message = await presenter.table_message(state, t, lines, buttons=False)
    await interaction.followup.send(ephemeral=True, files=message.pop("attachments"),
                                    **message)
