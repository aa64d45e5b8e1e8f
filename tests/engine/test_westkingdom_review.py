"""West Kingdom game review: turns judged from what their seat saw, by expected points."""

import json
import random

import pytest

from engine.westkingdom.ai.policies import TURN_STARTS, normal_option
from engine.westkingdom.game import Game
from engine.westkingdom.moves import Move, Prompt
from engine.westkingdom.record import to_record
from engine.westkingdom.review import (
    THRESHOLDS,
    judge_step,
    position,
    review_steps,
    turn_text,
)
from engine.westkingdom.view import sample_game


def played_record(seed: int, seats: int = 2) -> dict:
    """A whole game played by the normal player for every seat, as stored JSON."""
    rng = random.Random(seed)
    game = Game.new(seed, seats)
    while not game.is_over:
        decision = game.decision
        game.play(Move(decision.player, decision.prompt, normal_option(game, rng)))
    return json.loads(json.dumps(to_record(game)))


@pytest.fixture(scope="module")
def record() -> dict:
    return played_record(1)


def turn_starts(record: dict) -> list[int]:
    """Where each turn begins among the record's decisions."""
    return [i for i, raw in enumerate(record["decisions"])
            if any(prompt.value in raw for prompt in TURN_STARTS)]


def with_turn(record: dict, index: int, start: Move) -> dict:
    """``record`` cut before turn ``index``, which is played as ``start`` alone (its
    follow-ups left to the review's normal player)."""
    cut = turn_starts(record)[index]
    return {**record, "decisions": [*record["decisions"][:cut], start.to_record()]}


def start_moves(game: Game) -> list[Move]:
    decision = game.decision
    return [Move(decision.player, decision.prompt, option) for option in decision.options]


def final_points(game: Game, start: Move) -> int:
    """The seat's final score after ``start``, everyone played on by the normal player."""
    after, rng = game.copy(), random.Random(0)
    after.play(start)
    while not after.is_over:
        after.push(normal_option(after, rng))
    return after.score(start.seat).total


def expected_final_points(game: Game, start: Move, deals: int = 6) -> float:
    """``final_points`` averaged over deals of the hidden cards drawn from what the
    seat sees: what the seat could expect from ``start``, not what the true deck gave."""
    view = game.public_view(game.current_player)
    return sum(final_points(sample_game(view, random.Random(deal)), start)
               for deal in range(deals)) / deals


def redealt(record: dict, index: int, seed: int) -> dict:
    """``record`` with the building cards still in the deck before turn ``index``
    shuffled (nobody has seen them), cut after that turn's placement."""
    deck = record["building_deck"]
    left = position(record, index).building_deck
    drawn = next(d for d in range(len(deck) + 1) if left[:len(deck) - d] == deck[d:])
    rest = deck[drawn:]
    random.Random(seed).shuffle(rest)
    cut = turn_starts(record)[index] + 1
    return {**record, "building_deck": deck[:drawn] + rest,
            "decisions": record["decisions"][:cut]}


def test_review_lists_every_turn_in_play_order_and_no_draft_pick(record):
    steps = review_steps(record)
    starts = turn_starts(record)
    assert len(steps) == len(starts)
    assert [s.seat for s in steps] == [record["decisions"][i]["s"] for i in starts]
    assert [(s.index, s.turn) for s in steps] == [(i, i + 1) for i in range(len(steps))]
    assert not any(s.played.startswith(Prompt.DRAFT.value) for s in steps)


def test_a_turn_lists_its_placement_and_every_follow_up_until_the_next_turn(record):
    ends = [*turn_starts(record)[1:], len(record["decisions"])]
    answers = [len(s.played.split(" ")) for s in review_steps(record)]
    assert not any("draft" in raw for raw in record["decisions"][turn_starts(record)[0]:])
    assert answers == [b - a for a, b in zip(turn_starts(record), ends, strict=True)]


def test_position_replays_exactly_the_decisions_before_the_turn(record):
    game = position(record, 9)
    cut = turn_starts(record)[9]
    assert [m.to_record() for m in game.decisions] == record["decisions"][:cut]


LATE_TURN = 123
"""The last turn of the record's 134 whose start mattered by twice a mistake's loss.
Named rather than searched for from the last turn back: that tried 11 turns, each
start of each played out on six deals, and cost 9.7 CPU seconds against 2.2."""


def test_a_late_turn_that_throws_points_away_is_a_mistake_and_the_best_is_named(record):
    index = LATE_TURN
    assert index >= 0.9 * len(turn_starts(record))  # late in the game
    game = position(record, index)
    points = {start: expected_final_points(game, start) for start in start_moves(game)}
    assert max(points.values()) - min(points.values()) >= 2 * THRESHOLDS.mistake
    worst = min(points, key=points.__getitem__)
    judged = judge_step(with_turn(record, index, worst), index, seed=1)
    assert judged.best != turn_text((worst,))
    assert THRESHOLDS.verdict(judged.loss) == "mistake"


def test_the_deck_order_never_changes_a_judgement(record):
    index = 50
    mine = {**record, "decisions": record["decisions"][:turn_starts(record)[index] + 1]}
    judged = judge_step(mine, index, seed=3)
    assert judge_step(redealt(record, index, seed=11), index, seed=3) == judged


def test_the_best_turn_is_good_even_when_the_deck_comes_out_badly(record):
    index = 30
    game = position(record, index)
    placement = judge_step(record, index, seed=2).best.split(" ")[0]  # the best's start
    best = next(start for start in start_moves(game) if turn_text((start,)) == placement)
    mine = with_turn(record, index, best)
    deals = [redealt(mine, index, seed) for seed in range(6)]
    luck = [final_points(position(deal, index), best) for deal in deals]
    unlucky = deals[luck.index(min(luck))]
    assert min(luck) < max(luck)  # the deck order mattered to how it went
    judged = judge_step(unlucky, index, seed=2)
    assert judged == judge_step(mine, index, seed=2)
    assert judged.best.split(" ")[0] == placement
    assert (judged.loss, THRESHOLDS.verdict(judged.loss)) == (0, "good")


def test_the_same_record_step_and_seed_give_the_same_judgement(record):
    index = len(turn_starts(record)) - 3
    assert judge_step(record, index, seed=4) == judge_step(record, index, seed=4)
