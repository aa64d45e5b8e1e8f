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
    assert render_record(record, "spots:1") == render_placement(game, 0)


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
    with pytest.raises(IllegalMove, match="site tile 4 cannot be taken now"):
        render_record(record_of(played(3, 2, 0)), "spots:4")
    with pytest.raises(IllegalMove):
        render_record(record_of(played(3, 2)), "spots:1")


def test_a_bad_record_raises_a_record_error():
    with pytest.raises(RecordError):
        render_record({"format": "akropolis-record/1"})
