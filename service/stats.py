"""Statistics: what a finished game adds to each player's line, and how to read them.

Games between people are rated per guild; games against the bot's computer
opponent are counted in a separate 'computer' line and never move a rating, so
beating a weak bot a hundred times cannot climb the leaderboard.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import aiosqlite

from service.ratings import Rating, initial_rating, rate
from store.database import Database
from store.games import GameRepository, GameRow
from store.stats import Outcome, StatsRepository, StatsRow


@dataclass(frozen=True)
class PlayerRecord:
    """A player's lines in one guild and game, and their last games."""

    user_id: int
    rated: StatsRow | None
    vs_computer: StatsRow | None
    recent_games: list[GameRow]


class StatsService:
    """Counts results and answers leaderboard and player questions."""

    def __init__(self, db: Database):
        self._stats = StatsRepository(db)
        self._games = GameRepository(db)

    async def record_result(
        self, conn: aiosqlite.Connection, game: GameRow, winners: Sequence[int], now: float,
        *, completed: bool = False,
    ) -> None:
        """Add a finished game to its human players' lines, inside the game's transaction.

        A game played to its end (`completed`) places the players behind the winners
        by their scores; one ended by a resignation or a forfeit does not."""
        humans = [seat for seat in game.seats if not seat.is_computer]
        if not humans:
            return
        tie = len(winners) > 1
        if game.has_computer or len(humans) < 2:
            # Against the computer, or alone against the rules' own opponent.
            outcomes = [Outcome(s.user_id, s.seat in winners, tie and s.seat in winners)
                        for s in humans]
            await self._stats.add_results(conn, guild_id=game.guild_id, game_kind=game.game_kind,
                                          pool="computer", outcomes=outcomes, now=now)
            return
        before = []
        for seat in game.seats:
            line = await self._stats.get_in(conn, game.guild_id, seat.user_id, game.game_kind,
                                            "human")
            if line is None or line.rating_mu is None or line.rating_sigma is None:
                before.append(initial_rating())
            else:
                before.append(Rating(line.rating_mu, line.rating_sigma))
        after = rate(before, list(winners), game.scores[:len(before)] if completed else None)
        await self._games.set_seat_ratings(conn, game.id, [
            (seat.seat, old.ordinal, new.ordinal)
            for seat, old, new in zip(game.seats, before, after, strict=True)
        ])
        outcomes = [
            Outcome(seat.user_id, seat.seat in winners, tie and seat.seat in winners,
                    rating.mu, rating.sigma)
            for seat, rating in zip(game.seats, after, strict=True)
        ]
        await self._stats.add_results(conn, guild_id=game.guild_id, game_kind=game.game_kind,
                                      pool="human", outcomes=outcomes, now=now)

    async def leaderboard(
        self, guild_id: int, game_kind: str, limit: int = 10, offset: int = 0
    ) -> list[StatsRow]:
        """A guild's rated players, best first."""
        return await self._stats.leaderboard(guild_id, game_kind, limit, offset)

    async def player_record(
        self, guild_id: int, user_id: int, game_kind: str, recent: int = 5
    ) -> PlayerRecord:
        """A player's rated line, vs-computer line and most recent ended games."""
        return PlayerRecord(
            user_id=user_id,
            rated=await self._stats.get(guild_id, user_id, game_kind, "human"),
            vs_computer=await self._stats.get(guild_id, user_id, game_kind, "computer"),
            recent_games=await self._games.finished_for_user(user_id, guild_id, game_kind, recent),
        )
