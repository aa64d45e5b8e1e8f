"""The worker processes: the computer decides the same there as here, images come
back whole, and a worker that dies loses no work."""

from __future__ import annotations

import asyncio
import logging
import os
import signal
import threading

import pytest
from conftest import StartGame
from service_helpers import ALICE, BOB, BOT, CHANNEL, GUILD

from render.amytis import render_table
from service import ManualClock, Place, Services
from service.workers import WorkerCrashed, Workers, loaded
from store import Database


def die() -> None:
    """A worker's sudden death, as when the system kills it for its memory."""
    os._exit(3)


def die_thinking(game: object, level: int, seed: int) -> None:
    """A computer whose worker dies while it searches."""
    die()


@pytest.fixture
async def workers():
    pool = Workers(1)
    yield pool
    await pool.close()


async def akropolis_game(services: Services):
    asked = await services.lobby.invite(game_kind="akropolis", place=Place(GUILD, CHANNEL + 1),
                                        host_id=ALICE, invited=[BOB])
    accepted = await services.lobby.accept(asked.id, BOB)
    return (await services.turns.view(accepted.game_id)).game


async def test_the_computer_chooses_the_same_move_in_a_worker_process_as_in_this_one(
        services: Services, start_game: StartGame, workers: Workers) -> None:
    amytis = (await services.turns.view((await start_game()).id)).game
    for game in (amytis, await akropolis_game(services)):
        kind = services.games.kind(game.__module__.split(".")[1])
        for seed in (1, 2):
            here = kind.computer_move(game.copy(), 2, seed)
            assert await workers.run(kind.computer_move, game.copy(), 2, seed) == here


async def test_a_table_image_drawn_in_a_worker_is_the_one_drawn_here(
        services: Services, start_game: StartGame, workers: Workers) -> None:
    view = (await services.turns.view((await start_game()).id)).game.public_view()
    drawn = await workers.run(render_table, view, "en", ("Alice", "Bob"))
    assert drawn.startswith(b"\x89PNG") and drawn == render_table(view, "en", ("Alice", "Bob"))


async def test_a_worker_killed_while_the_computer_thinks_is_replaced_and_the_move_still_comes(
        services: Services, start_game: StartGame, workers: Workers,
        caplog: pytest.LogCaptureFixture) -> None:
    game = (await services.turns.view((await start_game()).id)).game
    kind = services.games.kind("amytis")
    thinking = asyncio.create_task(workers.run(kind.computer_move, game.copy(), 3, 5))
    while not workers.pids():  # the worker is being started for this search
        await asyncio.sleep(0.01)
    killed = workers.pids()[0]
    with caplog.at_level(logging.WARNING, "service.workers"):
        os.kill(killed, signal.SIGKILL)
        move = await thinking
    assert move == kind.computer_move(game.copy(), 3, 5)
    assert "pool restarted" in caplog.text
    assert workers.pids() and killed not in workers.pids()


async def test_work_whose_worker_dies_twice_is_refused_and_the_pool_still_serves(
        workers: Workers) -> None:
    with pytest.raises(WorkerCrashed, match="died twice"):
        await workers.run(die)
    assert await workers.run(pow, 2, 10) == 1024


async def test_a_computer_move_whose_worker_dies_twice_leaves_the_game_as_it_was(
        db: Database, clock: ManualClock, workers: Workers,
        monkeypatch: pytest.MonkeyPatch) -> None:
    services = Services.create(db, clock=clock, workers=workers)
    table = await services.lobby.open(game_kind="akropolis", place=Place(GUILD, CHANNEL),
                                      host_id=ALICE, seats=2)
    await services.lobby.add_computer(table.id, ALICE, BOT, 1)
    game_id = (await services.lobby.start(table.id, ALICE)).game_id
    kind = services.games.kind("akropolis")
    state = await services.turns.view(game_id)
    if state.user_to_act == ALICE:
        await services.turns.play(game_id, ALICE, state.turn,
                                  kind.computer_move(state.game.copy(), 1, 1))
    before = await services.games.get(game_id)
    monkeypatch.setattr(kind, "computer_move", die_thinking)
    with pytest.raises(WorkerCrashed):
        await services.turns.play_computer(game_id)
    after = await services.games.get(game_id)
    assert (after.version, after.record, after.status) == (before.version, before.record,
                                                           "active")


async def test_stopping_cancels_the_work_awaited_and_refuses_new_work_quietly() -> None:
    workers, release = Workers(0), threading.Event()
    awaiting = asyncio.create_task(workers.run(release.wait, 10))
    await asyncio.sleep(0.05)  # the work is under way in the pool's thread
    await workers.stop()
    assert awaiting.cancelled()
    with pytest.raises(asyncio.CancelledError):
        await workers.run(os.getpid)
    release.set()
    await workers.close()


async def test_closing_goes_on_when_the_pool_already_closed_its_pipes(monkeypatch):
    workers = Workers(1)
    assert await workers.run(os.getpid) != os.getpid()

    def closed_twice(*args, **kwargs):
        raise OSError(9, "Bad file descriptor")

    monkeypatch.setattr(workers._executor, "shutdown", closed_twice)
    await workers.close()  # returns: the bot's stop is not broken by the 3.11 race
    monkeypatch.undo()
    workers._executor.shutdown(wait=True)  # the real shutdown, so no worker outlives the test


async def test_started_workers_are_running_and_have_imported_what_they_will_need():
    workers = Workers(2)
    try:
        await workers.start(["fractions", "colorsys"])
        assert len(workers.pids()) == 2
        assert await workers.run(loaded, "fractions") and await workers.run(loaded, "colorsys")
        with pytest.raises(WorkerCrashed):
            await workers.run(die)
        assert await workers.run(loaded, "fractions")  # a pool made again warms up again
    finally:
        await workers.close()


async def test_starting_thread_workers_imports_in_this_process():
    workers = Workers(0)
    try:
        await workers.start(["fractions"])
        assert workers.pids() == [] and await workers.run(loaded, "fractions")
    finally:
        await workers.close()


NICEST = 19
"""The lowest priority a process can have: niceness stops here, however much is added."""


async def test_a_niced_pool_runs_its_work_at_a_lower_priority_than_the_bot() -> None:
    pool = Workers(1, nice=10)
    try:
        # os.nice itself, not a function of this module: a worker could not import a
        # test module whose `from conftest import` meets the suite's other conftest.
        # The suite may itself run niced (`nice -n 15 pytest`): the pool is then as
        # low as a process can go, 10 lower or at the floor.
        assert await pool.run(os.nice, 0) == min(os.nice(0) + 10, NICEST)
    finally:
        await pool.close()
