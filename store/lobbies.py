"""Lobbies: invitations and open tables, gathering the players of a game to come.

A lobby row says what is asked (game, seats, options) and how it stands; its seats
are rows in `lobby_seats`: the host, each person invited or joined with their
answer, each computer seat. Every change joins the caller's transaction, and the
service reads the lobby inside that same transaction, so two people taking the last
seat at once are served one after the other.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from typing import Any

import aiosqlite

from store.database import Database

SEATED = ("host", "accepted", "joined")
"""The answers that hold a seat."""


@dataclass(frozen=True)
class LobbySeat:
    """One person (or computer) in a lobby, in the order they came."""

    position: int
    user_id: int
    computer_level: int | None
    answer: str

    @property
    def is_computer(self) -> bool:
        """True for a seat the computer will play."""
        return self.computer_level is not None

    @property
    def is_seated(self) -> bool:
        """True when this seat will play: the host, an accepted or joined player, a
        computer seat."""
        return self.answer in SEATED


@dataclass(frozen=True)
class Lobby:
    """One stored lobby with its seats."""

    id: int
    game_kind: str
    guild_id: int
    channel_id: int
    parent_channel_id: int | None
    host_id: int
    mode: str
    seats: int
    options: dict[str, Any]
    status: str
    message_id: int | None
    game_id: int | None
    rematch_of: int | None
    created_at: float
    expires_at: float
    resolved_at: float | None
    members: tuple[LobbySeat, ...]

    @property
    def is_pending(self) -> bool:
        """True while people can still answer, join or leave."""
        return self.status == "pending"

    @property
    def seated(self) -> tuple[LobbySeat, ...]:
        """The seats that will play, in the order they came."""
        return tuple(m for m in self.members if m.is_seated)

    @property
    def guests(self) -> tuple[LobbySeat, ...]:
        """The seats the host may free: every seat that will play but the host's."""
        return tuple(m for m in self.seated if m.answer != "host")

    @property
    def invited(self) -> tuple[LobbySeat, ...]:
        """Every person the host invited, whatever their answer."""
        return tuple(m for m in self.members if m.answer in ("invited", "accepted", "declined"))

    @property
    def waiting_for(self) -> tuple[int, ...]:
        """Invited people who have not answered yet."""
        return tuple(m.user_id for m in self.members if m.answer == "invited")

    def member(self, user_id: int) -> LobbySeat | None:
        """The person `user_id`'s seat in the lobby, if any (computer seats aside)."""
        return next((m for m in self.members
                     if m.user_id == user_id and not m.is_computer), None)

    @classmethod
    def from_row(cls, row: sqlite3.Row) -> Lobby:
        """Build from a row of `_SELECT`."""
        values = {name: row[name] for name in cls.__dataclass_fields__ if name != "members"}
        values["options"] = json.loads(values["options"])
        members = tuple(LobbySeat(*item) for item in json.loads(row["members"]))
        return cls(**values, members=tuple(sorted(members, key=lambda m: m.position)))


_SELECT = """
SELECT l.*,
       (SELECT json_group_array(json_array(position, user_id, computer_level, answer))
          FROM lobby_seats s WHERE s.lobby_id = l.id) AS members
  FROM lobbies l
"""


class LobbyRepository:
    """Reads from the committed state, or inside a transaction; writes join it."""

    def __init__(self, db: Database):
        self._db = db

    async def get(self, lobby_id: int) -> Lobby | None:
        """The lobby as last committed, or None."""
        row = await self._db.fetch_one(_SELECT + " WHERE l.id = ?", (lobby_id,))
        return None if row is None else Lobby.from_row(row)

    async def get_in(self, conn: aiosqlite.Connection, lobby_id: int) -> Lobby | None:
        """The lobby inside an open transaction."""
        async with conn.execute(_SELECT + " WHERE l.id = ?", (lobby_id,)) as cursor:
            row = await cursor.fetchone()
        return None if row is None else Lobby.from_row(row)

    async def pending_in_channel(self, channel_id: int) -> list[Lobby]:
        """Open lobbies of a channel, oldest first."""
        rows = await self._db.fetch_all(
            _SELECT + " WHERE l.channel_id = ? AND l.status = 'pending' ORDER BY l.id",
            (channel_id,))
        return [Lobby.from_row(row) for row in rows]

    async def pending_with(self, guild_id: int, user_id: int) -> list[Lobby]:
        """Open lobbies of a server where the person `user_id` is host, invited or
        seated (computer seats aside), oldest first."""
        rows = await self._db.fetch_all(
            _SELECT + " WHERE l.guild_id = ? AND l.status = 'pending' AND EXISTS ("
            "SELECT 1 FROM lobby_seats s WHERE s.lobby_id = l.id AND s.user_id = ?"
            " AND s.computer_level IS NULL) ORDER BY l.id", (guild_id, user_id))
        return [Lobby.from_row(row) for row in rows]

    async def pending_hosted_in(self, conn: aiosqlite.Connection, host_id: int, now: float, *,
                                guild_id: int | None = None,
                                channel_id: int | None = None) -> int:
        """How many unexpired lobbies `host_id` has open in a guild or a channel (for
        the limits), read inside the transaction that would add one."""
        where, place = (("guild_id", guild_id) if channel_id is None
                        else ("channel_id", channel_id))
        async with conn.execute(
            f"SELECT COUNT(*) FROM lobbies WHERE {where} = ? AND host_id = ?"
            " AND status = 'pending' AND expires_at > ?", (place, host_id, now),
        ) as cursor:
            row = await cursor.fetchone()
        return int(row[0])

    async def pending_seats_in(self, conn: aiosqlite.Connection, user_id: int, guild_id: int,
                               now: float) -> int:
        """How many unexpired lobbies of a guild the person `user_id` holds a seat at
        without hosting it (joined, or accepted while others are awaited), read inside
        the transaction that would seat them once more."""
        async with conn.execute(
            "SELECT COUNT(*) FROM lobbies l WHERE l.guild_id = ? AND l.status = 'pending'"
            " AND l.expires_at > ? AND EXISTS (SELECT 1 FROM lobby_seats s"
            " WHERE s.lobby_id = l.id AND s.user_id = ? AND s.computer_level IS NULL"
            " AND s.answer IN ('joined', 'accepted'))", (guild_id, now, user_id),
        ) as cursor:
            row = await cursor.fetchone()
        return int(row[0])

    async def pending_rematch_in(
        self, conn: aiosqlite.Connection, rematch_of: int, *, host_id: int, invited_id: int,
        now: float,
    ) -> Lobby | None:
        """The open, unexpired rematch of game `rematch_of` from `host_id` inviting
        `invited_id`, inside an open transaction (so an answer to it is atomic)."""
        async with conn.execute(
            _SELECT + " WHERE l.rematch_of = ? AND l.host_id = ? AND l.status = 'pending'"
            " AND l.expires_at > ? AND EXISTS (SELECT 1 FROM lobby_seats s"
            " WHERE s.lobby_id = l.id AND s.user_id = ? AND s.answer = 'invited')"
            " ORDER BY l.id LIMIT 1",
            (rematch_of, host_id, now, invited_id),
        ) as cursor:
            row = await cursor.fetchone()
        return None if row is None else Lobby.from_row(row)

    async def due(self, now: float) -> list[Lobby]:
        """Open lobbies whose time is up."""
        rows = await self._db.fetch_all(
            _SELECT + " WHERE l.status = 'pending' AND l.expires_at <= ? ORDER BY l.expires_at",
            (now,))
        return [Lobby.from_row(row) for row in rows]

    async def insert(
        self, conn: aiosqlite.Connection, *, game_kind: str, guild_id: int, channel_id: int,
        parent_channel_id: int | None, host_id: int, mode: str, seats: int,
        invited: tuple[int, ...], options: dict[str, Any], now: float, expires_at: float,
        rematch_of: int | None = None,
    ) -> int:
        """Store a new open lobby with its host and the people invited."""
        cursor = await conn.execute(
            "INSERT INTO lobbies (game_kind, guild_id, channel_id, parent_channel_id, host_id,"
            " mode, seats, options, created_at, expires_at, rematch_of)"
            " VALUES (?,?,?,?,?,?,?,?,?,?,?) RETURNING id",
            (game_kind, guild_id, channel_id, parent_channel_id, host_id, mode, seats,
             json.dumps(options), now, expires_at, rematch_of),
        )
        lobby_id = int((await cursor.fetchone())[0])
        await conn.executemany(
            "INSERT INTO lobby_seats (lobby_id, position, user_id, answer) VALUES (?,?,?,?)",
            [(lobby_id, 0, host_id, "host"),
             *((lobby_id, i, user, "invited") for i, user in enumerate(invited, start=1))],
        )
        return lobby_id

    async def add_seat(self, conn: aiosqlite.Connection, lobby_id: int, user_id: int,
                       computer_level: int | None, answer: str) -> None:
        """Seat someone (or a computer) after everyone already there."""
        await conn.execute(
            "INSERT INTO lobby_seats (lobby_id, position, user_id, computer_level, answer)"
            " SELECT ?, COALESCE(MAX(position), -1) + 1, ?, ?, ? FROM lobby_seats"
            " WHERE lobby_id = ?",
            (lobby_id, user_id, computer_level, answer, lobby_id),
        )

    async def set_answer(self, conn: aiosqlite.Connection, lobby_id: int, position: int,
                         answer: str) -> None:
        """Record an invited person's answer."""
        await conn.execute("UPDATE lobby_seats SET answer = ? WHERE lobby_id = ? AND position = ?",
                           (answer, lobby_id, position))

    async def remove_seat(self, conn: aiosqlite.Connection, lobby_id: int,
                          position: int) -> None:
        """Free a seat (a player left, or the host removed someone)."""
        await conn.execute("DELETE FROM lobby_seats WHERE lobby_id = ? AND position = ?",
                           (lobby_id, position))

    async def resolve(self, conn: aiosqlite.Connection, lobby_id: int, status: str, now: float,
                      game_id: int | None = None) -> bool:
        """Close an open lobby; False if it was no longer open (someone was first)."""
        cursor = await conn.execute(
            "UPDATE lobbies SET status = ?, resolved_at = ?, game_id = ?"
            " WHERE id = ? AND status = 'pending'",
            (status, now, game_id, lobby_id),
        )
        return cursor.rowcount == 1

    async def set_message(self, lobby_id: int, message_id: int | None) -> None:
        """Remember the Discord message that shows the lobby."""
        async with self._db.transaction() as conn:
            await conn.execute("UPDATE lobbies SET message_id = ? WHERE id = ?",
                               (message_id, lobby_id))
