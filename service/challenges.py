"""Challenges: one player invites another; the game starts when the invited accepts.

Every state change is one transaction that closes the challenge only if it is still
open, so an accept racing a cancel or the sweeper's expiry has exactly one winner.
"""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator, Mapping
from typing import Any

import aiosqlite

from service.errors import (
    ChallengeClosed,
    ChallengeNotFound,
    ChallengePending,
    ChallengeSelf,
    ChannelBusy,
    NotChallenged,
    NotChallenger,
    RematchUnavailable,
)
from service.games import GameService, Place
from store.challenges import ChallengeRepository, ChallengeRow, PendingChallengeExists
from store.games import GameRow, SeatRow

DEFAULT_EXPIRY = 15 * 60.0


class ChallengeService:
    """Create, answer, withdraw and expire challenges."""

    def __init__(self, games: GameService, *, expiry: float = DEFAULT_EXPIRY):
        self.games = games
        self.expiry = expiry
        self.repo = ChallengeRepository(games.db)

    async def create(
        self,
        *,
        game_kind: str,
        place: Place,
        challenger_id: int,
        opponent_id: int,
        options: Mapping[str, Any] | None = None,
        rematch_of: int | None = None,
    ) -> ChallengeRow:
        """Open a challenge; `options` are the game kind's (Amytis: sides, seats).

        Refused when the channel already has an active game, for a self-challenge,
        and for a second open challenge of the same challenger in the channel.
        """
        normalized = await self._check_new(game_kind, place, challenger_id, opponent_id, options)
        async with self._inserting(place), self.games.db.transaction() as conn:
            challenge_id = await self._insert_in(conn, game_kind, place, challenger_id,
                                                 opponent_id, normalized, rematch_of)
        return await self.get(challenge_id)

    async def _check_new(self, game_kind: str, place: Place, challenger_id: int,
                         opponent_id: int, options: Mapping[str, Any] | None) -> dict[str, Any]:
        if challenger_id == opponent_id:
            raise ChallengeSelf(user_id=challenger_id)
        normalized = self.games.kind(game_kind).normalize_options(options or {})
        if await self.games.repo.active_in_channel(place.channel_id) is not None:
            raise ChannelBusy(channel_id=place.channel_id)
        return normalized

    @contextlib.asynccontextmanager
    async def _inserting(self, place: Place) -> AsyncIterator[None]:
        try:
            yield
        except PendingChallengeExists:
            raise ChallengePending(channel_id=place.channel_id) from None

    async def _insert_in(self, conn: aiosqlite.Connection, game_kind: str, place: Place,
                         challenger_id: int, opponent_id: int, options: dict[str, Any],
                         rematch_of: int | None) -> int:
        now = self.games.clock.now()
        return await self.repo.insert(
            conn, game_kind=game_kind, guild_id=place.guild_id, channel_id=place.channel_id,
            parent_channel_id=place.parent_channel_id, challenger_id=challenger_id,
            opponent_id=opponent_id, options=options, now=now, expires_at=now + self.expiry,
            rematch_of=rematch_of,
        )

    async def get(self, challenge_id: int) -> ChallengeRow:
        """The challenge `challenge_id`; `ChallengeNotFound` if there is none."""
        row = await self.repo.get(challenge_id)
        if row is None:
            raise ChallengeNotFound(challenge_id=challenge_id)
        return row

    async def pending_in_channel(self, channel_id: int) -> list[ChallengeRow]:
        """The open challenges of a channel, oldest first."""
        return await self.repo.pending_in_channel(channel_id)

    async def set_message(self, challenge_id: int, message_id: int | None) -> None:
        """Remember the Discord message that shows the challenge and its buttons."""
        await self.get(challenge_id)
        await self.repo.set_message(challenge_id, message_id)

    def _open(self, row: ChallengeRow | None, challenge_id: int) -> ChallengeRow:
        if row is None:
            raise ChallengeNotFound(challenge_id=challenge_id)
        if not row.is_pending:
            raise ChallengeClosed(challenge_id=challenge_id, status=row.status)
        if row.expires_at <= self.games.clock.now():
            raise ChallengeClosed(challenge_id=challenge_id, status="expired")
        return row

    async def accept(self, challenge_id: int, user_id: int) -> GameRow:
        """The challenged player accepts: the game starts, in the same transaction.

        The game starts in the challenge's own channel, which claims the challenge
        (and the channel) before anything is shown on Discord; the cog may then open
        a thread and move the game there (`GameService.relocate`). An accept racing
        another accept, a cancel or the expiry therefore has exactly one winner, and
        the loser leaves nothing behind.
        """
        async with self.games.db.transaction() as conn:
            row = self._open(await self.repo.get_in(conn, challenge_id), challenge_id)
            if user_id != row.opponent_id:
                raise NotChallenged(challenge_id=challenge_id, opponent_id=row.opponent_id)
            game_id = await self._accept_in(conn, row)
        return await self.games.get(game_id)

    async def _accept_in(self, conn: aiosqlite.Connection, row: ChallengeRow) -> int:
        game_id = await self.games.create_in(
            conn, game_kind=row.game_kind,
            place=Place(row.guild_id, row.channel_id, row.parent_channel_id),
            challenger=SeatRow(0, row.challenger_id), opponent=SeatRow(1, row.opponent_id),
            options=row.options, rematch_of=row.rematch_of,
        )
        await self.repo.resolve(conn, row.id, "accepted", self.games.clock.now(), game_id)
        return game_id

    async def decline(self, challenge_id: int, user_id: int) -> ChallengeRow:
        """The challenged player says no."""
        return await self._close(challenge_id, user_id, "declined")

    async def cancel(self, challenge_id: int, user_id: int) -> ChallengeRow:
        """The challenger withdraws."""
        return await self._close(challenge_id, user_id, "cancelled")

    async def _close(self, challenge_id: int, user_id: int, status: str) -> ChallengeRow:
        async with self.games.db.transaction() as conn:
            row = self._open(await self.repo.get_in(conn, challenge_id), challenge_id)
            if status == "declined" and user_id != row.opponent_id:
                raise NotChallenged(challenge_id=challenge_id, opponent_id=row.opponent_id)
            if status == "cancelled" and user_id != row.challenger_id:
                raise NotChallenger(challenge_id=challenge_id, challenger_id=row.challenger_id)
            await self.repo.resolve(conn, challenge_id, status, self.games.clock.now())
        return await self.get(challenge_id)

    async def expire_due(self) -> list[ChallengeRow]:
        """Close every open challenge whose time is up; return them, closed.

        Times come from the database, so challenges that expired while the bot was
        down are closed at the first sweep after it starts.
        """
        now = self.games.clock.now()
        expired = []
        for row in await self.repo.due(now):
            async with self.games.db.transaction() as conn:
                if await self.repo.resolve(conn, row.id, "expired", now):
                    expired.append(row.id)
        return [await self.get(challenge_id) for challenge_id in expired]

    async def rematch(self, game_id: int, user_id: int) -> ChallengeRow:
        """Challenge the other player of an ended game again: same sides, seats swapped.

        When the other player has already asked for this rematch, asking back is
        accepting: the returned challenge is theirs, accepted, with its `game_id`.
        The look-up and the answer are one transaction, so two players pressing
        Rematch at once end with one game and no challenge left open.
        """
        old = await self.games.get(game_id)
        seat = old.seat_of(user_id)
        if old.is_active or seat is None or old.has_computer or len(old.seats) != 2:
            raise RematchUnavailable(game_id=game_id)
        opponent_id = old.user_at(1 - seat)
        options = self.games.kind(old.game_kind).rematch_options(old.options, old.record)
        options["seats"] = "challenger_first" if seat == 1 else "opponent_first"
        place = Place(old.guild_id, old.channel_id, old.parent_channel_id)
        normalized = await self._check_new(old.game_kind, place, user_id, opponent_id, options)
        async with self._inserting(place), self.games.db.transaction() as conn:
            asked = await self.repo.pending_rematch_in(
                conn, game_id, challenger_id=opponent_id, opponent_id=user_id,
                now=self.games.clock.now())
            if asked is not None:
                await self._accept_in(conn, asked)
                challenge_id = asked.id
            else:
                challenge_id = await self._insert_in(conn, old.game_kind, place, user_id,
                                                     opponent_id, normalized, old.id)
        return await self.get(challenge_id)
