"""Per-guild player statistics, one line per (guild, user, game kind, pool)."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

import aiosqlite

from store.database import Database

POOLS = ("human", "computer")


@dataclass(frozen=True)
class StatsRow:
    """A player's line; the rating is None in the unrated 'computer' pool."""

    guild_id: int
    user_id: int
    game_kind: str
    pool: str
    games_played: int
    wins: int
    losses: int
    ties: int
    rating_mu: float | None
    rating_sigma: float | None

    @classmethod
    def from_row(cls, row: sqlite3.Row) -> StatsRow:
        """Build from a `player_stats` row."""
        return cls(*(row[name] for name in cls.__dataclass_fields__))


@dataclass(frozen=True)
class Outcome:
    """One player's result of one game, to be added to their line."""

    user_id: int
    win: bool
    tie: bool
    rating_mu: float | None = None
    rating_sigma: float | None = None


_COLUMNS = ", ".join(StatsRow.__dataclass_fields__)


class StatsRepository:
    """Reads from the committed state; `add_results` joins the caller's transaction."""

    def __init__(self, db: Database):
        self._db = db

    async def get(self, guild_id: int, user_id: int, game_kind: str, pool: str) -> StatsRow | None:
        """One player's line, or None before their first game in that pool."""
        row = await self._db.fetch_one(
            f"SELECT {_COLUMNS} FROM player_stats"
            " WHERE guild_id = ? AND user_id = ? AND game_kind = ? AND pool = ?",
            (guild_id, user_id, game_kind, pool),
        )
        return None if row is None else StatsRow.from_row(row)

    async def get_in(
        self, conn: aiosqlite.Connection, guild_id: int, user_id: int, game_kind: str, pool: str
    ) -> StatsRow | None:
        """One player's line inside an open transaction (ratings are read-modify-write)."""
        async with conn.execute(
            f"SELECT {_COLUMNS} FROM player_stats"
            " WHERE guild_id = ? AND user_id = ? AND game_kind = ? AND pool = ?",
            (guild_id, user_id, game_kind, pool),
        ) as cursor:
            row = await cursor.fetchone()
        return None if row is None else StatsRow.from_row(row)

    async def leaderboard(
        self, guild_id: int, game_kind: str, limit: int = 10, offset: int = 0
    ) -> list[StatsRow]:
        """The rated players of a guild, best first (by mu - 3 sigma, then wins)."""
        rows = await self._db.fetch_all(
            f"SELECT {_COLUMNS} FROM player_stats"
            " WHERE guild_id = ? AND game_kind = ? AND pool = 'human'"
            " AND rating_mu IS NOT NULL"
            " ORDER BY rating_mu - 3 * rating_sigma DESC, wins DESC, user_id"
            " LIMIT ? OFFSET ?",
            (guild_id, game_kind, limit, offset),
        )
        return [StatsRow.from_row(row) for row in rows]

    async def add_results(
        self,
        conn: aiosqlite.Connection,
        *,
        guild_id: int,
        game_kind: str,
        pool: str,
        outcomes: list[Outcome],
        now: float,
    ) -> None:
        """Count one game for each player, and store their new rating if given."""
        if pool not in POOLS:
            raise ValueError(f"unknown stats pool {pool!r}")
        await conn.executemany(
            "INSERT INTO player_stats (guild_id, user_id, game_kind, pool, games_played,"
            " wins, losses, ties, rating_mu, rating_sigma, updated_at)"
            " VALUES (?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?)"
            " ON CONFLICT (guild_id, user_id, game_kind, pool) DO UPDATE SET"
            # Qualified: PostgreSQL finds a bare name ambiguous next to `excluded`.
            " games_played = player_stats.games_played + 1,"
            " wins = player_stats.wins + excluded.wins,"
            " losses = player_stats.losses + excluded.losses,"
            " ties = player_stats.ties + excluded.ties,"
            " rating_mu = COALESCE(excluded.rating_mu, player_stats.rating_mu),"
            " rating_sigma = COALESCE(excluded.rating_sigma, player_stats.rating_sigma),"
            " updated_at = excluded.updated_at",
            [
                (
                    guild_id, o.user_id, game_kind, pool,
                    int(o.win and not o.tie), int(not o.win), int(o.tie),
                    o.rating_mu, o.rating_sigma, now,
                )
                for o in outcomes
            ],
        )
