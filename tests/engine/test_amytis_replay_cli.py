"""``python -m engine replay``: JSON scores for good records, one line and exit 2 for bad."""

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from engine.amytis import Game, random_sides, to_record, to_view_record

ROOT = Path(__file__).resolve().parents[2]


def replay(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "engine", "replay", *args], cwd=ROOT,
                          input=stdin, capture_output=True, text=True, timeout=60)


@pytest.fixture
def finished_game() -> Game:
    rng = random.Random(4)
    game = Game.new(4, random_sides(rng))
    while game.decision is not None:
        game.decide(rng.choice(game.decision.options))
    return game


def test_replay_prints_the_scores_of_a_finished_game(tmp_path, finished_game):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(to_record(finished_game)))
    done = replay(str(path))
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    result = finished_game.result()
    assert report["finished"] is True
    assert report["turn_points"] == finished_game.turn_points
    assert report["winners"] == list(result.winners)
    for player, score in zip(report["players"], result.players, strict=True):
        assert player == {
            "building_points": score.building, "project_points": score.projects,
            "favor_points": score.favors, "total": score.total,
            "completed_projects": list(score.completed),
        }


def test_replay_reads_standard_input_for_a_dash():
    game = Game.new(2)
    game.decide(game.decision.options[0])
    done = replay("-", stdin=json.dumps(to_record(game)))
    assert done.returncode == 0
    report = json.loads(done.stdout)
    assert report["finished"] is False and report["winners"] == [] and report["turn_points"] == []


def test_an_illegal_move_exits_2_with_one_line_naming_it(tmp_path):
    game = Game.new(2)
    stack = game.decision.options[0]
    record = to_record(game)
    record["moves"] = [{"stack": stack, "cell": 0}, {"stack": stack, "cell": 1}]
    if game.board.top(stack).building.value == "palace":
        record["moves"][0]["palace"] = "deck"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(record))
    done = replay(str(path))
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr == f"move 1: stack {stack} holds an architect\n"


@pytest.mark.parametrize(("text", "message"), [
    ("{not json", "is not JSON"),
    ("[]", "record: unknown format None"),
    ('{"format": "chess/1"}', "record: unknown format 'chess/1'"),
])
def test_malformed_input_exits_2_with_one_line_and_no_traceback(text, message):
    done = replay("-", stdin=text)
    assert done.returncode == 2
    assert message in done.stderr
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr


def test_a_missing_file_exits_2(tmp_path):
    done = replay(str(tmp_path / "nope.json"))
    assert done.returncode == 2
    assert done.stderr.startswith("cannot read ")


def test_a_players_view_of_a_game_in_progress_replays_to_the_same_scores(tmp_path):
    rng = random.Random(9)
    game = Game.new(9)
    while game.turn < 12:
        game.decide(rng.choice(game.decision.options))
    whole = replay("-", stdin=json.dumps(to_record(game)))
    view = replay("-", stdin=json.dumps(to_view_record(game)))
    assert view.returncode == 0, view.stderr
    assert json.loads(view.stdout) == json.loads(whole.stdout)


def test_a_view_reaching_beyond_what_it_shows_exits_2_with_one_line():
    game = Game.new(9)
    game.play(next(m for m in game.legal_moves() if m.palace is None))
    view = to_view_record(game)
    view["stacks"][game.moves[0].stack] = []
    done = replay("-", stdin=json.dumps(view))
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "must show" in done.stderr


def test_a_reader_that_stops_early_ends_the_replay_quietly(tmp_path, finished_game):
    """``python -m engine replay FILE | head``: as any Unix tool, no complaint."""
    path = tmp_path / "game.json"
    path.write_text(json.dumps(to_record(finished_game)))
    reading, writing = os.pipe()
    os.close(reading)  # the reader is gone before the first byte is written
    try:
        done = subprocess.run([sys.executable, "-m", "engine", "replay", str(path)], cwd=ROOT,
                              stdout=writing, stderr=subprocess.PIPE, text=True, timeout=60)
    finally:
        os.close(writing)
    assert (done.returncode, done.stderr) == (141, "")
