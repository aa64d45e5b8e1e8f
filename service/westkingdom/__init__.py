"""Architects of the West Kingdom as a game kind: 2 to 5 seats, board side A or B,
a simultaneous draft, hidden hands; records, summaries, the players' export and the
computer's turn. Registered by exporting `KIND` (see `service.registry`); public: its
turns are played with buttons and private panels (`cogs.westkingdom`).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from engine.westkingdom import (
    Game,
    IllegalMove,
    Prompt,
    facing,
    from_record,
    open_decisions,
    review,
    to_record,
)
from engine.westkingdom.moves import from_json
from engine.westkingdom.view_record import view_export
from service.errors import InvalidOptions
from service.kinds import (
    ReviewedByEngine,
    Started,
    check_seats,
    compact,
    invalid_options_on,
    refuse_unknown,
    seat_order_option,
    summary_of,
)

from .computer import LEVELS, computer_move
from .table_game import TableDecision, TableGame

GAME_KIND = "westkingdom"
OPTIONS = ("seats", "side")
SIDES = ("A", "B")
REVIEW_VERSION = "5"
"""The judge's version (`GameKind.review_version`): raise it when
`engine.westkingdom.review` judges differently, and the reviews stored by the former
judge are made again."""


def dump(game: TableGame) -> str:
    """The game's `westkingdom-record/1` record as compact JSON text."""
    return compact(to_record(game.engine))


def load(record: str) -> TableGame:
    """Rebuild a game from its stored record (raises `engine.errors.RecordError`)."""
    return TableGame(from_record(json.loads(record)))


def coerce(option: Any, decision: TableDecision) -> Any:
    """An answer as a component or the database sent it, in the engine's form: a
    guard action's number from text, a captured group from a list, a payment from
    an object or a list of pairs."""
    prompt = decision.kind
    if prompt is Prompt.GUARD and isinstance(option, str) and option.isascii() \
            and option.isdigit():
        return int(option)
    if prompt is Prompt.PAY and isinstance(option, list | tuple) \
            and all(isinstance(pair, list | tuple) and len(pair) == 2 for pair in option):
        return tuple((str(resource), count) for resource, count in option)
    try:
        return from_json(prompt, option)
    except ValueError:
        return option  # for the turns loop to refuse as not one of the options


class WestKingdomKind(ReviewedByEngine):
    """The `GameKind` of Architects of the West Kingdom."""

    name = GAME_KIND
    min_seats = 2
    max_seats = 5
    computer_levels = LEVELS
    solo_needs_computer_seat = True
    public = True
    daily = None

    review_engine = review
    review_thresholds = review.THRESHOLDS
    review_version = REVIEW_VERSION

    def normalize_options(self, options: Mapping[str, Any], seats: int) -> dict[str, Any]:
        """`{"seats": order, "side": "A" | "B"}`; side A unless asked."""
        check_seats(self, seats)
        refuse_unknown(options, OPTIONS)
        side = options.get("side", "A")
        if side not in SIDES:
            raise InvalidOptions(reason="the board side is A or B")
        return {"seats": seat_order_option(options), "side": side}

    def start(self, seed: int, options: Mapping[str, Any], seats: int) -> Started:
        """A new game of `seats` players dealt from `seed`."""
        with invalid_options_on(IllegalMove):
            game = TableGame(Game.new(seed, seats, options.get("side", "A")))
        return Started(dump(game), summary_of(game))

    load = staticmethod(load)
    dump = staticmethod(dump)
    summarize_game = staticmethod(summary_of)
    coerce = staticmethod(coerce)

    def rematch_options(self, options: Mapping[str, Any], record: str) -> dict[str, Any]:
        """The same board side as the game just played."""
        return {"seats": options.get("seats", "random"), "side": json.loads(record)["side"]}

    def public_export(self, record: str, seat: int) -> dict[str, Any]:
        """The `westkingdom-view/1` export of `seat` (see `export`)."""
        return view_export(load(record).engine, seat)

    computer_move = staticmethod(computer_move)

    @staticmethod
    def open_seats(game: TableGame) -> tuple[int, ...]:
        """Every seat yet to pick in a draft round; else the seat to move."""
        return tuple(open_decisions(game.engine))

    @staticmethod
    def facing(game: TableGame, seat: int) -> TableGame:
        """The game turned towards `seat`'s draft pick (or itself, when it is that
        seat's decision anyway)."""
        return TableGame(facing(game.engine, seat))


KIND = WestKingdomKind()
