"""Votes about an absent player, one row per voter; each joins the caller's
transaction, so a vote and its count are one step."""

from __future__ import annotations

import aiosqlite


class AbsenceVoteRepository:
    """Writes and counts inside the caller's transaction."""

    async def cast(self, conn: aiosqlite.Connection, *, game_id: int, turn: int, seat: int,
                   voter_id: int, choice: str, now: float) -> None:
        """Record a vote (a second vote of the same player replaces the first)."""
        await conn.execute(
            "INSERT INTO absence_votes (game_id, turn, seat, voter_id, choice, voted_at)"
            " VALUES (?,?,?,?,?,?) ON CONFLICT (game_id, turn, seat, voter_id)"
            " DO UPDATE SET choice = excluded.choice, voted_at = excluded.voted_at",
            (game_id, turn, seat, voter_id, choice, now))

    async def tally(self, conn: aiosqlite.Connection, game_id: int, turn: int,
                    seat: int) -> dict[int, str]:
        """Each voter's choice about `seat` at `turn`."""
        async with conn.execute(
            "SELECT voter_id, choice FROM absence_votes WHERE game_id = ? AND turn = ?"
            " AND seat = ?", (game_id, turn, seat),
        ) as cursor:
            return {row[0]: row[1] for row in await cursor.fetchall()}
