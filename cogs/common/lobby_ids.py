"""The ``custom_id`` of every lobby button, shared by every game's tables.

``lobby:<action>:<lobby id>`` (``lobby:computer:<lobby id>:<level>`` for a computer
seat; ``lobby:rematch:<game id>`` on an ended game's last message, whose number is
the game's, since the rematch's table does not exist yet; ``lobby:unseat:<lobby id>``
is the host's private select of the seats to free, its value the seat). Parsed
strictly, as any client can send any id: ASCII digits that fit SQLite's integers, a
known action, nothing else.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

PREFIX = "lobby"
PATTERN = rf"{PREFIX}:(?P<rest>.*)"
ACTIONS = ("accept", "decline", "cancel", "join", "leave", "start", "computer", "rematch",
           "remove", "unseat")
_ID = re.compile(r"(?P<action>[a-z]+):(?P<lobby>0|[1-9][0-9]{0,18})(?::(?P<level>[1-9]))?")
_MAX_NUMBER = 2**63 - 1


@dataclass(frozen=True)
class LobbyId:
    """A parsed lobby button id."""

    action: str
    lobby_id: int
    level: int | None = None

    def __str__(self) -> str:
        suffix = "" if self.level is None else f":{self.level}"
        return f"{PREFIX}:{self.action}:{self.lobby_id}{suffix}"


def make(action: str, lobby_id: int, level: int | None = None) -> str:
    """The id of a lobby button; checked, so the bot never writes one it would refuse."""
    written = str(LobbyId(action, lobby_id, level))
    if parse(written) != LobbyId(action, lobby_id, level):
        raise ValueError(f"{action} does not take {lobby_id} and {level}")
    return written


def parse(custom_id: str) -> LobbyId | None:
    """The button a ``custom_id`` names, or None for anything the bot never wrote."""
    match = _ID.fullmatch(custom_id.removeprefix(f"{PREFIX}:"))
    if match is None or not custom_id.startswith(f"{PREFIX}:"):
        return None
    action, lobby_id = match["action"], int(match["lobby"])
    level = int(match["level"]) if match["level"] else None
    if action not in ACTIONS or lobby_id > _MAX_NUMBER or (level is None) == (action == "computer"):
        return None
    return LobbyId(action, lobby_id, level)
