"""The database handle: one writer connection behind a lock, one reader connection.

The same handle serves SQLite (the embedded default, a file) and PostgreSQL
(``DATABASE_URL=postgresql://...``, for several bot processes on one database); the
repositories use the same calls on both (see `store.postgres` and `store.dialect`).

SQLite allows one writer at a time anyway; a single writer connection guarded by an
asyncio lock means two coroutines can never interleave statements inside one
transaction. Reads use their own connection, so they never see another coroutine's
uncommitted writes (WAL gives them the last committed state without blocking).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sqlite3
from collections.abc import AsyncIterator, Iterable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiosqlite
import psycopg

from store import dialect, postgres
from store.dialect import begin_write
from store.migrations import MIGRATIONS_DIR, apply_migrations
from store.settings import database_path, postgres_url, redacted, redacted_in

Params = Iterable[Any] | dict[str, Any]
# What a unique index or a constraint raises, on either database.
INTEGRITY_ERRORS = (sqlite3.IntegrityError, psycopg.IntegrityError)


class DatabaseUnavailable(RuntimeError):
    """The database file cannot be created, opened or trusted; the bot must not start."""


def prepare_folder(path: Path) -> None:
    """Create the database's folder, or say in one line why it cannot be."""
    try:
        if path.is_dir():
            raise DatabaseUnavailable(f"{path} is a folder, not a database file")
        for folder in (path.parent, *path.parent.parents):
            if folder.exists() and not folder.is_dir():
                raise DatabaseUnavailable(
                    f"cannot create the database folder {path.parent}: {folder} is a file")
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise DatabaseUnavailable(
            f"cannot create the database folder {path.parent}: {error.strerror}") from None


async def _check_integrity(conn: aiosqlite.Connection, path: Path) -> None:
    """Refuse a damaged file before a migration or a move writes into it.

    ``quick_check`` reads every page once (well under a second for years of games),
    which is cheap next to playing on a file that fails half way through a game.
    """
    rows = await conn.execute_fetchall("PRAGMA quick_check")
    problems = [str(row[0]) for row in rows if str(row[0]) != "ok"]
    if problems:
        raise DatabaseUnavailable(f"{path} is damaged ({problems[0]}): restore a backup")


async def _connect(path: Path, busy_timeout_ms: int, synchronous: str) -> aiosqlite.Connection:
    # At DEBUG, aiosqlite logs every statement with its parameters: whole game records
    # (the hidden tiles, the deck order) and the computer's seed. Hidden information
    # must not reach a log, whatever LOG_LEVEL says.
    logging.getLogger("aiosqlite").setLevel(logging.INFO)
    # isolation_level=None: no implicit BEGIN; every transaction is explicit below.
    conn = await aiosqlite.connect(path, isolation_level=None)
    conn.row_factory = sqlite3.Row
    try:
        await conn.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
        await conn.execute("PRAGMA journal_mode = WAL")
        await conn.execute(f"PRAGMA synchronous = {synchronous}")
        await conn.execute("PRAGMA foreign_keys = ON")
    except BaseException:
        await conn.close()  # its thread would otherwise keep the process alive
        raise
    return conn


def first_line(error: BaseException) -> str:
    """The first line of an error's message (a driver's may run to several), or its
    type's name when it has none: what an operator is told."""
    text = str(error).strip()
    return text.splitlines()[0] if text else type(error).__name__


def unusable(url: str, error: psycopg.Error) -> str:
    """One line saying why the PostgreSQL database at ``url`` cannot be used, without
    its password: the URL is shown redacted, and psycopg's message may quote it too."""
    return f"cannot use {redacted(url)}: {redacted_in(first_line(error), url)}"


async def _open_postgres(url: str, migrations_dir: Path) -> Database:
    writer: postgres.Connection | None = None
    try:
        writer = await postgres.connect(url)
        await apply_migrations(writer, migrations_dir, postgres=True)  # type: ignore[arg-type]
        reader = await postgres.connect(url)
    except BaseException as error:
        if writer is not None:
            await writer.close()
        if isinstance(error, psycopg.Error):
            raise DatabaseUnavailable(unusable(url, error)) from None
        raise
    return Database(None, writer, reader, url=url)  # type: ignore[arg-type]


class Database:
    """An open SQLite or PostgreSQL database with its migrations applied.

    `path` is the SQLite file, None on PostgreSQL (`is_postgres`).
    """

    def __init__(self, path: Path | None, writer: aiosqlite.Connection,
                 reader: aiosqlite.Connection, *, url: str = ""):
        self.path = path
        self._url = url
        self.is_postgres = path is None
        self._writer = writer
        self._reader = reader
        self._write_lock = asyncio.Lock()
        self._closed = False

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
        server = postgres_url(url)
        if server is not None:
            return await _open_postgres(server, migrations_dir)
        path = database_path(url)
        prepare_folder(path)
        writer: aiosqlite.Connection | None = None
        try:
            writer = await _connect(path, busy_timeout_ms, synchronous)
            await _check_integrity(writer, path)
            await apply_migrations(writer, migrations_dir)
            reader = await _connect(path, busy_timeout_ms, synchronous)
        except BaseException as error:
            if writer is not None:
                await writer.close()
            if isinstance(error, sqlite3.OperationalError):
                raise DatabaseUnavailable(f"cannot use {path}: {error}") from error
            if isinstance(error, sqlite3.Error):
                raise DatabaseUnavailable(f"{path} is damaged or not an SQLite database "
                                          f"({error}): restore a backup") from error
            raise
        return cls(path, writer, reader)

    @property
    def where(self) -> str:
        """The SQLite file, or the PostgreSQL URL without its password (for logs)."""
        return str(self.path) if self.path is not None else redacted(self._url)

    async def close(self) -> None:
        """Finish the running transaction, fold the log into the file, and close.

        After the checkpoint the database file alone holds every committed game, so
        a copy of it taken while the bot is stopped is a complete backup.
        """
        async with self._write_lock:
            if self._closed:  # a bot may close from two places as it stops
                return
            self._closed = True
            try:
                await self._reader.close()
                if not self.is_postgres:
                    await self._writer.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            finally:
                await self._writer.close()  # its thread must end, or the process cannot

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        """Run a block of statements as one write transaction (`begin_write`).

        The write lock is taken up front (BEGIN IMMEDIATE on SQLite, an advisory lock
        on PostgreSQL), so a transaction never fails half way with SQLITE_BUSY on its
        first write, and never interleaves with another process's. The block commits
        when it ends and rolls back on any exception, cancellation included.
        """
        async with self._write_lock:
            conn = self._writer
            # BEGIN runs on the connection's thread even if this task is cancelled
            # while waiting for it; wait for it then, so that its transaction is seen
            # and rolled back instead of being left open for the next writer.
            begun = asyncio.ensure_future(begin_write(
                conn, postgres=self.is_postgres, idle_timeout_s=dialect.WRITE_IDLE_TIMEOUT_S))
            try:
                await asyncio.shield(begun)
                yield conn
            except BaseException:
                with contextlib.suppress(Exception):
                    await begun
                if conn.in_transaction:
                    await conn.execute("ROLLBACK")
                raise
            await conn.execute("COMMIT")

    async def checkpoint(self) -> None:
        """Fold the write-ahead log into the database file (backups, size measurements);
        PostgreSQL has no such file (``pg_dump`` makes its backups)."""
        if self.is_postgres:
            return
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
        if self.is_postgres:  # a read alone may reconnect (store.postgres)
            return await (await self._reader.fresh(sql, params)).fetchall()  # type: ignore[attr-defined]
        return list(await self._reader.execute_fetchall(sql, params))

    async def schema_version(self) -> int:
        """The highest migration applied to this file."""
        row = await self.fetch_one("SELECT COALESCE(MAX(version), 0) FROM schema_version")
        return int(row[0]) if row else 0
