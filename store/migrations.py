"""The migration runner: `migrations/NNNN_description.sql`, applied in order, once each.

Each file runs in its own transaction together with the row that records it in
`schema_version`, so a failed migration leaves the database as it was. The version
is re-read inside that transaction, so two bots starting at once cannot both apply
the same file.
"""

from __future__ import annotations

import re
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path

import aiosqlite
import psycopg

from store.dialect import begin_write, migration_statement

MIGRATIONS_DIR = Path(__file__).resolve().parent.parent / "migrations"
_NAME = re.compile(r"^(\d{4})_([a-z0-9_]+)\.sql$")


class MigrationError(RuntimeError):
    """The migrations folder or a migration file is wrong; the bot must not start."""


class SchemaTooNew(MigrationError):
    """The database was written by a newer version of the bot than this one."""

    def __init__(self, database_version: int, code_version: int):
        self.database_version = database_version
        self.code_version = code_version
        super().__init__(
            f"the database is at schema version {database_version}, but this bot only "
            f"knows migrations up to {code_version}: run a newer version of the bot "
            f"(or restore a backup) instead of letting an old one touch it"
        )


@dataclass(frozen=True)
class Migration:
    """One migration file."""

    version: int
    name: str
    path: Path

    def statements(self) -> list[str]:
        """The file's SQL statements, split where SQLite itself sees them end."""
        statements: list[str] = []
        buffer = ""
        for line in self.path.read_text(encoding="utf-8").splitlines(keepends=True):
            buffer += line
            if sqlite3.complete_statement(buffer):
                if buffer.strip().rstrip(";").strip():
                    statements.append(buffer.strip())
                buffer = ""
        rest = [
            line
            for line in buffer.splitlines()
            if line.strip() and not line.strip().startswith("--")
        ]
        if rest:
            raise MigrationError(f"{self.path.name}: unterminated statement at the end")
        return statements


def discover(directory: Path = MIGRATIONS_DIR) -> list[Migration]:
    """All migrations in `directory`, in order; refuses gaps, duplicates and odd names."""
    found: list[Migration] = []
    for path in sorted(directory.glob("*.sql")):
        match = _NAME.match(path.name)
        if not match:
            raise MigrationError(f"{path.name}: migration files are named NNNN_description.sql")
        found.append(Migration(int(match.group(1)), match.group(2), path))
    for expected, migration in enumerate(found, start=1):
        if migration.version != expected:
            raise MigrationError(
                f"{migration.path.name}: expected migration {expected:04d} here; "
                "versions must run 0001, 0002, ... without gaps or duplicates"
            )
    return found


_CREATE_VERSION_TABLE = """
CREATE TABLE IF NOT EXISTS schema_version (
    version    INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    applied_at REAL NOT NULL
)"""


async def _current_version(conn: aiosqlite.Connection) -> int:
    async with conn.execute("SELECT COALESCE(MAX(version), 0) FROM schema_version") as cursor:
        row = await cursor.fetchone()
    return int(row[0]) if row else 0


async def apply_migrations(
    conn: aiosqlite.Connection, directory: Path = MIGRATIONS_DIR, *, postgres: bool = False
) -> list[int]:
    """Bring the database up to the newest migration; return the versions applied now.

    `conn` must be in autocommit mode (isolation_level=None). Raises `SchemaTooNew`
    before changing anything when the database is ahead of the code. On PostgreSQL
    (`postgres`) each statement is first put in its words by `store.dialect`.
    """
    migrations = discover(directory)
    code_version = migrations[-1].version if migrations else 0
    # Under the write lock: two processes starting at once on PostgreSQL would
    # otherwise both try to create the table.
    await begin_write(conn, postgres=postgres)
    await conn.execute(migration_statement(_CREATE_VERSION_TABLE) if postgres
                       else _CREATE_VERSION_TABLE)
    await conn.execute("COMMIT")
    database_version = await _current_version(conn)
    if database_version > code_version:
        raise SchemaTooNew(database_version, code_version)
    applied: list[int] = []
    for migration in migrations:
        if migration.version <= database_version:
            continue
        await begin_write(conn, postgres=postgres)
        try:
            if await _current_version(conn) >= migration.version:
                await conn.execute("ROLLBACK")
                continue
            for statement in migration.statements():
                translated = migration_statement(statement) if postgres else statement
                if translated is not None:
                    await conn.execute(translated)
            await conn.execute(
                "INSERT INTO schema_version (version, name, applied_at) VALUES (?, ?, ?)",
                (migration.version, migration.name, time.time()),
            )
            await conn.execute("COMMIT")
        except BaseException as error:
            if conn.in_transaction:
                await conn.execute("ROLLBACK")
            if isinstance(error, (sqlite3.Error, psycopg.Error)):
                raise MigrationError(f"{migration.path.name}: {error}") from error
            raise
        applied.append(migration.version)
    return applied
