"""The amytis-record/1 format: games saved and rebuilt, bad records refused."""

import copy
import json
import random

import pytest

from engine.amytis import Game, Move, RecordError, from_record, random_sides, to_record


def played(seed: int, turns: int | None = None) -> Game:
    rng = random.Random(seed)
    game = Game.new(seed, random_sides(rng))
    while game.decision is not None and (turns is None or game.turn < turns):
        game.decide(rng.choice(game.decision.options))
    return game


def test_a_record_has_the_documented_fields():
    record = to_record(played(3))
    assert record["format"] == "amytis-record/1"
    assert set(record) == {"format", "sides", "stacks", "display", "deck", "hands", "moves"}
    assert len(record["stacks"]) == 9 and all(len(s) == 5 for s in record["stacks"])
    assert len(record["hands"][0]) == 2 and len(record["hands"][1]) == 3
    assert json.loads(json.dumps(record)) == record


def test_a_finished_game_rebuilds_to_the_same_scores():
    game = played(5)
    rebuilt = from_record(json.loads(json.dumps(to_record(game))))
    assert rebuilt.result() == game.result()
    assert rebuilt.turn_points == game.turn_points
    assert to_record(rebuilt) == to_record(game)


def test_a_game_in_progress_rebuilds_to_the_same_position():
    game = played(8, turns=11)
    rebuilt = from_record(to_record(game))
    assert rebuilt.public_view() == game.public_view()


def test_a_game_waiting_for_its_favor_rebuilds_waiting_for_it():
    game = Game.new(1)
    for move in [Move(0, 0), Move(3, 0), Move(1, 1), Move(4, 1)]:
        game.play(move)
    game.play(Move(2, 2, palace=_palace_for(game, 2)))
    rebuilt = from_record(to_record(game))
    assert rebuilt.decision == game.decision
    assert rebuilt.decision.kind.value == "favor"


def _palace_for(game: Game, stack: int) -> str | None:
    return "deck" if game.board.top(stack).building.value == "palace" else None


def test_the_seed_deals_the_same_game_every_time():
    assert to_record(Game.new(42)) == to_record(Game.new(42))
    assert to_record(Game.new(42)) != to_record(Game.new(43))


def bad(record: dict, **changes) -> dict:
    broken = copy.deepcopy(record)
    broken.update(changes)
    return broken


@pytest.fixture
def record() -> dict:
    return to_record(played(9, turns=6))


@pytest.mark.parametrize(("change", "message"), [
    ({"format": "amytis-record/2"}, "record: format must be 'amytis-record/1'"),
    ({"sides": {"garden": "C"}}, "record: side of garden must be 'A' or 'B'"),
    ({"stacks": [["pink-wall"]] * 8}, "record: 'stacks' must list 9 stacks"),
    ({"stacks": [["pink-castle"]] * 9}, "record: unknown tile 'pink-castle'"),
    ({"stacks": [["pink-wall"]] * 9}, "record: more than 2 copies of pink-wall"),
    ({"display": [1, 2]}, "record: 'display' must list 3 positions"),
    ({"hands": [[1, 2], [1, 3, 4]]}, "record: Project card 1 appears twice"),
    ({"deck": [21]}, "record: no Project card 21"),
    ({"moves": {}}, "record: 'moves' must be a list"),
])
def test_a_malformed_setup_is_refused_with_its_reason(record, change, message):
    with pytest.raises(RecordError) as error:
        from_record(bad(record, **change))
    assert str(error.value).startswith(message)


def test_a_move_onto_an_occupied_stack_names_the_move(record):
    moves = record["moves"]
    taken = moves[-1]["stack"]
    broken = bad(record, moves=[*moves, {"stack": taken, "cell": 0}])
    with pytest.raises(RecordError, match=f"move {len(moves)}: stack {taken} holds an architect"):
        from_record(broken)


@pytest.mark.parametrize(("move", "message"), [
    ({"cell": 0}, "move 0: 'stack' is missing"),
    ({"stack": "4", "cell": 0}, "move 0: 'stack' must be a number"),
    ({"stack": 4, "cell": 0, "extra": 1}, "move 0: unknown key 'extra'"),
    ({"stack": True, "cell": 0}, "move 0: 'stack' must be a number"),
    ({"stack": 4, "cell": 12}, "move 0: cell 12 does not exist"),
    ([4, 0], "move 0: a move is a JSON object"),
])
def test_a_malformed_move_is_refused_with_its_index(record, move, message):
    with pytest.raises(RecordError) as error:
        from_record(bad(record, moves=[move]))
    assert str(error.value).startswith(message)


def test_a_missing_favor_before_the_last_move_is_refused():
    game = Game.new(1)
    for move in [Move(0, 0), Move(3, 0), Move(1, 1), Move(4, 1)]:
        game.play(move)
    game.play(Move(2, 2, palace=_palace_for(game, 2)))
    record = to_record(game)
    record["moves"].append({"stack": 5, "cell": 0})
    with pytest.raises(RecordError, match="move 4: a favor space is required"):
        from_record(record)


@pytest.mark.parametrize("move", [
    Move(4, 7), Move(0, 0, "display:1"), Move(2, 8, "deck", "bottom-row"),
    Move(8, 3, None, "staircase"),
])
def test_a_move_round_trips_through_its_text_form(move):
    assert Move.parse(move.text) == move


def test_a_move_text_that_is_not_stack_and_cell_is_refused():
    with pytest.raises(ValueError, match="stack:cell"):
        Move.parse("four:seven")
