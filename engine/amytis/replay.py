"""The report of ``python -m engine replay``: a record's scores, as JSON data.

Both a game record and a player's view of a game in progress replay to the same
report: the hidden parts a view leaves out never score before they are revealed.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .game import Game
from .public_record import VIEW_FORMAT, from_view_record
from .record import FORMAT, from_record


def replay_report(record: Mapping[str, Any]) -> dict[str, Any]:
    """Replay an ``amytis-record/1`` record and report its scores."""
    return report(from_record(record))


def replay_view_report(view: Mapping[str, Any]) -> dict[str, Any]:
    """Replay an ``amytis-view/1`` record and report its scores."""
    return report(from_view_record(view))


def report(game: Game) -> dict[str, Any]:
    """Each move's points, the scores and the winners of ``game``."""
    result = game.result()
    return {
        "finished": result.finished,
        "turn_points": list(game.turn_points),
        "players": [
            {
                "building_points": p.building,
                "project_points": p.projects,
                "favor_points": p.favors,
                "total": p.total,
                "completed_projects": list(p.completed),
            }
            for p in result.players
        ],
        "winners": list(result.winners),
    }


REPLAYERS = {FORMAT: replay_report, VIEW_FORMAT: replay_view_report}
"""The record formats ``python -m engine replay`` reads for this game."""
