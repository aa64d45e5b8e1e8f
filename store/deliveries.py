"""Deliveries: the tables games owe their players (migration 0007).

A row is written inside the transaction that stores a move, a new game or an ending
(`owe_in`), and settled inside the transaction that records the message showing the
game at that version or later (`settle_in`). What lies between, rendering and
Discord's answer, can fail or die with its process; the row then stays, and
`cogs.common.courier` posts the table again. One row per game: a second move before
the first table is out only raises `due_version`, keeping the oldest `since_turn`,
so one table tells both moves.
"""

from __future__ import annotations

from dataclasses import dataclass

import aiosqlite

from store.database import Database


@dataclass(frozen=True)
class Delivery:
    """A table a game owes (see the migration for each field)."""

    game_id: int
    guild_id: int
    due_version: int
    since_turn: int
    created_at: float
    retry_at: float
    attempts: int


_COLUMNS = "game_id, guild_id, due_version, since_turn, created_at, retry_at, attempts"


class DeliveryRepository:
    """Owe, find, settle and postpone deliveries."""

    def __init__(self, db: Database):
        self._db = db

    @staticmethod
    async def owe_in(conn: aiosqlite.Connection, *, game_id: int, guild_id: int,
                     due_version: int, since_turn: int, now: float) -> None:
        """Inside the caller's transaction: the game owes a table at `due_version`."""
        await conn.execute(
            f"INSERT INTO deliveries ({_COLUMNS}) VALUES (?,?,?,?,?,?,0)"
            " ON CONFLICT (game_id) DO UPDATE SET due_version = excluded.due_version,"
            " retry_at = excluded.retry_at, attempts = 0",
            (game_id, guild_id, due_version, since_turn, now, now),
        )

    @staticmethod
    async def settle_in(conn: aiosqlite.Connection, game_id: int, shown_version: int) -> None:
        """Inside the caller's transaction: a table showing `shown_version` is out."""
        await conn.execute("DELETE FROM deliveries WHERE game_id = ? AND due_version <= ?",
                           (game_id, shown_version))

    async def get(self, game_id: int) -> Delivery | None:
        """The game's owed table, if any."""
        row = await self._db.fetch_one(
            f"SELECT {_COLUMNS} FROM deliveries WHERE game_id = ?", (game_id,))
        return None if row is None else Delivery(*row)

    async def due(self, now: float, *, created_before: float | None = None) -> list[Delivery]:
        """Owed tables whose next try is due, oldest first; with `created_before`,
        only those owed since then or before (younger ones are still being posted by
        the click that made them)."""
        sql = f"SELECT {_COLUMNS} FROM deliveries WHERE retry_at <= ?"
        params: list[float] = [now]
        if created_before is not None:
            sql += " AND created_at <= ?"
            params.append(created_before)
        rows = await self._db.fetch_all(sql + " ORDER BY created_at, game_id", params)
        return [Delivery(*row) for row in rows]

    async def postpone(self, game_id: int, due_version: int, retry_at: float) -> None:
        """A try failed: the next one waits until `retry_at` (unless a newer move
        made the table owed again meanwhile, which is tried at once)."""
        async with self._db.transaction() as conn:
            await conn.execute(
                "UPDATE deliveries SET retry_at = ?, attempts = attempts + 1"
                " WHERE game_id = ? AND due_version = ?", (retry_at, game_id, due_version))
