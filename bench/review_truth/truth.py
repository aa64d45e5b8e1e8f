"""The independent estimate of one judged decision: full playouts, paired deals.

At the judged position, the seat's public view is all it knew. ``samples`` complete
games that agree with that view are dealt (the game's own ``sample_game``, from a
generator seeded apart from the judge's); in each, the move played and the move the
review suggested are played on copies of the same deal, and every seat then plays to
the END of the game by the stated policy, with the same seeds for both moves (common
random numbers: the two lines differ by the move, not by the luck of the draw). The
seat's final points are averaged. No evaluation and no cut-off: what the review calls
"expected at the end" is checked against the end itself.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from statistics import fmean, stdev
from typing import Any

from .games import Kind


@dataclass(frozen=True)
class Estimate:
    """The seat's mean final points after the move played and after the suggested one
    over the same deals, their standard errors, and the paired difference
    (suggested minus played) with its own."""

    samples: int
    played: float
    played_se: float
    suggested: float
    suggested_se: float
    difference: float
    difference_se: float

    def to_json(self) -> dict[str, Any]:
        return {name: round(value, 3) if isinstance(value, float) else value
                for name, value in self.__dict__.items()}


def standard_error(values: list[float]) -> float:
    """The standard error of the mean of ``values`` (0 for fewer than two)."""
    return stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0


def rejudge(kind: Kind, position: Any, seat: int, played: str, suggested: str,
            policy: str, samples: int, rng: random.Random) -> Estimate:
    """The estimate at ``position`` (``seat`` to move) of ``played`` and
    ``suggested`` (move texts), over ``samples`` paired deals drawn from ``rng``.
    When the two are the same move it is played once per deal (the difference is 0)."""
    view = position.public_view(seat)
    mine, theirs = [], []
    for _ in range(samples):
        world, dice = kind.sample(view, rng), rng.randrange(1 << 62)
        mine.append(_outcome(kind, world.copy(), seat, played, policy, dice))
        theirs.append(mine[-1] if suggested == played
                      else _outcome(kind, world, seat, suggested, policy, dice))
    gaps = [b - a for a, b in zip(mine, theirs, strict=True)]
    return Estimate(samples, fmean(mine), standard_error(mine), fmean(theirs),
                    standard_error(theirs), fmean(gaps), standard_error(gaps))


def _outcome(kind: Kind, world: Any, seat: int, move: str, policy: str, dice: int) -> float:
    """``seat``'s final points in ``world`` after ``move``, played to the end."""
    kind.enter(world, seat, move)
    kind.play_out(world, policy, random.Random(dice))
    return kind.final(world, seat)
