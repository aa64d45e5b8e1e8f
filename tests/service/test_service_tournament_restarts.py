"""A restart at any moment of a tournament loses nothing, pairs nothing twice and
creates no game twice: each step is driven from the database, so a crash is
simulated by failing a step half way and running it again (in a new process's
services, on the same database)."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator, Callable

import pytest
from service_helpers import play_out
from tournament_runs import (
    PLAYERS,
    computer_plays,
    run_to_the_end,
    signed_up,
    thread_of,
)

from service import ManualClock, Place, Services
from service.amytis import GAME_KIND as AMYTIS
from store import Database
from store.tournaments import TableRow

HOUR = 3600.0


class Crash(Exception):
    """The process dies here."""


@pytest.fixture
async def restart(db_path: str, clock: ManualClock) -> AsyncIterator[Callable]:
    """Services of a new process on the same database (the old one's are left alone)."""
    opened: list[Database] = []

    async def again() -> Services:
        db = await Database.open(db_path, synchronous="NORMAL")
        opened.append(db)
        return Services.create(db, clock=clock, rng=random.Random(8), max_active_games=50)

    yield again
    for db in opened:
        await db.close()


async def _four_player_swiss(services: Services, rounds: int = 2) -> int:
    t = await signed_up(services, PLAYERS[:4], game_kind=AMYTIS, format="swiss", rounds=rounds,
                        round_seconds=4 * HOUR)
    return t.id


async def test_a_restart_between_two_games_ends_loses_nothing(
        services: Services, restart) -> None:
    tournament_id = await _four_player_swiss(services)
    first, second = await services.tournaments.start_tables(tournament_id, thread_of)
    await computer_plays(services, first.id)
    after = await restart()
    await computer_plays(after, second.id)
    assert [r.number for r in await after.tournaments.rounds(tournament_id)] == [1, 2]
    await run_to_the_end(after, tournament_id)
    tables = await after.tournaments.repo.tables(tournament_id)
    assert len(tables) == 4 and all(table.is_over for table in tables)


async def test_a_crash_mid_pairing_leaves_no_half_round_and_the_retry_pairs_it_once(
        services: Services, restart, monkeypatch: pytest.MonkeyPatch) -> None:
    tournament_id = await _four_player_swiss(services)
    first, second = await services.tournaments.start_tables(tournament_id, thread_of)
    await computer_plays(services, first.id)
    insert_table = services.tournaments.repo.insert_table

    async def die_on_the_second_table(conn, tid, number, index, *args, **kwargs):
        if number == 2 and index == 1:
            raise Crash
        return await insert_table(conn, tid, number, index, *args, **kwargs)

    monkeypatch.setattr(services.tournaments.repo, "insert_table", die_on_the_second_table)
    with pytest.raises(Crash):
        await computer_plays(services, second.id)
    assert len(await services.tournaments.rounds(tournament_id)) == 1
    assert (await services.games.get(second.id)).is_active  # its end waits with the pairing
    after = await restart()
    await computer_plays(after, second.id)
    rounds = await after.tournaments.rounds(tournament_id)
    assert [r.number for r in rounds] == [1, 2]
    assert len(await after.tournaments.pairings(tournament_id, 2)) == 2


async def test_recording_a_game_s_end_again_changes_nothing(services: Services) -> None:
    tournament_id = await _four_player_swiss(services)
    first, second = await services.tournaments.start_tables(tournament_id, thread_of)
    await computer_plays(services, first.id)
    ended = await computer_plays(services, second.id)
    before = await services.tournaments.repo.tables(tournament_id)
    async with services.games.db.transaction() as conn:
        await services.tournaments.game_ended_in(conn, ended, status="finished",
                                                 reason="forfeit", winners=[0])
    assert await services.tournaments.repo.tables(tournament_id) == before
    assert len(await services.tournaments.rounds(tournament_id)) == 2


async def test_seating_the_tables_again_creates_no_second_game(services: Services) -> None:
    tournament_id = await _four_player_swiss(services)
    created = await services.tournaments.start_tables(tournament_id, thread_of)
    assert await services.tournaments.start_tables(tournament_id, thread_of) == []
    assert len(created) == 2 and len(await services.games.repo.all_ids()) == 2


async def test_a_crash_after_a_thread_was_opened_reuses_that_thread(
        services: Services, restart, monkeypatch: pytest.MonkeyPatch) -> None:
    tournament_id = await _four_player_swiss(services)
    opened: list[int] = []

    async def open_thread(table: TableRow) -> Place:
        opened.append(table.id)
        return await thread_of(table)

    async def die(*args, **kwargs):
        raise Crash

    monkeypatch.setattr(services.games, "create_in", die)
    with pytest.raises(Crash):
        await services.tournaments.start_tables(tournament_id, open_thread)
    after = await restart()
    created = await after.tournaments.start_tables(tournament_id, open_thread)
    assert len(created) == 2 and len(opened) == 2 == len(set(opened))
    (table,) = [t for t in await after.tournaments.pairings(tournament_id) if t.id == opened[0]]
    assert (await after.games.get(table.game_id)).channel_id == table.channel_id


async def test_a_crash_at_the_deadline_is_finished_by_the_next_sweep(
        services: Services, clock: ManualClock, restart,
        monkeypatch: pytest.MonkeyPatch) -> None:
    tournament_id = await _four_player_swiss(services, rounds=1)
    played, late = await services.tournaments.start_tables(tournament_id, thread_of)
    await computer_plays(services, played.id)
    await play_out(services, late.id, turns=28)  # the computer at `normal` finishes it
    clock.advance(4 * HOUR)

    async def die(game_id: int):
        raise Crash

    monkeypatch.setattr(services.turns, "play_computer", die)
    with pytest.raises(Crash):
        await services.tournaments.sweep()
    after = await restart()
    await after.tournaments.sweep()
    assert (await after.tournaments.get(tournament_id)).status == "finished"
    results = await after.tournaments.results(tournament_id)
    assert sum(row.games for row in results.standings) == 4


async def test_the_sweeper_runs_the_tournaments_under_its_lease(
        services: Services, clock: ManualClock, restart) -> None:
    tournament_id = await _four_player_swiss(services, rounds=1)
    await services.tournaments.start_tables(tournament_id, thread_of)
    clock.advance(2 * HOUR)
    other = await restart()
    assert len((await services.sweeper.sweep()).tournaments.reminders) == 2
    assert (await other.sweeper.sweep()).tournaments.reminders == []
