"""A review's summary: points lost in all and by phase, verdicts by the game's
thresholds, and the three costliest decisions."""

from __future__ import annotations

from engine.review import Judgement, Step, Thresholds
from service.review_summary import summarize

THRESHOLDS = Thresholds(inaccuracy=1.0, mistake=3.0)


def _judged(index: int, phase: str, loss: float) -> Judgement:
    return Judgement(Step(index, 0, index + 1, phase, f"m{index}"), "best", 20.0 - loss, 20.0,
                     candidates=5, samples=8)


JUDGED = (_judged(0, "opening", 0.0), _judged(1, "opening", 1.5), _judged(2, "middle", 4.0),
          _judged(3, "middle", 0.5), _judged(4, "end", 3.0), _judged(5, "end", 1.5))


def test_points_lost_are_added_in_all_and_by_phase() -> None:
    summary = summarize(JUDGED, THRESHOLDS)
    assert summary.lost == 10.5
    assert summary.lost_by_phase == (1.5, 4.5, 4.5)


def test_decisions_are_counted_good_inaccurate_and_mistaken_by_the_thresholds() -> None:
    assert summarize(JUDGED, THRESHOLDS).verdicts == (2, 2, 2)


def test_the_costliest_three_come_first_and_ties_in_play_order() -> None:
    costliest = summarize(JUDGED, THRESHOLDS).costliest
    assert [j.step.index for j in costliest] == [2, 4, 1]


def test_a_flawless_game_has_no_costly_decision() -> None:
    summary = summarize(JUDGED[:1], THRESHOLDS)
    assert (summary.lost, summary.costliest, summary.verdicts) == (0.0, (), (1, 0, 0))
