"""Game review: every decision of one seat of a finished game, judged from what that
seat could see then by full playouts of a stated computer player (issues 29, 43).

A review is long work (a minute of one core, two for West Kingdom: see
docs/reviews.md), so it runs step by step in the review workers, never on the event
loop. It comes in two passes. The first judges each step on few deals (the game's
`judge`), while whoever asked hears how far it is after each step; asked again
while it runs, the same (game, seat) is joined rather than computed twice. Once
complete it is stored and shown at once: its words are already honest, since each
verdict follows its standard error. Then, in the background, one refinement per
(game, seat) gives each step more deals (the game's `refine`), sending none while a first
pass runs (someone is waiting for that one), and stores the review again after each
step refined, so the next page shown has the sharper figures and a
restart loses one step's work at most; whoever showed the first pass may wait
until the refinement ends (`until_refined`) to show the refined figures. The store
always holds a whole review: the first pass and the steps refined so far.

A stored review is answered at once; asked for while some of its steps are not
refined (after a restart, say), its refinement resumes. A restart during the first
pass leaves nothing behind, and the next ask starts it again. A step whose
refinement fails keeps its first judgement (and is tried again at the next ask).
Each step's randomness comes from the game's id and the step's index alone, so a
review made twice judges the same.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from engine.review import Judgement, Step, Thresholds
from service.errors import NoSuchSeat, ReviewUnavailable, ReviewUnfinished
from service.games import GameService
from service.kinds import GameKind
from service.workers import Workers
from store.games import GameRow
from store.reviews import ReviewRepository, ReviewRow

log = logging.getLogger(__name__)

Progress = Callable[[int, int], Awaitable[None]]
"""Told ``(steps done, steps in all)`` as a review goes on."""


def step_seed(game_id: int, index: int) -> int:
    """The randomness of one step's judgement: from the game's id and the step, not
    from the deal's seed (which would tell the hidden order to nobody, but the
    review need not touch it)."""
    digest = hashlib.sha256(f"review:{game_id}:{index}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


@dataclass(frozen=True)
class Review:
    """The judged decisions of one seat of a finished game, in play order."""

    game_id: int
    seat: int
    game_kind: str
    thresholds: Thresholds
    judgements: tuple[Judgement, ...]
    unrefined: int = 0
    """Judgements still to be refined (0: every step has had its more deals)."""

    @property
    def refined(self) -> int:
        """Judgements refined so far."""
        return len(self.judgements) - self.unrefined

    @property
    def refining(self) -> bool:
        """Whether some figures are still first-pass ones, which may yet change."""
        return self.unrefined > 0

    def verdict(self, judgement: Judgement) -> str:
        """good, close, inaccuracy or mistake: as judged with the estimate's error
        (a judgement stored before errors were kept: by the thresholds alone)."""
        return judgement.verdict_by(self.thresholds)


@dataclass
class _Run:
    """A review being computed, and who waits to hear how far it is."""

    total: int | None = None
    done: int = 0
    listeners: list[Progress] = field(default_factory=list)
    task: asyncio.Task[Review] | None = None


class ReviewService:
    """Reviews of finished games: checked, found in the store, or computed once, then
    refined in the background."""

    def __init__(self, games: GameService, workers: Workers) -> None:
        self.games = games
        self.workers = workers
        self.repo = ReviewRepository(games.db)
        self._running: dict[tuple[int, int], _Run] = {}
        self._refining: dict[tuple[int, int], asyncio.Task[None]] = {}
        # (game, seat, step) whose refinement failed in this process: not tried again
        # until a restart, so a step that always fails costs no work at every click.
        self._failed: set[tuple[int, int, int]] = set()
        self._no_first_pass = asyncio.Event()
        """Set while no first pass runs (`_running` is empty): refinements wait for it."""
        self._no_first_pass.set()
        self._closed = False

    async def reviewable(self, game_id: int, seat: int, *,
                         viewer: int) -> tuple[GameRow, GameKind]:
        """The game and its kind, when `viewer` may review `seat` of it:
        `GameNotFound`, `ReviewUnavailable` (its game offers none),
        `ReviewUnfinished`, `NoSuchSeat` or `DailyDealHidden` (a daily game of today,
        and the viewer has not finished theirs: its moves would tell the deal)
        otherwise."""
        row = await self.games.get(game_id)
        kind = self.games.kind(row.game_kind)
        if kind.review_thresholds is None:
            raise ReviewUnavailable(game_kind=row.game_kind)
        if row.status != "finished":
            raise ReviewUnfinished(game_id=game_id)
        if not 0 <= seat < len(row.seats):
            raise NoSuchSeat(game_id=game_id, seat=seat + 1)
        await self.games.privacy.check(row, viewer)
        return row, kind

    async def stored(self, game_id: int, seat: int, *,
                     viewer: int) -> tuple[GameRow, Review | None]:
        """The game (checked as `reviewable`) and the review of `seat` if this judge
        made it already (its refinement resumed if unfinished); None if it must be
        computed first (`request`)."""
        row, kind = await self.reviewable(game_id, seat, viewer=viewer)
        return row, await self._found(row, kind, seat)

    async def request(self, game_id: int, seat: int, progress: Progress | None = None, *,
                      viewer: int) -> Review:
        """The review of `seat` in game `game_id` for `viewer` (checked as
        `reviewable`): the stored one at once (its refinement resumed if unfinished),
        else its first pass computed (or joined, if already under way) while
        `progress` hears of each step, and its refinement started. Cancelling the
        ask leaves the work running for the others."""
        row, kind = await self.reviewable(game_id, seat, viewer=viewer)
        found = await self._found(row, kind, seat)
        if found is not None:
            return found
        key = (game_id, seat)
        run = self._running.get(key)
        if run is None:
            run = self._running[key] = _Run()
            self._no_first_pass.clear()
            run.task = asyncio.get_running_loop().create_task(
                self._compute(row, kind, seat, run), name=f"review-{game_id}-{seat}")
            run.task.add_done_callback(lambda _: self._forget(key, run))
        if progress is not None:
            run.listeners.append(progress)
            if run.total is not None:
                await progress(run.done, run.total)
        try:
            return await asyncio.shield(run.task)
        finally:
            if progress in run.listeners:
                run.listeners.remove(progress)

    def running(self, game_id: int, seat: int) -> bool:
        """Whether the first pass of the review of `seat` is being computed now."""
        return (game_id, seat) in self._running

    def refining(self, game_id: int, seat: int) -> bool:
        """Whether the review of `seat` is being refined now."""
        return (game_id, seat) in self._refining

    def until_refined(self, game_id: int, seat: int) -> asyncio.Future[bool]:
        """Done once the refinement of `seat`'s review under way now ends, so whoever
        shows its first-pass figures can show the refined ones: True when it ran its
        course (every step refined, or some failed and kept their first judgement),
        False when `close` stopped it, or at once when none is under way. Taken at
        once (not a coroutine), so a refinement ending before it is awaited is not
        missed; cancelling it leaves the refinement alone."""
        ended: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
        task = self._refining.get((game_id, seat))
        if task is None:
            ended.set_result(False)
            return ended

        def tell(refinement: asyncio.Task[None]) -> None:
            if not ended.done():
                ended.set_result(not refinement.cancelled())

        task.add_done_callback(tell)
        return ended

    async def close(self) -> None:
        """Stop the reviews under way (the bot is stopping): a first pass leaves
        nothing stored, and the next ask starts it again; a refinement leaves the
        review as last stored, and the next ask resumes it."""
        self._closed = True
        tasks = [run.task for run in self._running.values() if run.task is not None]
        tasks += self._refining.values()
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    def _forget(self, key: tuple[int, int], run: _Run) -> None:
        if self._running.get(key) is run:
            del self._running[key]
        if not self._running:
            self._no_first_pass.set()

    async def _found(self, row: GameRow, kind: GameKind, seat: int) -> Review | None:
        """The stored review of this judge, its refinement resumed if unfinished."""
        stored = await self.repo.get(row.id, seat)
        if stored is None or stored.judge_version != kind.review_version:
            return None
        review = self._review(row, kind, seat, stored.judgements)
        self._refine(row, kind, seat, review)
        return review

    @staticmethod
    def _review(row: GameRow, kind: GameKind, seat: int,
                stored: list[dict[str, Any]]) -> Review:
        """A review as stored (rounded), so every answer reads the same."""
        judgements = tuple(Judgement.from_json(data) for data in stored)
        unrefined = sum(not kind.review_refined(judgement) for judgement in judgements)
        return Review(row.id, seat, row.game_kind, kind.review_thresholds, judgements,
                      unrefined)

    async def _compute(self, row: GameRow, kind: GameKind, seat: int, run: _Run) -> Review:
        steps: tuple[Step, ...] = await self.workers.run(kind.review_steps, row.record)
        mine = [step for step in steps if step.seat == seat]
        run.total = len(mine)
        await self._tell(run)
        judgements = []
        for step in mine:
            judgements.append(await self.workers.run(kind.judge, row.record, step.index,
                                                     step_seed(row.id, step.index)))
            run.done += 1
            await self._tell(run)
        stored = [judgement.to_json() for judgement in judgements]
        await self.repo.save(ReviewRow(row.id, seat, kind.review_version, stored,
                                       self.games.clock.now()))
        log.info("game %s: seat %s reviewed (%d steps)", row.id, seat, len(judgements))
        review = self._review(row, kind, seat, stored)
        self._refine(row, kind, seat, review)
        return review

    def _refine(self, row: GameRow, kind: GameKind, seat: int, review: Review) -> None:
        """Start the refinement of the stored `review` of `seat`, unless it is under
        way already, every step it owes failed here already, or the service is
        closing."""
        key = (row.id, seat)
        owed = [judgement for judgement in review.judgements
                if not kind.review_refined(judgement)
                and (row.id, seat, judgement.step.index) not in self._failed]
        if not owed or self._closed or key in self._refining:
            return
        task = asyncio.get_running_loop().create_task(
            self._refine_steps(row, kind, seat), name=f"review-refine-{row.id}-{seat}")
        self._refining[key] = task
        task.add_done_callback(lambda _: self._refining.pop(key, None))

    async def _refine_steps(self, row: GameRow, kind: GameKind, seat: int) -> None:
        """Each unrefined step of the stored review refined in the workers, in play
        order, and the review stored again after each. A step waits while any first
        pass runs: the review workers take work in the order sent, so a refinement's
        steps (each a few first-pass steps long) would otherwise come between those
        of a first pass someone is waiting for, and delay it several times over."""
        stored = await self.repo.get(row.id, seat)
        if stored is None or stored.judge_version != kind.review_version:
            return
        failed = 0
        for position, data in enumerate(stored.judgements):
            judgement = Judgement.from_json(data)
            index = judgement.step.index
            if kind.review_refined(judgement) or (row.id, seat, index) in self._failed:
                continue
            await self._no_first_pass.wait()
            try:
                refined = await self.workers.run(kind.refine, row.record, index,
                                                 step_seed(row.id, index), judgement)
            except Exception:
                log.warning("game %s: step %s of seat %s not refined; its first judgement "
                            "kept", row.id, index, seat, exc_info=True)
                self._failed.add((row.id, seat, index))
                failed += 1
                continue
            if not await self._store_step(row, kind, seat, position, refined):
                return
        if failed:
            log.warning("game %s: seat %s's review refined but for %d step(s), kept as "
                        "first judged until a restart", row.id, seat, failed)
        else:
            log.info("game %s: seat %s's review refined", row.id, seat)

    async def _store_step(self, row: GameRow, kind: GameKind, seat: int, position: int,
                          refined: Judgement) -> bool:
        """Store the review with its step at `position` refined, over the review as
        stored now (so a step another process refined meanwhile is kept); False when
        the review is gone or made again by another judge, and refining it is moot."""
        stored = await self.repo.get(row.id, seat)
        if stored is None or stored.judge_version != kind.review_version:
            return False
        judgements = list(stored.judgements)
        judgements[position] = refined.to_json()
        await self.repo.save(ReviewRow(row.id, seat, kind.review_version, judgements,
                                       self.games.clock.now()))
        return True

    @staticmethod
    async def _tell(run: _Run) -> None:
        """Each listener hears how far the review is; one that fails (its message
        gone) is dropped, and the review goes on for the others."""
        for listener in list(run.listeners):
            try:
                await listener(run.done, run.total or 0)
            except Exception:
                log.warning("a review's progress listener failed; dropped", exc_info=True)
                if listener in run.listeners:
                    run.listeners.remove(listener)
