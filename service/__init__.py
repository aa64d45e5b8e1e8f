"""The game service: everything the cogs ask of games, with no Discord in it.

`Services.create(db)` wires the parts: the lobby (invitations and open tables), the
game lifecycle, the turns of every game, statistics, tournaments and the sweeper, for the game
kinds found by `service.registry`. All refusals are `service.errors.ServiceError`s
with a stable `key` for translation.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass

from service.absence import AbsenceService
from service.clock import Clock, ManualClock, SystemClock
from service.daily import DailyService
from service.errors import ServiceError
from service.games import DEFAULT_INACTIVITY, DEFAULT_MAX_ACTIVE_GAMES, Export, GameService, Place
from service.kinds import GameKind
from service.lobby import (
    DEFAULT_EXPIRY,
    DEFAULT_MAX_PENDING,
    DEFAULT_MAX_PENDING_SEATS,
    LobbyService,
)
from service.registry import discover
from service.replays import ReplayService
from service.reviews import ReviewService
from service.stats import StatsService
from service.sweeper import Sweeper, SweepReport
from service.tournament_service import TournamentService, TournamentSweep
from service.turns import Turns, TurnState
from service.workers import Workers
from store.database import Database


@dataclass(frozen=True)
class Services:
    """The service parts a bot holds, built once at start-up."""

    games: GameService
    lobby: LobbyService
    absence: AbsenceService
    turns: Turns
    stats: StatsService
    sweeper: Sweeper
    workers: Workers
    reviews: ReviewService
    daily: DailyService
    replays: ReplayService
    tournaments: TournamentService

    @classmethod
    def create(
        cls,
        db: Database,
        *,
        clock: Clock | None = None,
        rng: random.Random | None = None,
        kinds: Mapping[str, GameKind] | None = None,
        challenge_expiry: float = DEFAULT_EXPIRY,
        inactivity: float = DEFAULT_INACTIVITY,
        max_pending: int = DEFAULT_MAX_PENDING,
        max_pending_seats: int = DEFAULT_MAX_PENDING_SEATS,
        max_active_games: int = DEFAULT_MAX_ACTIVE_GAMES,
        sweep_interval: float = 60.0,
        workers: Workers | None = None,
        review_workers: Workers | None = None,
    ) -> Services:
        """Wire the services on an open database, for every registered game kind.

        ``workers`` runs the CPU work (one thread of this process when not given),
        ``review_workers`` the long work, reviews and replays (``workers`` when not
        given); their owner closes them.
        """
        workers = workers or Workers()
        stats = StatsService(db)
        games = GameService(db, clock or SystemClock(), kinds or discover(), stats,
                            rng=rng, inactivity=inactivity, max_active_games=max_active_games)
        lobby = LobbyService(games, expiry=challenge_expiry, max_pending=max_pending,
                             max_pending_seats=max_pending_seats)
        turns = Turns(games, workers)
        tournaments = TournamentService(games, turns)
        return cls(games, lobby, AbsenceService(games), turns, stats,
                   Sweeper(lobby, interval=sweep_interval, tournaments=tournaments), workers,
                   ReviewService(games, review_workers or workers), DailyService(games),
                   ReplayService(games, review_workers or workers), tournaments)


__all__ = [
    "AbsenceService",
    "Clock",
    "DailyService",
    "Export",
    "GameService",
    "LobbyService",
    "ManualClock",
    "Place",
    "ReplayService",
    "ReviewService",
    "ServiceError",
    "Services",
    "StatsService",
    "SweepReport",
    "Sweeper",
    "SystemClock",
    "TournamentService",
    "TournamentSweep",
    "TurnState",
    "Turns",
    "Workers",
]
