"""A review in a few figures: what a player who just lost reads first."""

from __future__ import annotations

from dataclasses import dataclass

from engine.review import PHASES, VERDICTS, Judgement, Thresholds

COSTLIEST = 3
"""Decisions the summary shows with their images."""


@dataclass(frozen=True)
class ReviewSummary:
    """Points lost in all and by phase (in `PHASES` order), the decisions judged
    good, inaccurate and mistaken (in `VERDICTS` order), and the costliest ones
    (those that lost points at all, the costliest first)."""

    lost: float
    lost_by_phase: tuple[float, ...]
    verdicts: tuple[int, ...]
    costliest: tuple[Judgement, ...]


def summarize(judgements: tuple[Judgement, ...], thresholds: Thresholds) -> ReviewSummary:
    """The summary of one seat's judged decisions."""
    by_phase = tuple(round(sum(j.loss for j in judgements if j.step.phase == phase), 2)
                     for phase in PHASES)
    verdicts = [thresholds.verdict(j.loss) for j in judgements]
    costly = sorted((j for j in judgements if j.loss > 0),
                    key=lambda j: (-j.loss, j.step.index))
    return ReviewSummary(round(sum(j.loss for j in judgements), 2), by_phase,
                         tuple(verdicts.count(verdict) for verdict in VERDICTS),
                         tuple(costly[:COSTLIEST]))
