"""The report of ``python -m engine replay`` for a West Kingdom record, as JSON data
(record section 4): each seat's seven scoring lines, total and tie-breaks, and the
winners; ``trace_report`` adds the state after every turn, to find where two
implementations of the rules part.
"""

from __future__ import annotations

from typing import Any

from .bundles import RESOURCES
from .game import Game
from .record import FORMAT, from_record
from .view_record import VIEW_FORMAT, view_report


def replay_report(record: Any) -> dict[str, Any]:
    """Replay ``record``; report the scores (as if ended now when unfinished)."""
    return report(from_record(record))


def trace_report(record: Any) -> dict[str, Any]:
    """``replay_report`` plus ``turns``: each turn's seat, decisions consumed so far,
    the Tax Stand and every seat's state, taken as the turn ends."""
    turns: list[dict[str, Any]] = []

    def snapshot(game: Game) -> None:
        turns.append({"seat": game.player, "decisions": len(game.decisions), "tax": game.tax,
                      "players": [_state(game, seat) for seat in range(game.seats)]})

    return {**report(from_record(record, on_turn_end=snapshot)), "turns": turns}


def report(game: Game) -> dict[str, Any]:
    """The replay command's report of ``game`` as it stands."""
    result = game.result()
    return {
        "finished": result.finished,
        "players": [{"total": p.total, "score": p.lines,
                     "tiebreak": {"virtue": p.final_virtue, "silver": p.final_silver}}
                    for p in result.players],
        "winners": list(result.winners),
    }


def _state(game: Game, seat: int) -> dict[str, Any]:
    player = game.players[seat]
    return {
        **dict(zip(RESOURCES, player.res, strict=True)),
        "virtue": player.virtue,
        "debts": player.debts,
        "paid": player.paid,
        "cathedral": player.cathedral,
        "supply": game.supply[seat],
        "prison": game.prison[seat],
        "captives": sum(game.captives[seat]),
        "hand": len(player.hand),
        "apprentices": sorted(player.apprentices),
        "buildings": sorted(player.buildings),
        "vp": game.score(seat).total,
    }


REPLAYERS = {FORMAT: replay_report, VIEW_FORMAT: view_report}
"""The record formats ``python -m engine replay`` reads for this game (a view is read,
not replayed: its hidden answers are unknown)."""
TRACERS = {FORMAT: trace_report}
"""The formats ``python -m engine replay --trace`` reports turn by turn."""
