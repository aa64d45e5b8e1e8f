"""The ``custom_id`` of every Amytis component, written and read in one place.

A component must work after a restart, so its id carries everything the click
needs: the action, the game (or challenge), the turn and the step it was made for,
and the option. Every id starts with ``amytis:`` so that one dynamic item answers
every click under the prefix, even one whose id no longer parses.

Anyone can send any custom_id with a crafted client, so parsing is strict: numbers
are plain ASCII digits that fit SQLite's integers, texts match their action's
pattern, and anything else is ``None`` (answered with a short private refusal).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

PREFIX = "amytis"
PATTERN = rf"{PREFIX}:(?P<rest>.*)"
"""The template of the one ``DynamicItem`` that receives every Amytis click."""

MAX_LENGTH = 100  # Discord's limit on a custom_id
MAX_NUMBER = 2**63 - 1  # SQLite's largest integer: every id number is compared in SQL
_DIGITS = re.compile(r"0|[1-9][0-9]{0,18}")  # ASCII only: "²".isdigit() is True

# action: the number of integer fields that follow it, then the pattern of its text
_SHAPES: dict[str, tuple[int, re.Pattern[str] | None]] = {
    "accept": (1, None),    # challenge
    "decline": (1, None),   # challenge
    "cancel": (1, None),    # challenge
    "sides": (1, None),     # opponent: the custom-sides select of a new challenge
    "stack": (4, None),     # game, turn, step, stack
    "cell": (4, None),      # game, turn, step, cell
    "palace": (3, re.compile(r"display:[0-9]|deck|score")),  # game, turn, step, option
    "confirm": (3, None),   # game, turn, step
    "back": (3, None),      # game, turn, step
    "favor": (3, None),     # game, turn, step: the King's Favor select
    "rematch": (1, None),   # game
    "rules": (1, re.compile(r"[AB]{6}")),  # page, building sides as six letters
}

GAME_ACTIONS = frozenset({"stack", "cell", "palace", "confirm", "back", "favor", "rematch"})
"""Actions whose first number is a game id."""

TURN_ACTIONS = GAME_ACTIONS - {"rematch"}
"""Actions of a turn in progress: game, turn and step come first."""

SELECT_ACTIONS = frozenset({"favor", "sides"})
"""Actions the bot puts on select menus (every other one is a button)."""

PRIVATE_ACTIONS = frozenset({"rules", "sides"})
"""Actions the bot puts only on a user's own private (ephemeral) message: a click
on one of them anywhere else comes from a forged id."""


@dataclass(frozen=True)
class ComponentId:
    """A parsed custom_id: its action, its numbers, and its text option if any."""

    action: str
    numbers: tuple[int, ...]
    text: str | None = None

    def __str__(self) -> str:
        parts = [PREFIX, self.action, *map(str, self.numbers)]
        if self.text is not None:
            parts.append(self.text)
        encoded = ":".join(parts)
        if len(encoded) > MAX_LENGTH:
            raise ValueError(f"custom_id longer than {MAX_LENGTH} characters: {encoded}")
        return encoded


def make(action: str, *numbers: int, text: str | None = None) -> str:
    """The custom_id of ``action`` with its fields; checked against its shape, so the
    bot never writes an id it would refuse to read."""
    written = str(ComponentId(action, tuple(numbers), text))
    if parse(written.removeprefix(f"{PREFIX}:")) != ComponentId(action, tuple(numbers), text):
        raise ValueError(f"{action} does not take {numbers} and {text!r}")
    return written


def parse(rest: str) -> ComponentId | None:
    """The id after ``amytis:``, or ``None`` when it is not one this version makes."""
    action, _, tail = rest.partition(":")
    shape = _SHAPES.get(action)
    if shape is None:
        return None
    count, text_pattern = shape
    fields = tail.split(":", count) if text_pattern else tail.split(":")
    if len(fields) != count + (text_pattern is not None):
        return None
    numbers = fields[:count]
    if not all(_DIGITS.fullmatch(f) and int(f) <= MAX_NUMBER for f in numbers):
        return None
    text = fields[count] if text_pattern else None
    if text_pattern is not None and not text_pattern.fullmatch(text):
        return None
    return ComponentId(action, tuple(int(f) for f in numbers), text)
