"""Reviews through the service: refused clearly, computed once step by step in the
workers (a second ask joins the first), stored, and found again after a restart.

The judge here is a quick stand-in over a real finished Akropolis game, so these
tests measure the service's bookkeeping; the real judges are run end to end in
tests/bot/test_bot_review.py."""

from __future__ import annotations

import asyncio
import threading

import pytest
from service_helpers import ALICE, BOT, CHANNEL, GUILD, play_out

from engine.review import Judgement, Step, Thresholds
from service import ManualClock, Place, Services
from service.akropolis import AkropolisKind
from service.amytis import KIND as AMYTIS_KIND
from service.errors import GameNotFound, NoSuchSeat, ReviewUnavailable, ReviewUnfinished
from service.reviews import step_seed
from service.westkingdom import KIND as WESTKINGDOM_KIND
from service.workers import Workers
from store import Database

STEPS = 6
CALLS: list[tuple[int, int]] = []
GATE = threading.Event()
"""Holds every judgement until set (the workers are a thread here)."""


def stand_in_steps(record: str) -> tuple[Step, ...]:
    phases = ("opening", "opening", "middle", "middle", "end", "end")
    return tuple(Step(i, i % 2, i // 2 + 1, phases[i], f"move {i}") for i in range(STEPS))


def stand_in_judge(record: str, index: int, seed: int) -> Judgement:
    GATE.wait(10)
    CALLS.append((index, seed))
    step = stand_in_steps(record)[index]
    return Judgement(step, "better", 10.0, 10.0 + index + 1 / 3, candidates=4, samples=8)


class StandInKind(AkropolisKind):
    review_thresholds = Thresholds(inaccuracy=1.0, mistake=3.0)
    review_version = "stand-in/1"
    review_steps = staticmethod(stand_in_steps)
    judge = staticmethod(stand_in_judge)


def _services(db: Database) -> Services:
    kinds = {"akropolis": StandInKind(), "amytis": AMYTIS_KIND,
             "westkingdom": WESTKINGDOM_KIND}
    return Services.create(db, clock=ManualClock(), kinds=kinds)


@pytest.fixture(autouse=True)
def _open_gate():
    CALLS.clear()
    GATE.set()
    yield
    GATE.set()


async def _finished(services: Services, kind: str = "akropolis", *, end: bool = True) -> int:
    row = await services.games.start_solo(game_kind=kind, place=Place(GUILD, CHANNEL),
                                          human_id=ALICE, computer_id=BOT, level=1,
                                          options={})
    if end:
        await play_out(services, row.id)
    return row.id


async def test_a_review_judges_each_decision_of_its_seat_once_with_seeds_of_the_game(
        db: Database) -> None:
    services = _services(db)
    game_id = await _finished(services)
    review = await services.reviews.request(game_id, 0, viewer=ALICE)
    assert [j.step.index for j in review.judgements] == [0, 2, 4]
    assert [(i, step_seed(game_id, i)) for i in (0, 2, 4)] == CALLS
    assert [round(j.loss, 2) for j in review.judgements] == [0.33, 2.33, 4.33]


async def test_a_stored_review_is_answered_at_once_without_judging_again(db: Database) -> None:
    services = _services(db)
    game_id = await _finished(services)
    first = await services.reviews.request(game_id, 0, viewer=ALICE)
    CALLS.clear()
    heard: list[tuple[int, int]] = []

    async def progress(done: int, total: int) -> None:
        heard.append((done, total))

    assert await services.reviews.request(game_id, 0, progress, viewer=ALICE) == first
    assert CALLS == [] and heard == []


async def test_progress_is_told_after_each_step(db: Database) -> None:
    services = _services(db)
    game_id = await _finished(services)
    heard: list[tuple[int, int]] = []

    async def progress(done: int, total: int) -> None:
        heard.append((done, total))

    await services.reviews.request(game_id, 0, progress, viewer=ALICE)
    assert heard == [(0, 3), (1, 3), (2, 3), (3, 3)]


async def test_a_second_ask_while_it_runs_joins_the_first(db: Database) -> None:
    services = _services(db)
    game_id = await _finished(services)
    GATE.clear()
    first = asyncio.create_task(services.reviews.request(game_id, 0, viewer=ALICE))
    while not services.reviews.running(game_id, 0):
        await asyncio.sleep(0.01)
    heard: list[tuple[int, int]] = []

    async def progress(done: int, total: int) -> None:
        heard.append((done, total))

    second = asyncio.create_task(services.reviews.request(game_id, 0, progress, viewer=ALICE))
    await asyncio.sleep(0.05)
    GATE.set()
    assert await first == await second
    assert len(CALLS) == 3
    assert heard[-1] == (3, 3)


async def test_a_review_survives_a_restart_through_the_store(db: Database) -> None:
    game_id = await _finished(_services(db))
    first = await _services(db).reviews.request(game_id, 0, viewer=ALICE)
    CALLS.clear()
    assert await _services(db).reviews.request(game_id, 0, viewer=ALICE) == first
    assert CALLS == []


async def test_a_stored_review_is_found_with_its_game_and_none_before_it_is_made(
        db: Database) -> None:
    services = _services(db)
    game_id = await _finished(services)
    row, none = await services.reviews.stored(game_id, 0, viewer=ALICE)
    made = await services.reviews.request(game_id, 0, viewer=ALICE)
    assert (row.id, none) == (game_id, None)
    assert (await services.reviews.stored(game_id, 0, viewer=ALICE))[1] == made


async def test_a_review_cut_short_by_a_restart_is_made_again_when_asked(db: Database) -> None:
    services = _services(db)
    game_id = await _finished(services)
    GATE.clear()
    task = asyncio.create_task(services.reviews.request(game_id, 0, viewer=ALICE))
    while not services.reviews.running(game_id, 0):
        await asyncio.sleep(0.01)
    await services.reviews.close()
    with pytest.raises(asyncio.CancelledError):
        await task
    GATE.set()
    review = await _services(db).reviews.request(game_id, 0, viewer=ALICE)
    assert len(review.judgements) == 3


async def test_a_review_by_an_older_judge_is_made_again(db: Database) -> None:
    services = _services(db)
    game_id = await _finished(services)
    await services.reviews.request(game_id, 0, viewer=ALICE)
    CALLS.clear()
    newer = type("NewerKind", (StandInKind,), {"review_version": "stand-in/2"})()
    again = Services.create(db, clock=ManualClock(), kinds={"akropolis": newer})
    await again.reviews.request(game_id, 0, viewer=ALICE)
    assert len(CALLS) == 3


async def test_a_game_in_progress_is_refused(db: Database) -> None:
    services = _services(db)
    game_id = await _finished(services, end=False)
    with pytest.raises(ReviewUnfinished):
        await services.reviews.request(game_id, 0, viewer=ALICE)


async def test_an_unknown_game_is_refused(db: Database) -> None:
    with pytest.raises(GameNotFound):
        await _services(db).reviews.request(404, 0, viewer=ALICE)


async def test_a_game_that_offers_no_review_is_refused(db: Database) -> None:
    unreviewed = type("Unreviewed", (AkropolisKind,), {"review_thresholds": None})()
    services = Services.create(db, clock=ManualClock(), kinds={"akropolis": unreviewed})
    game_id = await _finished(services)
    with pytest.raises(ReviewUnavailable):
        await services.reviews.request(game_id, 0, viewer=ALICE)


async def test_a_seat_the_game_does_not_have_is_refused(db: Database) -> None:
    services = _services(db)
    game_id = await _finished(services)
    with pytest.raises(NoSuchSeat):
        await services.reviews.request(game_id, 1, viewer=ALICE)


async def test_a_real_judge_judges_a_step_the_same_in_a_worker_process_as_here(
        db: Database) -> None:
    services = Services.create(db, clock=ManualClock())
    game_id = await _finished(services, "amytis")
    row = await services.games.get(game_id)
    kind = services.games.kind("amytis")
    # The last step: judged like any other (every candidate on every sample), with the
    # fewest turns left to play on (0.01 CPU seconds, where the first took 1.4 twice).
    step = kind.review_steps(row.record)[-1]
    here = kind.judge(row.record, step.index, step_seed(game_id, step.index))
    pool = Workers(1)
    try:
        there = await pool.run(kind.judge, row.record, step.index, step_seed(game_id, step.index))
    finally:
        await pool.close()
    assert there == here and here.step == step
