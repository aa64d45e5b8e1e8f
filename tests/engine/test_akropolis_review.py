"""Akropolis game review: turns judged from what their player saw, by final points."""

import json
import random
from dataclasses import replace

import pytest

from engine.akropolis import Game, Move, review, to_record
from engine.akropolis.ai.policies import normal_move
from engine.akropolis.ai.search import quick_move


def played_record(seed: int, seats: int = 2, **options) -> dict:
    """A whole game played by the normal player for every seat, as stored JSON."""
    rng = random.Random(seed)
    game = Game.new(seed, seats, **options)
    while not game.is_over:
        game.play(normal_move(game, rng))
    return json.loads(json.dumps(to_record(game)))


@pytest.fixture(scope="module")
def record() -> dict:
    return played_record(3)


@pytest.fixture(autouse=True)
def cheap_judge(monkeypatch):
    """The real judge with few deals: the same way of judging, at a test's cost."""
    monkeypatch.setattr(review, "REVIEWER", replace(review.REVIEWER, samples=2, fresh=2))



def with_moves(record: dict, moves: list) -> dict:
    return {**record, "moves": moves}


def redealt(record: dict, index: int, seed: int) -> dict:
    """``record`` with the face-down stacks still hidden before turn ``index`` dealt
    anew (its player's public view there is unchanged), cut after that turn."""
    dealt = review.REVIEWER.position(record, index).dealt
    hidden = record["tiles"][dealt:]
    random.Random(seed).shuffle(hidden)
    return {**record, "tiles": record["tiles"][:dealt] + hidden,
            "moves": record["moves"][:index + 1]}


def test_review_lists_every_turn_in_play_order_with_its_seat_and_turn(record):
    steps = review.REVIEWER.steps(record)
    moves = [Move.parse(s.played).to_record() for s in steps]
    assert moves == record["moves"]
    assert [(s.index, s.seat, s.turn) for s in steps] == [
        (i, i % 2, i + 1) for i in range(len(moves))]


def test_review_of_a_solo_game_leaves_out_the_architects_turns():
    solo = played_record(2, 1, architect="hippodamos")
    steps = review.REVIEWER.steps(solo)
    assert len(steps) == len(solo["moves"])
    assert [(s.seat, s.turn) for s in steps] == [(0, 2 * i + 1) for i in range(len(steps))]


def test_position_replays_exactly_the_turns_before_the_step(record):
    game = review.REVIEWER.position(record, 9)
    assert [m.to_record() for m in game.moves] == record["moves"][:9]


def test_a_last_placement_that_scores_nothing_is_a_mistake_and_the_best_is_named(record):
    last = len(record["moves"]) - 1
    game = review.REVIEWER.position(record, last)
    seat = game.current_player

    def final_points(move: Move) -> int:
        after = game.copy()
        after.play(move)
        return after.score(seat).total

    moves = [Move(take, p.anchor, p.rot) for take in game.legal_takes()
             for p in game.legal_placements()]
    worst = min(moves, key=final_points)
    bad = with_moves(record, [*record["moves"][:last], worst.to_record()])
    judged = review.REVIEWER.judge(bad, last, seed=1)
    assert judged.played_points == final_points(worst)
    assert judged.best != worst.text
    assert judged.verdict == "mistake"


def test_the_stack_order_never_changes_a_judgement(record):
    index = 24
    mine = with_moves(record, record["moves"][:index + 1])
    judged = review.REVIEWER.judge(mine, index, seed=3)
    assert review.REVIEWER.judge(redealt(record, index, seed=11), index, seed=3) == judged


def test_the_best_turn_is_good_even_when_the_stacks_come_out_badly(record):
    index = 26
    best = Move.parse(review.REVIEWER.judge(record, index, seed=2).best)
    mine = with_moves(record, [*record["moves"][:index], best.to_record()])
    deals = [redealt(mine, index, seed) for seed in range(6)]

    def true_points(deal: dict) -> int:
        game = review.REVIEWER.position(deal, index)
        seat, rng = game.current_player, random.Random(0)
        game.play(best)
        while not game.is_over:
            game.push(quick_move(game, rng, 1))
        return game.score(seat).total

    luck = [true_points(deal) for deal in deals]
    unlucky = deals[luck.index(min(luck))]
    assert min(luck) < max(luck)  # the stack order mattered to how it went
    judged = review.REVIEWER.judge(unlucky, index, seed=2)
    assert judged == review.REVIEWER.judge(mine, index, seed=2)
    assert (judged.best, judged.loss, judged.verdict) == (best.text, 0, "good")


def test_the_same_record_step_and_seed_give_the_same_judgement(record):
    index = len(record["moves"]) - 3
    assert (review.REVIEWER.judge(record, index, seed=4)
            == review.REVIEWER.judge(record, index, seed=4))
