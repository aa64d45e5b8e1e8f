"""Game rows: the database itself keeps one active game per channel and checks versions."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import pytest

from store import ActiveGameExists, Database, GameRepository, NewGame, SeatRow
from store.database import INTEGRITY_ERRORS
from store.stats import Outcome, StatsRepository


@pytest.fixture
async def db(migrated_database_url: str) -> AsyncIterator[Database]:
    database = await Database.open(migrated_database_url)
    yield database
    await database.close()


def _game(channel_id: int = 10, players: tuple[int, int] = (1, 2)) -> NewGame:
    return NewGame(
        game_kind="test", guild_id=5, channel_id=channel_id, seed=42, computer_seed=77,
        record='{"moves": []}',
        seats=[SeatRow(0, players[0]), SeatRow(1, players[1], computer_level=3)],
        turn=0, to_move=0, scores=[0, 0], now=100.0, options={"sides": "A"},
    )


async def _insert(db: Database, game: NewGame) -> int:
    async with db.transaction() as conn:
        return await GameRepository(db).insert(conn, game)


async def test_a_game_round_trips_with_its_seats(db: Database) -> None:
    game_id = await _insert(db, _game())
    row = await GameRepository(db).get(game_id)
    assert row is not None
    assert row.seats == (SeatRow(0, 1), SeatRow(1, 2, 3))
    assert (row.seed, row.computer_seed) == (42, 77)


async def test_the_deal_and_the_computers_secret_stay_out_of_a_games_printed_form(
        db: Database) -> None:
    game = _game()
    row = await GameRepository(db).get(await _insert(db, game))
    for printed in (repr(row), repr(game)):
        assert "seed" not in printed and "77" not in printed and "42" not in printed
        assert "record" not in printed and "moves" not in printed
        assert "game_kind='test'" in printed
    assert row.seats[1].is_computer and row.has_computer
    assert (row.seat_of(2), row.seat_of(99), row.user_at(0)) == (1, None, 1)
    assert (row.status, row.version, row.options, row.pending) == ("active", 1, {"sides": "A"}, [])
    assert await GameRepository(db).active_in_channel(10) == row
    assert await GameRepository(db).active_for_user(2, guild_id=5) == [row]
    assert await GameRepository(db).active_for_user(2, guild_id=6) == []


async def test_the_answers_held_for_a_draft_stay_out_of_a_games_printed_form(
        db: Database) -> None:
    row = await GameRepository(db).get(await _insert(db, _game()))
    async with db.transaction() as conn:
        assert await GameRepository(db).save_state(
            conn, row.id, row.version, record=row.record, pending=[], turn=0, to_move=0,
            scores=[0, 0], now=1.0, moved=False, held={1: "B27"})
    held = await GameRepository(db).get(row.id)
    assert held.held == {1: "B27"}  # kept, as a restart needs
    assert "B27" not in repr(held) and "held" not in repr(held)


async def test_a_channel_holds_one_active_game(db: Database) -> None:
    first = await _insert(db, _game(players=(1, 2)))
    with pytest.raises(ActiveGameExists):
        await _insert(db, _game(players=(3, 4)))
    await _insert(db, _game(channel_id=11, players=(3, 4)))
    async with db.transaction() as conn:
        assert await GameRepository(db).end(conn, first, 1, status="finished",
                                            end_reason="completed", winners=[0], now=200.0)
    await _insert(db, _game(players=(3, 4)))


async def test_the_unique_active_game_is_the_databases_rule_not_the_codes(db: Database) -> None:
    await _insert(db, _game())
    async with db.transaction() as conn:
        await conn.execute("UPDATE games SET status = 'finished', end_reason = 'completed'")
    await _insert(db, _game())
    with pytest.raises(INTEGRITY_ERRORS):
        async with db.transaction() as conn:
            await conn.execute("UPDATE games SET status = 'active', end_reason = NULL")


async def test_a_write_at_an_old_version_changes_nothing(db: Database) -> None:
    repo = GameRepository(db)
    game_id = await _insert(db, _game())
    state = {"record": '{"moves": [1]}', "pending": [], "turn": 1, "to_move": 1,
             "scores": [3, 0], "now": 150.0, "moved": True}
    async with db.transaction() as conn:
        assert await repo.save_state(conn, game_id, 1, **state)
    async with db.transaction() as conn:
        assert not await repo.save_state(conn, game_id, 1, **{**state, "turn": 9})
        assert not await repo.end(conn, game_id, 1, status="aborted", end_reason="aborted",
                                  winners=[], now=160.0)
    row = await repo.get(game_id)
    assert row is not None
    assert (row.version, row.turn, row.scores, row.status, row.last_move_at) == (
        2, 1, [3, 0], "active", 150.0)


async def test_a_selection_does_not_restart_the_inactivity_clock(db: Database) -> None:
    repo = GameRepository(db)
    game_id = await _insert(db, _game())
    async with db.transaction() as conn:
        assert await repo.save_state(conn, game_id, 1, record="{}", pending=[4], turn=0,
                                     to_move=0, scores=[0, 0], now=500.0, moved=False)
    row = await repo.get(game_id)
    assert row is not None
    assert (row.pending, row.updated_at, row.last_move_at) == ([4], 500.0, 100.0)
    assert [r.id for r in await repo.waiting_since(101.0)] == [game_id]
    assert await repo.waiting_since(99.9) == []


async def test_a_failed_transaction_is_rolled_back(db: Database) -> None:
    with pytest.raises(RuntimeError):
        async with db.transaction() as conn:
            await GameRepository(db).insert(conn, _game())
            raise RuntimeError("boom")
    assert await GameRepository(db).all_ids() == []


async def test_stats_lines_add_up_per_pool(db: Database) -> None:
    stats = StatsRepository(db)
    for outcome in (Outcome(1, True, False, 27.0, 8.0), Outcome(1, True, True, 26.0, 7.0),
                    Outcome(1, False, False, None, None)):
        async with db.transaction() as conn:
            await stats.add_results(conn, guild_id=5, game_kind="test", pool="human",
                                    outcomes=[outcome], now=1.0)
    line = await stats.get(5, 1, "test", "human")
    assert line is not None
    assert (line.games_played, line.wins, line.ties, line.losses) == (3, 1, 1, 1)
    assert (line.rating_mu, line.rating_sigma) == (26.0, 7.0)
    assert await stats.get(5, 1, "test", "computer") is None


async def test_concurrent_readers_always_see_the_last_commit(db: Database) -> None:
    """Reads interleaved on the shared reader connection must not hold an old snapshot."""
    repo = GameRepository(db)

    async def insert_then_read(channel: int) -> None:
        game_id = await _insert(db, _game(channel_id=channel))
        assert (await repo.get(game_id)) is not None
        assert (await repo.active_in_channel(channel)) is not None

    await asyncio.gather(*(insert_then_read(channel) for channel in range(100, 300)))
    assert len(await repo.all_ids("active")) == 200
