"""The report of ``python -m engine replay``: a record's scores, as JSON data."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .record import FORMAT, from_record


def replay_report(record: Mapping[str, Any]) -> dict[str, Any]:
    """Replay ``record`` and report each move's points, the scores and the winners."""
    game = from_record(record)
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


REPLAYERS = {FORMAT: replay_report}
"""The record formats ``python -m engine replay`` reads for this game."""
