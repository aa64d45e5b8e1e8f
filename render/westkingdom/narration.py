"""The words of a West Kingdom place and of a replay's round, in the reader's
language: shared by the table's narration (``cogs.westkingdom``) and the replay's
captions. Only what the table saw is said: where each seat went, and the Buildings
that came onto the table (never a card in a hand or a draft packet).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.westkingdom import Prompt
from engine.westkingdom.board import MARKET_SPACES, OPEN_PLACES
from i18n import Translator


def place(t: Translator, location: str) -> str:
    """A location's name: an open location, the Black Market or the Guildhall."""
    if location in OPEN_PLACES:
        return t(f"render_westkingdom.place.{location}")
    if location in MARKET_SPACES:
        return t("render_westkingdom.market")
    return t("render_westkingdom.guildhall")


@dataclass(frozen=True)
class TurnSeen:
    """One turn as the table saw it: the seat, how it began (a ``place`` or
    ``recover`` answer, ``None`` for a seat that passed) and the Building cards it
    brought onto the seat's tableau."""

    seat: int
    prompt: Prompt | None
    value: str
    built: tuple[str, ...] = ()


def round_line(t: Translator, names: Sequence[str], number: int,
               turns: Sequence[TurnSeen]) -> str:
    """"Round 7: Alice: Workshop · Bob: Guildhall (Mint) · Carol takes back a worker"."""
    parts = []
    for turn in turns:
        player = names[turn.seat]
        if turn.prompt is None:
            parts.append(t("render_westkingdom_replay.pass", player=player))
        elif turn.prompt is Prompt.RECOVER:
            parts.append(t("render_westkingdom_replay.recover", player=player))
        else:
            where = place(t, turn.value.partition(":")[0])
            if turn.built:
                cards = ", ".join(t(f"render_westkingdom_cards.name.{card}") for card in turn.built)
                where = f"{where} ({cards})"
            parts.append(t("render_westkingdom_replay.went", player=player, place=where))
    return t("render_westkingdom_replay.round", number=number, turns=" · ".join(parts))
