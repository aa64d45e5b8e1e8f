"""``bench/westkingdom_phases.py``: a strength log's games replayed from their records,
every seat read at the start of every turn, by how many Guildhall spaces were left."""

from __future__ import annotations

import json
import random

import pytest

from bench.westkingdom_phases import PHASES, Tally, main, phase
from engine.westkingdom import Game, Prompt, from_record, to_record
from engine.westkingdom.ai.evaluation import expected_points


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


def test_a_phase_is_the_final_round_or_the_guildhall_spaces_left():
    game = _played(5)
    seen = set()
    from_record(to_record(game), on_turn_end=lambda g: g.is_over or seen.add(phase(g)))
    assert seen <= set(PHASES) and PHASES[0] in seen


def test_the_placements_of_each_phase_are_counted_for_the_seat_that_made_them():
    game = _played(6)
    tally = Tally()
    tally.add_game(to_record(game), hard=0)
    placed = {hard: sum(sum(counted.values()) for (name, who), counted in tally.places.items()
                        if who == hard) for hard in (True, False)}
    turns = [sum(1 for move in game.decisions if move.seat == seat
                 and move.prompt in (Prompt.PLACE, Prompt.RECOVER)) for seat in (0, 1)]
    assert (placed[True], placed[False]) == (turns[0], turns[1])


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
