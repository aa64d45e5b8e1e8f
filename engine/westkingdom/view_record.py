"""What a player may take away of a West Kingdom game in progress: the
``westkingdom-view/1`` format.

The record (``westkingdom-record/1``) holds every deck order and every hand, so a
player gets a view instead: the table as their seat sees it now (``PublicView``: their
own hand, no other, no deck order) and the answers given so far, where an answer
that names a card only its seat saw (a draft pick, a discard, the card kept at the
Black Market, the Library's discard) is written ``"?"`` unless it is their own. The
whole record is theirs once the game ends. A view cannot be replayed (its hidden
answers are unknown); ``view_report`` reads the scores it shows, checked for form.
"""

from __future__ import annotations

import json
from dataclasses import asdict, fields
from typing import Any

from ..errors import RecordError
from .game import Game
from .moves import Decision, PlayerScore, Prompt, Result, to_json
from .view import PublicView, TableauView

VIEW_FORMAT = "westkingdom-view/1"
PRIVATE_ANSWERS = frozenset({Prompt.DRAFT, Prompt.DISCARD, Prompt.KEEP, Prompt.LIBRARY})
"""Prompts whose answer names a card that only the answering seat saw."""
DECLINES = frozenset({"skip", "stop"})


def _answer(seat: int, prompt: Prompt, value: Any, viewer: int) -> dict[str, Any]:
    hidden = seat != viewer and prompt in PRIVATE_ANSWERS and value not in DECLINES
    return {"s": seat, prompt.value: "?" if hidden else to_json(value)}


def view_export(game: Game, seat: int) -> dict[str, Any]:
    """The `westkingdom-view/1` export of `game` for the player in `seat`."""
    view = game.public_view(seat)
    table = {f.name: getattr(view, f.name) for f in fields(view)
             if f.name not in ("_game", "result", "decision")}
    decision = view.decision
    table["decision"] = None if decision is None else {"player": decision.player,
                                                       "prompt": decision.prompt.value}
    table["tableaus"] = [asdict(tableau) for tableau in view.tableaus]
    table["scores"] = [score.total for score in view.result.players]
    table["result"] = {"finished": view.result.finished, "winners": list(view.result.winners),
                       "players": [asdict(score) for score in view.result.players]}
    export = {
        "format": VIEW_FORMAT,
        "viewer": seat,
        "seats": game.seats,
        "side": game.setup.side,
        "first": game.setup.first,
        "characters": None if game.setup.characters is None else list(game.setup.characters),
        "table": table,
        "decisions": [_answer(m.seat, m.prompt, m.value, seat) for m in game.decisions],
    }
    return json.loads(json.dumps(export))  # plain JSON data: lists, not tuples


def view_report(data: Any) -> dict[str, Any]:
    """The replay command's report of a view: the totals its table shows, and that
    it is a view (nothing replayed); ``RecordError`` names what is malformed."""
    if not isinstance(data, dict) or data.get("format") != VIEW_FORMAT:
        raise RecordError(f"not a {VIEW_FORMAT} file")
    table = data.get("table")
    scores = table.get("scores") if isinstance(table, dict) else None
    if not isinstance(scores, list) or not all(isinstance(s, int) for s in scores):
        raise RecordError("'table.scores' must be a list of numbers")
    return {"view": True, "finished": bool(table.get("finished")),
            "players": [{"total": total} for total in scores],
            "decisions": len(data.get("decisions") or [])}


def view_of_export(data: Any) -> PublicView:
    """The ``PublicView`` a view export was made from, as far as it shows it (whose
    decision is pending, not its answers), for drawing it: ``python -m render``.
    ``RecordError`` names what is missing or malformed."""
    view_report(data)
    table = data["table"]
    try:
        tableaus = tuple(TableauView(**{k: tuple(v) if isinstance(v, list) else v
                                        for k, v in tableau.items()})
                         for tableau in table["tableaus"])
        result = table["result"]
        scores = Result(bool(result["finished"]),
                        tuple(PlayerScore(**score) for score in result["players"]),
                        tuple(result["winners"]))
        shown = {name: tuple(value) if isinstance(value, list) else value
                 for name, value in table.items()
                 if name not in ("tableaus", "result", "scores", "decision")}
        pending = table["decision"]
        decision = None if pending is None else Decision(
            pending["player"], Prompt(pending["prompt"]), ())
        return PublicView(**shown, tableaus=tableaus, result=scores, decision=decision,
                          _game=None)
    except (KeyError, TypeError, ValueError) as error:
        raise RecordError(f"not a complete {VIEW_FORMAT} table: {error}") from None
