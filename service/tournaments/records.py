"""The values a tournament is made of: entrants, finished games, rounds, pairings.

A player is a plain integer (the service passes its user ids); seats are in order, the
first seat first, because who moves first matters in every game this serves.
"""

from __future__ import annotations

from dataclasses import dataclass


class PairingError(ValueError):
    """A round cannot be paired or seated as asked (too few players, a bad table size).

    The service checks these conditions before it asks, so this is a programming error
    there, raised loudly rather than answered with a half-made round.
    """


@dataclass(frozen=True)
class Entrant:
    """A signed-up player: `rating` seeds them; a removed one is never paired again."""

    player: int
    rating: float = 0.0
    removed: bool = False


@dataclass(frozen=True)
class Game:
    """A finished game: players in seat order, each one's place (1 is first; equal
    places are a tie, numbered 1, 1, 3 or 1, 1, 2 alike) and game score (the game's own
    points, the tie-break of table rounds)."""

    players: tuple[int, ...]
    places: tuple[int, ...]
    scores: tuple[int, ...]

    def __post_init__(self) -> None:
        if len(self.players) < 2 or len(set(self.players)) != len(self.players):
            raise PairingError(f"a game needs two or more distinct players: {self.players}")
        if not len(self.players) == len(self.places) == len(self.scores):
            raise PairingError("a game needs one place and one score per player")
        if min(self.places) < 1:
            raise PairingError(f"places start at 1: {self.places}")


@dataclass(frozen=True)
class Round:
    """A finished round: its games and the players who had a bye in it."""

    games: tuple[Game, ...]
    byes: tuple[int, ...] = ()


@dataclass(frozen=True)
class Pairing:
    """A round to play: its tables (players in seat order, the strongest table first)
    and the players who sit this round out with a bye."""

    tables: tuple[tuple[int, ...], ...]
    byes: tuple[int, ...] = ()

    def players(self) -> tuple[int, ...]:
        """Everyone the round names, seated or on a bye."""
        return tuple(p for table in self.tables for p in table) + self.byes
