"""The ``/amytis`` commands and the one entry point of every Amytis click.

Each command parses its interaction, calls the game service and presents the
result; refusals become one ephemeral line in the user's language. The flows
(challenges, turns, information) live in their own modules.
"""

from __future__ import annotations

import asyncio

import discord
from discord import app_commands
from discord.ext import commands

from cogs.common.catch_up import caught_up
from cogs.common.game_commands import GameNumber, replay_here, review_here
from cogs.common.guard import Guard
from cogs.common.permissions import describe_missing, missing, needed_to_play
from cogs.common.places import place_of
from cogs.common.replies import require_server, tell
from cogs.common.translator import command_text
from i18n import command_name
from service import Services
from service.amytis import GAME_KIND
from service.errors import StaleChoice

from . import ids
from .challenges import SIDE_PRESETS, ChallengeFlow
from .component import COG_NAME
from .computer import LEVELS, ComputerOpponent
from .departures import Departures
from .info import InfoFlow
from .play import TurnFlow
from .presenter import Presenter
from .sweep import SweepAnnouncer


def _text(key: str) -> app_commands.locale_str:
    return command_text(f"commands.amytis.{key}")


LEVEL_CHOICES = [app_commands.Choice(name=_text(f"solo.level.{value}"), value=value)
                 for value in LEVELS]
SIDES_CHOICES = [app_commands.Choice(name=_text(f"challenge.sides.{value}"), value=value)
                 for value in (*SIDE_PRESETS, "custom")]


class AmytisCog(commands.Cog, name=COG_NAME):
    """The Architects of Amytis: challenges, turns with buttons, game information."""

    amytis = app_commands.Group(name="amytis", description=_text("description"), guild_only=True)

    def __init__(self, bot: commands.Bot, services: Services) -> None:
        self.bot = bot
        self.services = services
        self.presenter = Presenter(bot, services.workers)
        self.turns = TurnFlow(services, self.presenter)
        self.challenges = ChallengeFlow(services, self.presenter, self.turns)
        self.announcer = SweepAnnouncer(bot, self.turns)
        self.departures = Departures(services, self.turns, self.announcer)
        self.info = InfoFlow(services, self.presenter, self.turns, self.departures)
        self.computer = ComputerOpponent(bot, services, self.turns)
        self.turns.after_post = self.computer.maybe_play

    async def cog_load(self) -> None:
        self._resume = asyncio.get_running_loop().create_task(self.computer.resume())

    async def cog_unload(self) -> None:
        self._resume.cancel()

    # -- commands -----------------------------------------------------------------

    @amytis.command(name=_text("challenge.name"), description=_text("challenge.description"))
    @app_commands.rename(opponent=_text("challenge.opponent.name"),
                         sides=_text("challenge.sides.name"))
    @app_commands.describe(opponent=_text("challenge.opponent.description"),
                           sides=_text("challenge.sides.description"))
    @app_commands.choices(sides=SIDES_CHOICES)
    async def challenge(self, interaction: discord.Interaction, opponent: discord.User,
                        sides: app_commands.Choice[str] | None = None) -> None:
        """Challenge someone to a game in this channel."""
        async with Guard(interaction, "challenge", "private") as t:
            require_server(interaction)
            if opponent.bot and opponent.id != self.bot.user.id:
                await tell(interaction, t("errors.bot_cannot_play", bot=opponent.mention))
                return
            if not await self._can_play_here(interaction, t):
                return
            preset = sides.value if sides else "A"
            if opponent.id == self.bot.user.id:
                await self.challenges.start_solo(interaction, t, "normal",
                                                 "A" if preset == "custom" else preset)
                return
            self.presenter.remember(interaction.guild_id or 0, interaction.user)
            self.presenter.remember(interaction.guild_id or 0, opponent)
            if preset == "custom":
                await interaction.followup.send(
                    t("amytis.challenge.custom_prompt", opponent=opponent.mention),
                    view=self.challenges.custom_sides_view(t, opponent.id), ephemeral=True)
                return
            await self.challenges.create(interaction, t, opponent.id, preset)

    @amytis.command(name=_text("open.name"), description=_text("open.description"))
    @app_commands.rename(sides=_text("challenge.sides.name"))
    @app_commands.describe(sides=_text("challenge.sides.description"))
    @app_commands.choices(sides=SIDES_CHOICES[:-1])
    async def open(self, interaction: discord.Interaction,
                   sides: app_commands.Choice[str] | None = None) -> None:
        """Open a table in this channel that anyone may join (or the computer)."""
        async with Guard(interaction, "open", "private") as t:
            require_server(interaction)
            if not await self._can_play_here(interaction, t):
                return
            row = await self.services.lobby.open(
                game_kind=GAME_KIND, place=place_of(interaction), host_id=interaction.user.id,
                seats=2, options={"sides": sides.value if sides else "A"})
            await self.bot.get_cog("Lobby").flow.post(interaction, t, row)

    @amytis.command(name=_text("solo.name"), description=_text("solo.description"))
    @app_commands.rename(level=_text("solo.level.name"), sides=_text("challenge.sides.name"))
    @app_commands.describe(level=_text("solo.level.description"),
                           sides=_text("challenge.sides.description"))
    @app_commands.choices(level=LEVEL_CHOICES, sides=SIDES_CHOICES[:-1])
    async def solo(self, interaction: discord.Interaction,
                   level: app_commands.Choice[str] | None = None,
                   sides: app_commands.Choice[str] | None = None) -> None:
        """Play against the computer in this channel."""
        async with Guard(interaction, "solo", "private") as t:
            require_server(interaction)
            if not await self._can_play_here(interaction, t):
                return
            self.presenter.remember(interaction.guild_id or 0, interaction.user)
            await self.challenges.start_solo(interaction, t, level.value if level else "normal",
                                             sides.value if sides else "A")

    async def _can_play_here(self, interaction: discord.Interaction, t) -> bool:
        """Tell the user which permissions the bot lacks here, if any."""
        lacking = missing(interaction.app_permissions, needed_to_play(interaction.channel))
        if lacking:
            await tell(interaction, describe_missing(t, lacking))
        return not lacking

    @amytis.command(name=_text("status.name"), description=_text("status.description"))
    @app_commands.rename(game=_text("status.game.name"))
    @app_commands.describe(game=_text("status.game.description"))
    async def status(self, interaction: discord.Interaction,
                     game: GameNumber | None = None) -> None:
        """Show the game of this channel (or game number ``game``), or your games
        elsewhere."""
        async with Guard(interaction, "status", "private") as t:
            require_server(interaction)
            await self.info.status(interaction, t, game)

    @amytis.command(name=_text("rules.name"), description=_text("rules.description"))
    async def rules(self, interaction: discord.Interaction) -> None:
        """The rules, page by page, with the building sides of the game here."""
        async with Guard(interaction, "rules", "private") as t:
            require_server(interaction)
            await self.info.rules(interaction, t)

    @amytis.command(name=_text("resign.name"), description=_text("resign.description"))
    async def resign(self, interaction: discord.Interaction) -> None:
        """Give up the game of this channel."""
        async with Guard(interaction, "resign", "private") as t:
            require_server(interaction)
            await self.info.end_game(interaction, t, "resign")

    @amytis.command(name=_text("claim.name"), description=_text("claim.description"))
    async def claim(self, interaction: discord.Interaction) -> None:
        """Win by forfeit when the opponent has not moved for too long."""
        async with Guard(interaction, "claim", "private") as t:
            require_server(interaction)
            await self.info.end_game(interaction, t, "claim")

    @amytis.command(name=_text("abort.name"), description=_text("abort.description"))
    async def abort(self, interaction: discord.Interaction) -> None:
        """Moderators: stop the game of this channel; nothing is counted."""
        async with Guard(interaction, "abort", "private") as t:
            require_server(interaction)
            perms = interaction.permissions
            if not (perms.manage_messages or perms.manage_threads):
                await tell(interaction, t("errors.moderators_only"))
                return
            await self.info.end_game(interaction, t, "abort")

    @amytis.command(name=_text("leaderboard.name"), description=_text("leaderboard.description"))
    async def leaderboard(self, interaction: discord.Interaction) -> None:
        """This server's best rated players."""
        async with Guard(interaction, "leaderboard", "public") as t:
            require_server(interaction)
            await self.info.leaderboard(interaction, t)

    @amytis.command(name=_text("stats.name"), description=_text("stats.description"))
    @app_commands.rename(player=_text("stats.player.name"))
    @app_commands.describe(player=_text("stats.player.description"))
    async def stats(self, interaction: discord.Interaction,
                    player: discord.User | None = None) -> None:
        """A player's wins, losses, ties and rating here."""
        async with Guard(interaction, "stats", "public") as t:
            require_server(interaction)
            await self.info.stats(interaction, t, player or interaction.user)

    @amytis.command(name=_text("export.name"), description=_text("export.description"))
    @app_commands.rename(game=_text("export.game.name"))
    @app_commands.describe(game=_text("export.game.description"))
    async def export(self, interaction: discord.Interaction,
                     game: GameNumber | None = None) -> None:
        """The game record of this channel's game (or your last one, or game number
        ``game``), as a JSON file."""
        async with Guard(interaction, "export", "private") as t:
            require_server(interaction)
            await self.info.export(interaction, t, game)

    @amytis.command(name=_text("review.name"), description=_text("review.description"))
    @app_commands.rename(game=_text("review.game.name"), player=_text("review.player.name"))
    @app_commands.describe(game=_text("review.game.description"),
                           player=_text("review.player.description"))
    async def review(self, interaction: discord.Interaction, game: GameNumber | None = None,
                     player: discord.User | None = None) -> None:
        """Each decision of a seat of a finished game, judged by the computer."""
        async with Guard(interaction, "review", "private") as t:
            await review_here(interaction, t, self.services, GAME_KIND, game, player)

    @amytis.command(name=_text("replay.name"), description=_text("replay.description"))
    @app_commands.rename(game=_text("replay.game.name"))
    @app_commands.describe(game=_text("replay.game.description"))
    async def replay(self, interaction: discord.Interaction,
                     game: GameNumber | None = None) -> None:
        """A finished game as an animation, posted for everyone here."""
        async with Guard(interaction, "replay", "private") as t:
            await replay_here(interaction, t, self.services, GAME_KIND, game)

    @commands.Cog.listener()
    async def on_raw_member_remove(self, payload: discord.RawMemberRemoveEvent) -> None:
        """A member left the server (sent only with the members intent): their
        games need not wait for them."""
        await self.departures.member_left(payload.guild_id, payload.user.id)

    # -- components -----------------------------------------------------------------

    async def on_component(self, interaction: discord.Interaction, custom_id: str) -> None:
        """Every Amytis click arrives here (see ``component.AmytisComponent``)."""
        parsed = ids.parse(custom_id.removeprefix(f"{ids.PREFIX}:"))
        async with Guard(interaction, f"component {custom_id[:100]!r}", "update") as t:
            require_server(interaction)
            if parsed is None or not _made_by_us(interaction, parsed):
                await tell(interaction, t("errors.stale_component",
                                          status=command_name(t.locale, f"{GAME_KIND}.status")))
                return
            self.presenter.remember(interaction.guild_id or 0, interaction.user)
            try:
                await self._route(interaction, t, parsed)
            except StaleChoice:
                if not await caught_up(interaction, t, self.services.turns, parsed.numbers[0],
                                       self.turns.redraw):
                    raise

    async def _route(self, interaction: discord.Interaction, t, cid: ids.ComponentId) -> None:
        action, numbers = cid.action, cid.numbers
        if action in ids.GAME_ACTIONS:
            self.computer.remember_locale(numbers[0], t.locale)
        at = numbers[:3] if action in ids.TURN_ACTIONS else None
        if action in ("stack", "cell"):
            await self.turns.select(interaction, t, at, action, numbers[3])
        elif action == "palace":
            await self.turns.select(interaction, t, at, action, cid.text)
        elif action == "back":
            await self.turns.back(interaction, t, at)
        elif action == "confirm":
            await self.turns.confirm(interaction, t, at)
        elif action == "favor":
            # a select always sends one value; a crafted one may send none (refused)
            await self.turns.favor(interaction, t, at, (_values(interaction) or [""])[0])
        elif action == "accept":
            await self.challenges.accept(interaction, t, numbers[0])
        elif action in ("decline", "cancel"):
            await self.challenges.answer(interaction, t, numbers[0], action)
        elif action == "sides":
            await self.challenges.custom_sides_chosen(interaction, t, numbers[0],
                                                      _values(interaction))
        elif action == "rematch":
            await self.challenges.rematch(interaction, t, numbers[0])
        else:  # "rules"
            await self.info.rules_page(interaction, t, numbers[0], cid.text)


def _made_by_us(interaction: discord.Interaction, cid: ids.ComponentId) -> bool:
    """Whether the id sits where the bot would have put it: a select action on a
    select, a button action on a button, a private action on a private message.
    A crafted client can put any id anywhere."""
    is_select = (interaction.data or {}).get("component_type") == discord.ComponentType.select.value
    if (cid.action in ids.SELECT_ACTIONS) != is_select:
        return False
    message = interaction.message
    private = message is not None and message.flags.ephemeral
    return cid.action not in ids.PRIVATE_ACTIONS or private


def _values(interaction: discord.Interaction) -> list[str]:
    return list((interaction.data or {}).get("values", []))
