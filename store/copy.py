"""Move an SQLite database into an empty PostgreSQL one, every row as it was.

Both sides are opened through `Database`, so both are migrated to the same schema
first; then each table is copied whole, in an order that satisfies its foreign
keys, inside one PostgreSQL transaction: a copy that fails half way leaves the
target empty, ready for another try. Ids are kept (the buttons already posted in
Discord name them), and the id counters are moved past them afterwards.
"""

from __future__ import annotations

from dataclasses import dataclass

import psycopg

from store.database import Database, DatabaseUnavailable, first_line

# Parents before children: a game before its seats, its lobby and its rematch.
TABLES = ("games", "game_seats", "daily_games", "deliveries", "reviews", "replays", "lobbies",
          "lobby_seats", "absence_votes", "player_stats", "bot_meta", "tournaments",
          "tournament_entrants", "tournament_rounds", "tournament_games")
# The tables whose ids the database numbers (SQLite's INTEGER PRIMARY KEY).
NUMBERED = ("games", "lobbies", "tournaments", "tournament_games")
BATCH_ROWS = 1000
"""Rows sent in one round of inserts: each round must be answered within the store's
statement timeout, however big the table."""


@dataclass(frozen=True)
class CopyReport:
    """How many rows of each table were copied."""

    rows: dict[str, int]

    def __str__(self) -> str:
        return ", ".join(f"{count} {table}" for table, count in self.rows.items())


async def copy_database(source: Database, target: Database) -> CopyReport:
    """Copy every row of `source` (SQLite) into `target` (an empty PostgreSQL database).

    Raises `DatabaseUnavailable` before writing anything if `target` is not a
    PostgreSQL database or already holds rows, and if PostgreSQL fails or stops
    answering during the copy (whose transaction then leaves `target` empty).
    """
    if source.is_postgres or not target.is_postgres:
        raise DatabaseUnavailable("copy-to copies an SQLite database into PostgreSQL")
    try:
        return await _copy_rows(source, target)
    except psycopg.Error as error:
        raise DatabaseUnavailable(f"cannot copy into {target.where}: {first_line(error)}"
                                  ) from None


async def _copy_rows(source: Database, target: Database) -> CopyReport:
    for table in TABLES:
        if await target.fetch_one(f"SELECT 1 FROM {table} LIMIT 1") is not None:
            raise DatabaseUnavailable(
                f"{target.where} is not empty ({table} has rows): copy into a new database")
    copied: dict[str, int] = {}
    async with target.transaction() as conn:
        for table in TABLES:
            # rowid order: a game's rematch comes after the game it replays.
            rows = await source.fetch_all(f"SELECT * FROM {table} ORDER BY rowid")
            copied[table] = len(rows)
            if not rows:
                continue
            columns = rows[0].keys()
            insert = (f"INSERT INTO {table} ({', '.join(columns)})"
                      f" VALUES ({', '.join('?' for _ in columns)})")
            for start in range(0, len(rows), BATCH_ROWS):
                await conn.executemany(insert, [tuple(row) for row in
                                                rows[start:start + BATCH_ROWS]])
        for table in NUMBERED:
            # PostgreSQL's own words: the next id the identity column hands out.
            await conn.execute(
                f"SELECT setval(pg_get_serial_sequence('{table}', 'id'),"
                f" COALESCE(MAX(id), 0) + 1, false) FROM {table}")
    return CopyReport(copied)
