"""The database every store and service test runs on: SQLite, and PostgreSQL too.

`database_url` is parametrized over both backends. The PostgreSQL case creates a
fresh database per test on the server `TEST_POSTGRES_URL` names (any database URL
there with rights to CREATE DATABASE) and drops it afterwards; without that
variable it is skipped locally. CI (`.ci/run`) starts a throwaway server and sets
it, so CI always runs both. `migrated_database_url` is the same, but already built
by the real migrations: a copy of a file they built once per test process, or a
PostgreSQL database they built, lent to one test at a time and emptied back to their
rows after it (``tests/postgres_databases.py``).

The suite runs on every core, and one worker more (pytest-xdist, ``-n auto --dist
loadgroup`` in pyproject.toml). Each test stands alone there: its own temporary folder,
SQLite file, PostgreSQL database (named by a UUID, or lent to it alone) and emulator
port (a free one). Only a fixture built once per module ties tests together, so such
a module runs on one worker.
"""

from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Iterator
from contextlib import ExitStack
from pathlib import Path

import pytest

from tests.postgres_databases import LentDatabases, migrated, name_of, postgres_database

# Write bytecode caches even where the environment turns them off
# (PYTHONDONTWRITEBYTECODE): every bot a test starts imports its cogs again, since
# discord.py forgets an extension's modules when the bot closes, and every command a
# test runs is a new interpreter. Without the caches each of them compiled the
# project's modules from source again: 0.09 s of CPU per bot a test starts, 0.07 s
# per command. The commands read the caches the test processes write.
sys.dont_write_bytecode = False


@pytest.fixture(params=["sqlite", "postgres"])
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A database nobody has used yet: an SQLite file path or a PostgreSQL URL."""
    if request.param == "sqlite":
        yield str(tmp_path / "test.db")
        return
    with postgres_database(postgres_server()) as url:
        yield url


def postgres_server() -> str:
    """The PostgreSQL server of the tests (the test is skipped without one)."""
    server = os.environ.get("TEST_POSTGRES_URL")
    if not server:
        pytest.skip("TEST_POSTGRES_URL is not set (.ci/run sets it)")
    return server


class Templates:
    """The databases the real migrations built, once per test process, on demand:
    an SQLite file, and a database on the test server with the databases lent from
    it. Applying the thirteen migrations took 0.2 to 0.4 s a test on PostgreSQL, and
    12 ms on SQLite."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._sqlite: Path | None = None
        self._postgres: dict[str, LentDatabases] = {}
        self._dropped = ExitStack()

    def sqlite(self) -> Path:
        if self._sqlite is None:
            path = self.folder / "migrated.db"
            migrated(str(path))
            self._sqlite = path
        return self._sqlite

    def postgres(self, server: str) -> LentDatabases:
        """The migrated databases of ``server`` this process lends its tests."""
        if server not in self._postgres:
            url = self._dropped.enter_context(postgres_database(server))
            migrated(url)
            lent = self._postgres[server] = LentDatabases(server, name_of(url))
            self._dropped.callback(lent.close)
        return self._postgres[server]

    def close(self) -> None:
        self._dropped.close()


@pytest.fixture(scope="session")
def templates(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Templates]:
    made = Templates(tmp_path_factory.mktemp("templates"))
    yield made
    made.close()


@pytest.fixture(params=["sqlite", "postgres"])
def migrated_database_url(request: pytest.FixtureRequest, tmp_path: Path,
                          templates: Templates) -> Iterator[str]:
    """A database as the migrations left it, no test's rows in it: a copy of the
    file, or a PostgreSQL database lent to this test alone and emptied after it."""
    if request.param == "sqlite":
        path = tmp_path / "test.db"
        shutil.copyfile(templates.sqlite(), path)
        yield str(path)
        return
    with templates.postgres(postgres_server()).lend() as url:
        yield url


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """What ``-n auto`` starts: one worker more than the cores. Much of the suite
    waits (on PostgreSQL creating each test's database, a bot's process starting,
    the emulator), and a third worker on two cores fills those waits: a wait-heavy
    fifth of the suite took 76 to 84 s with three workers, 89 to 105 s with two."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return (cores or 1) + 1


SHARED_SCOPES = {"module", "package", "class"}
"""Fixtures of these scopes are built once for several tests: splitting those tests
over the workers would build them again on each."""


@pytest.hookimpl(tryfirst=True)  # before xdist reads the groups
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Keep on one worker the tests of a module that share a module-scoped fixture
    (a review judged once, an installed package), so that it is built once."""
    for item in items:
        definitions = getattr(item, "_fixtureinfo", None)
        if definitions is None:
            continue
        if any(defs[-1].scope in SHARED_SCOPES
               for defs in definitions.name2fixturedefs.values() if defs):
            item.add_marker(pytest.mark.xdist_group(item.nodeid.split("::")[0]))
