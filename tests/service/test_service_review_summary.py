"""A review's summary: points lost in all (with its error) and by phase, verdicts as
judged with the estimates' errors, and the three costliest decisions."""

from __future__ import annotations

from engine.review import Judgement, Step, Thresholds
from service.review_summary import summarize

THRESHOLDS = Thresholds(inaccuracy=1.0, mistake=3.0)


def _judged(index: int, phase: str, cost: float, verdict: str, error: float = 0.3) -> Judgement:
    return Judgement(Step(index, 0, index + 1, phase, f"m{index}"), "best", 20.0, 20.0 + cost,
                     candidates=5, samples=8, cost_se=error, verdict=verdict)


JUDGED = (_judged(0, "opening", 0.0, "good", 0.0), _judged(1, "opening", 1.5, "close"),
          _judged(2, "middle", 4.0, "mistake"), _judged(3, "middle", 0.5, "good"),
          _judged(4, "end", 3.0, "inaccuracy"), _judged(5, "end", 1.5, "close"))


def test_points_lost_are_added_in_all_and_by_phase() -> None:
    summary = summarize(JUDGED, THRESHOLDS)
    assert summary.lost == 10.5
    assert summary.lost_by_phase == (1.5, 4.5, 4.5)


def test_the_error_of_the_points_lost_adds_the_errors_in_quadrature() -> None:
    assert summarize(JUDGED, THRESHOLDS).lost_se == round((5 * 0.3 ** 2) ** 0.5, 2)


def test_a_cost_below_zero_is_added_as_estimated_but_the_sum_is_never_below_zero() -> None:
    gain = _judged(6, "end", -2.0, "good")
    assert summarize((JUDGED[1], gain), THRESHOLDS).lost == 0.0
    assert summarize((*JUDGED, gain), THRESHOLDS).lost == 8.5


def test_decisions_are_counted_good_close_inaccurate_and_mistaken_as_judged() -> None:
    assert summarize(JUDGED, THRESHOLDS).verdicts == (2, 2, 1, 1)


def test_a_review_stored_without_verdicts_is_counted_by_the_thresholds() -> None:
    old = tuple(Judgement.from_json({**j.to_json(), "verdict": ""}) for j in JUDGED)
    assert summarize(old, THRESHOLDS).verdicts == (2, 0, 2, 2)


def test_the_costliest_three_come_first_and_ties_in_play_order() -> None:
    costliest = summarize(JUDGED, THRESHOLDS).costliest
    assert [j.step.index for j in costliest] == [2, 4, 1]


def test_a_decision_judged_good_is_never_among_the_costliest() -> None:
    assert summarize(JUDGED[3:4], THRESHOLDS).costliest == ()


def test_a_flawless_game_has_no_costly_decision() -> None:
    summary = summarize(JUDGED[:1], THRESHOLDS)
    assert (summary.lost, summary.costliest, summary.verdicts) == (0.0, (), (1, 0, 0, 0))
