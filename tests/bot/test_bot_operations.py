"""``python bot.py backup | restore | migrate | copy-to`` as an operator runs them:
every refusal is one line and a non-zero status, and Ctrl-C part way stops the command
in one line (status 130) and leaves nothing half-written."""

from __future__ import annotations

import os
import shutil
import signal
import socket
import sqlite3
import subprocess
import sys
import threading
import time
import tomllib
from collections.abc import Callable, Iterator
from contextlib import closing, suppress
from pathlib import Path

import psycopg
import pytest

ROOT = Path(__file__).resolve().parents[2]


def bot_command(*args: str, database: Path | str,
                prefix: tuple[str, ...] = ()) -> subprocess.Popen[str]:
    """``python bot.py ARGS`` with ``DATABASE_URL`` set, started as an operator would."""
    environ = {key: value for key, value in os.environ.items() if key != "DISCORD_TOKEN"}
    return subprocess.Popen(
        [*prefix, sys.executable, str(ROOT / "bot.py"), *args], cwd=ROOT,
        env={**environ, "DATABASE_URL": str(database), "NO_COLOR": "1"},
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, preexec_fn=_hears_ctrl_c)


def _hears_ctrl_c() -> None:
    """Give the command Ctrl-C as a terminal would: a test run started in the
    background (``cmd &`` in a script) ignores SIGINT, and its children would too."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def finish(process: subprocess.Popen[str]) -> tuple[int, str, str]:
    """Wait for the command; its status, standard output and standard error."""
    out, err = process.communicate(timeout=60)
    return process.returncode, out, err


def interrupt_when(process: subprocess.Popen[str], ready: Callable[[], bool]) -> None:
    """Press Ctrl-C once ``ready()`` says the command is at the step to interrupt."""
    deadline = time.monotonic() + 30
    while not ready():
        assert process.poll() is None, process.communicate()
        assert time.monotonic() < deadline, "the command never reached the step"
        time.sleep(0.05)
    time.sleep(0.3)  # into the wait, not at its first instant
    process.send_signal(signal.SIGINT)


def _files(folder: Path) -> dict[str, bytes]:
    """What a folder holds, byte for byte (the lock file aside: it holds nothing)."""
    return {path.name: path.read_bytes() for path in folder.iterdir()
            if path.is_file() and path.suffix != ".lock"}


def _games(path: Path) -> int:
    with closing(sqlite3.connect(path)) as conn:
        return conn.execute("SELECT count(*) FROM games").fetchone()[0]


@pytest.fixture
def database(tmp_path: Path, templates) -> Path:
    """A stopped bot's database holding one game, in its data folder: a copy of the
    one the migrations built for this test process (``tests/conftest.py``), rather
    than a ``migrate`` command each time (0.6 s of CPU)."""
    path = tmp_path / "data" / "amytis.db"
    path.parent.mkdir()
    shutil.copyfile(templates.sqlite(), path)
    with closing(sqlite3.connect(path)) as conn, conn:
        conn.execute("INSERT INTO games (game_kind, guild_id, channel_id, seed, record,"
                     " created_at, updated_at, last_move_at)"
                     " VALUES ('amytis', 1, 2, 3, '{}', 0, 0, 0)")
    return path


@pytest.fixture
def saved(database: Path, tmp_path: Path) -> Path:
    """A backup of ``database``, taken by the bot's own command."""
    assert finish(bot_command("backup", str(tmp_path / "saved.db"), database=database))[0] == 0
    return tmp_path / "saved.db"


def test_a_backup_to_a_path_ending_in_a_slash_makes_that_folder_and_a_dated_copy_in_it(
        database, tmp_path):
    for _ in range(2):  # the daily cron line, run again: a second copy, not the first replaced
        status, out, _ = finish(bot_command("backup", f"{tmp_path / 'backups'}/",
                                            database=database))
        assert status == 0 and out.startswith(f"backed up to {tmp_path / 'backups'}/architects-")
    copies = sorted((tmp_path / "backups").iterdir())
    assert len(copies) == 2 and all(_games(copy) == 1 for copy in copies)


def test_a_backup_keeping_the_newest_3_removes_the_older_ones(database, tmp_path):
    folder = tmp_path / "backups"
    for _ in range(4):
        status, out, _ = finish(bot_command("backup", "--keep", "3", f"{folder}/",
                                            database=database))
        assert status == 0
    assert out.endswith("; 1 older backup removed, 3 kept\n")
    assert len(list(folder.iterdir())) == 3


@pytest.mark.parametrize(("args", "line"), [
    (["--keep", "3", "copy.db"], "--keep needs a folder to back up into (end the path "
                                 "with /): copy.db is a file name"),
    (["--keep", "0", "backups/"], "--keep must be a whole number of at least 1, not '0'"),
    (["--keep", " ", "backups/"], "--keep must be a whole number of at least 1, not ''"),
])
def test_a_backup_keep_that_cannot_be_followed_is_refused_in_one_line(database, tmp_path,
                                                                      args, line):
    status, out, error = finish(bot_command("backup", *args, database=database))
    assert (status, out, error) == (2, "", f"architects-bot: {line}\n")
    assert not (ROOT / "copy.db").exists() and not (ROOT / "backups").exists()


def test_restore_pointed_at_the_database_itself_is_refused_in_one_line(database):
    before = _files(database.parent)
    status, _, error = finish(bot_command("restore", str(database), database=database))
    assert (status, error) == (3, f"architects-bot: {database} is the database itself, not a "
                                  "backup of it: name a file made by bot.py backup\n")
    assert _files(database.parent) == before and _games(database) == 1


def test_restore_of_a_backup_that_does_not_exist_exits_2_in_one_line(database, tmp_path):
    status, _, error = finish(bot_command("restore", str(tmp_path / "nothing.db"),
                                          database=database))
    assert (status, error) == (2, f"architects-bot: {tmp_path / 'nothing.db'} does not exist or is "
                                  "not a file: name a backup file\n")


def test_ctrl_c_during_a_restore_leaves_the_database_as_it_was(database, saved):
    before = _files(database.parent)
    with closing(sqlite3.connect(saved, isolation_level=None)) as holder:
        holder.execute("BEGIN EXCLUSIVE")  # another process holds the backup: restore waits
        restoring = bot_command("restore", str(saved), database=database)
        interrupt_when(restoring, database.with_name("amytis.db.restoring").exists)
        status, out, error = finish(restoring)
    assert (status, out, error) == (
        130, "", "architects-bot: restore interrupted: the database is as it was\n")
    assert _files(database.parent) == before


def test_ctrl_c_during_a_backup_leaves_no_partial_copy(database, tmp_path):
    with closing(sqlite3.connect(database, isolation_level=None)) as holder:
        holder.execute("PRAGMA locking_mode = EXCLUSIVE")  # readers must wait, even in WAL
        holder.execute("BEGIN EXCLUSIVE")
        backing_up = bot_command("backup", str(tmp_path / "copy.db"), database=database)
        interrupt_when(backing_up, (tmp_path / "copy.db.partial").exists)
        status, out, error = finish(backing_up)
    assert (status, out, error) == (
        130, "", "architects-bot: backup interrupted: no partial copy is left behind\n")
    assert not list(tmp_path.glob("copy.db*"))


@pytest.fixture
def silent_server() -> Iterator[tuple[str, threading.Event]]:
    """A PostgreSQL URL whose server accepts connections and never says a word, and an
    event set once it has accepted one."""
    accepted = threading.Event()
    listening = socket.create_server(("127.0.0.1", 0))
    held: list[socket.socket] = []

    def accept() -> None:
        with suppress(OSError):  # the listening socket closed: the test is over
            while True:
                held.append(listening.accept()[0])
                accepted.set()

    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    yield f"postgresql://amytis:s3cret@127.0.0.1:{listening.getsockname()[1]}/amytis", accepted
    listening.close()
    for connection in held:
        connection.close()


@pytest.mark.parametrize("command", ["migrate", "copy-to"])
def test_ctrl_c_while_postgresql_says_nothing_exits_130_in_one_line(database, silent_server,
                                                                    command):
    url, accepted = silent_server
    if command == "migrate":
        process = bot_command("migrate", database=url)
    else:
        process = bot_command("copy-to", url, database=database)
    interrupt_when(process, accepted.is_set)
    status, _, error = finish(process)
    assert status == 130
    assert error.startswith(f"architects-bot: {command} interrupted: ") and error.count("\n") == 1
    if command == "copy-to":  # the SQLite file is free again: its lock went with the process
        assert finish(bot_command("migrate", database=database))[0] == 0


@pytest.mark.parametrize("database_url", ["postgres"], indirect=True)
def test_ctrl_c_during_copy_to_leaves_postgresql_without_a_row(database, database_url):
    assert finish(bot_command("migrate", database=database_url))[0] == 0
    with psycopg.connect(database_url, autocommit=True) as holder, \
            psycopg.connect(database_url, autocommit=True) as watcher:
        holder.execute("BEGIN")
        holder.execute("LOCK TABLE bot_meta IN SHARE MODE")  # the copy's last insert waits

        def waiting_for_the_lock() -> bool:
            return watcher.execute(
                "SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock'"
                " AND datname = current_database()").fetchone()[0] > 0

        with sqlite3.connect(database) as conn:
            conn.execute("INSERT INTO bot_meta (key, value) VALUES ('command_tree', 'abc')")
        copying = bot_command("copy-to", database_url, database=database)
        interrupt_when(copying, waiting_for_the_lock)
        status, _, error = finish(copying)
        holder.execute("COMMIT")
        games = holder.execute("SELECT count(*) FROM games").fetchone()[0]
    assert status == 130 and error.startswith("architects-bot: copy-to interrupted: ")
    assert games == 0  # the game was inserted before the wait, and rolled back


def _unprivileged() -> tuple[str, ...]:
    """Run a command without root's right to write any file, so that file permissions
    bind it as they bind the bot's own user; as another user there is nothing to do."""
    if os.geteuid() != 0:
        return ()
    if shutil.which("setpriv") is None:
        pytest.skip("running as root without setpriv: cannot make a file read-only to root")
    return ("setpriv", "--bounding-set=-dac_override,-dac_read_search", "--")


def test_a_backup_in_a_read_only_folder_is_restored(database, tmp_path):
    """A copy of a stopped bot's database is still in WAL mode: reading it must not
    need a ``-shm`` created beside it."""
    shelf = tmp_path / "shelf"
    shelf.mkdir()
    shutil.copyfile(database, shelf / "copy.db")
    (shelf / "copy.db").chmod(0o444)
    shelf.chmod(0o555)
    with closing(sqlite3.connect(database)) as conn, conn:
        conn.execute("DELETE FROM games")
    try:
        status, out, error = finish(bot_command("restore", str(shelf / "copy.db"),
                                                database=database, prefix=_unprivileged()))
    finally:
        shelf.chmod(0o755)
    assert (status, error) == (0, "")
    assert out.startswith(f"restored {database}: 1 game, schema version ")
    assert [path.name for path in shelf.iterdir()] == ["copy.db"]


def test_version_is_the_name_and_version_of_pyproject(tmp_path):
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    status, out, _ = finish(bot_command("--version", database=tmp_path / "amytis.db"))
    assert (status, out) == (0, f"{project['name']} {project['version']}\n")
