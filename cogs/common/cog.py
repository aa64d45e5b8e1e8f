"""The bot-wide cog: ``/games``, every lobby button, the vote about an absent player
in games of three or more seats, and the sweeper's reports handed to the game each
concerns. Games register their ``GameTable`` here at setup."""

from __future__ import annotations

import asyncio
import logging
from typing import TypeVar

import discord
from discord import app_commands
from discord.ext import commands

from i18n import Translator, command_name
from service import Services, SweepReport
from service.absence import MIN_SEATS
from service.errors import ServiceError
from store.games import GameRow

from . import absence, lobby_ids, private
from .absence import AbsenceFlow
from .courier import Courier
from .guard import Guard
from .lobby import LobbyFlow
from .replies import require_server, tell
from .servers import server_translator
from .tables import GameTable
from .translator import command_text

log = logging.getLogger("architects.lobby")

START_VERBS = ("challenge", "open", "solo")
T = TypeVar("T")


class LobbyCog(commands.Cog, name="Lobby"):
    """What every game shares on Discord."""

    def __init__(self, bot: commands.Bot, services: Services) -> None:
        self.bot = bot
        self.services = services
        self.tables: dict[str, GameTable] = {}
        self.flow = LobbyFlow(services, self.tables)
        self.absence = AbsenceFlow(services, self.tables)
        self.courier = Courier(bot, services, self.tables)
        self._courier_task: asyncio.Task[None] | None = None

    async def cog_load(self) -> None:
        self._courier_task = asyncio.get_running_loop().create_task(self.courier.run())

    async def cog_unload(self) -> None:
        if self._courier_task is not None:
            self._courier_task.cancel()

    def register(self, table: GameTable) -> None:
        """A game's cog offers its game here (see ``cogs/<game>/__init__.py``)."""
        self.tables[table.name] = table

    # -- /games -------------------------------------------------------------------------

    @app_commands.command(name=command_text("commands.games.name"),
                          description=command_text("commands.games.description"))
    @app_commands.guild_only()
    async def games(self, interaction: discord.Interaction) -> None:
        """The games this bot hosts, your games in progress, and how to start one."""
        async with Guard(interaction, "games", "private") as t:
            require_server(interaction)
            await interaction.followup.send(await self.games_text(t, interaction.user.id,
                                                                  interaction.guild_id),
                                            ephemeral=True)

    async def games_text(self, t: Translator, user_id: int, guild_id: int | None,
                         game: str | None = None) -> str:
        """The answer of ``/games`` for ``user_id`` in a server; asked by ``game``'s own
        status where no game of it is played, only that game's way to start one (a
        player of one game is not sent to another's commands), and every game of theirs."""
        lines = [t("lobby.games.title")]
        for name, table in self.tables.items():
            if game not in (None, name):
                continue
            kind = self.services.games.kind(name)
            seats = (str(kind.min_seats) if kind.min_seats == kind.max_seats
                     else f"{kind.min_seats}–{kind.max_seats}")
            start = ", ".join(command_name(t.locale, f"{name}.{verb}") for verb in START_VERBS)
            lines.append(t("lobby.games.game", game=table.title(t), seats=seats, start=start))
        mine = [row for row in await self.services.games.of_user(user_id, guild_id)
                if row.game_kind in self.tables]
        lines.append(t("lobby.games.yours") if mine else t("lobby.games.none"))
        for row in mine:
            waiting = (t("lobby.games.your_move") if await self._awaits(row, user_id)
                       else t("lobby.games.their_move"))
            lines.append(t("lobby.games.line", channel=f"<#{row.channel_id}>",
                           game=self.tables[row.game_kind].title(t), waiting=waiting))
        return "\n".join(lines)[:2000]

    async def _awaits(self, row: GameRow, user_id: int) -> bool:
        """Whether ``row``'s game waits for ``user_id``: their turn, or a decision
        they make at once with others and have not made yet (a draft round)."""
        if row.to_move is not None and row.is_seat_of(user_id, row.to_move):
            return True
        if not row.is_active:
            return False
        try:
            waiting = (await self.services.turns.view(row.id)).waiting
        except ServiceError:  # a damaged record: its own commands say so
            return False
        return any(row.is_seat_of(user_id, seat) for seat in waiting)

    # -- buttons ----------------------------------------------------------------------

    async def on_click(self, interaction: discord.Interaction, custom_id: str) -> None:
        """Every lobby button arrives here (see ``lobby.LobbyButton``)."""
        async with Guard(interaction, f"lobby {custom_id[:100]!r}", "update") as t:
            if parsed := await _parsed(interaction, t, lobby_ids.parse(custom_id)):
                await self.flow.click(interaction, t, parsed)

    async def on_private_panel(self, interaction: discord.Interaction, custom_id: str) -> None:
        """Every game's "my panel" button arrives here (``private.PanelButton``)."""
        await private.open_panel(interaction, custom_id, self.tables)

    async def on_ballot(self, interaction: discord.Interaction, custom_id: str) -> None:
        """Every ballot about an absent player arrives here (``absence.BallotButton``)."""
        async with Guard(interaction, f"ballot {custom_id[:100]!r}", "update") as t:
            if parsed := await _parsed(interaction, t, absence.parse(custom_id)):
                await self.absence.vote(interaction, t, *parsed)

    # -- absent players -----------------------------------------------------------------

    @commands.Cog.listener()
    async def on_raw_member_remove(self, payload: discord.RawMemberRemoveEvent) -> None:
        """A member left the server (sent only with the members intent): they leave
        their open tables and invitations; a game they played alone or only with
        computers ends at once, nobody being left to play it; in their games of
        three or more seats the others are asked at once what to do, and in a game
        of two the other player hears they may claim it now."""
        t = await server_translator(self.bot, payload.guild_id)
        for lobby in await self.services.lobby.depart(payload.guild_id, payload.user.id):
            try:
                channel = await self._channel(lobby.channel_id)
                await self.flow.departed(channel, t, lobby, payload.user.id)
            except discord.HTTPException as error:  # the channel or message is gone
                log.info("table %s not updated after %s left: %s", lobby.id,
                         payload.user.id, error)
        for row in await self.services.games.of_user(payload.user.id, payload.guild_id):
            seat = row.seat_of(payload.user.id)
            if self.services.games.only_person(row, payload.user.id):
                await self._deserted(row, payload.user.id)
            elif _votes_here(row, seat) and row.game_kind in self.tables:
                await self._ask(row, seat, left=True)
            elif len(row.seats) == 2:
                await self._offer_claim(row, payload.user.id, "left")

    async def _ask(self, row: GameRow, seat: int, *, left: bool) -> None:
        try:
            channel = await self._channel(row.channel_id)
            t = await server_translator(self.bot, row.guild_id)
            await self.absence.ask(channel, t, row, seat, left)
        except (discord.HTTPException, ServiceError) as error:
            log.info("game %s: the vote about seat %s not asked: %s", row.id, seat, error)

    async def _deserted(self, row: GameRow, person: int) -> None:
        """End a game whose one person left, and say so where it was played; a game
        that announces its own claims ends its own games (its cog hears departures too)."""
        table = self.tables.get(row.game_kind)
        if table is None or table.announce is not None:
            return
        try:
            ended = await self.services.games.end_deserted(row.id, person)
        except ServiceError as error:  # it ended meanwhile (a last move, the sweeper)
            log.info("game %s not ended after %s left: %s", row.id, person, error)
            return
        await self._last_message(ended, "lobby.deserted", player=f"<@{person}>")

    async def _last_message(self, row: GameRow, key: str, **params: object) -> None:
        """Post an ended game's last message (the text of ``key``, and Rematch) in
        its channel, in the server's language: no interaction asked for it."""
        t = await server_translator(self.bot, row.guild_id)
        try:
            channel = await self._channel(row.channel_id)
            await self.flow.ended(self.bot, channel.send, t, row, t(key, game=row.id, **params))
        except discord.HTTPException as error:  # the channel is gone
            log.info("game %s: its end was not announced: %s", row.id, error)

    async def _offer_claim(self, row: GameRow, absent: int, why: str) -> None:
        """Tell the other player of a two-player game that they may claim it (``why``:
        "available" after the inactivity time, "left" the server), in the game's own
        words, unless the game announces its claims itself or the other is the
        computer (the sweeper claims for it)."""
        table = self.tables.get(row.game_kind)
        waiting = [s.user_id for s in row.seats if s.user_id != absent and not s.is_computer]
        if table is None or table.announce is not None or not waiting:
            return
        t = await server_translator(self.bot, row.guild_id)
        hours = t("bot.hours", count=round(self.services.games.inactivity / 3600))
        try:
            channel = await self._channel(row.channel_id)
            await channel.send(t(f"{table.texts}.claim.{why}", player=f"<@{absent}>",
                                 hours=hours, waiting=" ".join(f"<@{u}>" for u in waiting)))
        except discord.HTTPException as error:
            log.info("game %s: the claim was not offered: %s", row.id, error)

    # -- the sweeper --------------------------------------------------------------------

    async def announce(self, report: SweepReport) -> None:
        """Expired tables lose their buttons; each game hears about its own games,
        or, for a game that does not announce them itself, the claims it may make
        and the forfeits the computer won are told here."""
        for lobby in report.expired_lobbies:
            table = self.tables.get(lobby.game_kind)
            if table is None or (table.own_invitations and lobby.mode == "invitation"):
                continue
            try:
                channel = await self._channel(lobby.channel_id)
                await self.flow.expired(channel, await server_translator(self.bot, lobby.guild_id),
                                        lobby)
            except discord.HTTPException as error:  # the channel or message is gone
                log.info("expiry of table %s not shown: %s", lobby.id, error)
        for row in report.claimable_games:
            if _votes_here(row, row.to_move) and row.game_kind in self.tables:
                await self._ask(row, row.to_move, left=False)
            elif row.to_move is not None:
                await self._offer_claim(row, row.user_at(row.to_move), "available")
        for name, table in self.tables.items():
            if table.announce is not None:
                await table.announce(_only(report, name))
        for row in report.forfeited_games:  # won by the computer: its one person stopped
            table = self.tables.get(row.game_kind)
            if table is not None and table.announce is None:
                await self._last_message(row, "lobby.claimed", player=self.bot.user.mention)

    async def _channel(self, channel_id: int) -> discord.abc.Messageable:
        """A channel or thread, from the cache or else the API."""
        return self.bot.get_channel(channel_id) or await self.bot.fetch_channel(channel_id)


def _votes_here(row: GameRow, seat: int | None) -> bool:
    """Whether the others vote about ``seat``: a person's seat at a table of three or
    more (the computer never stops playing; two players settle it with a claim)."""
    return len(row.seats) >= MIN_SEATS and seat is not None and not row.seats[seat].is_computer


async def _parsed(interaction: discord.Interaction, t: Translator, parsed: T | None) -> T | None:
    """A click's parsed id, from a server; else the user hears the button is stale
    (a table's button belongs to no game yet: ``/games`` shows theirs)."""
    require_server(interaction)
    if parsed is None:
        await tell(interaction, t("errors.stale_table"))
    return parsed


def _only(report: SweepReport, game_kind: str) -> SweepReport:
    """The part of a sweep's report about one game."""
    return SweepReport(
        [lobby for lobby in report.expired_lobbies if lobby.game_kind == game_kind],
        [row for row in report.claimable_games
         if row.game_kind == game_kind and len(row.seats) < MIN_SEATS],
        [row for row in report.forfeited_games if row.game_kind == game_kind],
    )
