"""The shared review: JSON round trips, cost, errors and verdicts, and how moves are
compared (selected on one batch of deals, estimated on a fresh one)."""

import dataclasses
import math
import random

import pytest

from engine.review import (
    PHASES,
    VERDICTS,
    Judgement,
    Reviewer,
    Step,
    Thresholds,
    candidate_moves,
    estimated,
    judge_moves,
    margin_of,
    phase_of,
    pooled_error,
)

STEP = Step(index=3, seat=1, turn=2, phase="opening", played="take 2")


def judgement(played: float, best: float) -> Judgement:
    return Judgement(STEP, "take 1", played, best, candidates=4, samples=8, played_se=1.5,
                     best_se=1.25, cost_se=0.75, verdict="close")


def test_step_round_trips_through_json():
    assert Step.from_json(STEP.to_json()) == STEP


def test_judgement_round_trips_through_json_with_the_step_nested():
    data = judgement(10.0, 12.5).to_json()
    assert data["step"] == STEP.to_json()
    assert Judgement.from_json(data) == judgement(10.0, 12.5)


def test_judgement_json_rounds_points_to_two_decimals():
    data = judgement(10.123456, 12.98765).to_json()
    assert (data["played_points"], data["best_points"]) == (10.12, 12.99)


def test_a_judgement_stored_before_standard_errors_reads_with_none_and_its_old_verdict():
    old = {"step": STEP.to_json(), "best": "take 1", "played_points": 10.0,
           "best_points": 14.0, "candidates": 4, "samples": 8}
    judged = Judgement.from_json(old)
    assert (judged.cost_se, judged.played_se, judged.verdict) == (0.0, 0.0, "")
    assert judged.verdict_by(Thresholds(1.0, 3.0)) == "mistake"


def test_a_stored_verdict_is_the_one_read():
    assert judgement(10.0, 14.0).verdict_by(Thresholds(1.0, 3.0)) == "close"


def test_loss_is_the_points_the_best_move_would_have_added():
    assert judgement(10.0, 12.5).loss == 2.5


def test_loss_is_never_negative():
    assert judgement(12.0, 11.0).loss == 0.0


def test_cost_is_best_less_played_and_may_be_negative_but_loss_never_is():
    assert (judgement(10.0, 12.5).cost, judgement(12.0, 11.0).cost) == (2.5, -1.0)
    assert judgement(12.0, 11.0).loss == 0.0


def test_a_move_is_bettered_only_by_another_move_that_did_better():
    assert judgement(10.0, 12.5).bettered
    assert not judgement(12.0, 11.0).bettered
    assert not Judgement(STEP, STEP.played, 10.0, 10.0, 1, 8).bettered


def test_verdict_is_good_below_the_inaccuracy_threshold():
    assert Thresholds(1.0, 3.0).verdict(0.99, 0.1) == "good"


def test_verdict_is_close_when_a_cost_reaches_a_threshold_but_not_by_two_errors():
    thresholds = Thresholds(1.0, 3.0)
    assert (thresholds.verdict(1.0, 0.5), thresholds.verdict(1.99, 0.5)) == ("close", "close")


def test_verdict_is_inaccuracy_once_two_errors_clear_its_threshold():
    thresholds = Thresholds(1.0, 3.0)
    assert (thresholds.verdict(2.0, 0.5), thresholds.verdict(3.5, 0.5)) == (
        "inaccuracy", "inaccuracy")


def test_verdict_is_mistake_once_two_errors_clear_its_threshold():
    thresholds = Thresholds(1.0, 3.0)
    assert (thresholds.verdict(4.0, 0.5), thresholds.verdict(40.0, 0.5)) == ("mistake", "mistake")


def test_a_cost_from_few_deals_must_clear_a_threshold_by_students_t_not_two_errors():
    thresholds = Thresholds(1.5, 4.0)
    assert thresholds.verdict(6.6, 2.4, samples=64) == "inaccuracy"
    assert thresholds.verdict(6.6, 2.4, samples=8) == "close"


def test_the_margin_is_never_below_two_errors():
    assert margin_of(None) == margin_of(100) == 2.0 and margin_of(8) == 2.36
    assert (margin_of(31), margin_of(32), margin_of(48)) == (2.04, 2.04, 2.01)


def test_a_cost_without_error_is_judged_as_exact():
    thresholds = Thresholds(1.0, 3.0)
    assert (thresholds.verdict(1.0), thresholds.verdict(3.0)) == ("inaccuracy", "mistake")


def test_phases_and_verdicts_are_ordered_as_a_game_and_a_scale():
    assert PHASES == ("opening", "middle", "end")
    assert VERDICTS == ("good", "close", "inaccuracy", "mistake")


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


def judged_by(moves, selection, estimate, look_ahead=plus, final=plus) -> Judgement:
    return judge_moves(STEP, moves, selection, estimate, look_ahead, final, str,
                       Thresholds(1.0, 3.0))


def test_the_played_and_the_best_meet_the_same_fresh_worlds_and_dice():
    estimate = [(Counter(10), 1), (Counter(20), 2)]
    judged = judged_by([1, 3, 2], [(Counter(0), 5)], estimate)
    dice = (random.Random(1).random() + random.Random(2).random()) / 2
    assert (judged.best, judged.played_points, judged.best_points) == ("3", 16 + dice, 18 + dice)


def exact(world: Counter, move: int, rng: random.Random) -> float:
    return float(world.value + move)


def test_paired_worlds_give_the_cost_without_the_luck_of_the_deal():
    judged = judged_by([1, 3], [(Counter(0), 5)], [(Counter(10), 1), (Counter(90), 2)],
                       look_ahead=exact, final=exact)
    # none of the deals' spread of 40: only the error one point per deal gives two deals
    assert (judged.cost, judged.cost_se) == (2.0, 1 / math.sqrt(2))
    assert judged.played_se == judged.best_se == 40.0


def test_the_best_is_selected_on_its_own_worlds_and_its_figure_comes_from_the_fresh_ones():
    def fooled(world: Counter, move: int, rng: random.Random) -> float:
        return float(-move if world.value == 0 else move)

    judged = judged_by([3, 1], [(Counter(0), 5)], [(Counter(1), 1)], look_ahead=fooled,
                       final=fooled)
    assert (judged.best, judged.cost, judged.verdict) == ("1", -2.0, "good")


def test_a_clear_cost_is_named_by_the_thresholds_and_an_unclear_one_is_close():
    def noisy(world: Counter, move: int, rng: random.Random) -> float:
        return float(move * world.value)

    clear = judged_by([0, 20], [(Counter(1), 5)], [(Counter(1), 1), (Counter(1), 2)],
                      final=noisy)
    unclear = judged_by([0, 2], [(Counter(1), 5)], [(Counter(0), 1), (Counter(2), 2)],
                        final=noisy)
    assert (clear.cost, clear.cost_se, clear.verdict) == (20.0, 1 / math.sqrt(2), "mistake")
    assert (unclear.cost, unclear.cost_se, unclear.verdict) == (2.0, 2.0, "close")


def test_a_played_move_equal_to_the_best_is_named_best_and_good():
    judged = judged_by([2, 2], [(Counter(0), 1)], [(Counter(0), 1)])
    assert (judged.best, judged.loss, judged.verdict) == ("2", 0.0, "good")


def test_judging_leaves_the_sampled_worlds_as_they_were():
    world = Counter(5)

    def spoil(game: Counter, move: int, rng: random.Random) -> float:
        game.value += move
        return float(game.value)

    judged = judged_by([1, 2], [(world, 0)], [(world, 0)], look_ahead=spoil, final=spoil)
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
    policy="none",
    play_out=lambda game, rng: None,
    score=lambda game, seat: float(game.total),
    thresholds=Thresholds(1.0, 3.0),
    text=str,
    samples=2,
    fresh=2,
    refined=8,
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
    # two identical deals cannot show a loss of 4 clears 3 (see least_error)
    assert (judged.best, judged.loss, judged.candidates, judged.verdict) == ("5", 4.0, 3,
                                                                             "close")


def test_refining_plays_the_same_two_moves_on_more_deals_up_to_the_target():
    first = TALLY.judge(RECORD, 2, seed=0)
    refined = TALLY.refine(RECORD, 2, 0, first)
    assert (refined.best, refined.samples, refined.played_finals[:2]) == (
        "5", 8, first.played_finals)
    assert (TALLY.is_refined(first), TALLY.is_refined(refined)) == (False, True)


def test_more_deals_name_a_cost_the_first_pass_could_only_call_close():
    # the same loss of 4 over 8 deals: the least error shrinks to 1/sqrt(8)
    refined = TALLY.refine(RECORD, 2, 0, TALLY.judge(RECORD, 2, seed=0))
    assert (refined.loss, refined.verdict) == (4.0, "mistake")


def test_refining_a_refined_judgement_changes_nothing():
    refined = TALLY.refine(RECORD, 2, 0, TALLY.judge(RECORD, 2, seed=0))
    assert TALLY.refine(RECORD, 2, 0, refined) is refined


def test_a_judgement_stored_without_its_finals_is_refined_on_fresh_deals_alone():
    old = Judgement.from_json({**TALLY.judge(RECORD, 2, seed=0).to_json(),
                               "played_finals": [], "best_finals": []})
    refined = TALLY.refine(RECORD, 2, 0, old)
    assert (refined.samples, len(refined.played_finals), len(refined.best_finals)) == (8, 8, 8)


def test_a_stored_judgement_keeps_its_finals_to_be_refined_after_a_restart():
    first = TALLY.judge(RECORD, 2, seed=0)
    stored = Judgement.from_json(first.to_json())
    assert (stored.played_finals, stored.best_finals) == (first.played_finals,
                                                          first.best_finals)


def test_a_cost_near_a_threshold_is_played_out_on_more_deals_until_it_clears_it():
    # 4 lost against a mistake threshold of 3.5: 8 deals leave it 0.83 of margin,
    # 16 leave 0.53, 24 leave 0.42 (Student's t times the least error 1/sqrt(n))
    near = dataclasses.replace(TALLY, thresholds=Thresholds(1.0, 3.5), most=64)
    refined = near.refine(RECORD, 2, 0, near.judge(RECORD, 2, seed=0))
    assert (refined.samples, refined.verdict, near.is_refined(refined)) == (24, "mistake", True)


def test_a_step_that_never_settles_stops_at_the_most_deals():
    on_the_line = dataclasses.replace(TALLY, thresholds=Thresholds(1.0, 4.0), most=32)
    refined = on_the_line.refine(RECORD, 2, 0, on_the_line.judge(RECORD, 2, seed=0))
    assert (refined.samples, on_the_line.is_refined(refined)) == (32, True)


def unsure(cost: float, cost_se: float) -> Judgement:
    """A judgement of step 2 of RECORD on 16 deals: another move found, ``cost``
    better, with that error."""
    step = TALLY.steps(RECORD)[1]
    return Judgement(step, "5", 10.0, 10.0 + cost, 3, 16, 0.5, 0.5, cost_se, "")


def test_a_cost_below_the_inaccuracy_threshold_is_settled_however_wide_its_error():
    # good (0.5 < 1.0) at ± 2: it would need to gain two errors, then clear the
    # threshold by two more, to be named
    assert TALLY.settled(unsure(0.5, 2.0))


def test_a_close_cost_is_unsettled_until_it_clears_the_threshold():
    # 16 deals: the margin is 2.13 errors, each at least 0.25
    assert not TALLY.settled(unsure(2.0, 1.0))
    assert TALLY.settled(unsure(2.0, 0.1))


def test_a_named_cost_within_its_margin_of_the_mistake_threshold_is_unsettled():
    assert not TALLY.settled(unsure(2.4, 0.5))
    assert TALLY.settled(unsure(2.4, 0.05))


def test_an_expected_figure_wider_than_the_precision_wanted_gets_more_deals():
    def luck(game: Tally, rng: random.Random) -> None:
        game.add(rng.choice((0, 20)))

    precise = dataclasses.replace(TALLY, play_out=luck, precision=0.1, most=64)
    refined = precise.refine(RECORD, 2, 0, precise.judge(RECORD, 2, seed=0))
    assert 8 < refined.samples < 64 and refined.played_se <= 0.1 * refined.played_points


def test_finding_a_ranked_or_played_candidate_again_runs_no_hard_search():
    def no_search(view, seed):
        raise AssertionError("the hard player's search is the costly part of a step")

    cheap = dataclasses.replace(TALLY, hard=no_search)
    assert (cheap.move(RECORD, 2, seed=0, text="4"), cheap.move(RECORD, 2, seed=0, text="1")) \
        == (4, 1)


def test_reviewer_finds_a_candidate_again_by_its_text():
    assert TALLY.move(RECORD, 2, seed=0, text="4") == 4


def test_reviewer_deals_the_position_the_move_played_and_sampled_games():
    game, played, deals = TALLY.deals(RECORD, 2, count=3, seed=0)
    assert (game.total, played, len(deals)) == (8, 1, 3)


def test_reviewer_final_plays_the_move_then_scores_the_seat():
    assert TALLY.final(Tally(), 6, seat=0, rng=random.Random(0)) == 6.0


def test_identical_deals_do_not_make_a_verdict_more_certain_than_a_small_spread():
    # West Kingdom's bench saw a cost of exactly 2.00 on all 8 deals: an SE of 0 from
    # 8 deals says the spread is under a point, not that there is none
    thresholds = Thresholds(1.5, 4.0)
    assert thresholds.verdict(2.0, 0.0, samples=8) == "close"
    assert thresholds.verdict(2.0, 0.0, samples=8) == thresholds.verdict(2.0, 0.01, samples=8)


def test_few_deals_lean_on_the_typical_spread_of_their_phase():
    # four deals that all lose 4 points: alone they would show no spread at all
    step = dataclasses.replace(STEP, phase="end")
    alone = estimated(step, "take 1", 2, [0.0] * 4, [4.0] * 4, Thresholds(1.0, 3.0))
    typical = estimated(step, "take 1", 2, [0.0] * 4, [4.0] * 4,
                        Thresholds(1.0, 3.0, spread=(9.0, 5.0, 3.0)))
    assert (alone.verdict, typical.verdict) == ("inaccuracy", "close")
    assert typical.cost_se == pytest.approx(math.sqrt(8 * 9 / 11) / 2)


def test_many_deals_lean_on_their_own_spread():
    assert pooled_error(0.25, 64, typical=3.0) == pytest.approx(0.25, rel=0.1)


def test_a_pooled_error_is_never_narrower_than_the_deals_own():
    assert pooled_error(2.0, 4, typical=1.0) == 2.0


def test_a_game_without_a_typical_spread_keeps_its_deals_own_error():
    assert pooled_error(0.5, 4, typical=None) == 0.5


def named(verdict: str, cost: float, cost_se: float) -> Judgement:
    return dataclasses.replace(unsure(cost, cost_se), verdict=verdict)


def test_a_name_clearing_its_threshold_by_fewer_than_three_errors_is_unsure():
    # TALLY names an inaccuracy from 1 point lost, a mistake from 3
    assert TALLY.unsure(named("inaccuracy", 2.0, 0.4))
    assert not TALLY.unsure(named("inaccuracy", 2.3, 0.4))
    assert TALLY.unsure(named("mistake", 4.0, 0.4))


def test_a_close_or_good_step_is_never_an_unsure_name():
    assert not TALLY.unsure(named("close", 1.2, 0.4))
    assert not TALLY.unsure(named("good", 0.2, 0.4))


def test_an_unsure_name_is_refined_past_the_most_deals_where_the_game_asks():
    # a loss of 4 against a mistake threshold of 3: at 8 deals it clears it by 1,
    # under three errors of 1/sqrt(8); at 16 by four errors of 1/4
    plain = dataclasses.replace(TALLY, most=8)
    sure = dataclasses.replace(TALLY, most=8, named=64)
    first = TALLY.judge(RECORD, 2, seed=0)
    assert plain.refine(RECORD, 2, 0, first).samples == 8
    refined = sure.refine(RECORD, 2, 0, first)
    assert (refined.samples, refined.verdict, sure.is_refined(refined)) == (16, "mistake", True)


def test_an_unsure_name_stops_at_the_deals_the_game_allows_names():
    # unsure at 8 deals (as above): the next batch of 8 is cut to the 12 allowed
    capped = dataclasses.replace(TALLY, most=8, named=12)
    refined = capped.refine(RECORD, 2, 0, capped.judge(RECORD, 2, seed=0))
    assert (refined.samples, capped.is_refined(refined)) == (12, True)
