"""What the parts of the tournament service share: the stores, the round keeper,
the look-up of a tournament and its start (by a manager, or by the sweeper at its
time)."""

from __future__ import annotations

import aiosqlite

from service.errors import TournamentNotFound, TournamentStarted, TournamentTooFewPlayers
from service.games import GameService
from service.ratings import Rating, initial_rating
from service.tournament_rounds import RoundKeeper
from service.turns import Turns
from store.stats import StatsRepository
from store.tournaments import TournamentRepository, TournamentRow


class TournamentParts:
    """The state and the steps the tournament service's parts all use."""

    def __init__(self, games: GameService, turns: Turns):
        self.games = games
        self.turns = turns
        self.repo = TournamentRepository(games.db)
        self.keeper = RoundKeeper(self.repo, games.kinds)
        self.stats = StatsRepository(games.db)

    async def get(self, tournament_id: int) -> TournamentRow:
        """The tournament `tournament_id`; `TournamentNotFound` if there is none."""
        t = await self.repo.get(tournament_id)
        if t is None:
            raise TournamentNotFound(tournament_id=tournament_id)
        return t

    async def _start_in(self, conn: aiosqlite.Connection, t: TournamentRow) -> None:
        """Seed the entrants by their rating now, fix the number of rounds and pair
        round 1, in the caller's transaction (`TournamentTooFewPlayers` below the
        minimum)."""
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
