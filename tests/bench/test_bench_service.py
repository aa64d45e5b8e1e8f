"""The service benchmark's several processes: games driven by two spawned processes,
some by both at once, store each acknowledged move once; its audit catches a move
acknowledged twice or acknowledged but not stored; and a PostgreSQL it cannot start
is said in one line."""

from __future__ import annotations

import random
import tempfile
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bench import postgres_server
from bench.service import FULL_GAMES, QUICK_GAMES, drive_in_processes, options, shares, start_games
from bench.service_audit import audit
from bench.service_worker import Driven, drive
from service import Services
from store import Database


@pytest.fixture
async def services(migrated_database_url: str) -> AsyncIterator[Services]:
    db = await Database.open(migrated_database_url, synchronous="NORMAL")
    yield Services.create(db, rng=random.Random(3))
    await db.close()


async def test_two_processes_store_every_acknowledged_move_once_contested_games_included(
    migrated_database_url: str, services: Services
) -> None:
    games = await start_games(services, 4, first_channel=100)
    work = shares(migrated_database_url, games, games[:2], 2, think=0.0, seed=5,
                  synchronous="NORMAL")
    driven = drive_in_processes(work)  # the parent waits, as the benchmark does
    assert [d.error for d in driven] == ["", ""]
    checked = await audit(services, games, driven)
    assert checked.failures == []
    assert checked.finished == 4
    assert checked.stored == checked.acknowledged == sum(len(d.acks) for d in driven)
    assert (checked.lost, checked.duplicated, checked.unacknowledged) == (0, 0, 0)
    acknowledged_games = [{game for game, _, _ in d.acks} for d in driven]
    assert acknowledged_games[0] >= {games[2]} and acknowledged_games[1] >= {games[3]}


async def _played_alone(url: str, services: Services) -> tuple[list[int], Driven]:
    games = await start_games(services, 1, first_channel=200)
    [share] = shares(url, games, [], 1, think=0.0, seed=6, synchronous="NORMAL")
    return games, await drive(share)


async def test_the_audit_counts_a_turn_acknowledged_twice_as_duplicated(
    migrated_database_url: str, services: Services
) -> None:
    games, driven = await _played_alone(migrated_database_url, services)
    other = Driven(1, acks=[driven.acks[5]])
    checked = await audit(services, games, [driven, other])
    assert (checked.duplicated, checked.lost) == (1, 0)
    assert checked.failures == [f"game {games[0]}: turn 5 stored {driven.acks[5][2]}, "
                                f"acknowledged {[driven.acks[5][2]] * 2}"]


async def test_the_audit_counts_an_acknowledged_move_missing_from_the_record_as_lost(
    migrated_database_url: str, services: Services
) -> None:
    games, driven = await _played_alone(migrated_database_url, services)
    turns = len(driven.acks)
    other = Driven(1, acks=[(games[0], turns, driven.acks[0][2])])
    checked = await audit(services, games, [driven, other])
    assert (checked.duplicated, checked.lost) == (0, 1)
    assert checked.failures == [f"game {games[0]}: turn {turns} acknowledged, not stored"]


def test_a_postgresql_that_cannot_start_is_said_in_one_line_and_leaves_nothing(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(postgres_server, "PG_BIN", tmp_path / "nowhere")
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    with (pytest.raises(postgres_server.ServerUnavailable) as refused,
          postgres_server.throwaway_server()):
        pytest.fail("no server can have started")
    assert "\n" not in str(refused.value)
    assert str(refused.value).startswith("cannot ")
    assert f"{tmp_path / 'nowhere'}" in str(refused.value)
    assert list(tmp_path.iterdir()) == []  # its temporary folder is gone


def test_the_quick_preset_measures_the_same_phases_on_fewer_games() -> None:
    quick, full = options(["--quick"]), options([])
    assert (full.games, quick.games) == (FULL_GAMES, QUICK_GAMES) and QUICK_GAMES < FULL_GAMES
    same = ("backend", "processes", "contested", "rate", "synchronous", "skip_paced")
    assert [getattr(quick, name) for name in same] == [getattr(full, name) for name in same]


def test_games_given_with_the_quick_preset_are_played_as_given() -> None:
    assert options(["--quick", "--games", "7"]).games == 7
