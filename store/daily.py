"""Daily games: which game row plays which day's deal for whom (`service.daily`).

The game itself is an ordinary row of `games`; this table only marks it, and its
unique key (game, day, person) is what allows one attempt a day.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass

import aiosqlite

from store.database import INTEGRITY_ERRORS, Database


class DailyTaken(Exception):
    """The person already has a daily game of that game and day (the unique key said so)."""


@dataclass(frozen=True)
class DailyEntry:
    """One person's daily game, with what its row says of the result.

    `score` and `won` mean something only once `status` is 'finished'; `seconds` is
    the time from the start to the end (None while it is played)."""

    game_id: int
    game_kind: str
    day: str
    user_id: int
    guild_id: int
    status: str
    end_reason: str | None
    score: int
    won: bool
    seconds: float | None
    finished_at: float | None


_ENTRIES = """
SELECT d.game_id, d.game_kind, d.day, d.user_id, d.guild_id, g.status, g.end_reason,
       g.scores, g.winners, g.created_at, g.finished_at,
       (SELECT s.seat FROM game_seats s WHERE s.game_id = g.id AND s.user_id = d.user_id
         ORDER BY s.seat LIMIT 1) AS seat
  FROM daily_games d JOIN games g ON g.id = d.game_id
"""


def _entry(row: sqlite3.Row) -> DailyEntry:
    """An entry from a row of `_ENTRIES`: the person's own seat's score."""
    scores = json.loads(row["scores"])
    winners = None if row["winners"] is None else json.loads(row["winners"])
    seat = row["seat"]
    finished = row["finished_at"]
    return DailyEntry(
        game_id=row["game_id"], game_kind=row["game_kind"], day=row["day"],
        user_id=row["user_id"], guild_id=row["guild_id"], status=row["status"],
        end_reason=row["end_reason"],
        score=scores[seat] if seat is not None and seat < len(scores) else 0,
        won=winners == [seat],
        seconds=None if finished is None else finished - row["created_at"],
        finished_at=finished,
    )


class DailyRepository:
    """Reads go to the committed state; `mark_in` joins the caller's transaction."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def mark_in(self, conn: aiosqlite.Connection, *, game_id: int, game_kind: str,
                      day: str, user_id: int, guild_id: int) -> None:
        """Mark `game_id` as `user_id`'s daily game of `day`; `DailyTaken` when they
        already have one (two clicks at once end with one game)."""
        try:
            await conn.execute(
                "INSERT INTO daily_games (game_id, game_kind, day, user_id, guild_id)"
                " VALUES (?, ?, ?, ?, ?)", (game_id, game_kind, day, user_id, guild_id))
        except INTEGRITY_ERRORS:
            raise DailyTaken from None

    async def of_person(self, game_kind: str, day: str, user_id: int) -> DailyEntry | None:
        """`user_id`'s daily game of `game_kind` on `day`, wherever it was played."""
        row = await self._db.fetch_one(
            _ENTRIES + " WHERE d.game_kind = ? AND d.day = ? AND d.user_id = ?",
            (game_kind, day, user_id))
        return None if row is None else _entry(row)

    async def of_server(self, guild_id: int, game_kind: str, day: str) -> list[DailyEntry]:
        """Every daily game of `game_kind` on `day` played in a server."""
        rows = await self._db.fetch_all(
            _ENTRIES + " WHERE d.guild_id = ? AND d.game_kind = ? AND d.day = ?",
            (guild_id, game_kind, day))
        return [_entry(row) for row in rows]

    async def days_of(self, game_kind: str, user_id: int, since: str) -> list[DailyEntry]:
        """`user_id`'s daily games of `game_kind` from `since` on, newest first."""
        rows = await self._db.fetch_all(
            _ENTRIES + " WHERE d.game_kind = ? AND d.user_id = ? AND d.day >= ?"
            " ORDER BY d.day DESC", (game_kind, user_id, since))
        return [_entry(row) for row in rows]
