"""The ``westkingdom-record/1`` game record: the setup, every shuffled order, and every
decision, as JSON (``shared/westkingdom-record.md``).

A record is the whole truth of a game: ``from_record(to_record(game))`` rebuilds the
same game, and a record written by ``to_record`` and read back writes the same JSON.
Answers the engine took itself (a prompt with one legal answer) are not written.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..errors import IllegalMove, RecordError
from .game import Game
from .moves import Move, shown
from .setup import Setup

FORMAT = "westkingdom-record/1"
_KEYS = ("format", "seats", "side", "promo", "first", "characters", "display",
         "apprentice_deck", "packets", "building_deck", "black_market",
         "black_market_reshuffles", "rewards", "decisions")


class DecisionError(RecordError):
    """A record that cannot be replayed, its message naming the decision at fault
    (``decision 12: expected seat 2, got seat 0``), or ``record:`` for the setup."""

    def __init__(self, reason: str, decision: int | None = None) -> None:
        super().__init__(reason, decision)
        where = "record" if decision is None else f"decision {decision}"
        self.args = (f"{where}: {reason}",)


def to_record(game: Game) -> dict[str, Any]:
    """The record of ``game`` as it stands, ready for ``json.dumps``. A game with BGA
    ruling switches on has none: the format replays with the engine's rulings only."""
    setup = game.setup
    if not setup.bga.is_engine:
        raise RecordError(f"{FORMAT} has no field for BGA's rulings, so a game played "
                          f"with {setup.bga} has no record")
    return {
        "format": FORMAT,
        "seats": setup.seats,
        "side": setup.side,
        "promo": False,
        "first": setup.first,
        "characters": None if setup.characters is None else list(setup.characters),
        "display": list(setup.display),
        "apprentice_deck": list(setup.apprentice_deck),
        "packets": [list(packet) for packet in setup.packets],
        "building_deck": list(setup.building_deck),
        "black_market": list(setup.black_market),
        "black_market_reshuffles": [list(order) for order in game.reshuffles],
        "rewards": list(setup.rewards),
        "decisions": [move.to_record() for move in game.decisions],
    }


def setup_from_record(data: Any) -> Setup:
    """The setup part of a record, every field checked; ``DecisionError`` if wrong."""
    if not isinstance(data, dict):
        raise DecisionError("a record is a JSON object")
    if data.get("format") != FORMAT:
        raise DecisionError(f"format must be {FORMAT!r}, not {shown(data.get('format'))}")
    unknown = sorted(str(k) for k in data if k not in _KEYS)
    if unknown:
        raise DecisionError(f"unknown key {shown(unknown[0])}")
    missing = [k for k in _KEYS if k not in data]
    if missing:
        raise DecisionError(f"{missing[0]!r} is missing")
    if data["promo"] is not False:
        raise DecisionError("'promo' must be false: the promo cards and characters are not "
                            "part of this engine yet (R1)")
    characters = data["characters"]
    try:
        return Setup(
            seats=data["seats"],
            side=data["side"],
            first=data["first"],
            characters=None if characters is None else _ids(characters, "characters"),
            display=_ids(data["display"], "display"),
            apprentice_deck=_ids(data["apprentice_deck"], "apprentice_deck"),
            packets=_lists(data["packets"], "packets"),
            building_deck=_ids(data["building_deck"], "building_deck"),
            black_market=_ids(data["black_market"], "black_market"),
            rewards=_ids(data["rewards"], "rewards"),
            reshuffles=_lists(data["black_market_reshuffles"], "black_market_reshuffles"),
        )
    except ValueError as error:
        raise DecisionError(str(error)) from None


def from_record(data: Any, on_turn_end: Callable[[Game], None] | None = None) -> Game:
    """Rebuild a game by replaying its record; ``DecisionError`` names the bad
    decision. ``on_turn_end`` is called with the game after each turn of the replay."""
    game = Game(setup_from_record(data))
    game.on_turn_end = on_turn_end
    decisions = data["decisions"]
    if not isinstance(decisions, list):
        raise DecisionError("'decisions' must be a list")
    game.derive_reshuffles = False  # a reshuffle that happened must be in the record
    for index, raw in enumerate(decisions):
        if game.is_over:
            raise DecisionError("the game is already over", index)
        try:
            game.play(Move.from_record(raw))
        except (ValueError, IllegalMove) as error:
            raise DecisionError(str(error), index) from None
    listed = len(game.setup.reshuffles)
    if len(game.reshuffles) < listed:
        raise DecisionError(f"'black_market_reshuffles' lists {listed} reshuffles, but the "
                            f"game made {len(game.reshuffles)}")
    game.derive_reshuffles = True
    game.on_turn_end = None
    return game


def _ids(value: Any, key: str) -> tuple[str, ...]:
    if not isinstance(value, list):
        raise ValueError(f"{key!r} must be a list of ids, not {shown(value)}")
    return tuple(value)


def _lists(value: Any, key: str) -> tuple[tuple[str, ...], ...]:
    if not isinstance(value, list) or not all(isinstance(v, list) for v in value):
        raise ValueError(f"{key!r} must be a list of lists of ids")
    return tuple(tuple(v) for v in value)
