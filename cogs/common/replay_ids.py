"""The component ids of replays, and the one dynamic item behind them all.

``replay:<game>`` is the 🎞️ Replay button of a finished game's last message (post
the animation); ``replay:<game>:open`` the Step through button under a posted
replay (open the viewer privately at its first step); ``replay:<game>:<step>`` a
page of the viewer (0-based); ``replay:<game>:jump`` the viewer's select of steps,
whose value is the step. The viewer draws each page from the game's record in the
presser's language, so every id works after a restart and for anyone who presses.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import discord

from i18n import Translator
from store.games import GameRow

from .component import ID_NUMBER, MAX_ID_NUMBER, RoutedItem

PREFIX = "replay:"
PATTERN = rf"{PREFIX}.*"
_ID = re.compile(rf"{PREFIX}(?P<game>{ID_NUMBER})(:(?P<step>{ID_NUMBER}|open|jump))?")


class ReplayItem(RoutedItem, discord.ui.DynamicItem[discord.ui.Item], template=PATTERN):
    """Every replay button and select; clicks go to the ``Replay`` cog, stale ids
    included."""

    cog_name = "Replay"
    handler = "on_click"


@dataclass(frozen=True)
class ReplayTarget:
    """What a replay component asks for: post the animation (``action`` "post"),
    open the viewer ("open"), show ``step`` ("step"), or the step chosen ("jump")."""

    game_id: int
    action: str
    step: int | None = None


def parse(custom_id: str) -> ReplayTarget | None:
    """The target a replay id names, or None for an id the bot never writes."""
    match = _ID.fullmatch(custom_id)
    if match is None or int(match["game"]) > MAX_ID_NUMBER:
        return None
    game, step = int(match["game"]), match["step"]
    if step is None:
        return ReplayTarget(game, "post")
    if step in ("open", "jump"):
        return ReplayTarget(game, step)
    if int(step) > MAX_ID_NUMBER:
        return None
    return ReplayTarget(game, "step", int(step))


def replay_id(game_id: int) -> str:
    return f"{PREFIX}{game_id}"


def open_id(game_id: int) -> str:
    return f"{PREFIX}{game_id}:open"


def step_id(game_id: int, step: int) -> str:
    return f"{PREFIX}{game_id}:{step}"


def jump_id(game_id: int) -> str:
    return f"{PREFIX}{game_id}:jump"


def add_replay_button(view: discord.ui.View, t: Translator, row: GameRow) -> None:
    """Add 🎞️ Replay to a finished game's last message."""
    if row.status == "finished":
        view.add_item(ReplayItem(discord.ui.Button(
            custom_id=replay_id(row.id), label=t("replays.button")[:80], emoji="🎞️",
            style=discord.ButtonStyle.secondary)))


def step_through_button(t: Translator, game_id: int) -> ReplayItem:
    """The button under a posted replay that opens the step-through viewer."""
    return ReplayItem(discord.ui.Button(custom_id=open_id(game_id), label=t("replays.step")[:80],
                                        emoji="⏯️", style=discord.ButtonStyle.secondary))
