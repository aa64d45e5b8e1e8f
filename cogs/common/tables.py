"""A game's registration on Discord: what the shared lobby and ``/games`` need to
know of it. Each ``cogs/<game>/`` registers one with the ``Lobby`` cog at setup."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

import discord

from engine.review import Judgement
from i18n import Translator
from service import SweepReport
from store.games import GameRow

T = TypeVar("T")
Send = Callable[..., Awaitable[Any]]
"""Posts a message where the game is played (a thread's or channel's ``send``, or
the interaction's public follow-up) and returns it."""
Started = Callable[[discord.Interaction, Translator, GameRow, Send], Awaitable[None]]
Announce = Callable[[SweepReport], Awaitable[None]]
Resumed = Callable[[Translator, GameRow, Send], Awaitable[None]]
Redeliver = Callable[[Translator, GameRow, Send, int], Awaitable[None]]
PrivatePanel = Callable[[discord.Interaction, Translator, GameRow, int], Awaitable[None]]
ReviewImage = Callable[[str, Judgement, str, Sequence[str]], bytes]
ReviewMoves = Callable[[str, Judgement, str], tuple[str, str]]


def with_parsed_record(draw: Callable[..., T], record: str, *args: Any) -> T:
    """``draw`` (a renderer that takes a record's parsed JSON) over a stored record's
    text: bound with ``functools.partial``, a game's ``render_review`` becomes its
    ``review_image``, still picklable for the worker processes."""
    return draw(json.loads(record), *args)


@dataclass(frozen=True)
class GameTable:
    """One game as the shared Discord parts see it.

    ``texts`` is the game's catalogue namespace: its ``name`` (the game's title) and
    ``how_to_start`` (a line for ``/games``). ``started`` posts the first table of a
    game the lobby started, in its thread or channel. ``announce`` tells players
    what the sweeper found in this game's games (claims, forfeits); a game that
    has it also ends its own games whose one person left the server, and says so
    in its own way (its cog hears the departure too); else the lobby does both. With
    ``own_invitations`` the game's cog posts its two-player invitations itself (and
    announces their expiry); its open tables are the lobby's. ``resumed`` posts the
    table anew, with the controls of the player to move, after the shared parts moved
    the game on by themselves (the computer took an absent player's seat).
    ``redeliver`` posts the table a game owes (``cogs.common.courier``) as it stands,
    playing the computer seats' turns first as a click would, and narrating the
    turns played since the last table shown (``since_turn``).
    ``private_panel`` sends a seat its private panel (its hidden cards, its part of
    a decision made at once) as an ephemeral follow-up of the interaction, which is
    already acknowledged privately (``cogs.common.private``); a game without hidden
    information has none.
    ``review_image`` draws a reviewed decision's position (record, judgement, locale,
    the seats' names: PNG bytes), and ``review_moves`` words its move played and the better one for
    players (their texts in the reader's language); both run in the worker
    processes, so they are module-level functions. A game whose kind offers review
    (``cogs.common.review``) without them shows the moves' own texts and no image.
    """

    name: str
    texts: str
    started: Started
    redeliver: Redeliver
    announce: Announce | None = None
    own_invitations: bool = False
    resumed: Resumed | None = None
    private_panel: PrivatePanel | None = None
    review_image: ReviewImage | None = None
    review_moves: ReviewMoves | None = None

    def title(self, t: Translator) -> str:
        """The game's name in the reader's language."""
        return t(f"{self.texts}.name")
