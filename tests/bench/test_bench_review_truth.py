"""The benchmark that checks the review's judge: it prints, for every game, the share
of named decisions its playouts confirm and the calibration of "expected at the end"
by stage; a named decision is confirmed only with the same sign and within two
combined standard errors; bad arguments are one line and a non-zero exit."""

from __future__ import annotations

import math
import random
import re

import pytest

from bench.review_truth.cli import main, options
from bench.review_truth.games import KINDS, Table
from bench.review_truth.report import calibration, cost_rows
from bench.review_truth.run import Rejudged, Reviewed, spread
from bench.review_truth.truth import Estimate
from engine.review import PHASES, Judgement, Step

TINY = ["--games", "1", "--steps", "1", "--samples-factor", "0.25", "--levels", "easy",
        "--every", "--seed", "16"]
"""One game of each, two seats where a game has a choice, its last decision judged:
about 2 s of CPU."""


def test_the_command_prints_every_games_confirmed_share_and_calibration_by_stage(capsys):
    assert main(TINY) == 0
    out = capsys.readouterr().out
    for name in KINDS:
        for judged in ("first", "final"):  # the first summary is checked as the refined one
            row = (rf"^\| {name} \| {judged} \| 1 \(\d\) \| 1 \| [01] \| [01] "
                   rf"\| (\d of \d \(\d+%\)|–) \|")
            assert re.search(row, out, re.MULTILINE)
            stages = re.findall(rf"^\| {name} \| {judged} \| (\w+) \| (\d+) \| ([\d.]+|–) "
                                rf"\| ([\d.]+%|–) \|", out, re.MULTILINE)
            assert [stage for stage, *_ in stages] == list(PHASES)
            assert stages[-1][1] != "0" and stages[-1][2] != "–"  # the last decision: the end
    assert "playout policy: amytis quick" in out


def _rejudged(cost: float, cost_se: float, difference: float, difference_se: float) -> Rejudged:
    step = Step(3, 0, 4, "middle", "1:2")
    judgement = Judgement(step, "3:4", 50.0, 50.0 + cost, 2, 16)
    estimate = Estimate(64, 50.0, 1.0, 50.0 + difference, 1.0, difference, difference_se)
    return Rejudged(judgement, "mistake", cost, cost_se, estimate, 0.0)


def test_a_named_decision_is_confirmed_within_two_combined_standard_errors_of_the_same_sign():
    assert _rejudged(9.0, 1.5, 5.0, 2.0).confirmed  # 4 off, two SE of 2.5 is 5
    assert not _rejudged(9.0, 1.5, 3.0, 2.0).confirmed  # 6 off
    assert not _rejudged(2.0, 3.0, -1.0, 1.0).confirmed  # within, but the other sign


def test_calibration_says_what_noise_alone_would_give_beside_the_error_found():
    judgement = Judgement(Step(3, 0, 4, "middle", "1:2"), "1:2", 53.0, 53.0, 2, 16,
                          played_se=3.0)
    estimate = Estimate(64, 50.0, 4.0, 50.0, 4.0, 0.0, 0.0)
    found = calibration([Rejudged(judgement, "good", 0.0, 0.0, estimate, 0.0)], "middle")
    assert (found.relative, found.signed) == (0.06, 3.0)
    assert found.floor == pytest.approx(math.sqrt(2 / math.pi) * 5.0 / 50.0)


def test_a_judge_that_states_no_error_is_checked_by_the_playouts_error_alone():
    assert _rejudged(9.0, None, 5.0, 2.0).combined_se == 2.0
    assert _rejudged(9.0, None, 5.0, 2.0).confirmed
    assert not _rejudged(9.0, None, 4.6, 2.0).confirmed


@pytest.mark.parametrize("argv", [["--games", "0"], ["--samples-factor", "-1"],
                                  ["--levels", "easy,expert"], ["--only", "chess"]])
def test_bad_arguments_are_said_in_one_line_with_a_non_zero_exit(argv, capsys):
    with pytest.raises(SystemExit) as exited:
        options(argv)
    assert exited.value.code == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1


def test_the_quick_preset_keeps_the_games_given():
    assert options(["--quick"]).plan.games == 1
    assert options(["--quick", "--games", "3"]).plan.games == 3


def test_a_game_that_fails_is_said_and_left_out_while_the_run_goes_on(monkeypatch, capsys):
    def review_game(name, number, plan):
        raise RuntimeError(f"{name} broke")
    monkeypatch.setattr("bench.review_truth.cli.review_game", review_game)
    assert main(["--games", "2", "--only", "amytis"]) == 0
    captured = capsys.readouterr()
    assert "2 game(s) FAILED and are left out of the tables, the first: amytis #0: " \
           "RuntimeError: amytis broke" in captured.out
    assert "| amytis | final | 0 () | 0 | 0 | 0 | – |" in captured.out
    assert captured.err.splitlines() == ["1/2 amytis #0 failed: RuntimeError: amytis broke",
                                         "2/2 amytis #1 failed: RuntimeError: amytis broke"]


def test_a_west_kingdom_playout_stops_where_the_judges_stated_policy_stops(monkeypatch):
    monkeypatch.setattr("engine.westkingdom.review.PLAYOUT_TURNS", 3)
    kind = KINDS["westkingdom"]
    game = kind.new(Table(5, ("normal", "normal")))
    kind.play_out(game, "finisher", random.Random(5))
    assert (game.is_over, game.turn) == (False, 6)


def test_a_run_split_by_start_is_reported_whole_from_its_logs(tmp_path, capsys):
    tiny = [*TINY, "--only", "akropolis-solo"]
    assert main([*tiny, "--log", str(tmp_path / "a.jsonl")]) == 0
    whole = capsys.readouterr().out
    assert main([*tiny, "--start", "1", "--log", str(tmp_path / "b.jsonl")]) == 0
    capsys.readouterr()
    assert main(["--report", str(tmp_path / "a.jsonl"), "--only", "akropolis-solo"]) == 0
    alone = capsys.readouterr().out
    assert main(["--report", str(tmp_path / "a.jsonl"), str(tmp_path / "b.jsonl"),
                 "--only", "akropolis-solo"]) == 0
    both = capsys.readouterr().out
    tables = whole[whole.index("| game |"):]
    assert alone.endswith(tables)
    assert "| akropolis-solo | final | 2 (1) |" in both


def _reviewed(seats: int, decisions: int, first: float, refine: float) -> Reviewed:
    return Reviewed("westkingdom", seats, Table(seats, ("normal",) * seats), 0,
                    ["good"] * decisions, ["good"] * decisions, [],
                    {"review": first, "refine": refine})


def test_the_cost_of_one_seats_review_is_given_by_table_size():
    games = [_reviewed(2, 70, 45.0, 300.0), _reviewed(2, 60, 50.0, 400.0),
             _reviewed(4, 47, 110.0, 500.0)]
    assert cost_rows("westkingdom", games) == [
        "| westkingdom | 2 | 2 | 65 | 47.5 / 50.0 | 350.0 / 400.0 |",
        "| westkingdom | 4 | 1 | 47 | 110.0 / 110.0 | 500.0 / 500.0 |"]


def test_a_report_gives_no_rows_to_a_game_its_logs_do_not_hold(tmp_path, capsys):
    log = tmp_path / "westkingdom.jsonl"
    log.write_text("\n".join(_reviewed(2, 70, 45.0, 300.0).log_lines()) + "\n")
    assert main(["--report", str(log)]) == 0
    printed = capsys.readouterr().out
    assert "| westkingdom | 2 | 1 | 70 | 45.0 / 45.0 | 300.0 / 300.0 |" in printed
    assert "| amytis |" not in printed


def test_decisions_spread_over_a_game_are_the_last_of_each_equal_part():
    assert spread(list(range(18)), 3) == [5, 11, 17]  # one in each stage
    assert spread(list(range(18)), 1) == [17]
    assert spread([0, 1], 3) == [0, 1]
    assert spread(list(range(18)), 0) == []
