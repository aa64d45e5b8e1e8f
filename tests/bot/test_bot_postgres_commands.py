"""The database commands with PostgreSQL: ``copy-to`` moves an SQLite file there,
``migrate`` works on it, and the SQLite file commands point to ``pg_dump``."""

from __future__ import annotations

import logging
import socket
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest
from psycopg.conninfo import conninfo_to_dict, make_conninfo

import bot
from store import postgres
from store.settings import redacted

ROOT = Path(__file__).resolve().parents[2]


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
    assert lines[1].startswith("copied 0 games, 0 game_seats, 0 daily_games, 0 deliveries, "
                              "0 reviews, 0 replays, 0 lobbies")
    assert lines[2] == f"migrated {redacted(database_url)}"


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


PASSWORD = "Hunter2Secret"


def _made_from(text: str) -> list[Path]:
    """Files in the project folder (where a relative path would go) named after ``text``."""
    return [path for path in ROOT.iterdir() if path.name.startswith(text.split()[0][:8])]


def test_a_key_value_database_url_is_postgresql_never_a_file_nor_shown_with_its_password(
        environ, monkeypatch, capsys):
    with socket.create_server(("127.0.0.1", 0)) as closed:
        port = closed.getsockname()[1]  # closed again below: nothing listens there
    url = (f"host=127.0.0.1 port={port} user=architects password={PASSWORD} dbname=architects "
           "connect_timeout=2")
    monkeypatch.setenv("DATABASE_URL", url)
    assert bot.main(["migrate"]) == 3
    out, error = capsys.readouterr()
    assert out == "" and PASSWORD not in error and len(error.splitlines()) == 1
    assert error.startswith(f"architects-bot: cannot use host=127.0.0.1 port={port} "
                            "user=architects password=*** dbname=architects connect_timeout=2: ")
    assert _made_from(url) == []


@pytest.mark.parametrize("database_url", ["postgres"], indirect=True)
def test_a_key_value_database_url_is_migrated_on_postgresql(environ, database_url,
                                                            monkeypatch, capsys):
    settings = conninfo_to_dict(database_url)
    # CI's server trusts its socket and its URL has no password; one is set all the
    # same (a trusting server never asks for it), so the masking is always checked.
    settings.setdefault("password", "Hunter2Secret")
    keywords = make_conninfo("", **settings)
    monkeypatch.setenv("DATABASE_URL", keywords)
    assert bot.main(["migrate"]) == 0
    out = capsys.readouterr().out
    assert out == f"migrated {redacted(keywords)}\n"
    assert f"password={settings['password']}" not in out
    assert _made_from(keywords) == []


@pytest.mark.parametrize("url", [
    f"host=db passwrod={PASSWORD}",  # a keyword misspelt
    f"host=db password={PASSWORD} Extra",  # a value with a space, unquoted
    f"host=db password='{PASSWORD}",  # a quote left open
    f"postgresq://bot:{PASSWORD}@db/amytis",  # a scheme misspelt
    f"postgresql:/bot:{PASSWORD}@db/amytis",  # a slash forgotten
    "sqlite:data/amytis.db",
    f'"postgresql://bot:{PASSWORD}@db/amytis"',  # quoted, as Docker's --env-file keeps it
    f"'host=db password={PASSWORD}'",
])
def test_a_database_url_that_is_neither_a_url_nor_a_file_is_refused_in_one_line(
        environ, monkeypatch, capsys, url):
    monkeypatch.setenv("DATABASE_URL", url)
    for command in ("migrate", "run"):
        monkeypatch.setenv("DISCORD_TOKEN", "token")
        assert bot.main([command]) == 2
        error = capsys.readouterr().err
        assert error.startswith("architects-bot: DATABASE_URL ") and error.count("\n") == 1
        assert PASSWORD not in error and "Extra" not in error
    assert _made_from(url) == []


@pytest.fixture
def silent_server() -> Iterator[str]:
    """A PostgreSQL URL (with a password) whose server accepts the connection and then
    never answers: the kernel completes the handshake, nobody reads."""
    with socket.create_server(("127.0.0.1", 0), backlog=8) as listening:
        yield f"postgresql://amytis:s3cret@127.0.0.1:{listening.getsockname()[1]}/amytis"


@pytest.fixture
def root_logging_restored() -> Iterator[None]:
    """``run`` sets up logging for a whole process; give the test's back afterwards."""
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    yield
    root.handlers[:] = handlers
    root.setLevel(level)


@pytest.mark.parametrize("command", ["run", "migrate", "copy-to"])
def test_a_server_that_never_answers_ends_the_command_with_3_in_one_line(
        environ, silent_server, monkeypatch, capsys, root_logging_restored, command):
    monkeypatch.setattr(postgres, "CONNECT_TIMEOUT_S", 2)
    monkeypatch.setenv("DISCORD_TOKEN", "token")
    if command == "copy-to":
        assert bot.main(["migrate"]) == 0
        argv = ["copy-to", silent_server]
    else:
        monkeypatch.setenv("DATABASE_URL", silent_server)
        argv = [command]
    assert bot.main(argv) == 3
    error = capsys.readouterr().err
    assert error == (f"architects-bot: cannot use postgresql://amytis:***@{silent_server.split('@')[1]}:"
                     " the server did not answer the connection within 2 s (connect_timeout)\n")


@pytest.mark.parametrize("database_url", ["postgres"], indirect=True)
def test_a_copy_the_server_stops_answering_exits_3_and_copies_nothing(
        environ, database_url, monkeypatch, capsys, tmp_path):
    bot.main(["migrate"])
    with sqlite3.connect(tmp_path / "amytis.db") as conn:
        conn.execute("INSERT INTO bot_meta (key, value) VALUES ('command_tree', 'abc')")
    monkeypatch.setenv("DATABASE_URL", database_url)
    bot.main(["migrate"])
    monkeypatch.setenv("DATABASE_URL", str(tmp_path / "amytis.db"))
    monkeypatch.setattr(postgres, "STATEMENT_TIMEOUT_S", 0.5)
    with psycopg.connect(database_url, autocommit=True) as holder:
        holder.execute("BEGIN")
        holder.execute("LOCK TABLE bot_meta IN SHARE MODE")  # reads pass, the insert waits
        assert bot.main(["copy-to", database_url]) == 3
    assert capsys.readouterr().err.endswith(
        f"architects-bot: cannot copy into {redacted(database_url)}: "
        "the server did not answer a statement within 0.5 s\n")
    with psycopg.connect(database_url) as conn:
        assert conn.execute("SELECT count(*) FROM bot_meta").fetchone()[0] == 0
