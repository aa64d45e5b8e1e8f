"""Posting the tables games owe (``store.deliveries``), whoever was to post them.

A move, a new game or an ending records, in its own transaction, that the players
must see a new table; the click that made it posts that table at once and settles
the debt in the transaction that remembers the message. When the post fails, or the
process dies before Discord's answer is recorded, the debt stays, and the courier of
the process that holds the server's shard posts the table: at start-up everything
owed from before, then every few seconds what stayed owed longer than a click takes
(``grace``), with a growing pause after each failure.

It posts through the game's own ``GameTable.redeliver``, as the click would have, so
the table carries the controls of the player to move and the computer seats play on.
Before posting it looks in the channel for a table the dead process posted but never
recorded, and adopts that message instead, so that nothing is posted twice.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Mapping
from typing import Any

import discord

from service import Services
from service.errors import ServiceError
from store.deliveries import Delivery
from store.games import GameRow

from .servers import on_my_shards, server_translator
from .tables import GameTable, Send

log = logging.getLogger("architects.courier")

INTERVAL = 2.0
"""Seconds between two looks for tables still owed."""
GRACE = 20.0
"""Seconds a click has to post the table it made owed before the courier does."""
MAX_PAUSE = 3600.0
"""The longest wait between two tries of a table Discord keeps refusing."""
HISTORY = 25
"""How many messages after the game's last recorded table are searched for a post
the dead process made: a table, its narration and a few chat lines."""


def posting_guard(bot: discord.Client,
                  game_id: int) -> contextlib.AbstractAsyncContextManager[None]:
    """What to hold while posting ``game_id``'s table so that the courier does not post
    it too; nothing once the Lobby cog, which runs the courier, is gone: closing the bot
    removes the cogs first, and a computer's turn may still end with a table then."""
    lobby = bot.get_cog("Lobby")
    return lobby.courier.posting(game_id) if lobby is not None else contextlib.nullcontext()


class Courier:
    """Delivers owed tables for the games of this process's shards."""

    def __init__(self, bot: discord.Client, services: Services,
                 tables: Mapping[str, GameTable], *, interval: float = INTERVAL,
                 grace: float = GRACE) -> None:
        self.bot = bot
        self.services = services
        self.tables = tables
        self.interval = interval
        self.grace = grace
        self.caught_up = asyncio.Event()
        """Set once the tables owed before this process started have been tried."""
        self._posting: set[int] = set()

    @contextlib.asynccontextmanager
    async def posting(self, game_id: int) -> AsyncIterator[None]:
        """Held by whoever posts a game's table, so the courier never posts it too."""
        self._posting.add(game_id)
        try:
            yield
        finally:
            self._posting.discard(game_id)

    async def run(self) -> None:
        """Deliver what was owed before this process started, then keep looking."""
        started = self.services.games.clock.now()
        await self.bot.wait_until_ready()
        try:
            await self.deliver_due(float("inf"), created_before=started)
        finally:
            self.caught_up.set()
        while True:
            await asyncio.sleep(self.interval)
            now = self.services.games.clock.now()
            await self.deliver_due(now, created_before=now - self.grace)

    async def deliver_due(self, now: float, *, created_before: float) -> None:
        """One look: post every table due by ``now`` and owed since ``created_before``,
        of this process's servers, one game after another."""
        try:
            owed = await self.services.games.deliveries.due(now, created_before=created_before)
        except Exception:  # the database is away: the next look tries again
            log.exception("owed tables not read")
            return
        for delivery in owed:
            if delivery.game_id in self._posting or not on_my_shards(self.bot,
                                                                     delivery.guild_id):
                continue
            async with self.posting(delivery.game_id):
                await self._deliver_one(delivery)

    async def _deliver_one(self, delivery: Delivery) -> None:
        games = self.services.games
        try:
            current = await games.deliveries.get(delivery.game_id)
            if current is None:  # posted meanwhile
                return
            row = await games.get(delivery.game_id)
            table = self.tables.get(row.game_kind)
            if table is None:  # a game this bot no longer offers
                return
            channel = await self._channel(row.channel_id)
            t = await server_translator(self.bot, row.guild_id)
            await table.redeliver(t, row, self._adopting(channel, row, table),
                                  current.since_turn)
            log.info("game %s: its owed table is out", row.id)
        except Exception as error:  # Discord refused, or a bug: try again later
            pause = min(MAX_PAUSE, self.interval * 2 ** (delivery.attempts + 2))
            if isinstance(error, (discord.HTTPException, ServiceError)):
                log.warning("game %s: its owed table was not posted (%s); next try in %.0f s",
                            delivery.game_id, error, pause)
            else:
                log.exception("game %s: its owed table failed; next try in %.0f s",
                              delivery.game_id, pause)
            with contextlib.suppress(Exception):
                await games.deliveries.postpone(delivery.game_id, delivery.due_version,
                                                games.clock.now() + pause)

    async def _channel(self, channel_id: int) -> Any:
        return self.bot.get_channel(channel_id) or await self.bot.fetch_channel(channel_id)

    def _adopting(self, channel: Any, row: GameRow, table: GameTable) -> Send:
        """The channel's ``send``, unless a post of this game already follows its last
        recorded table: a process that died between Discord's answer and the
        bookkeeping posted it, and that message is returned instead of a second one."""
        async def send(**message: Any) -> discord.Message:
            posted = await self._posted_since(channel, row, table)
            if posted is not None:
                log.info("game %s: adopting table %s its last process posted", row.id,
                         posted.id)
                return posted
            return await channel.send(**message)
        return send

    async def _posted_since(self, channel: Any, row: GameRow,
                            table: GameTable) -> discord.Message | None:
        """The newest message of ours that shows this game and was never recorded.

        After the game's last recorded table, that is any post with its image
        (``<game>-....png``), or, for a game that has ended, its last message whatever
        it holds. A game whose first table was never recorded has no such mark: among
        the channel's last messages, only a table whose buttons name this game counts
        (a rematch shares its thread with the games before it)."""
        recorded = row.table_message_id
        after = None if recorded is None else discord.Object(recorded)
        found = []
        try:
            async for message in channel.history(limit=HISTORY, after=after):
                if message.author.id != self.bot.user.id:
                    continue
                image = any(a.filename.startswith(f"{table.name}-")
                            for a in message.attachments)
                if recorded is None:
                    shows = image and _names_game(message, table.name, row.id)
                else:
                    shows = image or (not row.is_active and bool(message.components))
                if shows:
                    found.append(message)
        except discord.Forbidden:  # no Read Message History: post, rather than not
            return None
        return max(found, key=lambda m: m.id, default=None)


def _names_game(message: discord.Message, name: str, game_id: int) -> bool:
    """Whether one of the message's components is ``<name>:<action>:<game_id>:...``."""
    for row in message.components:
        for item in getattr(row, "children", ()):
            parts = (getattr(item, "custom_id", None) or "").split(":")
            if len(parts) > 2 and parts[0] == name and parts[2] == str(game_id):
                return True
    return False
