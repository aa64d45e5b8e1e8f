"""``bench/game_logs.py``: a benchmark log reads back what was appended, in order,
plain or compressed."""

from __future__ import annotations

import gzip

import pytest

from bench.game_logs import append_log, read_log

GAMES = [{"index": 0, "score": 1.0}, {"index": 1, "score": 0.5, "record": {"seats": 2}}]


def test_a_missing_log_holds_no_games(tmp_path):
    assert read_log(tmp_path / "none.jsonl") == []
    assert read_log(None) == []


@pytest.mark.parametrize("name", ["games.jsonl", "games.jsonl.gz"])
def test_a_log_reads_back_the_games_appended_in_order(tmp_path, name):
    path = tmp_path / name
    for game in GAMES:
        append_log(path, game)
    assert read_log(path) == GAMES


def test_a_gz_log_is_stored_compressed_and_written_whole_without_a_leftover(tmp_path):
    path = tmp_path / "games.jsonl.gz"
    for game in GAMES:
        append_log(path, game)
    assert gzip.decompress(path.read_bytes()).decode().count("\n") == 2
    assert [p.name for p in tmp_path.iterdir()] == ["games.jsonl.gz"]


def test_the_same_games_compress_to_the_same_bytes(tmp_path):
    first, second = tmp_path / "a.jsonl.gz", tmp_path / "b.jsonl.gz"
    for path in (first, second):
        for game in GAMES:
            append_log(path, game)
    assert first.read_bytes() == second.read_bytes()
