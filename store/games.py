"""Games and their seats: rows in, rows out, every state change checked by version.

Nothing here knows a game's rules: the record is opaque JSON text, and the summary
columns (turn, player to move, scores, winners) are whatever the service computed.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import aiosqlite

from store.database import INTEGRITY_ERRORS, Database
from store.deliveries import DeliveryRepository


class ActiveGameExists(Exception):
    """The channel already has an active game (the database's unique index said so)."""


def _takes_a_busy_channel(error: Exception) -> bool:
    """True when the one-active-game-per-channel index refused a write (SQLite names
    the column, PostgreSQL the index)."""
    return any(name in str(error) for name in ("games.channel_id",
                                               "games_one_active_per_channel"))


@dataclass(frozen=True)
class SeatRow:
    """Who sits in a seat; seat 0 plays first."""

    seat: int
    user_id: int
    computer_level: int | None = None
    rating_before: float | None = None
    rating_after: float | None = None
    """The rated games' leaderboard figure (mu - 3 sigma) before and after the game."""
    computer_from_turn: int | None = None
    """The turn from which the computer played this seat for the person in `user_id`
    (the other players voted it in while they were absent); None otherwise."""

    @property
    def is_computer(self) -> bool:
        """True when the computer plays this seat (now)."""
        return self.computer_level is not None

    @property
    def is_person(self) -> bool:
        """True when `user_id` is a person who sat here (even if the computer took over)."""
        return self.computer_level is None or self.computer_from_turn is not None


@dataclass(frozen=True)
class NewGame:
    """What is needed to insert a game.

    The seed, the computer's secret and the record would give away the hidden tiles
    and the deck order, so they are left out of the printed form (and of any log
    that prints a game), here and in ``GameRow``.
    """

    game_kind: str
    guild_id: int
    channel_id: int
    seed: int = field(repr=False)
    computer_seed: int = field(repr=False)
    record: str = field(repr=False)
    seats: Sequence[SeatRow]
    turn: int
    to_move: int | None
    scores: Sequence[int]
    now: float
    options: dict[str, Any] = field(default_factory=dict)
    parent_channel_id: int | None = None
    rematch_of: int | None = None


@dataclass(frozen=True)
class GameRow:
    """One stored game, as last committed."""

    id: int
    game_kind: str
    guild_id: int
    channel_id: int
    parent_channel_id: int | None
    table_message_id: int | None
    controls_message_id: int | None
    status: str
    end_reason: str | None
    seed: int = field(repr=False)
    computer_seed: int = field(repr=False)
    """The computer player's randomness, independent of the deal; never shown or logged."""
    options: dict[str, Any]
    record: str = field(repr=False)
    pending: list[Any]
    turn: int
    to_move: int | None
    scores: list[int]
    winners: list[int] | None
    version: int
    created_at: float
    updated_at: float
    last_move_at: float
    finished_at: float | None
    ended_by: int | None
    rematch_of: int | None
    seats: tuple[SeatRow, ...]
    held: dict[int, Any] = field(default_factory=dict, repr=False)
    """Answers to a decision several seats make at once, by seat, not yet in the
    record (see `service.turns`): a seat's draft pick is hidden from the others, so it
    is left out of the printed form, as the record is."""
    daily_day: str | None = None
    """The UTC day (ISO text) of the daily deal this game plays, None for any other
    game (see `service.daily`)."""

    @property
    def is_active(self) -> bool:
        """True while moves can still be made."""
        return self.status == "active"

    @property
    def has_computer(self) -> bool:
        """True when the bot plays one of the seats (stats go to the 'computer' pool)."""
        return any(seat.is_computer for seat in self.seats)

    def seat_of(self, user_id: int) -> int | None:
        """The seat of `user_id`, or None for someone who does not play here. The
        computer may sit in several seats: for its user id this is its first one."""
        for seat in self.seats:
            if seat.user_id == user_id:
                return seat.seat
        return None

    def is_seat_of(self, user_id: int, seat: int) -> bool:
        """Whether `user_id` sits in `seat` (the computer's id matches each of its seats)."""
        return 0 <= seat < len(self.seats) and self.seats[seat].user_id == user_id

    def user_at(self, seat: int) -> int:
        """The user id sitting in `seat`."""
        return self.seats[seat].user_id

    @classmethod
    def from_row(cls, row: sqlite3.Row) -> GameRow:
        """Build from a row of `_SELECT` (seats come as a JSON array)."""
        seats = tuple(SeatRow(*item) for item in json.loads(row["seats"]))
        winners = row["winners"]
        return cls(
            id=row["id"],
            game_kind=row["game_kind"],
            guild_id=row["guild_id"],
            channel_id=row["channel_id"],
            parent_channel_id=row["parent_channel_id"],
            table_message_id=row["table_message_id"],
            controls_message_id=row["controls_message_id"],
            status=row["status"],
            end_reason=row["end_reason"],
            seed=row["seed"],
            computer_seed=row["computer_seed"],
            options=json.loads(row["options"]),
            record=row["record"],
            pending=json.loads(row["pending"]),
            turn=row["turn"],
            to_move=row["to_move"],
            scores=json.loads(row["scores"]),
            winners=None if winners is None else json.loads(winners),
            version=row["version"],
            created_at=row["created_at"],
            updated_at=row["updated_at"],
            last_move_at=row["last_move_at"],
            finished_at=row["finished_at"],
            ended_by=row["ended_by"],
            rematch_of=row["rematch_of"],
            seats=tuple(sorted(seats, key=lambda s: s.seat)),
            held={int(seat): answer for seat, answer in json.loads(row["held"]).items()},
            daily_day=row["daily_day"],
        )


_SELECT = """
SELECT g.*,
       (SELECT json_group_array(json_array(seat, user_id, computer_level,
                                           rating_before, rating_after,
                                           computer_from_turn))
          FROM (SELECT * FROM game_seats s WHERE s.game_id = g.id ORDER BY s.seat) AS ordered)
       AS seats,
       (SELECT d.day FROM daily_games d WHERE d.game_id = g.id) AS daily_day
  FROM games g
"""


class GameRepository:
    """Reads go to the committed state; writes take the transaction's connection."""

    def __init__(self, db: Database):
        self._db = db

    async def get(self, game_id: int) -> GameRow | None:
        """The game `game_id` as last committed, or None."""
        row = await self._db.fetch_one(_SELECT + " WHERE g.id = ?", (game_id,))
        return None if row is None else GameRow.from_row(row)

    async def get_in(self, conn: aiosqlite.Connection, game_id: int) -> GameRow | None:
        """The game as seen inside an open transaction."""
        async with conn.execute(_SELECT + " WHERE g.id = ?", (game_id,)) as cursor:
            row = await cursor.fetchone()
        return None if row is None else GameRow.from_row(row)

    async def active_in_channel(self, channel_id: int) -> GameRow | None:
        """The active game of a channel or thread, if any (there is at most one)."""
        row = await self._db.fetch_one(
            _SELECT + " WHERE g.channel_id = ? AND g.status = 'active'", (channel_id,)
        )
        return None if row is None else GameRow.from_row(row)

    async def active_in_channel_in(self, conn: aiosqlite.Connection,
                                   channel_id: int) -> GameRow | None:
        """The active game of a channel inside an open transaction, so that what is
        decided from it (a new table there) is written before anyone else can start one."""
        async with conn.execute(
            _SELECT + " WHERE g.channel_id = ? AND g.status = 'active'", (channel_id,)
        ) as cursor:
            row = await cursor.fetchone()
        return None if row is None else GameRow.from_row(row)

    async def latest_in_channel(self, channel_id: int) -> GameRow | None:
        """The newest game of a channel or thread, active or ended."""
        row = await self._db.fetch_one(
            _SELECT + " WHERE g.channel_id = ? ORDER BY g.id DESC LIMIT 1", (channel_id,)
        )
        return None if row is None else GameRow.from_row(row)

    async def active_for_user(self, user_id: int, guild_id: int | None = None) -> list[GameRow]:
        """The active games `user_id` plays, oldest first, optionally in one guild."""
        sql = (
            _SELECT
            + " WHERE g.status = 'active' AND g.id IN"
            " (SELECT game_id FROM game_seats WHERE user_id = ?)"
        )
        params: list[Any] = [user_id]
        if guild_id is not None:
            sql += " AND g.guild_id = ?"
            params.append(guild_id)
        rows = await self._db.fetch_all(sql + " ORDER BY g.id", params)
        return [GameRow.from_row(row) for row in rows]

    async def active_count_in(self, conn: aiosqlite.Connection, user_id: int,
                              guild_id: int) -> int:
        """How many active games a person plays in a guild (for the limit), read
        inside the transaction that would add one more; a daily game (`service.daily`)
        counts toward nothing else, this limit included, and a tournament's game
        (`service.tournament_service`) is the event's, not one the person chose."""
        async with conn.execute(
            "SELECT COUNT(*) FROM games g WHERE g.status = 'active' AND g.guild_id = ?"
            " AND g.id NOT IN (SELECT game_id FROM daily_games)"
            " AND g.id NOT IN (SELECT game_id FROM tournament_games"
            " WHERE game_id IS NOT NULL)"
            " AND EXISTS (SELECT 1 FROM game_seats s WHERE s.game_id = g.id"
            " AND s.user_id = ? AND s.computer_level IS NULL)", (guild_id, user_id),
        ) as cursor:
            row = await cursor.fetchone()
        return int(row[0])

    async def waiting_for_computer(self) -> list[GameRow]:
        """Active games whose player to move is the computer, oldest first."""
        rows = await self._db.fetch_all(
            _SELECT + " WHERE g.status = 'active' AND EXISTS (SELECT 1 FROM game_seats s"
            " WHERE s.game_id = g.id AND s.seat = g.to_move AND s.computer_level IS NOT NULL)"
            " ORDER BY g.id"
        )
        return [GameRow.from_row(row) for row in rows]

    async def finished_for_user(
        self, user_id: int, guild_id: int, game_kind: str, limit: int = 10
    ) -> list[GameRow]:
        """The most recently ended games of `user_id` in a guild, newest first; daily
        games (`service.daily`) are left out, as they count toward no statistics."""
        rows = await self._db.fetch_all(
            _SELECT + " WHERE g.status != 'active' AND g.guild_id = ? AND g.game_kind = ?"
            " AND g.id IN (SELECT game_id FROM game_seats WHERE user_id = ?)"
            " AND g.id NOT IN (SELECT game_id FROM daily_games)"
            " ORDER BY g.finished_at DESC, g.id DESC LIMIT ?",
            (guild_id, game_kind, user_id, limit),
        )
        return [GameRow.from_row(row) for row in rows]

    async def waiting_since(self, before: float, *, unannounced: bool = False) -> list[GameRow]:
        """Active games whose last move is at or before `before` (for the sweeper).

        With `unannounced`, only those whose forfeit claim was not announced since
        their last move.
        """
        sql = _SELECT + " WHERE g.status = 'active' AND g.last_move_at <= ?"
        if unannounced:
            sql += " AND (g.claim_notified_at IS NULL OR g.claim_notified_at < g.last_move_at)"
        rows = await self._db.fetch_all(sql + " ORDER BY g.last_move_at", (before,))
        return [GameRow.from_row(row) for row in rows]

    async def mark_claim_announced(self, game_id: int, now: float) -> None:
        """Remember that the waiting player was told they may claim (outside the version:
        it is bookkeeping of the bot, not game state)."""
        async with self._db.transaction() as conn:
            await conn.execute(
                "UPDATE games SET claim_notified_at = ? WHERE id = ?", (now, game_id)
            )

    async def all_ids(self, status: str | None = None) -> list[int]:
        """Ids of all games (optionally of one status), for audits and the benchmark."""
        if status is None:
            rows = await self._db.fetch_all("SELECT id FROM games ORDER BY id")
        else:
            rows = await self._db.fetch_all(
                "SELECT id FROM games WHERE status = ? ORDER BY id", (status,)
            )
        return [row[0] for row in rows]

    async def insert(self, conn: aiosqlite.Connection, game: NewGame) -> int:
        """Insert a game and its seats; raise `ActiveGameExists` if the channel is taken."""
        try:
            cursor = await conn.execute(
                "INSERT INTO games (game_kind, guild_id, channel_id, parent_channel_id, seed,"
                " computer_seed, options, record, turn, to_move, scores, created_at,"
                " updated_at, last_move_at, rematch_of) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)"
                " RETURNING id",
                (
                    game.game_kind, game.guild_id, game.channel_id, game.parent_channel_id,
                    game.seed, game.computer_seed, json.dumps(game.options), game.record,
                    game.turn, game.to_move, json.dumps(list(game.scores)), game.now, game.now,
                    game.now, game.rematch_of,
                ),
            )
            game_id = int((await cursor.fetchone())[0])
        except INTEGRITY_ERRORS as error:
            if _takes_a_busy_channel(error):
                raise ActiveGameExists(game.channel_id) from error
            raise
        await conn.executemany(
            "INSERT INTO game_seats (game_id, seat, user_id, computer_level) VALUES (?,?,?,?)",
            [(game_id, s.seat, s.user_id, s.computer_level) for s in game.seats],
        )
        return game_id

    async def save_state(
        self,
        conn: aiosqlite.Connection,
        game_id: int,
        version: int,
        *,
        record: str,
        pending: Sequence[Any],
        turn: int,
        to_move: int | None,
        scores: Sequence[int],
        now: float,
        moved: bool,
        held: Mapping[int, Any] | None = None,
    ) -> bool:
        """Store a new state if the game is still at `version`; False if someone was first.

        `moved` says whether a turn (or a Favor) was executed, which restarts the
        inactivity clock; a mere selection does not. `held` replaces the answers held
        for a decision several seats make at once (none by default).
        """
        held_text = json.dumps({str(seat): answer for seat, answer in (held or {}).items()})
        cursor = await conn.execute(
            "UPDATE games SET record = ?, pending = ?, turn = ?, to_move = ?, scores = ?,"
            " held = ?, version = version + 1, updated_at = ?,"
            " last_move_at = CASE WHEN ? THEN ? ELSE last_move_at END"
            " WHERE id = ? AND version = ? AND status = 'active'",
            (
                record, json.dumps(list(pending)), turn, to_move, json.dumps(list(scores)),
                held_text, now, moved, now, game_id, version,
            ),
        )
        return cursor.rowcount == 1

    async def end(
        self,
        conn: aiosqlite.Connection,
        game_id: int,
        version: int,
        *,
        status: str,
        end_reason: str,
        winners: Sequence[int],
        now: float,
        ended_by: int | None = None,
    ) -> bool:
        """Mark an active game ended if it is still at `version`; False otherwise."""
        cursor = await conn.execute(
            "UPDATE games SET status = ?, end_reason = ?, winners = ?, to_move = NULL,"
            " pending = '[]', held = '{}', version = version + 1, updated_at = ?, finished_at = ?,"
            " ended_by = ? WHERE id = ? AND version = ? AND status = 'active'",
            (status, end_reason, json.dumps(list(winners)), now, now, ended_by, game_id, version),
        )
        return cursor.rowcount == 1

    async def hand_to_computer(self, conn: aiosqlite.Connection, game_id: int, version: int,
                               seat: int, level: int, turn: int, now: float) -> bool:
        """The computer plays `seat` from `turn` on, if the game is still at `version`;
        the seat keeps its person's id, so the record says who played what."""
        cursor = await conn.execute(
            "UPDATE games SET version = version + 1, updated_at = ?, last_move_at = ?"
            " WHERE id = ? AND version = ? AND status = 'active'",
            (now, now, game_id, version))
        if cursor.rowcount != 1:
            return False
        await conn.execute(
            "UPDATE game_seats SET computer_level = ?, computer_from_turn = ?"
            " WHERE game_id = ? AND seat = ? AND computer_level IS NULL",
            (level, turn, game_id, seat))
        return True

    async def set_seat_ratings(
        self, conn: aiosqlite.Connection, game_id: int,
        ratings: Sequence[tuple[int, float, float]],
    ) -> None:
        """Store each seat's rating before and after the game: ``(seat, before, after)``."""
        await conn.executemany(
            "UPDATE game_seats SET rating_before = ?, rating_after = ?"
            " WHERE game_id = ? AND seat = ?",
            [(before, after, game_id, seat) for seat, before, after in ratings],
        )

    async def move(
        self, conn: aiosqlite.Connection, game_id: int, version: int, *, channel_id: int,
        parent_channel_id: int | None, now: float,
    ) -> bool:
        """Move an active game to another channel if it is still at ``version``.

        Raises ``ActiveGameExists`` when that channel already has an active game.
        """
        try:
            cursor = await conn.execute(
                "UPDATE games SET channel_id = ?, parent_channel_id = ?,"
                " table_message_id = NULL, controls_message_id = NULL,"
                " version = version + 1, updated_at = ?"
                " WHERE id = ? AND version = ? AND status = 'active'",
                (channel_id, parent_channel_id, now, game_id, version),
            )
        except INTEGRITY_ERRORS as error:
            if _takes_a_busy_channel(error):
                raise ActiveGameExists(channel_id) from error
            raise
        return cursor.rowcount == 1

    async def set_messages(
        self,
        game_id: int,
        *,
        table_message_id: int | None,
        controls_message_id: int | None,
        shown_version: int | None = None,
    ) -> int | None:
        """Remember the Discord messages showing the game; return the controls message
        they replace, read in the same transaction, so that of two posts racing each
        other each learns exactly the one it superseded (and strips its buttons).

        With `shown_version`, the table shows the game at that version: the table
        the game owed up to it is delivered (``store.deliveries``), in the same
        transaction as the message is remembered.

        Deliberately outside the version check: these ids are where the game is
        shown, not game state, and bumping the version here would make a player's
        move lose a race against the bot's own message bookkeeping.
        """
        async with self._db.transaction() as conn:
            async with conn.execute(
                "SELECT controls_message_id FROM games WHERE id = ?", (game_id,)
            ) as cursor:
                row = await cursor.fetchone()
            await conn.execute(
                "UPDATE games SET table_message_id = ?, controls_message_id = ? WHERE id = ?",
                (table_message_id, controls_message_id, game_id),
            )
            if shown_version is not None:
                await DeliveryRepository.settle_in(conn, game_id, shown_version)
        return None if row is None else row[0]
