"""The tournaments' chores, run by the sweeper under its lease: start a tournament
at its time, remind the players who hold a game up, and at a round's deadline let the
computer finish every game still going. Every time comes from the database, so a
sweep after a restart catches up on what fell due while the bot was down, and each
reminder is marked sent before it is returned, so none goes out twice."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field

from service.errors import ServiceError, TournamentTooFewPlayers
from service.tournament_parts import TournamentParts
from service.tournament_rounds import holding_up, normal_level
from store.games import GameRow
from store.tournaments import TableRow, TournamentRow

HOUR = 3600.0
log = logging.getLogger(__name__)


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


class TournamentChores(TournamentParts):
    """The sweeper's part of the tournament service."""

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
                if row is not None and row.is_active and (waiting := holding_up(row)):
                    due.append(Reminder(t, current.number, when, current.deadline, row,
                                        waiting))
        return due

    async def deadlines_due(self) -> list[GameRow]:
        """At a round's deadline, each game still going is finished at once by the
        computer at `normal`, its result counting as played. Only the seats holding
        the game up (those it waits for: their player has not made the move asked of
        them within the round's limit) are taken over then; another player's seat
        passes to the computer only when the game next waits for them, so their own
        moves stand to the last (docs/tournaments.md, "Deadlines"). Returns the
        games so finished."""
        now = self.games.clock.now()
        finished = []
        for current in await self.repo.open_rounds():
            if current.deadline > now:
                continue
            for table in await self.repo.tables(current.tournament_id, current.number):
                if table.game_id is None or table.is_over:
                    continue
                try:
                    row = await self._take_over(table.game_id)
                except ServiceError as error:
                    # another process moved it meanwhile (its sweeper after a lapsed
                    # lease, a late move): the next sweep finds it as it is then
                    log.info("game %s not taken over: %s", table.game_id, error.message)
                    continue
                if row is not None:
                    finished.append(row)
        return finished

    async def _take_over(self, game_id: int) -> GameRow | None:
        row = await self.games.get(game_id)
        if not row.is_active:
            return None
        level = normal_level(self.games.kind(row.game_kind))
        while (version := await self._hand_over_waiting(game_id, level)) is not None:
            state = await self.turns.play_computer(game_id)
            while state is not None and state.row.is_active:
                state = await self.turns.play_computer(game_id)
            if (await self.games.get(game_id)).version == version:
                break  # nobody could move: the next sweep looks again
        return await self.games.get(game_id)

    async def _hand_over_waiting(self, game_id: int, level: int) -> int | None:
        """Give the computer the seats the game waits for that a person still plays;
        the game's version then, or None once the game is over."""
        async with self.games.locks(game_id):
            state = await self.turns.view(game_id)
            row = state.row
            if not row.is_active:
                return None
            waiting = state.waiting or (() if state.seat_to_act is None
                                        else (state.seat_to_act,))
            late = [seat for seat in waiting if not row.seats[seat].is_computer]
            async with self.games.db.transaction() as conn:
                await self.games.hand_to_computer_in(conn, row, late, level)
        return row.version + len(late)
