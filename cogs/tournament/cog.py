"""The tournaments' cog: the sign-up buttons, what ``/tournament`` asks of the
service, and the sweeper's report. Rounds, threads and the podium are ``Rounds``'."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from cogs.common.guard import Guard
from cogs.common.permissions import THREAD_CREATION, describe_missing, missing
from cogs.common.places import place_of
from cogs.common.replies import publish, require_server, tell, translator_for
from i18n import Translator
from service import Services, SweepReport
from service.errors import TournamentNotFound
from service.tournament_rounds import TABLES
from store.tournaments import TournamentRow

from . import ids, notices
from .inputs import is_moderator, options_text, parse_options, roles_of
from .rounds import Rounds
from .sheets import pairings_files, standings_files
from .texts import (
    COG_NAME,
    closed_content,
    describe,
    list_line,
    signup_content,
    signup_view,
    when,
)

HOUR = 3600.0
MAX_LISTED = 20
"""Tournaments ``/tournament list`` shows, newest first."""
OPEN = ("signup", "running", "paused")
ACTS_ON = {"join": ("signup",), "leave": ("signup",), "start": ("signup",),
           "pause": ("running",), "resume": ("paused",), "extend": ("running", "paused"),
           "end": ("running", "paused"), "remove": OPEN, "cancel": OPEN}
"""The tournaments each command offers as it is typed, by their status; the others
(standings, pairings) offer every one, finished ones too."""


class TournamentCog(commands.Cog, name=COG_NAME):
    """Tournaments on Discord, for every game the bot offers."""

    def __init__(self, bot: commands.Bot, services: Services) -> None:
        self.bot = bot
        self.services = services
        self.rounds = Rounds(bot, services)
        self._task: asyncio.Task[None] | None = None

    async def cog_load(self) -> None:
        self._task = asyncio.create_task(self.rounds.run(), name="tournament rounds")

    async def cog_unload(self) -> None:
        if self._task is not None:
            self._task.cancel()

    async def swept(self, report: SweepReport) -> None:
        """The tournaments' part of a sweep's report."""
        await notices.swept(self.rounds, report.tournaments)

    def title(self, t: Translator, row: TournamentRow) -> str:
        """The tournament's game, named in the reader's language."""
        return self.rounds.game_title(t, row.game_kind)

    # -- sign-up ---------------------------------------------------------------------

    async def create(self, interaction: discord.Interaction, t: Translator, *, game: str,
                     format: str, hours: float, seats: int | None, rounds: int | None,
                     rated: bool, options: str | None, starts_in: float | None,
                     cap: int | None, minimum: int | None, best_of: int,
                     manager_role: discord.Role | None) -> None:
        """``/tournament create``: open sign-up here and post the sign-up message."""
        require_server(interaction)
        if not isinstance(interaction.channel, discord.TextChannel):
            # each game gets a thread, which only a server's text channel has
            await tell(interaction, t("tournament.needs_channel"))
            return
        lacking = missing(interaction.app_permissions, THREAD_CREATION)
        if lacking:
            await tell(interaction, describe_missing(t, lacking))
            return
        kind = self.services.games.kind(game)
        if seats is None:
            seats = 2 if format != TABLES else max(3, min(4, kind.max_seats))
        chosen = parse_options(options)
        for key, value in kind.normalize_options({}, max(kind.min_seats, 2)).items():
            if isinstance(value, list) and isinstance(chosen.get(key), str):
                chosen[key] = [chosen[key]]  # one item of a list option: "variants=house"
        now = self.services.games.clock.now()
        row = await self.services.tournaments.create(
            place=place_of(interaction), host_id=interaction.user.id, game_kind=game,
            format=format, round_seconds=hours * HOUR, seats=seats, rounds=rounds or 3,
            options=chosen, best_of=best_of, rated=rated, cap=cap,
            minimum=minimum, starts_at=None if starts_in is None else now + starts_in * HOUR,
            manager_role_id=manager_role.id if manager_role else None)
        name = self.title(t, row)
        posted = await publish(interaction, content=signup_content(t, name, row, []),
                               view=signup_view(t, row))
        # a crash before this line leaves it unrecorded: its first click records it,
        # and the podium is owed all the same (closed_out, not the message, marks it)
        await self.services.tournaments.set_message(row.id, posted.id)

    async def signed(self, interaction: discord.Interaction, t: Translator, action: str,
                     tournament_id: int, *, clicked: bool) -> None:
        """Join, Leave or Start, from a button (``clicked``: the sign-up message is
        edited in place) or a command (a private line, and the message edited)."""
        require_server(interaction)
        self.rounds.remember(interaction.user)
        tournaments = self.services.tournaments
        if action == "start":
            row = await tournaments.start(tournament_id, await self.acting(interaction,
                                                                           tournament_id),
                                          roles_of(interaction))
        elif action == "join":
            await self.here(interaction, tournament_id)
            row = await tournaments.join(tournament_id, interaction.user.id)
        else:
            await self.here(interaction, tournament_id)
            row = await tournaments.leave(tournament_id, interaction.user.id)
        if clicked and row.message_id is None and interaction.message is not None:
            # the process that posted it died before recording it: edits need it
            await tournaments.set_message(row.id, interaction.message.id)
        name = self.title(t, row)
        view: discord.ui.View | None = None
        if row.status == "signup":
            content = signup_content(t, name, row, await tournaments.entrants(row.id))
            view = signup_view(t, row)
        else:
            content = closed_content(t, name, row)
        if clicked:
            await interaction.edit_original_response(content=content, view=view)
        else:
            await self._edit_signup(row, content, view)
        if action == "start":
            await self.rounds.seat_or_wait(row.id)
        if not clicked:
            await tell(interaction, t(f"tournament.done.{action}", number=row.id))

    async def _edit_signup(self, row: TournamentRow, content: str,
                           view: discord.ui.View | None) -> None:
        if row.message_id is None:
            return
        channel = await self.rounds.channel(row.channel_id)
        with contextlib.suppress(discord.HTTPException):  # deleted: the step still counts
            await channel.get_partial_message(row.message_id).edit(content=content, view=view)

    async def on_click(self, interaction: discord.Interaction, custom_id: str) -> None:
        """Join, Leave or Start on a sign-up message."""
        async with Guard(interaction, f"tournament {custom_id[:100]!r}", "update") as t:
            parsed = ids.parse(custom_id)
            if parsed is None:
                await tell(interaction, t("tournament.stale"))
                return
            await self.signed(interaction, t, parsed.action, parsed.tournament_id,
                              clicked=True)

    # -- managing ----------------------------------------------------------------------

    async def manage(self, interaction: discord.Interaction, t: Translator, action: str,
                     tournament_id: int, **extra: Any) -> None:
        """Remove, pause, resume, extend, end or cancel, as the host or a manager: said
        in the tournament's channel for everyone, then whatever it opened or ended
        is posted (a next round, the podium)."""
        require_server(interaction)
        tournaments = self.services.tournaments
        user, roles = await self.acting(interaction, tournament_id), roles_of(interaction)
        steps: dict[str, Callable[[], Awaitable[Any]]] = {
            "remove": lambda: tournaments.remove(tournament_id, user, extra["player"].id, roles),
            "pause": lambda: tournaments.pause(tournament_id, user, roles),
            "resume": lambda: tournaments.resume(tournament_id, user, roles),
            "extend": lambda: tournaments.extend(tournament_id, user,
                                                 extra.get("hours", 0.0) * HOUR, roles),
            "end": lambda: tournaments.end_early(tournament_id, user, roles),
            "cancel": lambda: tournaments.cancel(tournament_id, user, roles),
        }
        playing = []
        if action == "remove":
            playing = await notices.games_of(self.rounds, tournament_id, extra["player"].id)
        await steps[action]()
        row = await tournaments.get(tournament_id)
        deadline = ""
        if row.current_round:
            deadline = when((await tournaments.rounds(row.id))[-1].deadline)
        player = extra["player"].mention if "player" in extra else ""
        text = t(f"tournament.done.{action}", number=row.id, host=interaction.user.mention,
                 player=player, deadline=deadline)
        channel = await self.rounds.channel(row.channel_id)
        await channel.send(text)
        await notices.after_removal(self.rounds, row, playing,
                                    extra["player"].id if playing else 0)
        if row.status == "signup":
            await self._edit_signup(row, signup_content(t, self.title(t, row), row,
                                                        await tournaments.entrants(row.id)),
                                    signup_view(t, row))
        await self.rounds.seat_or_wait(row.id)
        await self.rounds.close_out(row.id)
        await tell(interaction, "✅")  # the line itself is in the tournament's channel

    async def acting(self, interaction: discord.Interaction, tournament_id: int) -> int:
        """Who the service hears act: the member, or for a moderator the host (the
        service knows only the host and the tournament's manager role)."""
        row = await self.here(interaction, tournament_id)
        return row.host_id if is_moderator(interaction) else interaction.user.id

    async def here(self, interaction: discord.Interaction, tournament_id: int) -> TournamentRow:
        """Tournament ``tournament_id`` if it is this server's: numbers are shared by
        every server, and another's is as unknown here as a number never given."""
        row = await self.services.tournaments.get(tournament_id)
        if row.guild_id != interaction.guild_id:
            raise TournamentNotFound(tournament_id=tournament_id)
        return row

    # -- reading -----------------------------------------------------------------------

    async def newest(self, interaction: discord.Interaction, t: Translator,
                     tournament_id: int | None) -> TournamentRow | None:
        """The tournament asked for, else the server's newest; None once the user has
        heard the server has none."""
        if tournament_id is not None:
            return await self.here(interaction, tournament_id)
        rows = await self.services.tournaments.in_guild(interaction.guild_id or 0)
        if not rows:
            await tell(interaction, t("tournament.list.none"))
            return None
        return rows[0]

    async def standings(self, interaction: discord.Interaction, t: Translator,
                        tournament_id: int | None) -> None:
        """``/tournament standings``: the standings image, for everyone (acknowledged
        privately, so a refusal stays private)."""
        require_server(interaction)
        row = await self.newest(interaction, t, tournament_id)
        if row is None:
            return
        results = await self.services.tournaments.results(row.id)
        names = await self.rounds.names(row.guild_id, [s.player for s in results.standings])
        name = self.title(t, row)
        files = await standings_files(self.services, t, name, results, names)
        await publish(interaction, content=t("tournament.standings", number=row.id) + "\n"
                      + describe(t, name, row), files=files,
                      allowed_mentions=discord.AllowedMentions.none())

    async def pairings(self, interaction: discord.Interaction, t: Translator,
                       tournament_id: int | None, number: int | None) -> None:
        """``/tournament pairings``: a round's tables (the current one by default)."""
        require_server(interaction)
        row = await self.newest(interaction, t, tournament_id)
        if row is None:
            return
        rounds = await self.services.tournaments.rounds(row.id)
        number = number or row.current_round
        if not 1 <= number <= len(rounds):
            await tell(interaction, t("tournament.no_round", number=row.id))
            return
        tables = await self.services.tournaments.pairings(row.id, number)
        names = await self.rounds.names(row.guild_id, {p for x in tables for p in x.players}
                                        | set(rounds[number - 1].byes))
        name = self.title(t, row)
        files = await pairings_files(self.services, t, name, row, rounds[number - 1], tables,
                                     names)
        await publish(interaction, content=t("tournament.pairings", number=row.id, round=number)
                      + "\n" + describe(t, name, row), files=files,
                      allowed_mentions=discord.AllowedMentions.none())

    async def listing(self, interaction: discord.Interaction, t: Translator) -> None:
        """``/tournament list``: the server's tournaments, finished ones with winners."""
        require_server(interaction)
        rows = await self.services.tournaments.in_guild(interaction.guild_id or 0)
        lines = [t("tournament.list.title")] if rows else [t("tournament.list.none")]
        for row in rows[:MAX_LISTED]:
            players = len(await self.services.tournaments.entrants(row.id))
            winners: list[int] = []
            if row.status == "finished":
                results = await self.services.tournaments.results(row.id)
                winners = [s.player for s in results.podium if s.rank == 1]
            lines.append(list_line(t, self.title(t, row), row, players, winners))
        await interaction.followup.send("\n".join(lines)[:2000], ephemeral=True,
                                        allowed_mentions=discord.AllowedMentions.none())

    async def option_choices(self, interaction: discord.Interaction,
                             current: str) -> list[app_commands.Choice[str]]:
        """Autocomplete of ``options``: what was typed, and the chosen game's own
        options at their defaults as ``key=value`` (so a host learns their names)."""
        game = getattr(interaction.namespace, "game", None)
        found = [current.strip()] if current.strip() else []
        if game in self.services.games.kinds:
            kind = self.services.games.kind(game)
            defaults = kind.normalize_options({}, max(2, kind.min_seats))
            found.append(options_text(defaults))
        return [app_commands.Choice(name=text[:100], value=text[:100])
                for text in dict.fromkeys(found) if text]

    async def choices(self, interaction: discord.Interaction,
                      current: str) -> list[app_commands.Choice[int]]:
        """Autocomplete: the server's tournaments the command can act on (sign-up open
        for join, running for pause...), newest first, by number or words."""
        if interaction.guild_id is None:
            return []
        t = translator_for(interaction)
        wanted = ACTS_ON.get(getattr(interaction.command, "name", ""))
        found = []
        for row in await self.services.tournaments.in_guild(interaction.guild_id):
            if wanted is not None and row.status not in wanted:
                continue
            label = f"#{row.id} · {self.title(t, row)} · {t(f'tournament.format.{row.format}')}"
            label += f" · {t(f'tournament.status.{row.status}')}"
            if current.strip().lstrip("#").lower() in label.lower():
                found.append(app_commands.Choice(name=label[:100], value=row.id))
        return found[:25]

