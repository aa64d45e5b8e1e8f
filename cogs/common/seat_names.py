"""The names a game's images and narration give its seats: each person's display
name in the server, a computer seat's level, looked up once and kept.

A name is learnt for free from every click (``remember``); otherwise it costs a
member lookup, so the few thousand most recent are kept in memory.
"""

from __future__ import annotations

import discord
from discord.ext import commands

from i18n import Translator
from service import Services
from store.games import GameRow

from .lobby import computer_name

MAX_NAMES = 4096


class SeatNames:
    """Display names by user id, most recently used last."""

    def __init__(self, bot: commands.Bot, services: Services) -> None:
        self.bot = bot
        self.services = services
        self._names: dict[int, str] = {}

    def remember(self, user: discord.abc.User) -> None:
        """Keep the display name of a user who just clicked (it costs no request)."""
        self._names.pop(user.id, None)
        self._names[user.id] = user.display_name
        if len(self._names) > MAX_NAMES:
            del self._names[next(iter(self._names))]

    async def of(self, t: Translator, row: GameRow) -> list[str]:
        """Each seat's display name (a computer seat's level), looked up once; it
        needs no cog, so a table drawn while the bot closes (its cogs removed) still
        names its seats."""
        names = []
        for seat in row.seats:
            if seat.is_computer:
                names.append(computer_name(t, self.services, row.game_kind, seat.computer_level))
                continue
            if seat.user_id not in self._names:
                self._names[seat.user_id] = await self._look_up(row.guild_id, seat.user_id)
            names.append(self._names[seat.user_id])
        return names

    async def _look_up(self, guild_id: int, user_id: int) -> str:
        guild = self.bot.get_guild(guild_id)
        try:
            member = guild and (guild.get_member(user_id) or await guild.fetch_member(user_id))
        except discord.HTTPException:  # left the server: the id still tells them apart
            member = None
        return member.display_name if member else f"#{user_id}"
