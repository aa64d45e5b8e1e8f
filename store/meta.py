"""Small key/value facts the bot keeps about itself between runs."""

from __future__ import annotations

from store.database import Database


class MetaRepository:
    """Reads and writes ``bot_meta``; values are text."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def get(self, key: str) -> str | None:
        """The value stored under ``key``, or None."""
        row = await self._db.fetch_one("SELECT value FROM bot_meta WHERE key = ?", (key,))
        return None if row is None else str(row[0])

    async def set(self, key: str, value: str) -> None:
        """Store ``value`` under ``key``, replacing what was there."""
        async with self._db.transaction() as conn:
            await conn.execute(
                "INSERT INTO bot_meta (key, value) VALUES (?, ?)"
                " ON CONFLICT (key) DO UPDATE SET value = excluded.value", (key, value))

    async def set_once(self, key: str, value: str) -> str:
        """Store ``value`` under ``key`` unless something is there already; return what
        is stored now (two processes racing keep the first one's)."""
        async with self._db.transaction() as conn:
            await conn.execute(
                "INSERT INTO bot_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING",
                (key, value))
        stored = await self.get(key)
        assert stored is not None
        return stored
