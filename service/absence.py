"""Absent players in games of three or more seats: the others vote.

When the player to move has let the game's time run out, or a player has left the
server, the other people at the table choose, by a majority of them, between
letting the computer take the seat (as Board Game Arena's zombie mode does) and
ending the game, which then counts for nobody. A two-player game keeps its forfeit
claim instead (`GameService.claim_forfeit`).

Nothing is lost: the seat keeps its person's id and records the turn from which
the computer played it, so the game says who played which move. A vote is about
one turn; a move made meanwhile (the player came back) voids it.
"""

from __future__ import annotations

import math
from collections.abc import Collection
from dataclasses import dataclass

from service.errors import ClaimInstead, NoAbsence, NotAVoter, StaleTurn
from service.games import GameService
from store.absence import AbsenceVoteRepository
from store.games import GameRow

CHOICES = ("computer", "end")
MIN_SEATS = 3
"""Games with fewer seats settle an absence with a forfeit claim."""


@dataclass(frozen=True)
class VoteState:
    """Where a vote stands after a ballot: `decided` is set once a majority agrees."""

    row: GameRow
    seat: int
    voters: tuple[int, ...]
    ballots: dict[int, str]
    decided: str | None


class AbsenceService:
    """Counts the votes about an absent player and carries out the majority's choice."""

    def __init__(self, games: GameService):
        self.games = games
        self.repo = AbsenceVoteRepository()

    def absent_seat(self, row: GameRow, departed: Collection[int] = ()) -> int:
        """The seat a vote may be about: a person who left the server, else the
        player to move once the game's time has run out (`NoAbsence` before)."""
        if len(row.seats) < MIN_SEATS:
            raise ClaimInstead(game_id=row.id)
        gone = [s.seat for s in row.seats if s.user_id in departed and not s.is_computer]
        if gone:
            return gone[0]
        if row.to_move is None or row.seats[row.to_move].is_computer:
            raise NoAbsence(game_id=row.id, minutes=0)
        wait = self.games.claimable_at(row) - self.games.clock.now()
        if wait > 0:
            raise NoAbsence(game_id=row.id, minutes=math.ceil(wait / 60))
        return row.to_move

    @staticmethod
    def voters(row: GameRow, seat: int, departed: Collection[int] = ()) -> tuple[int, ...]:
        """The people who vote about `seat`: everyone else still at the table."""
        return tuple(s.user_id for s in row.seats if s.seat != seat and not s.is_computer
                     and s.user_id not in departed)

    async def vote(self, game_id: int, user_id: int, choice: str, *, turn: int | None = None,
                   departed: Collection[int] = ()) -> VoteState:
        """`user_id` votes `choice` ("computer" or "end") about the absent seat.

        `turn` is the turn the ballot was offered at (a button's); a game that has
        moved since is `StaleTurn`. `departed` are people the cog found gone from
        the server. The ballot, the count and the outcome are one transaction.
        """
        if choice not in CHOICES:
            raise NotAVoter(game_id=game_id)
        async with self.games.locks(game_id):
            row = await self.games.get(game_id)
            if not row.is_active:
                raise StaleTurn(game_id=game_id)
            if turn is not None and turn != row.turn:
                raise StaleTurn(game_id=game_id)
            seat = self.absent_seat(row, departed)
            voters = self.voters(row, seat, departed)
            if user_id not in voters:
                raise NotAVoter(game_id=game_id)
            now = self.games.clock.now()
            async with self.games.db.transaction() as conn:
                await self.repo.cast(conn, game_id=row.id, turn=row.turn, seat=seat,
                                     voter_id=user_id, choice=choice, now=now)
                ballots = await self.repo.tally(conn, row.id, row.turn, seat)
                counted = [ballots[v] for v in voters if v in ballots]
                decided = next((c for c in CHOICES if 2 * counted.count(c) > len(voters)), None)
                if decided == "computer":
                    levels = self.games.kind(row.game_kind).computer_levels
                    await self.games.hand_to_computer_in(conn, row, [seat],
                                                         (len(levels) + 1) // 2)
                elif decided == "end":
                    await self.games.end_in(conn, row, status="aborted", reason="aborted",
                                            winners=[])
        return VoteState(await self.games.get(game_id), seat, voters, ballots, decided)
