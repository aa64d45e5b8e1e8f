"""The ``akropolis-record/1`` record: bit for bit both ways, and every malformed input
refused with one line that names where and why."""

import json

import pytest
from akropolis_games import random_game

from engine.akropolis import Move, RecordError, from_record, to_record
from engine.akropolis.replay import replay_report


def test_the_record_has_the_fields_of_the_format_in_order():
    game = random_game(3, 2, moves=2, variants=["house", "garden"])
    record = to_record(game)
    assert list(record) == ["format", "seats", "long", "variants", "architect", "tiles", "moves"]
    assert record["format"] == "akropolis-record/1" and record["seats"] == 2
    assert record["long"] is False and record["variants"] == ["house", "garden"]
    assert record["architect"] is None and record["tiles"] == list(game.setup.tiles)
    assert record["moves"] == [{"take": m.take, "anchor": list(m.anchor), "rot": m.rot}
                               for m in game.moves]


@pytest.mark.parametrize(("seats", "kwargs"), [
    (1, {"architect": "metagenes", "variants": ["market", "temple"]}),
    (2, {"long": True}), (3, {"variants": ["garden", "barracks", "house"]}), (4, {}),
])
def test_a_record_read_and_written_again_is_the_same_json_text(seats, kwargs):
    game = random_game(8, seats, **kwargs)
    text = json.dumps(to_record(game))
    rebuilt = from_record(json.loads(text))
    assert json.dumps(to_record(rebuilt)) == text
    assert rebuilt.result() == game.result() and rebuilt.public_view() == game.public_view()


def test_a_solo_record_lists_only_the_players_moves():
    game = random_game(5, 1, architect="hippodamos")
    assert len(to_record(game)["moves"]) == 18 and game.turn == 36


def test_the_replay_report_has_the_shape_of_the_format():
    game = random_game(6, 1, architect="metagenes")
    report = replay_report(to_record(game))
    result = game.result()
    assert report["finished"] is True and report["winners"] == list(result.winners)
    human, architect = report["players"]
    assert list(human) == ["stones", "total", "districts"]
    assert list(architect) == ["architect", "stones", "total", "districts"]
    assert architect["architect"] == "metagenes"
    assert architect["total"] == result.players[1].total
    assert list(human["districts"]) == ["house", "market", "barracks", "temple", "garden"]
    for score in human["districts"].values():
        assert score["points"] == score["value"] * score["stars"]
    assert human["total"] == sum(s["points"] for s in human["districts"].values()) + human["stones"]


def _good() -> dict:
    return to_record(random_game(2, 2, moves=4))


def _with(**changes) -> dict:
    record = _good()
    record.update(changes)
    return record


def _without(key: str) -> dict:
    record = _good()
    del record[key]
    return record


def _tiles(change) -> dict:
    record = _good()
    record["tiles"] = change(record["tiles"])
    return record


def _move(index: int, **changes) -> dict:
    record = _good()
    record["moves"][index] = {**record["moves"][index], **changes}
    return record


@pytest.mark.parametrize(("record", "message"), [
    ([], "record: a record is a JSON object"),
    (_with(format="akropolis-record/2"), "record: format must be 'akropolis-record/1'"),
    (_with(extra=1), "record: unknown key 'extra'"),
    (_without("tiles"), "record: 'tiles' is missing"),
    (_with(seats="2"), "record: 'seats' must be a number from 1 to 4, not '2'"),
    (_with(seats=True), "record: 'seats' must be a number from 1 to 4, not True"),
    (_with(seats=5), "record: a game has 1 to 4 seats, not 5"),
    (_with(long=1), "record: 'long' is true or false, not 1"),
    (_with(variants="house"), "record: 'variants' must be a list of district names"),
    (_with(variants=["castle"]), "record: unknown variant 'castle'"),
    (_with(variants=["house", "house"]), "record: variant 'house' is given twice"),
    (_with(variants=[3]), "record: unknown variant 3"),
    (_with(architect="metagenes"), "record: only a solo game has an Architect"),
    (_with(architect=7), "record: 'architect' must be a level name or null, not 7"),
    (_with(seats=1), "record: a solo game needs the Architect's level"),
    (_with(seats=4, long=True), "record: the long game is for 1 to 3 seats"),
    (_with(tiles={"a": 1}), "record: 'tiles' must be a list of tile ids"),
    (_tiles(lambda t: [*t[:-1], "x"]), "record: a tile id is a number, not 'x'"),
    (_tiles(lambda t: [*t[:-1], 99]), "record: unknown tile 99"),
    (_tiles(lambda t: [*t[:-1], t[0]]), "is dealt twice"),
    (_tiles(lambda t: [*t[:-1], 4]), "record: tile 4 (back 3+) is not used in this mode"),
    (_tiles(lambda t: t[:-1]), "is missing: this mode deals 37 tiles"),
    (_with(moves={}), "record: 'moves' must be a list"),
    (_move(1, take="1"), "move 1: 'take' must be a site index, not '1'"),
    (_move(2, anchor=[1]), "move 2: 'anchor' must be [q, r], not [1]"),
    (_move(2, anchor=[1, 2.5]), "move 2: 'anchor' must be [q, r]"),
    (_move(3, rot=None), "move 3: 'rot' must be a rotation from 0 to 5, not None"),
    (_move(3, rot=9), "move 3: rotation 9 does not exist"),
    (_move(0, take=9), "move 0: site tile 9 does not exist"),
    (_move(0, anchor=[7, 7]), "move 0: placement 7,7/"),
    (_move(0, extra=True), "move 0: unknown key 'extra'"),
])
def test_a_malformed_record_is_refused_with_the_reason(record, message):
    with pytest.raises(RecordError) as error:
        from_record(record)
    assert message in str(error.value)
    assert "\n" not in str(error.value)


def test_a_move_one_cannot_afford_names_the_move_the_cost_and_the_stones():
    game = random_game(2, 3, moves=0)
    record = to_record(game)
    first = game.legal_placements()[0]
    record["moves"] = [Move(0, first.anchor, first.rot).to_record(),
                       Move(3, first.anchor, first.rot).to_record()]
    with pytest.raises(RecordError, match="move 1: tile 3 costs 3 stones, seat 1 has 2"):
        from_record(record)


def test_a_move_after_the_end_is_refused():
    record = to_record(random_game(9, 2))
    record["moves"].append(dict(record["moves"][-1]))
    with pytest.raises(RecordError, match="move 36: the game is over"):
        from_record(record)
