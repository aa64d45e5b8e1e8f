"""Backups of a live database and restoring one, on real files built by the migrations."""

from __future__ import annotations

import asyncio
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

import store.backup
from store import Database, DatabaseUnavailable, GameRepository, NewGame, SchemaTooNew, SeatRow
from store.backup import backup, describe, restore
from store.lock import DatabaseInUse, exclusive_use


def _game(channel_id: int) -> NewGame:
    return NewGame(
        game_kind="test", guild_id=5, channel_id=channel_id, seed=channel_id, computer_seed=0,
        record='{"moves": []}', seats=[SeatRow(0, 1), SeatRow(1, 2)], turn=0, to_move=0,
        scores=[0, 0], now=100.0)


async def _add_games(db: Database, first: int, count: int) -> None:
    for channel in range(first, first + count):
        async with db.transaction() as conn:
            await GameRepository(db).insert(conn, _game(channel))


def _channels(path: Path) -> list[int]:
    with closing(sqlite3.connect(path)) as conn:
        return [row[0] for row in conn.execute("SELECT channel_id FROM games ORDER BY id")]


@pytest.fixture
async def live(tmp_path: Path):
    db = await Database.open(str(tmp_path / "live" / "amytis.db"))
    yield db
    await db.close()


async def test_a_backup_taken_while_games_are_written_holds_every_committed_game(
        live: Database, tmp_path: Path) -> None:
    await _add_games(live, 1, 50)
    writing = asyncio.create_task(_add_games(live, 51, 400))
    await asyncio.sleep(0.05)
    committed_before = len(_channels(live.path))
    snapshot = await asyncio.to_thread(backup, live.path, tmp_path / "copy.db")
    committed_after = len(_channels(live.path))
    await writing
    copied = _channels(tmp_path / "copy.db")
    assert committed_before <= snapshot.games == len(copied) <= committed_after
    assert copied == list(range(1, len(copied) + 1))  # a prefix of the commits, no holes
    with closing(sqlite3.connect(tmp_path / "copy.db")) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "delete"
    assert not (tmp_path / "copy.db-wal").exists()


async def test_the_live_file_alone_is_not_a_backup_but_the_copy_is(
        live: Database, tmp_path: Path) -> None:
    await _add_games(live, 1, 3)
    lone = tmp_path / "lone.db"
    lone.write_bytes(live.path.read_bytes())  # what a plain `cp amytis.db` would give
    with pytest.raises(DatabaseUnavailable, match="not an architects-bot database"):
        describe(lone)  # even the tables are still in the write-ahead log
    backup(live.path, tmp_path / "copy.db")
    assert _channels(tmp_path / "copy.db") == [1, 2, 3]


async def test_a_backup_into_a_folder_is_named_after_the_time(
        live: Database, tmp_path: Path) -> None:
    folder = tmp_path / "backups"
    folder.mkdir()
    snapshot = backup(live.path, folder)
    assert snapshot.path.parent == folder
    assert snapshot.path.name.startswith("architects-") and snapshot.path.suffix == ".db"
    assert [p.name for p in folder.iterdir()] == [snapshot.path.name]


async def test_a_backup_into_a_folder_not_made_yet_makes_it(live: Database,
                                                            tmp_path: Path) -> None:
    folder = tmp_path / "backups" / "daily"
    snapshot = backup(live.path, folder, folder=True)
    assert snapshot.path.parent == folder and snapshot.path.name.startswith("architects-")
    assert [p.name for p in folder.iterdir()] == [snapshot.path.name]


async def test_backups_into_a_folder_within_the_same_second_are_all_kept(
        live: Database, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(store.backup, "_stamp", lambda: "20261128-040000")
    names = [backup(live.path, tmp_path, folder=True).path.name for _ in range(3)]
    assert names == ["architects-20261128-040000.db", "architects-20261128-040000-2.db",
                     "architects-20261128-040000-3.db"]
    assert sorted(p.name for p in tmp_path.iterdir() if p.suffix == ".db") == sorted(names)


async def test_keeping_n_backups_removes_the_oldest_dated_ones_and_nothing_else(
        live: Database, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "backups"
    folder.mkdir()
    others = ["notes.txt", "architects-before-upgrade.db", "architects-20260101-000000.db.partial"]
    for name in others:
        (folder / name).write_text("not a dated backup")
    (folder / "amytis-20251231-040000.db").write_text("a backup from before the rename")
    for stamp in ("20260101-040000", "20260102-040000", "20260102-040000"):
        monkeypatch.setattr(store.backup, "_stamp", lambda stamp=stamp: stamp)
        backup(live.path, folder, folder=True, keep=2)
    assert sorted(p.name for p in folder.iterdir()) == sorted(
        [*others, "architects-20260102-040000.db", "architects-20260102-040000-2.db"])


def test_keeping_backups_needs_a_folder(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="folder"):
        backup(tmp_path / "live.db", tmp_path / "copy.db", keep=3)


async def test_a_backup_over_the_live_file_is_refused(live: Database) -> None:
    with pytest.raises(DatabaseUnavailable, match="live database itself"):
        backup(live.path, live.path)


@pytest.mark.parametrize(("content", "message"), [
    (None, "does not exist"),
    (b"games, but in a text file\n" * 100, "not a database"),
])
def test_a_backup_of_something_that_is_not_a_bot_database_is_refused(
        tmp_path: Path, content: bytes | None, message: str) -> None:
    source = tmp_path / "amytis.db"
    if content is not None:
        source.write_bytes(content)
    with pytest.raises(DatabaseUnavailable, match=message):
        backup(source, tmp_path / "copy.db")
    assert not (tmp_path / "copy.db").exists()


async def test_restore_puts_the_backup_back_and_keeps_what_it_replaced(
        live: Database, tmp_path: Path) -> None:
    await _add_games(live, 1, 2)
    backup(live.path, tmp_path / "copy.db")
    await _add_games(live, 3, 1)
    await live.close()
    restored = restore(tmp_path / "copy.db", live.path)
    assert (restored.games, _channels(live.path)) == (2, [1, 2])
    aside = [p for p in live.path.parent.iterdir() if ".before-restore-" in p.name]
    assert len(aside) == 1 and _channels(aside[0]) == [1, 2, 3]
    reopened = await Database.open(str(live.path))
    assert await reopened.schema_version() == restored.schema_version
    await reopened.close()


async def test_restore_is_refused_while_a_bot_uses_the_database(
        live: Database, tmp_path: Path) -> None:
    backup(live.path, tmp_path / "copy.db")
    with exclusive_use(live.path), pytest.raises(DatabaseInUse, match="stop it first"):
        restore(tmp_path / "copy.db", live.path)


async def test_restore_refuses_a_backup_from_a_newer_bot(live: Database, tmp_path: Path) -> None:
    backup(live.path, tmp_path / "copy.db")
    with closing(sqlite3.connect(tmp_path / "copy.db")) as conn, conn:
        conn.execute("INSERT INTO schema_version VALUES (999, 'from_the_future', 0)")
    with pytest.raises(SchemaTooNew):
        restore(tmp_path / "copy.db", live.path)
    assert describe(live.path).schema_version < 999


def _files(folder: Path) -> dict[str, bytes]:
    """What a folder holds, byte for byte (the lock file aside: it holds nothing)."""
    return {path.name: path.read_bytes() for path in folder.iterdir()
            if path.is_file() and path.suffix != ".lock"}


def _damage(path: Path) -> None:
    """Garbage over the last page: a B-tree page gone bad, the file still opens."""
    data = bytearray(path.read_bytes())
    data[-4096:] = b"\xff" * 4096
    path.write_bytes(bytes(data))


async def test_restore_from_the_database_itself_is_refused_and_changes_nothing(
        live: Database) -> None:
    await _add_games(live, 1, 2)
    await live.close()
    before = _files(live.path.parent)
    with pytest.raises(DatabaseUnavailable, match="is the database itself, not a backup"):
        restore(live.path, live.path)
    assert _files(live.path.parent) == before
    assert _channels(live.path) == [1, 2]


async def test_a_damaged_backup_is_refused_and_the_database_is_left_as_it_was(
        live: Database, tmp_path: Path) -> None:
    await _add_games(live, 1, 30)
    backup(live.path, tmp_path / "copy.db")
    _damage(tmp_path / "copy.db")
    await live.close()
    before = _files(live.path.parent)
    with pytest.raises(DatabaseUnavailable) as refused:
        restore(tmp_path / "copy.db", live.path)
    assert str(refused.value).startswith(f"{tmp_path / 'copy.db'} is damaged")
    assert _files(live.path.parent) == before  # no half-restored file, nothing set aside


async def test_a_backup_from_a_newer_bot_leaves_nothing_beside_the_database(
        live: Database, tmp_path: Path) -> None:
    backup(live.path, tmp_path / "copy.db")
    with closing(sqlite3.connect(tmp_path / "copy.db")) as conn, conn:
        conn.execute("INSERT INTO schema_version VALUES (999, 'from_the_future', 0)")
    await live.close()
    before = _files(live.path.parent)
    with pytest.raises(SchemaTooNew):
        restore(tmp_path / "copy.db", live.path)
    assert _files(live.path.parent) == before


async def test_two_restores_in_the_same_second_keep_both_replaced_databases(
        live: Database, tmp_path: Path) -> None:
    backup(live.path, tmp_path / "empty.db")
    await _add_games(live, 1, 1)
    await live.close()
    restore(tmp_path / "empty.db", live.path)
    restore(tmp_path / "empty.db", live.path)
    kept = sorted(p for p in live.path.parent.iterdir() if ".before-restore-" in p.name)
    assert [len(_channels(path)) for path in kept] == [1, 0]


async def test_a_restore_puts_back_a_copied_database_left_in_wal_mode_writing_nothing_beside_it(
        live: Database, tmp_path: Path) -> None:
    await _add_games(live, 1, 3)
    await live.close()  # checkpointed: the file alone holds every game, still in WAL mode
    saved = tmp_path / "saved"
    saved.mkdir()
    (saved / "copy.db").write_bytes(live.path.read_bytes())
    await _add_games(reopened := await Database.open(str(live.path)), 4, 1)
    await reopened.close()
    assert restore(saved / "copy.db", live.path).games == 3
    assert _channels(live.path) == [1, 2, 3]
    assert [p.name for p in saved.iterdir()] == ["copy.db"]  # no -wal or -shm made there


async def test_a_backup_locked_by_another_process_is_given_up_in_one_line(
        live: Database, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr("store.backup.LOCKED_TIMEOUT_S", 0.3)
    backup(live.path, tmp_path / "copy.db")
    await live.close()
    before = _files(live.path.parent)
    with closing(sqlite3.connect(tmp_path / "copy.db", isolation_level=None)) as holder:
        holder.execute("BEGIN EXCLUSIVE")
        with pytest.raises(DatabaseUnavailable, match="stayed locked by another process"):
            restore(tmp_path / "copy.db", live.path)
    assert _files(live.path.parent) == before


async def test_a_backup_of_a_damaged_database_names_that_database(
        live: Database, tmp_path: Path) -> None:
    await _add_games(live, 1, 30)
    await live.close()
    _damage(live.path)
    with pytest.raises(DatabaseUnavailable) as refused:
        backup(live.path, tmp_path / "copy.db")
    assert str(refused.value).startswith(f"{live.path} is damaged")
    assert ".partial" not in str(refused.value)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["live"]


async def test_keeping_more_backups_than_there_are_says_how_many_are_kept(
        live: Database, tmp_path: Path) -> None:
    snapshot = backup(live.path, tmp_path, folder=True, keep=14)
    assert str(snapshot).endswith("; 0 older backups removed, 1 kept")


async def test_keeping_n_backups_never_removes_the_one_just_made(
        live: Database, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("architects-20270101-040000.db", "architects-20270102-040000.db"):
        (tmp_path / name).write_text("made before the clock was set back")
    monkeypatch.setattr(store.backup, "_stamp", lambda: "20261128-040000")
    snapshot = backup(live.path, tmp_path, folder=True, keep=2)
    assert snapshot.path.is_file()
    assert sorted(p.name for p in tmp_path.iterdir() if p.suffix == ".db") == [
        "architects-20261128-040000.db", "architects-20270102-040000.db"]
