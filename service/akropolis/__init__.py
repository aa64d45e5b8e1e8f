"""Akropolis as a game kind: 1 to 4 seats (solo against the Architect), the long
game, the variants; records, summaries, the players' export and the computer's move.
Registered by exporting `KIND` (see `service.registry`); public: its turns are
played with buttons (`cogs.akropolis`).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from engine.akropolis import (
    ARCHITECT_LEVELS,
    VIEW_FORMAT,
    DecisionKind,
    Game,
    IllegalMove,
    Placement,
    from_record,
    parse_variants,
    review,
    to_record,
)
from service.errors import InvalidOptions
from service.kinds import (
    OneAtATime,
    ReviewedByEngine,
    Started,
    check_seats,
    compact,
    invalid_options_on,
    number_or_text,
    refuse_unknown,
    seat_order_option,
    summary_of,
)

from .computer import LEVELS, computer_move
from .daily import DAILY

GAME_KIND = "akropolis"
OPTIONS = ("seats", "long", "variants", "architect")

REVIEW_VERSION = "4"
"""The judge's version (`GameKind.review_version`): raise it when `engine.akropolis.review`
judges differently, and the reviews stored by the former judge are made again."""


def dump(game: Game) -> str:
    """The game's `akropolis-record/1` record as compact JSON text."""
    return compact(to_record(game))


def load(record: str) -> Game:
    """Rebuild a game from its stored record (raises `engine.errors.RecordError`)."""
    return from_record(json.loads(record))


class AkropolisKind(OneAtATime, ReviewedByEngine):
    """The `GameKind` of Akropolis."""

    name = GAME_KIND
    min_seats = 1
    max_seats = 4
    computer_levels = LEVELS
    solo_needs_computer_seat = False
    public = True
    daily = DAILY

    review_engine = review
    review_thresholds = review.THRESHOLDS
    review_version = REVIEW_VERSION

    def normalize_options(self, options: Mapping[str, Any], seats: int) -> dict[str, Any]:
        """`{"seats": order, "long": bool, "variants": [district], "architect": level}`,
        checked against the number of players (the long game is for 1 to 3, the
        Architect for solo, where it defaults to the gentlest, hippodamos)."""
        check_seats(self, seats)
        refuse_unknown(options, OPTIONS)
        long = options.get("long", False)
        if not isinstance(long, bool):
            raise InvalidOptions(reason="long is true or false")
        if long and seats > 3:
            raise InvalidOptions(reason="the long game is for 1 to 3 players")
        with invalid_options_on(ValueError):
            variants = [v.value for v in parse_variants(options.get("variants", []))]
        architect = options.get("architect", ARCHITECT_LEVELS[0] if seats == 1 else None)
        if seats == 1 and architect not in ARCHITECT_LEVELS:
            raise InvalidOptions(reason=f"the Architect is one of {', '.join(ARCHITECT_LEVELS)}")
        if seats > 1:
            architect = None
        return {"seats": seat_order_option(options), "long": long, "variants": variants,
                "architect": architect}

    def start(self, seed: int, options: Mapping[str, Any], seats: int) -> Started:
        """A new game of `seats` players dealt from `seed`."""
        with invalid_options_on(IllegalMove):
            game = Game.new(seed, seats, options.get("long", False),
                            options.get("variants", ()), options.get("architect"))
        return Started(dump(game), summary_of(game))

    load = staticmethod(load)
    dump = staticmethod(dump)
    summarize_game = staticmethod(summary_of)

    @staticmethod
    def coerce(option: Any, decision: Any) -> Any:
        """A site index from text, or a placement from `[[q, r], rot]`."""
        if decision.kind is DecisionKind.TILE and isinstance(option, str):
            return number_or_text(option)
        if decision.kind is DecisionKind.PLACEMENT and isinstance(option, list | tuple):
            anchor, rot = option
            return Placement(tuple(anchor), rot)
        return option

    def rematch_options(self, options: Mapping[str, Any], record: str) -> dict[str, Any]:
        """The same mode, variants and Architect as the game just played."""
        data = json.loads(record)
        return {"seats": options.get("seats", "random"), "long": data["long"],
                "variants": list(data["variants"]), "architect": data["architect"]}

    def public_export(self, record: str, seat: int) -> dict[str, Any]:
        """The `akropolis-view/1` record: the record's fields, but `tiles` only those
        laid out on the site so far, in their order, and the tiles still in the
        stacks in `unseen_tiles`, sorted by id, so their order stays hidden (the
        engine's `public_view`)."""
        view = load(record).public_view(seat)
        data = json.loads(record)
        data.update(format=VIEW_FORMAT, tiles=list(view.dealt),
                    unseen_tiles=list(view.unseen_tiles), stacks_left=view.stacks_left)
        return data

    computer_move = staticmethod(computer_move)


KIND = AkropolisKind()
