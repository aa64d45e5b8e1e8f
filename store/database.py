"""The database handle: one writer connection behind a lock, one reader connection.

SQLite allows one writer at a time anyway; a single writer connection guarded by an
asyncio lock means two coroutines can never interleave statements inside one
transaction. Reads use their own connection, so they never see another coroutine's
uncommitted writes (WAL gives them the last committed state without blocking).
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from collections.abc import AsyncIterator, Iterable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiosqlite

from store.migrations import MIGRATIONS_DIR, apply_migrations
from store.settings import database_path

Params = Iterable[Any] | dict[str, Any]


async def _connect(path: Path, busy_timeout_ms: int, synchronous: str) -> aiosqlite.Connection:
    # At DEBUG, aiosqlite logs every statement with its parameters: whole game records
    # (the hidden tiles, the deck order) and the computer's seed. Hidden information
    # must not reach a log, whatever LOG_LEVEL says.
    logging.getLogger("aiosqlite").setLevel(logging.INFO)
    # isolation_level=None: no implicit BEGIN; every transaction is explicit below.
    conn = await aiosqlite.connect(path, isolation_level=None)
    conn.row_factory = sqlite3.Row
    await conn.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
    await conn.execute("PRAGMA journal_mode = WAL")
    await conn.execute(f"PRAGMA synchronous = {synchronous}")
    await conn.execute("PRAGMA foreign_keys = ON")
    return conn


class Database:
    """An open SQLite database with its migrations applied."""

    def __init__(self, path: Path, writer: aiosqlite.Connection, reader: aiosqlite.Connection):
        self.path = path
        self._writer = writer
        self._reader = reader
        self._write_lock = asyncio.Lock()

    @classmethod
    async def open(
        cls,
        url: str | None = None,
        *,
        migrations_dir: Path = MIGRATIONS_DIR,
        busy_timeout_ms: int = 5000,
        synchronous: str = "FULL",
    ) -> Database:
        """Open (creating if needed) the database named by `url` or `DATABASE_URL`.

        Applies pending migrations before anything else can touch the tables, and
        raises `SchemaTooNew` when the file was written by a newer bot.
        `synchronous=FULL` makes a committed move survive a power cut, not only a
        crash of the bot; "acknowledged" then really means "on disk".
        """
        if synchronous.upper() not in {"OFF", "NORMAL", "FULL", "EXTRA"}:
            raise ValueError(f"unknown synchronous mode {synchronous!r}")
        path = database_path(url)
        path.parent.mkdir(parents=True, exist_ok=True)
        writer = await _connect(path, busy_timeout_ms, synchronous)
        try:
            await apply_migrations(writer, migrations_dir)
            reader = await _connect(path, busy_timeout_ms, synchronous)
        except BaseException:
            await writer.close()
            raise
        return cls(path, writer, reader)

    async def close(self) -> None:
        """Close both connections; waits for a running transaction to finish."""
        async with self._write_lock:
            await self._reader.close()
            await self._writer.close()

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        """Run a block of statements as one write transaction (BEGIN IMMEDIATE).

        IMMEDIATE takes the write lock up front, so a transaction never fails half
        way with SQLITE_BUSY on its first write. The block commits when it ends and
        rolls back on any exception, cancellation included.
        """
        async with self._write_lock:
            conn = self._writer
            await conn.execute("BEGIN IMMEDIATE")
            try:
                yield conn
            except BaseException:
                if conn.in_transaction:
                    await conn.execute("ROLLBACK")
                raise
            await conn.execute("COMMIT")

    async def checkpoint(self) -> None:
        """Fold the write-ahead log into the database file (backups, size measurements)."""
        async with self._write_lock:
            await self._writer.execute("PRAGMA wal_checkpoint(TRUNCATE)")

    async def fetch_one(self, sql: str, params: Params = ()) -> sqlite3.Row | None:
        """One row of a read-only query, from the last committed state."""
        rows = await self.fetch_all(sql, params)
        return rows[0] if rows else None

    async def fetch_all(self, sql: str, params: Params = ()) -> list[sqlite3.Row]:
        """All rows of a read-only query, from the last committed state.

        Executed and fetched in one call on the connection's thread: a statement left
        open between two awaits would hold its read snapshot, and every coroutine
        sharing this connection would then read the past.
        """
        return list(await self._reader.execute_fetchall(sql, params))

    async def schema_version(self) -> int:
        """The highest migration applied to this file."""
        row = await self.fetch_one("SELECT COALESCE(MAX(version), 0) FROM schema_version")
        return int(row[0]) if row else 0
