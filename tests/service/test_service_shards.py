"""Several bot processes on one database: the sweeper's chores happen once, whichever
process sweeps, and the computer's turn is played once whichever process plays it.

A "process" here is a `Services` on its own `Database` (its own connections and
locks) over the same SQLite file or PostgreSQL database, with one clock moved by hand.
"""

from __future__ import annotations

import asyncio
import json
import random
from collections.abc import AsyncIterator

import pytest
from service_helpers import ALICE, BOB, BOT, CHANNEL, GUILD

from service import ManualClock, Place, Services, SweepReport, TurnState
from service.amytis import GAME_KIND as AMYTIS
from service.errors import StaleTurn
from store import Database, GameRow, Lobby

HERE = Place(GUILD, CHANNEL)


@pytest.fixture
async def other(db_path: str, clock: ManualClock, services: Services) -> AsyncIterator[Services]:
    """A second process on the same database as `services`."""
    database = await Database.open(db_path, synchronous="NORMAL")
    yield Services.create(database, clock=clock, rng=random.Random(8), max_active_games=50)
    await database.close()


async def _invite(process: Services, channel: int = CHANNEL) -> Lobby:
    """ALICE invites BOB in `channel`."""
    return await process.lobby.invite(game_kind=AMYTIS, place=Place(GUILD, channel),
                                      host_id=ALICE, invited=[BOB], options={"sides": "A"})


async def _solo(process: Services, seats: str) -> GameRow:
    """ALICE against the computer; `seats` says who moves first."""
    return await process.games.start_solo(
        game_kind=AMYTIS, place=HERE, human_id=ALICE, computer_id=BOT, level=1,
        options={"sides": "A", "seats": seats})


async def _sweep_together(*processes: Services) -> list[SweepReport]:
    return list(await asyncio.gather(*(p.sweeper.sweep() for p in processes)))


async def test_two_processes_sweeping_at_once_expire_a_challenge_once(
    services: Services, other: Services, clock: ManualClock
) -> None:
    challenge = await _invite(services)
    clock.advance(3600)
    reports = await _sweep_together(services, other)
    assert sorted(len(r.expired_lobbies) for r in reports) == [0, 1]
    assert [lobby.id for r in reports for lobby in r.expired_lobbies] == [challenge.id]
    assert (await other.lobby.get(challenge.id)).status == "expired"


async def test_a_forfeit_notice_is_given_by_one_process_once(
    services: Services, other: Services, clock: ManualClock
) -> None:
    challenge = await _invite(services)
    game_id = (await other.lobby.accept(challenge.id, BOB)).game_id
    clock.advance(73 * 3600)
    first = await _sweep_together(services, other)
    second = await _sweep_together(other, services)
    notices = [row.id for r in first + second for row in r.claimable_games]
    assert notices == [game_id]


async def test_the_computer_claims_a_forfeit_once(
    services: Services, other: Services, clock: ManualClock
) -> None:
    game = await _solo(services, "challenger_first")
    clock.advance(73 * 3600)
    reports = await _sweep_together(services, other)
    assert [row.id for r in reports for row in r.forfeited_games] == [game.id]
    line = await other.stats.player_record(GUILD, ALICE, AMYTIS)
    assert line.vs_computer.losses == 1


async def test_the_process_holding_the_lease_keeps_it_while_it_sweeps(
    services: Services, other: Services, clock: ManualClock
) -> None:
    services.sweeper.lease = other.sweeper.lease = 20 * 60
    await services.sweeper.sweep()
    for channel in (CHANNEL, CHANNEL + 1):
        await _invite(other, channel)
        clock.advance(15 * 60)  # due, and within the holder's renewed lease
        assert (await other.sweeper.sweep()).expired_lobbies == []
        assert len((await services.sweeper.sweep()).expired_lobbies) == 1


async def test_a_process_that_dies_holding_the_lease_loses_it_when_it_lapses(
    services: Services, other: Services, clock: ManualClock
) -> None:
    await services.sweeper.sweep()  # takes the lease, then "dies" without a word
    challenge = await _invite(other)
    clock.advance(services.sweeper.lease - 1)
    assert (await other.sweeper.sweep()).expired_lobbies == []
    clock.advance(15 * 60)
    report = await other.sweeper.sweep()
    assert [lobby.id for lobby in report.expired_lobbies] == [challenge.id]


async def test_a_stopped_sweeper_hands_the_lease_over_at_once(
    services: Services, other: Services, clock: ManualClock
) -> None:
    await services.sweeper.sweep()  # holds the lease
    services.sweeper.start()
    await services.sweeper.stop()
    challenge = await _invite(other)
    clock.advance(15 * 60)
    report = await other.sweeper.sweep()
    assert [lobby.id for lobby in report.expired_lobbies] == [challenge.id]


async def test_two_processes_playing_the_computers_turn_play_it_once(
    services: Services, other: Services
) -> None:
    game = await _solo(services, "opponent_first")
    assert game.seats[game.to_move].is_computer
    results = await asyncio.gather(services.turns.play_computer(game.id),
                                   other.turns.play_computer(game.id),
                                   return_exceptions=True)
    # the other process either lost the race on the version (StaleTurn) or, when the
    # first had already stored the move, found the game waiting for a person (None)
    played, lost = sorted(results, key=lambda r: not isinstance(r, TurnState))
    assert isinstance(played, TurnState) and (lost is None or isinstance(lost, StaleTurn))
    stored = await other.games.get(game.id)
    assert len(json.loads(stored.record)["moves"]) == 1 and stored.version == game.version + 1
