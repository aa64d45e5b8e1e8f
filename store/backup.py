"""Backups of a live database, and putting one back.

While the bot runs, the newest games live in the write-ahead log (``architects.db-wal``)
rather than in ``architects.db`` itself, so copying the file is not a backup. SQLite's
online backup API copies one consistent snapshot of both, while the bot keeps
writing. These are plain blocking functions: they serve the command line.
"""

from __future__ import annotations

import os
import sqlite3
import time
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path

from store.database import DatabaseUnavailable
from store.lock import exclusive_use
from store.migrations import MIGRATIONS_DIR, SchemaTooNew, discover


@dataclass(frozen=True)
class Snapshot:
    """What a database file holds, as the operator is told."""

    path: Path
    schema_version: int
    games: int
    size: int

    def __str__(self) -> str:
        """One line: where, how many games, which schema version, how big."""
        games = "1 game" if self.games == 1 else f"{self.games} games"
        return (f"{self.path}: {games}, schema version {self.schema_version}, "
                f"{self.size / 1024:.0f} KiB")


def _open_existing(path: Path) -> sqlite3.Connection:
    """Connect to a database file that must already exist (never create one)."""
    if not path.is_file():
        raise DatabaseUnavailable(f"{path} does not exist or is not a file")
    return sqlite3.connect(f"{path.resolve().as_uri()}?mode=rw", uri=True)


def inspect(conn: sqlite3.Connection, path: Path) -> Snapshot:
    """Check a bot database (intact, written by this bot) and say what it holds."""
    try:
        problems = [row[0] for row in conn.execute("PRAGMA integrity_check")
                    if row[0] != "ok"]
        if problems:
            raise DatabaseUnavailable(f"{path} is damaged ({problems[0]})")
        tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master")}
        if not {"schema_version", "games"} <= tables:
            raise DatabaseUnavailable(f"{path} is not an architects-bot database")
        version = conn.execute("SELECT COALESCE(MAX(version), 0) FROM schema_version"
                               ).fetchone()[0]
        games = conn.execute("SELECT COUNT(*) FROM games").fetchone()[0]
    except sqlite3.Error as error:
        raise DatabaseUnavailable(f"cannot read {path}: {error}") from error
    return Snapshot(path, int(version), int(games), path.stat().st_size)


def describe(path: Path) -> Snapshot:
    """Check the bot database at ``path`` and say what it holds."""
    with closing(_open_existing(path)) as conn:
        return inspect(conn, path)


def backup(source: Path, target: Path) -> Snapshot:
    """Copy the database at ``source`` to ``target``, safe while the bot is running.

    ``target`` may be a folder: the copy is then named after the current UTC time.
    The copy is written beside its final name and renamed into place only once it
    has been checked, so a failed backup never replaces a good one. The copy is a
    single self-contained file (no ``-wal`` beside it).
    """
    if target.is_dir():
        target = target / time.strftime("architects-%Y%m%d-%H%M%S.db", time.gmtime())
    if target.exists() and source.exists() and target.samefile(source):
        raise DatabaseUnavailable(f"{target} is the live database itself: choose another path")
    partial = target.with_name(target.name + ".partial")
    try:
        with closing(_open_existing(source)) as live, closing(sqlite3.connect(partial)) as copy:
            live.backup(copy)  # all pages in one step: a single consistent snapshot
            copy.execute("PRAGMA journal_mode = DELETE")
            inspect(copy, partial)
        os.replace(partial, target)
    except (OSError, sqlite3.Error) as error:
        reason = error.strerror if isinstance(error, OSError) else str(error)
        raise DatabaseUnavailable(f"cannot back up {source} to {target}: {reason}") from error
    finally:
        partial.unlink(missing_ok=True)
    return describe(target)


def restore(source: Path, target: Path, migrations_dir: Path = MIGRATIONS_DIR) -> Snapshot:
    """Put the backup ``source`` in place of the database ``target`` (bot stopped).

    The backup is checked first: intact, and not newer than this bot. What
    ``target`` held (its ``-wal`` too, even if damaged) is first moved aside as
    ``<name>.before-restore-<time>``, so a restore can itself be undone, and no
    stale write-ahead log is left for SQLite to replay over the restored file.
    """
    snapshot = describe(source)
    known = len(discover(migrations_dir))
    if snapshot.schema_version > known:
        raise SchemaTooNew(snapshot.schema_version, known)
    with exclusive_use(target):
        stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime())
        aside = target.with_name(f"{target.name}.before-restore-{stamp}")
        for suffix in ("", "-wal", "-shm"):
            current = Path(f"{target}{suffix}")
            if current.exists():
                os.replace(current, f"{aside}{suffix}")
        with closing(sqlite3.connect(source)) as saved, closing(sqlite3.connect(target)) as live:
            saved.backup(live)
        return describe(target)
