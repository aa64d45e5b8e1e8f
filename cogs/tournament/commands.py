"""``/tournament``: create, join, leave, start, the standings and pairings, the list,
and the managers' remove, pause, resume, extend, end and cancel. The games offered
are the lobby's registered tables; names and descriptions come from
``commands.tournament.*`` in the catalogues."""

from __future__ import annotations

import functools
from collections.abc import Awaitable, Callable

import discord
from discord import app_commands

from cogs.common.guard import Guard
from cogs.common.translator import command_text
from service.tournament_rounds import FORMATS

from .cog import TournamentCog

Number = app_commands.Range[int, 1, 2**53]
"""A tournament's number as a command option (Discord's integers end at 2**53)."""
Hours = app_commands.Range[float, 0.0, 24.0 * 90]


def _text(key: str) -> app_commands.locale_str:
    return command_text(f"commands.tournament.{key}")


def tournament_group(cog: TournamentCog) -> app_commands.Group:
    """The ``/tournament`` group; add it to the bot's tree."""
    tables = cog.bot.get_cog("Lobby").tables
    games = [app_commands.Choice(name=command_text(f"{table.texts}.name"), value=name)
             for name, table in tables.items()]
    formats = [app_commands.Choice(name=_text(f"create.format.{value}"), value=value)
               for value in FORMATS]
    best_of = [app_commands.Choice(name=_text(f"create.best_of.{n}"), value=n) for n in (1, 3)]
    group = app_commands.Group(name=_text("name"), description=_text("description"),
                               guild_only=True)
    picked = {"tournament": _text("tournament.name")}
    picked_help = {"tournament": _text("tournament.description")}

    @group.command(name=_text("create.name"), description=_text("create.description"))
    @app_commands.rename(**{name: _text(f"create.{name}.name") for name in (
        "game", "format", "hours", "seats", "rounds", "rated", "options", "starts_in", "cap",
        "minimum", "best_of", "manager_role")})
    @app_commands.describe(**{name: _text(f"create.{name}.description") for name in (
        "game", "format", "hours", "seats", "rounds", "rated", "options", "starts_in", "cap",
        "minimum", "best_of", "manager_role")})
    @app_commands.choices(game=games, format=formats, best_of=best_of)
    @app_commands.autocomplete(options=cog.option_choices)
    async def create(interaction: discord.Interaction, game: app_commands.Choice[str],
                     format: app_commands.Choice[str], hours: Hours = 72.0,
                     seats: app_commands.Range[int, 2, 5] | None = None,
                     rounds: app_commands.Range[int, 1, 30] | None = None,
                     rated: bool = False, options: str | None = None,
                     starts_in: Hours | None = None,
                     cap: app_commands.Range[int, 2, 4096] | None = None,
                     minimum: app_commands.Range[int, 2, 4096] | None = None,
                     best_of: app_commands.Choice[int] | None = None,
                     manager_role: discord.Role | None = None) -> None:
        async with Guard(interaction, "tournament create", "private") as t:
            await cog.create(interaction, t, game=game.value, format=format.value, hours=hours,
                             seats=seats, rounds=rounds, rated=rated, options=options,
                             starts_in=starts_in, cap=cap, minimum=minimum,
                             best_of=best_of.value if best_of else 1,
                             manager_role=manager_role)

    def on_one(verb: str, run: Callable[..., Awaitable[None]]) -> None:
        """``/tournament <verb> tournament``: a step that takes the tournament alone."""
        @group.command(name=_text(f"{verb}.name"), description=_text(f"{verb}.description"))
        @app_commands.rename(**picked)
        @app_commands.describe(**picked_help)
        @app_commands.autocomplete(tournament=cog.choices)
        async def command(interaction: discord.Interaction, tournament: Number) -> None:
            async with Guard(interaction, f"tournament {verb}", "private") as t:
                await run(interaction, t, verb, tournament)

    for verb in ("join", "leave", "start"):
        on_one(verb, functools.partial(cog.signed, clicked=False))
    for verb in ("pause", "resume", "end", "cancel"):
        on_one(verb, cog.manage)

    @group.command(name=_text("remove.name"), description=_text("remove.description"))
    @app_commands.rename(player=_text("remove.player.name"), **picked)
    @app_commands.describe(player=_text("remove.player.description"), **picked_help)
    @app_commands.autocomplete(tournament=cog.choices)
    async def remove(interaction: discord.Interaction, tournament: Number,
                     player: discord.User) -> None:
        async with Guard(interaction, "tournament remove", "private") as t:
            await cog.manage(interaction, t, "remove", tournament, player=player)

    @group.command(name=_text("extend.name"), description=_text("extend.description"))
    @app_commands.rename(hours=_text("extend.hours.name"), **picked)
    @app_commands.describe(hours=_text("extend.hours.description"), **picked_help)
    @app_commands.autocomplete(tournament=cog.choices)
    async def extend(interaction: discord.Interaction, tournament: Number,
                     hours: Hours) -> None:
        async with Guard(interaction, "tournament extend", "private") as t:
            await cog.manage(interaction, t, "extend", tournament, hours=hours)

    @group.command(name=_text("standings.name"), description=_text("standings.description"))
    @app_commands.rename(**picked)
    @app_commands.describe(**picked_help)
    @app_commands.autocomplete(tournament=cog.choices)
    async def standings(interaction: discord.Interaction, tournament: Number | None = None,
                        ) -> None:
        async with Guard(interaction, "tournament standings", "private") as t:
            await cog.standings(interaction, t, tournament)

    @group.command(name=_text("pairings.name"), description=_text("pairings.description"))
    @app_commands.rename(round=_text("pairings.round.name"), **picked)
    @app_commands.describe(round=_text("pairings.round.description"), **picked_help)
    @app_commands.autocomplete(tournament=cog.choices)
    async def pairings(interaction: discord.Interaction, tournament: Number | None = None,
                       round: app_commands.Range[int, 1, 64] | None = None) -> None:
        async with Guard(interaction, "tournament pairings", "private") as t:
            await cog.pairings(interaction, t, tournament, round)

    @group.command(name=_text("list.name"), description=_text("list.description"))
    async def listing(interaction: discord.Interaction) -> None:
        async with Guard(interaction, "tournament list", "private") as t:
            await cog.listing(interaction, t)

    return group
