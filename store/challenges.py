"""Challenges: an invitation to play, open until answered, withdrawn or expired."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from typing import Any

import aiosqlite

from store.database import Database


class PendingChallengeExists(Exception):
    """The challenger already has an open challenge in that channel."""


@dataclass(frozen=True)
class ChallengeRow:
    """One stored challenge."""

    id: int
    game_kind: str
    guild_id: int
    channel_id: int
    parent_channel_id: int | None
    challenger_id: int
    opponent_id: int
    options: dict[str, Any]
    status: str
    message_id: int | None
    game_id: int | None
    rematch_of: int | None
    created_at: float
    expires_at: float
    resolved_at: float | None

    @property
    def is_pending(self) -> bool:
        """True while the opponent can still answer."""
        return self.status == "pending"

    @classmethod
    def from_row(cls, row: sqlite3.Row) -> ChallengeRow:
        """Build from a `challenges` row."""
        values = {name: row[name] for name in cls.__dataclass_fields__}
        values["options"] = json.loads(values["options"])
        return cls(**values)


_COLUMNS = ", ".join(ChallengeRow.__dataclass_fields__)


class ChallengeRepository:
    """Reads from the committed state; writes join the caller's transaction."""

    def __init__(self, db: Database):
        self._db = db

    async def get(self, challenge_id: int) -> ChallengeRow | None:
        """The challenge as last committed, or None."""
        row = await self._db.fetch_one(
            f"SELECT {_COLUMNS} FROM challenges WHERE id = ?", (challenge_id,)
        )
        return None if row is None else ChallengeRow.from_row(row)

    async def get_in(self, conn: aiosqlite.Connection, challenge_id: int) -> ChallengeRow | None:
        """The challenge inside an open transaction."""
        async with conn.execute(
            f"SELECT {_COLUMNS} FROM challenges WHERE id = ?", (challenge_id,)
        ) as cursor:
            row = await cursor.fetchone()
        return None if row is None else ChallengeRow.from_row(row)

    async def pending_in_channel(self, channel_id: int) -> list[ChallengeRow]:
        """Open challenges of a channel, oldest first."""
        rows = await self._db.fetch_all(
            f"SELECT {_COLUMNS} FROM challenges WHERE channel_id = ? AND status = 'pending'"
            " ORDER BY id",
            (channel_id,),
        )
        return [ChallengeRow.from_row(row) for row in rows]

    async def pending_rematch_in(
        self, conn: aiosqlite.Connection, rematch_of: int, *, challenger_id: int,
        opponent_id: int, now: float,
    ) -> ChallengeRow | None:
        """The open, unexpired rematch of game `rematch_of` from `challenger_id` to
        `opponent_id`, inside an open transaction (so an answer to it is atomic)."""
        async with conn.execute(
            f"SELECT {_COLUMNS} FROM challenges WHERE rematch_of = ? AND challenger_id = ?"
            " AND opponent_id = ? AND status = 'pending' AND expires_at > ?"
            " ORDER BY id LIMIT 1",
            (rematch_of, challenger_id, opponent_id, now),
        ) as cursor:
            row = await cursor.fetchone()
        return None if row is None else ChallengeRow.from_row(row)

    async def due(self, now: float) -> list[ChallengeRow]:
        """Open challenges whose time is up."""
        rows = await self._db.fetch_all(
            f"SELECT {_COLUMNS} FROM challenges WHERE status = 'pending' AND expires_at <= ?"
            " ORDER BY expires_at",
            (now,),
        )
        return [ChallengeRow.from_row(row) for row in rows]

    async def insert(
        self,
        conn: aiosqlite.Connection,
        *,
        game_kind: str,
        guild_id: int,
        channel_id: int,
        parent_channel_id: int | None,
        challenger_id: int,
        opponent_id: int,
        options: dict[str, Any],
        now: float,
        expires_at: float,
        rematch_of: int | None = None,
    ) -> int:
        """Store a new open challenge; raise `PendingChallengeExists` for a second one."""
        try:
            cursor = await conn.execute(
                "INSERT INTO challenges (game_kind, guild_id, channel_id, parent_channel_id,"
                " challenger_id, opponent_id, options, created_at, expires_at, rematch_of)"
                " VALUES (?,?,?,?,?,?,?,?,?,?)",
                (
                    game_kind, guild_id, channel_id, parent_channel_id, challenger_id,
                    opponent_id, json.dumps(options), now, expires_at, rematch_of,
                ),
            )
        except sqlite3.IntegrityError as error:
            if "challenges.channel_id" in str(error):
                raise PendingChallengeExists(channel_id) from error
            raise
        assert cursor.lastrowid is not None
        return cursor.lastrowid

    async def resolve(
        self,
        conn: aiosqlite.Connection,
        challenge_id: int,
        status: str,
        now: float,
        game_id: int | None = None,
    ) -> bool:
        """Close an open challenge; False if it was no longer open (someone was first)."""
        cursor = await conn.execute(
            "UPDATE challenges SET status = ?, resolved_at = ?, game_id = ?"
            " WHERE id = ? AND status = 'pending'",
            (status, now, game_id, challenge_id),
        )
        return cursor.rowcount == 1

    async def set_message(self, challenge_id: int, message_id: int | None) -> None:
        """Remember the Discord message that shows the challenge."""
        async with self._db.transaction() as conn:
            await conn.execute(
                "UPDATE challenges SET message_id = ? WHERE id = ?", (message_id, challenge_id)
            )
