"""The ``custom_id`` of every Amytis component, written and read in one place.

A component must work after a restart, so its id carries everything the click
needs: the action, the game (or challenge) and the turn it was made for, and the
option. Every id starts with ``amytis:`` so that one dynamic item answers every
click under the prefix, even one whose id no longer parses.
"""

from __future__ import annotations

from dataclasses import dataclass

PREFIX = "amytis"
PATTERN = rf"{PREFIX}:(?P<rest>.*)"
"""The template of the one ``DynamicItem`` that receives every Amytis click."""

MAX_LENGTH = 100  # Discord's limit on a custom_id

# action: the number of integer fields that follow it, then an optional text field
_SHAPES: dict[str, tuple[int, bool]] = {
    "accept": (1, False),   # challenge
    "decline": (1, False),  # challenge
    "cancel": (1, False),   # challenge
    "sides": (1, False),    # opponent: the custom-sides select of a new challenge
    "stack": (3, False),    # game, turn, stack
    "cell": (3, False),     # game, turn, cell
    "palace": (2, True),    # game, turn, palace option
    "confirm": (2, False),  # game, turn
    "back": (2, False),     # game, turn
    "favor": (2, False),    # game, turn: the King's Favor select
    "rematch": (1, False),  # game
    "rules": (1, True),     # page, building sides as six letters
}


GAME_ACTIONS = frozenset({"stack", "cell", "palace", "confirm", "back", "favor", "rematch"})
"""Actions whose first number is a game id."""


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
    """The custom_id of ``action`` with its fields; checked against its shape."""
    count, has_text = _SHAPES[action]
    if len(numbers) != count or (text is not None) != has_text:
        raise ValueError(f"{action} takes {count} numbers{' and a text' if has_text else ''}")
    return str(ComponentId(action, tuple(numbers), text))


def parse(rest: str) -> ComponentId | None:
    """The id after ``amytis:``, or ``None`` when it is not one this version makes."""
    action, _, tail = rest.partition(":")
    shape = _SHAPES.get(action)
    if shape is None:
        return None
    count, has_text = shape
    fields = tail.split(":", count) if has_text else tail.split(":")
    if len(fields) != count + has_text:
        return None
    numbers = fields[:count]
    if not all(f.isdigit() and len(f) < 20 for f in numbers):
        return None
    text = fields[count] if has_text else None
    if has_text and not text:
        return None
    return ComponentId(action, tuple(int(f) for f in numbers), text)
