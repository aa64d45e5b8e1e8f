"""Game review: the shared, game-agnostic types of a judged decision (issue 29).

A review replays a finished game, stops before each whole move of one seat, and asks
the hard computer player what that seat should have expected from the move it played
and from the best move it could have found, judged only from what the seat could see
then. Each game's `engine/<game>/review.py` produces these values; the service stores
them as JSON and the renderers draw them. This module names no game.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

PHASES = ("opening", "middle", "end")
VERDICTS = ("good", "inaccuracy", "mistake")


@dataclass(frozen=True)
class Step:
    """One decision to judge: the game after replaying its first `index` whole moves
    is the position; `seat` decided there and played `played`."""

    index: int  # 0-based position in the game's list of whole moves, all seats, play order
    seat: int
    turn: int  # the game's turn number as shown to players at that moment
    phase: str  # one of PHASES: by thirds of the game's whole moves
    played: str  # the move played, in the game's own move text form (Move.text())

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Step:
        return cls(**data)


@dataclass(frozen=True)
class Judgement:
    """A step judged from what its seat could see then (never hidden tiles/cards):
    the expected final points of that seat after the played move and after the best
    move found, over the same sampled deals (common random numbers)."""

    step: Step
    best: str  # best move found, move text; equal to step.played when the played move was best
    played_points: float  # expected final points of step.seat after the played move
    best_points: float  # ... after `best` (>= played_points)
    candidates: int  # moves compared
    samples: int  # sampled deals per move

    @property
    def loss(self) -> float:
        return max(0.0, self.best_points - self.played_points)

    def to_json(self) -> dict[str, Any]:
        """Plain JSON: the step nested as a dict, points rounded to 2 decimals (what
        the stored review keeps; more digits would only be noise of the sampling)."""
        return {
            "step": self.step.to_json(),
            "best": self.best,
            "played_points": round(self.played_points, 2),
            "best_points": round(self.best_points, 2),
            "candidates": self.candidates,
            "samples": self.samples,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Judgement:
        return cls(
            step=Step.from_json(data["step"]),
            best=data["best"],
            played_points=float(data["played_points"]),
            best_points=float(data["best_points"]),
            candidates=int(data["candidates"]),
            samples=int(data["samples"]),
        )


@dataclass(frozen=True)
class Thresholds:
    """Points lost from which a move is an inaccuracy, and a mistake (per game: its
    points scale differs)."""

    inaccuracy: float
    mistake: float

    def verdict(self, loss: float) -> str:
        """Good below `inaccuracy`, mistake at or above `mistake`, else inaccuracy."""
        if loss >= self.mistake:
            return "mistake"
        if loss >= self.inaccuracy:
            return "inaccuracy"
        return "good"
