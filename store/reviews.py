"""Reviews: the judged decisions of one seat of a finished game (migration 0009).

The judgements are opaque JSON here, as a game's record is: the store knows no
rules and no judge. A review is written whole once its first pass is complete (one
cut short by a restart leaves nothing, and is simply made again when next asked),
written again, whole, as each of its steps is refined, and over the old one when a
newer judge makes it anew.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from store.database import Database


@dataclass(frozen=True)
class ReviewRow:
    """One stored review (see the migration for each field)."""

    game_id: int
    seat: int
    judge_version: str
    judgements: list[dict[str, Any]]
    made_at: float


class ReviewRepository:
    """Save and find reviews."""

    def __init__(self, db: Database):
        self._db = db

    async def get(self, game_id: int, seat: int) -> ReviewRow | None:
        """The stored review of `seat` in game `game_id`, whichever judge made it."""
        row = await self._db.fetch_one(
            "SELECT game_id, seat, judge_version, judgements, made_at FROM reviews"
            " WHERE game_id = ? AND seat = ?", (game_id, seat))
        if row is None:
            return None
        return ReviewRow(row[0], row[1], row[2], json.loads(row[3]), row[4])

    async def save(self, review: ReviewRow) -> None:
        """Store a complete review, replacing the seat's previous one."""
        async with self._db.transaction() as conn:
            await conn.execute(
                "INSERT INTO reviews (game_id, seat, judge_version, judgements, made_at)"
                " VALUES (?,?,?,?,?) ON CONFLICT (game_id, seat) DO UPDATE SET"
                " judge_version = excluded.judge_version, judgements = excluded.judgements,"
                " made_at = excluded.made_at",
                (review.game_id, review.seat, review.judge_version,
                 json.dumps(review.judgements, separators=(",", ":")), review.made_at))
