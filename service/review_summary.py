"""A review in a few figures: what a player who just lost reads first."""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

from engine.review import PHASES, VERDICTS, Judgement, Thresholds

COSTLIEST = 3
"""Decisions the summary shows with their images."""


@dataclass(frozen=True)
class ReviewSummary:
    """Points lost in all (± its standard error) and by phase (in `PHASES` order),
    the decisions judged good, close, inaccurate and mistaken (in `VERDICTS` order),
    and the costliest ones (those that were not judged good, the costliest first)."""

    lost: float
    lost_se: float
    lost_by_phase: tuple[float, ...]
    verdicts: tuple[int, ...]
    costliest: tuple[Judgement, ...]


def lost(judgements: Iterable[Judgement]) -> tuple[float, float]:
    """The points lost over ``judgements`` and the standard error of that sum. Each
    cost is added as estimated, below 0 too: the estimates are unbiased, their
    parts above 0 alone are not (the noise of a move that cost nothing would add
    up); the sum is shown as 0 at least."""
    chosen = list(judgements)
    total = sum(j.cost for j in chosen)
    error = math.sqrt(sum(j.cost_se ** 2 for j in chosen))
    return round(max(0.0, total), 2), round(error, 2)


def summarize(judgements: tuple[Judgement, ...], thresholds: Thresholds) -> ReviewSummary:
    """The summary of one seat's judged decisions."""
    by_phase = tuple(lost(j for j in judgements if j.step.phase == phase)[0]
                     for phase in PHASES)
    verdicts = [j.verdict_by(thresholds) for j in judgements]
    costly = sorted((j for j, verdict in zip(judgements, verdicts, strict=True)
                     if verdict != "good" and j.loss > 0),
                    key=lambda j: (-j.loss, j.step.index))
    return ReviewSummary(*lost(judgements), by_phase,
                         tuple(verdicts.count(verdict) for verdict in VERDICTS),
                         tuple(costly[:COSTLIEST]))
