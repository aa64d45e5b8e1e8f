"""The ``amytis-record/1`` game record: a game's setup and every decision, as JSON.

A record is the whole truth of a game: ``from_record(to_record(game))`` rebuilds the
same game, point for point. A record may stop in the middle of a game, and its last
move may lack the ``favor`` its turn earned: the game then waits for that decision.
Selections of a turn that has not executed yet (a chosen stack or cell) are not
part of the game and are not recorded.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..errors import EngineError, RecordError
from .game import Game
from .moves import DecisionKind, Move
from .setup import DISPLAY_SIZE, STACKS, Setup, parse_sides
from .tiles import Tile

FORMAT = "amytis-record/1"
_MOVE_KEYS = {"stack", "cell", "palace", "favor"}


def to_record(game: Game) -> dict[str, Any]:
    """The record of ``game`` as it stands, ready for ``json.dumps``."""
    setup = game.setup
    return {
        "format": FORMAT,
        "sides": {b.value: side for b, side in setup.sides.items()},
        "stacks": [[t.id for t in stack] for stack in setup.stacks],
        "display": list(setup.display),
        "deck": list(setup.deck),
        "hands": [list(h) for h in setup.hands],
        "moves": [m.to_record() for m in game.moves],
    }


def setup_from_record(data: Mapping[str, Any]) -> Setup:
    """The setup part of a record, every field checked; ``RecordError`` if wrong."""
    if not isinstance(data, Mapping):
        raise RecordError("a record is a JSON object")
    if data.get("format") != FORMAT:
        raise RecordError(f"format must be {FORMAT!r}, not {data.get('format')!r}")
    try:
        sides = parse_sides(_field(data, "sides", dict))
        stacks = _field(data, "stacks", list)
        if len(stacks) != STACKS or not all(isinstance(s, list) for s in stacks):
            raise RecordError(f"'stacks' must list {STACKS} stacks of tile ids")
        tiles = tuple(tuple(Tile.parse(t) for t in s) for s in stacks)
        display = _field(data, "display", list)
        if len(display) != DISPLAY_SIZE:
            raise RecordError(f"'display' must list {DISPLAY_SIZE} positions")
        hands = _field(data, "hands", list)
        if len(hands) != 2 or not all(isinstance(h, list) for h in hands):
            raise RecordError("'hands' must list 2 hands of Project cards")
        deck = _field(data, "deck", list)
        for card in [*display, *deck, *hands[0], *hands[1]]:
            if card is not None and not _is_int(card):
                raise RecordError(f"a Project card is a number, not {card!r}")
        if any(c is None for c in [*deck, *hands[0], *hands[1]]):
            raise RecordError("only a display position may be empty (null)")
        return Setup(sides, tiles, tuple(display), tuple(deck), (tuple(hands[0]), tuple(hands[1])))
    except ValueError as error:
        raise RecordError(str(error)) from None


def move_from_record(data: Any, index: int) -> Move:
    """One move object of a record, checked for form (not yet for legality)."""
    if not isinstance(data, Mapping):
        raise RecordError("a move is a JSON object", index)
    unknown = sorted(set(data) - _MOVE_KEYS)
    if unknown:
        raise RecordError(f"unknown key {unknown[0]!r}", index)
    for key in ("stack", "cell"):
        if key not in data:
            raise RecordError(f"'{key}' is missing", index)
        if not _is_int(data[key]):
            raise RecordError(f"'{key}' must be a number from 0 to 8, not {data[key]!r}", index)
    for key in ("palace", "favor"):
        if key in data and not isinstance(data[key], str):
            raise RecordError(f"'{key}' must be a string, not {data[key]!r}", index)
    return Move(data["stack"], data["cell"], data.get("palace"), data.get("favor"))


def from_record(data: Mapping[str, Any]) -> Game:
    """Rebuild a game by replaying its record; ``RecordError`` names the bad move."""
    return replay_moves(Game(setup_from_record(data)), data)


def replay_moves(game: Game, data: Mapping[str, Any]) -> Game:
    """Play the ``moves`` of a record (or of a public view) on ``game`` from its setup."""
    moves = data.get("moves", [])
    if not isinstance(moves, list):
        raise RecordError("'moves' must be a list")
    for index, raw in enumerate(moves):
        move = move_from_record(raw, index)
        if game.decision is not None and game.decision.kind is DecisionKind.FAVOR:
            raise RecordError("a favor space is required: the turn completed a line of 3 "
                              "architects", index - 1)
        try:
            game.play(move)
        except EngineError as error:
            raise RecordError(str(error), index) from None
    return game


def _field(data: Mapping[str, Any], key: str, kind: type) -> Any:
    if key not in data:
        raise RecordError(f"{key!r} is missing")
    value = data[key]
    if not isinstance(value, kind):
        raise RecordError(f"{key!r} must be a JSON {'object' if kind is dict else 'list'}")
    return value


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
