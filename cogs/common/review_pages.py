"""What a review looks like on Discord: the progress line, the summary with the three
costliest decisions, and one page per decision, each with its buttons; above the
summary and each page, while the review is being refined, a line that says so.

Built from values only (the review, the seat names, the moves' texts and images
already made in the workers), so every page is the same after a restart.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import discord
from babel.numbers import format_decimal

from engine.review import PHASES, VERDICTS, Judgement
from i18n import Translator
from render.review import figure, written
from service.review_summary import ReviewSummary
from service.reviews import Review

from .review_ids import ReviewItem, page_id, summary_id

VERDICT_MARKS = {"good": "✅", "close": "❔", "inaccuracy": "⚠️", "mistake": "❌"}
COLOURS = {"good": discord.Colour.green(), "close": discord.Colour.light_grey(),
           "inaccuracy": discord.Colour.gold(), "mistake": discord.Colour.red()}


@dataclass(frozen=True)
class Shown:
    """One decision as players read it: its judgement, the moves in words, and the
    image of its position (None for a game that draws none)."""

    judgement: Judgement
    played: str
    best: str
    image: bytes | None


def points(t: Translator, value: float) -> str:
    """Points with one decimal, as the reader's language writes numbers."""
    return format_decimal(round(value, 1), format="0.0", locale=t.locale)


def precise(value: float, error: float, locale: str) -> str:
    """``value`` written to the precision its standard error supports."""
    return written(figure(value, error), locale)


def progress_text(t: Translator, game_id: int, player: str, done: int, total: int | None) -> str:
    """The line shown while a review is computed."""
    if total is None:
        return t("review.starting", game=game_id, player=player)
    return t("review.working", game=game_id, player=player, done=done, total=total)


def refining_text(t: Translator, review: Review) -> str:
    """The line above a review's summary and pages while its figures are still
    first-pass ones, which may yet change; nothing once every step is refined."""
    if not review.refining:
        return ""
    return t("review.refining", done=review.refined, count=len(review.judgements))


def _file(shown: Shown) -> discord.File | None:
    if shown.image is None:
        return None
    return discord.File(io.BytesIO(shown.image),
                        filename=f"review-{shown.judgement.step.index}.png")


def _decision_embed(t: Translator, review: Review, shown: Shown, title: str) -> discord.Embed:
    judgement = shown.judgement
    verdict = review.verdict(judgement)
    embed = discord.Embed(title=title, colour=COLOURS[verdict])
    embed.add_field(name=t("review.played"), value=shown.played[:1024], inline=False)
    if not judgement.bettered:
        embed.add_field(name=t("review.better"), value=t("review.best_played"), inline=False)
    else:
        embed.add_field(name=t("review.better"), value=shown.best[:1024], inline=False)
    loss, locale = figure(judgement.loss, judgement.cost_se), t.locale
    same = not judgement.bettered or loss == 0
    embed.add_field(name=t("review.difference"),
                    value=t("review.expected_same" if same else "review.expected", count=loss,
                            loss=written(loss, locale),
                            error=precise(judgement.cost_se, judgement.cost_se, locale),
                            played=precise(judgement.played_points, judgement.played_se, locale),
                            played_error=precise(judgement.played_se, judgement.played_se, locale),
                            best=precise(judgement.best_points, judgement.best_se, locale),
                            best_error=precise(judgement.best_se, judgement.best_se, locale)),
                    inline=False)
    if shown.image is not None:
        embed.set_image(url=f"attachment://review-{judgement.step.index}.png")
    return embed


def _decision_title(t: Translator, review: Review, judgement: Judgement) -> str:
    verdict = review.verdict(judgement)
    return t("review.decision", mark=VERDICT_MARKS[verdict], turn=judgement.step.turn,
             phase=t(f"review.phase.{judgement.step.phase}"),
             verdict=t(f"review.verdict_name.{verdict}"))


def summary_message(t: Translator, review: Review, summary: ReviewSummary, player: str,
                    costliest: Sequence[Shown]) -> dict:
    """The summary: points lost in all and by phase, the verdicts with their
    thresholds, then each of the costliest decisions with its image, and a button
    to step through every decision."""
    thresholds = review.thresholds
    lines = [t("review.lost", points=precise(summary.lost, summary.lost_se, t.locale),
               error=precise(summary.lost_se, summary.lost_se, t.locale)),
             " · ".join(t(f"review.phase.{phase}") + " " + points(t, lost)
                        for phase, lost in zip(PHASES, summary.lost_by_phase, strict=True)),
             ""]
    limits = {"good": thresholds.inaccuracy, "close": thresholds.inaccuracy,
              "inaccuracy": thresholds.inaccuracy, "mistake": thresholds.mistake}
    for verdict, count in zip(VERDICTS, summary.verdicts, strict=True):
        lines.append(VERDICT_MARKS[verdict] + " " + t(f"review.count.{verdict}", count=count,
                                                      points=points(t, limits[verdict])))
    if not summary.costliest:
        lines += ["", t("review.flawless")]
    first = discord.Embed(title=t("review.title", game=review.game_id, player=player),
                          description="\n".join(lines), colour=discord.Colour.blurple())
    first.set_footer(text=t("review.method", player=player))
    embeds = [first]
    for rank, shown in enumerate(costliest, start=1):
        title = t("review.costly", rank=rank) + " · " + _decision_title(t, review, shown.judgement)
        embeds.append(_decision_embed(t, review, shown, title))
    files = [file for file in map(_file, costliest) if file is not None]
    view = None
    if review.judgements:
        view = discord.ui.View(timeout=None)
        view.add_item(ReviewItem(discord.ui.Button(
            custom_id=page_id(review.game_id, review.seat, 0), label=t("review.step_through"),
            emoji="▶️", style=discord.ButtonStyle.primary)))
    return {"content": refining_text(t, review), "embeds": embeds, "attachments": files,
            "view": view}


def page_turns(t: Translator, number: int, total: int,
               item: Callable[[discord.ui.Button], discord.ui.Item],
               page: Callable[[int], str], between: discord.ui.Item | None = None
               ) -> list[discord.ui.Item]:
    """◀️ Previous and ▶️ Next around page ``number`` of ``total`` (each only where
    that page exists), ``between`` them if given: the paging of a review's decisions
    and of a replay's steps. ``page(n)`` is page n's custom id, ``item`` wraps each
    button in its flow's dynamic item, so every page works after a restart."""
    turns: list[discord.ui.Item] = []
    if number > 0:
        turns.append(item(discord.ui.Button(custom_id=page(number - 1),
                                            label=t("review.previous"), emoji="◀️")))
    if between is not None:
        turns.append(between)
    if number + 1 < total:
        turns.append(item(discord.ui.Button(custom_id=page(number + 1), label=t("review.next"),
                                            emoji="▶️")))
    return turns


def step_message(t: Translator, review: Review, player: str, number: int, shown: Shown) -> dict:
    """One decision (``number`` in the seat's play order) with Previous, Summary and
    Next."""
    total = len(review.judgements)
    title = t("review.page", number=number + 1, total=total, player=player) + " · " \
        + _decision_title(t, review, shown.judgement)
    embed = _decision_embed(t, review, shown, title)
    summary = ReviewItem(discord.ui.Button(custom_id=summary_id(review.game_id, review.seat),
                                           label=t("review.summary"), emoji="📋"))
    view = discord.ui.View(timeout=None)
    for item in page_turns(t, number, total, ReviewItem,
                           lambda target: page_id(review.game_id, review.seat, target), summary):
        view.add_item(item)
    file = _file(shown)
    return {"content": refining_text(t, review), "embeds": [embed],
            "attachments": [] if file is None else [file], "view": view}
