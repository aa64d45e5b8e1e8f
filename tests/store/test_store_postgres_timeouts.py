"""A PostgreSQL server that stops answering is given up on, in one line, never waited
for in silence: at connection (a server that accepts and says nothing) and for each
statement (a server that has stopped answering in the middle)."""

from __future__ import annotations

import socket
from collections.abc import Iterator

import psycopg
import pytest

from store import Database, postgres
from store.database import DatabaseUnavailable
from store.dialect import WRITE_LOCK_KEY
from store.meta import MetaRepository


@pytest.fixture
def silent_server() -> Iterator[str]:
    """A URL (with a password) whose server completes the TCP handshake, then says
    nothing: the kernel accepts into the listening queue, nobody reads it."""
    with socket.create_server(("127.0.0.1", 0), backlog=8) as listening:
        port = listening.getsockname()[1]
        yield f"postgresql://amytis:s3cret@127.0.0.1:{port}/amytis"


async def test_a_server_that_never_answers_is_given_up_after_the_connect_timeout(
        silent_server: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(postgres, "CONNECT_TIMEOUT_S", 2)
    with pytest.raises(DatabaseUnavailable) as refused:
        await Database.open(silent_server)
    assert str(refused.value) == (
        f"cannot use {silent_server.replace('s3cret', '***')}: the server did not answer "
        "the connection within 2 s (connect_timeout)")


async def test_a_connect_timeout_the_url_sets_is_kept(silent_server: str) -> None:
    with pytest.raises(DatabaseUnavailable, match="did not answer the connection within 2 s"):
        await Database.open(f"{silent_server}?connect_timeout=2")


@pytest.mark.parametrize("database_url", ["postgres"], indirect=True)
async def test_a_statement_left_unanswered_is_given_up_and_the_connection_still_serves(
        database_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(postgres, "STATEMENT_TIMEOUT_S", 0.5)
    db = await Database.open(database_url)
    try:
        async with await psycopg.AsyncConnection.connect(database_url,
                                                         autocommit=True) as holder:
            # Every write waits for this lock: held here, a write's answer never comes.
            await holder.execute("SELECT pg_advisory_lock(%s)", (WRITE_LOCK_KEY,))
            with pytest.raises(postgres.NoAnswer,
                               match=r"did not answer a statement within 0\.5 s"):
                await MetaRepository(db).set("stuck", "1")
        await MetaRepository(db).set("after", "1")  # the lock's holder is gone
        assert await MetaRepository(db).get("after") == "1"
        assert await MetaRepository(db).get("stuck") is None
    finally:
        await db.close()
