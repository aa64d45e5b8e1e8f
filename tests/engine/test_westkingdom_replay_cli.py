"""``python -m engine replay`` on West Kingdom records: good, unfinished and bad ones."""

import json
import subprocess
import sys
from pathlib import Path

import pytest
from westkingdom_positions import random_game

from engine.__main__ import main
from engine.westkingdom import to_record
from engine.westkingdom.replay import replay_report, trace_report

ROOT = Path(__file__).resolve().parents[2]
LINES = ["buildings", "cathedral", "virtue", "debts", "gold_marble", "silver", "prison"]


def replay(tmp_path: Path, capsys, content: str) -> tuple[int, str, str]:
    path = tmp_path / "record.json"
    path.write_text(content)
    status = main(["replay", str(path)])
    out, err = capsys.readouterr()
    return status, out, err


def test_the_command_prints_the_seven_lines_the_tie_breaks_and_the_winners():
    game = random_game(21, 3, "B")
    done = subprocess.run([sys.executable, "-m", "engine", "replay", "-"], cwd=ROOT,
                          input=json.dumps(to_record(game)), capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    result = game.result()
    assert report == replay_report(to_record(game))
    assert report["finished"] is True and report["winners"] == list(result.winners)
    for player, score in zip(report["players"], result.players, strict=True):
        assert list(player["score"]) == LINES
        assert player["score"] == score.lines and player["total"] == score.total
        assert player["total"] == sum(player["score"].values())
        assert player["tiebreak"] == {"virtue": score.final_virtue,
                                      "silver": score.final_silver}


def test_an_unfinished_game_is_scored_as_it_stands_without_winners(tmp_path, capsys):
    game = random_game(5, 4, turns=30)
    status, out, err = replay(tmp_path, capsys, json.dumps(to_record(game)))
    report = json.loads(out)
    assert (status, err) == (0, "")
    assert report["finished"] is False and report["winners"] == []
    assert [p["total"] for p in report["players"]] == \
        [p.total for p in game.result().players]


def test_the_other_games_still_replay_beside_this_one(tmp_path, capsys):
    from engine import akropolis
    game = akropolis.Game.new(2, 2)
    status, out, _ = replay(tmp_path, capsys, json.dumps(akropolis.to_record(game)))
    assert status == 0 and json.loads(out)["finished"] is False


def bad_record():
    return to_record(random_game(13, 2, turns=6))


@pytest.mark.parametrize(("change", "message"), [
    (lambda r: r["decisions"][0].update(s=1 - r["decisions"][0]["s"]),
     "decision 0: expected seat"),
    (lambda r: r["decisions"].__setitem__(0, {"s": r["decisions"][0]["s"], "place": "quarry"}),
     'decision 0: expected "hire", got "place"'),
    (lambda r: r["decisions"].__setitem__(0, {"s": r["decisions"][0]["s"], "hire": "A41"}),
     "decision 0: 'A41' is not a legal 'hire'"),
    (lambda r: r.update(display=[*r["display"][:7], "A99"]),
     "record: unknown apprentice card 'A99'"),
    (lambda r: r.update(promo=True), "record: 'promo' must be false"),
    (lambda r: r.update(seats="two"), "record: a game has 2 to 5 seats, not 'two'"),
])
def test_a_bad_record_exits_2_with_one_line_naming_the_decision(tmp_path, capsys, change,
                                                                   message):
    record = bad_record()
    change(record)
    status, out, err = replay(tmp_path, capsys, json.dumps(record))
    assert (status, out) == (2, "")
    assert err.startswith(message) and err.count("\n") == 1 and "Traceback" not in err


def test_a_truncated_record_exits_2(tmp_path, capsys):
    text = json.dumps(bad_record())
    status, out, err = replay(tmp_path, capsys, text[: len(text) // 2])
    assert (status, out) == (2, "") and "is not JSON" in err and err.count("\n") == 1


def test_a_huge_file_exits_2_before_it_is_parsed(tmp_path, capsys):
    record = bad_record()
    record["decisions"].append({"s": 0, "place": "x" * 1_100_000})
    status, _, err = replay(tmp_path, capsys, json.dumps(record))
    assert status == 2 and "is over 1 MB: not a game record" in err


def test_deeply_nested_json_exits_2(tmp_path, capsys):
    status, _, err = replay(tmp_path, capsys, "[" * 100_000 + "]" * 100_000)
    assert status == 2 and "nests too deeply" in err


def test_nesting_inside_a_decision_is_a_malformed_answer(tmp_path, capsys):
    record = bad_record()
    record["decisions"][0] = {"s": record["decisions"][0]["s"], "hire": json.loads(
        "[" * 500 + "]" * 500)}
    status, _, err = replay(tmp_path, capsys, json.dumps(record))
    assert status == 2 and err.startswith("decision 0: ") and "is not an answer" in err


def test_the_trace_gives_the_state_after_every_turn():
    game = random_game(3, 2, turns=20)
    record = to_record(game)
    trace = trace_report(record)
    turns = trace["turns"]
    assert len(turns) == game.turn == 20
    assert [t["decisions"] for t in turns] == sorted(t["decisions"] for t in turns)
    last = turns[-1]["players"]
    for seat, state in enumerate(last):
        player = game.players[seat]
        assert state["virtue"] == player.virtue and state["Ag"] == player.res[5]
        assert state["supply"] == game.supply[seat] and state["hand"] == len(player.hand)
        assert state["buildings"] == sorted(player.buildings)
        assert state["vp"] == game.score(seat).total
    assert turns[-1]["tax"] == game.tax
    assert {k: v for k, v in trace.items() if k != "turns"} == replay_report(record)


def test_the_command_with_trace_prints_the_turns(tmp_path, capsys):
    record = to_record(random_game(3, 2, turns=20))
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record))
    assert main(["replay", "--trace", str(path)]) == 0
    assert json.loads(capsys.readouterr().out) == trace_report(record)


def test_trace_on_a_game_that_does_not_offer_it_is_refused_in_one_line(tmp_path, capsys):
    path = tmp_path / "record.json"
    path.write_text(json.dumps({"format": "amytis-record/1"}))
    assert main(["replay", "--trace", str(path)]) == 2
    assert capsys.readouterr().err == ("--trace is not offered for amytis-record/1 "
                                       "(only for westkingdom-record/1)\n")
