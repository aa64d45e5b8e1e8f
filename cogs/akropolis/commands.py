"""What ``/akropolis`` adds to the shared group: ``solo`` with the Architect's level,
the long game and the variants; ``city`` to see any seat's city at full size."""

from __future__ import annotations

import io
import json
from collections.abc import Sequence

import discord
from discord import app_commands
from discord.ext import commands

from cogs.common.game_commands import invite, open_here, order_option, started_alone
from cogs.common.guard import Guard
from cogs.common.places import place_of
from cogs.common.replies import require_server, tell
from cogs.common.table_status import add_status_command
from cogs.common.tables import GameTable
from cogs.common.translator import command_text
from engine.akropolis import ARCHITECT_LEVELS, ArchitectCity
from render.akropolis import render_city
from service import Services
from service.akropolis import GAME_KIND
from service.errors import NoGameHere, NotAPlayer

from . import ids
from .component import controls
from .options import parse_variants
from .play import TurnFlow
from .rules import PAGES, rules_embed


def _text(key: str) -> app_commands.locale_str:
    return command_text(f"commands.akropolis.{key}")


LONG_GAME_PLAYERS = 3
"""The long game is for 1 to 3 players (rules, section 4)."""
ORDERS = [app_commands.Choice(name=_text(f"order.{value}"), value=value)
           for value in ("random", "challenger_first")]
ARCHITECTS = [app_commands.Choice(name=_text(f"solo.architect.{level}"), value=level)
              for level in ARCHITECT_LEVELS]


def add_commands(group: app_commands.Group, bot: commands.Bot, services: Services,
                 table: GameTable, flow: TurnFlow) -> None:
    """Replace the shared ``challenge``, ``open`` and ``solo`` with Akropolis's own,
    which add the long game and the variants (and the Architect's level), and
    ``status`` with one that shows the table (``status``); add ``city``."""
    for verb in ("challenge", "open", "solo"):
        group.remove_command(verb)

    async def options_of(interaction: discord.Interaction, t, long: bool | None,
                         variants: str | None, players: int) -> dict | None:
        """The options typed, or None once what is wrong with them has been told."""
        if long and players > LONG_GAME_PLAYERS:
            await tell(interaction, t("akropolis_play.options.long_too_many"))
            return None
        chosen, unknown = parse_variants(variants)
        if unknown is not None:
            await tell(interaction, t("akropolis_play.options.bad_variant", name=unknown[:40]))
            return None
        return {"long": bool(long), "variants": chosen}

    @group.command(name=_text("challenge.name"), description=_text("challenge.description"))
    @app_commands.rename(order=_text("order.name"), long=_text("long.name"),
                         variants=_text("variants.name"),
                         **{f"player{i}": _text(f"challenge.player{i}.name") for i in (1, 2, 3)})
    @app_commands.describe(order=_text("order.description"), long=_text("long.description"),
                           variants=_text("variants.description"),
                           **{f"player{i}": _text(f"challenge.player{i}.description")
                              for i in (1, 2, 3)})
    @app_commands.choices(order=ORDERS)
    async def challenge(interaction: discord.Interaction, player1: discord.User,
                        player2: discord.User | None = None,
                        player3: discord.User | None = None,
                        order: app_commands.Choice[str] | None = None,
                        long: bool | None = None, variants: str | None = None) -> None:
        async with Guard(interaction, "akropolis challenge", "private") as t:
            players = 1 + sum(p is not None for p in (player1, player2, player3))
            options = await options_of(interaction, t, long, variants, players)
            if options is not None:
                await invite(interaction, t, services, GAME_KIND, [player1, player2, player3],
                             {**order_option(order), **options})

    @group.command(name=_text("open.name"), description=_text("open.description"))
    @app_commands.rename(seats=_text("open.seats.name"), order=_text("order.name"),
                         long=_text("long.name"), variants=_text("variants.name"))
    @app_commands.describe(seats=_text("open.seats.description"),
                           order=_text("order.description"), long=_text("long.description"),
                           variants=_text("variants.description"))
    @app_commands.choices(order=ORDERS)
    async def open_table(interaction: discord.Interaction,
                         seats: app_commands.Range[int, 2, 4] | None = None,
                         order: app_commands.Choice[str] | None = None,
                         long: bool | None = None, variants: str | None = None) -> None:
        async with Guard(interaction, "akropolis open", "private") as t:
            options = await options_of(interaction, t, long, variants, seats or 2)
            if options is not None:
                await open_here(interaction, t, services, GAME_KIND, seats,
                                {**order_option(order), **options})

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
            options = await options_of(interaction, t, long, variants, 1)
            if options is None:
                return
            options["architect"] = architect.value if architect else ARCHITECT_LEVELS[0]
            row = await services.games.start_solo(
                game_kind=GAME_KIND, place=place_of(interaction), human_id=interaction.user.id,
                computer_id=bot.user.id, level=1, options=options)
            await started_alone(interaction, t, services, table, row)

    add_status_command(group, services, GAME_KIND, flow)

    @group.command(name=_text("rules.name"), description=_text("rules.description"))
    async def rules(interaction: discord.Interaction) -> None:
        async with Guard(interaction, "akropolis rules", "private") as t:
            require_server(interaction)
            try:
                row = await services.games.latest_in_channel(interaction.channel_id, GAME_KIND)
                variants = json.loads(row.record)["variants"]
            except NoGameHere:
                variants = []
            await interaction.followup.send(**rules_page(t, 0, variants), ephemeral=True)

    @group.command(name=_text("city.name"), description=_text("city.description"))
    @app_commands.rename(player=_text("city.player.name"), architect=_text("city.architect.name"))
    @app_commands.describe(player=_text("city.player.description"),
                           architect=_text("city.architect.description"))
    async def city(interaction: discord.Interaction, player: discord.User | None = None,
                   architect: bool | None = None) -> None:
        async with Guard(interaction, "akropolis city", "private") as t:
            require_server(interaction)
            row = await services.games.latest_in_channel(interaction.channel_id, GAME_KIND,
                                                         viewer=interaction.user.id)
            view = (await services.turns.view(row.id)).game.public_view()
            whose = player or interaction.user
            if architect or whose.id == interaction.client.user.id:
                # The Architect has no seat of its own: its city follows the player's.
                seat = next((i for i, c in enumerate(view.cities)
                             if isinstance(c, ArchitectCity)), None)
                if seat is None:
                    await tell(interaction, t("akropolis_play.no_architect"))
                    return
                caption, names = t("akropolis_play.city_architect"), None
            else:
                seat = row.seat_of(whose.id)
                if seat is None:
                    raise NotAPlayer(game_id=row.id, user_id=whose.id)
                names = await flow.names(t, row)
                caption = t("akropolis_play.city", player=names[seat])
            data = render_city(view, seat, t.locale, names)
            await interaction.followup.send(
                caption, ephemeral=True,
                file=discord.File(io.BytesIO(data), filename="akropolis-city.png"))


INITIALS = {"h": "house", "m": "market", "b": "barracks", "t": "temple", "g": "garden"}
"""The variants in a rules button's id, one letter each (ids are short)."""


def rules_page(t, page: int, variants: Sequence[str]) -> dict:
    """A page of the rules with its Previous and Next buttons (a private message)."""
    letters = "".join(letter for letter, name in INITIALS.items() if name in variants)
    buttons = []
    if page > 0:
        buttons.append(discord.ui.Button(custom_id=ids.make(ids.RULES, 0, 0, 0, page - 1, letters),
                                         emoji="◀️", label=t("akropolis_play.controls.previous")))
    if page < len(PAGES) - 1:
        buttons.append(discord.ui.Button(custom_id=ids.make(ids.RULES, 0, 0, 0, page + 1, letters),
                                         emoji="▶️", label=t("akropolis_play.controls.next")))
    return {"embed": rules_embed(t, page, list(variants)), "view": controls(*buttons)}


def variants_of(letters: str) -> list[str]:
    """The variants a rules button's id names."""
    return [INITIALS[letter] for letter in letters]
