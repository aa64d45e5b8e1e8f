"""The ``westkingdom-record/1`` record: round trips, the forced rule, and what it refuses."""

import json
import random

import pytest
from westkingdom_positions import random_game

from engine.westkingdom import FORMAT, DecisionError, Game, Prompt, from_record, to_record


def record_text(game: Game) -> str:
    return json.dumps(to_record(game), sort_keys=True)


@pytest.mark.parametrize(("seed", "seats", "side"), [(1, 2, "A"), (2, 3, "B"), (3, 4, "A"),
                                                      (4, 5, "B"), (5, 5, "A")])
def test_a_finished_game_round_trips_through_its_record(seed, seats, side):
    game = random_game(seed, seats, side)
    text = record_text(game)
    again = from_record(json.loads(text))
    assert record_text(again) == text
    assert again.result() == game.result() and again.is_over


def test_a_game_in_progress_round_trips_even_between_the_prompts_of_a_turn():
    game = random_game(8, 3, turns=40)
    while game.decision.prompt is Prompt.PLACE:
        game.decide(game.decision.options[-1])
    again = from_record(to_record(game))
    assert again.decision == game.decision and record_text(again) == record_text(game)


def test_the_record_holds_only_the_setup_and_the_decisions():
    record = to_record(Game.new(3, 2))
    assert list(record) == ["format", "seats", "side", "promo", "first", "characters",
                            "display", "apprentice_deck", "packets", "building_deck",
                            "black_market", "black_market_reshuffles", "rewards", "decisions"]
    assert record["format"] == FORMAT and record["decisions"] == []


def test_forced_answers_are_not_written():
    game = random_game(6, 2)
    record = to_record(game)
    again = Game(game.setup)
    for index, raw in enumerate(record["decisions"]):
        decision = again.decision
        assert len(decision.options) >= 2, index
        assert raw["s"] == decision.player and list(raw) == ["s", decision.prompt.value]
        again.decide(game.decisions[index].value)


def test_a_reshuffle_is_written_and_replayed_from_the_record():
    game = next(g for g in (random_game(s, 3) for s in range(1, 40)) if g.reshuffles)
    record = to_record(game)
    assert record["black_market_reshuffles"] == [list(o) for o in game.reshuffles]
    order = record["black_market_reshuffles"][0]
    record["black_market_reshuffles"][0] = order[1:] + order[:1]
    again = from_record(record)
    assert again.reshuffles[0] == tuple(order[1:] + order[:1])


def test_a_reshuffle_missing_from_the_record_is_refused():
    game = next(g for g in (random_game(s, 3) for s in range(1, 40)) if g.reshuffles)
    record = {**to_record(game), "black_market_reshuffles": []}
    with pytest.raises(DecisionError, match="no order for Black Market reshuffle 1"):
        from_record(record)


def test_a_reshuffle_that_never_happened_is_refused():
    game = Game.new(1, 2)
    record = {**to_record(game), "black_market_reshuffles": [list(game.bm_left)]}
    with pytest.raises(DecisionError, match="lists 1 reshuffles, but the game made 0"):
        from_record(record)


def bad(record: dict, **change) -> str:
    with pytest.raises(DecisionError) as caught:
        from_record({**record, **change})
    return str(caught.value)


@pytest.fixture
def record() -> dict:
    return to_record(random_game(9, 2, turns=12))


def test_a_decision_by_the_wrong_seat_is_refused(record):
    first = record["decisions"][0]
    message = bad(record, decisions=[{**first, "s": 1 - first["s"]}])
    assert message == f"decision 0: expected seat {first['s']}, got seat {1 - first['s']}"


def test_a_decision_to_the_wrong_prompt_is_refused(record):
    message = bad(record, decisions=[{"s": record["decisions"][0]["s"], "trade": "stop"}])
    assert message == 'decision 0: expected "hire", got "trade"'


def test_an_illegal_answer_is_refused_naming_the_decision(record):
    decisions = record["decisions"]
    index = next(i for i, d in enumerate(decisions) if "place" in d)
    wrong = {"s": decisions[index]["s"], "place": "guardhouse:2"}
    message = bad(record, decisions=[*decisions[:index], wrong])
    assert message.startswith(f"decision {index}: 'guardhouse:2' is not a legal 'place'")


def test_an_unknown_card_or_prompt_is_refused(record):
    seat = record["decisions"][0]["s"]
    assert "'A99' is not a legal 'hire'" in bad(record, decisions=[{"s": seat, "hire": "A99"}])
    assert bad(record, decisions=[{"s": seat, "bribe": 3}]) == \
        "decision 0: unknown prompt 'bribe'"
    assert "unknown Building card 'B99'" in bad(record, building_deck=["B99"])


@pytest.mark.parametrize(("raw", "message"), [
    ([0, "hire"], "decision 0: a decision is a JSON object"),
    ({"hire": "A01"}, "decision 0: 's' must be a seat number, not None"),
    ({"s": True, "hire": "A01"}, "decision 0: 's' must be a seat number, not True"),
    ({"s": 0, "hire": "A01", "draft": "B01"}, "exactly one prompt key"),
    ({"s": 0, "hire": ["A01"]}, "decision 0: ['A01'] is not an answer to 'hire'"),
    ({"s": 0, "capture": ["quarry"]}, "a captured group is [place, seat]"),
    ({"s": 0, "pay": {"St": -1}}, "a payment counts resources"),
])
def test_a_malformed_decision_is_refused(record, raw, message):
    assert message in bad(record, decisions=[raw])


def test_decisions_after_the_end_are_refused():
    record = to_record(random_game(2, 2))
    record["decisions"].append({"s": 0, "place": "quarry"})
    with pytest.raises(DecisionError, match="the game is already over"):
        from_record(record)


@pytest.mark.parametrize(("change", "message"), [
    ({"format": "westkingdom-record/2"}, "format must be 'westkingdom-record/1'"),
    ({"seats": 6}, "2 to 5 seats"),
    ({"side": "C"}, "side is 'A' or 'B'"),
    ({"promo": True}, "'promo' must be false"),
    ({"first": 2}, "'first' must be a seat from 0 to 1"),
    ({"characters": ["CH1", "CH4"]}, "side A boards have no characters"),
    ({"display": ["A01"]}, "the display has 8 apprentices"),
    ({"packets": "B01"}, "'packets' must be a list of lists"),
    ({"rewards": ["R01"]}, "2 seats play with 5 reward cards"),
    ({"black_market": ["BM01"] * 10}, "BM01 appears twice"),
    ({"decisions": {}}, "'decisions' must be a list"),
    ({"turn": 3}, "unknown key 'turn'"),
])
def test_a_malformed_setup_is_refused(record, change, message):
    assert message in bad(record, **change)


def test_a_missing_field_is_refused(record):
    del record["rewards"]
    with pytest.raises(DecisionError, match="record: 'rewards' is missing"):
        from_record(record)


def test_side_b_records_check_the_first_player():
    record = to_record(Game.new(4, 3, "B"))
    record["first"] = (record["first"] + 1) % 3
    with pytest.raises(DecisionError, match="the first player is the highest virtue"):
        from_record(record)


def test_a_copy_is_independent_and_plays_on_exactly_as_the_original():
    game = random_game(12, 4, "B", turns=60)
    clone = game.copy()
    before = json.dumps(to_record(game))
    answers, rng = [], random.Random(12)
    while clone.decision is not None:
        answers.append(rng.choice(clone.decision.options))
        clone.decide(answers[-1])
    assert json.dumps(to_record(game)) == before and game.decision is not None
    for answer in answers:
        game.decide(answer)
    assert game.result() == clone.result() and game.is_over
