"""Akropolis's daily game: solo against the Famous Architect, whose level rotates
through the week (gentle at its start, hardest at the weekend); the shared line
shows, district by district, how far the player finished ahead of the Architect."""

from __future__ import annotations

import json
from collections.abc import Mapping
from datetime import date
from typing import Any

from engine.akropolis import ARCHITECT_LEVELS, from_record
from service.kinds import DailyRules

WEEK = (0, 0, 1, 1, 1, 2, 2)
"""The Architect's level (an index into ``ARCHITECT_LEVELS``) from Monday to Sunday:
hippodamos Monday and Tuesday, metagenes Wednesday to Friday, callicrates at the
weekend."""


def options(day: date) -> dict[str, Any]:
    """The standard solo game against the day's Architect."""
    return {"architect": ARCHITECT_LEVELS[WEEK[day.weekday()]]}


def opponent(options: Mapping[str, Any]) -> str:
    """The Architect's level, as the score pad names it."""
    return f"render_akropolis.level.{options['architect']}"


def marks(record: str, seat: int) -> tuple[int, ...]:
    """Each district's points minus the Architect's (the Architect sits after the
    one player)."""
    game = from_record(json.loads(record))
    mine, architect = game.score(seat), game.score(1 - seat)
    return tuple(a.points - b.points
                 for a, b in zip(mine.districts, architect.districts, strict=True))


DAILY = DailyRules(options=options, computer_level=1, opponent=opponent, marks=marks)
