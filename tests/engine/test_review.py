"""The shared review types: JSON round trips, loss and verdicts by thresholds."""

from engine.review import PHASES, VERDICTS, Judgement, Step, Thresholds

STEP = Step(index=3, seat=1, turn=2, phase="opening", played="take 2")


def judgement(played: float, best: float) -> Judgement:
    return Judgement(STEP, "take 1", played, best, candidates=4, samples=8)


def test_step_round_trips_through_json():
    assert Step.from_json(STEP.to_json()) == STEP


def test_judgement_round_trips_through_json_with_the_step_nested():
    data = judgement(10.0, 12.5).to_json()
    assert data["step"] == STEP.to_json()
    assert Judgement.from_json(data) == judgement(10.0, 12.5)


def test_judgement_json_rounds_points_to_two_decimals():
    data = judgement(10.123456, 12.98765).to_json()
    assert (data["played_points"], data["best_points"]) == (10.12, 12.99)


def test_loss_is_the_points_the_best_move_would_have_added():
    assert judgement(10.0, 12.5).loss == 2.5


def test_loss_is_never_negative():
    assert judgement(12.0, 11.0).loss == 0.0


def test_verdict_is_good_below_the_inaccuracy_threshold():
    assert Thresholds(1.0, 3.0).verdict(0.99) == "good"


def test_verdict_is_inaccuracy_from_its_threshold_up_to_the_mistake_one():
    thresholds = Thresholds(1.0, 3.0)
    assert (thresholds.verdict(1.0), thresholds.verdict(2.99)) == ("inaccuracy", "inaccuracy")


def test_verdict_is_mistake_at_or_above_its_threshold():
    thresholds = Thresholds(1.0, 3.0)
    assert (thresholds.verdict(3.0), thresholds.verdict(40.0)) == ("mistake", "mistake")


def test_phases_and_verdicts_are_ordered_as_a_game_and_a_scale():
    assert PHASES == ("opening", "middle", "end")
    assert VERDICTS == ("good", "inaccuracy", "mistake")
