"""Leases: which bot process runs a chore, when several share one database.

A lease is one row naming its owner and when it lapses. Taking it is one conditional
UPDATE inside a write transaction (`Database.transaction`: SQLite's write lock or
PostgreSQL's advisory lock), so of two processes asking at the same moment exactly one
gets it, on either database. The owner renews it each time; a process that dies
holding it loses it when it lapses, and another takes over.
"""

from __future__ import annotations

from store.database import Database


class LeaseRepository:
    """Take, renew and give back named leases."""

    def __init__(self, db: Database):
        self.db = db

    async def take(self, name: str, owner: str, now: float, duration: float) -> bool:
        """Hold `name` for `owner` until `now + duration`, if it is free, lapsed or
        already `owner`'s; False when another process holds it."""
        async with self.db.transaction() as conn:
            cursor = await conn.execute(
                "UPDATE leases SET owner = ?, expires_at = ?"
                " WHERE name = ? AND (owner = ? OR owner = '' OR expires_at <= ?)",
                (owner, now + duration, name, owner, now),
            )
            return cursor.rowcount == 1

    async def give_back(self, name: str, owner: str) -> None:
        """Free `name` at once if `owner` holds it (a clean stop), so another process
        need not wait for it to lapse."""
        async with self.db.transaction() as conn:
            await conn.execute(
                "UPDATE leases SET owner = '', expires_at = 0 WHERE name = ? AND owner = ?",
                (name, owner),
            )
