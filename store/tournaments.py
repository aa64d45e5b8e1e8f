"""Tournaments, their entrants, rounds and games: rows in, rows out (migrations 0012
and 0013).

The store decides nothing: pairing and standings are the service's. Every change
of a tournament's status or round is checked by its `version`, and every step that
must happen once (open a round, pair a table, create its game, record its result)
is a write that succeeds only the first time, so a step run again after a restart
changes nothing. What the bot still owes Discord (a table to seat, a round to
announce, a podium) is a flag or a NULL under a partial index, so that `owed` finds
it in one query whose cost does not grow with the tournaments stored.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import aiosqlite

from store.database import Database

OPEN_STATUSES = ("signup", "running", "paused")


@dataclass(frozen=True)
class TournamentRow:
    """One stored tournament (see the migration for each field)."""

    id: int
    guild_id: int
    channel_id: int
    host_id: int
    game_kind: str
    options: dict[str, Any]
    format: str
    rounds: int
    round_seconds: float
    seats: int
    best_of: int
    rated: bool
    cap: int | None
    minimum: int
    starts_at: float | None
    status: str
    current_round: int
    manager_role_id: int | None
    message_id: int | None
    paused_left: float | None
    created_at: float
    started_at: float | None
    finished_at: float | None
    version: int
    closed_out: bool = False
    """Its last message is out (only once it ended): nothing more is owed."""

    @property
    def is_open(self) -> bool:
        """True until it is finished or cancelled."""
        return self.status in OPEN_STATUSES

    @classmethod
    def from_row(cls, row: sqlite3.Row) -> TournamentRow:
        """Build from a `SELECT *` row."""
        values = dict(zip(row.keys(), tuple(row), strict=True))
        values["options"] = json.loads(values["options"])
        values["rated"] = bool(values["rated"])
        values["closed_out"] = bool(values["closed_out"])
        return cls(**values)


@dataclass(frozen=True)
class EntrantRow:
    """A signed-up player."""

    tournament_id: int
    user_id: int
    rating: float
    joined_at: float
    removed: bool


@dataclass(frozen=True)
class RoundRow:
    """A round: when it started, its deadline (extensions included), its byes."""

    tournament_id: int
    number: int
    started_at: float
    deadline: float
    status: str
    extended: float
    reminded: int
    byes: tuple[int, ...]
    slots: tuple[int | None, ...] | None
    announced: bool = False

    @property
    def is_open(self) -> bool:
        """True while its games are played."""
        return self.status == "open"


@dataclass(frozen=True)
class TableRow:
    """One game to play in a round (a table, or one game of a knockout match)."""

    id: int
    tournament_id: int
    round_number: int
    table_index: int
    game_no: int
    players: tuple[int, ...]
    channel_id: int | None
    parent_channel_id: int | None
    game_id: int | None
    places: tuple[int, ...] | None
    scores: tuple[int, ...] | None
    forfeits: tuple[int, ...] = field(default=())
    finished_at: float | None = None

    @property
    def is_over(self) -> bool:
        """True once its result is recorded."""
        return self.places is not None

    @property
    def is_void(self) -> bool:
        """Over, and counting for nobody (a moderator aborted its game): its result
        is recorded as no places at all."""
        return self.places == ()

    @classmethod
    def from_row(cls, row: sqlite3.Row) -> TableRow:
        """Build from a `SELECT *` row."""
        places, scores = row["places"], row["scores"]
        return cls(
            id=row["id"], tournament_id=row["tournament_id"], round_number=row["round_number"],
            table_index=row["table_index"], game_no=row["game_no"],
            players=tuple(json.loads(row["players"])), channel_id=row["channel_id"],
            parent_channel_id=row["parent_channel_id"], game_id=row["game_id"],
            places=None if places is None else tuple(json.loads(places)),
            scores=None if scores is None else tuple(json.loads(scores)),
            forfeits=tuple(json.loads(row["forfeits"])), finished_at=row["finished_at"],
        )


def _round(row: sqlite3.Row) -> RoundRow:
    slots = row["slots"]
    return RoundRow(row["tournament_id"], row["number"], row["started_at"], row["deadline"],
                    row["status"], row["extended"], row["reminded"],
                    tuple(json.loads(row["byes"])),
                    None if slots is None else tuple(json.loads(slots)),
                    bool(row["announced"]))


async def _fetch_one(db: Database, conn: aiosqlite.Connection | None, sql: str,
                     params: tuple[Any, ...]) -> sqlite3.Row | None:
    """One row: inside `conn`'s open transaction, or as last committed without one."""
    if conn is None:
        return await db.fetch_one(sql, params)
    async with conn.execute(sql, params) as cursor:
        return await cursor.fetchone()


_TABLES = "SELECT * FROM tournament_games"
SEAT, ANNOUNCE, CLOSE = "seat", "announce", "close"
"""What `owed` lists: a table waits for its game, a round for its announcement, an
ended tournament for its last message."""
_OWED = (
    # each part reads a partial index that holds only what is owed, then the one
    # tournament it belongs to (EXISTS: never every running tournament)
    f"SELECT g.tournament_id, '{SEAT}' FROM tournament_games g"
    " WHERE g.game_id IS NULL AND g.places IS NULL AND EXISTS (SELECT 1 FROM tournaments t"
    " WHERE t.id = g.tournament_id AND t.status = 'running')"
    f" UNION SELECT r.tournament_id, '{ANNOUNCE}' FROM tournament_rounds r"
    " WHERE r.announced = 0 AND EXISTS (SELECT 1 FROM tournaments t"
    " WHERE t.id = r.tournament_id AND t.status = 'running')"
    f" UNION SELECT id, '{CLOSE}' FROM tournaments"
    " WHERE closed_out = 0 AND status IN ('finished', 'cancelled')"
    " ORDER BY 1, 2")
_TABLE_ORDER = " ORDER BY round_number, table_index, game_no"


def _tables_query(tournament_id: int, round_number: int | None) -> tuple[str, tuple[int, ...]]:
    """The query of a tournament's tables, in order (of one round, when given)."""
    sql, params = _TABLES + " WHERE tournament_id = ?", [tournament_id]
    if round_number is not None:
        sql += " AND round_number = ?"
        params.append(round_number)
    return sql + _TABLE_ORDER, tuple(params)


class TournamentRepository:
    """Reads go to the committed state or, with `_in`, to an open transaction."""

    def __init__(self, db: Database):
        self._db = db

    # -- tournaments ------------------------------------------------------------

    async def insert(self, conn: aiosqlite.Connection, *, guild_id: int, channel_id: int,
                     host_id: int, game_kind: str, options: dict[str, Any], format: str,
                     rounds: int, round_seconds: float, seats: int, best_of: int, rated: bool,
                     cap: int | None, minimum: int, starts_at: float | None,
                     manager_role_id: int | None, now: float) -> int:
        """Store a new tournament, open for sign-up; return its id."""
        cursor = await conn.execute(
            "INSERT INTO tournaments (guild_id, channel_id, host_id, game_kind, options, format,"
            " rounds, round_seconds, seats, best_of, rated, cap, minimum, starts_at,"
            " manager_role_id, created_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?) RETURNING id",
            (guild_id, channel_id, host_id, game_kind, json.dumps(options), format, rounds,
             round_seconds, seats, best_of, int(rated), cap, minimum, starts_at,
             manager_role_id, now))
        return int((await cursor.fetchone())[0])

    async def get(self, tournament_id: int) -> TournamentRow | None:
        """The tournament as last committed, or None."""
        return await self.get_in(None, tournament_id)

    async def get_in(self, conn: aiosqlite.Connection | None,
                     tournament_id: int) -> TournamentRow | None:
        """The tournament as seen inside an open transaction (committed, without one)."""
        row = await _fetch_one(self._db, conn, "SELECT * FROM tournaments WHERE id = ?",
                               (tournament_id,))
        return None if row is None else TournamentRow.from_row(row)

    async def in_guild(self, guild_id: int, *, open_only: bool = False) -> list[TournamentRow]:
        """A server's tournaments, newest first (finished ones too, unless `open_only`)."""
        sql = "SELECT * FROM tournaments WHERE guild_id = ?"
        if open_only:
            sql += " AND status IN ('signup', 'running', 'paused')"
        rows = await self._db.fetch_all(sql + " ORDER BY id DESC", (guild_id,))
        return [TournamentRow.from_row(row) for row in rows]

    async def with_status(self, *statuses: str) -> list[TournamentRow]:
        """Every tournament in one of `statuses`, oldest first (for the sweeper)."""
        marks = ", ".join("?" for _ in statuses)
        rows = await self._db.fetch_all(
            f"SELECT * FROM tournaments WHERE status IN ({marks}) ORDER BY id", statuses)
        return [TournamentRow.from_row(row) for row in rows]

    async def update(self, conn: aiosqlite.Connection, row: TournamentRow, **changes: Any) -> bool:
        """Change columns of `row` if it is still at its version; False if someone was first."""
        columns = ", ".join(f"{name} = ?" for name in changes)
        cursor = await conn.execute(
            f"UPDATE tournaments SET {columns}, version = version + 1"
            " WHERE id = ? AND version = ?", (*changes.values(), row.id, row.version))
        return cursor.rowcount == 1

    async def set_message(self, tournament_id: int, message_id: int | None) -> None:
        """Remember the sign-up message (bookkeeping of the bot, outside the version)."""
        async with self._db.transaction() as conn:
            await conn.execute("UPDATE tournaments SET message_id = ? WHERE id = ?",
                               (message_id, tournament_id))

    async def owed(self) -> list[tuple[int, str]]:
        """What the bot owes Discord, as (tournament, `SEAT`, `ANNOUNCE` or `CLOSE`):
        the tables of running tournaments waiting for their game, their rounds not
        announced, and the ended tournaments whose last message is not out. Nothing
        owed costs one probe of three small indexes, however many are stored."""
        return [(row[0], row[1]) for row in await self._db.fetch_all(_OWED)]

    async def mark_closed_out(self, tournament_id: int) -> None:
        """An ended tournament's last message is out; a round it never announced
        (it ended first) is not owed any more either."""
        async with self._db.transaction() as conn:
            await conn.execute("UPDATE tournaments SET closed_out = 1 WHERE id = ?",
                               (tournament_id,))
            await conn.execute("UPDATE tournament_rounds SET announced = 1"
                               " WHERE tournament_id = ? AND announced = 0", (tournament_id,))

    # -- entrants ---------------------------------------------------------------

    async def entrants_in(self, conn: aiosqlite.Connection | None,
                          tournament_id: int) -> list[EntrantRow]:
        """The entrants inside an open transaction (committed, without one), in the
        order they joined."""
        sql = ("SELECT tournament_id, user_id, rating, joined_at, removed FROM"
               " tournament_entrants WHERE tournament_id = ? ORDER BY joined_at, user_id")
        if conn is None:
            rows = await self._db.fetch_all(sql, (tournament_id,))
        else:
            async with conn.execute(sql, (tournament_id,)) as cursor:
                rows = await cursor.fetchall()
        return [EntrantRow(r[0], r[1], r[2], r[3], bool(r[4])) for r in rows]

    async def entrants(self, tournament_id: int) -> list[EntrantRow]:
        """The entrants as last committed, in the order they joined."""
        return await self.entrants_in(None, tournament_id)

    async def add_entrant(self, conn: aiosqlite.Connection, tournament_id: int, user_id: int,
                          rating: float, now: float) -> None:
        """Sign a player up (the primary key refuses a second time)."""
        await conn.execute(
            "INSERT INTO tournament_entrants (tournament_id, user_id, rating, joined_at)"
            " VALUES (?,?,?,?)", (tournament_id, user_id, rating, now))

    async def drop_entrant(self, conn: aiosqlite.Connection, tournament_id: int,
                           user_id: int) -> None:
        """Take a player off the list before the start."""
        await conn.execute(
            "DELETE FROM tournament_entrants WHERE tournament_id = ? AND user_id = ?",
            (tournament_id, user_id))

    async def set_rating(self, conn: aiosqlite.Connection, tournament_id: int, user_id: int,
                         rating: float) -> None:
        """Seed a player by their rating at the start."""
        await conn.execute(
            "UPDATE tournament_entrants SET rating = ? WHERE tournament_id = ? AND user_id = ?",
            (rating, tournament_id, user_id))

    async def set_removed(self, conn: aiosqlite.Connection, tournament_id: int,
                          user_id: int) -> None:
        """Mark a player removed by the host."""
        await conn.execute(
            "UPDATE tournament_entrants SET removed = 1 WHERE tournament_id = ? AND user_id = ?",
            (tournament_id, user_id))

    # -- rounds -------------------------------------------------------------------

    async def rounds_in(self, conn: aiosqlite.Connection, tournament_id: int) -> list[RoundRow]:
        """Every round opened so far, first first, inside an open transaction."""
        async with conn.execute("SELECT * FROM tournament_rounds WHERE tournament_id = ?"
                                " ORDER BY number", (tournament_id,)) as cursor:
            return [_round(row) for row in await cursor.fetchall()]

    async def rounds(self, tournament_id: int) -> list[RoundRow]:
        """Every round opened so far, first first."""
        rows = await self._db.fetch_all("SELECT * FROM tournament_rounds WHERE"
                                        " tournament_id = ? ORDER BY number", (tournament_id,))
        return [_round(row) for row in rows]

    async def unannounced(self, tournament_id: int) -> list[RoundRow]:
        """A tournament's rounds not announced yet whose every table has its game (or
        is over), first first: each is owed its announcement."""
        rows = await self._db.fetch_all(
            "SELECT * FROM tournament_rounds r WHERE r.tournament_id = ? AND r.announced = 0"
            " AND NOT EXISTS (SELECT 1 FROM tournament_games g WHERE g.tournament_id ="
            " r.tournament_id AND g.round_number = r.number AND g.game_id IS NULL"
            " AND g.places IS NULL) ORDER BY r.number", (tournament_id,))
        return [_round(row) for row in rows]

    async def mark_announced(self, tournament_id: int, number: int) -> bool:
        """Round `number`'s announcement is out; False if it was marked already."""
        async with self._db.transaction() as conn:
            cursor = await conn.execute(
                "UPDATE tournament_rounds SET announced = 1 WHERE tournament_id = ?"
                " AND number = ? AND announced = 0", (tournament_id, number))
        return cursor.rowcount == 1

    async def open_rounds(self) -> list[RoundRow]:
        """The open rounds of every running tournament (for the sweeper's deadlines)."""
        rows = await self._db.fetch_all(
            "SELECT r.* FROM tournament_rounds r JOIN tournaments t ON t.id = r.tournament_id"
            " WHERE r.status = 'open' AND t.status = 'running'"
            " ORDER BY r.deadline, r.tournament_id")
        return [_round(row) for row in rows]

    async def insert_round(self, conn: aiosqlite.Connection, tournament_id: int, number: int,
                           *, now: float, deadline: float, byes: Sequence[int],
                           slots: Sequence[int | None] | None) -> None:
        """Open round `number` (its number is a key: a second opening fails loudly)."""
        await conn.execute(
            "INSERT INTO tournament_rounds (tournament_id, number, started_at, deadline, byes,"
            " slots) VALUES (?,?,?,?,?,?)",
            (tournament_id, number, now, deadline, json.dumps(list(byes)),
             None if slots is None else json.dumps(list(slots))))

    async def close_round(self, conn: aiosqlite.Connection, tournament_id: int,
                          number: int) -> bool:
        """Mark a round done; False if it already was."""
        cursor = await conn.execute(
            "UPDATE tournament_rounds SET status = 'done' WHERE tournament_id = ? AND number = ?"
            " AND status = 'open'", (tournament_id, number))
        return cursor.rowcount == 1

    async def move_deadline(self, conn: aiosqlite.Connection, tournament_id: int, number: int,
                            deadline: float, extended: float) -> None:
        """Set a round's deadline (an extension, a pause's end) and what was added."""
        await conn.execute(
            "UPDATE tournament_rounds SET deadline = ?, extended = extended + ?"
            " WHERE tournament_id = ? AND number = ?", (deadline, extended, tournament_id, number))

    async def mark_reminded(self, tournament_id: int, number: int, reminded: int) -> bool:
        """Record that the reminders up to `reminded` went out; False if they had."""
        async with self._db.transaction() as conn:
            cursor = await conn.execute(
                "UPDATE tournament_rounds SET reminded = ? WHERE tournament_id = ?"
                " AND number = ? AND reminded < ?", (reminded, tournament_id, number, reminded))
        return cursor.rowcount == 1

    # -- tables -------------------------------------------------------------------

    async def insert_table(self, conn: aiosqlite.Connection, tournament_id: int,
                           round_number: int, table_index: int, players: Sequence[int], *,
                           game_no: int = 0, channel_id: int | None = None,
                           parent_channel_id: int | None = None) -> int:
        """Pair a table (its place in the round is a key); return its id."""
        cursor = await conn.execute(
            "INSERT INTO tournament_games (tournament_id, round_number, table_index, game_no,"
            " players, channel_id, parent_channel_id) VALUES (?,?,?,?,?,?,?) RETURNING id",
            (tournament_id, round_number, table_index, game_no, json.dumps(list(players)),
             channel_id, parent_channel_id))
        return int((await cursor.fetchone())[0])

    async def tables_in(self, conn: aiosqlite.Connection, tournament_id: int,
                        round_number: int | None = None) -> list[TableRow]:
        """A tournament's tables (of one round, when given: a game's end reads only
        its round), inside an open transaction."""
        sql, params = _tables_query(tournament_id, round_number)
        async with conn.execute(sql, params) as cursor:
            return [TableRow.from_row(row) for row in await cursor.fetchall()]

    async def tables(self, tournament_id: int, round_number: int | None = None) -> list[TableRow]:
        """A tournament's tables (of one round, when given)."""
        rows = await self._db.fetch_all(*_tables_query(tournament_id, round_number))
        return [TableRow.from_row(row) for row in rows]

    async def _one_table(self, conn: aiosqlite.Connection | None, column: str,
                         value: int) -> TableRow | None:
        """The table whose `column` is `value`: committed, or inside `conn`'s transaction."""
        row = await _fetch_one(self._db, conn, f"{_TABLES} WHERE {column} = ?", (value,))
        return None if row is None else TableRow.from_row(row)

    async def table(self, table_id: int) -> TableRow | None:
        """One table by id."""
        return await self._one_table(None, "id", table_id)

    async def table_in(self, conn: aiosqlite.Connection, table_id: int) -> TableRow | None:
        """One table as seen inside an open transaction."""
        return await self._one_table(conn, "id", table_id)

    async def table_of_game(self, game_id: int) -> TableRow | None:
        """The table a game is played at, if it is a tournament's, as last committed."""
        return await self._one_table(None, "game_id", game_id)

    async def table_of_game_in(self, conn: aiosqlite.Connection, game_id: int) -> TableRow | None:
        """The table a game is played at, if it is a tournament's."""
        return await self._one_table(conn, "game_id", game_id)

    async def awaiting_game(self, tournament_id: int | None = None) -> list[TableRow]:
        """Tables of running tournaments paired but without a game yet and not over."""
        sql = (_TABLES + " WHERE game_id IS NULL AND places IS NULL AND tournament_id IN"
               " (SELECT id FROM tournaments WHERE status = 'running')")
        params: list[Any] = []
        if tournament_id is not None:
            sql += " AND tournament_id = ?"
            params.append(tournament_id)
        rows = await self._db.fetch_all(sql + " ORDER BY tournament_id, round_number,"
                                        " table_index, game_no", params)
        return [TableRow.from_row(row) for row in rows]

    async def place_table(self, table_id: int, channel_id: int,
                          parent_channel_id: int | None) -> TableRow:
        """Choose the thread of a table's game, unless one was chosen first: the table
        as it is now (the earlier choice wins)."""
        async with self._db.transaction() as conn:
            await conn.execute(
                "UPDATE tournament_games SET channel_id = ?, parent_channel_id = ?"
                " WHERE id = ? AND channel_id IS NULL", (channel_id, parent_channel_id, table_id))
        table = await self.table(table_id)
        assert table is not None
        return table

    async def set_game(self, conn: aiosqlite.Connection, table_id: int, game_id: int) -> bool:
        """Attach the table's game; False if it already has one."""
        cursor = await conn.execute(
            "UPDATE tournament_games SET game_id = ? WHERE id = ? AND game_id IS NULL",
            (game_id, table_id))
        return cursor.rowcount == 1

    async def set_result(self, conn: aiosqlite.Connection, table_id: int,
                         places: Sequence[int], scores: Sequence[int], now: float) -> bool:
        """Record a table's result; False if it was recorded already."""
        cursor = await conn.execute(
            "UPDATE tournament_games SET places = ?, scores = ?, finished_at = ?"
            " WHERE id = ? AND places IS NULL",
            (json.dumps(list(places)), json.dumps(list(scores)), now, table_id))
        return cursor.rowcount == 1

    async def add_forfeit(self, conn: aiosqlite.Connection, table: TableRow,
                          user_id: int) -> None:
        """Record that `user_id` loses this table by forfeit (they were removed)."""
        forfeits = sorted({*table.forfeits, user_id})
        await conn.execute("UPDATE tournament_games SET forfeits = ? WHERE id = ?",
                           (json.dumps(forfeits), table.id))
