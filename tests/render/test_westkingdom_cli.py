"""What ``python -m render`` draws for a West Kingdom record: the board of its last
position (the score pad once it is over), and a clear refusal of an unknown view."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest
from westkingdom_pictures import played

from engine.westkingdom import Game, from_record, to_record
from engine.westkingdom.view_record import view_export
from render.__main__ import RENDERERS
from render.westkingdom import render_board, render_hand, render_scorepad
from render.westkingdom.cli import FORMAT, render_record, render_view_record


def record_of(seed: int, seats: int, turns: int) -> dict:
    game, rng = Game.new(seed, seats), random.Random(seed)
    while not game.is_over and game.turn < turns:
        game.decide(rng.choice(game.decision.options))
    return json.loads(json.dumps(to_record(game)))


def test_the_command_line_knows_west_kingdom_records():
    assert RENDERERS[FORMAT] is render_record


def test_the_board_views_draw_the_records_last_position():
    record = record_of(3, 3, 25)
    game = from_record(record)
    expected = render_board(game, "ru", ["A"])
    assert render_record(record, "board", "ru", ["A"]) == expected
    assert render_record(record, "table", "ru", ["A"]) == expected
    assert render_record(record, "game", "ru", ["A"]) == expected


def test_an_unknown_view_is_refused_with_the_known_ones():
    with pytest.raises(ValueError, match="unknown view 'map'"):
        render_record(record_of(3, 2, 5), "map")


def test_python_m_render_writes_the_png(tmp_path):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record_of(4, 2, 12)))
    out = tmp_path / "board.png"
    done = subprocess.run([sys.executable, "-m", "render", str(path), "-o", str(out),
                           "--locale", "fr", "--view", "board"], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert out.read_bytes().startswith(b"\x89PNG")


def test_the_score_pad_view_and_a_finished_games_default():
    record = record_of(6, 2, 10**6)
    game = from_record(record)
    assert game.is_over
    assert render_record(record, "scorepad", "fr") == render_scorepad(game, "fr")
    assert render_record(record, "game", "fr") == render_scorepad(game, "fr")


def test_the_hand_view_draws_that_seats_hand():
    from render.westkingdom import render_hand

    record = record_of(8, 3, 20)
    game = from_record(record)
    assert render_record(record, "hand:2", "ru") == render_hand(game, 1, "ru")
    with pytest.raises(ValueError, match="needs a number from 1"):
        render_record(record, "hand:0")


def test_the_tableau_view_draws_that_seats_tableau():
    from render.westkingdom import render_tableau

    record = record_of(8, 3, 60)
    game = from_record(record)
    assert render_record(record, "tableau:3", "fr") == render_tableau(game, 2, "fr")


def test_a_players_view_export_draws_the_board_and_their_hand_as_they_saw_them():
    game = played(3, 3, 30)
    export = json.loads(json.dumps(view_export(game, 1)))  # as read from the file
    view = game.public_view(1)
    assert render_view_record(export, "board") == render_board(view)
    assert render_view_record(export, "scorepad") == render_scorepad(view)
    assert render_view_record(export, "hand:2") == render_hand(view)
    with pytest.raises(ValueError, match="no other hand"):
        render_view_record(export, "hand:1")
