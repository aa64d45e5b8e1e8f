"""The game service: everything the cogs ask of games, with no Discord in it.

`Services.create(db)` wires the parts: challenges, the game lifecycle, Amytis
turns, statistics and the sweeper. All refusals are `service.errors.ServiceError`s
with a stable `key` for translation.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from service.amytis import GAME_KIND as AMYTIS
from service.amytis import AmytisKind
from service.challenges import DEFAULT_EXPIRY, ChallengeService
from service.clock import Clock, ManualClock, SystemClock
from service.errors import ServiceError
from service.games import DEFAULT_INACTIVITY, Export, GameService, Place
from service.stats import StatsService
from service.sweeper import Sweeper, SweepReport
from service.turns import AmytisTurns, TurnState
from store.database import Database


@dataclass(frozen=True)
class Services:
    """The service parts a bot holds, built once at start-up."""

    games: GameService
    challenges: ChallengeService
    turns: AmytisTurns
    stats: StatsService
    sweeper: Sweeper

    @classmethod
    def create(
        cls,
        db: Database,
        *,
        clock: Clock | None = None,
        rng: random.Random | None = None,
        challenge_expiry: float = DEFAULT_EXPIRY,
        inactivity: float = DEFAULT_INACTIVITY,
        sweep_interval: float = 60.0,
    ) -> Services:
        """Wire the services on an open database."""
        stats = StatsService(db)
        games = GameService(db, clock or SystemClock(), {AMYTIS: AmytisKind()}, stats,
                            rng=rng, inactivity=inactivity)
        challenges = ChallengeService(games, expiry=challenge_expiry)
        return cls(games, challenges, AmytisTurns(games), stats,
                   Sweeper(challenges, interval=sweep_interval))


__all__ = [
    "AMYTIS",
    "AmytisTurns",
    "ChallengeService",
    "Clock",
    "Export",
    "GameService",
    "ManualClock",
    "Place",
    "ServiceError",
    "Services",
    "StatsService",
    "SweepReport",
    "Sweeper",
    "SystemClock",
    "TurnState",
]
