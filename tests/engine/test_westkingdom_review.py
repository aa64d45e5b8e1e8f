"""West Kingdom game review: turns judged from what their seat saw, by expected points."""

import json
import random
from dataclasses import replace

import pytest

from engine.review import VERDICTS, margin_of
from engine.westkingdom import review
from engine.westkingdom.ai.policies import TURN_STARTS, normal_option
from engine.westkingdom.game import Game
from engine.westkingdom.moves import Move, Prompt
from engine.westkingdom.record import to_record
from engine.westkingdom.review import THRESHOLDS, turn_text
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


@pytest.fixture(autouse=True)
def cheap_judge(monkeypatch):
    """The real judge with few deals: the same way of judging, at a test's cost."""
    monkeypatch.setattr(review, "REVIEWER", replace(review.REVIEWER, samples=2, fresh=2))


def turn_starts(record: dict) -> list[int]:
    """Where each turn begins among the record's decisions."""
    return [i for i, raw in enumerate(record["decisions"])
            if any(prompt.value in raw for prompt in TURN_STARTS)]


def draft_picks(record: dict) -> list[int]:
    """Where each draft pick is among the record's decisions."""
    return [i for i, raw in enumerate(record["decisions"]) if Prompt.DRAFT.value in raw]


def step_of(record: dict, turn: int) -> int:
    """The review's step index of turn ``turn`` (the steps are turns and draft picks)."""
    return sorted(turn_starts(record) + draft_picks(record)).index(turn_starts(record)[turn])


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
    left = review.REVIEWER.position(record, step_of(record, index)).building_deck
    drawn = next(d for d in range(len(deck) + 1) if left[:len(deck) - d] == deck[d:])
    rest = deck[drawn:]
    random.Random(seed).shuffle(rest)
    cut = turn_starts(record)[index] + 1
    return {**record, "building_deck": deck[:drawn] + rest,
            "decisions": record["decisions"][:cut]}


def test_review_lists_every_turn_and_every_draft_pick_in_play_order(record):
    steps = review.REVIEWER.steps(record)
    starts = sorted(turn_starts(record) + draft_picks(record))
    assert len(steps) == len(starts)
    assert [s.seat for s in steps] == [record["decisions"][i]["s"] for i in starts]
    assert [s.index for s in steps] == list(range(len(steps)))
    picks = [s for s in steps if s.played.startswith(Prompt.DRAFT.value + ":")]
    assert len(picks) == len(draft_picks(record)) > 0


def test_a_turn_lists_its_placement_and_every_follow_up_until_the_next_turn(record):
    ends = [*turn_starts(record)[1:], len(record["decisions"])]
    answers = [len(s.played.split(" ")) for s in review.REVIEWER.steps(record)
               if not s.played.startswith(Prompt.DRAFT.value + ":")]
    assert not any("draft" in raw for raw in record["decisions"][turn_starts(record)[0]:])
    assert answers == [b - a for a, b in zip(turn_starts(record), ends, strict=True)]


def test_position_replays_exactly_the_decisions_before_the_turn(record):
    game = review.REVIEWER.position(record, step_of(record, 9))
    cut = turn_starts(record)[9]
    assert [m.to_record() for m in game.decisions] == record["decisions"][:cut]


LATE_TURN = 123
"""The last turn of the record's 134 whose start mattered by twice a mistake's loss.
Named rather than searched for from the last turn back: that tried 11 turns, each
start of each played out on six deals, and cost 9.7 CPU seconds against 2.2."""


def test_a_late_turn_that_throws_points_away_is_named_beyond_doubt_and_the_best_too(
        record, monkeypatch):
    # Two deals cannot tell 8 points from the noise; ten late in the game cost little.
    monkeypatch.setattr(review, "REVIEWER", replace(review.REVIEWER, samples=2, fresh=10))
    assert 0.9 * len(turn_starts(record)) <= LATE_TURN  # late in the game
    index = step_of(record, LATE_TURN)
    game = review.REVIEWER.position(record, index)
    points = {start: expected_final_points(game, start) for start in start_moves(game)}
    assert max(points.values()) - min(points.values()) >= 2 * THRESHOLDS.mistake
    worst = min(points, key=points.__getitem__)
    judged = review.REVIEWER.judge(with_turn(record, LATE_TURN, worst), index, seed=1)
    assert judged.best != turn_text((worst,))
    assert judged.verdict in ("inaccuracy", "mistake")
    assert judged.cost >= THRESHOLDS.inaccuracy + margin_of(10) * judged.cost_se


def test_the_deck_order_never_changes_a_judgement(record):
    turn, index = 100, step_of(record, 100)
    mine = {**record, "decisions": record["decisions"][:turn_starts(record)[turn] + 1]}
    judged = review.REVIEWER.judge(mine, index, seed=3)
    assert review.REVIEWER.judge(redealt(record, turn, seed=11), index, seed=3) == judged


def test_the_best_turn_is_good_even_when_the_deck_comes_out_badly(record):
    turn, index = 100, step_of(record, 100)
    game = review.REVIEWER.position(record, index)
    placement = review.REVIEWER.judge(record, index, seed=2).best.split(" ")[0]  # the best's start
    best = next(start for start in start_moves(game) if turn_text((start,)) == placement)
    mine = with_turn(record, turn, best)
    deals = [redealt(mine, turn, seed) for seed in range(6)]
    luck = [final_points(review.REVIEWER.position(deal, index), best) for deal in deals]
    unlucky = deals[luck.index(min(luck))]
    assert min(luck) < max(luck)  # the deck order mattered to how it went
    judged = review.REVIEWER.judge(unlucky, index, seed=2)
    assert judged == review.REVIEWER.judge(mine, index, seed=2)
    assert judged.best.split(" ")[0] == placement
    assert (judged.loss, judged.verdict) == (0, "good")


def test_the_same_record_step_and_seed_give_the_same_judgement(record):
    index = step_of(record, len(turn_starts(record)) - 3)
    assert (review.REVIEWER.judge(record, index, seed=4)
            == review.REVIEWER.judge(record, index, seed=4))


def unseen_dealt_anew(record: dict, seat: int, seed: int) -> dict:
    """``record`` cut after the first draft pick, ``seat``'s, with every building card
    that seat has not seen (the other packets and the deck) dealt anew."""
    unseen = [card for s, packet in enumerate(record["packets"]) if s != seat
              for card in packet] + record["building_deck"]
    random.Random(seed).shuffle(unseen)
    packets = []
    for s, packet in enumerate(record["packets"]):
        packets.append(packet if s == seat else unseen[:len(packet)])
        unseen = unseen[len(packet):] if s != seat else unseen
    return {**record, "packets": packets, "building_deck": unseen,
            "decisions": record["decisions"][:draft_picks(record)[0] + 1]}


def test_a_draft_pick_is_judged_and_the_unseen_packets_never_change_its_judgement(
        record, monkeypatch):
    first = draft_picks(record)[0]
    seat = record["decisions"][first]["s"]
    mine = {**record, "decisions": record["decisions"][:first + 1]}
    judged = review.REVIEWER.judge(mine, 0, seed=5)
    assert judged.step.played.startswith(Prompt.DRAFT.value + ":")
    assert judged.verdict in VERDICTS and judged.samples == review.REVIEWER.fresh
    assert review.REVIEWER.judge(unseen_dealt_anew(record, seat, seed=7), 0, seed=5) == judged
