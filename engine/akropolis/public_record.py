"""The ``akropolis-view/1`` record: a game in progress as its players may see it.

It is an ``akropolis-record/1`` record whose ``tiles`` are only those laid out on
the site so far, in the order they came, with the tiles still in the stacks in
``unseen_tiles`` (sorted by id, so their order stays hidden) and ``stacks_left``.
Replaying it puts the unseen tiles back in that sorted order as stand-ins: no
stand-in is laid out before the position the view shows, so the moves and scores
are those of the real game; a view whose moves reach beyond the tiles it shows is
refused.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..errors import EngineError, RecordError
from .game import Game
from .record import FORMAT, move_from_record, setup_from_record

VIEW_FORMAT = "akropolis-view/1"
_VIEW_KEYS = ("unseen_tiles", "stacks_left")


def from_view_record(data: Any) -> Game:
    """Replay a view with its unseen tiles as stand-ins; ``RecordError`` if it is
    wrong, or if its moves lay out tiles it does not show."""
    if not isinstance(data, Mapping):
        raise RecordError("a record is a JSON object")
    if data.get("format") != VIEW_FORMAT:
        raise RecordError(f"format must be {VIEW_FORMAT!r}, not {data.get('format')!r}")
    missing = [k for k in _VIEW_KEYS if k not in data]
    if missing:
        raise RecordError(f"{missing[0]!r} is missing")
    shown, unseen = data.get("tiles"), data["unseen_tiles"]
    if not isinstance(shown, list) or not isinstance(unseen, list):
        raise RecordError("'tiles' and 'unseen_tiles' must be lists of tile ids")
    record = {k: v for k, v in data.items() if k not in _VIEW_KEYS}
    record.update(format=FORMAT, tiles=[*shown, *sorted(unseen, key=_sort_key)])
    game = Game(setup_from_record(record))
    moves = record.get("moves")
    if not isinstance(moves, list):
        raise RecordError("'moves' must be a list")
    for index, raw in enumerate(moves):
        try:
            game.play(move_from_record(raw, index))
        except EngineError as error:
            raise RecordError(str(error), index) from None
    if game.dealt != len(shown):
        raise RecordError(f"the view shows {len(shown)} tiles laid out, but its moves lay"
                          f" out {game.dealt}")
    if data["stacks_left"] != game.stacks_left:
        raise RecordError(f"'stacks_left' is {data['stacks_left']!r}, but the moves leave"
                          f" {game.stacks_left}")
    return game


def _sort_key(tile: object) -> tuple[int, str]:
    return (tile, "") if isinstance(tile, int) else (0, repr(tile))
