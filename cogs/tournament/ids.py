"""The ``custom_id`` of a sign-up message's buttons: ``tournament:<action>:<id>``.

Parsed strictly, as any client can send any id: a known action and a number that
fits SQLite's integers, nothing else.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from cogs.common.component import ID_NUMBER, MAX_ID_NUMBER

PREFIX = "tournament"
PATTERN = rf"{PREFIX}:(?P<rest>.*)"
ACTIONS = ("join", "leave", "start")
_ID = re.compile(rf"{PREFIX}:(?P<action>[a-z]+):(?P<number>{ID_NUMBER})")


@dataclass(frozen=True)
class SignUpId:
    """A parsed sign-up button id."""

    action: str
    tournament_id: int

    def __str__(self) -> str:
        return f"{PREFIX}:{self.action}:{self.tournament_id}"


def make(action: str, tournament_id: int) -> str:
    """The id of a sign-up button; checked, so the bot never writes one it would refuse."""
    written = str(SignUpId(action, tournament_id))
    if parse(written) != SignUpId(action, tournament_id):
        raise ValueError(f"{action} does not take {tournament_id}")
    return written


def parse(custom_id: str) -> SignUpId | None:
    """The button a ``custom_id`` names, or None for anything the bot never wrote."""
    match = _ID.fullmatch(custom_id)
    if match is None or match["action"] not in ACTIONS:
        return None
    number = int(match["number"])
    return SignUpId(match["action"], number) if number <= MAX_ID_NUMBER else None
