"""Amytis game review: turns judged from what their player saw, by final points."""

import json
import random
from dataclasses import replace

import pytest

from engine.amytis import Game, Move, random_sides, review, to_record
from engine.amytis.ai.policies import normal_move
from engine.amytis.ai.search import reply_move
from engine.review import PHASES


def played_record(seed: int) -> dict:
    """A whole game played by the normal player for both seats, as stored JSON."""
    rng = random.Random(seed)
    game = Game.new(seed, random_sides(rng))
    while not game.is_over:
        game.play(normal_move(game, rng))
    return json.loads(json.dumps(to_record(game)))


@pytest.fixture(scope="module")
def record() -> dict:
    return played_record(4)


@pytest.fixture(autouse=True)
def cheap_judge(monkeypatch):
    """The real judge with few deals: the same way of judging, at a test's cost."""
    monkeypatch.setattr(review, "REVIEWER", replace(review.REVIEWER, samples=2, fresh=2))



def with_moves(record: dict, moves: list) -> dict:
    return {**record, "moves": moves}


def redealt(record: dict, index: int, seed: int) -> dict:
    """``record`` with what was still hidden before turn ``index`` dealt anew: the
    tiles under the stack tops shuffled among the same places, the deck not yet
    drawn shuffled. Its player's public view at ``index`` is unchanged."""
    game = review.REVIEWER.position(record, index)
    rng = random.Random(seed)
    stacks = [list(stack) for stack in record["stacks"]]
    places = []
    for s, stack in enumerate(stacks):
        taken = len(stack) - len(game.board.stacks[s])
        places.extend((s, i) for i in range(taken + 1, len(stack)))
    hidden = [stacks[s][i] for s, i in places]
    rng.shuffle(hidden)
    for (s, i), tile in zip(places, hidden, strict=True):
        stacks[s][i] = tile
    drawn = len(record["deck"]) - len(game.deck)
    rest = record["deck"][drawn:]
    rng.shuffle(rest)
    return {**record, "stacks": stacks, "deck": record["deck"][:drawn] + rest,
            "moves": record["moves"][:index + 1]}


def test_review_lists_every_turn_in_play_order_with_its_seat_and_turn(record):
    steps = review.REVIEWER.steps(record)
    moves = [Move(**m).text for m in record["moves"]]
    assert [s.played for s in steps] == moves
    assert [(s.index, s.seat, s.turn) for s in steps] == [
        (i, i % 2, i + 1) for i in range(len(moves))]


def test_review_phases_are_thirds_of_the_game_in_order(record):
    phases = [s.phase for s in review.REVIEWER.steps(record)]
    assert phases == sorted(phases, key=PHASES.index)
    assert abs(phases.count("opening") - len(phases) / 3) < 1


def test_position_replays_exactly_the_turns_before_the_step(record):
    game = review.REVIEWER.position(record, 7)
    assert [m.to_record() for m in game.moves] == record["moves"][:7]


def test_throwing_the_last_turn_away_is_a_mistake_and_the_best_turn_is_named(record):
    last = len(record["moves"]) - 1
    game = review.REVIEWER.position(record, last)

    def final_points(move: Move) -> int:
        after = game.copy()
        after.play(move)
        return after.total(game.player)

    exact = [m for m in game.legal_moves() if m.palace != "deck"]
    worst = min(exact, key=final_points)
    bad = with_moves(record, [*record["moves"][:last], worst.to_record()])
    judged = review.REVIEWER.judge(bad, last, seed=1)
    assert judged.played_points == final_points(worst)
    assert judged.best != worst.text
    assert judged.verdict == "mistake"


def test_the_hidden_tiles_never_change_a_judgement(record):
    index = 28
    mine = with_moves(record, record["moves"][:index + 1])
    judged = review.REVIEWER.judge(mine, index, seed=3)
    assert review.REVIEWER.judge(redealt(record, index, seed=11), index, seed=3) == judged


def test_the_best_turn_is_good_even_when_the_hidden_tiles_come_out_badly(record):
    index = 30
    best = Move.parse(review.REVIEWER.judge(record, index, seed=2).best)
    mine = with_moves(record, [*record["moves"][:index], best.to_record()])
    deals = [redealt(mine, index, seed) for seed in range(6)]

    def true_points(deal: dict) -> int:
        game = review.REVIEWER.position(deal, index)
        seat, rng = game.player, random.Random(0)
        game.play(best)
        while not game.is_over:
            game.play(reply_move(game, rng, 3, thorough=True))
        return game.total(seat)

    luck = [true_points(deal) for deal in deals]
    unlucky = deals[luck.index(min(luck))]
    assert min(luck) < max(luck)  # the hidden tiles mattered to how it went
    judged = review.REVIEWER.judge(unlucky, index, seed=2)
    assert judged == review.REVIEWER.judge(mine, index, seed=2)
    assert (judged.best, judged.loss, judged.verdict) == (best.text, 0, "good")


def test_the_same_record_step_and_seed_give_the_same_judgement(record):
    index = len(record["moves"]) - 3
    assert (review.REVIEWER.judge(record, index, seed=4)
            == review.REVIEWER.judge(record, index, seed=4))
