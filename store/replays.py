"""Replays: the animated image of a finished game, one per language (migration 0011).

The image is opaque bytes here, as a game's record is text: the store draws
nothing. A replay is written whole once drawn, and written again, over the old one,
when newer drawing code makes it anew.
"""

from __future__ import annotations

from dataclasses import dataclass

from store.database import Database


@dataclass(frozen=True)
class ReplayRow:
    """One stored replay (see the migration for each field)."""

    game_id: int
    locale: str
    drawing: str
    extension: str
    image: bytes
    seconds: float
    made_at: float


class ReplayRepository:
    """Save and find replays."""

    def __init__(self, db: Database):
        self._db = db

    async def get(self, game_id: int, locale: str) -> ReplayRow | None:
        """The stored replay of game `game_id` in `locale`, whichever drawing made it."""
        row = await self._db.fetch_one(
            "SELECT game_id, locale, drawing, extension, image, seconds, made_at FROM replays"
            " WHERE game_id = ? AND locale = ?", (game_id, locale))
        if row is None:
            return None
        return ReplayRow(row[0], row[1], row[2], row[3], bytes(row[4]), row[5], row[6])

    async def save(self, replay: ReplayRow) -> None:
        """Store a drawn replay, replacing the game's previous one in its language."""
        async with self._db.transaction() as conn:
            await conn.execute(
                "INSERT INTO replays (game_id, locale, drawing, extension, image, seconds,"
                " made_at) VALUES (?,?,?,?,?,?,?) ON CONFLICT (game_id, locale) DO UPDATE SET"
                " drawing = excluded.drawing, extension = excluded.extension,"
                " image = excluded.image, seconds = excluded.seconds,"
                " made_at = excluded.made_at",
                (replay.game_id, replay.locale, replay.drawing, replay.extension,
                 replay.image, replay.seconds, replay.made_at))
