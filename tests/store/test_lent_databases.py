"""The migrated PostgreSQL databases lent to the tests (tests/postgres_databases.py)
come back to each test as the migrations left them, or not at all."""

from __future__ import annotations

from collections.abc import Iterator

import psycopg
import pytest

from tests.conftest import Templates, postgres_server
from tests.postgres_databases import LentDatabases, name_of

ROWS = """
SELECT (SELECT count(*) FROM games), (SELECT count(*) FROM lobbies),
       (SELECT string_agg(format('%s %s %s', name, owner, expires_at), ',') FROM leases),
       (SELECT count(*) FROM schema_version)
"""


@pytest.fixture
def lent(templates: Templates) -> Iterator[LentDatabases]:
    """Databases lent from the test process's migrated template, apart from those its
    other tests are lent."""
    server = postgres_server()
    databases = LentDatabases(server, templates.postgres(server).template)
    yield databases
    databases.close()


def write_a_game(conn: psycopg.Connection) -> int:
    """Take the sweeper's lease and store a game (in a channel of its own); its id."""
    conn.execute("UPDATE leases SET owner = 'someone', expires_at = 99")
    row = conn.execute(
        "INSERT INTO games (game_kind, guild_id, channel_id, seed, record, created_at,"
        " updated_at, last_move_at)"
        " SELECT 'amytis', 1, COALESCE(MAX(channel_id), 0) + 1, 3, '{}', 0, 0, 0 FROM games"
        " RETURNING id").fetchone()
    assert row is not None
    return int(row[0])


def test_a_lent_database_comes_back_with_the_migrations_rows_alone(lent) -> None:
    with lent.lend() as url, psycopg.connect(url, autocommit=True) as conn:
        fresh = conn.execute(ROWS).fetchone()
        write_a_game(conn)
        conn.execute("INSERT INTO lobbies (game_kind, guild_id, channel_id, host_id, mode,"
                     " seats, status, created_at, expires_at)"
                     " VALUES ('amytis', 1, 2, 3, 'open', 2, 'pending', 0, 1)")
    with lent.lend() as again, psycopg.connect(again, autocommit=True) as conn:
        assert again == url  # the same database, lent again
        assert conn.execute(ROWS).fetchone() == fresh
        assert fresh[0:2] == (0, 0) and fresh[2] == "sweeper  0"


def test_a_lent_databases_numbering_starts_again(lent) -> None:
    with lent.lend() as url, psycopg.connect(url, autocommit=True) as conn:
        first = write_a_game(conn)
        write_a_game(conn)
    with lent.lend() as again, psycopg.connect(again, autocommit=True) as conn:
        assert write_a_game(conn) == first


def test_a_connection_left_open_by_a_test_does_not_keep_its_rows(lent) -> None:
    with lent.lend() as url:
        left_open = psycopg.connect(url)  # a transaction holding a lock, never closed
        write_a_game(left_open)
    with lent.lend() as again, psycopg.connect(again, autocommit=True) as conn:
        assert again == url
        assert conn.execute("SELECT count(*) FROM games").fetchone() == (0,)
    with pytest.raises(psycopg.OperationalError):  # it was ended by the server
        left_open.execute("SELECT 1")
    left_open.close()


def test_a_database_whose_schema_a_test_changed_is_never_lent_again(lent) -> None:
    with lent.lend() as url, psycopg.connect(url, autocommit=True) as conn:
        conn.execute("ALTER TABLE games ADD COLUMN extra TEXT")
    with lent.lend() as other, psycopg.connect(other, autocommit=True) as conn:
        assert other != url
        assert "extra" not in {row[0] for row in conn.execute(
            "SELECT column_name FROM information_schema.columns WHERE table_name = 'games'")}
    with psycopg.connect(postgres_server(), autocommit=True) as admin:
        assert admin.execute("SELECT count(*) FROM pg_database WHERE datname = %s",
                             (name_of(url),)).fetchone() == (0,)  # dropped


def test_closing_drops_every_database_lent(lent) -> None:
    with lent.lend() as first, lent.lend() as second:
        pass
    lent.close()
    with psycopg.connect(postgres_server(), autocommit=True) as admin:
        left = admin.execute("SELECT count(*) FROM pg_database WHERE datname IN (%s, %s)",
                             (name_of(first), name_of(second))).fetchone()
    assert left == (0,)
