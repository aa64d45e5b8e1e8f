"""The database every store and service test runs on: SQLite, and PostgreSQL too.

`database_url` is parametrized over both backends. The PostgreSQL case creates a
fresh database per test on the server `TEST_POSTGRES_URL` names (any database URL
there with rights to CREATE DATABASE) and drops it afterwards; without that
variable it is skipped locally. CI (`.ci/run`) starts a throwaway server and sets
it, so CI always runs both.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import psycopg
import pytest


@pytest.fixture(params=["sqlite", "postgres"])
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A database nobody has used yet: an SQLite file path or a PostgreSQL URL."""
    if request.param == "sqlite":
        yield str(tmp_path / "test.db")
        return
    server = os.environ.get("TEST_POSTGRES_URL")
    if not server:
        pytest.skip("TEST_POSTGRES_URL is not set (.ci/run sets it)")
    name = f"test_{uuid.uuid4().hex}"
    with psycopg.connect(server, autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    try:
        yield urlsplit(server)._replace(path=f"/{name}").geturl()
    finally:
        with psycopg.connect(server, autocommit=True) as admin:
            admin.execute(f'DROP DATABASE "{name}" WITH (FORCE)')
