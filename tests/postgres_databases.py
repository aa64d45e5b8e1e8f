"""PostgreSQL databases for the tests: new ones, and migrated ones lent and emptied.

A test that needs a migrated database used to get a new one, created from a migrated
template (``CREATE DATABASE ... TEMPLATE``). Creating a database copies its 7 MB of
system catalogues, 0.15 to 0.35 s a test on CI's throwaway server, and some 350 tests
do it. A migrated database is instead lent to one test at a time and emptied after
it, back to the rows the migrations left: about 30 ms. A test that changed its schema,
or left it in a state the emptying cannot undo, has it dropped instead of lent again,
so every test still starts on exactly what the migrations built.
"""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from graphlib import TopologicalSorter
from urllib.parse import urlsplit

import psycopg
from psycopg import sql

from store import Database


@contextmanager
def postgres_database(server: str, template: str | None = None) -> Iterator[str]:
    """A new database on ``server`` (a copy of ``template`` if given), dropped after."""
    url = create_database(server, template)
    try:
        yield url
    finally:
        drop_database(server, url)


def create_database(server: str, template: str | None = None) -> str:
    """The URL of a new database on ``server``, named by a UUID."""
    name = f"test_{uuid.uuid4().hex}"
    copy = f' TEMPLATE "{template}"' if template else ""
    with psycopg.connect(server, autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"{copy}')
    return url_of(server, name)


def drop_database(server: str, url: str) -> None:
    """Drop the database ``url`` names, ending any connection still open to it."""
    with psycopg.connect(server, autocommit=True) as admin:
        admin.execute(f'DROP DATABASE "{name_of(url)}" WITH (FORCE)')


def url_of(server: str, name: str) -> str:
    """The URL of the database ``name`` on ``server``."""
    return urlsplit(server)._replace(path=f"/{name}").geturl()


def name_of(url: str) -> str:
    """The name of the database ``url`` names (its path)."""
    return urlsplit(url).path.lstrip("/")


def migrated(url: str) -> None:
    """Open the database ``url`` names, which applies every migration, and close it
    (in a thread of its own: a test's event loop may be running)."""

    async def open_and_close() -> None:
        await (await Database.open(url)).close()

    with ThreadPoolExecutor(max_workers=1) as thread:
        thread.submit(asyncio.run, open_and_close()).result()


# Everything a test could change in a database besides the rows of its tables, in one
# text: a database whose text differs from the template's is not lent again.
_SCHEMA = """
SELECT string_agg(item, E'\\n' ORDER BY item) FROM (
    SELECT format('relation %s %s', c.oid::regclass, c.relkind) AS item
      FROM pg_class c WHERE c.relnamespace = 'public'::regnamespace
    UNION ALL
    SELECT format('column %s.%s %s %s %s', a.attrelid::regclass, a.attname,
                  format_type(a.atttypid, a.atttypmod), a.attnotnull,
                  pg_get_expr(d.adbin, d.adrelid))
      FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
      LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
     WHERE c.relnamespace = 'public'::regnamespace AND a.attnum > 0
       AND NOT a.attisdropped
    UNION ALL
    SELECT format('index %s', indexdef) FROM pg_indexes WHERE schemaname = 'public'
    UNION ALL
    SELECT format('constraint %s %s %s', conrelid::regclass, conname,
                  pg_get_constraintdef(oid))
      FROM pg_constraint WHERE connamespace = 'public'::regnamespace
    UNION ALL
    SELECT format('trigger %s', pg_get_triggerdef(oid)) FROM pg_trigger
     WHERE NOT tgisinternal
    UNION ALL
    SELECT format('function %s', oid::regprocedure) FROM pg_proc
     WHERE pronamespace NOT IN ('pg_catalog'::regnamespace,
                                'information_schema'::regnamespace)
    UNION ALL
    SELECT format('schema %s %s %s', nspname, nspowner::regrole, nspacl) FROM pg_namespace
     WHERE nspname NOT LIKE 'pg\\_temp\\_%' AND nspname NOT LIKE 'pg\\_toast\\_temp\\_%'
    UNION ALL
    SELECT format('setting %s', setconfig) FROM pg_db_role_setting
     WHERE setdatabase = (SELECT oid FROM pg_database WHERE datname = current_database())
    UNION ALL
    SELECT format('large objects %s', count(*)) FROM pg_largeobject_metadata
) AS everything
"""


def schema_of(conn: psycopg.Connection) -> str:
    """Everything but the rows in ``conn``'s database, as one text to compare."""
    row = conn.execute(_SCHEMA).fetchone()
    return row[0] if row else ""


@dataclass(frozen=True)
class Migrated:
    """What the migrations left in a database: its schema, and the script that brings
    a database of that schema back to their rows (leases, schema_version)."""

    schema: str
    emptying: str

    @classmethod
    def read(cls, url: str) -> Migrated:
        with psycopg.connect(url, autocommit=True) as conn:
            tables = [row[0] for row in conn.execute(
                "SELECT tablename FROM pg_tables WHERE schemaname = 'public'")]
            references = conn.execute(
                "SELECT conrelid::regclass::text, confrelid::regclass::text"
                "  FROM pg_constraint WHERE contype = 'f'"
                "   AND connamespace = 'public'::regnamespace").fetchall()
            # a table's rows go before the rows they refer to
            referrers: dict[str, set[str]] = {table: set() for table in tables}
            for referring, referred in references:
                if referring != referred:
                    referrers[referred.strip('"')].add(referring.strip('"'))
            order = list(TopologicalSorter(referrers).static_order())
            statements = [sql.SQL("DELETE FROM {}").format(sql.Identifier(table))
                          for table in order]
            statements += [sql.SQL("ALTER SEQUENCE {} RESTART").format(sql.Identifier(name))
                           for (name,) in conn.execute(
                               "SELECT sequencename FROM pg_sequences"
                               " WHERE schemaname = 'public'")]
            for table in reversed(order):  # rows referred to first
                cursor = conn.execute(sql.SQL("SELECT * FROM {}").format(sql.Identifier(table)))
                columns = sql.SQL(", ").join(
                    sql.Identifier(column.name) for column in cursor.description or ())
                statements += [
                    sql.SQL("INSERT INTO {} ({}) VALUES ({})").format(
                        sql.Identifier(table), columns,
                        sql.SQL(", ").join(sql.Literal(value) for value in row))
                    for row in cursor]
            script = sql.SQL("; ").join(statements).as_string(conn)
            # a lock the test's ended connections still hold fails it, not hangs it
            return cls(schema_of(conn), f"BEGIN; SET LOCAL lock_timeout = '5s'; {script}; COMMIT")


class LentDatabases:
    """Migrated databases of one test process, each lent to one test at a time."""

    def __init__(self, server: str, template: str) -> None:
        self._server = server
        self.template = template
        self._migrated = Migrated.read(url_of(server, template))
        self._idle: list[str] = []

    @contextmanager
    def lend(self) -> Iterator[str]:
        url = self._idle.pop() if self._idle else create_database(self._server, self.template)
        try:
            yield url
        finally:
            if self._emptied(url):
                self._idle.append(url)
            else:
                drop_database(self._server, url)

    def _emptied(self, url: str) -> bool:
        """Whether ``url`` is back to what the migrations left (False: drop it)."""
        try:
            with psycopg.connect(self._server, autocommit=True) as admin:
                admin.execute(  # the test's own connections, and their locks
                    "SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity"
                    " WHERE datname = %s AND pid <> pg_backend_pid()", (name_of(url),))
            with psycopg.connect(url, autocommit=True) as conn:
                if schema_of(conn) != self._migrated.schema:
                    return False
                conn.execute(self._migrated.emptying)
        except psycopg.Error:
            return False
        return True

    def close(self) -> None:
        while self._idle:
            drop_database(self._server, self._idle.pop())
