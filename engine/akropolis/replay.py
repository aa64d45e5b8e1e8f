"""The report of ``python -m engine replay`` for an Akropolis record, as JSON data."""

from __future__ import annotations

from typing import Any

from .moves import PlayerScore
from .record import FORMAT, from_record


def replay_report(record: Any) -> dict[str, Any]:
    """Replay ``record``; report each seat's score by district, and the winners."""
    result = from_record(record).result()
    return {
        "finished": result.finished,
        "players": [_player(p) for p in result.players],
        "winners": list(result.winners),
    }


def _player(score: PlayerScore) -> dict[str, Any]:
    head: dict[str, Any] = {} if score.architect is None else {"architect": score.architect}
    return {
        **head,
        "stones": score.stones,
        "total": score.total,
        "districts": {d.value: {"value": s.value, "stars": s.stars, "points": s.points}
                      for d, s in score.by_district.items()},
    }


REPLAYERS = {FORMAT: replay_report}
"""The record formats ``python -m engine replay`` reads for this game."""
