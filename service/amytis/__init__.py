"""The Architects of Amytis as a game kind: options, new games, records, summaries,
and the computer's move. Registered by exporting `KIND` (see `service.registry`).

Everything Amytis-specific that the game-agnostic service needs is here; the
step-wise turns are the shared `service/turns.py`, driven by this kind.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping
from typing import Any

from engine.amytis import (
    BUILDINGS,
    DecisionKind,
    Game,
    from_record,
    parse_sides,
    random_sides,
    review,
    to_record,
    to_view_record,
)
from engine.amytis.ai import choose_move
from engine.errors import EngineError
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

from .daily import DAILY

GAME_KIND = "amytis"
LEVELS = ("easy", "normal", "hard")
SIDE_PRESETS = ("A", "B", "random")
"""Building sides presets: all A (the recommended first game), all B, or one drawn
per building from the game's seed. A dict {building: "A"/"B"} chooses each side."""

REVIEW_VERSION = "3"
"""The judge's version (`GameKind.review_version`): raise it when `engine.amytis.review`
judges differently, and the reviews stored by the former judge are made again."""


def dump(game: Game) -> str:
    """The game's `amytis-record/1` record as compact JSON text."""
    return compact(to_record(game))


def load(record: str) -> Game:
    """Rebuild a game from its stored record (raises `engine.errors.RecordError`)."""
    return from_record(json.loads(record))


class AmytisKind(OneAtATime, ReviewedByEngine):
    """The `GameKind` of The Architects of Amytis."""

    name = GAME_KIND
    min_seats = max_seats = 2
    computer_levels = LEVELS
    solo_needs_computer_seat = True
    public = True
    daily = DAILY

    review_engine = review
    review_thresholds = review.THRESHOLDS
    review_version = REVIEW_VERSION

    def normalize_options(self, options: Mapping[str, Any], seats: int = 2) -> dict[str, Any]:
        """`{"sides": preset or {building: side}, "seats": order}`, checked."""
        check_seats(self, seats)
        refuse_unknown(options, ("sides", "seats"))
        sides = options.get("sides", "A")
        if isinstance(sides, Mapping):
            with invalid_options_on(ValueError):
                parsed = parse_sides(sides)
            sides = {b.value: side for b, side in parsed.items()}
        elif sides not in SIDE_PRESETS:
            raise InvalidOptions(reason=f"sides must be one of {', '.join(SIDE_PRESETS)}")
        return {"sides": sides, "seats": seat_order_option(options)}

    def sides_of(self, seed: int, options: Mapping[str, Any]) -> dict[str, str]:
        """The building sides a game with these options and seed is played with."""
        sides = options.get("sides", "A")
        if isinstance(sides, Mapping):
            return dict(sides)
        if sides == "random":
            return {b.value: s for b, s in random_sides(random.Random(f"sides:{seed}")).items()}
        return {b.value: sides for b in BUILDINGS}

    def start(self, seed: int, options: Mapping[str, Any], seats: int = 2) -> Started:
        """A new game dealt from `seed` with the chosen building sides."""
        game = Game.new(seed, self.sides_of(seed, options))
        return Started(dump(game), summary_of(game))

    load = staticmethod(load)
    dump = staticmethod(dump)
    summarize_game = staticmethod(summary_of)

    @staticmethod
    def coerce(option: Any, decision: Any) -> Any:
        """Stack and cell options are numbers, even when they come from a custom_id."""
        if (decision.kind in (DecisionKind.STACK, DecisionKind.CELL)
                and isinstance(option, str)):
            return number_or_text(option)
        return option

    @staticmethod
    def computer_move(game: Game, level: int, seed: int) -> Any:
        """`engine.amytis.ai` on the public view of the player to move."""
        name = LEVELS[level - 1] if 1 <= level <= len(LEVELS) else "normal"
        return choose_move(game.public_view(game.current_player), name, seed)

    def rematch_options(self, options: Mapping[str, Any], record: str) -> dict[str, Any]:
        """The same building sides as the game just played (random ones included)."""
        return {"sides": dict(json.loads(record)["sides"]), "seats": options.get("seats", "random")}

    def public_export(self, record: str, seat: int) -> dict[str, Any]:
        """The `amytis-view/1` record: the stacks down to their tops, the cards drawn.
        Both players see the same table, so `seat` changes nothing here. `ValueError`
        when the record cannot be replayed."""
        try:
            return to_view_record(load(record))
        except EngineError as error:
            raise ValueError(str(error)) from error


KIND = AmytisKind()
