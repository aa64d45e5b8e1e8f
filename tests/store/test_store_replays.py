"""Replays kept per game and language: stored whole, found again byte for byte (on
PostgreSQL too, where they are BYTEA), replaced by newer drawing code's, and gone
with their game."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from store_helpers import a_game

from store import Database
from store.replays import ReplayRepository, ReplayRow

IMAGE = bytes(range(256)) * 40
"""Every byte value, NUL included: an image is bytes, not text."""


@pytest.fixture
async def db(migrated_database_url: str) -> AsyncIterator[Database]:
    database = await Database.open(migrated_database_url)
    yield database
    await database.close()


async def test_a_replay_is_found_again_byte_for_byte_in_its_language(db: Database) -> None:
    game_id = await a_game(db)
    replay = ReplayRow(game_id, "fr", "1", "webp", IMAGE, 61.5, 1234.5)
    await ReplayRepository(db).save(replay)
    assert await ReplayRepository(db).get(game_id, "fr") == replay
    assert await ReplayRepository(db).get(game_id, "en") is None


async def test_a_newer_drawing_replaces_the_old_one(db: Database) -> None:
    game_id = await a_game(db)
    repo = ReplayRepository(db)
    await repo.save(ReplayRow(game_id, "en", "1", "webp", IMAGE, 60.0, 1.0))
    await repo.save(ReplayRow(game_id, "en", "2", "webp", b"new", 30.0, 2.0))
    assert await repo.get(game_id, "en") == ReplayRow(game_id, "en", "2", "webp", b"new", 30.0,
                                                      2.0)


async def test_a_replay_goes_with_its_game(db: Database) -> None:
    game_id = await a_game(db)
    await ReplayRepository(db).save(ReplayRow(game_id, "en", "1", "webp", IMAGE, 60.0, 1.0))
    async with db.transaction() as conn:
        await conn.execute("DELETE FROM game_seats WHERE game_id = ?", (game_id,))
        await conn.execute("DELETE FROM games WHERE id = ?", (game_id,))
    assert await ReplayRepository(db).get(game_id, "en") is None
