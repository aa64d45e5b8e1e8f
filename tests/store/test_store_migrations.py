"""The migration runner on real SQLite files."""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path

import pytest

from store import Database, MigrationError, SchemaTooNew, database_path
from store.migrations import MIGRATIONS_DIR, discover


async def test_migrations_build_an_empty_file_and_record_their_version(tmp_path: Path) -> None:
    db = await Database.open(str(tmp_path / "new" / "bot.db"))
    try:
        assert await db.schema_version() == len(discover())
        tables = {row[0] for row in await db.fetch_all(
            "SELECT name FROM sqlite_master WHERE type = 'table'")}
        assert {"games", "game_seats", "lobbies", "lobby_seats", "player_stats",
                "schema_version"} <= tables
    finally:
        await db.close()


async def test_reopening_applies_nothing_twice(tmp_path: Path) -> None:
    path = str(tmp_path / "bot.db")
    await (await Database.open(path)).close()
    db = await Database.open(path)
    try:
        rows = await db.fetch_all("SELECT version FROM schema_version")
        assert [row[0] for row in rows] == list(range(1, len(discover()) + 1))
    finally:
        await db.close()


async def test_connection_uses_wal_foreign_keys_and_a_busy_timeout(tmp_path: Path) -> None:
    db = await Database.open(str(tmp_path / "bot.db"))
    try:
        assert (await db.fetch_one("PRAGMA journal_mode"))[0] == "wal"
        assert (await db.fetch_one("PRAGMA foreign_keys"))[0] == 1
        assert (await db.fetch_one("PRAGMA busy_timeout"))[0] == 5000
    finally:
        await db.close()


async def test_a_database_newer_than_the_code_refuses_to_open(tmp_path: Path) -> None:
    path = tmp_path / "bot.db"
    await (await Database.open(str(path))).close()
    with sqlite3.connect(path) as conn:
        conn.execute("INSERT INTO schema_version VALUES (999, 'from_the_future', 0)")
    with pytest.raises(SchemaTooNew, match="newer version of the bot") as caught:
        await Database.open(str(path))
    assert caught.value.database_version == 999


def _write(directory: Path, name: str, sql: str) -> None:
    directory.mkdir(exist_ok=True)
    (directory / name).write_text(sql, encoding="utf-8")


async def test_a_failing_migration_leaves_the_database_as_it_was(tmp_path: Path) -> None:
    migrations = tmp_path / "migrations"
    _write(migrations, "0001_first.sql", "CREATE TABLE a (x INTEGER);\n")
    _write(migrations, "0002_broken.sql",
           "CREATE TABLE b (y INTEGER);\nINSERT INTO missing VALUES (1);\n")
    with pytest.raises(MigrationError, match=re.escape("0002_broken.sql")):
        await Database.open(str(tmp_path / "bot.db"), migrations_dir=migrations)
    with sqlite3.connect(tmp_path / "bot.db") as conn:
        assert conn.execute("SELECT MAX(version) FROM schema_version").fetchone()[0] == 1
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master")}
    assert "a" in tables
    assert "b" not in tables


async def test_a_new_migration_is_applied_on_the_next_start(tmp_path: Path) -> None:
    migrations = tmp_path / "migrations"
    _write(migrations, "0001_first.sql", "CREATE TABLE a (x INTEGER);")
    await (await Database.open(str(tmp_path / "bot.db"), migrations_dir=migrations)).close()
    _write(migrations, "0002_second.sql",
           "-- a trigger has semicolons inside\nCREATE TABLE b (y INTEGER);\n"
           "CREATE TRIGGER t AFTER INSERT ON a BEGIN INSERT INTO b VALUES (new.x); END;\n")
    db = await Database.open(str(tmp_path / "bot.db"), migrations_dir=migrations)
    try:
        assert await db.schema_version() == 2
        async with db.transaction() as conn:
            await conn.execute("INSERT INTO a VALUES (7)")
        assert (await db.fetch_one("SELECT y FROM b"))[0] == 7
    finally:
        await db.close()


@pytest.mark.parametrize("names", [
    ["0001_a.sql", "0003_c.sql"],
    ["0001_a.sql", "0001_b.sql"],
    ["1_a.sql"],
])
def test_migration_names_must_count_up_without_gaps(tmp_path: Path, names: list[str]) -> None:
    for name in names:
        _write(tmp_path, name, "SELECT 1;")
    with pytest.raises(MigrationError):
        discover(tmp_path)


def test_the_project_migrations_are_well_formed() -> None:
    migrations = discover(MIGRATIONS_DIR)
    assert migrations[0].version == 1
    assert all(m.statements() for m in migrations)


@pytest.mark.parametrize(("url", "expected"), [
    ("sqlite:///data/x.db", Path("data/x.db")),
    ("sqlite:////var/lib/bot.db", Path("/var/lib/bot.db")),
    ("/tmp/plain.db", Path("/tmp/plain.db")),
])
def test_database_url_forms(url: str | None, expected: Path) -> None:
    assert database_path(url, environ={}) == expected


def test_database_url_from_the_environment() -> None:
    assert database_path(None, environ={"DATABASE_URL": "sqlite:///e.db"}) == Path("e.db")


@pytest.mark.parametrize("url", ["postgres://host/db", "sqlite:///:memory:", ":memory:"])
def test_database_urls_the_bot_cannot_use_are_refused(url: str) -> None:
    with pytest.raises(ValueError):
        database_path(url, environ={})


async def _built_by_the_first(count: int, tmp_path: Path) -> None:
    """bot.db in `tmp_path` as the bot's first `count` migrations built it."""
    older = tmp_path / "migrations"
    for migration in discover(MIGRATIONS_DIR)[:count]:
        _write(older, migration.path.name, migration.path.read_text(encoding="utf-8"))
    await (await Database.open(str(tmp_path / "bot.db"), migrations_dir=older)).close()


async def test_games_from_before_the_computer_seed_get_their_own_random_one(
        tmp_path: Path) -> None:
    await _built_by_the_first(2, tmp_path)
    with sqlite3.connect(tmp_path / "bot.db") as conn:
        for channel in (1, 2):
            conn.execute("INSERT INTO games (game_kind, guild_id, channel_id, seed, record, turn,"
                         " scores, created_at, updated_at, last_move_at)"
                         " VALUES ('amytis', 5, ?, 42, '{}', 0, '[0,0]', 0, 0, 0)", (channel,))
    db = await Database.open(str(tmp_path / "bot.db"))
    try:
        seeds = [r[0] for r in await db.fetch_all("SELECT computer_seed FROM games")]
    finally:
        await db.close()
    assert len(set(seeds)) == 2 and all(0 <= s < 2**62 and s != 42 for s in seeds)


async def test_rounds_and_ended_tournaments_from_before_the_owed_marks_owe_only_a_podium(
        tmp_path: Path) -> None:
    await _built_by_the_first(12, tmp_path)
    with sqlite3.connect(tmp_path / "bot.db") as conn:
        # closed out (its sign-up message forgotten), one still owing its podium, one
        # under way in round 1
        for status, message in (("finished", None), ("finished", 77), ("running", 78)):
            conn.execute("INSERT INTO tournaments (guild_id, channel_id, host_id, game_kind,"
                         " format, rounds, round_seconds, seats, minimum, status, message_id,"
                         " created_at) VALUES (5, 6, 7, 'amytis', 'swiss', 3, 60, 2, 2, ?, ?, 0)",
                         (status, message))
        conn.execute("INSERT INTO tournament_rounds (tournament_id, number, started_at,"
                     " deadline) VALUES (3, 1, 0, 60)")
    db = await Database.open(str(tmp_path / "bot.db"))
    try:
        closed = [r[0] for r in await db.fetch_all("SELECT closed_out FROM tournaments"
                                                   " ORDER BY id")]
        announced = await db.fetch_one("SELECT announced FROM tournament_rounds")
    finally:
        await db.close()
    assert closed == [1, 0, 0] and announced[0] == 1
