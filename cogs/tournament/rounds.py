"""A tournament's rounds on Discord: each table's game in its own thread, the round
announced with every player mentioned and a link to their thread, the standings
image after each round, and the podium at the end (the sweeper's reminders and
takeovers are ``notices``').

What must be done is read from the database, never from memory: a look
(``catch_up``, at start-up and every ``INTERVAL`` seconds in every process, and after
every step that may open a round) asks in one query what is owed (``owed``), which
costs the same however many tournaments are stored: tables waiting for their game,
rounds whose announcement is not out, ended tournaments whose last message is not.
A table's game is created once (``TournamentService.start_tables``); a round's
announcement and a tournament's podium are marked done only once Discord has them,
so a crash or a refused post leaves them owed, and one a dead process posted but
never marked is found among the channel's newest messages rather than posted again
(as the courier adopts a table): a restart at any moment loses nothing and posts
nothing twice.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable, Iterable, Sequence
from typing import Any

import discord
from discord.ext import commands

from cogs.common.courier import posting_guard
from cogs.common.members import display_name
from cogs.common.permissions import THREAD_CREATION, describe_missing
from cogs.common.servers import on_my_shards, server_translator
from i18n import Translator
from render.tournament import number as points
from service import Place, Services
from service.errors import ServiceError
from service.tournament_rounds import KNOCKOUT
from store.games import GameRow
from store.tournaments import CLOSE, TableRow, TournamentRow

from .sheets import standings_files
from .texts import closed_content, date_and_when, mentions

log = logging.getLogger("architects.tournaments")

INTERVAL = 2.0
"""Seconds between two looks for what is owed."""
MEDALS = ("🥇", "🥈", "🥉")
MAX_PAUSE = 3600.0
"""The longest wait before seating again a tournament whose threads Discord refuses."""
MAX_NAMES = 4096
"""Display names kept in memory, the most recently used."""
MAX_MESSAGE = 2000
HISTORY = 25
"""The channel's newest messages searched for what a dead process posted."""
Step = Callable[[int], Awaitable[object]]
"""One step of a tournament on Discord, given its number."""


class Rounds:
    """Seats tables, announces rounds and closes tournaments out."""

    def __init__(self, bot: commands.Bot, services: Services) -> None:
        self.bot = bot
        self.services = services
        self.interval = INTERVAL
        self._locks: dict[int, asyncio.Lock] = {}
        self._names: dict[int, str] = {}
        self._refused: dict[int, tuple[int, float]] = {}
        """Tournaments whose seating Discord refused: how often, and when to try again."""

    def lock(self, tournament_id: int) -> asyncio.Lock:
        """One step at a time per tournament in this process (a click, the look, the
        sweeper's report), so two of them never open the same thread twice."""
        return self._locks.setdefault(tournament_id, asyncio.Lock())

    def remember(self, user: discord.abc.User) -> None:
        """Keep the name of someone who just clicked or typed (it costs no request)."""
        self._keep(user.id, user.display_name)

    def _keep(self, user_id: int, name: str) -> None:
        self._names.pop(user_id, None)
        self._names[user_id] = name
        if len(self._names) > MAX_NAMES:
            del self._names[next(iter(self._names))]

    async def names(self, guild_id: int, users: Iterable[int]) -> dict[int, str]:
        """Display names for the images, each looked up once (the most recent kept)."""
        guild = self.bot.get_guild(guild_id)
        found = {}
        for user in users:
            if user not in self._names:
                self._keep(user, await display_name(guild, user))
            found[user] = self._names[user]
        return found

    def game_title(self, t: Translator, game_kind: str) -> str:
        """The game's name in the reader's language (its registration's texts)."""
        table = self.bot.get_cog("Lobby").tables.get(game_kind)
        return table.title(t) if table is not None else game_kind

    async def channel(self, channel_id: int) -> Any:
        """A channel or thread, from the cache or else the API."""
        return self.bot.get_channel(channel_id) or await self.bot.fetch_channel(channel_id)

    # -- the loop ----------------------------------------------------------------------

    async def run(self) -> None:
        """Look at start-up, then every ``interval`` seconds."""
        await self.bot.wait_until_ready()
        while True:
            await self.catch_up()
            await asyncio.sleep(self.interval)

    async def catch_up(self) -> None:
        """Do what this process's servers are owed: seat the tables still waiting for
        their game and announce the rounds not announced (``seat_or_wait``), and close
        out the tournaments that ended without their last message (``close_out``).
        One tournament's step failing stops no other's: a refused post stays owed and
        is tried again after its pause, and what owes a step that keeps failing (a
        bug) is still owed, tried at each look, logged each time."""
        try:
            owed = await self.services.tournaments.owed()
        except Exception:  # the database is away: the next look tries again
            log.exception("tournaments not caught up")
            return
        steps = [(number, self.seat_or_wait) for number in
                 sorted({number for number, chore in owed if chore != CLOSE})]
        steps += [(number, self.close_out) for number in
                  sorted({number for number, chore in owed if chore == CLOSE})]
        for tournament_id, step in steps:
            try:
                await step(tournament_id)
            except Exception:
                log.exception("tournament %s not caught up", tournament_id)

    async def seat_or_wait(self, tournament_id: int) -> None:
        """Seat a tournament's waiting tables and announce its rounds; when Discord
        refuses (no right to open threads there any more, the channel gone), try again
        after a pause that doubles each time, rather than every look, and say once
        what the bot lacks."""
        async with self.lock(tournament_id):
            await self._unless_refused(tournament_id, self._seat, "tables not seated",
                                       forbidden=self._say_missing)

    async def _unless_refused(self, tournament_id: int, step: Step, what: str, *,
                              forbidden: Step | None = None) -> bool:
        """Run a step of the tournament that Discord may refuse, unless it was refused
        lately: after a refusal, the next try waits a pause that doubles each time (as
        the courier does), and the first one for want of a right runs ``forbidden``.
        Under the tournament's lock; True once the step is done."""
        failed, retry_at = self._refused.get(tournament_id, (0, 0.0))
        if time.monotonic() < retry_at:
            return False
        try:
            await step(tournament_id)
        except discord.HTTPException as error:
            pause = min(MAX_PAUSE, self.interval * 2 ** (failed + 2))
            self._refused[tournament_id] = (failed + 1, time.monotonic() + pause)
            log.warning("tournament %s: %s (%s); next try in %.0f s",
                        tournament_id, what, error, pause)
            if failed == 0 and forbidden is not None and isinstance(error, discord.Forbidden):
                await forbidden(tournament_id)
            return False
        self._refused.pop(tournament_id, None)
        return True

    async def _say_missing(self, tournament_id: int) -> None:
        """Tell the tournament's channel, once, what the bot lacks to open its threads."""
        row = await self.services.tournaments.get(tournament_id)
        t = await server_translator(self.bot, row.guild_id)
        await self.guarded(self.say(row.channel_id, describe_missing(t, list(THREAD_CREATION))),
                            f"tournament {tournament_id}: missing permissions")

    # -- seating a round ---------------------------------------------------------------

    async def _seat(self, tournament_id: int) -> list[GameRow]:
        """Create the game of every table waiting for one, each in a new thread of the
        tournament's channel where its players are mentioned; announce each round owed
        its announcement, then post each game's first table. Returns the games
        created. Under the tournament's lock."""
        row = await self.services.tournaments.get(tournament_id)
        if not on_my_shards(self.bot, row.guild_id):
            return []
        t = await server_translator(self.bot, row.guild_id)
        parent = await self.channel(row.channel_id)
        threads: dict[int, Any] = {}

        async def place_for(table: TableRow) -> Place:
            thread = await self._open_thread(t, parent, row, table)
            threads[thread.id] = thread
            return Place(row.guild_id, thread.id, parent.id)

        created = await self.services.tournaments.start_tables(tournament_id, place_for)
        # announced before the slow part, drawing the first tables (a first table not
        # posted is a delivery the courier posts); a round of an event that ended
        # before its announcement went out is not announced any more
        owed = await self.services.tournaments.unannounced(tournament_id) if row.is_open else []
        for round_row in owed:
            await self._announce_round(t, parent, row, round_row.number)
            await self.services.tournaments.mark_announced(tournament_id, round_row.number)
        for game in created:
            await self._first_table(t, game, threads)
        return created

    async def _open_thread(self, t: Translator, parent: Any, row: TournamentRow,
                           table: TableRow) -> Any:
        """A public thread for one table, its players mentioned (which adds them to it)."""
        name = t("tournament.thread", number=row.id, round=table.round_number,
                 table=table.table_index + 1)
        thread = await parent.create_thread(name=name[:100],
                                            type=discord.ChannelType.public_thread,
                                            auto_archive_duration=10080)
        deadline = (await self.services.tournaments.rounds(row.id))[table.round_number - 1]
        await thread.send(t("tournament.intro", players=mentions(table.players), number=row.id,
                            round=table.round_number,
                            deadline=date_and_when(deadline.deadline)))
        return thread

    async def _first_table(self, t: Translator, game: GameRow, threads: dict[int, Any]) -> None:
        """Post a new game's first table in its thread, as the game's own cog draws it."""
        table = self.bot.get_cog("Lobby").tables.get(game.game_kind)
        if table is None:
            return
        try:
            thread = threads.get(game.channel_id) or await self.channel(game.channel_id)
            async with posting_guard(self.bot, game.id):
                await table.redeliver(t, game, thread.send, 0)
        except (discord.HTTPException, ServiceError) as error:  # the courier posts it later
            log.info("tournament game %s: first table not posted: %s", game.id, error)

    async def _announce_round(self, t: Translator, parent: Any, row: TournamentRow,
                              number: int) -> None:
        """A round is on: its tables with their players and threads, its byes, its
        deadline, and after round 1 the standings it starts from. Not posted again when
        it is among the channel's newest messages (a dead process posted it)."""
        row = await self.services.tournaments.get(row.id)
        game = self.game_title(t, row.game_kind)
        round_row = (await self.services.tournaments.rounds(row.id))[number - 1]
        deadline = date_and_when(round_row.deadline)
        lines = [t("tournament.round", number=row.id, round=number, rounds=row.rounds,
                   game=game, deadline=deadline)]
        # what comes before the deadline, which the host may have moved since
        if await self._posted(parent, row.message_id or 0, lines[0].partition(deadline)[0]):
            return
        tables = [x for x in await self.services.tournaments.pairings(row.id, number)
                  if x.game_no == 0]
        label = "tournament.match" if row.format == KNOCKOUT else "tournament.table"
        for table in tables:
            where = f"<#{table.channel_id}>" if table.channel_id else ""
            lines.append(f"{t(label, number=table.table_index + 1)}: "
                         f"{mentions(table.players)} {where}".rstrip())
        if round_row.byes:
            lines.append(t("tournament.byes", players=mentions(round_row.byes)))
        files = []
        if number > 1:
            results = await self.services.tournaments.results(row.id)
            names = await self.names(row.guild_id, [s.player for s in results.standings])
            files = await standings_files(self.services, t, game, results, names)
        await self._post_lines(parent, lines, files)

    @staticmethod
    async def _post_lines(channel: Any, lines: Sequence[str],
                          files: Sequence[discord.File] = ()) -> None:
        """Lines in as few messages as fit, the files with the first."""
        chunks: list[str] = []
        for line in lines:
            if chunks and len(chunks[-1]) + 1 + len(line) <= MAX_MESSAGE:
                chunks[-1] += "\n" + line
            else:
                chunks.append(line[:MAX_MESSAGE])
        for index, chunk in enumerate(chunks):
            extra = {"files": list(files)} if index == 0 and files else {}
            await channel.send(chunk, **extra)

    # -- the end -----------------------------------------------------------------------

    async def close_out(self, tournament_id: int) -> None:
        """The last message of a tournament that ended: the podium and the final
        standings; its sign-up message says how it ended (finished or cancelled).
        While Discord refuses it, it stays owed, and is tried again after a pause
        (``_unless_refused``) at a later look."""
        async with self.lock(tournament_id):
            await self._unless_refused(tournament_id, self._close_out, "podium not posted")

    async def _close_out(self, tournament_id: int) -> None:
        """Owed until it is marked closed out, once everything is out (a tournament
        whose sign-up message was never recorded too); editing that message again is
        harmless, and a podium already in the channel is not posted again."""
        row = await self.services.tournaments.get(tournament_id)
        if row.is_open or row.closed_out or not on_my_shards(self.bot, row.guild_id):
            return
        t = await server_translator(self.bot, row.guild_id)
        game = self.game_title(t, row.game_kind)
        channel = await self.channel(row.channel_id)
        if row.message_id is not None:
            try:
                await channel.get_partial_message(row.message_id).edit(
                    content=closed_content(t, game, row), view=None)
            except discord.HTTPException as error:  # deleted, or too old to edit
                log.info("tournament %s: sign-up message not updated: %s", row.id, error)
        # who cancelled a tournament, or why, was said already
        over = t("tournament.over", number=row.id, game=game)
        if row.status == "finished" and not await self._posted(channel, row.message_id or 0,
                                                               over):
            results = await self.services.tournaments.results(row.id)
            names = await self.names(row.guild_id, [s.player for s in results.standings])
            lines = [over]
            for rank in sorted({s.rank for s in results.podium}):
                placed = [s for s in results.podium if s.rank == rank]
                lines.append(t("tournament.podium", medal=MEDALS[rank - 1],
                               players=mentions([s.player for s in placed]),
                               points=points(placed[0].points)))
            files = await standings_files(self.services, t, game, results, names)
            await self._post_lines(channel, lines, files)
        await self.services.tournaments.mark_closed_out(row.id)

    async def _posted(self, channel: Any, since: int, opening: str) -> bool:
        """Whether a message of ours opening with ``opening`` is among the channel's
        newest, after message ``since``: a process that died between Discord's answer
        and marking it done posted it."""
        try:
            async for message in channel.history(limit=HISTORY):
                if message.id <= since:
                    break
                if message.author.id == self.bot.user.id and message.content.startswith(opening):
                    return True
        except discord.Forbidden:  # no Read Message History: post, rather than not
            return False
        return False

    async def say(self, channel_id: int, text: str) -> None:
        """A line in a channel or thread."""
        await (await self.channel(channel_id)).send(text)

    @staticmethod
    async def guarded(step: Any, what: str) -> None:
        """One announcement; Discord refusing it (a deleted thread) stops no other."""
        try:
            await step
        except (discord.HTTPException, ServiceError) as error:
            log.info("%s not announced: %s", what, error)
