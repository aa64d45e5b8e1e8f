"""A game's command group built from its registration: the lobby's verbs
(challenge, open, solo) and what every game answers the same way (status, resign,
claim for games of two seats, leaderboard, stats, export, abort, replay, and review
for a game whose kind offers one).

A game whose turns are played with its own components adds them in its own cog;
this group only needs the game's kind (seat range) and its texts. Command names
and descriptions come from ``commands.<game>.*`` in the catalogues.
"""

from __future__ import annotations

import functools
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from i18n import Translator, command_name
from service import Services
from service.errors import GameOfAnotherKind, NoGameHere
from store.games import GameRow

from .cog import LobbyCog
from .daily import add_daily_command
from .guard import Guard
from .members import gone_from
from .places import place_of, started_alone
from .replay import replay_game
from .replies import publish, require_server, tell
from .review import review_seat
from .standings import NO_PINGS, send_export, send_leaderboard, send_stats
from .tables import GameTable
from .translator import command_text

MAX_INVITED = 4
"""Players one invitation can name (five seats, the host's included)."""
GameNumber = app_commands.Range[int, 1, 2**53]
"""A game's number as a command option (Discord's integers end at 2**53)."""


def game_group(bot: commands.Bot, services: Services, table: GameTable) -> app_commands.Group:
    """``/<game> ...`` for ``table``'s game; add it to the bot's tree."""
    name, kind = table.name, services.games.kind(table.name)

    def text(key: str) -> app_commands.locale_str:
        return command_text(f"commands.{name}.{key}")

    orders = [app_commands.Choice(name=text(f"order.{value}"), value=value)
              for value in ("random", "challenger_first")]

    group = app_commands.Group(name=text("name"), description=text("description"),
                               guild_only=True)
    lobby = bot.get_cog("Lobby")

    @group.command(name=text("challenge.name"), description=text("challenge.description"))
    @app_commands.rename(order=text("order.name"),
                         **{f"player{i}": text(f"challenge.player{i}.name")
                            for i in range(1, MAX_INVITED + 1)})
    @app_commands.describe(order=text("order.description"),
                           **{f"player{i}": text(f"challenge.player{i}.description")
                              for i in range(1, MAX_INVITED + 1)})
    @app_commands.choices(order=orders)
    async def challenge(interaction: discord.Interaction, player1: discord.User,
                        player2: discord.User | None = None,
                        player3: discord.User | None = None,
                        player4: discord.User | None = None,
                        order: app_commands.Choice[str] | None = None) -> None:
        async with Guard(interaction, f"{name} challenge", "private") as t:
            await invite(interaction, t, services, name,
                         [player1, player2, player3, player4], order_option(order))

    # Only as many players as the game seats beside the host can be named.
    for extra in range(kind.max_seats, MAX_INVITED + 1):
        challenge._params.pop(f"player{extra}")

    @group.command(name=text("open.name"), description=text("open.description"))
    @app_commands.rename(seats=text("open.seats.name"), order=text("order.name"))
    @app_commands.describe(seats=text("open.seats.description"),
                           order=text("order.description"))
    @app_commands.choices(order=orders)
    async def open_table(interaction: discord.Interaction,
                         seats: app_commands.Range[int, 2, 5] | None = None,
                         order: app_commands.Choice[str] | None = None) -> None:
        async with Guard(interaction, f"{name} open", "private") as t:
            await open_here(interaction, t, services, name, seats, order_option(order))

    # Discord offers only the seat counts the game allows.
    open_table._params["seats"].max_value = kind.max_seats

    @group.command(name=text("solo.name"), description=text("solo.description"))
    async def solo(interaction: discord.Interaction) -> None:
        async with Guard(interaction, f"{name} solo", "private") as t:
            require_server(interaction)
            row = await services.games.start_solo(
                game_kind=name, place=place_of(interaction), human_id=interaction.user.id,
                computer_id=interaction.client.user.id, level=1, options={})
            await started_alone(interaction, t, services, table, row)

    @group.command(name=text("status.name"), description=text("status.description"))
    @app_commands.rename(game=text("status.game.name"))
    @app_commands.describe(game=text("status.game.description"))
    async def status(interaction: discord.Interaction,
                     game: GameNumber | None = None) -> None:
        async with Guard(interaction, f"{name} status", "private") as t:
            require_server(interaction)
            if game is not None:
                row = await numbered_game(interaction, t, services, name, game, "status")
                if row is not None:
                    await interaction.followup.send(status_text(t, lobby, row), ephemeral=True,
                                                    allowed_mentions=NO_PINGS)
                return
            try:
                row = await services.games.in_channel(interaction.channel_id, name,
                                                      viewer=interaction.user.id)
            except NoGameHere:
                await interaction.followup.send(
                    await lobby.games_text(t, interaction.user.id, interaction.guild_id, name),
                    ephemeral=True)
                return
            await interaction.followup.send(status_text(t, lobby, row), ephemeral=True,
                                            allowed_mentions=NO_PINGS)

    @group.command(name=text("resign.name"), description=text("resign.description"))
    async def resign(interaction: discord.Interaction) -> None:
        async with Guard(interaction, f"{name} resign", "private") as t:
            require_server(interaction)
            await _end_here(interaction, t, services, name, services.games.resign, "lobby.resigned")

    @group.command(name=text("claim.name"), description=text("claim.description"))
    async def claim(interaction: discord.Interaction) -> None:
        async with Guard(interaction, f"{name} claim", "private") as t:
            require_server(interaction)
            await claim_here(interaction, t, services, name)

    # Only two players settle an absence with a claim; larger tables vote.
    if not kind.min_seats <= 2 <= kind.max_seats:
        group.remove_command(claim.name)

    @group.command(name=text("abort.name"), description=text("abort.description"))
    async def abort(interaction: discord.Interaction) -> None:
        async with Guard(interaction, f"{name} abort", "private") as t:
            require_server(interaction)
            perms = interaction.permissions
            if not (perms.manage_messages or perms.manage_threads):
                await tell(interaction, t("errors.moderators_only"))
                return
            await _end_here(interaction, t, services, name, services.games.abort, "lobby.aborted")

    @group.command(name=text("leaderboard.name"), description=text("leaderboard.description"))
    async def leaderboard(interaction: discord.Interaction) -> None:
        async with Guard(interaction, f"{name} leaderboard", "public") as t:
            require_server(interaction)
            await send_leaderboard(interaction, t, services, name)

    @group.command(name=text("stats.name"), description=text("stats.description"))
    @app_commands.rename(player=text("stats.player.name"))
    @app_commands.describe(player=text("stats.player.description"))
    async def stats(interaction: discord.Interaction, player: discord.User | None = None) -> None:
        async with Guard(interaction, f"{name} stats", "public") as t:
            require_server(interaction)
            await send_stats(interaction, t, services, name, player or interaction.user)

    @group.command(name=text("export.name"), description=text("export.description"))
    @app_commands.rename(game=text("export.game.name"))
    @app_commands.describe(game=text("export.game.description"))
    async def export(interaction: discord.Interaction,
                     game: GameNumber | None = None) -> None:
        async with Guard(interaction, f"{name} export", "private") as t:
            require_server(interaction)
            row = await asked_game(interaction, t, services, name, game, "export")
            if row is not None:
                await send_export(interaction, t, services, row, table.texts)

    @group.command(name=text("replay.name"), description=text("replay.description"))
    @app_commands.rename(game=text("replay.game.name"))
    @app_commands.describe(game=text("replay.game.description"))
    async def replay(interaction: discord.Interaction, game: GameNumber | None = None) -> None:
        async with Guard(interaction, f"{name} replay", "private") as t:
            await replay_here(interaction, t, services, name, game)

    if kind.review_thresholds is not None:  # a game opts in through its kind
        @group.command(name=text("review.name"), description=text("review.description"))
        @app_commands.rename(game=text("review.game.name"), player=text("review.player.name"))
        @app_commands.describe(game=text("review.game.description"),
                               player=text("review.player.description"))
        async def review(interaction: discord.Interaction, game: GameNumber | None = None,
                         player: discord.User | None = None) -> None:
            async with Guard(interaction, f"{name} review", "private") as t:
                await review_here(interaction, t, services, name, game, player)

    if kind.daily is not None:
        add_daily_command(group, services, table)
    return group


async def review_here(interaction: discord.Interaction, t: Translator, services: Services,
                      name: str, number: int | None, player: discord.User | None) -> None:
    """``/<game> review``: the review of game ``number`` of this server, else of this
    channel's game (the last one played here), for ``player``'s seat (see
    ``review.review_seat``)."""
    require_server(interaction)
    row = await asked_game(interaction, t, services, name, number, "review")
    if row is not None:
        await review_seat(interaction, t, row, player)


async def replay_here(interaction: discord.Interaction, t: Translator, services: Services,
                      name: str, number: int | None) -> None:
    """``/<game> replay``: the replay of game ``number`` of this server, else of this
    channel's last game, posted for everyone (``replay.replay_game``)."""
    require_server(interaction)
    row = await asked_game(interaction, t, services, name, number, "replay")
    if row is not None:
        await replay_game(interaction, t, row)


async def asked_game(interaction: discord.Interaction, t: Translator, services: Services,
                     name: str, number: int | None, verb: str) -> GameRow | None:
    """The game ``/<name> <verb> [game]`` asks for: game ``number`` of this server
    (``numbered_game``), else the last game of this channel, even ended, as the
    service lets this user see it."""
    if number is None:
        return await services.games.latest_in_channel(interaction.channel_id, name,
                                                      viewer=interaction.user.id)
    return await numbered_game(interaction, t, services, name, number, verb)


async def invite(interaction: discord.Interaction, t: Translator, services: Services,
                 name: str, players: Sequence[discord.User | None],
                 options: dict[str, Any]) -> None:
    """``/<game> challenge``: invite the named players (bots refused) with ``options``
    (a game with options of its own builds its command on this)."""
    require_server(interaction)
    invited = [p for p in players if p is not None]
    bots = [p for p in invited if p.bot]
    if bots:
        await tell(interaction, t("errors.bot_cannot_play", bot=bots[0].mention))
        return
    row = await services.lobby.invite(game_kind=name, place=place_of(interaction),
                                      host_id=interaction.user.id,
                                      invited=[p.id for p in invited], options=options)
    await interaction.client.get_cog("Lobby").flow.post(interaction, t, row)


async def open_here(interaction: discord.Interaction, t: Translator, services: Services,
                    name: str, seats: int | None, options: dict[str, Any]) -> None:
    """``/<game> open``: a table of ``seats`` (the game's least, at least two) here."""
    require_server(interaction)
    kind = services.games.kind(name)
    row = await services.lobby.open(game_kind=name, place=place_of(interaction),
                                    host_id=interaction.user.id,
                                    seats=seats or max(2, kind.min_seats), options=options)
    await interaction.client.get_cog("Lobby").flow.post(interaction, t, row)


async def numbered_game(interaction: discord.Interaction, t: Translator, services: Services,
                        name: str, number: int, verb: str) -> GameRow | None:
    """Game ``number`` of this server, asked with ``/<name> <verb> game:<number>``
    from anywhere (a finished game's thread may hold its rematch now), as the service
    lets this user see it; None once they have heard it is another game's, named with
    that game's own command."""
    try:
        return await services.games.numbered(number, interaction.guild_id, name,
                                             interaction.user.id)
    except GameOfAnotherKind as error:
        other = interaction.client.get_cog("Lobby").tables.get(error.params["game_kind"])
        if other is None:  # a game this bot does not offer: the plain refusal
            raise
        await tell(interaction, t("lobby.other_game", number=number, game=other.title(t),
                                  command=command_name(t.locale, f"{other.name}.{verb}")))
        return None


def status_text(t: Translator, lobby: LobbyCog, row: GameRow) -> str:
    """A game in a few words: its seats in order, the turn, who is to move, the scores."""
    order = lobby.flow.seat_order(t, row)
    if row.to_move is None:
        return t("lobby.status.over", game=row.id, order=order,
                 scores=" · ".join(map(str, row.scores)))
    return t("lobby.status.line", game=row.id, order=order, turn=row.turn + 1,
             player=f"<@{row.user_at(row.to_move)}>")


def order_option(order: app_commands.Choice[str] | None) -> dict[str, str]:
    """The seat order the host chose: random unless they play first (and the others
    in the order they came)."""
    return {"seats": order.value if order else "random"}


async def _end_here(interaction: discord.Interaction, t: Translator, services: Services,
                    name: str, end: Callable[[int, int], Awaitable[GameRow]], text: str) -> None:
    """End this channel's game of `name` (resign, abort) and say so for everyone,
    with the Rematch button after a resignation; its last table loses its buttons."""
    here = await services.games.in_channel(interaction.channel_id, name)
    row = await end(here.id, interaction.user.id)
    await interaction.client.get_cog("Lobby").flow.ended(
        interaction.client, functools.partial(publish, interaction), t, row,
        t(text, player=interaction.user.mention, game=row.id))


async def claim_here(interaction: discord.Interaction, t: Translator, services: Services,
                     name: str) -> None:
    """Win this channel's two-player game of `name` by forfeit: the opponent let the
    time run out, or left the server (asked of the API, so it works without the
    members intent). At a larger table the others vote instead, and are told how."""
    here = await services.games.in_channel(interaction.channel_id, name)
    if len(here.seats) > 2:
        hours = t("bot.hours", count=round(services.games.inactivity / 3600))
        await tell(interaction, t("lobby.claim_vote", game=here.id, hours=hours))
        return
    gone = await gone_from(interaction.guild, here, interaction.user.id)
    row = await services.games.claim_forfeit(here.id, interaction.user.id, departed=gone)
    await interaction.client.get_cog("Lobby").flow.ended(
        interaction.client, functools.partial(publish, interaction), t, row,
        t("lobby.claimed", player=interaction.user.mention, game=row.id))
