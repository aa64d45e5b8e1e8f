"""The values the engine speaks in: prompts, decisions, moves, scores.

A game asks one ``Prompt`` at a time of one seat, with every legal answer; a ``Move``
is one answer as the record writes it (``{"s": 1, "capture": ["quarry", 2]}``).
Answers are small hashable values: strings, numbers, a ``(place, seat)`` pair for a
captured group, and a ``Mix`` (``(("St", 3), ("Wd", 1))``) for a payment.
"""

from __future__ import annotations

import reprlib
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, NamedTuple

from .bundles import RESOURCES


class Prompt(StrEnum):
    """The questions the rules ask, named as the record's keys (record 2.1)."""

    HIRE = "hire"
    DISMISS = "dismiss"
    DRAFT = "draft"
    PLACE = "place"
    RECOVER = "recover"
    TRADE = "trade"
    CAPTURE = "capture"
    BARRACKS = "barracks"
    GUARD = "guard"
    BUYBACK = "buyback"
    BUILD = "build"
    DISCARD = "discard"
    PAY = "pay"
    GAIN = "gain"
    KEEP = "keep"
    LIBRARY = "library"
    CHURCH = "church"


Option = str | int | tuple
"""An answer: an id or word, a guard number, a ``(place, seat)`` group or a ``Mix``."""
Mix = tuple[tuple[str, int], ...]
"""A payment: ``(resource, count)`` pairs in resource order, zero counts left out."""
_PROMPTS = {p.value: p for p in Prompt}


@dataclass(frozen=True, slots=True)
class Decision:
    """Whose decision it is, what is asked, and every legal answer (two or more: a
    prompt with one answer is taken by the engine itself, the record's forced rule)."""

    player: int
    prompt: Prompt
    options: tuple[Option, ...]


class Move(NamedTuple):
    """One answer to one prompt, as the record writes it."""

    seat: int
    prompt: Prompt
    value: Option

    def to_record(self) -> dict[str, Any]:
        """The JSON object of ``westkingdom-record/1`` (``{"s": seat, prompt: value}``)."""
        return {"s": self.seat, self.prompt.value: to_json(self.value)}

    @classmethod
    def from_record(cls, data: Any) -> Move:
        """The move a record's decision object writes, checked for form (not yet for
        legality); ``ValueError`` says what is wrong."""
        if not isinstance(data, dict):
            raise ValueError("a decision is a JSON object")
        seat = data.get("s")
        if not _is_int(seat):
            raise ValueError(f"'s' must be a seat number, not {shown(seat)}")
        keys = [k for k in data if k != "s"]
        if len(keys) != 1:
            raise ValueError(f"a decision has 's' and exactly one prompt key, not {shown(keys)}")
        prompt = _PROMPTS.get(keys[0])
        if prompt is None:
            raise ValueError(f"unknown prompt {shown(keys[0])}")
        return cls(seat, prompt, from_json(prompt, data[keys[0]]))


def to_json(value: Option) -> Any:
    """An answer as JSON data: a group is a list, a payment an object."""
    if isinstance(value, tuple):
        if value and isinstance(value[0], tuple):
            return dict(value)
        return list(value)
    return value


def from_json(prompt: Prompt, value: Any) -> Option:
    """The answer written ``value`` for ``prompt``, in the engine's form."""
    if prompt is Prompt.GUARD and _is_int(value):
        return value
    if prompt in (Prompt.CAPTURE, Prompt.BARRACKS) and isinstance(value, list):
        if len(value) == 2 and isinstance(value[0], str) and _is_int(value[1]):
            return (value[0], value[1])
        raise ValueError(f"a captured group is [place, seat], not {shown(value)}")
    if prompt is Prompt.PAY:
        return _mix(value)
    if isinstance(value, str):
        return value
    raise ValueError(f"{shown(value)} is not an answer to {prompt.value!r}")


def mix_of(counts: dict[str, int]) -> Mix:
    """The payment of ``counts`` (resource code -> count), in resource order."""
    return tuple((r, counts[r]) for r in RESOURCES if counts.get(r))


def _mix(value: Any) -> Mix:
    if not isinstance(value, dict) or not value:
        raise ValueError(f"a payment is an object like {{\"St\": 4}}, not {shown(value)}")
    for code, count in value.items():
        if code not in RESOURCES or not _is_int(count) or count <= 0:
            raise ValueError(f"a payment counts resources, as {{\"St\": 4}}, not {shown(value)}")
    return mix_of(value)


_SHORT = reprlib.Repr()
_SHORT.maxlevel, _SHORT.maxstring, _SHORT.maxother = 3, 40, 40


def shown(value: object) -> str:
    """A short ``repr`` of a value read from a record, for an error message: a huge or
    deeply nested value is cut (and never recursed into), so the message stays one
    short line that still says what was wrong."""
    return _SHORT.repr(value)


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True, slots=True)
class PlayerScore:
    """One seat's score by the seven lines of rules section 7, and its tie-breaks."""

    buildings: int
    cathedral: int
    virtue: int
    debts: int
    gold_marble: int
    silver: int
    prison: int
    final_virtue: int
    final_silver: int

    @property
    def total(self) -> int:
        """The sum of the seven lines."""
        return (self.buildings + self.cathedral + self.virtue + self.debts
                + self.gold_marble + self.silver + self.prison)

    @property
    def lines(self) -> dict[str, int]:
        """The seven lines by their record names."""
        return {"buildings": self.buildings, "cathedral": self.cathedral,
                "virtue": self.virtue, "debts": self.debts, "gold_marble": self.gold_marble,
                "silver": self.silver, "prison": self.prison}


@dataclass(frozen=True, slots=True)
class Result:
    """Every seat's score and, once the game is over, the winners (R13: the highest
    total, then virtue, then silver; seats still equal share the win)."""

    finished: bool
    players: tuple[PlayerScore, ...]
    winners: tuple[int, ...]


def winners(players: tuple[PlayerScore, ...]) -> tuple[int, ...]:
    """The seats that win: best total, then virtue, then silver; a tie is shared."""
    def rank(p: PlayerScore) -> tuple[int, int, int]:
        return (p.total, p.final_virtue, p.final_silver)

    best = max(rank(p) for p in players)
    return tuple(s for s, p in enumerate(players) if rank(p) == best)
