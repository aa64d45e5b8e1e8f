"""The ``akropolis-record/1`` game record: a game's setup and every move, as JSON.

A record is the whole truth of a game: ``from_record(to_record(game))`` rebuilds the
same game, and the JSON text of a record read and written again is identical. Only
the player's moves are listed in solo; the Architect's turns follow from the rules.
A tile chosen but not yet placed is not part of the game and is not recorded.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..errors import EngineError, RecordError
from .game import Game
from .moves import Move
from .setup import Setup, parse_variants

FORMAT = "akropolis-record/1"
_KEYS = ("format", "seats", "long", "variants", "architect", "tiles", "moves")
_MOVE_KEYS = ("take", "anchor", "rot")


def to_record(game: Game) -> dict[str, Any]:
    """The record of ``game`` as it stands, ready for ``json.dumps``."""
    setup = game.setup
    return {
        "format": FORMAT,
        "seats": setup.seats,
        "long": setup.long,
        "variants": [v.value for v in setup.variants],
        "architect": setup.architect,
        "tiles": list(setup.tiles),
        "moves": [m.to_record() for m in game.moves],
    }


def setup_from_record(data: Any) -> Setup:
    """The setup part of a record, every field checked; ``RecordError`` if wrong."""
    if not isinstance(data, Mapping):
        raise RecordError("a record is a JSON object")
    if data.get("format") != FORMAT:
        raise RecordError(f"format must be {FORMAT!r}, not {data.get('format')!r}")
    unknown = sorted(str(k) for k in data if k not in _KEYS)
    if unknown:
        raise RecordError(f"unknown key {unknown[0]!r}")
    missing = [k for k in _KEYS if k not in data]
    if missing:
        raise RecordError(f"{missing[0]!r} is missing")
    seats, long, variants, architect, tiles = (data[k] for k in _KEYS[1:6])
    if not _is_int(seats):
        raise RecordError(f"'seats' must be a number from 1 to 4, not {seats!r}")
    if not isinstance(variants, list):
        raise RecordError(f"'variants' must be a list of district names, not {variants!r}")
    if architect is not None and not isinstance(architect, str):
        raise RecordError(f"'architect' must be a level name or null, not {architect!r}")
    if not isinstance(tiles, list):
        raise RecordError(f"'tiles' must be a list of tile ids, not {tiles!r}")
    try:
        parsed = parse_variants(variants)
        if any(not _is_int(t) for t in tiles):
            bad = next(t for t in tiles if not _is_int(t))
            raise ValueError(f"a tile id is a number, not {bad!r}")
        return Setup(seats, tuple(tiles), long, parsed, architect)
    except ValueError as error:
        raise RecordError(str(error)) from None


def move_from_record(data: Any, index: int) -> Move:
    """One move object of a record, checked for form (not yet for legality)."""
    if not isinstance(data, Mapping):
        raise RecordError("a move is a JSON object", index)
    unknown = sorted(str(k) for k in data if k not in _MOVE_KEYS)
    if unknown:
        raise RecordError(f"unknown key {unknown[0]!r}", index)
    for key in _MOVE_KEYS:
        if key not in data:
            raise RecordError(f"'{key}' is missing", index)
    take, anchor, rot = data["take"], data["anchor"], data["rot"]
    if not _is_int(take):
        raise RecordError(f"'take' must be a site index, not {take!r}", index)
    if not (isinstance(anchor, list) and len(anchor) == 2 and all(_is_int(v) for v in anchor)):
        raise RecordError(f"'anchor' must be [q, r], not {anchor!r}", index)
    if not _is_int(rot):
        raise RecordError(f"'rot' must be a rotation from 0 to 5, not {rot!r}", index)
    return Move(take, (anchor[0], anchor[1]), rot)


def from_record(data: Any) -> Game:
    """Rebuild a game by replaying its record; ``RecordError`` names the bad move."""
    game = Game(setup_from_record(data))
    moves = data["moves"]
    if not isinstance(moves, list):
        raise RecordError("'moves' must be a list")
    for index, raw in enumerate(moves):
        move = move_from_record(raw, index)
        try:
            game.play(move)
        except EngineError as error:
            raise RecordError(str(error), index) from None
    return game


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
