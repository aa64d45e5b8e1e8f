"""Telling channels what the sweeper did: expired challenges, games open to a claim,
games forfeited to the computer. There is no interaction to answer here, so the
messages speak the server's language."""

from __future__ import annotations

import logging

import discord
from discord.ext import commands

from cogs.common.servers import server_translator
from i18n import Translator
from service import SweepReport
from store.games import GameRow

from .play import TurnFlow

log = logging.getLogger("amytis.sweep")


class SweepAnnouncer:
    """Posts the sweeper's findings in the channels concerned."""

    def __init__(self, bot: commands.Bot, turns: TurnFlow) -> None:
        self.bot = bot
        self.turns = turns

    async def translator(self, guild_id: int) -> Translator:
        """The server's language: there is no interaction to take one from."""
        return await server_translator(self.bot, guild_id)

    async def channel(self, channel_id: int) -> discord.abc.Messageable | None:
        """A game's channel, or ``None`` when it no longer exists."""
        channel = self.bot.get_channel(channel_id)
        if channel is not None:
            return channel
        try:
            return await self.bot.fetch_channel(channel_id)
        except discord.HTTPException:
            return None

    async def announce(self, report: SweepReport) -> None:
        """Edit expired challenges, remind waiting players, show forfeited games."""
        for challenge in report.expired_lobbies:
            await self._guarded(self._expire(challenge), f"challenge {challenge.id}")
        for row in report.claimable_games:
            await self._guarded(self._claimable(row), f"game {row.id}")
        for row in report.forfeited_games:
            await self._guarded(self._forfeited(row), f"game {row.id}")

    async def _guarded(self, work, context: str) -> None:
        try:
            await work
        except discord.HTTPException as error:  # the channel or message is gone
            log.info("sweep announcement for %s not posted: %s", context, error)

    async def _expire(self, challenge) -> None:
        if challenge.mode != "invitation":  # open tables are the shared lobby's
            return
        channel = await self.channel(challenge.channel_id)
        if channel is None or challenge.message_id is None:
            return
        t = await self.translator(challenge.guild_id)
        await channel.get_partial_message(challenge.message_id).edit(
            content=t("amytis.challenge.expired", challenger=f"<@{challenge.host_id}>",
                      opponent=f"<@{challenge.invited[0].user_id}>"), view=None)

    async def _claimable(self, row: GameRow) -> None:
        channel = await self.channel(row.channel_id)
        if channel is None or row.to_move is None:
            return
        t = await self.translator(row.guild_id)
        waiting = [s.user_id for s in row.seats if s.seat != row.to_move]
        hours = round(self.turns.services.games.inactivity / 3600)
        await channel.send(t("amytis.claim.available", waiting=f"<@{waiting[0]}>",
                             player=f"<@{row.user_at(row.to_move)}>",
                             hours=t("bot.hours", count=hours)))

    async def _forfeited(self, row: GameRow) -> None:
        channel = await self.channel(row.channel_id)
        if channel is None:
            return
        t = await self.translator(row.guild_id)
        state = await self.turns.services.turns.view(row.id)
        line = t("amytis.ended.forfeit", player=self.bot.user.mention)
        await self.turns.post_table(channel.send, state.row, state.game, t, [line])
