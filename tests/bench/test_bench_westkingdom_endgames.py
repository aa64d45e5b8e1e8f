"""``bench/westkingdom_endgames.py``: logged games of the strength bench taken up where
`hard`'s seat first starts a turn near the end, and played on from there by `hard` and
its variants on the same seeds."""

from __future__ import annotations

import json
import random

from bench.westkingdom_endgames import main, position, rows, start_of_ending
from engine.westkingdom import Game, to_record
from engine.westkingdom.ai import LEVELS, Level, SearchSettings
from engine.westkingdom.ai.evaluation import empty_spaces
from engine.westkingdom.ai.policies import TURN_STARTS, normal_option

TINY = SearchSettings(iterations=(2, 2, 2, 2), tail=0)


def _logged(seed: int, index: int = 1, margin: float = 4.0) -> dict:
    """A strength log's record of `hard` at ``farmer-2`` in seat ``index mod 2``: a game
    played to its end by uniformly random answers, the Guildhall taken whenever it is
    offered so that it ends."""
    rng = random.Random(seed)
    game = Game.new(seed, 2)
    while not game.is_over:
        options = game.decision.options
        game.decide("guildhall" if "guildhall" in options else rng.choice(options))
    return {"table": "farmer-2", "seed": seed, "index": index, "budget": 0.0,
            "margin": margin, "record": to_record(game)}


def test_an_ending_starts_at_the_seats_first_turn_with_so_few_spaces_empty():
    record = _logged(4)
    start = start_of_ending(record, 5)
    game = position(record, start)
    assert game.decision.player == 1 and game.decision.prompt in TURN_STARTS
    assert empty_spaces(game) <= 5
    earlier = [position(record, played) for played in range(start)]
    assert all(empty_spaces(g) > 5 for g in earlier
               if g.decision.player == 1 and g.decision.prompt in TURN_STARTS)


def test_a_game_that_ends_before_its_seat_sees_so_few_spaces_has_no_ending():
    record = _logged(4)
    record["record"]["decisions"] = record["record"]["decisions"][:10]
    assert start_of_ending(record, 0) is None


def test_every_player_plays_on_from_the_logged_position(tmp_path, capsys, monkeypatch):
    monkeypatch.setitem(LEVELS, "hard", Level("hard", normal_option, TINY, 60.0))
    source, log = tmp_path / "strength.jsonl", tmp_path / "endings.jsonl"
    logged = [_logged(4), _logged(6, margin=90.0)]
    source.write_text("".join(json.dumps(r) + "\n" for r in logged))
    main(["--source", str(source), "--table", "farmer-2", "--spaces", "3", "--contested",
          "20", "--variant", 'wide={"iterations": [2, 2, 2, 2], "tail": 0, "width": 3}',
          "--jobs", "1", "--log", str(log)])
    endings = [json.loads(line) for line in log.read_text().splitlines()]
    assert sorted(e["player"] for e in endings) == ["hard", "wide"]
    start = start_of_ending(logged[0], 3)
    prefix = logged[0]["record"]["decisions"][:start]
    for ending in endings:
        assert ending["seed"] == 4 and ending["decisions"] == start
        assert ending["record"]["decisions"][:start] == prefix
        assert not ending["stopped"]
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("1 positions of farmer-2 (3 spaces or fewer empty, games "
                             "within 20 points)")
    assert [line.split(" | ")[:2] for line in out[-2:]] == [["| hard", "1"], ["| wide", "1"]]


def test_an_ending_from_another_count_of_spaces_is_played_again(tmp_path, monkeypatch):
    """The log knows an ending by where it starts: the same game taken up with 5
    spaces left is not the one taken up with 3."""
    monkeypatch.setitem(LEVELS, "hard", Level("hard", normal_option, TINY, 60.0))
    source, log = tmp_path / "strength.jsonl", tmp_path / "endings.jsonl"
    logged = _logged(4)
    source.write_text(json.dumps(logged) + "\n")
    assert start_of_ending(logged, 3) != start_of_ending(logged, 5)
    for spaces in ("3", "5", "5"):
        main(["--source", str(source), "--table", "farmer-2", "--spaces", spaces,
              "--jobs", "1", "--log", str(log)])
    starts = [json.loads(line)["decisions"] for line in log.read_text().splitlines()]
    assert starts == [start_of_ending(logged, 3), start_of_ending(logged, 5)]


def _ending(player: str, seed: int, score: float, margin: float) -> dict:
    return {"player": player, "seed": seed, "index": 0, "repeat": 0, "score": score,
            "margin": margin, "cpu": [0.1]}


def test_a_variant_is_judged_against_hard_ending_by_ending_by_result_then_margin():
    records = [_ending("hard", 1, 0.0, -3), _ending("late", 1, 1.0, 2),
               _ending("hard", 2, 1.0, 9), _ending("late", 2, 1.0, 4),
               _ending("hard", 3, 0.0, -1), _ending("late", 3, 0.0, -1),
               _ending("late", 4, 1.0, 5)]
    hard, late = rows(records, ["hard", "late"])
    assert hard.startswith("| hard | 3 | 33.3% |") and hard.endswith("| – | – |")
    assert late.startswith("| late | 3 | 66.7% |") and late.endswith("| 1 – 1 | 1.00 |")
