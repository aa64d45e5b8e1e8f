"""Reviews kept per seat of a game: stored whole, found again, replaced by a newer
judge's, and gone with their game."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from store_helpers import a_game

from store import Database
from store.reviews import ReviewRepository, ReviewRow

JUDGEMENT = {"step": {"index": 0, "seat": 1, "turn": 1, "phase": "opening", "played": "a"},
             "best": "b", "played_points": 10.5, "best_points": 12.25, "candidates": 3,
             "samples": 8}


@pytest.fixture
async def db(migrated_database_url: str) -> AsyncIterator[Database]:
    database = await Database.open(migrated_database_url)
    yield database
    await database.close()


async def test_a_review_is_found_again_as_it_was_stored(db: Database) -> None:
    game_id = await a_game(db)
    review = ReviewRow(game_id, 1, "akropolis:1", [JUDGEMENT], 1234.5)
    await ReviewRepository(db).save(review)
    assert await ReviewRepository(db).get(game_id, 1) == review
    assert await ReviewRepository(db).get(game_id, 0) is None


async def test_a_newer_judges_review_replaces_the_old_one(db: Database) -> None:
    game_id = await a_game(db)
    repo = ReviewRepository(db)
    await repo.save(ReviewRow(game_id, 1, "v1", [JUDGEMENT], 1.0))
    await repo.save(ReviewRow(game_id, 1, "v2", [], 2.0))
    assert await repo.get(game_id, 1) == ReviewRow(game_id, 1, "v2", [], 2.0)


async def test_a_review_goes_with_its_game(db: Database) -> None:
    game_id = await a_game(db)
    await ReviewRepository(db).save(ReviewRow(game_id, 0, "v1", [], 1.0))
    async with db.transaction() as conn:
        await conn.execute("DELETE FROM game_seats WHERE game_id = ?", (game_id,))
        await conn.execute("DELETE FROM games WHERE id = ?", (game_id,))
    assert await ReviewRepository(db).get(game_id, 0) is None
