"""What ``/westkingdom`` adds to the shared group: the board side on ``challenge``,
``open`` and ``solo`` (and, for ``solo``, how many computer opponents at which
level); ``status`` with the board; ``hand`` (privately); ``player`` (a tableau at
full size); ``rules``, page by page."""

from __future__ import annotations

import io
import json

import discord
from discord import app_commands
from discord.ext import commands

from cogs.common.game_commands import invite, open_here, order_option, started_alone
from cogs.common.guard import Guard
from cogs.common.places import place_of
from cogs.common.replies import publish, require_server
from cogs.common.table_status import add_status_command
from cogs.common.tables import GameTable
from cogs.common.translator import command_text
from i18n import Translator
from render.westkingdom import render_tableau
from service import Services
from service.errors import NoGameHere, NotAPlayer
from service.westkingdom import GAME_KIND, LEVELS

from . import ids
from .component import controls
from .private import PrivatePanels
from .rules import PAGES, rules_page
from .table import Table


def _text(key: str) -> app_commands.locale_str:
    return command_text(f"commands.westkingdom.{key}")


ORDERS = [app_commands.Choice(name=_text(f"order.{value}"), value=value)
          for value in ("random", "challenger_first")]
SIDES = [app_commands.Choice(name=_text(f"side.{side}"), value=side) for side in ("A", "B")]
LEVEL_CHOICES = [app_commands.Choice(name=_text(f"solo.level.{name}"), value=number)
                 for number, name in enumerate(LEVELS, 1)]
DEFAULT_LEVEL = 2
"""The solo opponents' level unless asked: ``normal``."""


def _side(side: app_commands.Choice[str] | None) -> dict[str, str]:
    return {"side": side.value if side else "A"}


def add_commands(group: app_commands.Group, bot: commands.Bot, services: Services,
                 gametable: GameTable, table: Table, panels: PrivatePanels) -> None:
    """Replace the shared ``challenge``, ``open``, ``solo`` and ``status`` with West
    Kingdom's own; add ``hand``, ``player`` and ``rules``."""
    for verb in ("challenge", "open", "solo"):
        group.remove_command(verb)

    @group.command(name=_text("challenge.name"), description=_text("challenge.description"))
    @app_commands.rename(order=_text("order.name"), side=_text("side.name"),
                         **{f"player{i}": _text(f"challenge.player{i}.name")
                            for i in range(1, 5)})
    @app_commands.describe(order=_text("order.description"), side=_text("side.description"),
                           **{f"player{i}": _text(f"challenge.player{i}.description")
                              for i in range(1, 5)})
    @app_commands.choices(order=ORDERS, side=SIDES)
    async def challenge(interaction: discord.Interaction, player1: discord.User,
                        player2: discord.User | None = None,
                        player3: discord.User | None = None,
                        player4: discord.User | None = None,
                        order: app_commands.Choice[str] | None = None,
                        side: app_commands.Choice[str] | None = None) -> None:
        async with Guard(interaction, "westkingdom challenge", "private") as t:
            await invite(interaction, t, services, GAME_KIND,
                         [player1, player2, player3, player4],
                         {**order_option(order), **_side(side)})

    @group.command(name=_text("open.name"), description=_text("open.description"))
    @app_commands.rename(seats=_text("open.seats.name"), order=_text("order.name"),
                         side=_text("side.name"))
    @app_commands.describe(seats=_text("open.seats.description"),
                           order=_text("order.description"), side=_text("side.description"))
    @app_commands.choices(order=ORDERS, side=SIDES)
    async def open_table(interaction: discord.Interaction,
                         seats: app_commands.Range[int, 2, 5] | None = None,
                         order: app_commands.Choice[str] | None = None,
                         side: app_commands.Choice[str] | None = None) -> None:
        async with Guard(interaction, "westkingdom open", "private") as t:
            await open_here(interaction, t, services, GAME_KIND, seats,
                            {**order_option(order), **_side(side)})

    @group.command(name=_text("solo.name"), description=_text("solo.description"))
    @app_commands.rename(opponents=_text("solo.opponents.name"),
                         level=_text("solo.level.name"), side=_text("side.name"))
    @app_commands.describe(opponents=_text("solo.opponents.description"),
                           level=_text("solo.level.description"),
                           side=_text("side.description"))
    @app_commands.choices(level=LEVEL_CHOICES, side=SIDES)
    async def solo(interaction: discord.Interaction,
                   opponents: app_commands.Range[int, 1, 4] | None = None,
                   level: app_commands.Choice[int] | None = None,
                   side: app_commands.Choice[str] | None = None) -> None:
        async with Guard(interaction, "westkingdom solo", "private") as t:
            require_server(interaction)
            row = await services.games.start_solo(
                game_kind=GAME_KIND, place=place_of(interaction), human_id=interaction.user.id,
                computer_id=bot.user.id, level=level.value if level else DEFAULT_LEVEL,
                options=_side(side), opponents=opponents or 1)
            await started_alone(interaction, t, services, gametable, row)

    add_status_command(group, services, GAME_KIND, table)

    @group.command(name=_text("hand.name"), description=_text("hand.description"))
    async def hand(interaction: discord.Interaction) -> None:
        async with Guard(interaction, "westkingdom hand", "private") as t:
            require_server(interaction)
            row = await services.games.in_channel(interaction.channel_id, GAME_KIND)
            seat = next((s.seat for s in row.seats
                         if s.user_id == interaction.user.id and not s.is_computer), None)
            if seat is None:
                raise NotAPlayer(game_id=row.id, user_id=interaction.user.id)
            await panels.send(interaction, t, row, seat)

    @group.command(name=_text("player.name"), description=_text("player.description"))
    @app_commands.rename(player=_text("player.player.name"))
    @app_commands.describe(player=_text("player.player.description"))
    async def player(interaction: discord.Interaction,
                     player: discord.User | None = None) -> None:
        async with Guard(interaction, "westkingdom player", "private") as t:
            require_server(interaction)
            row = await services.games.latest_in_channel(interaction.channel_id, GAME_KIND,
                                                         viewer=interaction.user.id)
            whose = player or interaction.user
            seats = [s.seat for s in row.seats if s.user_id == whose.id]
            if not seats:
                raise NotAPlayer(game_id=row.id, user_id=whose.id)
            state = await services.turns.view(row.id)
            names = await table.names.of(t, row)
            files = []
            for seat in seats[:4]:  # the bot may hold several computer seats
                data = await services.workers.run(render_tableau, state.game.engine, seat,
                                                  t.locale, names)
                files.append(discord.File(io.BytesIO(data),
                                          filename=f"westkingdom-tableau-{seat + 1}.png"))
            caption = t("westkingdom_table.tableau", player=", ".join(names[s] for s in seats))
            await publish(interaction, content=caption, files=files)

    @group.command(name=_text("rules.name"), description=_text("rules.description"))
    async def rules(interaction: discord.Interaction) -> None:
        async with Guard(interaction, "westkingdom rules", "private") as t:
            require_server(interaction)
            try:
                row = await services.games.latest_in_channel(interaction.channel_id, GAME_KIND)
                side = json.loads(row.record)["side"]
            except NoGameHere:
                side = None
            await interaction.followup.send(**rules_message(t, 0, side), ephemeral=True)


def rules_message(t: Translator, page: int, side: str | None = None) -> dict:
    """A page of the rules with its Previous and Next buttons (a private message)."""
    shown = rules_page(t, page, side)
    embed = discord.Embed(title=shown.title, description=shown.text[:4096])
    for name, value in shown.fields[:25]:
        embed.add_field(name=name[:256], value=value[:1024], inline=False)
    embed.set_footer(text=shown.footer)
    buttons = []
    if page > 0:
        buttons.append(discord.ui.Button(custom_id=ids.make(ids.RULES, number=page - 1),
                                         emoji="◀️", label=t("westkingdom_table.button.previous")))
    if page < len(PAGES) - 1:
        buttons.append(discord.ui.Button(custom_id=ids.make(ids.RULES, number=page + 1),
                                         emoji="▶️", label=t("westkingdom_table.button.next")))
    return {"embed": embed, "view": controls(*buttons)}
