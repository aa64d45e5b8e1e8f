"""Reviews through the service: refused clearly, computed once step by step in the
workers (a second ask joins the first), stored, found again after a restart, and
refined in the background after a first pass that is shown at once.

The judge here is a quick stand-in over a real finished Akropolis game, so these
tests measure the service's bookkeeping; the real judges are run end to end in
tests/bot/test_bot_review.py."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Awaitable, Callable
from dataclasses import replace

import pytest
from service_helpers import ALICE, BOT, CHANNEL, GUILD, play_out

from engine.review import Judgement, Step, Thresholds
from service import ManualClock, Place, Services
from service.akropolis import AkropolisKind
from service.amytis import KIND as AMYTIS_KIND
from service.errors import GameNotFound, NoSuchSeat, ReviewUnavailable, ReviewUnfinished
from service.kinds import GameKind
from service.reviews import step_seed
from service.westkingdom import KIND as WESTKINGDOM_KIND
from service.workers import Workers
from store import Database
from store.reviews import ReviewRow

STEPS = 6
CALLS: list[tuple[int, int]] = []
GATE = threading.Event()
"""Holds every judgement until set (the workers are a thread here)."""
FIRST_PASS = 2
TARGET = 8
"""Deals of a stand-in step's first pass, and of a refined one."""
REFINED: list[tuple[int, int]] = []
FAILING: set[int] = set()
"""Steps whose refinement raises."""
PERMITS: list[threading.Semaphore] = [threading.Semaphore(0)]
"""Refinements allowed to go on: each takes one (a test releases them)."""
WORK: list[tuple[str, int]] = []
"""Each judgement and refinement as the worker starts it: ("judge" or "refine", seed)."""


def stand_in_steps(record: str) -> tuple[Step, ...]:
    phases = ("opening", "opening", "middle", "middle", "end", "end")
    return tuple(Step(i, i % 2, i // 2 + 1, phases[i], f"move {i}") for i in range(STEPS))


def stand_in_judge(record: str, index: int, seed: int) -> Judgement:
    WORK.append(("judge", seed))
    GATE.wait(10)
    CALLS.append((index, seed))
    step = stand_in_steps(record)[index]
    return Judgement(step, "better", 10.0, 10.0 + index + 1 / 3, candidates=4, samples=8)


def first_pass_judge(record: str, index: int, seed: int) -> Judgement:
    return replace(stand_in_judge(record, index, seed), samples=FIRST_PASS)


def stand_in_refine(record: str, index: int, seed: int, judgement: Judgement) -> Judgement:
    if stand_in_refined(judgement):
        return judgement
    WORK.append(("refine", seed))
    PERMITS[0].acquire(timeout=10)
    REFINED.append((index, seed))
    if index in FAILING:
        raise ValueError(f"step {index} cannot be refined")
    return replace(judgement, best_points=judgement.best_points + 1.0, samples=TARGET)


def stand_in_refined(judgement: Judgement) -> bool:
    return judgement.samples >= TARGET


class StandInKind(AkropolisKind):
    """Judges each step on the target's deals at once: nothing to refine."""

    review_thresholds = Thresholds(inaccuracy=1.0, mistake=3.0)
    review_version = "stand-in/1"
    review_steps = staticmethod(stand_in_steps)
    judge = staticmethod(stand_in_judge)
    refine = staticmethod(stand_in_refine)
    review_refined = staticmethod(stand_in_refined)


class FirstPassKind(StandInKind):
    """Judges each step on a few deals first, then refines it."""

    judge = staticmethod(first_pass_judge)


def _services(db: Database, kind: StandInKind | None = None) -> Services:
    kinds = {"akropolis": kind or StandInKind(), "amytis": AMYTIS_KIND,
             "westkingdom": WESTKINGDOM_KIND}
    return Services.create(db, clock=ManualClock(), kinds=kinds)


@pytest.fixture(autouse=True)
def _open_gate():
    CALLS.clear()
    REFINED.clear()
    FAILING.clear()
    WORK.clear()
    PERMITS[0] = threading.Semaphore(0)
    GATE.set()
    yield
    GATE.set()
    PERMITS[0].release(STEPS)  # no worker thread left waiting


async def _until(condition: Callable[[], Awaitable[bool]]) -> None:
    """Wait until ``condition()`` holds; fail after a few seconds rather than hang."""
    async def wait() -> None:
        while not await condition():
            await asyncio.sleep(0.01)

    await asyncio.wait_for(wait(), 5)


async def _refined(services: Services, game_id: int) -> None:
    """Wait until the review of seat 0 is no longer being refined."""
    async def done() -> bool:
        return not services.reviews.refining(game_id, 0)

    await _until(done)


async def _first_step_stored_refined(services: Services, game_id: int) -> None:
    async def stored() -> bool:
        return (await services.reviews.repo.get(game_id, 0)).judgements[0]["samples"] == TARGET

    await _until(stored)


async def _refinement_sent(game_id: int, index: int) -> None:
    """Wait until the worker has started refining step `index` of the review."""
    async def sent() -> bool:
        return ("refine", step_seed(game_id, index)) in WORK

    await _until(sent)


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


async def _last_amytis_step(db: Database) -> tuple[GameKind, str, Step, int]:
    """The kind, record, last step and step seed of a finished Amytis game: judged
    like any other step (every candidate on every sample), with the fewest turns left
    to play on (0.01 CPU seconds, where the first took 1.4 twice)."""
    services = Services.create(db, clock=ManualClock())
    game_id = await _finished(services, "amytis")
    row = await services.games.get(game_id)
    kind = services.games.kind("amytis")
    step = kind.review_steps(row.record)[-1]
    return kind, row.record, step, step_seed(game_id, step.index)


async def _in_a_worker_process(fn: Callable[..., Judgement], *args: object) -> Judgement:
    pool = Workers(1)
    try:
        return await pool.run(fn, *args)
    finally:
        await pool.close()


async def test_a_real_judge_judges_a_step_the_same_in_a_worker_process_as_here(
        db: Database) -> None:
    kind, record, step, seed = await _last_amytis_step(db)
    here = kind.judge(record, step.index, seed)
    there = await _in_a_worker_process(kind.judge, record, step.index, seed)
    assert there == here and here.step == step


async def test_the_first_pass_is_answered_at_once_then_refined_in_the_background_and_stored(
        db: Database) -> None:
    services = _services(db, FirstPassKind())
    game_id = await _finished(services)
    first = await services.reviews.request(game_id, 0, viewer=ALICE)
    assert (first.refining, first.refined, [j.samples for j in first.judgements]) == (
        True, 0, [FIRST_PASS] * 3)
    PERMITS[0].release(3)
    await _refined(services, game_id)
    again = (await services.reviews.stored(game_id, 0, viewer=ALICE))[1]
    assert (again.refining, again.refined, [j.samples for j in again.judgements]) == (
        False, 3, [TARGET] * 3)
    assert [round(j.loss, 2) for j in again.judgements] == [1.33, 3.33, 5.33]
    assert [(i, step_seed(game_id, i)) for i in (0, 2, 4)] == REFINED


async def test_each_refined_step_is_stored_as_soon_as_it_is_refined(db: Database) -> None:
    services = _services(db, FirstPassKind())
    game_id = await _finished(services)
    await services.reviews.request(game_id, 0, viewer=ALICE)
    PERMITS[0].release(1)
    await _first_step_stored_refined(services, game_id)
    review = (await services.reviews.stored(game_id, 0, viewer=ALICE))[1]
    assert (review.refining, review.refined, len(review.judgements)) == (True, 1, 3)
    await services.reviews.close()


async def test_a_refinement_cut_short_by_a_restart_resumes_at_the_next_ask(
        db: Database) -> None:
    services = _services(db, FirstPassKind())
    game_id = await _finished(services)
    await services.reviews.request(game_id, 0, viewer=ALICE)
    PERMITS[0].release(1)
    await _first_step_stored_refined(services, game_id)
    await services.reviews.close()
    CALLS.clear()
    restarted = _services(db, FirstPassKind())
    resumed = await restarted.reviews.request(game_id, 0, viewer=ALICE)
    assert (resumed.refined, restarted.reviews.refining(game_id, 0), CALLS) == (1, True, [])
    PERMITS[0].release(3)
    await _refined(restarted, game_id)
    review = (await restarted.reviews.stored(game_id, 0, viewer=ALICE))[1]
    assert not review.refining and [index for index, _ in REFINED].count(0) == 1


async def test_two_asks_never_start_two_refinements(db: Database) -> None:
    services = _services(db, FirstPassKind())
    game_id = await _finished(services)
    await asyncio.gather(*(services.reviews.request(game_id, 0, viewer=ALICE)
                           for _ in range(2)))
    await services.reviews.request(game_id, 0, viewer=ALICE)
    await services.reviews.stored(game_id, 0, viewer=ALICE)
    refinements = [task.get_name() for task in asyncio.all_tasks()
                   if task.get_name().startswith("review-refine-")]
    assert refinements == [f"review-refine-{game_id}-0"]
    await services.reviews.close()


async def test_a_refinement_waits_while_another_review_s_first_pass_runs(db: Database) -> None:
    services = _services(db, FirstPassKind())
    first_game, second_game = await _finished(services), await _finished(services)
    await services.reviews.request(first_game, 0, viewer=ALICE)

    await _refinement_sent(first_game, 0)
    GATE.clear()  # the second review's first pass held at its first step
    second = asyncio.create_task(services.reviews.request(second_game, 0, viewer=ALICE))
    while not services.reviews.running(second_game, 0):
        await asyncio.sleep(0.01)
    PERMITS[0].release(6)
    await _first_step_stored_refined(services, first_game)
    await asyncio.sleep(0.05)  # time to send its next step, were it not waiting
    GATE.set()
    await second
    await _refined(services, first_game)
    await _refined(services, second_game)
    judged = [(kind, game, index) for kind, seed in WORK
              for game in (first_game, second_game) for index in (0, 2, 4)
              if seed == step_seed(game, index)]
    assert judged[:7] == [("judge", first_game, 0), ("judge", first_game, 2),
                          ("judge", first_game, 4), ("refine", first_game, 0),
                          ("judge", second_game, 0), ("judge", second_game, 2),
                          ("judge", second_game, 4)]
    assert len(judged) == 12


async def test_a_refinement_leaves_alone_a_review_another_judge_stored_meanwhile(
        db: Database) -> None:
    services = _services(db, FirstPassKind())
    game_id = await _finished(services)
    await services.reviews.request(game_id, 0, viewer=ALICE)

    await _refinement_sent(game_id, 0)
    newer = ReviewRow(game_id, 0, "stand-in/2", [{"made": "by a newer judge"}], 1.0)
    await services.reviews.repo.save(newer)
    PERMITS[0].release(3)
    await _refined(services, game_id)
    assert await services.reviews.repo.get(game_id, 0) == newer


async def test_a_step_whose_refinement_fails_keeps_its_first_judgement_and_the_rest_go_on(
        db: Database) -> None:
    services = _services(db, FirstPassKind())
    game_id = await _finished(services)
    first = await services.reviews.request(game_id, 0, viewer=ALICE)
    FAILING.add(2)
    PERMITS[0].release(3)
    await _refined(services, game_id)
    stored = (await services.reviews.repo.get(game_id, 0)).judgements
    assert [Judgement.from_json(data) for data in stored][1] == first.judgements[1]
    assert [data["samples"] for data in stored] == [TARGET, FIRST_PASS, TARGET]


async def test_a_step_whose_refinement_failed_is_not_tried_again_at_every_ask(
        db: Database) -> None:
    services = _services(db, FirstPassKind())
    game_id = await _finished(services)
    await services.reviews.request(game_id, 0, viewer=ALICE)
    FAILING.add(2)
    PERMITS[0].release(3)
    await _refined(services, game_id)
    _, review = await services.reviews.stored(game_id, 0, viewer=ALICE)
    assert review.refining and not services.reviews.refining(game_id, 0)
    assert [index for index, _ in REFINED].count(2) == 1


async def test_closing_stops_a_refinement_and_leaves_the_review_stored_whole(
        db: Database) -> None:
    services = _services(db, FirstPassKind())
    game_id = await _finished(services)
    first = await services.reviews.request(game_id, 0, viewer=ALICE)
    await services.reviews.close()
    assert not services.reviews.refining(game_id, 0)
    assert (await services.reviews.stored(game_id, 0, viewer=ALICE))[1] == first
    assert not services.reviews.refining(game_id, 0)  # closed: not resumed either


async def _waiting_until_refined(db: Database) -> tuple[Services, int, asyncio.Future[bool]]:
    """A first pass answered, its refinement started, and a wait for its end."""
    services = _services(db, FirstPassKind())
    game_id = await _finished(services)
    await services.reviews.request(game_id, 0, viewer=ALICE)
    return services, game_id, services.reviews.until_refined(game_id, 0)


async def test_whoever_waits_until_refined_hears_when_every_step_is_refined(
        db: Database) -> None:
    services, game_id, ended = await _waiting_until_refined(db)
    PERMITS[0].release(1)
    await _first_step_stored_refined(services, game_id)
    assert not ended.done()
    PERMITS[0].release(2)
    assert await asyncio.wait_for(ended, 5) is True
    review = (await services.reviews.stored(game_id, 0, viewer=ALICE))[1]
    assert not review.refining


async def test_whoever_waits_until_refined_hears_too_when_some_steps_failed(
        db: Database) -> None:
    services, game_id, ended = await _waiting_until_refined(db)
    FAILING.add(2)
    PERMITS[0].release(3)
    assert await asyncio.wait_for(ended, 5) is True
    review = (await services.reviews.stored(game_id, 0, viewer=ALICE))[1]
    assert (review.refining, review.refined) == (True, 2)


async def test_closing_tells_whoever_waits_until_refined_that_it_was_stopped(
        db: Database) -> None:
    services, _, ended = await _waiting_until_refined(db)
    await services.reviews.close()
    assert await asyncio.wait_for(ended, 5) is False


async def test_waiting_until_refined_with_no_refinement_under_way_ends_at_once(
        db: Database) -> None:
    services = _services(db)
    game_id = await _finished(services)
    review = await services.reviews.request(game_id, 0, viewer=ALICE)
    ended = services.reviews.until_refined(game_id, 0)
    assert not review.refining and ended.done() and ended.result() is False


async def test_a_real_refinement_refines_a_step_the_same_in_a_worker_process_as_here(
        db: Database) -> None:
    kind, record, step, seed = await _last_amytis_step(db)
    first = Judgement.from_json(kind.judge(record, step.index, seed).to_json())  # as stored
    here = kind.refine(record, step.index, seed, first)
    there = await _in_a_worker_process(kind.refine, record, step.index, seed, first)
    assert there == here and kind.review_refined(here) and not kind.review_refined(first)
