"""The database commands with PostgreSQL: ``copy-to`` moves an SQLite file there,
``migrate`` works on it, and the SQLite file commands point to ``pg_dump``."""

from __future__ import annotations

import sqlite3

import pytest

import bot


@pytest.fixture
def environ(monkeypatch, tmp_path) -> None:
    """``.env`` is not read; ``DATABASE_URL`` is set by each test."""
    monkeypatch.setattr(bot, "_load_dotenv", lambda: None)
    monkeypatch.setenv("DATABASE_URL", str(tmp_path / "amytis.db"))


@pytest.mark.parametrize("database_url", ["postgres"], indirect=True)
def test_copy_to_then_migrate_there(environ, database_url, monkeypatch, capsys):
    assert bot.main(["migrate"]) == 0
    assert bot.main(["copy-to", database_url]) == 0
    monkeypatch.setenv("DATABASE_URL", database_url)
    assert bot.main(["migrate"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[1].startswith("copied 0 games, 0 game_seats, 0 deliveries, 0 lobbies")
    assert lines[2] == f"migrated {database_url}"


@pytest.mark.parametrize("database_url", ["postgres"], indirect=True)
def test_copying_into_a_database_that_holds_rows_exits_3(environ, database_url, tmp_path,
                                                         capsys):
    bot.main(["migrate"])
    with sqlite3.connect(tmp_path / "amytis.db") as conn:
        conn.execute("INSERT INTO bot_meta (key, value) VALUES ('command_tree', 'abc')")
    assert bot.main(["copy-to", database_url]) == 0
    assert bot.main(["copy-to", database_url]) == 3
    assert "is not empty (bot_meta has rows)" in capsys.readouterr().err


def test_copy_to_anything_but_postgresql_exits_2_in_one_line(environ, capsys):
    assert bot.main(["copy-to", "sqlite:///elsewhere.db"]) == 2
    assert capsys.readouterr().err == (
        "architects-bot: copy-to needs a postgresql:// URL, not 'sqlite:///elsewhere.db'\n")


@pytest.mark.parametrize("command", [["backup", "copy.db"], ["restore", "copy.db"]])
def test_the_sqlite_file_commands_point_to_pg_dump_on_postgresql(environ, monkeypatch, capsys,
                                                                  command):
    monkeypatch.setenv("DATABASE_URL", "postgresql://bot@db/amytis")
    assert bot.main(command) == 2
    assert "pg_dump" in capsys.readouterr().err
