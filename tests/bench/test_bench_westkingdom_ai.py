"""The West Kingdom strength benchmark's variants: a hard player with other search
settings, seated under its own name and logged with the settings it played."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest

from bench.westkingdom_ai import PLAYERS, main, variant, win_share
from engine.westkingdom.ai import LEVELS
from engine.westkingdom.moves import PlayerScore, Result


@pytest.fixture(autouse=True)
def only_the_real_levels():
    """Each test seats its own variants; none outlives it."""
    yield
    for name in [name for name in LEVELS if name not in PLAYERS]:
        del LEVELS[name]


def test_a_variant_is_hard_with_only_the_fields_it_names_changed():
    deep = variant('deep={"own_turns": 3, "iterations": [80, 48, 36, 30]}')
    hard = LEVELS["hard"]
    assert deep.name == "deep" and deep.answer is hard.answer and deep.cap_s == hard.cap_s
    assert deep.search.own_turns == 3 and deep.search.iterations == (80, 48, 36, 30)
    assert deep.search.exploration == hard.search.exploration


@pytest.mark.parametrize(("spec", "says"), [
    ("hard={}", "a new word"),
    ("two-words={}", "a new word"),
    ("deep={own_turns: 3}", "not JSON"),
    ('deep={"depth": 3}', "JSON object of"),
    ("deep=[3]", "JSON object of"),
])
def test_a_bad_variant_is_refused_with_what_is_wrong(spec, says):
    with pytest.raises(ValueError, match=says):
        variant(spec)


def test_the_command_refuses_a_bad_variant_in_one_line(capsys):
    with pytest.raises(SystemExit) as stopped:
        main(["--variant", "deep={", "--pairing", "deep-normal"])
    assert stopped.value.code == 2
    assert "variant deep: not JSON" in capsys.readouterr().err.splitlines()[-1]


def test_a_variant_plays_its_games_and_its_record_keeps_its_settings(tmp_path, capsys):
    log = tmp_path / "tiny.jsonl"
    main(["--variant", 'tiny={"iterations": [2, 2, 2, 2]}', "--pairing", "tiny-normal",
          "--games", "1", "--seed", "5", "--log", str(log)])
    record = json.loads(log.read_text())
    assert record["pairing"] == "tiny-normal"
    assert record["variants"]["tiny"]["iterations"] == [2, 2, 2, 2]
    assert capsys.readouterr().out.splitlines()[-1].startswith("| tiny vs normal | 2 | 1 |")


def _score(total: int, virtue: int, silver: int) -> PlayerScore:
    return PlayerScore(total, 0, 0, 0, 0, 0, 0, virtue, silver)


def test_a_win_is_the_best_total_then_virtue_then_silver_and_a_tie_is_shared():
    """The engine's winners, also for a game the turn limit stopped (not over, so its
    result names no winners): seat 0 has the best total; seats 1 and 2 tie below it."""
    players = (_score(30, 1, 0), _score(29, 9, 5), _score(29, 9, 5), _score(29, 9, 4))
    stopped = SimpleNamespace(result=lambda: Result(False, players, ()))
    assert [win_share(stopped, seat) for seat in range(4)] == [1.0, 0.0, 0.0, 0.0]
    tied = (_score(29, 9, 5), _score(29, 9, 5), _score(29, 8, 9), _score(28, 20, 20))
    stopped = SimpleNamespace(result=lambda: Result(False, tied, ()))
    assert [win_share(stopped, seat) for seat in range(4)] == [0.5, 0.5, 0.0, 0.0]
    by_silver = (_score(29, 9, 4), _score(29, 9, 5))
    stopped = SimpleNamespace(result=lambda: Result(False, by_silver, ()))
    assert [win_share(stopped, seat) for seat in range(2)] == [0.0, 1.0]
