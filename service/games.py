"""Games from start to end, whatever their rules: creation, lookup, resignation,
forfeit by inactivity, moderator abort, export, and the end of a game with its stats.

The turns themselves are per game kind (`service/turns.py`); they share this
service's per-game locks so that a resignation and a move never interleave.
"""

from __future__ import annotations

import json
import math
import random
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, Protocol

import aiosqlite

from engine.errors import EngineError
from service.clock import Clock
from service.computer_seed import new_computer_seed
from service.daily_privacy import DailyPrivacy
from service.errors import (
    ChannelBusy,
    ClaimNotAllowed,
    ClaimTooEarly,
    ExportInProgress,
    GameInProgressPrivate,
    GameNotFound,
    GameOfAnotherKind,
    GameOfAnotherServer,
    GameOver,
    NoGameHere,
    NotAPlayer,
    RecordCorrupt,
    RematchStarted,
    RematchUnavailable,
    StaleTurn,
    TooManyGames,
    UnknownGameKind,
    VoteInstead,
)
from service.kinds import GameKind, check_seats, seat_players
from service.locks import KeyedLocks
from service.stats import StatsService
from store.daily import DailyRepository
from store.database import Database
from store.deliveries import DeliveryRepository
from store.games import ActiveGameExists, GameRepository, GameRow, NewGame, SeatRow

DEFAULT_INACTIVITY = 72 * 3600.0
DEFAULT_MAX_ACTIVE_GAMES = 5
"""Active games a person may play at once in one server, solo games included (each
opens a thread)."""


class EndWatcher(Protocol):
    """A part that must hear of every game's end in the transaction that ends it."""

    async def game_ended_in(self, conn: aiosqlite.Connection, row: GameRow, *, status: str,
                            reason: str, winners: Sequence[int],
                            ended_by: int | None = None) -> bool:
        """Record what the end of `row` means here (`ended_by`: who ended it by hand, a
        moderator's abort, say); False keeps it out of statistics."""
        ...


@dataclass(frozen=True)
class Export:
    """A game as someone may take it away: the whole record once the game is over,
    else its players' view (`complete` False), which hides what nobody may see yet."""

    data: dict[str, Any]
    complete: bool


@dataclass(frozen=True)
class Place:
    """Where a game is played: guild (0 outside guilds), channel or thread, its parent."""

    guild_id: int
    channel_id: int
    parent_channel_id: int | None = None


class GameService:
    """Game-agnostic game lifecycle."""

    def __init__(
        self,
        db: Database,
        clock: Clock,
        kinds: Mapping[str, GameKind],
        stats: StatsService,
        *,
        rng: random.Random | None = None,
        inactivity: float = DEFAULT_INACTIVITY,
        max_active_games: int = DEFAULT_MAX_ACTIVE_GAMES,
        locks: KeyedLocks | None = None,
    ):
        self.db = db
        self.clock = clock
        self.kinds = dict(kinds)
        self.stats = stats
        self.rng = rng or random.Random()
        self.inactivity = inactivity
        self.max_active_games = max_active_games
        self.locks = locks or KeyedLocks()
        self.repo = GameRepository(db)
        self.deliveries = DeliveryRepository(db)
        self.privacy = DailyPrivacy(DailyRepository(db), clock)
        self.end_watchers: list[EndWatcher] = []

    def kind(self, name: str) -> GameKind:
        """The rules named `name`."""
        try:
            return self.kinds[name]
        except KeyError:
            raise UnknownGameKind(game_kind=name) from None

    # -- creating ---------------------------------------------------------------

    async def create_in(
        self,
        conn: aiosqlite.Connection,
        *,
        game_kind: str,
        place: Place,
        people: Sequence[SeatRow],
        options: Mapping[str, Any],
        rematch_of: int | None = None,
        seed: int | None = None,
        computer_seed: int | None = None,
        limited: bool = True,
    ) -> int:
        """Insert a new game inside the caller's transaction; return its id.

        `people` are the players in the order they came (the host first; a computer
        seat has its level). The seed is drawn here and stored, and the seats are
        ordered from it, so a game can be dealt again from its row alone. The
        computer player's secret is drawn apart from it (see `service.computer_seed`).
        A daily game brings both, the day's (`service.daily`), and is not
        `limited`: else it is refused when a person already plays as many games in
        the server as allowed.
        """
        kind = self.kind(game_kind)
        check_seats(kind, len(people))
        options = kind.normalize_options(options, len(people))
        for person in people:
            if person.is_computer or not limited:
                continue
            count = await self.repo.active_count_in(conn, person.user_id, place.guild_id)
            if count >= self.max_active_games:
                raise TooManyGames(user_id=person.user_id, count=count,
                                   limit=self.max_active_games)
        seed = self.rng.getrandbits(62) if seed is None else seed
        ordered = seat_players(options["seats"], seed, people)
        seats = [SeatRow(seat, p.user_id, p.computer_level) for seat, p in enumerate(ordered)]
        started = kind.start(seed, options, len(seats))
        new = NewGame(
            game_kind=game_kind, guild_id=place.guild_id, channel_id=place.channel_id,
            parent_channel_id=place.parent_channel_id, seed=seed,
            computer_seed=new_computer_seed() if computer_seed is None else computer_seed,
            record=started.record,
            seats=seats, turn=started.summary.turn, to_move=started.summary.to_move,
            scores=started.summary.scores, now=self.clock.now(), options=options,
            rematch_of=rematch_of,
        )
        try:
            game_id = await self.repo.insert(conn, new)
        except ActiveGameExists:
            raise ChannelBusy(channel_id=place.channel_id) from None
        await self.deliveries.owe_in(conn, game_id=game_id, guild_id=place.guild_id,
                                     due_version=1, since_turn=0, now=new.now)
        return game_id

    async def start_solo(
        self,
        *,
        game_kind: str,
        place: Place,
        human_id: int,
        computer_id: int,
        level: int,
        options: Mapping[str, Any],
        rematch_of: int | None = None,
        opponents: int = 1,
    ) -> GameRow:
        """Start a game alone right away (no invitation to answer): against the
        computer, seated as the bot's own user in `opponents` seats, when the game
        needs an opponent; alone when its rules bring one (the kind says which)."""
        people = [SeatRow(0, human_id)]
        if self.kind(game_kind).solo_needs_computer_seat:
            people.extend(SeatRow(1 + i, computer_id, level) for i in range(opponents))
        async with self.db.transaction() as conn:
            game_id = await self.create_in(conn, game_kind=game_kind, place=place, people=people,
                                           options=options, rematch_of=rematch_of)
        return await self.get(game_id)

    async def rematch_vs_computer(self, game_id: int, user_id: int) -> GameRow:
        """The same game again for its one person, right away: same settings, the
        computer seats at their levels (with two seats the other moves first); a game
        played alone (the Architect in the rules) is dealt anew."""
        old = await self.get(game_id)
        seat = old.seat_of(user_id)
        people = [s for s in old.seats if not s.is_computer]
        if old.is_active or seat is None or len(people) != 1:
            raise RematchUnavailable(game_id=game_id)
        options = self.kind(old.game_kind).rematch_options(old.options, old.record)
        if len(old.seats) == 2:
            options["seats"] = "challenger_first" if seat == 1 else "opponent_first"
        seats = [SeatRow(0, user_id)] + [
            SeatRow(number, s.user_id, s.computer_level)
            for number, s in enumerate((s for s in old.seats if s.is_computer), start=1)]
        async with self.db.transaction() as conn:
            await self.check_channel_free_in(conn, old.channel_id, rematch_of=old.id)
            new_id = await self.create_in(
                conn, game_kind=old.game_kind, people=seats, options=options, rematch_of=old.id,
                place=Place(old.guild_id, old.channel_id, old.parent_channel_id))
        return await self.get(new_id)

    # -- finding ----------------------------------------------------------------

    async def get(self, game_id: int) -> GameRow:
        """The game `game_id`; `GameNotFound` if there is none."""
        row = await self.repo.get(game_id)
        if row is None:
            raise GameNotFound(game_id=game_id)
        return row

    async def numbered(self, game_id: int, guild_id: int, game_kind: str,
                       user_id: int) -> GameRow:
        """Game `game_id` looked up by its number from anywhere in its server, with one
        game's commands (a finished game's thread may hold its rematch now): an ended
        game by anyone, a game in progress by its players only, as an export would
        show it, and another player's daily game only as `DailyPrivacy` allows.
        `GameNotFound`, `GameOfAnotherServer`, `GameOfAnotherKind`,
        `GameInProgressPrivate` or `DailyDealHidden` otherwise."""
        row = await self.get(game_id)
        if row.guild_id != guild_id:
            raise GameOfAnotherServer(game_id=game_id)
        if row.game_kind != game_kind:
            raise GameOfAnotherKind(game_id=game_id, game_kind=row.game_kind)
        if row.is_active and row.seat_of(user_id) is None:
            raise GameInProgressPrivate(game_id=game_id)
        await self.privacy.check(row, user_id)
        return row

    async def in_channel(self, channel_id: int, game_kind: str | None = None, *,
                         viewer: int | None = None) -> GameRow:
        """The active game of a channel or thread (of `game_kind`, when given: one
        game's commands leave another's game alone); `NoGameHere` if there is none.
        Asked to show it to `viewer`, only as `DailyPrivacy` allows
        (`DailyDealHidden`)."""
        row = await self.repo.active_in_channel(channel_id)
        if row is None or game_kind not in (None, row.game_kind):
            raise NoGameHere(channel_id=channel_id)
        if viewer is not None:
            await self.privacy.check(row, viewer)
        return row

    async def check_channel_free_in(self, conn: aiosqlite.Connection, channel_id: int, *,
                                    rematch_of: int | None = None) -> None:
        """Refuse inside the caller's transaction when a game is already played in the
        channel: `RematchStarted` when it is the rematch of game `rematch_of` (a late
        press of Rematch), else `ChannelBusy`. Read in the transaction that would add a
        table or a game, so that nothing can start there between the check and the write."""
        active = await self.repo.active_in_channel_in(conn, channel_id)
        if active is None:
            return
        if rematch_of is not None and active.rematch_of == rematch_of:
            raise RematchStarted(game_id=rematch_of, rematch_id=active.id)
        raise ChannelBusy(channel_id=channel_id)

    async def latest_in_channel(self, channel_id: int, game_kind: str | None = None, *,
                                viewer: int | None = None) -> GameRow:
        """The newest game of a channel, even ended (to export it), of `game_kind` when
        given; `NoGameHere` if none. Asked to show it to `viewer` (its status, its
        export, its review, a board of it), only as `DailyPrivacy` allows
        (`DailyDealHidden`)."""
        row = await self.repo.latest_in_channel(channel_id)
        if row is None or game_kind not in (None, row.game_kind):
            raise NoGameHere(channel_id=channel_id)
        if viewer is not None:
            await self.privacy.check(row, viewer)
        return row

    async def of_user(self, user_id: int, guild_id: int | None = None,
                      game_kind: str | None = None) -> list[GameRow]:
        """The active games of a user (optionally in one guild, of one game), oldest
        first."""
        rows = await self.repo.active_for_user(user_id, guild_id)
        return [row for row in rows if game_kind in (None, row.game_kind)]

    async def waiting_for_computer(self) -> list[GameRow]:
        """Active games the computer must move in (after a restart, say)."""
        return await self.repo.waiting_for_computer()

    async def export(self, game_id: int, user_id: int) -> Export:
        """What `user_id` may take away of a game: an ended game whole, to anyone (its
        own whole-record format); a game in progress only to its
        players, and only as the game kind's public view (`ExportInProgress` else);
        another player's daily game only as `DailyPrivacy` allows."""
        row = await self.get(game_id)
        await self.privacy.check(row, user_id)
        if not row.is_active:
            try:
                return Export(json.loads(row.record), complete=True)
            except ValueError as error:  # a damaged record: said so, never a traceback
                raise RecordCorrupt(game_id=game_id, reason=str(error)) from None
        seat = row.seat_of(user_id)
        if seat is None:
            raise ExportInProgress(game_id=game_id)
        try:
            view = self.kind(row.game_kind).public_export(row.record, seat)
        except (EngineError, ValueError) as error:
            raise RecordCorrupt(game_id=game_id, reason=str(error)) from None
        return Export(view, complete=False)

    async def set_messages(
        self, game_id: int, *, table_message_id: int | None, controls_message_id: int | None,
        shown_version: int | None = None,
    ) -> int | None:
        """Remember which Discord messages show the game (table image and controls);
        return the controls message this replaces (its buttons are now stale).

        `shown_version` is the version of the game the message shows: the table the
        game owed up to then is delivered (see `store.deliveries`)."""
        await self.get(game_id)
        return await self.repo.set_messages(game_id, table_message_id=table_message_id,
                                            controls_message_id=controls_message_id,
                                            shown_version=shown_version)

    async def owe_table_in(self, conn: aiosqlite.Connection, row: GameRow) -> None:
        """Inside the transaction that moves `row` on by one version: the players must
        see the game at that version, whatever happens to this process before it is
        posted (see `store.deliveries`)."""
        await self.deliveries.owe_in(conn, game_id=row.id, guild_id=row.guild_id,
                                     due_version=row.version + 1, since_turn=row.turn,
                                     now=self.clock.now())

    async def hand_to_computer_in(self, conn: aiosqlite.Connection, row: GameRow,
                                  seats: Collection[int], level: int) -> None:
        """Inside the caller's transaction, with the game's lock held: the computer at
        `level` plays `seats` of `row` from its turn on, and the table is owed. The
        one way a seat changes hands (an absence vote, a tournament's removal or
        deadline), so each checks the same race: `StaleTurn` if the game moved or ended
        since `row` was read (another process's move or sweep), and the caller's
        transaction then changes nothing."""
        now = self.clock.now()
        version = row.version
        for seat in seats:
            if not await self.repo.hand_to_computer(conn, row.id, version, seat, level,
                                                    row.turn, now):
                raise StaleTurn(game_id=row.id)
            version += 1
        if version != row.version:
            await self.owe_table_in(conn, replace(row, version=version - 1))

    async def relocate(self, game_id: int, place: Place) -> GameRow:
        """Move an active game to another channel (its thread was deleted, say)."""
        async with self.locks(game_id):
            row = await self._active_for(game_id, None)
            try:
                async with self.db.transaction() as conn:
                    moved = await self.repo.move(conn, row.id, row.version,
                                                 channel_id=place.channel_id,
                                                 parent_channel_id=place.parent_channel_id,
                                                 now=self.clock.now())
            except ActiveGameExists:
                raise ChannelBusy(channel_id=place.channel_id) from None
            if not moved:
                raise StaleTurn(game_id=game_id)
        return await self.get(game_id)

    # -- ending -----------------------------------------------------------------

    async def end_in(
        self,
        conn: aiosqlite.Connection,
        row: GameRow,
        *,
        status: str,
        reason: str,
        winners: Sequence[int],
        ended_by: int | None = None,
    ) -> None:
        """End `row` (at its version) and count it, inside the caller's transaction.

        Each of `end_watchers` (a tournament) hears of it in the same transaction, so
        what it records of the game can never be lost or made twice; one that answers
        False keeps the game out of the statistics (an unrated event's game)."""
        now = self.clock.now()
        if not await self.repo.end(conn, row.id, row.version, status=status, end_reason=reason,
                                   winners=winners, now=now, ended_by=ended_by):
            raise StaleTurn(game_id=row.id)
        await self.owe_table_in(conn, row)
        counted = status == "finished" and row.daily_day is None  # a daily game counts nowhere
        for watcher in self.end_watchers:
            seen = await watcher.game_ended_in(conn, row, status=status, reason=reason,
                                               winners=winners, ended_by=ended_by)
            counted = counted and seen
        if counted:
            await self.stats.record_result(conn, row, winners, now,
                                           completed=reason == "completed")

    async def _active_for(self, game_id: int, user_id: int | None) -> GameRow:
        row = await self.get(game_id)
        if not row.is_active:
            raise GameOver(game_id=game_id)
        if user_id is not None and row.seat_of(user_id) is None:
            raise NotAPlayer(game_id=game_id, user_id=user_id)
        return row

    async def resign(self, game_id: int, user_id: int) -> GameRow:
        """`user_id` gives up; every other player wins."""
        async with self.locks(game_id):
            row = await self._active_for(game_id, user_id)
            loser = row.seat_of(user_id)
            winners = [s.seat for s in row.seats if s.seat != loser]
            async with self.db.transaction() as conn:
                await self.end_in(conn, row, status="finished", reason="resigned",
                                  winners=winners, ended_by=user_id)
        return await self.get(game_id)

    def claimable_at(self, row: GameRow) -> float:
        """When the player waiting for a move may claim the game by forfeit."""
        return row.last_move_at + self.inactivity

    async def claim_forfeit(self, game_id: int, user_id: int, *,
                            departed: Collection[int] = ()) -> GameRow:
        """The claimant wins by forfeit: the player to move let the time run out, or
        another player left (`departed`: users the cog found gone from the server).

        A player who left can never move again, so the game need not wait for the
        inactivity time; every player still there wins. In a game of three or more
        seats a person does not claim: the others vote (`service.absence`), and
        `VoteInstead` says so; only the computer claims there, when the one person
        at its table stopped playing.
        """
        async with self.locks(game_id):
            row = await self._active_for(game_id, user_id)
            claimant = row.seat_of(user_id)
            if len(row.seats) > 2 and not row.seats[claimant].is_computer:
                raise VoteInstead(game_id=game_id)
            gone = {s.seat for s in row.seats if s.user_id in departed and s.seat != claimant}
            if not gone:
                if row.to_move is None or claimant == row.to_move:
                    raise ClaimNotAllowed(game_id=game_id)
                wait = self.claimable_at(row) - self.clock.now()
                if wait > 0:
                    raise ClaimTooEarly(game_id=game_id, minutes=math.ceil(wait / 60))
                gone = {row.to_move}
            async with self.db.transaction() as conn:
                await self.end_in(conn, row, status="finished", reason="forfeit",
                                  winners=[s.seat for s in row.seats if s.seat not in gone],
                                  ended_by=user_id)
        return await self.get(game_id)

    @staticmethod
    def only_person(row: GameRow, user_id: int) -> bool:
        """Whether `user_id` is the one person in `row`, every other seat (if any) a
        computer's: without them nobody is left to play it."""
        seat = row.seat_of(user_id)
        return seat is not None and not row.seats[seat].is_computer and all(
            s.is_computer for s in row.seats if s.seat != seat)

    async def end_deserted(self, game_id: int, user_id: int) -> GameRow:
        """The one person of a game played otherwise only by computers (or alone
        against the rules' own opponent) left the server: nobody is left to play, so
        the game ends at once as their forfeit, the computer seats winning, rather
        than waiting for the inactivity time. Such a game is never rated: it counts
        in the person's games against the computer. `ClaimNotAllowed` when another
        person still plays here (they claim or vote instead)."""
        async with self.locks(game_id):
            row = await self._active_for(game_id, user_id)
            if not self.only_person(row, user_id):
                raise ClaimNotAllowed(game_id=game_id)
            async with self.db.transaction() as conn:
                await self.end_in(conn, row, status="finished", reason="forfeit",
                                  winners=[s.seat for s in row.seats if s.is_computer],
                                  ended_by=user_id)
        return await self.get(game_id)

    async def abort(self, game_id: int, moderator_id: int) -> GameRow:
        """A moderator stops a game: nobody wins, nothing is counted.

        The service cannot see Discord permissions; the cog checks them first.
        """
        async with self.locks(game_id):
            row = await self._active_for(game_id, None)
            async with self.db.transaction() as conn:
                await self.end_in(conn, row, status="aborted", reason="aborted", winners=[],
                                  ended_by=moderator_id)
        return await self.get(game_id)
