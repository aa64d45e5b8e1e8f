"""Both command lines read records through ``engine.record_file``: every bad input is
one short line on standard error and exit status 2, worded the same by both tools."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import pytest

from engine.__main__ import main as engine_main
from engine.amytis import Game, to_record
from engine.record_file import MAX_BYTES, MAX_MESSAGE
from render.__main__ import main as render_main


def _record() -> dict:
    game = Game.new(5)
    for _ in range(4):
        game.play(game.legal_moves()[0])
    return to_record(game)


def _with_field(key: str, value: object) -> str:
    record = _record()
    record["moves"][0][key] = value
    return json.dumps(record)


KNOWN = "(known: "
BAD_INPUTS = {
    "not JSON": ("{not json", "standard input is not JSON: Expecting property name"),
    "not UTF-8": (b"\xff\xfe{}", "standard input is not JSON: it is not UTF-8 text"),
    "deep nesting": ("[" * 200_000 + "]" * 200_000,
                     "standard input is not a game record: it nests too deeply"),
    "a 50 MB string": ('"' + "x" * 50_000_000 + '"',
                       "standard input is over 1 MB: not a game record"),
    "an integer of 5000 digits": ('{"format": ' + "9" * 5000 + "}",
                                  "standard input is not a game record: a number is too long"),
    "an absurd stack number": (_with_field("stack", 10**400), "move 0: stack 1000"),
    "a long bogus palace choice": (_with_field("palace", "deck" * 200_000),
                                   "move 0: "),
    "an unknown format": ('{"format": "chess/1"}',
                          f"record: unknown format 'chess/1' {KNOWN}"),
    "no object": ("[]", f"record: unknown format None {KNOWN}"),
}


def run(tool: str, record: str | bytes, monkeypatch, capsys, *extra: str) -> tuple[int, str]:
    """Run one tool in-process on ``record`` given on standard input."""
    data = record.encode() if isinstance(record, str) else record
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data)))
    if tool == "engine":
        status = engine_main(["replay", "-"])
    else:
        status = render_main(["-", "-o", str(extra[0]) if extra else "-"])
    return status, capsys.readouterr().err


@pytest.mark.parametrize("case", list(BAD_INPUTS))
def test_both_tools_refuse_bad_input_with_the_same_one_line(case, monkeypatch, capsys, tmp_path):
    text, start = BAD_INPUTS[case]
    out = tmp_path / "out.png"
    engine_status, engine_err = run("engine", text, monkeypatch, capsys)
    render_status, render_err = run("render", text, monkeypatch, capsys, out)
    assert engine_status == render_status == 2
    # the same words; each lists the formats it knows (a game's rules may come first)
    assert engine_err.split(" (known: ")[0] == render_err.split(" (known: ")[0]
    assert engine_err.startswith(start)
    assert engine_err.count("\n") == 1 and len(engine_err) <= MAX_MESSAGE + 1
    assert not out.exists()


def test_each_tool_names_the_formats_it_knows(monkeypatch, capsys, tmp_path):
    _, engine_err = run("engine", '{"format": "chess/1"}', monkeypatch, capsys)
    _, render_err = run("render", '{"format": "chess/1"}', monkeypatch, capsys,
                        tmp_path / "out.png")
    assert engine_err.endswith("(known: akropolis-record/1, akropolis-view/1, amytis-record/1, "
                               "amytis-view/1, westkingdom-record/1, westkingdom-view/1)\n")
    assert render_err.endswith("(known: akropolis-record/1, amytis-record/1, amytis-view/1, "
                               "westkingdom-record/1, westkingdom-view/1)\n")


def test_a_missing_file_is_worded_the_same_by_both(tmp_path, capsys):
    missing = str(tmp_path / "nope.json")
    assert engine_main(["replay", missing]) == 2
    engine_err = capsys.readouterr().err
    assert render_main([missing, "-o", str(tmp_path / "x.png")]) == 2
    assert capsys.readouterr().err == engine_err == (
        f"cannot read {missing}: No such file or directory\n")


def test_a_directory_as_the_record_is_refused(tmp_path, capsys):
    assert engine_main(["replay", str(tmp_path)]) == 2
    assert capsys.readouterr().err == f"cannot read {tmp_path}: Is a directory\n"


def test_a_record_of_exactly_the_limit_is_read(tmp_path, capsys):
    text = json.dumps(_record())
    path = tmp_path / "padded.json"
    path.write_text(text + " " * (MAX_BYTES - len(text)))
    assert engine_main(["replay", str(path)]) == 0
    assert json.loads(capsys.readouterr().out)["finished"] is False


def test_a_good_record_still_replays_from_a_file(tmp_path, capsys):
    path = Path(tmp_path / "game.json")
    path.write_text(json.dumps(_record()))
    assert engine_main(["replay", str(path)]) == 0
    assert len(json.loads(capsys.readouterr().out)["turn_points"]) == 4
