"""The spread benchmark, whose figures set how sure the hard West Kingdom player is of a
lead: every position is read once, grouped by the Guildhall spaces still empty."""

from __future__ import annotations

import pytest

from bench.westkingdom_spread import main, play_game, spread, table


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
