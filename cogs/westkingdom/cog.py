"""The one entry point of every West Kingdom click.

Every click is acknowledged before any database work (``Guard``); refusals (a
bystander, an old or double press) become one private line and change nothing. A
click on a private panel (an ephemeral message) goes on there.
"""

from __future__ import annotations

import asyncio
import logging

import discord
from discord.ext import commands

from cogs.common.catch_up import caught_up
from cogs.common.guard import Guard
from cogs.common.replies import require_server, tell
from cogs.common.servers import on_my_shards, server_translator
from i18n import Translator, command_name
from service import Services
from service.errors import ServiceError, StaleChoice
from service.westkingdom import GAME_KIND

from . import ids
from .commands import rules_message
from .component import COG_NAME
from .private import PrivatePanels
from .table import Table
from .turn import TurnFlow

log = logging.getLogger("westkingdom.cog")


class WestKingdomCog(commands.Cog, name=COG_NAME):
    """West Kingdom turns played with buttons, in public and private panels."""

    def __init__(self, bot: commands.Bot, services: Services) -> None:
        self.bot = bot
        self.table = Table(bot, services)
        self.turns = TurnFlow(self.table)
        self.panels = PrivatePanels(self.table, self.turns)

    async def cog_load(self) -> None:
        self._resume = asyncio.get_running_loop().create_task(self.resume())

    async def cog_unload(self) -> None:
        self._resume.cancel()

    async def resume(self) -> None:
        """Play the computer seats' turns the bot stopped in the middle of, then post
        that table, in the servers of this process's shards. A game that also owes a
        table is the courier's (``cogs.common.courier``)."""
        await self.bot.wait_until_ready()
        services = self.bot.services
        for row in await services.games.waiting_for_computer():
            if row.game_kind != GAME_KIND or not on_my_shards(self.bot, row.guild_id):
                continue
            if await services.games.deliveries.get(row.id) is not None:
                continue
            t = await server_translator(self.bot, row.guild_id)
            try:
                await self.table.advance(self.table.channel(row).send,
                                         await services.turns.view(row.id), t, [])
            except (discord.HTTPException, ServiceError) as error:  # gone, or moved on
                log.info("game %s: computer turns not resumed: %s", row.id, error)

    async def on_component(self, interaction: discord.Interaction, custom_id: str) -> None:
        """Every West Kingdom click arrives here (``component.WestKingdomComponent``)."""
        cid = ids.parse(custom_id.removeprefix(f"{ids.PREFIX}:"))
        async with Guard(interaction, f"component {custom_id[:100]!r}", "update") as t:
            require_server(interaction)
            if cid is None or not _made_by_us(interaction, cid):
                await tell(interaction, stale(t))
                return
            self.table.names.remember(interaction.user)
            try:
                await self._route(interaction, t, cid)
            except StaleChoice:
                if cid.action == ids.DRAFT or not await caught_up(
                        interaction, t, self.bot.services.turns, cid.game, self.turns.redraw):
                    raise

    async def _route(self, interaction: discord.Interaction, t: Translator,
                     cid: ids.ComponentId) -> None:
        flow, at = self.turns, cid.at
        private = _on_private(interaction)
        if cid.action == "place":
            await flow.place(interaction, t, at, cid.number)
        elif cid.action == "opt":
            await flow.option(interaction, t, at, cid.number, on_private=private)
        elif cid.action == "pick":
            value = str(((interaction.data or {}).get("values") or [""])[0])
            if not (value.isascii() and value.isdigit()):
                await tell(interaction, stale(t))
                return
            await flow.option(interaction, t, at, int(value), on_private=private)
        elif cid.action == "page":
            await flow.page(interaction, t, at, cid.number, on_private=private)
        elif cid.action == "confirm":
            await flow.confirm(interaction, t, at, on_private=private)
        elif cid.action == "back":
            await flow.back(interaction, t, at, on_private=private)
        elif cid.action == ids.DRAFT:
            await self.panels.pick(interaction, t, cid)
        else:  # the rules' pages
            await interaction.edit_original_response(**rules_message(t, cid.number))


def stale(t: Translator) -> str:
    """The answer to a button that no longer works, naming this game's own status."""
    return t("errors.stale_component", status=command_name(t.locale, f"{GAME_KIND}.status"))


def _on_private(interaction: discord.Interaction) -> bool:
    return interaction.message is not None and interaction.message.flags.ephemeral


def _made_by_us(interaction: discord.Interaction, cid: ids.ComponentId) -> bool:
    """Whether the id sits where the bot would have put it: a select action on a
    select, a button action on a button; a draft pick and the rules only on a
    private message, a placement only on the public one."""
    is_select = ((interaction.data or {}).get("component_type")
                 == discord.ComponentType.select.value)
    private = _on_private(interaction)
    if (cid.action in ids.SELECT_ACTIONS) != is_select:
        return False
    if cid.action in (ids.DRAFT, ids.RULES):
        return private
    return not (cid.action == "place" and private)
