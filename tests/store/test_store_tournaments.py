"""Tournaments stored (migrations 0012 and 0013): every step that must happen once is a
write that succeeds once, so a step run again after a restart changes nothing; what
the bot owes Discord stays owed until it is marked done; on PostgreSQL too."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from store_helpers import a_game

from store import Database
from store.database import INTEGRITY_ERRORS
from store.tournaments import _OWED, ANNOUNCE, CLOSE, SEAT, TournamentRepository


@pytest.fixture
async def db(migrated_database_url: str) -> AsyncIterator[Database]:
    database = await Database.open(migrated_database_url)
    yield database
    await database.close()


async def _event(db: Database, players: tuple[int, ...] = (7, 8)) -> int:
    repo = TournamentRepository(db)
    async with db.transaction() as conn:
        tournament_id = await repo.insert(
            conn, guild_id=1, channel_id=10, host_id=7, game_kind="a-game",
            options={"seats": "challenger_first"}, format="swiss", rounds=3,
            round_seconds=3600.0, seats=2, best_of=1, rated=False, cap=None, minimum=2,
            starts_at=None, manager_role_id=None, now=5.0)
        for player in players:
            await repo.add_entrant(conn, tournament_id, player, 0.0, 6.0)
    return tournament_id


async def _round_one(db: Database, tournament_id: int) -> int:
    repo = TournamentRepository(db)
    async with db.transaction() as conn:
        await repo.insert_round(conn, tournament_id, 1, now=10.0, deadline=3610.0, byes=(),
                                slots=None)
        return await repo.insert_table(conn, tournament_id, 1, 0, (7, 8))


async def test_a_tournament_is_found_again_as_it_was_stored(db: Database) -> None:
    tournament_id = await _event(db)
    row = await TournamentRepository(db).get(tournament_id)
    assert row is not None
    assert (row.game_kind, row.format, row.rounds, row.status, row.options, row.rated) == (
        "a-game", "swiss", 3, "signup", {"seats": "challenger_first"}, False)
    assert [e.user_id for e in await TournamentRepository(db).entrants(tournament_id)] == [7, 8]


async def test_a_player_cannot_sign_up_twice(db: Database) -> None:
    tournament_id = await _event(db)
    with pytest.raises(INTEGRITY_ERRORS):
        async with db.transaction() as conn:
            await TournamentRepository(db).add_entrant(conn, tournament_id, 7, 0.0, 9.0)


async def test_a_round_cannot_be_opened_twice(db: Database) -> None:
    tournament_id = await _event(db)
    await _round_one(db, tournament_id)
    with pytest.raises(INTEGRITY_ERRORS):
        async with db.transaction() as conn:
            await TournamentRepository(db).insert_round(conn, tournament_id, 1, now=20.0,
                                                        deadline=99.0, byes=(), slots=None)


async def test_a_table_cannot_be_paired_twice(db: Database) -> None:
    tournament_id = await _event(db)
    await _round_one(db, tournament_id)
    with pytest.raises(INTEGRITY_ERRORS):
        async with db.transaction() as conn:
            await TournamentRepository(db).insert_table(conn, tournament_id, 1, 0, (8, 7))


async def test_a_table_gets_one_game_and_one_result(db: Database) -> None:
    tournament_id = await _event(db)
    table_id = await _round_one(db, tournament_id)
    repo = TournamentRepository(db)
    first, second = await a_game(db), await a_game(db, channel_id=11)
    async with db.transaction() as conn:
        assert await repo.set_game(conn, table_id, first)
        assert not await repo.set_game(conn, table_id, second)
        assert await repo.set_result(conn, table_id, [1, 2], [30, 20], 50.0)
        assert not await repo.set_result(conn, table_id, [2, 1], [0, 0], 60.0)
    table = await repo.table(table_id)
    assert table is not None
    assert (table.game_id, table.places, table.scores) == (first, (1, 2), (30, 20))


async def test_the_first_thread_chosen_for_a_table_stays(db: Database) -> None:
    tournament_id = await _event(db)
    table_id = await _round_one(db, tournament_id)
    repo = TournamentRepository(db)
    await repo.place_table(table_id, 500, 10)
    assert (await repo.place_table(table_id, 501, 10)).channel_id == 500


async def test_a_change_made_from_a_stale_version_is_refused(db: Database) -> None:
    tournament_id = await _event(db)
    repo = TournamentRepository(db)
    stale = await repo.get(tournament_id)
    assert stale is not None
    async with db.transaction() as conn:
        assert await repo.update(conn, stale, status="running")
        assert not await repo.update(conn, stale, status="cancelled")
    assert (await repo.get(tournament_id)).status == "running"


async def test_each_reminder_is_marked_once(db: Database) -> None:
    tournament_id = await _event(db)
    await _round_one(db, tournament_id)
    repo = TournamentRepository(db)
    assert await repo.mark_reminded(tournament_id, 1, 1)
    assert not await repo.mark_reminded(tournament_id, 1, 1)
    assert await repo.mark_reminded(tournament_id, 1, 2)


async def _running(db: Database, tournament_id: int, status: str = "running") -> None:
    repo = TournamentRepository(db)
    row = await repo.get(tournament_id)
    async with db.transaction() as conn:
        assert await repo.update(conn, row, status=status)


async def _seated(db: Database) -> int:
    """A running tournament whose round 1 has its game: only its announcement is owed."""
    tournament_id = await _event(db)
    table_id = await _round_one(db, tournament_id)
    await _running(db, tournament_id)
    game_id = await a_game(db)
    async with db.transaction() as conn:
        await TournamentRepository(db).set_game(conn, table_id, game_id)
    return tournament_id


async def test_a_round_is_owed_its_announcement_until_it_is_marked_once(db: Database) -> None:
    tournament_id = await _seated(db)
    repo = TournamentRepository(db)
    assert await repo.owed() == [(tournament_id, ANNOUNCE)]
    assert [r.number for r in await repo.unannounced(tournament_id)] == [1]
    assert await repo.mark_announced(tournament_id, 1)
    assert not await repo.mark_announced(tournament_id, 1)
    assert await repo.owed() == []
    assert (await repo.rounds(tournament_id))[0].announced


async def test_a_round_is_not_announced_while_a_table_waits_for_its_game(db: Database) -> None:
    tournament_id = await _event(db)
    await _round_one(db, tournament_id)
    await _running(db, tournament_id)
    repo = TournamentRepository(db)
    assert await repo.owed() == [(tournament_id, ANNOUNCE), (tournament_id, SEAT)]
    assert await repo.unannounced(tournament_id) == []


async def test_an_ended_tournament_is_owed_its_last_message_until_it_is_closed_out(
        db: Database) -> None:
    tournament_id = await _seated(db)
    await _running(db, tournament_id, "cancelled")  # before its round was announced
    repo = TournamentRepository(db)
    assert await repo.owed() == [(tournament_id, CLOSE)]
    await repo.mark_closed_out(tournament_id)
    assert await repo.owed() == []
    assert (await repo.get(tournament_id)).closed_out
    assert (await repo.rounds(tournament_id))[0].announced  # out of the index too


@pytest.mark.parametrize("migrated_database_url", ["sqlite"], indirect=True)  # PostgreSQL's plan
async def test_what_is_owed_is_found_through_indexes_of_what_is_owed_alone(db: Database) -> None:
    # follows the statistics of real tables, not those of a test's few rows
    plan = [row[3] for row in await db.fetch_all("EXPLAIN QUERY PLAN " + _OWED)]
    reads = [step for step in plan if step.startswith(("SCAN", "SEARCH"))]
    assert reads and all("USING" in step and "tournaments_by_status" not in step
                         for step in reads), plan
    assert any("tournament_rounds_unannounced" in step for step in reads)
    assert any("tournaments_closing" in step for step in reads)
