"""The one entry point of every Akropolis click, and the box to type a spot's code.

Every click is acknowledged before any database work (``Guard``); refusals (a
bystander, an old or double press) become one private line and change nothing.
"""

from __future__ import annotations

import asyncio
import logging

import discord
from discord.ext import commands

from cogs.common.catch_up import caught_up
from cogs.common.guard import Guard
from cogs.common.replies import require_server, tell, translator_for
from cogs.common.servers import on_my_shards, server_translator
from i18n import Translator, command_name
from service import Services
from service.akropolis import GAME_KIND
from service.errors import ServiceError, StaleChoice

from . import ids
from .commands import rules_page, variants_of
from .component import COG_NAME
from .play import TurnFlow

log = logging.getLogger("akropolis.cog")
CODE_FIELD = "code"


class AkropolisCog(commands.Cog, name=COG_NAME):
    """Akropolis turns played with buttons, a menu and a code box."""

    def __init__(self, bot: commands.Bot, services: Services) -> None:
        self.bot = bot
        self.turns = TurnFlow(bot, services)

    async def cog_load(self) -> None:
        self._resume = asyncio.get_running_loop().create_task(self.resume())

    async def cog_unload(self) -> None:
        self._resume.cancel()

    async def resume(self) -> None:
        """Play the computer seats' turns the bot stopped in the middle of (it stopped
        while the computer was thinking), then post that table; in the servers of
        this process's shards (each process plays its own). A game that also owes a
        table is the courier's (``cogs.common.courier``)."""
        await self.bot.wait_until_ready()
        for row in await self.bot.services.games.waiting_for_computer():
            if row.game_kind != GAME_KIND or not on_my_shards(self.bot, row.guild_id):
                continue  # another game's computer seats are its own cog's
            if await self.bot.services.games.deliveries.get(row.id) is not None:
                continue  # the courier posts the table it owes, the computer's turns first
            t = await server_translator(self.bot, row.guild_id)
            try:
                channel = (self.bot.get_channel(row.channel_id)
                           or await self.bot.fetch_channel(row.channel_id))
                await self.turns.advance(channel.send, await self.bot.services.turns.view(row.id),
                                         t, [])
            except (discord.HTTPException, ServiceError) as error:  # gone, or moved on
                log.info("game %s: computer turns not resumed: %s", row.id, error)

    async def on_component(self, interaction: discord.Interaction, custom_id: str) -> None:
        """Every Akropolis click arrives here (see ``component.AkropolisComponent``)."""
        cid = ids.parse(custom_id.removeprefix(f"{ids.PREFIX}:"))
        if cid is not None and cid.action == "code" and _made_by_us(interaction, cid):
            # A modal must be the first answer: nothing is read or stored for it.
            await interaction.response.send_modal(CodeBox(translator_for(interaction), cid.at))
            return
        async with Guard(interaction, f"component {custom_id[:100]!r}", "update") as t:
            require_server(interaction)
            if cid is None or not _made_by_us(interaction, cid):
                await tell(interaction, stale(t))
                return
            self.turns.remember(interaction.user)
            try:
                await self._route(interaction, t, cid)
            except StaleChoice:
                if not await caught_up(interaction, t, self.bot.services.turns, cid.at[0],
                                       self.turns.redraw):
                    raise

    async def _route(self, interaction: discord.Interaction, t: Translator,
                     cid: ids.ComponentId) -> None:
        flow, at = self.turns, cid.at
        if cid.action == "take":
            await flow.take(interaction, t, at, cid.number)
        elif cid.action == "spots":
            await flow.page(interaction, t, at, cid.number)
        elif cid.action == "spot":
            values = (interaction.data or {}).get("values") or [""]
            if not await flow.spot(interaction, t, at, str(values[0])):
                await tell(interaction, stale(t))
        elif cid.action == "rot":
            await flow.spot(interaction, t, at, cid.code, cid.number)
        elif cid.action == ids.RULES:
            await interaction.edit_original_response(
                **rules_page(t, cid.number, variants_of(cid.code)))
        elif cid.action == "confirm":
            await flow.confirm(interaction, t, at, cid.number, cid.code)
        else:  # "back"
            await flow.back(interaction, t, at)

    @commands.Cog.listener()
    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """A submitted code box (see ``CodeBox``); every other interaction is not ours."""
        if interaction.type is not discord.InteractionType.modal_submit:
            return
        custom_id = str((interaction.data or {}).get("custom_id", ""))
        cid = ids.parse(custom_id.removeprefix(f"{ids.PREFIX}:"))
        if custom_id.startswith(f"{ids.PREFIX}:") and cid is not None and cid.action == "typed":
            await self.typed(interaction, cid.at, _typed_code(interaction))

    async def typed(self, interaction: discord.Interaction, at: tuple[int, int, int],
                    code: str) -> None:
        """A spot code typed in the box: the same as choosing it in the menu."""
        async with Guard(interaction, "akropolis code box", "update") as t:
            require_server(interaction)
            if not await self.turns.spot(interaction, t, at, code):
                await tell(interaction, t("akropolis_play.bad_code", code=code.strip()[:10]))


class CodeBox(discord.ui.Modal):
    """"Type a code": for a player who reads the spot off the image.

    Its submission is read by ``AkropolisCog.on_interaction`` from its custom_id,
    like a button's, so a box opened before a restart still works after it: the
    modal object itself is never kept (it is finished before it is sent).
    """

    def __init__(self, t: Translator, at: tuple[int, int, int]) -> None:
        super().__init__(title=t("akropolis_play.modal.title"), custom_id=ids.make("typed", *at))
        self.add_item(discord.ui.TextInput(label=t("akropolis_play.modal.label"), max_length=6,
                                           placeholder="4, 2a…", custom_id=CODE_FIELD))
        self.stop()


def stale(t: Translator) -> str:
    """The answer to a button that no longer works, naming this game's own status."""
    return t("errors.stale_component", status=command_name(t.locale, f"{GAME_KIND}.status"))


def _typed_code(interaction: discord.Interaction) -> str:
    """The text of the code field of a submitted box (empty if a crafted one lacks it)."""
    for row in (interaction.data or {}).get("components", []):
        for field in row.get("components", [row.get("component", {})]):
            if field.get("custom_id") == CODE_FIELD:
                return str(field.get("value", ""))
    return ""


def _made_by_us(interaction: discord.Interaction, cid: ids.ComponentId) -> bool:
    """Whether the id sits where the bot would have put it: a select action on a
    select, a button action on a button (a crafted client can put any id anywhere)."""
    if cid.action in ids.MODAL_ACTIONS:
        return False
    is_select = ((interaction.data or {}).get("component_type")
                 == discord.ComponentType.select.value)
    private = interaction.message is not None and interaction.message.flags.ephemeral
    return ((cid.action in ids.SELECT_ACTIONS) == is_select
            and (cid.action not in ids.PRIVATE_ACTIONS or private))
