"""A tripwire for the first answer: every interaction is acknowledged before its
handler waits on anything that can be slow.

Discord allows 3 s for the first answer, and on a busy host anything awaited before
it (a database read or write, a game's lock, a worker, a request to Discord's API
such as a name look-up) is what makes a click fail. While a ``Tripwire`` is set,
each of those records the interaction whose handler awaits it before that
interaction was answered; the bot tests fail if any did.

The interaction a piece of code works for is found through a context variable set
while discord.py parses ``INTERACTION_CREATE``: the tasks it starts there (the
command, the component's callback, the ``on_interaction`` listeners) copy it, and
so do the tasks they start (the computer's turn after a move), by then answered.
"""

from __future__ import annotations

import contextvars
import functools
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import discord
import pytest
from discord.state import ConnectionState

from service.locks import KeyedLocks
from service.workers import Workers
from store.database import Database

_HANDLING: contextvars.ContextVar[list[discord.Interaction] | None] = contextvars.ContextVar(
    "handling", default=None)


class Tripwire:
    """What was awaited before an interaction was answered, while set."""

    def __init__(self) -> None:
        self.early: list[str] = []

    def check(self, what: str) -> None:
        handling = _HANDLING.get()
        # An autocomplete cannot be deferred: its one answer is the choices it reads.
        if (handling and not handling[0].response.is_done()
                and handling[0].type is not discord.InteractionType.autocomplete):
            interaction = handling[0]
            name = (interaction.data or {}).get("custom_id") or (interaction.data or {}).get(
                "name")
            self.early.append(f"{what} before answering {name!r}")

    @contextmanager
    def set(self, monkeypatch: pytest.MonkeyPatch) -> Iterator[Tripwire]:
        parse = ConnectionState.parse_interaction_create

        def parse_interaction_create(state: ConnectionState, data: Any) -> None:
            token = _HANDLING.set([])
            try:
                parse(state, data)
            finally:
                _HANDLING.reset(token)

        init = discord.Interaction.__init__

        def remember(interaction: discord.Interaction, *args: Any, **kwargs: Any) -> None:
            init(interaction, *args, **kwargs)
            handling = _HANDLING.get()
            if handling is not None:
                handling.append(interaction)

        monkeypatch.setattr(ConnectionState, "parse_interaction_create",
                            parse_interaction_create)
        monkeypatch.setattr(discord.Interaction, "__init__", remember)
        for owner, name, what in [
            (Database, "fetch_all", "a database read"),
            (Database, "transaction", "a database write"),
            (KeyedLocks, "__call__", "a game's lock"),
            (Workers, "run", "a worker"),
            (discord.http.HTTPClient, "request", "a request to Discord's API"),
        ]:
            monkeypatch.setattr(owner, name, self._watched(getattr(owner, name), what))
        yield self

    def _watched(self, method: Callable[..., Any], what: str) -> Callable[..., Any]:
        @functools.wraps(method)
        def watched(*args: Any, **kwargs: Any) -> Any:
            self.check(what)
            return method(*args, **kwargs)
        return watched
