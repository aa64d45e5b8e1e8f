"""Amytis's daily game: the day's deal, building sides drawn from it, against the
`hard` computer; the shared line shows, round by round (one move each), how far the
player was ahead of the computer."""

from __future__ import annotations

import json
from collections.abc import Mapping
from datetime import date
from typing import Any

from engine.amytis import Game
from engine.amytis.record import move_from_record, setup_from_record
from service.kinds import DailyRules

HARD = 3
"""The computer's level `hard`, the strongest (see `LEVELS`)."""


def options(day: date) -> dict[str, Any]:
    """Building sides drawn from the day's seed, so each day's game differs in them too."""
    return {"sides": "random"}


def opponent(options: Mapping[str, Any]) -> str:
    """The hard computer."""
    return "amytis.daily_opponent"


def marks(record: str, seat: int) -> tuple[int, ...]:
    """After each round (both players moved), the player's score minus the computer's."""
    data = json.loads(record)
    game = Game(setup_from_record(data))
    margins = []
    for index, raw in enumerate(data.get("moves", [])):
        game.play(move_from_record(raw, index))
        if index % 2 == 1 or index == len(data["moves"]) - 1:
            margins.append(game.score(seat).total - game.score(1 - seat).total)
    return tuple(margins)


DAILY = DailyRules(options=options, computer_level=HARD, opponent=opponent, marks=marks)
