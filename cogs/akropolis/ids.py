"""The ``custom_id`` of every Akropolis component, written and read in one place.

A turn's controls must work after a restart, so each id carries the game, the turn
and the step (the stored version) it was made for, and what the click chooses: a
site tile, a page of spots, one of a page's spot menus, a spot's code with a
rotation (a best placement's button is the same as a rotation's). The spot and rotation
being looked at live only in the ids (nothing is stored before Confirm); the tile
is a stored selection (``service.turns``). Every id starts with ``akropolis:`` so
one dynamic item answers every click, even one whose id no longer parses.

Parsing is strict, as anyone can send any id: numbers are plain ASCII digits that
fit SQLite's integers, a spot code matches the codes the bot writes
(``render.akropolis.codes``), anything else is ``None``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

PREFIX = "akropolis"
PATTERN = rf"{PREFIX}:(?P<rest>.*)"
"""The template of the one ``DynamicItem`` that receives every Akropolis click."""

MAX_LENGTH = 100
MAX_NUMBER = 2**63 - 1
_NUMBER = r"(0|[1-9][0-9]{0,18})"
_CODE = r"([1-9][0-9]{0,3}|[2-9][a-z]{1,3})"

# action: the pattern of what follows "akropolis:<action>:" (game, turn, step first)
_AT = rf"{_NUMBER}:{_NUMBER}:{_NUMBER}"
_SHAPES: dict[str, re.Pattern[str]] = {
    "take": re.compile(rf"{_AT}:{_NUMBER}"),          # site tile index
    "spots": re.compile(rf"{_AT}:{_NUMBER}"),         # page of the spot menu
    "spot": re.compile(rf"{_AT}(?::{_NUMBER})?"),    # a spot menu (a select): 1 for
                                                      # the second of a page
    "code": re.compile(_AT),                          # "type a code": opens the modal
    "typed": re.compile(_AT),                         # the modal itself
    "rot": re.compile(rf"{_AT}:{_NUMBER}:{_CODE}"),   # rotation, spot code (also a
                                                      # best placement's one tap)
    "confirm": re.compile(rf"{_AT}:{_NUMBER}:{_CODE}"),  # rotation, spot code
    "back": re.compile(_AT),
    "rules": re.compile(rf"{_NUMBER}:([hmbtg]{{0,5}})"),  # page, variants' initials
}

RULES = "rules"
"""The action of the rules' paging buttons: a page and the variants, no game."""

CODE_ACTIONS = frozenset({"rot", "confirm"})
"""Actions that name a spot by its code (and a rotation): the placement looked at."""

SELECT_ACTIONS = frozenset({"spot"})
"""Actions the bot puts on select menus (every other one is a button but ``typed``)."""

PRIVATE_ACTIONS = frozenset({RULES})
"""Actions the bot puts only on a user's own private message."""

MODAL_ACTIONS = frozenset({"typed"})
"""Actions of a modal's submission, never of a button or select."""


@dataclass(frozen=True)
class ComponentId:
    """A parsed custom_id: its action, game, turn, step, and the rest of its fields
    (for the rules: the page in ``number``, the variants' initials in ``code``)."""

    action: str
    game: int
    turn: int
    step: int
    number: int | None = None
    code: str | None = None

    @property
    def at(self) -> tuple[int, int, int]:
        """Game, turn and step: the state the component was made for."""
        return self.game, self.turn, self.step


def make(action: str, game: int, turn: int, step: int, number: int | None = None,
         code: str | None = None) -> str:
    """The custom_id of ``action``; checked by ``parse``, so the bot never writes an
    id it would refuse to read. (The rules' buttons have no game: 0, 0, 0.)"""
    fields = [PREFIX, action] + ([] if action == RULES else [str(game), str(turn), str(step)])
    fields += [str(f) for f in (number, code) if f is not None]
    written = ":".join(fields)
    wanted = ComponentId(action, game, turn, step, number, code)
    if len(written) > MAX_LENGTH or parse(written.removeprefix(f"{PREFIX}:")) != wanted:
        raise ValueError(f"not an id this version reads: {written}")
    return written


def parse(rest: str) -> ComponentId | None:
    """The id after ``akropolis:``, or ``None`` when it is not one this version makes."""
    action, _, tail = rest.partition(":")
    shape = _SHAPES.get(action)
    match = shape.fullmatch(tail) if shape is not None else None
    if match is None:
        return None
    groups = [g for g in match.groups() if g is not None]  # an optional field left out
    if action == RULES:
        return ComponentId(action, 0, 0, 0, int(groups[0]), groups[1])
    code = groups[-1] if action in CODE_ACTIONS else None
    numbers = [int(g) for g in (groups[:-1] if code is not None else groups)]
    if any(n > MAX_NUMBER for n in numbers):
        return None
    return ComponentId(action, *numbers[:3], numbers[3] if len(numbers) > 3 else None, code)
