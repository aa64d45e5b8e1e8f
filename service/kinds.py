"""What the game-agnostic service needs from a game's rules, and nothing more.

Challenges, seats, results and statistics work on any game that can start from a
seed and options and summarise its record; the turns themselves are per game
(`service/turns.py` for Amytis).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from service.errors import InvalidOptions

SEAT_ORDERS = ("random", "challenger_first", "opponent_first")


@dataclass(frozen=True)
class Summary:
    """What the database caches beside a record, so lists need no replay."""

    turn: int
    to_move: int | None
    scores: tuple[int, ...]
    finished: bool
    winners: tuple[int, ...]


@dataclass(frozen=True)
class Started:
    """A new game's record (JSON text) and its summary."""

    record: str
    summary: Summary


class GameKind(Protocol):
    """A game the service can host."""

    name: str

    def normalize_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """Checked, complete options; raises `InvalidOptions`."""
        ...

    def start(self, seed: int, options: Mapping[str, Any]) -> Started:
        """A new game dealt from `seed`."""
        ...

    def summarize(self, record: str) -> Summary:
        """Replay a stored record; raises `ValueError` when it cannot be replayed."""
        ...

    def rematch_options(self, options: Mapping[str, Any], record: str) -> dict[str, Any]:
        """Options that deal a new game with the same settings as `record`'s."""
        ...

    def public_export(self, record: str, seat: int) -> dict[str, Any]:
        """What the player in `seat` may see of a game in progress, in the game's own
        view format: the public setup, what has been revealed so far and the moves,
        nothing hidden (no tiles under a stack's top, no deck order, no other
        player's hand)."""
        ...


def seat_order_option(options: Mapping[str, Any]) -> str:
    """The `seats` option: who plays first; random unless asked otherwise."""
    order = options.get("seats", "random")
    if order not in SEAT_ORDERS:
        raise InvalidOptions(reason=f"seats must be one of {', '.join(SEAT_ORDERS)}")
    return order


def seat_players(order: str, seed: int, challenger: int, opponent: int) -> tuple[int, int]:
    """Challenger and opponent in seat order (seat 0 plays first).

    A random order is drawn from the game's seed, so it is stored implicitly and the
    same seed always seats the same way.
    """
    if order == "challenger_first":
        return challenger, opponent
    if order == "opponent_first":
        return opponent, challenger
    rng = random.Random(f"seats:{seed}")
    return (challenger, opponent) if rng.random() < 0.5 else (opponent, challenger)
