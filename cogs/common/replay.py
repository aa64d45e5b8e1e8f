"""Replays on Discord, for every game: the 🎞️ Replay button of a finished game's last
message, ``/<game> replay``, and the step-through viewer.

A replay is something to show a friend, so it is posted for the whole channel: at
once when already drawn in the asker's language, else a "drawing the replay…" line
that the animation then replaces. A daily game whose deal can still be played
today is shown to its asker alone. The viewer is the presser's own business, so it
is private: one step of the game a page, drawn from the record in the presser's
language, with Previous, Next and a select to jump to any step; its ids name the
game and the step, so its buttons work after a restart.
"""

from __future__ import annotations

import logging

import discord
from discord.ext import commands

from i18n import Translator
from render.replay import animate
from render.replay_steps import step
from service import Services
from store.games import GameRow

from .guard import Guard
from .replay_ids import parse
from .replay_pages import replay_message, step_message
from .replies import publish, require_server, tell
from .seat_names import SeatNames

log = logging.getLogger("architects.replay")

DRAWING = "2"
"""Names the drawing of the animations kept: raise it when ``render.replay`` draws
differently, and the replays stored by the former drawing are drawn again."""

AGAIN_AFTER = 120.0
"""Seconds that a replay posted in a channel stands for a new ask there: a second press
in that time (a double tap, two friends at once) points to it rather than posting
the same animation twice."""

Posted = tuple[int, str, int]
"""A replay posted for everyone: its game, its language and the channel."""


class ReplayCog(commands.Cog, name="Replay"):
    """Posts replays and turns the viewer's pages."""

    def __init__(self, bot: commands.Bot, services: Services) -> None:
        self.bot = bot
        self.services = services
        self.names = SeatNames(bot, services)
        self._posts: dict[Posted, tuple[float, str | None]] = {}
        """Replays posted lately, or being drawn (no link yet): when, and where."""

    def _title(self, t: Translator, row: GameRow) -> str:
        table = self.bot.get_cog("Lobby").tables.get(row.game_kind)
        return row.game_kind if table is None else table.title(t)

    async def on_click(self, interaction: discord.Interaction, custom_id: str) -> None:
        """Any replay component: Replay, Step through, a page, the select of steps."""
        target = parse(custom_id)
        # The viewer opens as a new private message; its pages replace the one
        # clicked; Replay posts a new message for everyone.
        ack = "private" if target is not None and target.action == "open" else "update"
        async with Guard(interaction, f"replay {custom_id[:100]!r}", ack) as t:
            require_server(interaction)
            self.names.remember(interaction.user)
            chosen = _chosen_step(interaction)
            if target is None or (target.action == "jump" and chosen is None):
                await tell(interaction, t("replays.stale"))
                return
            row = await self.services.replays.replayable(
                target.game_id, viewer=interaction.user.id, guild_id=interaction.guild_id)
            if target.action == "post":
                await self.post(interaction, t, row)
            elif target.action == "open":
                await self.page(interaction, t, row, 0, new=True)
            else:
                await self.page(interaction, t, row,
                                chosen if target.action == "jump" else target.step)

    async def post(self, interaction: discord.Interaction, t: Translator, row: GameRow) -> None:
        """The animation of ``row`` (checked as ``ReplayService.replayable``) in the
        asker's language, for everyone but while a daily deal is still played; a
        second ask in the same channel while it is drawn, or soon after it was
        posted, is pointed to it instead."""
        if not self.services.replays.for_everyone(row):
            await self._post(interaction, t, row, everyone=False)
            return
        key = (row.id, t.locale, interaction.channel_id or 0)
        if await self._shown_lately(interaction, t, key):
            return
        self._posts[key] = (self.services.games.clock.now(), None)  # before any wait
        try:
            posted = await self._post(interaction, t, row, everyone=True)
        except BaseException:
            del self._posts[key]
            raise
        if posted is None:
            del self._posts[key]
        else:  # a follow-up does not know its server: its own jump_url points to DMs
            self._posts[key] = (self.services.games.clock.now(), "https://discord.com/channels/"
                                f"{interaction.guild_id}/{posted.channel.id}/{posted.id}")

    async def _post(self, interaction: discord.Interaction, t: Translator, row: GameRow, *,
                    everyone: bool) -> discord.Message | None:
        """Post the animation: at once when kept, else drawn in a worker while a line
        says so, which the animation then replaces. The message showing it, None if
        it could not be shown."""
        replays = self.services.replays
        title = self._title(t, row)
        replay = await replays.stored(row, t.locale, DRAWING)
        if replay is not None:
            return await _send(interaction, everyone, **replay_message(
                t, title, replay, for_everyone=everyone))
        line = await _send(interaction, everyone, content=t("replays.drawing", game=row.id))
        try:
            replay = await replays.request(row, t.locale, animate, DRAWING,
                                           await self.names.of(t, row))
        except BaseException:  # nothing will replace the line: it goes
            await _delete(line)
            raise
        try:
            await line.edit(**replay_message(t, title, replay, for_everyone=everyone))
        except discord.HTTPException as error:  # the follow-up died: asking again is instant
            log.info("game %s: replay not shown: %s", row.id, error)
            return None
        return line

    async def _shown_lately(self, interaction: discord.Interaction, t: Translator,
                            key: Posted) -> bool:
        """Whether the replay ``key`` is being drawn, or was posted within
        ``AGAIN_AFTER``, in this channel: if so the asker is told where, privately.
        Answers without waiting when it was not, so that the caller claims it first."""
        now = self.services.games.clock.now()
        for old in [k for k, (when, _) in self._posts.items() if now - when > AGAIN_AFTER]:
            del self._posts[old]
        if key not in self._posts:
            return False
        _, link = self._posts[key]
        await tell(interaction, t("replays.coming", game=key[0]) if link is None
                   else t("replays.above", game=key[0], link=link))
        return True

    async def page(self, interaction: discord.Interaction, t: Translator, row: GameRow,
                   index: int, *, new: bool = False) -> None:
        """Step ``index`` of ``row``'s replay, drawn in a worker: a new private
        message (``new``) or in place of the page clicked."""
        names = await self.names.of(t, row)
        try:
            shown = await self.services.workers.run(step, row.record, index, t.locale, names)
        except IndexError:  # a page of a replay that has fewer steps now
            await tell(interaction, t("replays.stale"))
            return
        message = step_message(t, row.id, self._title(t, row), shown)
        if new:
            files = message.pop("attachments")
            await interaction.followup.send(ephemeral=True, files=files, **message)
        else:
            await interaction.edit_original_response(**message)


def _chosen_step(interaction: discord.Interaction) -> int | None:
    """The step chosen in the select of steps, None when the click carries none."""
    values = (interaction.data or {}).get("values") or []
    if len(values) != 1 or not str(values[0]).isdecimal() or len(str(values[0])) > 6:
        return None
    return int(values[0])


async def _send(interaction: discord.Interaction, everyone: bool, **message) -> discord.Message:
    """A new message for the whole channel, or for the asker alone."""
    if "attachments" in message:
        message["files"] = message.pop("attachments")
    if everyone:
        return await publish(interaction, **message)
    return await interaction.followup.send(ephemeral=True, wait=True, **message)


async def _delete(message: discord.Message) -> None:
    try:
        await message.delete()
    except discord.HTTPException as error:
        log.info("a replay's drawing line stays: %s", error)


async def replay_game(interaction: discord.Interaction, t: Translator, row: GameRow) -> None:
    """``/<game> replay``: the replay of ``row``, checked as the button's is."""
    cog: ReplayCog = interaction.client.get_cog("Replay")
    row = await cog.services.replays.replayable(row.id, viewer=interaction.user.id,
                                                guild_id=interaction.guild_id)
    await cog.post(interaction, t, row)
