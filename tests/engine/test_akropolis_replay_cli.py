"""``python -m engine replay`` on Akropolis records, beside Amytis ones."""

import json
import subprocess
import sys
from pathlib import Path

import pytest
from akropolis_games import random_game

from engine import amytis
from engine.akropolis import Game, Move, RecordError, from_view_record, to_record
from engine.akropolis.replay import replay_report
from service.akropolis import KIND

ROOT = Path(__file__).resolve().parents[2]


def replay(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "engine", "replay", *args], cwd=ROOT,
                          input=stdin, capture_output=True, text=True, timeout=60)


def test_replay_prints_the_scores_of_a_finished_game(tmp_path):
    game = random_game(4, 3, variants=["market"])
    path = tmp_path / "game.json"
    path.write_text(json.dumps(to_record(game)))
    done = replay(str(path))
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report == replay_report(to_record(game))
    result = game.result()
    assert report["finished"] is True and report["winners"] == list(result.winners)
    for player, score in zip(report["players"], result.players, strict=True):
        assert player["total"] == score.total and player["stones"] == score.stones
        assert [(d["value"], d["stars"], d["points"]) for d in player["districts"].values()] == \
            [(d.value, d.stars, d.points) for d in score.districts]


def test_replay_of_a_solo_game_names_the_architect():
    game = random_game(5, 1, architect="callicrates")
    done = replay("-", stdin=json.dumps(to_record(game)))
    report = json.loads(done.stdout)
    assert report["players"][1]["architect"] == "callicrates"
    assert report["players"][1]["total"] == game.result().players[1].total


def test_an_unfinished_game_is_scored_as_it_stands_without_winners():
    game = Game.new(2, 4)
    placement = game.legal_placements()[0]
    game.play(Move(1, placement.anchor, placement.rot))
    report = json.loads(replay("-", stdin=json.dumps(to_record(game))).stdout)
    assert report["finished"] is False and report["winners"] == []
    assert [p["stones"] for p in report["players"]] == [0, 2, 3, 4]


def test_the_same_command_still_replays_amytis_records():
    game = amytis.Game.new(3)
    game.decide(game.decision.options[0])
    game.decide(0)
    done = replay("-", stdin=json.dumps(amytis.to_record(game)))
    assert done.returncode == 0 and json.loads(done.stdout)["finished"] is False


def test_an_unaffordable_tile_exits_2_naming_the_move_and_the_reason():
    game = Game.new(2, 3)
    record = to_record(game)
    placement = game.legal_placements()[0]
    record["moves"] = [Move(0, placement.anchor, placement.rot).to_record(),
                       Move(3, placement.anchor, placement.rot).to_record()]
    done = replay("-", stdin=json.dumps(record))
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == "move 1: tile 3 costs 3 stones, seat 1 has 2\n"


@pytest.mark.parametrize(("change", "message"), [
    (lambda r: r.update(seats="two"), "record: 'seats' must be a number from 1 to 4, not 'two'"),
    (lambda r: r.pop("moves"), "record: 'moves' is missing"),
    (lambda r: r.update(tiles=[*r["tiles"][:-1], 61.5]), "record: a tile id is a number, not 61.5"),
    (lambda r: r.update(tiles=[*r["tiles"][:-1], r["tiles"][0]]), "is dealt twice"),
    (lambda r: r.update(tiles=r["tiles"][:20]), "is missing: this mode deals 49 tiles"),
    (lambda r: r.update(variants=["house", "pool"]), "record: unknown variant 'pool'"),
    (lambda r: r.update(moves=[{"take": 0, "anchor": "0,1", "rot": 0}]),
     "move 0: 'anchor' must be [q, r], not '0,1'"),
    (lambda r: r.update(moves=[[0, [1, 1], 0]]), "move 0: a move is a JSON object"),
    (lambda r: r.update(moves=[{"take": 0, "anchor": [9, 9], "rot": 0}]),
     "move 0: placement 9,9/0 does not touch the city"),
])
def test_malformed_records_exit_2_with_one_line_and_no_traceback(change, message):
    record = to_record(Game.new(2, 3))
    change(record)
    done = replay("-", stdin=json.dumps(record))
    assert done.returncode == 2 and done.stdout == ""
    assert message in done.stderr
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr


def test_a_format_that_is_not_a_string_exits_2():
    done = replay("-", stdin='{"format": ["akropolis-record/1"]}')
    assert done.returncode == 2
    assert done.stderr.startswith("record: unknown format ['akropolis-record/1'] (known: ")


@pytest.mark.parametrize(("seats", "kwargs"), [(3, {}), (1, {"architect": "metagenes"})])
def test_replay_of_a_mid_game_export_gives_the_public_scores(tmp_path, seats, kwargs):
    game = random_game(8, seats, moves=13, **kwargs)
    view = KIND.public_export(json.dumps(to_record(game)), 0)
    assert view["format"] == "akropolis-view/1"
    path = tmp_path / "view.json"
    path.write_text(json.dumps(view))
    done = replay(str(path))
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == replay_report(to_record(game))  # the same scores


def test_a_view_whose_moves_lay_out_tiles_it_hides_is_refused():
    game = random_game(8, 2, moves=13)
    view = KIND.public_export(json.dumps(to_record(game)), 0)
    view["unseen_tiles"] += view["tiles"][-4:]
    view["tiles"] = view["tiles"][:-4]
    with pytest.raises(RecordError, match="laid out"):
        from_view_record(view)
