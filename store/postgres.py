"""PostgreSQL behind the same small connection interface the repositories use with aiosqlite.

The repositories are written once, in the SQL both databases understand, against
aiosqlite's shape: ``await conn.execute(sql, params)`` (also usable as
``async with``), ``executemany``, ``execute_fetchall``, ``in_transaction``, and rows
read by position or by column name. This module gives a psycopg connection that
shape, so a repository never asks which database it talks to; the SQL text itself is
translated once per statement by `store.dialect`.
"""

from __future__ import annotations

import asyncio
import logging
import os
from collections.abc import Awaitable, Generator, Iterable, Sequence
from typing import Any, TypeVar

import psycopg
from psycopg.conninfo import conninfo_to_dict
from psycopg.pq import TransactionStatus

from store.dialect import WRITE_IDLE_TIMEOUT_S, to_postgres

T = TypeVar("T")

CONNECT_TIMEOUT_S = 10
"""Seconds a server has to answer a new connection, unless the URL's
``connect_timeout`` (or ``PGCONNECT_TIMEOUT``) says otherwise. psycopg's own default
is over two minutes: a server that accepts the connection and then stays silent would
hang start-up and every command that long, saying nothing."""
STATEMENT_TIMEOUT_S = 2 * WRITE_IDLE_TIMEOUT_S
"""Seconds a statement has to be answered. Statements here take milliseconds; the
longest honest wait is a write queuing for the lock behind a process that froze in
its transaction, which PostgreSQL ends after ``WRITE_IDLE_TIMEOUT_S``. Longer than
this, the server (or the network to it) has stopped answering."""


class NoAnswer(psycopg.OperationalError):
    """The server did not answer a connection or a statement in time."""


class Row(tuple):
    """A result row read by position (``row[0]``) or by name (``row["id"]``), like
    ``sqlite3.Row``."""

    _names: dict[str, int]

    def __getitem__(self, key: Any) -> Any:  # type: ignore[override]
        if isinstance(key, str):
            return tuple.__getitem__(self, self._names[key])
        return tuple.__getitem__(self, key)

    def keys(self) -> list[str]:
        """The column names, in order."""
        return list(self._names)


def _row_factory(cursor: psycopg.AsyncCursor[Any]) -> Any:
    names = {column.name: i for i, column in enumerate(cursor.description or ())}
    row_class = type("Row", (Row,), {"_names": names})
    return lambda values: row_class(values)


class Cursor:
    """The result of one statement: its rows and how many rows it changed."""

    def __init__(self, cursor: psycopg.AsyncCursor[Any]):
        self._cursor = cursor

    @property
    def rowcount(self) -> int:
        """Rows changed by an INSERT, UPDATE or DELETE."""
        return self._cursor.rowcount

    async def fetchone(self) -> Row | None:
        """The next row, or None."""
        return await self._cursor.fetchone()

    async def fetchall(self) -> list[Row]:
        """Every remaining row."""
        return await self._cursor.fetchall()


class _Statement:
    """Awaitable for its cursor, or ``async with`` for the same (aiosqlite's two forms)."""

    def __init__(self, conn: Connection, sql: str, params: Any):
        self._conn = conn
        self._sql = sql
        self._params = params

    async def _run(self) -> Cursor:
        cursor = self._conn.raw.cursor(row_factory=_row_factory)
        await _answered(cursor.execute(to_postgres(self._sql), _params(self._params)))
        return Cursor(cursor)

    def __await__(self) -> Generator[Any, None, Cursor]:
        return self._run().__await__()

    async def __aenter__(self) -> Cursor:
        return await self._run()

    async def __aexit__(self, *exc: object) -> None:
        return None


def _params(params: Any) -> Any:
    return params if isinstance(params, dict) else tuple(params)


class Connection:
    """One psycopg connection in autocommit mode: transactions are explicit BEGINs,
    exactly as with the SQLite connections (isolation_level=None).

    Unlike a file, a server can drop the connection (a restart, a failover). The
    statements that start afresh, a BEGIN or a read outside a transaction, then
    connect again and run once more (`fresh`); nothing else does, so a transaction
    cut in the middle fails whole and is never half replayed on a new connection.
    """

    def __init__(self, raw: psycopg.AsyncConnection[Any], url: str):
        self.raw = raw
        self._url = url

    async def fresh(self, sql: str, params: Iterable[Any] | dict[str, Any] = ()) -> Cursor:
        """Run a statement that depends on no earlier one, reconnecting first if the
        server dropped this connection since the last statement."""
        try:
            return await self.execute(sql, params)
        except psycopg.OperationalError:
            if not self.raw.closed:
                raise
        logging.getLogger(__name__).warning("PostgreSQL connection lost: connecting again")
        self.raw = await _connect(self._url)
        return await self.execute(sql, params)

    def execute(self, sql: str, params: Iterable[Any] | dict[str, Any] = ()) -> _Statement:
        """Run one statement (``?`` placeholders)."""
        return _Statement(self, sql, params)

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        """Run one statement once per parameter row."""
        async with self.raw.cursor() as cursor:
            await _answered(cursor.executemany(to_postgres(sql), [tuple(row) for row in rows]))

    async def execute_fetchall(self, sql: str,
                               params: Iterable[Any] | dict[str, Any] = ()) -> list[Row]:
        """Run a query and return all its rows."""
        cursor = await self.execute(sql, params)
        return await cursor.fetchall()

    @property
    def in_transaction(self) -> bool:
        """True between a BEGIN and its COMMIT or ROLLBACK (failed ones included)."""
        return self.raw.info.transaction_status != TransactionStatus.IDLE

    async def close(self) -> None:
        """Close the connection."""
        await self.raw.close()


async def _answered(statement: Awaitable[T]) -> T:
    """Wait for a statement's answer, or raise ``NoAnswer`` after ``STATEMENT_TIMEOUT_S``
    (psycopg then asks the server to cancel it, or closes the connection)."""
    try:
        async with asyncio.timeout(STATEMENT_TIMEOUT_S):
            return await statement
    except TimeoutError:
        raise NoAnswer(f"the server did not answer a statement within "
                       f"{STATEMENT_TIMEOUT_S:g} s") from None


async def _connect(url: str) -> psycopg.AsyncConnection[Any]:
    options: dict[str, Any] = {}
    seconds = conninfo_to_dict(url).get("connect_timeout", os.environ.get("PGCONNECT_TIMEOUT"))
    if seconds is None:
        options["connect_timeout"] = seconds = CONNECT_TIMEOUT_S
    try:
        # No server-side prepared statements (psycopg prepares a statement after its 5th
        # run by default): behind a transaction-pooling PgBouncer the next transaction may
        # run on another server connection, where the statement does not exist. With them
        # off, a connection keeps no state between transactions (the write lock is
        # transaction-scoped too), so any pooling mode that keeps a transaction whole
        # works. Planning these short statements again costs tens of microseconds.
        return await psycopg.AsyncConnection.connect(url, autocommit=True,
                                                     prepare_threshold=None, **options)
    except psycopg.errors.ConnectionTimeout:
        raise NoAnswer(f"the server did not answer the connection within {seconds} s "
                       "(connect_timeout)") from None


async def connect(url: str) -> Connection:
    """Open one autocommit connection to the PostgreSQL database at `url`."""
    # psycopg logs nothing of the parameters at INFO, but keep its DEBUG (statements
    # with whole game records) out of the log whatever LOG_LEVEL says.
    logging.getLogger("psycopg").setLevel(logging.INFO)
    return Connection(await _connect(url), url)
