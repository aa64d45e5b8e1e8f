"""Private review messages shown while their review was being refined, edited in
place once the refinement ends, so the player reading its summary or one of its
pages sees the refined figures without clicking (issue 43).

An ephemeral message can only be edited through the token of an interaction, which
Discord keeps for 15 minutes; so each message remembers the latest interaction that
drew it (every page click is a new one, and renews the window) and what it shows
then. A message whose window passes first is left alone: its next click shows the
refined figures anyway. One task per message waits, for its window at most, so
nothing is kept once the refinement ends or the window passes.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import discord

from i18n import Translator
from service.errors import ServiceError

log = logging.getLogger("architects.review")


@dataclass(frozen=True)
class Showing:
    """What one private message shows of a review, to whom, and how to edit it."""

    game_id: int
    seat: int
    step: int | None
    """The decision page shown (its index in the seat's play order); None: the summary."""
    viewer: int
    t: Translator
    edit: Callable[..., Awaitable[Any]]
    """Edits the message through the latest interaction that drew it."""
    life_ends: float
    """``time.monotonic()`` past which that interaction's token is dead."""


Redraw = Callable[[Showing], Awaitable[dict[str, Any] | None]]
"""The message as what it shows would be drawn now; None if it can no longer be."""


class RefinedEdits:
    """The private messages waiting for the end of their review's refinement, by id."""

    def __init__(self, redraw: Redraw) -> None:
        self.redraw = redraw
        self._waiting: dict[int, asyncio.Task[None]] = {}

    def watch(self, message_id: int, showing: Showing, ended: Awaitable[bool] | None) -> None:
        """Edit message ``message_id`` to what ``showing`` says it shows once ``ended``
        says the refinement ran its course (not if the bot is stopping), unless its
        window passes first. Replaces what the message waited for before: it shows
        something else now. ``ended`` None: no refinement was under way when the
        review shown was read, and there is nothing to wait for."""
        self.forget(message_id)
        if ended is None:
            return
        task = asyncio.get_running_loop().create_task(
            self._edit_when_refined(message_id, showing, ended),
            name=f"review-edit-{message_id}")
        self._waiting[message_id] = task
        task.add_done_callback(lambda done: self._drop(message_id, done))

    def forget(self, message_id: int) -> None:
        """Stop waiting for message ``message_id`` (it is being drawn anew)."""
        task = self._waiting.pop(message_id, None)
        if task is not None:
            task.cancel()

    def waiting(self) -> int:
        """How many messages wait to be edited."""
        return len(self._waiting)

    def close(self) -> None:
        """Stop waiting for every message (the cog is unloading)."""
        for task in self._waiting.values():
            task.cancel()
        self._waiting.clear()

    def _drop(self, message_id: int, task: asyncio.Task[None]) -> None:
        if self._waiting.get(message_id) is task:
            del self._waiting[message_id]

    async def _edit_when_refined(self, message_id: int, showing: Showing,
                                 ended: Awaitable[bool]) -> None:
        left = showing.life_ends - time.monotonic()
        if left <= 0:
            return
        try:
            if not await asyncio.wait_for(ended, left):
                return
        except TimeoutError:  # too late to edit: the next click shows the refined figures
            return
        try:
            message = await self.redraw(showing)
            if message is not None:
                await showing.edit(**message)
        except (discord.HTTPException, ServiceError) as error:  # message gone, game hidden
            log.info("game %s: review of seat %s not redrawn once refined (message %s): %s",
                     showing.game_id, showing.seat, message_id, error)
        except Exception:
            # No interaction to answer and no handler above this task: logged here,
            # with the game, as the global handler would.
            log.exception("game %s: review of seat %s not redrawn once refined (message %s)",
                          showing.game_id, showing.seat, message_id)
