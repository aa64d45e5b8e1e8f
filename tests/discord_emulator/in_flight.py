"""Edits kept in flight: what a click meets while the bot's edit of its message is
on its way (a test sets ``Message.hold``, see ``Driver.hold_edits``)."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

from .models import Message
from .state import World


async def edit_in_flight(world: World, message: Message,
                         apply: Callable[[], Awaitable[None]]) -> None:
    """Run ``apply`` (the edit and its gateway event) as the message's hold says: at
    once without one; else at the start or at the end of the hold, the answer to the
    bot coming only once the hold is over (``Message.in_flight`` counts it meanwhile)."""
    hold = message.hold
    if hold is None:
        await apply()
        return
    message.in_flight += 1
    world.touch()
    try:
        if not hold.applied_first:
            await asyncio.sleep(hold.seconds)
        await apply()
        if hold.applied_first:
            await asyncio.sleep(hold.seconds)
    finally:
        message.in_flight -= 1
        world.touch()
