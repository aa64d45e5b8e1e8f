"""Backups of a live database, and putting one back.

While the bot runs, the newest games live in the write-ahead log (``architects.db-wal``)
rather than in ``architects.db`` itself, so copying the file is not a backup. SQLite's
online backup API copies one consistent snapshot of both, while the bot keeps
writing. These are plain blocking functions: they serve the command line.

Both write their result beside its final name, check it, and only then rename it
into place, so a damaged file, a full disk or Ctrl-C (``KeyboardInterrupt``) part way
never leaves a half-written database where a good one was.
"""

from __future__ import annotations

import os
import re
import signal
import sqlite3
import threading
import time
from collections.abc import Iterator
from contextlib import closing, contextmanager
from dataclasses import dataclass, replace
from pathlib import Path

from store.database import DatabaseUnavailable
from store.lock import exclusive_use
from store.migrations import MIGRATIONS_DIR, SchemaTooNew, discover
from store.settings import FORMER_DEFAULT_DATABASE

LOCKED_TIMEOUT_S = 10.0
"""How long a copy waits for a database file another process holds locked."""
BACKUP_PREFIXES = ("architects", FORMER_DEFAULT_DATABASE.stem)
"""The bot's name, which starts a backup's file name, and its former one (before the
rename, backups into a folder were named after it)."""
DATED_BACKUP = re.compile(rf"(?:{'|'.join(BACKUP_PREFIXES)})-(\d{{8}}-\d{{6}})(?:-(\d+))?\.db")
"""The name of a backup ``backup`` made into a folder, with its UTC time and, for the
second and later of the same second, its number."""


@dataclass(frozen=True)
class Snapshot:
    """What a database file holds, as the operator is told."""

    path: Path
    schema_version: int
    games: int
    size: int
    pruned: int | None = None
    """Older backups removed beside it (``keep``); None when none were to be."""
    kept: int | None = None
    """The dated backups left beside it, itself included (``keep``, or fewer)."""

    def __str__(self) -> str:
        """One line: where, how many games, which schema version, how big (and the
        older backups removed beside it)."""
        games = "1 game" if self.games == 1 else f"{self.games} games"
        line = (f"{self.path}: {games}, schema version {self.schema_version}, "
                f"{self.size / 1024:.0f} KiB")
        if self.pruned is None:
            return line
        older = "1 older backup" if self.pruned == 1 else f"{self.pruned} older backups"
        return f"{line}; {older} removed, {self.kept} kept"


def _open_existing(path: Path) -> sqlite3.Connection:
    """Connect to a database file that must already exist (never create one)."""
    if not path.is_file():
        raise DatabaseUnavailable(f"{path} does not exist or is not a file")
    return sqlite3.connect(f"{path.resolve().as_uri()}?mode=rw", uri=True)


def _open_backup(path: Path) -> sqlite3.Connection:
    """Connect to a backup only to read it, writing nothing beside it: it may be a
    read-only file in a read-only folder.

    A file left in WAL mode (a stopped bot's database, copied) would otherwise need a
    ``-shm`` created beside it. With no ``-wal`` beside it, it has nothing to replay
    and no process has it open (the first connection creates the ``-wal``), so it is
    read as immutable, which needs no ``-shm`` and takes no lock.
    """
    if not path.is_file():
        raise DatabaseUnavailable(f"{path} does not exist or is not a file")
    with open(path, "rb") as file:
        header = file.read(100)
    in_wal_mode = header.startswith(b"SQLite format 3\0") and header[18] == 2
    idle = in_wal_mode and not Path(f"{path}-wal").exists()
    options = "mode=ro&immutable=1" if idle else "mode=ro"
    return sqlite3.connect(f"{path.resolve().as_uri()}?{options}", uri=True)


def _contents(conn: sqlite3.Connection, name: Path) -> tuple[int, int]:
    """Check a bot database (intact, written by this bot): its schema version and its
    number of games. Errors name ``name``, the file the operator knows."""
    try:
        problems = [row[0] for row in conn.execute("PRAGMA integrity_check")
                    if row[0] != "ok"]
        if problems:
            raise DatabaseUnavailable(f"{name} is damaged ({problems[0]})")
        tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master")}
        if not {"schema_version", "games"} <= tables:
            raise DatabaseUnavailable(f"{name} is not an architects-bot database")
        version = conn.execute("SELECT COALESCE(MAX(version), 0) FROM schema_version"
                               ).fetchone()[0]
        games = conn.execute("SELECT COUNT(*) FROM games").fetchone()[0]
    except sqlite3.OperationalError as error:
        raise DatabaseUnavailable(f"cannot read {name}: {error}") from error
    except sqlite3.DatabaseError as error:
        raise DatabaseUnavailable(f"{name} is damaged or not an SQLite database ({error})"
                                  ) from error
    return int(version), int(games)


def describe(path: Path) -> Snapshot:
    """Check the bot database at ``path`` and say what it holds."""
    with closing(_open_existing(path)) as conn:
        return Snapshot(path, *_contents(conn, path), path.stat().st_size)


def _copy_pages(source: sqlite3.Connection, target: sqlite3.Connection, name: Path) -> None:
    """Copy every page of ``source`` into ``target`` in one step: one consistent snapshot.

    While another process holds ``source`` locked, the copy waits in short sleeps
    between which Ctrl-C is heard (each is followed by a call into Python, the
    progress function; SQLite's own busy wait would hold Ctrl-C back), for at most
    ``LOCKED_TIMEOUT_S``.
    """
    source.execute("PRAGMA busy_timeout = 0")
    deadline = time.monotonic() + LOCKED_TIMEOUT_S

    def waited(status: int, remaining: int, total: int) -> None:
        if status in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED) and (
                time.monotonic() > deadline):
            raise DatabaseUnavailable(f"{name} stayed locked by another process for "
                                      f"{LOCKED_TIMEOUT_S:g} s: try again when it is done")

    source.backup(target, progress=waited, sleep=0.1)
    target.execute("PRAGMA journal_mode = DELETE")  # one self-contained file, no -wal


@contextmanager
def _written_beside(final: Path, suffix: str) -> Iterator[Path]:
    """A fresh file name beside ``final`` to build it in; whatever is left there when
    the block ends (an error, Ctrl-C) is removed, so no half-written file remains."""
    partial = final.with_name(final.name + suffix)
    leftovers = [Path(f"{partial}{suffix}") for suffix in ("", "-journal", "-wal", "-shm")]
    for path in leftovers:  # from a process killed outright (SIGKILL, a power cut)
        path.unlink(missing_ok=True)
    try:
        yield partial
    finally:
        for path in leftovers:
            path.unlink(missing_ok=True)


def _stamp() -> str:
    """The current UTC time as a dated backup's name holds it."""
    return time.strftime("%Y%m%d-%H%M%S", time.gmtime())


def _dated_in(folder: Path) -> Path:
    """A new dated backup's name in ``folder``: never one already there, so a backup
    taken again within the same second keeps the first."""
    stamp, number = _stamp(), 1
    name = folder / f"architects-{stamp}.db"
    while name.exists():
        number += 1
        name = folder / f"architects-{stamp}-{number}.db"
    return name


def prune(folder: Path, keep: int, made: Path | None = None) -> tuple[list[Path], int]:
    """Remove the dated backups of ``folder`` but the newest ``keep``; the removed,
    and how many dated backups remain (fewer than ``keep`` when fewer were there).
    ``made``, the backup just taken, counts as the newest whatever its name says:
    after the clock was set back, older backups can bear later times.

    Only names ``backup`` gives (``DATED_BACKUP``) are counted or removed: a copy
    taken by hand under another name, or any other file, is the operator's.
    """
    dated = [(path == made, match[1], int(match[2] or 1), path) for path in folder.iterdir()
             if (match := DATED_BACKUP.fullmatch(path.name)) and path.is_file()]
    dated.sort()
    removed = [path for *_, path in dated[:max(len(dated) - keep, 0)]]
    for path in removed:
        path.unlink()
    return removed, len(dated) - len(removed)


def backup(source: Path, target: Path, *, folder: bool = False,
           keep: int | None = None) -> Snapshot:
    """Copy the database at ``source`` to ``target``, safe while the bot is running.

    ``target`` is a folder when it is one, or when ``folder`` says so (the operator
    wrote it with a final ``/``): it is then made if need be, and the copy is a new
    file in it named after the current UTC time, so backups into it keep a history.
    ``keep`` (a folder only) then removes its dated backups but the newest ``keep``.
    The copy is written beside its final name and renamed into place only once it
    has been checked, so a failed backup never replaces a good one. The copy is a
    single self-contained file (no ``-wal`` beside it).
    """
    folder = folder or target.is_dir()
    if keep is not None and not folder:
        raise ValueError(f"--keep needs a folder to back up into (end the path with /): "
                         f"{target.name} is a file name")
    if folder:
        try:
            target.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise DatabaseUnavailable(f"cannot make the backup folder {target}: "
                                      f"{error.strerror}") from error
        target = _dated_in(target)
    if target.exists() and source.exists() and target.samefile(source):
        raise DatabaseUnavailable(f"{target} is the live database itself: choose another path")
    try:
        with _written_beside(target, ".partial") as partial:
            with closing(_open_existing(source)) as live, closing(sqlite3.connect(partial)) as copy:
                _copy_pages(live, copy, source)
                contents = _contents(copy, source)  # a damaged source gives a damaged copy
            snapshot = Snapshot(target, *contents, partial.stat().st_size)
            os.replace(partial, target)
    except (OSError, sqlite3.Error) as error:
        reason = error.strerror if isinstance(error, OSError) else str(error)
        raise DatabaseUnavailable(f"cannot back up {source} to {target}: {reason}") from error
    if keep is not None:
        removed, kept = prune(target.parent, keep, made=target)
        snapshot = replace(snapshot, pruned=len(removed), kept=kept)
    return snapshot


def restore(source: Path, target: Path, migrations_dir: Path = MIGRATIONS_DIR) -> Snapshot:
    """Put the backup ``source`` in place of the database ``target`` (bot stopped).

    The backup is copied beside ``target`` and the copy checked: intact, and not
    newer than this bot. Only then is what ``target`` held kept as
    ``<name>.before-restore-<time>`` (its ``-wal`` too, even if damaged: no stale
    write-ahead log is left for SQLite to replay over the restored file), and the copy
    renamed into place. Until that last step ``target`` is untouched, whatever fails.
    """
    if target.exists() and source.exists() and source.samefile(target):
        raise DatabaseUnavailable(f"{source} is the database itself, not a backup of it: "
                                  "name a file made by bot.py backup")
    with exclusive_use(target):
        try:
            with _written_beside(target, ".restoring") as partial:
                with closing(_open_backup(source)) as saved, \
                        closing(sqlite3.connect(partial)) as copy:
                    _copy_pages(saved, copy, source)
                    version, games = _contents(copy, source)
                known = len(discover(migrations_dir))
                if version > known:
                    raise SchemaTooNew(version, known)
                snapshot = Snapshot(target, version, games, partial.stat().st_size)
                with _uninterrupted():
                    _keep_aside(target)
                    os.replace(partial, target)
        except (OSError, sqlite3.Error) as error:
            reason = error.strerror if isinstance(error, OSError) else str(error)
            raise DatabaseUnavailable(f"cannot restore {source} to {target}: {reason}"
                                      ) from error
    return snapshot


def _keep_aside(target: Path) -> None:
    """Keep what ``target`` holds under a new name, leaving ``target`` itself in place
    (a second name for the same file) for the rename that replaces it."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime())
    aside = target.with_name(f"{target.name}.before-restore-{stamp}")
    number = 1
    while any(Path(f"{aside}{suffix}").exists() for suffix in ("", "-wal", "-shm")):
        number += 1  # a restore within the same second: never overwrite the earlier one
        aside = target.with_name(f"{target.name}.before-restore-{stamp}-{number}")
    if target.exists():
        os.link(target, aside)
    for suffix in ("-wal", "-shm"):
        current = Path(f"{target}{suffix}")
        if current.exists():
            os.replace(current, f"{aside}{suffix}")


@contextmanager
def _uninterrupted() -> Iterator[None]:
    """Let no Ctrl-C land between the renames that swap the restored file in: they
    take microseconds, and a database without its ``-wal``, or a restored one beside
    the old ``-wal``, must never be left behind."""
    if threading.current_thread() is not threading.main_thread():
        yield  # signals reach the main thread only
        return
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)
