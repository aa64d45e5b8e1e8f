"""The report of ``python -m engine replay`` for an Akropolis record, as JSON data."""

from __future__ import annotations

from typing import Any

from .game import Game
from .moves import PlayerScore
from .public_record import VIEW_FORMAT, from_view_record
from .record import FORMAT, from_record


def replay_report(record: Any) -> dict[str, Any]:
    """Replay ``record``; report each seat's score by district, and the winners."""
    return report(from_record(record))


def replay_view_report(view: Any) -> dict[str, Any]:
    """Replay an ``akropolis-view/1`` record (a game in progress as its players may
    see it); report the public scores as they stand, as for a whole record."""
    return report(from_view_record(view))


def report(game: Game) -> dict[str, Any]:
    """Each seat's score by district, and the winners, of ``game`` as it stands."""
    result = game.result()
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


REPLAYERS = {FORMAT: replay_report, VIEW_FORMAT: replay_view_report}
"""The record formats ``python -m engine replay`` reads for this game."""
