"""The spread benchmark, whose figures set how sure the hard West Kingdom player is of a
lead: every position is read once, grouped by the Guildhall spaces still empty."""

from __future__ import annotations

import json
import random

import pytest

from bench.westkingdom_spread import main, play_game, spread, table
from engine.westkingdom import Game, to_record
from engine.westkingdom.ai.policies import normal_option


def test_a_game_is_read_at_every_turn_start_down_to_a_full_guildhall():
    readings, final = play_game((5, 2))
    empties = [empty for empty, _, _ in readings]
    assert empties[0] == 12 and empties[-1] == 0
    assert empties == sorted(empties, reverse=True)
    assert isinstance(final, int)


def test_the_stray_is_the_middle_half_scaled_to_a_standard_deviation():
    assert spread([0.0, 1.349, 2.698, 4.047, 500.0]) == pytest.approx(2.0)
    assert spread([7.0]) == 0.0


def test_the_table_gives_each_reading_its_stray_and_how_often_it_named_the_winner():
    games = [([(1, 4.0, 30.0), (0, 2.0, -1.0)], 3), ([(1, -2.0, 10.0), (0, -1.0, -1.0)], -3)]
    assert table(games) == [
        "| 0 | 2 | 1.1 | 100% | 2.2 | 50% |",
        "| 1 | 2 | 0.0 | 100% | 5.2 | 50% |",
    ]


def test_the_command_prints_one_row_per_count_of_empty_spaces(capsys):
    main(["--games", "1", "--seed", "5"])
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "2 seats: 1 of 1 games ended before the turn limit"
    assert len(out) == 3 + 13


def test_a_strength_log_is_read_as_the_same_games_played(tmp_path, capsys):
    rng = random.Random(5)
    game = Game.new(rng.randrange(1 << 62), 2)
    while not game.is_over:
        game.push(normal_option(game, rng))
    log = tmp_path / "strength.jsonl"
    logged = {"table": "outside-2", "stopped": False, "record": to_record(game)}
    other = {"table": "normal-2", "stopped": False, "record": to_record(game)}
    log.write_text(json.dumps(logged) + "\n" + json.dumps(other) + "\n")
    main(["--games", "1", "--seed", "5"])
    played_rows = capsys.readouterr().out.splitlines()[1:]
    main(["--log", str(log), "--table", "outside-2"])
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "outside-2: 1 recorded games ended before the turn limit"
    assert out[1:] == played_rows
