"""A tournament's rounds, driven from the database: pair and open a round, record a
game's result, open the next round when the last game of one ends, finish after the
last.

Every step reads what is stored and writes what it decides in the caller's
transaction, and every write succeeds once only (`store.tournaments`): run again
after a restart, a step finds its work done and does nothing. The pairing itself is
`service.tournaments`, pure, so the same stored state always gives the same round.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Sequence
from dataclasses import replace

import aiosqlite

from service.kinds import GameKind
from service.tournaments import (
    Entrant,
    Game,
    Pairing,
    Round,
    advance,
    bracket,
    forfeit,
    knockout_round,
    match_winner,
    next_match_seats,
    round_robin,
    swiss_round,
    table_round,
    table_sizes,
)
from store.games import GameRow
from store.tournaments import (
    EntrantRow,
    RoundRow,
    TableRow,
    TournamentRepository,
    TournamentRow,
)

SWISS, ROUND_ROBIN, KNOCKOUT, TABLES = "swiss", "round_robin", "knockout", "tables"
FORMATS = (SWISS, ROUND_ROBIN, KNOCKOUT, TABLES)
DUEL_FORMATS = (SWISS, ROUND_ROBIN, KNOCKOUT)
"""The formats of two-player games; table rounds seat 3 to 5."""
TABLE_SEATS = (3, 4, 5)


def normal_level(kind: GameKind) -> int:
    """The computer's `normal` level of a game (1-based), or its middle one."""
    levels = kind.computer_levels
    return levels.index("normal") + 1 if "normal" in levels else (len(levels) + 1) // 2


def least_table(kind: GameKind) -> int:
    """The fewest players a table round may seat at one table."""
    return max(2, kind.min_seats)


def places_of(row: GameRow, *, status: str, reason: str, winners: Sequence[int],
              absent: Collection[int] = ()) -> tuple[int, ...]:
    """Each seat's place in an ended game (1 first, ties equal).

    A game played to its end: the winners first, the others by their scores. A game
    won by a resignation or a forfeit: the winners first, everyone else shares the
    next place. A game the players voted to end for the `absent` seats: those lose it
    by forfeit, sharing the last place, and the others take the places their scores
    gave them when it stopped (see `docs/tournaments.md`, "How a game's end counts").
    """
    seats = range(len(row.seats))
    if status != "finished":
        present = [seat for seat in seats if seat not in absent]
        places = {**_by_score(row, present, 1), **dict.fromkeys(absent, len(present) + 1)}
        return tuple(places[seat] for seat in seats)
    won = set(winners)
    places = dict.fromkeys(won, 1)
    if reason != "completed":
        return tuple(places.get(seat, len(won) + 1) for seat in seats)
    places.update(_by_score(row, [s for s in seats if s not in won], len(won) + 1))
    return tuple(places[seat] for seat in seats)


def _by_score(row: GameRow, seats: Sequence[int], first: int) -> dict[int, int]:
    """The places from `first` on of `seats`, by their game scores, equal ones sharing."""
    ordered = sorted(seats, key=lambda s: -row.scores[s])
    places: dict[int, int] = {}
    for index, seat in enumerate(ordered):
        before = ordered[index - 1] if index else None
        if before is not None and row.scores[before] == row.scores[seat]:
            places[seat] = places[before]
        else:
            places[seat] = first + index
    return places


def as_game(table: TableRow) -> Game:
    """A finished table as the pairing sees it, its forfeits applied."""
    assert table.places is not None and table.scores is not None
    game = Game(table.players, table.places, table.scores)
    return forfeit(game, table.forfeits) if table.forfeits else game


def entrants_of(rows: Sequence[EntrantRow]) -> list[Entrant]:
    """The pairing's entrants."""
    return [Entrant(row.user_id, row.rating, row.removed) for row in rows]


def played_rounds(rounds: Sequence[RoundRow], tables: Sequence[TableRow]) -> list[Round]:
    """Every round opened so far with the games finished in it, and its byes."""
    return [Round(tuple(as_game(t) for t in tables
                        if t.round_number == r.number and t.is_over and not t.is_void),
                  r.byes) for r in rounds]


def knockout_rounds(players: int) -> int:
    """The rounds of a knockout of `players`: the depth of its bracket."""
    return max(1, math.ceil(math.log2(players)))


class RoundKeeper:
    """Opens, records and closes rounds inside the caller's transaction."""

    def __init__(self, repo: TournamentRepository, kinds: dict[str, GameKind]):
        self.repo = repo
        self.kinds = kinds

    async def rounds_to_play_in(self, conn: aiosqlite.Connection, t: TournamentRow) -> int:
        """How many rounds the tournament will have, fixed at its start."""
        entrants = [e for e in entrants_of(await self.repo.entrants_in(conn, t.id))
                    if not e.removed]
        if t.format == ROUND_ROBIN:
            return len(round_robin(entrants))
        if t.format == KNOCKOUT:
            return knockout_rounds(len(entrants))
        return t.rounds

    async def match_winner_in(self, conn: aiosqlite.Connection, t: TournamentRow,
                              match: Sequence[TableRow]) -> int | None:
        """The winner of a knockout match (its games in order), or None while it goes on.
        A removed player loses the match at once; of two removed, the higher seed goes."""
        players = (match[0].players[0], match[0].players[1])
        removed = {e.user_id for e in await self.repo.entrants_in(conn, t.id) if e.removed}
        still_in = [p for p in players if p not in removed]
        if len(still_in) < 2:
            return (still_in or list(players))[0]
        return match_winner(players, [as_game(g) for g in match if g.is_over and not g.is_void],
                            t.best_of)

    async def _pair_in(self, conn: aiosqlite.Connection, t: TournamentRow, number: int,
                       ) -> tuple[Pairing, tuple[int | None, ...] | None] | None:
        """The pairing of round `number` from what is stored, or None when nobody is
        left to pair (everyone else was removed)."""
        entrants = entrants_of(await self.repo.entrants_in(conn, t.id))
        rounds = await self.repo.rounds_in(conn, t.id)
        tables = await self.repo.tables_in(conn, t.id)
        active = [e for e in entrants if not e.removed]
        if t.format == ROUND_ROBIN:
            # the schedule made at the start: a removed player keeps their place in it
            schedule = round_robin(sorted((replace(e, removed=False) for e in entrants),
                                          key=lambda e: e.player))
            return schedule[number - 1], None
        if t.format == KNOCKOUT:
            if number == 1:
                slots = bracket(active)
            else:
                previous = rounds[number - 2]
                assert previous.slots is not None
                winners = []
                for match in _matches(tables, number - 1):
                    winner = await self.match_winner_in(conn, t, match)
                    assert winner is not None
                    winners.append(winner)
                slots = advance(previous.slots, winners)
            return knockout_round(slots), slots
        if len(active) < 2:
            return None
        played = played_rounds(rounds, tables)
        if t.format == SWISS:
            return swiss_round(entrants, played), None
        least = least_table(self.kinds[t.game_kind])
        if len(active) < least:
            return None
        table_sizes(len(active), t.seats, least)
        return table_round(entrants, played, t.seats, least), None

    async def open_round_in(self, conn: aiosqlite.Connection, t: TournamentRow,
                            number: int, now: float) -> TournamentRow:
        """Pair round `number` and store it with its tables (or finish the tournament
        when nobody is left to pair); the tournament as it is then."""
        paired = await self._pair_in(conn, t, number)
        if paired is None:
            return await self.finish_in(conn, t, now)
        pairing, slots = paired
        removed = {e.user_id for e in await self.repo.entrants_in(conn, t.id) if e.removed}
        await self.repo.insert_round(conn, t.id, number, now=now, deadline=now + t.round_seconds,
                                     byes=pairing.byes, slots=slots)
        for index, players in enumerate(pairing.tables):
            table_id = await self.repo.insert_table(conn, t.id, number, index, players)
            gone = [p for p in players if p in removed]
            if gone:  # a scheduled game of a removed player (round robin, knockout): lost
                table = await self.repo.table_in(conn, table_id)
                assert table is not None
                for player in gone:
                    await self.repo.add_forfeit(conn, table, player)
                await self.repo.set_result(conn, table_id, [1] * len(players),
                                           [0] * len(players), now)
        if not await self.repo.update(conn, t, current_round=number):
            raise RuntimeError(f"tournament {t.id} changed while round {number} was opened")
        opened = await self.repo.get_in(conn, t.id)
        assert opened is not None
        return opened

    async def finish_in(self, conn: aiosqlite.Connection, t: TournamentRow,
                        now: float) -> TournamentRow:
        """The tournament is over: the standings as they are are its result."""
        if not await self.repo.update(conn, t, status="finished", finished_at=now):
            raise RuntimeError(f"tournament {t.id} changed while it was finished")
        done = await self.repo.get_in(conn, t.id)
        assert done is not None
        return done

    async def record_in(self, conn: aiosqlite.Connection, row: GameRow, *, status: str,
                        reason: str, winners: Sequence[int], now: float,
                        absent: Collection[int] = (), void: bool = False,
                        ) -> TournamentRow | None:
        """Record the result of a tournament's game as it ends, and go on from there;
        None when `row` is no tournament's game. A `void` game (a moderator's abort)
        counts for nobody; `absent` seats lose a game the players voted to end."""
        table = await self.repo.table_of_game_in(conn, row.id)
        if table is None:
            return None
        t = await self.repo.get_in(conn, table.tournament_id)
        assert t is not None
        if not t.is_open:
            return t  # ended early or cancelled: its games count for nothing more
        if void:
            await self.repo.set_result(conn, table.id, (), (), now)
        else:
            await self.repo.set_result(conn, table.id, places_of(
                row, status=status, reason=reason, winners=winners, absent=absent),
                row.scores, now)
        return await self.progress_in(conn, t, now)

    async def progress_in(self, conn: aiosqlite.Connection, t: TournamentRow,
                          now: float) -> TournamentRow:
        """Go as far as the stored results allow: the next game of an unfinished
        knockout match, the next round once every game of this one is over, the end
        after the last round. Does nothing while paused."""
        while t.status == "running" and t.current_round > 0:
            number = t.current_round
            tables = await self.repo.tables_in(conn, t.id, number)
            if t.format == KNOCKOUT:
                await self._continue_matches_in(conn, t, tables)
                tables = await self.repo.tables_in(conn, t.id, number)
            if not all(x.is_over for x in tables):
                return t
            await self.repo.close_round(conn, t.id, number)
            if number >= t.rounds:
                return await self.finish_in(conn, t, now)
            t = await self.open_round_in(conn, t, number + 1, now)
        return t

    async def _continue_matches_in(self, conn: aiosqlite.Connection, t: TournamentRow,
                                   tables: Sequence[TableRow]) -> None:
        """Add the next game of each match of the round that is not decided yet, in
        the thread of its last game, its seats alternating."""
        for match in _matches(tables, t.current_round):
            if not all(g.is_over for g in match):
                continue
            if await self.match_winner_in(conn, t, match) is not None:
                continue
            last = match[-1]
            players = (match[0].players[0], match[0].players[1])
            await self.repo.insert_table(
                conn, t.id, t.current_round, last.table_index,
                next_match_seats(players, len(match)), game_no=last.game_no + 1,
                channel_id=last.channel_id, parent_channel_id=last.parent_channel_id)


def _matches(tables: Sequence[TableRow], number: int) -> list[list[TableRow]]:
    """A knockout round's matches: the games of each table index, in order."""
    by_index: dict[int, list[TableRow]] = {}
    for table in tables:
        if table.round_number == number:
            by_index.setdefault(table.table_index, []).append(table)
    return [sorted(games, key=lambda g: g.game_no) for _, games in sorted(by_index.items())]


def holding_up(row: GameRow) -> tuple[int, ...]:
    """The people a game waits for: its player to move, unless the computer is."""
    if row.to_move is None or row.seats[row.to_move].is_computer:
        return ()
    return (row.seats[row.to_move].user_id,)

