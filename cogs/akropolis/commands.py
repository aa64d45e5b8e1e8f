"""What ``/akropolis`` adds to the shared group: ``solo`` with the Architect's level,
the long game and the variants; ``city`` to see any seat's city at full size."""

from __future__ import annotations

import io

import discord
from discord import app_commands
from discord.ext import commands

from cogs.common.game_commands import started_alone
from cogs.common.guard import Guard
from cogs.common.places import place_of
from cogs.common.replies import require_server, tell
from cogs.common.tables import GameTable
from cogs.common.translator import command_text
from engine.akropolis import ARCHITECT_LEVELS
from render.akropolis import render_city
from service import Services
from service.akropolis import GAME_KIND
from service.errors import NotAPlayer

from .options import parse_variants
from .play import TurnFlow


def _text(key: str) -> app_commands.locale_str:
    return command_text(f"commands.akropolis.{key}")


ARCHITECTS = [app_commands.Choice(name=_text(f"solo.architect.{level}"), value=level)
              for level in ARCHITECT_LEVELS]


def add_commands(group: app_commands.Group, bot: commands.Bot, services: Services,
                 table: GameTable, flow: TurnFlow) -> None:
    """Replace the shared ``solo`` with Akropolis's own and add ``city``."""
    group.remove_command("solo")

    @group.command(name=_text("solo.name"), description=_text("solo.description"))
    @app_commands.rename(architect=_text("solo.architect.name"), long=_text("long.name"),
                         variants=_text("variants.name"))
    @app_commands.describe(architect=_text("solo.architect.description"),
                           long=_text("long.description"),
                           variants=_text("variants.description"))
    @app_commands.choices(architect=ARCHITECTS)
    async def solo(interaction: discord.Interaction,
                   architect: app_commands.Choice[str] | None = None,
                   long: bool | None = None, variants: str | None = None) -> None:
        async with Guard(interaction, "akropolis solo", "private") as t:
            require_server(interaction)
            chosen, unknown = parse_variants(variants)
            if unknown is not None:
                await tell(interaction, t("akropolis_play.options.bad_variant", name=unknown[:40]))
                return
            options = {"architect": architect.value if architect else ARCHITECT_LEVELS[0],
                       "long": bool(long), "variants": chosen}
            row = await services.games.start_solo(
                game_kind=GAME_KIND, place=place_of(interaction), human_id=interaction.user.id,
                computer_id=bot.user.id, level=1, options=options)
            await started_alone(interaction, t, services, table, row)

    @group.command(name=_text("city.name"), description=_text("city.description"))
    @app_commands.rename(player=_text("city.player.name"))
    @app_commands.describe(player=_text("city.player.description"))
    async def city(interaction: discord.Interaction, player: discord.User | None = None) -> None:
        async with Guard(interaction, "akropolis city", "private") as t:
            require_server(interaction)
            row = await services.games.latest_in_channel(interaction.channel_id, GAME_KIND)
            whose = player or interaction.user
            seat = row.seat_of(whose.id)
            if seat is None:
                raise NotAPlayer(game_id=row.id, user_id=whose.id)
            game = (await services.turns.view(row.id)).game
            names = await flow.names(t, row)
            data = render_city(game.public_view(), seat, t.locale, names)
            await interaction.followup.send(
                t("akropolis_play.city", player=names[seat]), ephemeral=True,
                file=discord.File(io.BytesIO(data), filename="akropolis-city.png"))
