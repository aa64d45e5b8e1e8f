"""Replays: the animated image of a finished game, as a spectator saw it (issue 46).

Drawing one takes seconds of a worker, so it runs in the long-work pool (never on
the event loop, never in the pool that draws the tables) and is kept per game and
language: asking again is answered at once, after a restart too. Two asks of the
same replay while it is drawn share the one drawing.

The service draws nothing itself: the caller hands it the drawing function (a
module-level function of the record, the language and the seats' names, run in a
worker) and names its version, so the service knows nothing of images, and a
replay drawn by older drawing code is drawn again.

Who may see it: a game that is over, of the asker's server, and a daily game only
as `DailyPrivacy` allows. A daily game's deal stays a secret for everyone who may
still play it that day, so its replay is shown to everyone only once its day is over.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from service.daily_privacy import day_of
from service.errors import GameOfAnotherServer, ReplayUnfinished
from service.games import GameService
from service.workers import Workers
from store.games import GameRow
from store.replays import ReplayRepository, ReplayRow

log = logging.getLogger(__name__)


class Drawn(Protocol):
    """What a drawing function answers: the image's bytes, its file extension and
    how long it plays."""

    data: bytes
    extension: str
    seconds: float


Draw = Callable[[str, str, Sequence[str]], Drawn]
"""``draw(record, locale, names)``: module-level, so a worker process can run it."""


@dataclass(frozen=True)
class Replay:
    """A drawn replay of one game in one language."""

    game_id: int
    locale: str
    extension: str
    image: bytes
    seconds: float


class ReplayService:
    """Replays of finished games: checked, found in the store, or drawn once."""

    def __init__(self, games: GameService, workers: Workers) -> None:
        self.games = games
        self.workers = workers
        self.repo = ReplayRepository(games.db)
        self._drawing: dict[tuple[int, str], asyncio.Task[Replay]] = {}

    async def replayable(self, game_id: int, *, viewer: int, guild_id: int) -> GameRow:
        """The game, when `viewer` in server `guild_id` may watch it: `GameNotFound`,
        `GameOfAnotherServer`, `ReplayUnfinished` (still played: its replay would show
        the table before its players) or `DailyDealHidden` otherwise."""
        row = await self.games.get(game_id)
        if row.guild_id != guild_id:
            raise GameOfAnotherServer(game_id=game_id)
        if row.is_active:
            raise ReplayUnfinished(game_id=game_id)
        await self.games.privacy.check(row, viewer)
        return row

    def for_everyone(self, row: GameRow) -> bool:
        """Whether the replay of `row` may be posted for the whole channel: any game
        but a daily game whose day is not over (its deal is still to be played by
        others, who would see it)."""
        return row.daily_day is None or row.daily_day < day_of(self.games.clock.now()).isoformat()

    async def stored(self, row: GameRow, locale: str, drawing: str) -> Replay | None:
        """The replay of `row` in `locale` if `drawing` made it already; None if it
        must be drawn first (`request`)."""
        found = await self.repo.get(row.id, locale)
        if found is None or found.drawing != drawing:
            return None
        return Replay(row.id, locale, found.extension, found.image, found.seconds)

    async def request(self, row: GameRow, locale: str, draw: Draw, drawing: str,
                      names: Sequence[str]) -> Replay:
        """The replay of `row` (checked by `replayable`) in `locale`: the stored one
        at once, else drawn by `draw` in a worker with the seats' `names` (or joined,
        if already being drawn) and stored. Cancelling the ask leaves the drawing
        running for the others."""
        found = await self.stored(row, locale, drawing)
        if found is not None:
            return found
        key = (row.id, locale)
        task = self._drawing.get(key)
        if task is None:
            task = self._drawing[key] = asyncio.get_running_loop().create_task(
                self._draw(row, locale, draw, drawing, list(names)),
                name=f"replay-{row.id}-{locale}")
            task.add_done_callback(lambda done: self._forget(key, done))
        return await asyncio.shield(task)

    def drawing(self, game_id: int, locale: str) -> bool:
        """Whether the replay of `game_id` in `locale` is being drawn now."""
        return (game_id, locale) in self._drawing

    async def close(self) -> None:
        """Stop the drawings under way (the bot is stopping: nothing of them is
        stored, and the next ask draws again)."""
        tasks = list(self._drawing.values())
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    def _forget(self, key: tuple[int, str], task: asyncio.Task[Any]) -> None:
        if self._drawing.get(key) is task:
            del self._drawing[key]

    async def _draw(self, row: GameRow, locale: str, draw: Draw, drawing: str,
                    names: list[str]) -> Replay:
        drawn = await self.workers.run(draw, row.record, locale, names)
        await self.repo.save(ReplayRow(row.id, locale, drawing, drawn.extension, drawn.data,
                                       drawn.seconds, self.games.clock.now()))
        log.info("game %s: replay drawn in %s (%d bytes)", row.id, locale, len(drawn.data))
        return Replay(row.id, locale, drawn.extension, drawn.data, drawn.seconds)
