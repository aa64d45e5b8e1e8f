"""The shared review: JSON round trips, loss and verdicts, and how moves are compared."""

import random

from engine.review import (
    PHASES,
    VERDICTS,
    Judgement,
    Reviewer,
    Step,
    Thresholds,
    candidate_moves,
    judge_moves,
    phase_of,
)

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


def test_phases_are_thirds_of_the_game_whole_moves():
    assert [phase_of(i, 9) for i in range(9)] == ["opening"] * 3 + ["middle"] * 3 + ["end"] * 3


def test_candidates_start_with_the_played_move_then_distinct_preferred_ones():
    assert candidate_moves("b", ["a", "b", "a", "c", "d"], 3) == ["b", "a", "c"]


class Counter:
    """A toy game: a number that a move adds to."""

    def __init__(self, value: int) -> None:
        self.value = value

    def copy(self) -> "Counter":
        return Counter(self.value)


def plus(world: Counter, move: int, rng: random.Random) -> float:
    return float(world.value + move + rng.random())


def test_every_move_meets_the_same_sampled_worlds_and_dice():
    worlds = [(Counter(10), 1), (Counter(20), 2)]
    judged = judge_moves(STEP, [1, 3, 2], worlds, plus, str)
    dice = (random.Random(1).random() + random.Random(2).random()) / 2
    assert (judged.best, judged.played_points, judged.best_points) == ("3", 16 + dice, 18 + dice)


def test_a_played_move_equal_to_the_best_is_named_best():
    judged = judge_moves(STEP, [2, 2], [(Counter(0), 1)], plus, str)
    assert (judged.best, judged.loss) == ("2", 0.0)


def test_judging_leaves_the_sampled_worlds_as_they_were():
    world = Counter(5)

    def spoil(game: Counter, move: int, rng: random.Random) -> float:
        game.value += move
        return float(game.value)

    judged = judge_moves(STEP, [1, 2], [(world, 0)], spoil, str)
    assert (world.value, judged.best_points) == (5, 7.0)


class Tally:
    """A toy game for the shared reviewer: seats take turns adding to a total."""

    def __init__(self) -> None:
        self.total, self.moves = 0, 0

    def copy(self) -> "Tally":
        clone = Tally()
        clone.total, clone.moves = self.total, self.moves
        return clone

    def add(self, move: int) -> None:
        self.total += move
        self.moves += 1


TALLY = Reviewer(
    start=lambda record: Tally(),
    moves=lambda record: record["moves"],
    seat=lambda game: game.moves % 2,
    turn=lambda game: game.moves + 1,
    play=Tally.add,
    view=lambda game, seat: game,
    sample=lambda view, rng: view.copy(),
    hard=lambda view, seed: 5,
    ranked=lambda view, rng: [4, 3],
    play_on=lambda game, rng: None,
    points=lambda game, seat: float(game.total),
    text=str,
    samples=2,
    candidates=3,
    decided=lambda move: move >= 0,  # a negative move is forced: no one decided it
)
RECORD = {"moves": [2, -1, 7, 1]}


def test_reviewer_steps_are_the_decided_moves_numbered_in_play_order():
    assert [(s.index, s.seat, s.turn, s.played) for s in TALLY.steps(RECORD)] == [
        (0, 0, 1, "2"), (1, 0, 3, "7"), (2, 1, 4, "1")]


def test_reviewer_position_replays_every_move_before_the_step_forced_ones_too():
    assert TALLY.position(RECORD, 1).total == 1


def test_reviewer_compares_the_played_move_with_the_hard_and_ranked_ones():
    judged = TALLY.judge(RECORD, 2, seed=0)
    assert (judged.best, judged.loss, judged.candidates) == ("5", 4.0, 3)
