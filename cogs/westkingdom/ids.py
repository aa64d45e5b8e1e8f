"""The ``custom_id`` of every West Kingdom component, written and read in one place.

A turn's controls must work after a restart, so each id carries the game, the turn
and the step (the stored version) it was made for, and a number: the placement's
index in ``PLACEMENTS``, or the answer's index among the pending decision's options
(the step makes the index unambiguous: any later change of the game raises it). A
draft pick names the turn only: the other seats' picks, held as they come, raise the
step while a seat's packet stays the same. Ids name no card, so a message's
components tell nothing about a hand. Every id starts with ``westkingdom:`` so one
dynamic item answers every click, even one whose id no longer parses.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

PREFIX = "westkingdom"
PATTERN = rf"{PREFIX}:(?P<rest>.*)"
"""The template of the one ``DynamicItem`` that receives every West Kingdom click."""

MAX_LENGTH = 100
MAX_NUMBER = 2**63 - 1
_NUMBER = r"(0|[1-9][0-9]{0,18})"
_AT = rf"{_NUMBER}:{_NUMBER}:{_NUMBER}"

_SHAPES: dict[str, re.Pattern[str]] = {
    "place": re.compile(rf"{_AT}:{_NUMBER}"),    # a placement's index
    "opt": re.compile(rf"{_AT}:{_NUMBER}"),      # an answer's index
    "page": re.compile(rf"{_AT}:{_NUMBER}"),     # a page of a long list of answers
    "pick": re.compile(rf"{_AT}"),               # the answers' select menu
    "confirm": re.compile(_AT),
    "back": re.compile(_AT),
    "draft": re.compile(rf"{_NUMBER}:{_NUMBER}:{_NUMBER}"),  # game, turn, card index
    "rules": re.compile(_NUMBER),                # a page of the rules
}

RULES = "rules"
DRAFT = "draft"
SELECT_ACTIONS = frozenset({"pick"})
"""Actions the bot puts on select menus (every other one is a button)."""


@dataclass(frozen=True)
class ComponentId:
    """A parsed custom_id: its action, game, turn, step and number (for a draft
    pick, step is 0; for the rules, only the page in ``number``)."""

    action: str
    game: int
    turn: int
    step: int
    number: int | None = None

    @property
    def at(self) -> tuple[int, int, int]:
        """Game, turn and step: the state the component was made for."""
        return self.game, self.turn, self.step


def make(action: str, game: int = 0, turn: int = 0, step: int = 0,
         number: int | None = None) -> str:
    """The custom_id of ``action``; checked by ``parse``, so the bot never writes an
    id it would refuse to read."""
    if action == RULES:
        fields = [str(number)]
    elif action == DRAFT:
        fields = [str(game), str(turn), str(number)]
    else:
        fields = [str(game), str(turn), str(step)] + ([] if number is None else [str(number)])
    written = ":".join([PREFIX, action, *fields])
    step = 0 if action in (RULES, DRAFT) else step
    game, turn = (0, 0) if action == RULES else (game, turn)
    if len(written) > MAX_LENGTH or parse(written.removeprefix(f"{PREFIX}:")) != \
            ComponentId(action, game, turn, step, number):
        raise ValueError(f"not an id this version reads: {written}")
    return written


def parse(rest: str) -> ComponentId | None:
    """The id after ``westkingdom:``, or ``None`` when it is not one this version makes."""
    action, _, tail = rest.partition(":")
    shape = _SHAPES.get(action)
    match = shape.fullmatch(tail) if shape is not None else None
    if match is None:
        return None
    numbers = [int(g) for g in match.groups()]
    if any(n > MAX_NUMBER for n in numbers):
        return None
    if action == RULES:
        return ComponentId(action, 0, 0, 0, numbers[0])
    if action == DRAFT:
        return ComponentId(action, numbers[0], numbers[1], 0, numbers[2])
    return ComponentId(action, *numbers[:3], numbers[3] if len(numbers) > 3 else None)
