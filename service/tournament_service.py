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

The managers' actions are `TournamentModeration`'s, the sweeper's chores
`TournamentChores`'s; this class joins them into the one service the cogs use.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import aiosqlite

from service.errors import (
    InvalidTournament,
    NotInTournament,
    TournamentAlreadyJoined,
    TournamentBestOf,
    TournamentCapBelowMinimum,
    TournamentDuelOnly,
    TournamentFull,
    TournamentGameSeats,
    TournamentMinimumTooLow,
    TournamentNotFound,
    TournamentRoundsOutOfRange,
    TournamentRoundTooShort,
    TournamentStarted,
    TournamentStartInPast,
    TournamentTableSeats,
    TournamentUnknownFormat,
)
from service.games import GameService, Place
from service.tournament_chores import Reminder, TournamentChores, TournamentSweep
from service.tournament_moderation import TournamentModeration
from service.tournament_rounds import (
    DUEL_FORMATS,
    FORMATS,
    KNOCKOUT,
    ROUND_ROBIN,
    TABLE_SEATS,
    TABLES,
    entrants_of,
    least_table,
    normal_level,
    played_rounds,
)
from service.tournaments import Standing, swiss_standings, table_standings
from service.turns import Turns
from store.absence import AbsenceVoteRepository
from store.games import GameRow, SeatRow
from store.tournaments import EntrantRow, RoundRow, TableRow, TournamentRow

MAX_ROUNDS = 30
MIN_ROUND_SECONDS = 60.0
SCHEDULED = (ROUND_ROBIN, KNOCKOUT)
"""Formats whose number of rounds follows from the number of players."""
PlaceFor = Callable[[TableRow], Awaitable[Place]]
"""Opens the thread a table's game is played in (the cog's), and says where it is."""

__all__ = ["PlaceFor", "Reminder", "Results", "TournamentService", "TournamentSweep"]


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


class TournamentService(TournamentModeration, TournamentChores):
    """Create, run, moderate and read tournaments."""

    def __init__(self, games: GameService, turns: Turns):
        super().__init__(games, turns)
        self.votes = AbsenceVoteRepository()
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
            raise TournamentUnknownFormat(format=format)
        if format in DUEL_FORMATS and seats != 2:
            raise TournamentDuelOnly(game_kind=game_kind, format=format, seats=seats)
        if format == TABLES and seats not in TABLE_SEATS:
            raise TournamentTableSeats(game_kind=game_kind, format=format, seats=seats)
        if not kind.min_seats <= seats <= kind.max_seats:
            raise TournamentGameSeats(game_kind=game_kind, format=format, seats=seats,
                                      min_seats=kind.min_seats, max_seats=kind.max_seats)
        least = 2 if format in DUEL_FORMATS else least_table(kind)
        minimum = least if minimum is None else minimum
        problems: list[tuple[bool, InvalidTournament]] = [
            (format in SCHEDULED or 1 <= rounds <= MAX_ROUNDS,
             TournamentRoundsOutOfRange(rounds=rounds, most=MAX_ROUNDS)),
            (best_of in (1, 3) and (best_of == 1 or format == KNOCKOUT),
             TournamentBestOf(best_of=best_of)),
            (round_seconds >= MIN_ROUND_SECONDS, TournamentRoundTooShort()),
            (minimum >= least, TournamentMinimumTooLow(minimum=minimum, least=least)),
            (cap is None or cap >= minimum, TournamentCapBelowMinimum(cap=cap, minimum=minimum)),
            (starts_at is None or starts_at > self.games.clock.now(), TournamentStartInPast()),
        ]
        for ok, refusal in problems:
            if not ok:
                raise refusal
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
                            reason: str, winners: Sequence[int],
                            ended_by: int | None = None) -> bool:
        """`GameService.end_in`'s watcher: a tournament's game records its result (and
        may open the next round) in the transaction that ends it; an unrated
        tournament's game stays out of the statistics. An aborted game is void when a
        moderator stopped it (`ended_by`), and lost by its absent seats when the
        players voted to end it."""
        void = status == "aborted" and ended_by is not None
        absent = await self._voted_away_in(conn, row) if status == "aborted" and not void else ()
        t = await self.keeper.record_in(conn, row, status=status, reason=reason,
                                        winners=winners, now=self.games.clock.now(),
                                        absent=absent, void=void)
        return t is None or t.rated

    async def _voted_away_in(self, conn: aiosqlite.Connection, row: GameRow) -> tuple[int, ...]:
        """The seats the players voted to end the game about, at its last turn."""
        seats = []
        for seat in range(len(row.seats)):
            ballots = await self.votes.tally(conn, row.id, row.turn, seat)
            if "end" in ballots.values():
                seats.append(seat)
        return tuple(seats)

    # -- reading --------------------------------------------------------------------

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

    async def table_of_game(self, game_id: int) -> TableRow | None:
        """The tournament table a game is played at (None for any other game): after
        a game ends, the cog learns from it whether a round or the event moved on."""
        return await self.repo.table_of_game(game_id)

    async def owed(self) -> list[tuple[int, str]]:
        """What the bot still owes Discord, by tournament (`store.tournaments.SEAT`,
        `ANNOUNCE` or `CLOSE`): remembered here rather than by a process, so a restart
        at any moment loses none of it. The cog looks every few seconds, in every
        process, so nothing owed is one cheap query."""
        return await self.repo.owed()

    async def unannounced(self, tournament_id: int) -> list[RoundRow]:
        """The tournament's rounds whose games all exist and whose announcement is owed."""
        return await self.repo.unannounced(tournament_id)

    async def mark_announced(self, tournament_id: int, number: int) -> None:
        """Round `number`'s announcement is out (Discord has it)."""
        await self.repo.mark_announced(tournament_id, number)

    async def mark_closed_out(self, tournament_id: int) -> None:
        """An ended tournament's last message is out: it owes nothing more."""
        await self.repo.mark_closed_out(tournament_id)

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
