"""The lobby: invitations and open tables that gather the players of a game.

An invitation names its players; each accepts or declines, the game starts when all
have accepted, a decline closes it, and the host may start early with those who
accepted when the game allows that many. An open table lets anyone in the channel
join or leave; the host may add computer seats and starts it. Both expire.

Every change is one transaction that reads the lobby and writes it, so an accept
racing a cancel, two people taking the last seat, or the sweeper's expiry each have
exactly one winner; the game is created inside the transaction that starts it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, NoReturn

import aiosqlite

from service.errors import (
    AlreadyAtTable,
    ChallengeClosed,
    ChallengeNotFound,
    ChallengePending,
    ChallengeSelf,
    HostCannotLeave,
    InvalidOptions,
    NoLongerSeated,
    NotAtTable,
    NotChallenged,
    NotChallenger,
    NotEnoughPlayers,
    OnlyHostSeats,
    OnlyHostStarts,
    RematchUnavailable,
    SeatedAtGameLimit,
    TableFull,
    TooManyGames,
    TooManySeats,
    TooManyTables,
)
from service.games import GameService, Place
from service.kinds import check_seats
from store.games import SeatRow
from store.lobbies import Lobby, LobbyRepository, LobbySeat

DEFAULT_EXPIRY = 15 * 60.0
DEFAULT_MAX_PENDING = 3
"""Invitations and open tables a person may have waiting at once in one server."""
DEFAULT_MAX_PENDING_SEATS = 3
"""Seats a person may hold at once at others' tables waiting to start in one server."""


class LobbyService:
    """Create, answer, fill, start, withdraw and expire invitations and open tables."""

    def __init__(self, games: GameService, *, expiry: float = DEFAULT_EXPIRY,
                 max_pending: int = DEFAULT_MAX_PENDING,
                 max_pending_seats: int = DEFAULT_MAX_PENDING_SEATS):
        self.games = games
        self.expiry = expiry
        self.max_pending = max_pending
        self.max_pending_seats = max_pending_seats
        self.repo = LobbyRepository(games.db)

    # -- opening ----------------------------------------------------------------

    async def invite(self, *, game_kind: str, place: Place, host_id: int,
                     invited: Sequence[int], options: Mapping[str, Any] | None = None,
                     rematch_of: int | None = None) -> Lobby:
        """Invite named players; the game starts when all of them have accepted.

        Refused for a self-invitation, a seat count the game does not allow, a busy
        channel, a second open invitation of the host in the channel, and past the
        host's limit of waiting invitations and tables in the server.
        """
        invited = tuple(dict.fromkeys(invited))
        if host_id in invited or not invited:
            raise ChallengeSelf(user_id=host_id)
        normalized = self._checked_options(game_kind, 1 + len(invited), options)
        async with self.games.db.transaction() as conn:
            lobby_id = await self._insert_in(conn, game_kind, place, host_id, "invitation",
                                             1 + len(invited), invited, normalized, rematch_of)
        return await self.get(lobby_id)

    async def open(self, *, game_kind: str, place: Place, host_id: int, seats: int,
                   options: Mapping[str, Any] | None = None) -> Lobby:
        """Open a table of `seats` (the host's included) that anyone may join."""
        if seats < 2:
            raise InvalidOptions(reason="an open table has at least 2 seats")
        normalized = self._checked_options(game_kind, seats, options)
        async with self.games.db.transaction() as conn:
            lobby_id = await self._insert_in(conn, game_kind, place, host_id, "open", seats,
                                             (), normalized, None)
        return await self.get(lobby_id)

    def _checked_options(self, game_kind: str, seats: int,
                         options: Mapping[str, Any] | None) -> dict[str, Any]:
        kind = self.games.kind(game_kind)
        check_seats(kind, seats)
        return kind.normalize_options(options or {}, seats)

    async def _insert_in(self, conn: aiosqlite.Connection, game_kind: str, place: Place,
                         host_id: int, mode: str, seats: int, invited: tuple[int, ...],
                         options: dict[str, Any], rematch_of: int | None) -> int:
        """Store a new lobby after the checks that depend on what else is waiting or
        played: all of them in the caller's transaction, so a game started in the
        channel meanwhile (a Rematch pressed twice) is seen, never raced."""
        await self.games.check_channel_free_in(conn, place.channel_id, rematch_of=rematch_of)
        now = self.games.clock.now()
        if await self.repo.pending_hosted_in(conn, host_id, now, channel_id=place.channel_id):
            raise ChallengePending(channel_id=place.channel_id)
        count = await self.repo.pending_hosted_in(conn, host_id, now, guild_id=place.guild_id)
        if count >= self.max_pending:
            raise TooManyTables(count=count, limit=self.max_pending)
        return await self.repo.insert(
            conn, game_kind=game_kind, guild_id=place.guild_id, channel_id=place.channel_id,
            parent_channel_id=place.parent_channel_id, host_id=host_id, mode=mode, seats=seats,
            invited=invited, options=options, now=now, expires_at=now + self.expiry,
            rematch_of=rematch_of,
        )

    # -- reading ------------------------------------------------------------------

    async def get(self, lobby_id: int) -> Lobby:
        """The lobby `lobby_id`; `ChallengeNotFound` if there is none."""
        row = await self.repo.get(lobby_id)
        if row is None:
            raise ChallengeNotFound(challenge_id=lobby_id)
        return row

    async def pending_in_channel(self, channel_id: int) -> list[Lobby]:
        """The open lobbies of a channel, oldest first."""
        return await self.repo.pending_in_channel(channel_id)

    async def set_message(self, lobby_id: int, message_id: int | None) -> None:
        """Remember the Discord message that shows the lobby and its buttons."""
        await self.get(lobby_id)
        await self.repo.set_message(lobby_id, message_id)

    def _open(self, row: Lobby | None, lobby_id: int) -> Lobby:
        if row is None:
            raise ChallengeNotFound(challenge_id=lobby_id)
        if not row.is_pending:
            raise ChallengeClosed(challenge_id=lobby_id, status=row.status)
        if row.expires_at <= self.games.clock.now():
            raise ChallengeClosed(challenge_id=lobby_id, status="expired")
        return row

    # -- answering ----------------------------------------------------------------

    async def accept(self, lobby_id: int, user_id: int) -> Lobby:
        """An invited player accepts; the last acceptance starts the game in the same
        transaction (the returned lobby then has its `game_id`).

        The game starts in the lobby's own channel, which claims the lobby (and the
        channel) before anything is shown on Discord; the cog may then open a thread
        and move the game there (`GameService.relocate`).
        """
        async with self.games.db.transaction() as conn:
            row = self._open(await self.repo.get_in(conn, lobby_id), lobby_id)
            member = row.member(user_id)
            if member is None or member.answer != "invited":
                self._refuse_answer(row, user_id)
            await self._accept_in(conn, row, member)
        return await self.get(lobby_id)

    async def _accept_in(self, conn: aiosqlite.Connection, row: Lobby, member: LobbySeat) -> None:
        """Record an acceptance; the last one starts the game. An acceptance that
        leaves the table waiting for others holds a seat there (`_check_seats_in`)."""
        if set(row.waiting_for) != {member.user_id}:
            await self._check_seats_in(conn, row.guild_id, member.user_id)
        await self.repo.set_answer(conn, row.id, member.position, "accepted")
        row = await self.repo.get_in(conn, row.id)
        if not row.waiting_for:
            await self._start_in(conn, row, member.user_id)

    async def _check_seats_in(self, conn: aiosqlite.Connection, guild_id: int,
                              user_id: int) -> None:
        """Refuse one more seat waiting at someone else's table past the limit: each
        may turn into a game at once, and past the active-game limit it could not
        start (`TooManySeats`)."""
        count = await self.repo.pending_seats_in(conn, user_id, guild_id,
                                                 self.games.clock.now())
        if count >= self.max_pending_seats:
            raise TooManySeats(count=count, limit=self.max_pending_seats)

    @staticmethod
    def _refuse_answer(row: Lobby, user_id: int) -> NoReturn:
        member = row.member(user_id)
        if member is not None and member.answer == "accepted":
            raise AlreadyAtTable(lobby_id=row.id)
        if len(row.invited) == 1:
            raise NotChallenged(challenge_id=row.id, opponent_id=row.invited[0].user_id)
        raise NotAtTable(lobby_id=row.id)

    async def decline(self, lobby_id: int, user_id: int) -> Lobby:
        """An invited player says no: the invitation is closed for everyone."""
        async with self.games.db.transaction() as conn:
            row = self._open(await self.repo.get_in(conn, lobby_id), lobby_id)
            member = row.member(user_id)
            if member is None or member.answer not in ("invited", "accepted"):
                self._refuse_answer(row, user_id)
            await self.repo.set_answer(conn, lobby_id, member.position, "declined")
            await self.repo.resolve(conn, lobby_id, "declined", self.games.clock.now())
        return await self.get(lobby_id)

    async def cancel(self, lobby_id: int, user_id: int) -> Lobby:
        """The host withdraws."""
        async with self.games.db.transaction() as conn:
            row = self._open(await self.repo.get_in(conn, lobby_id), lobby_id)
            if user_id != row.host_id:
                raise NotChallenger(challenge_id=lobby_id, challenger_id=row.host_id)
            await self.repo.resolve(conn, lobby_id, "cancelled", self.games.clock.now())
        return await self.get(lobby_id)

    # -- open tables --------------------------------------------------------------

    async def join(self, lobby_id: int, user_id: int) -> Lobby:
        """Take a free seat at an open table; `TableFull` when none is left."""
        async with self.games.db.transaction() as conn:
            row = self._open(await self.repo.get_in(conn, lobby_id), lobby_id)
            if row.mode != "open":
                self._refuse_answer(row, user_id)
            if row.member(user_id) is not None:
                raise AlreadyAtTable(lobby_id=lobby_id)
            if len(row.seated) >= row.seats:
                raise TableFull(lobby_id=lobby_id)
            count = await self.games.repo.active_count_in(conn, user_id, row.guild_id)
            if count >= self.games.max_active_games:
                raise TooManyGames(user_id=user_id, count=count,
                                   limit=self.games.max_active_games)
            await self._check_seats_in(conn, row.guild_id, user_id)
            await self.repo.add_seat(conn, lobby_id, user_id, None, "joined")
        return await self.get(lobby_id)

    async def leave(self, lobby_id: int, user_id: int) -> Lobby:
        """Give up a seat at an open table (the host cancels instead)."""
        async with self.games.db.transaction() as conn:
            row = self._open(await self.repo.get_in(conn, lobby_id), lobby_id)
            member = row.member(user_id)
            if user_id == row.host_id:
                raise HostCannotLeave(lobby_id=lobby_id)
            if member is None or member.answer != "joined":
                raise NotAtTable(lobby_id=lobby_id)
            await self.repo.remove_seat(conn, lobby_id, member.position)
        return await self.get(lobby_id)

    async def add_computer(self, lobby_id: int, user_id: int, computer_id: int,
                           level: int) -> Lobby:
        """The host seats the computer at `level` (1 = the game's weakest)."""
        async with self.games.db.transaction() as conn:
            row = self._open(await self.repo.get_in(conn, lobby_id), lobby_id)
            if user_id != row.host_id:
                raise OnlyHostSeats(lobby_id=lobby_id, host_id=row.host_id)
            levels = self.games.kind(row.game_kind).computer_levels
            if not 1 <= level <= len(levels):
                raise InvalidOptions(reason=f"the computer's level is 1 to {len(levels)}")
            if len(row.seated) + len(row.waiting_for) >= row.seats:
                raise TableFull(lobby_id=lobby_id)
            await self.repo.add_seat(conn, lobby_id, computer_id, level, "joined")
        return await self.get(lobby_id)

    async def removable(self, lobby_id: int, user_id: int) -> Lobby:
        """The open lobby whose seats (its `guests`: people who joined or accepted,
        computer seats) its host asks to see, to free one; `OnlyHostSeats` for
        anyone else."""
        row = self._open(await self.repo.get(lobby_id), lobby_id)
        if user_id != row.host_id:
            raise OnlyHostSeats(lobby_id=lobby_id, host_id=row.host_id)
        return row

    async def remove(self, lobby_id: int, user_id: int, position: int, seated_id: int) -> Lobby:
        """The host frees the seat at `position`, which `seated_id` holds (a person
        who cannot play now, say, or a computer seat): the table waits for someone
        else. `NoLongerSeated` when that seat changed since the host chose it."""
        async with self.games.db.transaction() as conn:
            row = self._open(await self.repo.get_in(conn, lobby_id), lobby_id)
            if user_id != row.host_id:
                raise OnlyHostSeats(lobby_id=lobby_id, host_id=row.host_id)
            seat = next((m for m in row.guests if m.position == position), None)
            if seat is None or seat.user_id != seated_id:
                raise NoLongerSeated(lobby_id=lobby_id, user_id=seated_id)
            await self.repo.remove_seat(conn, lobby_id, position)
        return await self.get(lobby_id)

    async def start(self, lobby_id: int, user_id: int) -> Lobby:
        """The host starts with whoever holds a seat now, when the game can be played
        by that many (an invitation's unanswered players are left out)."""
        async with self.games.db.transaction() as conn:
            row = self._open(await self.repo.get_in(conn, lobby_id), lobby_id)
            if user_id != row.host_id:
                raise OnlyHostStarts(lobby_id=lobby_id, host_id=row.host_id)
            needed = max(2, self.games.kind(row.game_kind).min_seats)
            if len(row.seated) < needed:
                raise NotEnoughPlayers(lobby_id=lobby_id, needed=needed, count=len(row.seated))
            await self._start_in(conn, row, user_id)
        return await self.get(lobby_id)

    async def _start_in(self, conn: aiosqlite.Connection, row: Lobby, by: int) -> int:
        """Create the table's game. When a guest other than `by` (who started it)
        already plays as many games as allowed, the refusal names them and the host,
        who may free their seat (`SeatedAtGameLimit`); `by` or the host at their own
        limit hear it as theirs (`TooManyGames`)."""
        people = [SeatRow(i, m.user_id, m.computer_level) for i, m in enumerate(row.seated)]
        try:
            game_id = await self.games.create_in(
                conn, game_kind=row.game_kind,
                place=Place(row.guild_id, row.channel_id, row.parent_channel_id),
                people=people, options=row.options, rematch_of=row.rematch_of,
            )
        except TooManyGames as error:
            if error.params["user_id"] in (by, row.host_id):
                raise
            raise SeatedAtGameLimit(**error.params, host_id=row.host_id) from None
        await self.repo.resolve(conn, row.id, "started", self.games.clock.now(), game_id)
        return game_id

    # -- people who left the server ------------------------------------------------

    async def depart(self, guild_id: int, user_id: int) -> list[Lobby]:
        """``user_id`` left the server: they leave every open lobby there. A table
        they host is withdrawn, an invitation naming them is declined (as if they had
        said no), and their seat at someone else's open table is freed. Returns the
        lobbies changed, as they are now, for the cog to update their messages."""
        changed = []
        for pending in await self.repo.pending_with(guild_id, user_id):
            async with self.games.db.transaction() as conn:
                row = await self.repo.get_in(conn, pending.id)
                member = row.member(user_id) if row.is_pending else None
                if member is None:  # answered or closed meanwhile
                    continue
                now = self.games.clock.now()
                if user_id == row.host_id:
                    await self.repo.resolve(conn, row.id, "cancelled", now)
                elif row.mode == "open":
                    await self.repo.remove_seat(conn, row.id, member.position)
                else:
                    await self.repo.set_answer(conn, row.id, member.position, "declined")
                    await self.repo.resolve(conn, row.id, "declined", now)
            changed.append(await self.get(row.id))
        return changed

    # -- time and rematches ---------------------------------------------------------

    async def expire_due(self) -> list[Lobby]:
        """Close every open lobby whose time is up; return them, closed.

        Times come from the database, so lobbies that expired while the bot was down
        are closed at the first sweep after it starts.
        """
        now = self.games.clock.now()
        expired = []
        for row in await self.repo.due(now):
            async with self.games.db.transaction() as conn:
                if await self.repo.resolve(conn, row.id, "expired", now):
                    expired.append(row.id)
        return [await self.get(lobby_id) for lobby_id in expired]

    async def rematch(self, game_id: int, user_id: int) -> Lobby:
        """Invite the other people of an ended game again: same settings, its
        computer seats taken again at their levels; with two seats, the other player
        moves first this time. (A game of one person is replayed at once:
        `GameService.rematch_vs_computer`.)

        When another player has already asked for this rematch, asking back is
        accepting it. The look-up and the answer are one transaction, so two players
        pressing Rematch at once end with one game and no invitation left open; and
        a press after the rematch has started is refused (`RematchStarted`) in the
        transaction that would have invited again.
        """
        old = await self.games.get(game_id)
        seat = old.seat_of(user_id)
        others = tuple(s.user_id for s in old.seats if s.seat != seat and not s.is_computer)
        if old.is_active or seat is None or not others:
            raise RematchUnavailable(game_id=game_id)
        options = self.games.kind(old.game_kind).rematch_options(old.options, old.record)
        if len(old.seats) == 2:
            options["seats"] = "challenger_first" if seat == 1 else "opponent_first"
        place = Place(old.guild_id, old.channel_id, old.parent_channel_id)
        normalized = self._checked_options(old.game_kind, len(old.seats), options)
        async with self.games.db.transaction() as conn:
            asked = None
            for other in others:
                asked = asked or await self.repo.pending_rematch_in(
                    conn, game_id, host_id=other, invited_id=user_id, now=self.games.clock.now())
            if asked is not None:
                await self._accept_in(conn, asked, asked.member(user_id))
                lobby_id = asked.id
            else:
                lobby_id = await self._insert_in(conn, old.game_kind, place, user_id,
                                                 "invitation", len(old.seats), others,
                                                 normalized, old.id)
                for computer in (s for s in old.seats if s.is_computer):
                    await self.repo.add_seat(conn, lobby_id, computer.user_id,
                                             computer.computer_level, "joined")
        return await self.get(lobby_id)
