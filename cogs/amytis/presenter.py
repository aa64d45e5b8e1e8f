"""How a game looks in a channel: its table image, its message text, its players' names.

Rendering is CPU work of a few tens of milliseconds; it runs in the bot's worker
processes (`service.workers`) so that the bot keeps answering other users meanwhile:
drawing in a thread would hold Python's global lock, which the event loop that
answers clicks needs too.
"""

from __future__ import annotations

import io
from collections import OrderedDict

import discord

from engine.amytis import Game
from i18n import Translator
from render.amytis import render_final, render_table
from service.workers import Workers
from store.games import GameRow

TABLE_FILE = "amytis-table.png"
FINAL_FILE = "amytis-final.png"


class Presenter:
    """Turns games into Discord messages; remembers display names it looked up."""

    def __init__(self, client: discord.Client, workers: Workers, *,
                 cache_size: int = 1024) -> None:
        self.client = client
        self.workers = workers
        self._names: OrderedDict[tuple[int, int], str] = OrderedDict()
        self._cache_size = cache_size

    async def name(self, guild_id: int, user_id: int) -> str:
        """A user's display name in a guild, looked up once and remembered."""
        key = (guild_id, user_id)
        if key in self._names:
            self._names.move_to_end(key)
            return self._names[key]
        name = await self._look_up(guild_id, user_id)
        self._names[key] = name
        while len(self._names) > self._cache_size:
            self._names.popitem(last=False)
        return name

    def remember(self, guild_id: int, user: discord.abc.User) -> None:
        """Keep the name of a user who just interacted (it costs no request)."""
        self._names[(guild_id, user.id)] = user.display_name

    async def _look_up(self, guild_id: int, user_id: int) -> str:
        if user_id == getattr(self.client.user, "id", None):
            return self.client.user.display_name
        guild = self.client.get_guild(guild_id)
        try:
            if guild is not None:
                member = guild.get_member(user_id) or await guild.fetch_member(user_id)
                return member.display_name
            user = self.client.get_user(user_id) or await self.client.fetch_user(user_id)
            return user.display_name
        except discord.HTTPException:
            return f"#{user_id}"

    async def names(self, row: GameRow) -> tuple[str, str]:
        """The two seats' names, seat 0 (the first player) first."""
        return (await self.name(row.guild_id, row.user_at(0)),
                await self.name(row.guild_id, row.user_at(1)))

    async def table_file(self, game: Game, row: GameRow, t: Translator) -> discord.File:
        """The table image of ``game`` (the final scores once it is over), as a file."""
        names = await self.names(row)
        view = game.public_view()
        render, filename = ((render_final, FINAL_FILE) if game.is_over
                            else (render_table, TABLE_FILE))
        data = await self.workers.run(render, view, t.locale, names)
        return discord.File(io.BytesIO(data), filename=filename,
                            description=t("amytis.table.alt", first=names[0], second=names[1]))

    @staticmethod
    def mention(user_id: int) -> str:
        """A mention that pings the user (allowed mentions keep it to users)."""
        return f"<@{user_id}>"

    def scores_line(self, t: Translator, game: Game, names: tuple[str, str]) -> str:
        """"Alice 42 · Bob 37", totals as if the game ended now."""
        result = game.result()
        return " · ".join(f"{names[seat]} {t('amytis.points', count=p.total)}"
                          for seat, p in enumerate(result.players))
