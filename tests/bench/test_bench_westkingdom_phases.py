"""``bench/westkingdom_phases.py``: a strength log's games replayed from their records,
every seat read at the start of every turn, by how many Guildhall spaces were left."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from bench.westkingdom_phases import PHASES, Tally, main, phase
from engine.westkingdom import Game, Prompt, from_record, to_record
from engine.westkingdom.ai.evaluation import expected_points, win_chance
from engine.westkingdom.record import setup_from_record


def _played(seed: int) -> Game:
    """A two-seat game played to its end by uniformly random answers, the Guildhall
    taken whenever it is offered so that it ends."""
    rng = random.Random(seed)
    game = Game.new(seed, 2)
    while not game.is_over:
        options = game.decision.options
        game.decide("guildhall" if "guildhall" in options else rng.choice(options))
    return game


def test_every_seat_is_read_at_the_start_of_every_turn_against_its_final_total():
    game = _played(4)
    starts: list[Game] = []
    game_record = to_record(game)
    tally = Tally()
    tally.add_game(game_record, hard=1)
    from_record(game_record, on_turn_end=lambda g: g.is_over or starts.append(g.copy()))
    finals = [game.score(seat).total for seat in range(2)]
    for hard in (True, False):
        seat = 1 if hard else 0
        gaps = sorted(gap for name in PHASES for gap in tally.gaps[(name, hard)])
        assert gaps == pytest.approx(sorted(finals[seat] - expected_points(start, seat)
                                            for start in starts))


def test_the_squared_error_is_that_of_hards_chance_of_winning_against_its_result():
    game = _played(4)
    assert game.is_over
    won = 1.0 if game.result().winners == (1,) else 0.0
    starts: list[Game] = []
    from_record(to_record(game), on_turn_end=lambda g: g.is_over or starts.append(g.copy()))
    tally = Tally()
    tally.add_game(to_record(game), hard=1)
    errors = sorted(error for name in PHASES for error in tally.errors[name])
    assert errors == pytest.approx(sorted((win_chance(start, 1) - won) ** 2
                                          for start in starts))


@pytest.mark.parametrize(("filled", "row"), [(0, "8 or more"), (4, "8 or more"),
                                            (5, "4 to 7"), (8, "4 to 7"), (9, "1 to 3"),
                                            (11, "1 to 3")])
def test_a_phase_is_the_guildhall_spaces_left(filled, row):
    game = Game.new(1, 2)
    game.guildhall = [0] * filled
    assert phase(game) == row


def test_once_the_last_space_is_filled_the_phase_is_the_final_round():
    game = _played(5)
    rows = []
    from_record(to_record(game), on_turn_end=lambda g: g.is_over or rows.append(
        (g.in_final_round, phase(g))))
    assert {name for final, name in rows if final} == {"the final round"}
    assert [name for _, name in rows] == sorted((name for _, name in rows), key=PHASES.index)


def test_each_placement_is_counted_in_the_phase_of_the_turn_it_began():
    game = _played(6)
    tally = Tally()
    tally.add_game(to_record(game), hard=0)
    replay = Game(setup_from_record(to_record(game)))
    made: Counter = Counter()
    for move in game.decisions:
        if move.prompt in (Prompt.PLACE, Prompt.RECOVER):
            place = str(move.value).partition(":")[0] if move.prompt is Prompt.PLACE else ""
            made[(phase(replay), move.seat == 0, place)] += 1
        replay.play(move)
    counted = Counter({(name, hard, place): n for (name, hard), places in tally.places.items()
                       for place, n in places.items()})
    assert counted == made


def test_the_final_round_says_who_filled_the_last_space_and_who_could_build():
    game = _played(9)
    filler = [move.seat for move in game.decisions
              if move.prompt is Prompt.PLACE and move.value == "guildhall"][-1]
    tally = Tally()
    tally.add_game(to_record(game), hard=filler)
    assert tally.endings["games"] == 1 and tally.endings["filled by hard"] == 1
    assert tally.ending().startswith("The final round, 1 games: `hard` filled the last "
                                     "Guildhall space in 1;")


def test_the_command_reads_the_logged_games_and_leaves_out_those_without_a_record(
        tmp_path, capsys):
    log = tmp_path / "strength.jsonl"
    lines = [{"table": "outside-2", "seed": 1, "index": 1, "record": to_record(_played(7))},
             {"table": "outside-2", "seed": 2, "index": 2},
             {"table": "farmer-2", "seed": 1, "index": 0, "record": to_record(_played(8))}]
    log.write_text("".join(json.dumps(line) + "\n" for line in lines))
    main(["--log", str(log), "--table", "outside-2"])
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "1 games of outside-2 read (1 logged without a record, left out)"
    assert out[3].startswith("| 8 or more | ")


def test_a_missing_log_is_refused_in_one_line(tmp_path, capsys):
    with pytest.raises(SystemExit) as stopped:
        main(["--log", str(tmp_path / "none.jsonl")])
    assert stopped.value.code == 2
    assert "no log at" in capsys.readouterr().err.splitlines()[-1]
