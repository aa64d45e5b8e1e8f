"""Service fixtures: a real database (an SQLite file, and PostgreSQL when there is one),
a clock moved by hand, a seeded random source."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator, Awaitable, Callable

import pytest
from service_helpers import ALICE, BOB, CHANNEL, GUILD

from service import ManualClock, Place, Services
from service.amytis import GAME_KIND as AMYTIS
from store import Database, GameRow


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock()


@pytest.fixture
def db_path(migrated_database_url: str) -> str:
    """The database's SQLite file or PostgreSQL URL (tests/conftest.py: both), built
    by the migrations before the test (the store's tests build it from nothing)."""
    return migrated_database_url


@pytest.fixture
async def db(db_path: str) -> AsyncIterator[Database]:
    database = await Database.open(db_path, synchronous="NORMAL")
    yield database
    await database.close()


@pytest.fixture
def services(db: Database, clock: ManualClock) -> Services:
    # Generous limits: only the tests of the limits themselves run into them.
    return Services.create(db, clock=clock, rng=random.Random(7), max_active_games=50,
                           max_pending_seats=50)


StartGame = Callable[..., Awaitable[GameRow]]


@pytest.fixture
def start_game(services: Services) -> StartGame:
    """Challenge and accept: a game between ALICE and BOB in CHANNEL."""

    async def start(options: dict | None = None, channel: int = CHANNEL) -> GameRow:
        challenge = await services.lobby.invite(
            game_kind=AMYTIS, place=Place(GUILD, channel), host_id=ALICE,
            invited=[BOB], options=options or {"sides": "A"},
        )
        accepted = await services.lobby.accept(challenge.id, BOB)
        return await services.games.get(accepted.game_id)

    return start
