from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

PHASES = ("opening", "middle", "end")
VERDICTS = ("good", "inaccuracy", "mistake")


@dataclass(frozen=True)
class Step:
    """One decision to judge: the game after replaying its first `index` whole moves
    is the position; `seat` decided there and played `played`."""
    index: int
    seat: int
    turn: int
    phase: str
    played: str

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Step:
        return cls(**data)


@dataclass(frozen=True)
class Judgement:
    """A step judged from what its seat could see then."""
    step: Step
    best: str
    played_points: float
    best_points: float
    candidates: int
    samples: int

    @property
    def loss(self) -> float:
        return max(0.0, self.best_points - self.played_points)

    def to_json(self) -> dict[str, Any]:
        return {"step": self.step.to_json(), "best": self.best,
                "played_points": round(self.played_points, 2),
                "best_points": round(self.best_points, 2),
                "candidates": self.candidates, "samples": self.samples}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Judgement:
        return cls(Step.from_json(data["step"]), data["best"], data["played_points"],
                   data["best_points"], data["candidates"], data["samples"])


@dataclass(frozen=True)
class Thresholds:
    """Points lost from which a move is an inaccuracy, and a mistake."""
    inaccuracy: float
    mistake: float

    def verdict(self, loss: float) -> str:
        if loss >= self.mistake:
            return "mistake"
        return "inaccuracy" if loss >= self.inaccuracy else "good"
