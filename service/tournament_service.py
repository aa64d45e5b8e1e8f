"""Tournaments run by the bot (issue 45): sign-up, rounds that run themselves,
deadlines, host actions and standings, for any game, with no Discord in it.

The life of a tournament: `create` (sign-up open), `join`/`leave`, `start` (by a
manager, or by the sweeper at `starts_at`), which pairs round 1. A round's tables
are stored first; each table's game is created by `start_tables`, in a thread the
cog opens and names through `place_for` (the thread is stored before the game is
created, so a restart reuses it). When a game ends, `GameService.end_in` tells this
service in the same transaction (`game_ended_in`): the result is recorded, and when
it was the round's last game the next round is paired, or the tournament finished.
The sweeper (`sweep`) starts tournaments at their time, sends reminders at half
time and one hour before a deadline, and at a deadline lets the computer finish
every game still going (`docs/tournaments.md`, "Deadlines").

A manager is the host, or a member of the tournament's manager role: the service
cannot see Discord roles, so the cog passes the acting member's role ids.
"""

from __future__ import annotations

import contextlib
from collections.abc import Awaitable, Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

import aiosqlite

from service.errors import (
    InvalidTournament,
    NotInTournament,
    NotTournamentManager,
    TournamentAlreadyJoined,
    TournamentFull,
    TournamentNotFound,
    TournamentNotRunning,
    TournamentStarted,
    TournamentTooFewPlayers,
    TournamentUnseatable,
)
from service.games import GameService, Place
from service.ratings import Rating, initial_rating
from service.tournament_rounds import (
    DUEL_FORMATS,
    FORMATS,
    KNOCKOUT,
    ROUND_ROBIN,
    TABLE_SEATS,
    TABLES,
    RoundKeeper,
    entrants_of,
    holding_up,
    least_table,
    normal_level,
    played_rounds,
)
from service.tournaments import Standing, swiss_standings, table_standings
from service.turns import Turns
from store.games import GameRow, SeatRow
from store.stats import StatsRepository
from store.tournaments import EntrantRow, RoundRow, TableRow, TournamentRepository, TournamentRow

MAX_ROUNDS = 30
MIN_ROUND_SECONDS = 60.0
HOUR = 3600.0
SCHEDULED = (ROUND_ROBIN, KNOCKOUT)
"""Formats whose number of rounds follows from the number of players."""
PlaceFor = Callable[[TableRow], Awaitable[Place]]
"""Opens the thread a table's game is played in (the cog's), and says where it is."""


@dataclass(frozen=True)
class Reminder:
    """A reminder due: `when` is "half" (half time) or "hour" (one hour before the
    deadline); `waiting` are the people `game` waits for."""

    tournament: TournamentRow
    round_number: int
    when: str
    deadline: float
    game: GameRow
    waiting: tuple[int, ...]


@dataclass(frozen=True)
class TournamentSweep:
    """What one sweep did, for the cogs to announce."""

    started: list[TournamentRow] = field(default_factory=list)
    cancelled: list[TournamentRow] = field(default_factory=list)
    reminders: list[Reminder] = field(default_factory=list)
    taken_over: list[GameRow] = field(default_factory=list)
    awaiting: list[TableRow] = field(default_factory=list)
    """Tables paired but still without a game: the cog seats them (`start_tables`)."""


@dataclass(frozen=True)
class Results:
    """Where a tournament stands: the standings, and the podium once it is over."""

    tournament: TournamentRow
    standings: list[Standing]
    rounds_played: int

    @property
    def podium(self) -> list[Standing]:
        """The players ranked first to third (shared ranks included), once finished."""
        if self.tournament.status != "finished":
            return []
        return [row for row in self.standings if row.rank <= 3 and not row.removed]


class TournamentService:
    """Create, run, moderate and read tournaments."""

    def __init__(self, games: GameService, turns: Turns):
        self.games = games
        self.turns = turns
        self.repo = TournamentRepository(games.db)
        self.keeper = RoundKeeper(self.repo, games.kinds)
        self.stats = StatsRepository(games.db)
        games.end_watchers.append(self)

    # -- creating and signing up ---------------------------------------------------

    async def create(self, *, place: Place, host_id: int, game_kind: str, format: str,
                     round_seconds: float, seats: int = 2, rounds: int = 0,
                     options: Mapping[str, Any] | None = None, best_of: int = 1,
                     rated: bool = False, cap: int | None = None, minimum: int | None = None,
                     starts_at: float | None = None,
                     manager_role_id: int | None = None) -> TournamentRow:
        """Open a tournament for sign-up, after checking that the game can seat the
        format (`TournamentUnseatable`) and that the numbers make sense
        (`InvalidTournament`). `rounds` is chosen for Swiss and table rounds; a round
        robin and a knockout have as many as their players need."""
        kind = self.games.kind(game_kind)
        if format not in FORMATS:
            raise InvalidTournament(reason=f"the format is one of {', '.join(FORMATS)}")
        reason = None
        if format in DUEL_FORMATS and seats != 2:
            reason = "this format is for two players a table"
        elif format == TABLES and seats not in TABLE_SEATS:
            reason = "table rounds seat 3 to 5 players a table"
        elif not kind.min_seats <= seats <= kind.max_seats:
            reason = f"the game seats {kind.min_seats} to {kind.max_seats}"
        if reason is not None:
            raise TournamentUnseatable(game_kind=game_kind, format=format, seats=seats,
                                       reason=reason)
        least = 2 if format in DUEL_FORMATS else least_table(kind)
        minimum = least if minimum is None else minimum
        problems = [
            (format in SCHEDULED or 1 <= rounds <= MAX_ROUNDS,
             f"a tournament plays 1 to {MAX_ROUNDS} rounds"),
            (best_of in (1, 3) and (best_of == 1 or format == KNOCKOUT),
             "a knockout match is best of 1 or 3; other formats play one game a table"),
            (round_seconds >= MIN_ROUND_SECONDS, "a round lasts at least a minute"),
            (minimum >= least, f"it needs at least {least} players"),
            (cap is None or cap >= minimum, "the cap is below the minimum"),
            (starts_at is None or starts_at > self.games.clock.now(),
             "the start time is in the past"),
        ]
        for ok, why in problems:
            if not ok:
                raise InvalidTournament(reason=why)
        normalized = kind.normalize_options({**(options or {}), "seats": "challenger_first"},
                                            seats)
        async with self.games.db.transaction() as conn:
            tournament_id = await self.repo.insert(
                conn, guild_id=place.guild_id, channel_id=place.channel_id, host_id=host_id,
                game_kind=game_kind, options=normalized, format=format,
                rounds=rounds if format not in SCHEDULED else 0,
                round_seconds=round_seconds, seats=seats, best_of=best_of, rated=rated,
                cap=cap, minimum=minimum, starts_at=starts_at, manager_role_id=manager_role_id,
                now=self.games.clock.now())
        return await self.get(tournament_id)

    async def join(self, tournament_id: int, user_id: int) -> TournamentRow:
        """Sign up: refused twice (`TournamentAlreadyJoined`), after the start
        (`TournamentStarted`) and past the cap (`TournamentFull`)."""
        async with self.games.db.transaction() as conn:
            t = await self._signup_in(conn, tournament_id)
            entrants = await self.repo.entrants_in(conn, tournament_id)
            if any(e.user_id == user_id for e in entrants):
                raise TournamentAlreadyJoined(tournament_id=tournament_id)
            if t.cap is not None and len(entrants) >= t.cap:
                raise TournamentFull(tournament_id=tournament_id, cap=t.cap)
            await self.repo.add_entrant(conn, tournament_id, user_id, 0.0,
                                        self.games.clock.now())
        return await self.get(tournament_id)

    async def leave(self, tournament_id: int, user_id: int) -> TournamentRow:
        """Withdraw before the start (`NotInTournament` if not signed up); once it has
        started, a manager removes a player instead (`remove`)."""
        async with self.games.db.transaction() as conn:
            await self._signup_in(conn, tournament_id)
            if not any(e.user_id == user_id for e in await self.repo.entrants_in(
                    conn, tournament_id)):
                raise NotInTournament(tournament_id=tournament_id, user_id=user_id)
            await self.repo.drop_entrant(conn, tournament_id, user_id)
        return await self.get(tournament_id)

    async def _signup_in(self, conn: aiosqlite.Connection, tournament_id: int) -> TournamentRow:
        t = await self.repo.get_in(conn, tournament_id)
        if t is None:
            raise TournamentNotFound(tournament_id=tournament_id)
        if t.status != "signup":
            raise TournamentStarted(tournament_id=tournament_id)
        return t

    # -- starting -------------------------------------------------------------------

    async def start(self, tournament_id: int, user_id: int,
                    roles: Collection[int] = ()) -> TournamentRow:
        """A manager starts the tournament: round 1 is paired (`TournamentTooFewPlayers`
        below the minimum)."""
        async with self.games.db.transaction() as conn:
            t = await self._managed_in(conn, tournament_id, user_id, roles)
            if t.status != "signup":
                raise TournamentStarted(tournament_id=tournament_id)
            await self._start_in(conn, t)
        return await self.get(tournament_id)

    async def _start_in(self, conn: aiosqlite.Connection, t: TournamentRow) -> None:
        entrants = await self.repo.entrants_in(conn, t.id)
        if len(entrants) < t.minimum:
            raise TournamentTooFewPlayers(tournament_id=t.id, needed=t.minimum,
                                          count=len(entrants))
        for entrant in entrants:
            line = await self.stats.get_in(conn, t.guild_id, entrant.user_id, t.game_kind,
                                           "human")
            rating = initial_rating() if line is None or line.rating_mu is None else Rating(
                line.rating_mu, line.rating_sigma or 0.0)
            await self.repo.set_rating(conn, t.id, entrant.user_id, rating.ordinal)
        now = self.games.clock.now()
        rounds = await self.keeper.rounds_to_play_in(conn, t)
        if not await self.repo.update(conn, t, status="running", started_at=now, rounds=rounds):
            raise TournamentStarted(tournament_id=t.id)
        running = await self.repo.get_in(conn, t.id)
        assert running is not None
        opened = await self.keeper.open_round_in(conn, running, 1, now)
        await self.keeper.progress_in(conn, opened, now)

    async def start_tables(self, tournament_id: int, place_for: PlaceFor) -> list[GameRow]:
        """Create the game of every table paired and still without one, each in the
        thread `place_for` opens (once per table: a thread already chosen is reused,
        such as the one a knockout match plays all its games in). Safe to run again
        and from several places: a table gets one game. Returns the games created."""
        created = []
        for table in await self.repo.awaiting_game(tournament_id):
            if table.channel_id is None:
                place = await place_for(table)
                table = await self.repo.place_table(table.id, place.channel_id,
                                                    place.parent_channel_id)
            game_id = await self._create_game(table.id)
            if game_id is not None:
                created.append(await self.games.get(game_id))
        return created

    async def _create_game(self, table_id: int) -> int | None:
        async with self.games.db.transaction() as conn:
            table = await self.repo.table_in(conn, table_id)
            assert table is not None and table.channel_id is not None
            t = await self.repo.get_in(conn, table.tournament_id)
            if table.game_id is not None or table.is_over or t is None or not t.is_open:
                return None
            level = normal_level(self.games.kind(t.game_kind))
            people = [SeatRow(i, p, level if p in table.forfeits else None)
                      for i, p in enumerate(table.players)]
            game_id = await self.games.create_in(
                conn, game_kind=t.game_kind, people=people, options=t.options, limited=False,
                place=Place(t.guild_id, table.channel_id, table.parent_channel_id))
            await self.repo.set_game(conn, table.id, game_id)
        return game_id

    # -- games ending ---------------------------------------------------------------

    async def game_ended_in(self, conn: aiosqlite.Connection, row: GameRow, *, status: str,
                            reason: str, winners: Sequence[int]) -> bool:
        """`GameService.end_in`'s watcher: a tournament's game records its result (and
        may open the next round) in the transaction that ends it; an unrated
        tournament's game stays out of the statistics."""
        t = await self.keeper.record_in(conn, row, status=status, reason=reason,
                                        winners=winners, now=self.games.clock.now())
        return t is None or t.rated

    # -- managing -------------------------------------------------------------------

    async def _managed_in(self, conn: aiosqlite.Connection, tournament_id: int, user_id: int,
                          roles: Collection[int]) -> TournamentRow:
        t = await self.repo.get_in(conn, tournament_id)
        if t is None:
            raise TournamentNotFound(tournament_id=tournament_id)
        if user_id != t.host_id and (t.manager_role_id is None or t.manager_role_id not in roles):
            raise NotTournamentManager(tournament_id=tournament_id, host_id=t.host_id)
        return t

    async def _running_in(self, conn: aiosqlite.Connection, tournament_id: int, user_id: int,
                          roles: Collection[int], *statuses: str) -> TournamentRow:
        t = await self._managed_in(conn, tournament_id, user_id, roles)
        if t.status not in statuses:
            raise TournamentNotRunning(tournament_id=tournament_id, status=t.status)
        return t

    async def extend(self, tournament_id: int, user_id: int, seconds: float,
                     roles: Collection[int] = ()) -> RoundRow:
        """A manager gives the current round `seconds` more."""
        if seconds <= 0:
            raise InvalidTournament(reason="an extension adds time")
        async with self.games.db.transaction() as conn:
            t = await self._running_in(conn, tournament_id, user_id, roles, "running")
            current = (await self.repo.rounds_in(conn, t.id))[-1]
            await self.repo.move_deadline(conn, t.id, current.number,
                                          current.deadline + seconds, seconds)
        return (await self.repo.rounds(tournament_id))[-1]

    async def pause(self, tournament_id: int, user_id: int,
                    roles: Collection[int] = ()) -> TournamentRow:
        """Stop the clock: no deadline falls and no round opens until `resume`; games
        already going may still be played."""
        async with self.games.db.transaction() as conn:
            t = await self._running_in(conn, tournament_id, user_id, roles, "running")
            current = (await self.repo.rounds_in(conn, t.id))[-1]
            left = max(0.0, current.deadline - self.games.clock.now())
            await self.repo.update(conn, t, status="paused", paused_left=left)
        return await self.get(tournament_id)

    async def resume(self, tournament_id: int, user_id: int,
                     roles: Collection[int] = ()) -> TournamentRow:
        """Start the clock again with the time that was left, and go on (a round whose
        games all ended meanwhile gives way to the next)."""
        now = self.games.clock.now()
        async with self.games.db.transaction() as conn:
            t = await self._running_in(conn, tournament_id, user_id, roles, "paused")
            current = (await self.repo.rounds_in(conn, t.id))[-1]
            await self.repo.move_deadline(conn, t.id, current.number,
                                          now + (t.paused_left or 0.0), 0.0)
            await self.repo.update(conn, t, status="running", paused_left=None)
            running = await self.repo.get_in(conn, t.id)
            assert running is not None
            await self.keeper.progress_in(conn, running, now)
        return await self.get(tournament_id)

    async def remove(self, tournament_id: int, user_id: int, player_id: int,
                     roles: Collection[int] = ()) -> TournamentRow:
        """A manager removes a player: never paired again, their unfinished games lost
        by forfeit. A two-player game ends at once, the other player winning; at a
        bigger table the computer plays their seat to the end, and they take the last
        place. Before the start this is taking them off the list."""
        game_ids = [table.game_id for table in await self.repo.tables(tournament_id)
                    if player_id in table.players and not table.is_over and table.game_id]
        async with contextlib.AsyncExitStack() as stack:
            for game_id in sorted(game_ids):
                await stack.enter_async_context(self.games.locks(game_id))
            async with self.games.db.transaction() as conn:
                t = await self._running_in(conn, tournament_id, user_id, roles,
                                           "signup", "running", "paused")
                entrant = next((e for e in await self.repo.entrants_in(conn, t.id)
                                if e.user_id == player_id and not e.removed), None)
                if entrant is None:
                    raise NotInTournament(tournament_id=tournament_id, user_id=player_id)
                if t.status == "signup":
                    await self.repo.drop_entrant(conn, t.id, player_id)
                else:
                    await self._remove_in(conn, t, player_id)
        return await self.get(tournament_id)

    async def _remove_in(self, conn: aiosqlite.Connection, t: TournamentRow,
                         player_id: int) -> None:
        now = self.games.clock.now()
        await self.repo.set_removed(conn, t.id, player_id)
        level = normal_level(self.games.kind(t.game_kind))
        for table in await self.repo.tables_in(conn, t.id):
            if player_id not in table.players or table.is_over:
                continue
            await self.repo.add_forfeit(conn, table, player_id)
            seat = table.players.index(player_id)
            row = None if table.game_id is None else await self.games.repo.get_in(
                conn, table.game_id)
            if row is not None and row.is_active:
                if len(row.seats) == 2:
                    await self.games.end_in(conn, row, status="finished", reason="forfeit",
                                            winners=[1 - seat], ended_by=t.host_id)
                elif not row.seats[seat].is_computer:
                    await self.games.repo.hand_to_computer(conn, row.id, row.version, seat,
                                                           level, row.turn, now)
                    await self.games.owe_table_in(conn, row)
            elif row is None and len(table.players) == 2:
                await self.repo.set_result(conn, table.id, [1, 1], [0, 0], now)
        current = await self.repo.get_in(conn, t.id)
        assert current is not None
        await self.keeper.progress_in(conn, current, now)

    async def end_early(self, tournament_id: int, user_id: int,
                        roles: Collection[int] = ()) -> TournamentRow:
        """A manager ends it now: the standings as they are are its result, and its
        games still going are stopped, counting for nobody."""
        return await self._close(tournament_id, user_id, roles, "finished",
                                 ("running", "paused"))

    async def cancel(self, tournament_id: int, user_id: int,
                     roles: Collection[int] = ()) -> TournamentRow:
        """A manager calls it off, at sign-up or later; games still going are stopped."""
        return await self._close(tournament_id, user_id, roles, "cancelled",
                                 ("signup", "running", "paused"))

    async def _close(self, tournament_id: int, user_id: int, roles: Collection[int],
                     status: str, allowed: tuple[str, ...]) -> TournamentRow:
        game_ids = [table.game_id for table in await self.repo.tables(tournament_id)
                    if table.game_id is not None and not table.is_over]
        async with contextlib.AsyncExitStack() as stack:
            for game_id in sorted(game_ids):
                await stack.enter_async_context(self.games.locks(game_id))
            async with self.games.db.transaction() as conn:
                t = await self._running_in(conn, tournament_id, user_id, roles, *allowed)
                now = self.games.clock.now()
                await self.repo.update(conn, t, status=status, finished_at=now)
                for game_id in game_ids:
                    row = await self.games.repo.get_in(conn, game_id)
                    if row is not None and row.is_active:
                        await self.games.end_in(conn, row, status="aborted", reason="aborted",
                                                winners=[], ended_by=user_id)
        return await self.get(tournament_id)

    async def set_message(self, tournament_id: int, message_id: int | None) -> None:
        """Remember the sign-up message that shows the tournament."""
        await self.get(tournament_id)
        await self.repo.set_message(tournament_id, message_id)

    # -- reading --------------------------------------------------------------------

    async def get(self, tournament_id: int) -> TournamentRow:
        """The tournament `tournament_id`; `TournamentNotFound` if there is none."""
        t = await self.repo.get(tournament_id)
        if t is None:
            raise TournamentNotFound(tournament_id=tournament_id)
        return t

    async def in_guild(self, guild_id: int, *, open_only: bool = False) -> list[TournamentRow]:
        """A server's tournaments, newest first; finished ones stay listed."""
        return await self.repo.in_guild(guild_id, open_only=open_only)

    async def entrants(self, tournament_id: int) -> list[EntrantRow]:
        """Who signed up, in the order they joined (removed players marked)."""
        await self.get(tournament_id)
        return await self.repo.entrants(tournament_id)

    async def rounds(self, tournament_id: int) -> list[RoundRow]:
        """The rounds opened so far."""
        await self.get(tournament_id)
        return await self.repo.rounds(tournament_id)

    async def pairings(self, tournament_id: int, round_number: int | None = None,
                       ) -> list[TableRow]:
        """A round's tables (the current round by default), with their games and results."""
        t = await self.get(tournament_id)
        return await self.repo.tables(tournament_id, round_number or t.current_round)

    async def results(self, tournament_id: int) -> Results:
        """The standings by the format's rule, from every result recorded so far."""
        t = await self.get(tournament_id)
        entrants = entrants_of(await self.repo.entrants(tournament_id))
        rounds = await self.repo.rounds(tournament_id)
        played = played_rounds(rounds, await self.repo.tables(tournament_id))
        if t.format == TABLES:
            standings = table_standings(entrants, played, t.seats)
        else:
            standings = swiss_standings(entrants, played)
        return Results(t, standings, sum(1 for r in rounds if not r.is_open))

    # -- the sweeper ------------------------------------------------------------------

    async def sweep(self) -> TournamentSweep:
        """The tournaments' chores, driven from the database (the sweeper runs it under
        its lease): start those whose time has come (or cancel them, too few having
        signed up), remind the players holding a game up, let the computer finish the
        games of a round past its deadline, and list the tables still to seat."""
        started, cancelled = await self._start_due()
        reminders = await self.reminders_due()
        taken_over = await self.deadlines_due()
        return TournamentSweep(started, cancelled, reminders, taken_over,
                               await self.repo.awaiting_game())

    async def _start_due(self) -> tuple[list[TournamentRow], list[TournamentRow]]:
        now = self.games.clock.now()
        started, cancelled = [], []
        for t in await self.repo.with_status("signup"):
            if t.starts_at is None or t.starts_at > now:
                continue
            try:
                async with self.games.db.transaction() as conn:
                    current = await self.repo.get_in(conn, t.id)
                    if current is None or current.version != t.version:
                        continue  # started or changed meanwhile
                    await self._start_in(conn, current)
                started.append(await self.get(t.id))
            except TournamentTooFewPlayers:
                async with self.games.db.transaction() as conn:
                    await self.repo.update(conn, t, status="cancelled", finished_at=now)
                cancelled.append(await self.get(t.id))
        return started, cancelled

    async def reminders_due(self) -> list[Reminder]:
        """The reminders that fell due, each round's once: at half time, and one hour
        before the deadline (when that is later than half time); both due at once
        send only the later. One per game still waiting for a person."""
        now = self.games.clock.now()
        due = []
        for current in await self.repo.open_rounds():
            half = current.started_at + (current.deadline - current.started_at) / 2
            hour = current.deadline - HOUR
            if hour > half and now >= hour and current.reminded < 2:
                when, level = "hour", 2
            elif now >= half and current.reminded < 1:
                when, level = "half", 1
            else:
                continue
            if not await self.repo.mark_reminded(current.tournament_id, current.number, level):
                continue
            t = await self.get(current.tournament_id)
            for table in await self.repo.tables(t.id, current.number):
                row = None if table.game_id is None else await self.games.get(table.game_id)
                if row is not None and row.is_active and holding_up(row):
                    due.append(Reminder(t, current.number, when, current.deadline, row,
                                        holding_up(row)))
        return due

    async def deadlines_due(self) -> list[GameRow]:
        """At a round's deadline, the computer at `normal` takes every seat still
        played by a person in each game still going, and plays the game to its end at
        once; the result counts as played. Returns the games so finished."""
        now = self.games.clock.now()
        finished = []
        for current in await self.repo.open_rounds():
            if current.deadline > now:
                continue
            for table in await self.repo.tables(current.tournament_id, current.number):
                if table.game_id is None or table.is_over:
                    continue
                row = await self._take_over(table.game_id)
                if row is not None:
                    finished.append(row)
        return finished

    async def _take_over(self, game_id: int) -> GameRow | None:
        async with self.games.locks(game_id):
            row = await self.games.get(game_id)
            if not row.is_active:
                return None
            level = normal_level(self.games.kind(row.game_kind))
            now = self.games.clock.now()
            async with self.games.db.transaction() as conn:
                version = row.version
                for seat in row.seats:
                    if seat.is_computer:
                        continue
                    if not await self.games.repo.hand_to_computer(
                            conn, row.id, version, seat.seat, level, row.turn, now):
                        return None
                    version += 1
                await self.games.owe_table_in(conn, replace(row, version=version - 1))
        state = await self.turns.play_computer(game_id)
        while state is not None and state.row.is_active:
            state = await self.turns.play_computer(game_id)
        return await self.games.get(game_id)

