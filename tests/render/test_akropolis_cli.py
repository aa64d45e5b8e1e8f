"""What ``python -m render`` calls for an Akropolis record: a view's PNG from the
record's last position, and clear errors for a bad view or record."""

from __future__ import annotations

import json

import pytest
from akropolis_pictures import played

from engine.akropolis import IllegalMove, RecordError, to_record
from render.akropolis import render_city, render_placement, render_scorepad, render_table
from render.akropolis.cli import render_record


def record_of(game) -> dict:
    return json.loads(json.dumps(to_record(game)))


def test_each_view_renders_the_records_last_position():
    game = played(17, 3, 20)
    record = record_of(game)
    assert render_record(record, "table", "ru", ["A"]) == render_table(game, "ru", ["A"])
    assert render_record(record, "game", "ru", ["A"]) == render_table(game, "ru", ["A"])
    assert render_record(record, "city:2", "fr") == render_city(game, 1, "fr")
    assert render_record(record, "scorepad") == render_scorepad(game)
    assert render_record(record, "spots:0") == render_placement(game, 0)


def test_a_finished_game_shows_its_score_pad():
    game = played(17, 1)
    assert render_record(record_of(game)) == render_scorepad(game)


@pytest.mark.parametrize(("view", "message"), [
    ("map", "unknown view 'map'"), ("city:0", "needs a number from 1"),
    ("city:x", "needs a number from 1"), ("city:5", "seat 4 does not exist"),
])
def test_a_bad_view_is_refused_with_its_reason(view, message):
    with pytest.raises(ValueError, match=message):
        render_record(record_of(played(3, 2, 4)), view)


def test_spots_for_a_tile_that_cannot_be_taken_are_refused():
    with pytest.raises(IllegalMove, match="site tile 3 cannot be taken now"):
        render_record(record_of(played(3, 2, 0)), "spots:3")
    with pytest.raises(IllegalMove):
        render_record(record_of(played(3, 2)), "spots:0")


def test_a_bad_record_raises_a_record_error():
    with pytest.raises(RecordError):
        render_record({"format": "akropolis-record/1"})


def test_the_command_line_draws_an_akropolis_city_to_a_file(tmp_path):
    from render.__main__ import main

    game = played(17, 3, 20)
    path = tmp_path / "record.json"
    path.write_text(json.dumps(to_record(game)))
    out = tmp_path / "city.png"
    assert main([str(path), "-o", str(out), "--view", "city:2", "--locale", "fr"]) == 0
    assert out.read_bytes() == render_city(game, 1, "fr")


@pytest.mark.parametrize("view", ["city:²", "city:0", "map"])
def test_the_command_line_refuses_a_bad_view_in_one_line(tmp_path, capsys, view):
    from render.__main__ import main

    path = tmp_path / "record.json"
    path.write_text(json.dumps(to_record(played(3, 2, 4))))
    assert main([str(path), "-o", str(tmp_path / "x.png"), "--view", view]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and ("unknown view" in err or "needs a number" in err)
    assert not (tmp_path / "x.png").exists()
