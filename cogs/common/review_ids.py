"""The component ids of reviews, and the one dynamic item behind them all.

``review:<game>`` is the Review button of a finished game's last message (the
presser's own seat); ``review:<game>:<seat>`` a seat's summary; and
``review:<game>:<seat>:<step>`` its decision number ``step`` (0-based, in play
order). Reviews are stored, so every id works after a restart.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import discord

from i18n import Translator
from service.kinds import GameKind
from store.games import GameRow

from .component import ID_NUMBER, MAX_ID_NUMBER, RoutedItem

PREFIX = "review:"
PATTERN = rf"{PREFIX}.*"
_ID = re.compile(
    rf"{PREFIX}(?P<game>{ID_NUMBER})(:(?P<seat>{ID_NUMBER})(:(?P<step>{ID_NUMBER}))?)?")


class ReviewItem(RoutedItem, discord.ui.DynamicItem[discord.ui.Button], template=PATTERN):
    """Every review button; clicks go to the ``Review`` cog, stale ids included."""

    cog_name = "Review"
    handler = "on_click"


@dataclass(frozen=True)
class ReviewTarget:
    """What a review button asks for: a game, and maybe a seat and a decision."""

    game_id: int
    seat: int | None = None
    step: int | None = None


def parse(custom_id: str) -> ReviewTarget | None:
    """The target a review id names, or None for an id the bot never writes."""
    match = _ID.fullmatch(custom_id)
    if match is None:
        return None
    numbers = [None if match[name] is None else int(match[name])
               for name in ("game", "seat", "step")]
    if any(n is not None and n > MAX_ID_NUMBER for n in numbers):
        return None
    return ReviewTarget(*numbers)


def review_id(game_id: int) -> str:
    return f"{PREFIX}{game_id}"


def summary_id(game_id: int, seat: int) -> str:
    return f"{PREFIX}{game_id}:{seat}"


def page_id(game_id: int, seat: int, step: int) -> str:
    return f"{PREFIX}{game_id}:{seat}:{step}"


def review_button(label: str, game_id: int) -> ReviewItem:
    """The 🔎 Review button of a finished game's last message."""
    return ReviewItem(discord.ui.Button(custom_id=review_id(game_id), label=label[:80],
                                        emoji="🔎", style=discord.ButtonStyle.secondary))


def add_review_button(view: discord.ui.View, t: Translator, kind: GameKind,
                      row: GameRow) -> None:
    """Add 🔎 Review to a finished game's last message, when its kind offers review."""
    if row.status == "finished" and kind.review_thresholds is not None:
        view.add_item(review_button(t("review.button"), row.id))


def seat_button(label: str, game_id: int, seat: int) -> ReviewItem:
    """A button that opens one seat's review (offered to someone who did not play)."""
    return ReviewItem(discord.ui.Button(custom_id=summary_id(game_id, seat), label=label[:80]))
