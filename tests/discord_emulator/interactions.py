"""The test-side record of one dispatched interaction and of what the bot answered.

A test keeps the record ``emu.slash(...)`` returns and awaits ``response()`` or
``followup()``; the server fills it as the bot calls the callback and webhook routes.
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field
from typing import Any

from .models import Attachment, Message

PONG, MESSAGE, DEFERRED_MESSAGE, DEFERRED_UPDATE, UPDATE_MESSAGE = 1, 4, 5, 6, 7
AUTOCOMPLETE, MODAL = 8, 9
EPHEMERAL = 64


@dataclass
class Event:
    """One thing the bot did with the interaction: ``callback``, ``followup``, ``edit``,
    ``delete``; ``message`` is the message it created or changed (None for a bare defer)."""

    kind: str
    message: Message | None
    callback_type: int | None = None
    body: dict[str, Any] = field(default_factory=dict)


@dataclass(eq=False)
class Interaction:
    """A dispatched interaction and every answer to it, in order.

    ``response_delay`` is the seconds between dispatch and the first callback, so tests
    can assert the bot answers within Discord's 3-second window.
    """

    id: int
    token: str
    type: int
    user_id: int
    channel_id: int
    payload: dict[str, Any]
    clicked: Message | None = None
    created: float = field(default_factory=time.monotonic)
    callback_type: int | None = None
    flags: int = 0
    response_delay: float | None = None
    original: Message | None = None
    followups: list[Message] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)
    modal: dict[str, Any] | None = None
    choices: list[dict[str, Any]] | None = None
    _changed: asyncio.Event = field(default_factory=asyncio.Event, repr=False)

    @property
    def responded(self) -> bool:
        """True once the bot called the callback route successfully."""
        return self.callback_type is not None

    @property
    def ephemeral(self) -> bool:
        """True when the first response was ephemeral (flags 64)."""
        return bool(self.flags & EPHEMERAL)

    @property
    def message(self) -> Message | None:
        """The response message as it is now (after any edits), or None."""
        return self.original

    @property
    def content(self) -> str:
        """Text of the response message ("" when there is none)."""
        return self.original.content if self.original else ""

    @property
    def embeds(self) -> list[dict[str, Any]]:
        """Embeds of the response message."""
        return self.original.embeds if self.original else []

    @property
    def components(self) -> list[dict[str, Any]]:
        """Components of the response message."""
        return self.original.components if self.original else []

    @property
    def attachments(self) -> list[Attachment]:
        """Attachments (with their bytes) of the response message."""
        return self.original.attachments if self.original else []

    def record(self, event: Event) -> None:
        """Append an event and wake whoever waits on this interaction."""
        self.events.append(event)
        self._changed.set()

    async def wait(self, predicate: Any, timeout: float = 5.0) -> Any:
        """Wait until ``predicate(self)`` is truthy and return its value."""
        deadline = time.monotonic() + timeout
        while True:
            value = predicate(self)
            if value:
                return value
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise TimeoutError(f"interaction {self.id}: not met; events={self.events}")
            self._changed.clear()
            try:
                await asyncio.wait_for(self._changed.wait(), remaining)
            except TimeoutError:
                continue

    async def response(self, timeout: float = 5.0) -> Interaction:
        """Wait for the first callback (any type) and return this record."""
        return await self.wait(lambda i: i if i.responded else None, timeout)

    async def followup(self, index: int = 0, timeout: float = 5.0) -> Message:
        """Wait for follow-up message number ``index`` (0 = the first) and return it."""
        return await self.wait(
            lambda i: i.followups[index] if len(i.followups) > index else None, timeout
        )

    async def edited(self, count: int = 1, timeout: float = 5.0) -> Message:
        """Wait until the original response was edited ``count`` times; return it."""
        return await self.wait(
            lambda i: i.original if sum(e.kind == "edit" for e in i.events) >= count else None,
            timeout,
        )

    async def settled(self, timeout: float = 5.0) -> Message:
        """Wait for a visible answer: a message response, an update, or a deferred one edited.

        Returns the message the user ends up seeing.
        """

        def ready(i: Interaction) -> Message | None:
            if i.callback_type in (MESSAGE, UPDATE_MESSAGE):
                return i.original
            if i.followups:
                return i.followups[-1]
            if any(e.kind == "edit" for e in i.events):
                return i.original
            return None

        return await self.wait(ready, timeout)
