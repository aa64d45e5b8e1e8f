"""Game review on Discord, for every game whose kind offers one: the 🔎 Review button
of a finished game's last message, ``/<game> review``, and the pages they open.

A review is the presser's own business, so everything is ephemeral: first a line
that says how far the computation is (edited at most every ``PROGRESS_EVERY``
seconds: Discord limits edits, and an interaction's follow-ups die after 15
minutes), then the summary with the three costliest decisions, then a page per
decision. The pages are drawn from the stored review at each click, so their
buttons work after a restart. A review shown after its first pass says it is still
being refined; once its refinement ends, the private message it was last shown in
is edited in place to show the same summary or page with the refined figures
(``review_refresh``), while that interaction's follow-up window lasts; after it,
the next click shows them.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any

import discord
from discord.ext import commands

from engine.review import Judgement
from i18n import Translator
from service import Services
from service.errors import ReviewUnavailable
from service.review_summary import summarize
from service.reviews import Review
from store.games import GameRow

from .guard import Guard
from .replies import require_server, tell
from .review_ids import ReviewTarget, parse, seat_button
from .review_pages import Shown, progress_text, step_message, summary_message
from .review_refresh import RefinedEdits, Showing
from .seat_names import SeatNames
from .tables import GameTable

log = logging.getLogger("architects.review")

PROGRESS_EVERY = 2.0
"""Seconds between two edits of the progress line."""
FOLLOWUP_LIFE = 14 * 60.0
"""Seconds an interaction's follow-up may still be edited (Discord: 15 minutes)."""


class _ProgressLine:
    """Edits the progress line as steps are judged, no more often than
    ``PROGRESS_EVERY`` seconds, and not once the follow-up token is about to die."""

    def __init__(self, edit: Callable[..., Awaitable[Any]], t: Translator, game_id: int,
                 player: str) -> None:
        self.edit, self.t, self.game_id, self.player = edit, t, game_id, player
        self.started = time.monotonic()
        self.last: float | None = None

    async def __call__(self, done: int, total: int) -> None:
        now = time.monotonic()
        if now - self.started > FOLLOWUP_LIFE:
            return
        if self.last is not None and now - self.last < PROGRESS_EVERY:
            return
        self.last = now
        await self.edit(content=progress_text(self.t, self.game_id, self.player, done, total))


class ReviewCog(commands.Cog, name="Review"):
    """Opens reviews and turns their pages."""

    def __init__(self, bot: commands.Bot, services: Services) -> None:
        self.bot = bot
        self.services = services
        self.names = SeatNames(bot, services)
        self.edits = RefinedEdits(self._redraw)

    async def cog_unload(self) -> None:
        """No message waits for a refinement once the cog is gone."""
        self.edits.close()

    def _table(self, row: GameRow) -> GameTable:
        table = self.bot.get_cog("Lobby").tables.get(row.game_kind)
        if table is None:
            raise ReviewUnavailable(game_kind=row.game_kind)
        return table

    async def on_click(self, interaction: discord.Interaction, custom_id: str) -> None:
        """Any review button: the Review of a last message, a seat, a page."""
        target = parse(custom_id)
        # A seat's summary and its pages replace the private message clicked; the
        # Review of a public message opens a private one.
        ack = "update" if target is not None and target.seat is not None else "private"
        async with Guard(interaction, f"review {custom_id[:100]!r}", ack) as t:
            require_server(interaction)
            self.names.remember(interaction.user)
            if target is None:
                await tell(interaction, t("review.stale"))
            elif target.step is not None:
                await self.page(interaction, t, target)
            elif target.seat is not None:
                await self.open(interaction, t, target.game_id, target.seat, in_place=True)
            else:
                await self.open_own(interaction, t, target.game_id)

    async def open_own(self, interaction: discord.Interaction, t: Translator,
                       game_id: int) -> None:
        """Review pressed: the presser's own seat; someone who did not play chooses
        whose moves to see."""
        row = await self.services.games.get(game_id)
        seat = row.seat_of(interaction.user.id)
        if seat is not None and not row.seats[seat].is_computer:
            await self.open(interaction, t, game_id, seat)
            return
        await self.services.reviews.reviewable(  # refused as any review would be
            game_id, 0, viewer=interaction.user.id)
        names = await self.names.of(t, row)
        view = discord.ui.View(timeout=None)
        for number, name in enumerate(names):
            view.add_item(seat_button(name, game_id, number))
        await interaction.followup.send(t("review.choose_seat", game=game_id), view=view,
                                        ephemeral=True)

    async def open(self, interaction: discord.Interaction, t: Translator, game_id: int,
                   seat: int, *, in_place: bool = False) -> None:
        """The summary of ``seat``'s review, in a new private message or ``in_place``
        of the private message clicked: at once when stored, else after a progress
        line that the summary then replaces; edited again with the refined figures
        when the refinement under way ends."""
        life_ends = time.monotonic() + FOLLOWUP_LIFE
        viewer = interaction.user.id
        row, review = await self.services.reviews.stored(game_id, seat, viewer=viewer)
        ended = self._refinement_end(review)
        table = self._table(row)
        player = (await self.names.of(t, row))[seat]
        if review is not None and not in_place:
            message = await self.summary(t, row, table, review, player)
            sent = await interaction.followup.send(ephemeral=True, wait=True,
                                                   **_sendable(message))
            self.edits.watch(sent.id, Showing(game_id, seat, None, viewer, t, sent.edit,
                                              life_ends), ended)
            return
        starting = progress_text(t, game_id, player, 0, None)
        if in_place:
            edit, message_id = interaction.edit_original_response, interaction.message.id
            self.edits.forget(message_id)
            if review is None:
                await edit(content=starting, embeds=[], attachments=[], view=None)
        else:
            sent = await interaction.followup.send(starting, ephemeral=True, wait=True)
            edit, message_id = sent.edit, sent.id
        if review is None:
            review = await self.services.reviews.request(
                game_id, seat, _ProgressLine(edit, t, game_id, player), viewer=viewer)
            ended = self._refinement_end(review)
        message = await self.summary(t, row, table, review, player)
        try:
            await edit(**message)
        except discord.HTTPException as error:  # the follow-up died: asking again is instant
            log.info("game %s: review of seat %s not shown: %s", game_id, seat, error)
            return
        self.edits.watch(message_id, Showing(game_id, seat, None, viewer, t, edit, life_ends),
                         ended)

    async def page(self, interaction: discord.Interaction, t: Translator,
                   target: ReviewTarget) -> None:
        """One decision of a review, in place of the page clicked; edited again with
        the refined figures when the refinement under way ends."""
        life_ends = time.monotonic() + FOLLOWUP_LIFE
        viewer = interaction.user.id
        row, review = await self.services.reviews.stored(target.game_id, target.seat,
                                                         viewer=viewer)
        if review is None:  # forgotten since (a new judge): made again
            review = await self.services.reviews.request(target.game_id, target.seat,
                                                         viewer=viewer)
        ended = self._refinement_end(review)
        message = await self.drawn(t, row, review, target.step)
        if message is None:
            await tell(interaction, t("review.stale"))
            return
        self.edits.forget(interaction.message.id)
        await interaction.edit_original_response(**message)
        self.edits.watch(interaction.message.id,
                         Showing(target.game_id, target.seat, target.step, viewer, t,
                                 interaction.edit_original_response, life_ends), ended)

    def _refinement_end(self, review: Review | None) -> asyncio.Future[bool] | None:
        """When the refinement of ``review`` under way as it was read ends; taken at
        once, so an end while the message is drawn is not missed. None when none is
        under way: what is shown is final."""
        if review is None or not self.services.reviews.refining(review.game_id, review.seat):
            return None
        return self.services.reviews.until_refined(review.game_id, review.seat)

    async def drawn(self, t: Translator, row: GameRow, review: Review,
                    step: int | None) -> dict | None:
        """The summary of ``review`` (``step`` None) or its decision page ``step``;
        None when it has no such page (a review made again since, by a new judge)."""
        table = self._table(row)
        names = await self.names.of(t, row)
        player = names[review.seat]
        if step is None:
            return await self.summary(t, row, table, review, player)
        if not 0 <= step < len(review.judgements):
            return None
        shown = await self.shown(table, row, review.judgements[step], t.locale, names)
        return step_message(t, review, player, step, shown)

    async def _redraw(self, showing: Showing) -> dict | None:
        """What ``showing`` shows, drawn again from the stored review (refined now)."""
        row, review = await self.services.reviews.stored(showing.game_id, showing.seat,
                                                         viewer=showing.viewer)
        if review is None:
            return None
        return await self.drawn(showing.t, row, review, showing.step)

    async def summary(self, t: Translator, row: GameRow, table: GameTable, review: Review,
                      player: str) -> dict:
        """The summary message of a review, its costliest decisions drawn in the
        workers."""
        summary = summarize(review.judgements, review.thresholds)
        names = await self.names.of(t, row)
        costliest = await asyncio.gather(*(self.shown(table, row, judgement, t.locale, names)
                                           for judgement in summary.costliest))
        return summary_message(t, review, summary, player, costliest)

    async def shown(self, table: GameTable, row: GameRow, judgement: Judgement,
                    locale: str, names: list[str]) -> Shown:
        """A decision's moves in words and its image (with the seats' ``names``), made
        in the workers."""
        workers = self.services.workers
        if table.review_moves is None:
            played, best = judgement.step.played, judgement.best
        else:
            played, best = await workers.run(table.review_moves, row.record, judgement, locale)
        image = None
        if table.review_image is not None:
            image = await workers.run(table.review_image, row.record, judgement, locale, names)
        return Shown(judgement, played, best, image)


def _sendable(message: dict) -> dict:
    """A page as a new follow-up: ``files`` where an edit says ``attachments``, and
    no view rather than ``None``."""
    sendable = {key: value for key, value in message.items()
                if key not in ("attachments", "view") and value is not None}
    sendable["files"] = message["attachments"]
    if message["view"] is not None:
        sendable["view"] = message["view"]
    return sendable


async def review_seat(interaction: discord.Interaction, t: Translator, row: GameRow,
                      player: discord.abc.User | None) -> None:
    """``/<game> review``: the named player's seat (a computer's too), else the
    asker's own, else the first seat, of the finished game ``row``."""
    if player is not None:
        seat = row.seat_of(player.id)
        if seat is None:
            await tell(interaction, t("review.not_in_game", player=player.mention, game=row.id))
            return
    else:
        own = row.seat_of(interaction.user.id)
        seat = 0 if own is None or row.seats[own].is_computer else own
    await interaction.client.get_cog("Review").open(interaction, t, row.id, seat)
