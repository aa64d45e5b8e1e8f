"""The vote about an absent player on Discord (games of three or more seats): the
message that asks the others, its two buttons, and what the majority decided.

The message is posted in the game's channel when the sweeper finds the player to
move out of time, or when a player leaves the server. Its buttons carry the game
and the turn, so a move made meanwhile turns them stale.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping
from typing import Any

import discord

from i18n import Translator
from service import Services
from service.absence import VoteState
from store.games import GameRow

from .component import RoutedItem
from .lobby import strip_controls
from .members import gone_from
from .replies import publish
from .tables import GameTable

PREFIX = "absent"
PATTERN = rf"{PREFIX}:(?P<rest>.*)"
_ID = re.compile(r"absent:(?P<choice>computer|end):(?P<game>0|[1-9][0-9]{0,17}):"
                 r"(?P<turn>0|[1-9][0-9]{0,8})")


def make(choice: str, game_id: int, turn: int) -> str:
    """The id of a ballot button."""
    return f"{PREFIX}:{choice}:{game_id}:{turn}"


def parse(custom_id: str) -> tuple[str, int, int] | None:
    """``(choice, game id, turn)`` of a ballot button, None for anything else."""
    match = _ID.fullmatch(custom_id)
    return None if match is None else (match["choice"], int(match["game"]), int(match["turn"]))


class BallotButton(RoutedItem, discord.ui.DynamicItem[discord.ui.Button], template=PATTERN):
    """Both ballot buttons; every click reaches the ``Lobby`` cog, after a restart too."""

    cog_name = "Lobby"
    handler = "on_ballot"


class AbsenceFlow:
    """Asks the table, counts the ballots, and carries out the decision."""

    def __init__(self, services: Services, tables: Mapping[str, GameTable]) -> None:
        self.services = services
        self.tables = tables

    def ballot(self, t: Translator, row: GameRow, seat: int, left: bool) -> dict[str, Any]:
        """The message asking the others about ``seat``: its content and buttons."""
        hours = t("bot.hours", count=round(self.services.games.inactivity / 3600))
        voters = " ".join(f"<@{u}>" for u in self.services.absence.voters(row, seat))
        key = "lobby.absence.left" if left else "lobby.absence.late"
        view = discord.ui.View(timeout=None)
        for choice, style in (("computer", discord.ButtonStyle.primary),
                              ("end", discord.ButtonStyle.danger)):
            view.add_item(BallotButton(discord.ui.Button(
                custom_id=make(choice, row.id, row.turn), style=style,
                label=t(f"lobby.absence.{choice}"))))
        return {"content": t(key, player=f"<@{row.user_at(seat)}>", hours=hours,
                             voters=voters), "view": view}

    async def ask(self, channel: discord.abc.Messageable, t: Translator, row: GameRow,
                  seat: int, left: bool = False) -> None:
        """Post the question in the game's channel."""
        await channel.send(**self.ballot(t, row, seat, left))

    async def vote(self, interaction: discord.Interaction, t: Translator, choice: str,
                   game_id: int, turn: int) -> None:
        """One ballot; once a majority agrees, the message says what happens, and the
        computer plays the seat it took until a person is to move."""
        row = await self.services.games.get(game_id)
        departed = await gone_from(interaction.guild, row, interaction.user.id)
        state = await self.services.absence.vote(game_id, interaction.user.id, choice,
                                                 turn=turn, departed=departed)
        if state.decided is None:
            question = interaction.message.content if interaction.message else ""
            await interaction.edit_original_response(content=self._tally(t, question, state))
            return
        await interaction.edit_original_response(content=await self._decided(t, state),
                                                 view=None)
        row = await self.services.games.get(game_id)
        if not row.is_active:  # the ballot's message is the game's last word
            await self.services.games.set_messages(
                row.id, table_message_id=interaction.message.id, controls_message_id=None,
                shown_version=row.version)
            await strip_controls(interaction.client, row)
        table = self.tables.get(row.game_kind)
        if row.is_active and table is not None and table.resumed is not None:
            await table.resumed(t, row, functools.partial(publish, interaction))

    @staticmethod
    def _tally(t: Translator, question: str, state: VoteState) -> str:
        """The question as it was asked, and the ballots so far."""
        counts = {c: sum(1 for v in state.ballots.values() if v == c) for c in ("computer", "end")}
        return question.split("\n")[0] + "\n" + t(
            "lobby.absence.tally", computer=counts["computer"], end=counts["end"],
            voters=len(state.voters))

    async def _decided(self, t: Translator, state: VoteState) -> str:
        player = f"<@{state.row.user_at(state.seat)}>"
        if state.decided == "end":
            return t("lobby.absence.ended", player=player)
        row = state.row
        while (moved := await self.services.turns.play_computer(row.id)) is not None:
            row = moved.row
        text = t("lobby.absence.taken", player=player, turn=state.row.turn + 1)
        if row.is_active and row.to_move is not None:
            text += "\n" + t("lobby.absence.next", player=f"<@{row.user_at(row.to_move)}>")
        return text
