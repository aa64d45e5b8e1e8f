"""``python -m render RECORD.json -o OUT.png``: replays a record and writes the image
of its last position."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

from engine.amytis import Game, to_record
from render.__main__ import main
from render.amytis import render_final, render_table

ROOT = Path(__file__).resolve().parents[2]


def _record(tmp_path: Path, turns: int) -> tuple[Game, Path]:
    game = Game.new(31)
    rng = random.Random(31)
    while not game.is_over and game.turn < turns:
        game.play(rng.choice(game.legal_moves()))
    path = tmp_path / "game.json"
    path.write_text(json.dumps(to_record(game)), encoding="utf-8")
    return game, path


def test_cli_writes_the_table_of_the_last_position(tmp_path):
    game, record = _record(tmp_path, 14)
    out = tmp_path / "table.png"
    assert main([str(record), "-o", str(out), "--locale", "ru", "--names", "Аня", "Bob"]) == 0
    assert out.read_bytes() == render_table(game, "ru", ["Аня", "Bob"])


def test_cli_writes_the_final_score_of_a_finished_game(tmp_path):
    game, record = _record(tmp_path, 10_000)
    assert game.is_over
    out = tmp_path / "final.png"
    assert main([str(record), "-o", str(out)]) == 0
    assert out.read_bytes() == render_final(game, "en")
    assert main([str(record), "-o", str(out), "--table"]) == 0
    assert out.read_bytes() == render_table(game, "en")


def test_cli_refuses_a_bad_record_with_status_2(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "nope"}', encoding="utf-8")
    assert main([str(bad), "-o", str(tmp_path / "x.png")]) == 2
    known = ("akropolis-record/1, amytis-record/1, amytis-view/1, westkingdom-record/1, "
             "westkingdom-view/1")
    assert capsys.readouterr().err == f"record: unknown format 'nope' (known: {known})\n"
    assert not (tmp_path / "x.png").exists()


@pytest.mark.parametrize("code", ["xx", "de-DE", ""])
def test_cli_refuses_an_unknown_locale(tmp_path, capsys, code):
    _, record = _record(tmp_path, 3)
    with pytest.raises(SystemExit) as done:
        main([str(record), "-o", str(tmp_path / "x.png"), "--locale", code])
    assert done.value.code == 2
    err = capsys.readouterr().err
    assert err == f"python -m render: unknown locale {code!r} (known: en, ru, fr)\n"
    assert not (tmp_path / "x.png").exists()


def test_cli_accepts_a_discord_locale_code(tmp_path):
    game, record = _record(tmp_path, 3)
    out = tmp_path / "x.png"
    assert main([str(record), "-o", str(out), "--locale", "en-GB"]) == 0
    assert out.read_bytes() == render_table(game, "en")


@pytest.mark.parametrize(("output", "reason"), [
    ("{tmp}", "Is a directory"),
    ("{tmp}/missing/x.png", "No such file or directory"),
    ("/dev/full", "No space left on device"),
])
def test_cli_says_in_one_line_when_it_cannot_write(tmp_path, capsys, output, reason):
    _, record = _record(tmp_path, 3)
    target = output.format(tmp=tmp_path)
    assert main([str(record), "-o", target]) == 2
    assert capsys.readouterr().err == f"cannot write {target}: {reason}\n"


def test_cli_writes_the_png_to_standard_output_for_a_dash(tmp_path):
    game, record = _record(tmp_path, 6)
    done = subprocess.run([sys.executable, "-m", "render", str(record), "-o", "-"], cwd=ROOT,
                          capture_output=True, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout == render_table(game, "en")


def test_python_dash_m_render_runs(tmp_path):
    _, record = _record(tmp_path, 5)
    out = tmp_path / "cli.png"
    done = subprocess.run([sys.executable, "-m", "render", str(record), "-o", str(out),
                           "--locale", "fr"], cwd=ROOT, capture_output=True, text=True,
                          check=False)
    assert done.returncode == 0, done.stderr
    with Image.open(out) as image:
        assert image.format == "PNG" and image.width > image.height
