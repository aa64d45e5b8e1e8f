"""What the game-agnostic service needs from a game's rules, and nothing more.

A game registers itself as `service/<game>/` exporting `KIND`, a `GameKind`; see
`service.registry`. The lobby, the turns loop, the sweeper and the statistics take
everything game-specific from it: its seat range, its options, how to deal, load
and summarise a record, what a player may export mid-game, how the computer
picks a move, and how a finished game's decisions are judged and then refined
(`service.reviews`).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Collection, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import date
from types import ModuleType
from typing import Any, ClassVar, Protocol, TypeVar

from engine.review import Judgement, Reviewer, Step, Thresholds
from service.errors import InvalidOptions

SEAT_ORDERS = ("random", "challenger_first", "opponent_first")
"""Seat orders: drawn from the seed; in the order people came (the host first); or
the reverse (with two seats: the invited player first)."""

T = TypeVar("T")


@dataclass(frozen=True)
class Summary:
    """What the database caches beside a record, so lists need no replay."""

    turn: int
    to_move: int | None
    scores: tuple[int, ...]
    finished: bool
    winners: tuple[int, ...]


@dataclass(frozen=True)
class Started:
    """A new game's record (JSON text) and its summary."""

    record: str
    summary: Summary


@dataclass(frozen=True)
class DailyRules:
    """How a game plays its daily deal (`service.daily`), for a game that has one.

    ``options`` are the day's game options (a level that rotates through the week,
    say); ``computer_level`` is the computer seat's level (1 = weakest) when a solo
    game seats one; ``opponent`` is the catalogue key (in the game's own texts) that
    names the opponent of a game with these options, said at the start; ``marks``
    are the player's margins over the opponent, one per step the game shows (a
    round, a district): positive ahead, zero level, negative behind. They become
    the coloured squares of the line players share, so they must say nothing of the
    deal (no tile, no card)."""

    options: Callable[[date], dict[str, Any]]
    computer_level: int
    opponent: Callable[[Mapping[str, Any]], str]
    marks: Callable[[str, int], tuple[int, ...]]


class GameKind(Protocol):
    """A game the service can host.

    Its engine game (`load`'s result) offers `decision` (with `.player`, `.kind`,
    `.options`), `decide(option)`, `play(move)`, `copy()`, `turn` and `is_over`, and
    `public()`: the game as a spectator knows it, its hidden parts dealt in a fixed
    order, which whatever everyone sees is drawn from (`TurnState.public`).
    """

    name: str
    min_seats: int
    max_seats: int
    computer_levels: tuple[str, ...]
    """The computer player's levels, weakest first; stored as 1, 2, ..."""
    solo_needs_computer_seat: bool
    """True when a solo game seats the computer as the opponent; False when the rules
    bring their own (an automaton played by the engine itself)."""
    public: bool
    """False while the game cannot be played on Discord yet: its commands are kept
    out of the synced tree and of `/games` unless the operator enables it."""
    daily: DailyRules | None
    """How the game plays its daily deal; None when it has none."""

    def normalize_options(self, options: Mapping[str, Any], seats: int) -> dict[str, Any]:
        """Checked, complete options for a game of `seats`; raises `InvalidOptions`."""
        ...

    def start(self, seed: int, options: Mapping[str, Any], seats: int) -> Started:
        """A new game of `seats` players dealt from `seed`."""
        ...

    def load(self, record: str) -> Any:
        """The engine game of a stored record (raises `engine.errors.EngineError`)."""
        ...

    def dump(self, game: Any) -> str:
        """The record of an engine game as compact JSON text."""
        ...

    def summarize_game(self, game: Any) -> Summary:
        """The cached columns of an engine game."""
        ...

    def coerce(self, option: Any, decision: Any) -> Any:
        """An option as a component sent it (text), in the engine's own type."""
        ...

    def rematch_options(self, options: Mapping[str, Any], record: str) -> dict[str, Any]:
        """Options that deal a new game with the same settings as `record`'s."""
        ...

    def public_export(self, record: str, seat: int) -> dict[str, Any]:
        """What the player in `seat` may see of a game in progress, in the game's own
        view format: the public setup, what has been revealed so far and the moves,
        nothing hidden (no tiles under a stack's top, no deck order, no other
        player's hand)."""
        ...

    def computer_move(self, game: Any, level: int, seed: int) -> Any:
        """The computer's whole move for the player to move, decided from that
        seat's public view only, with randomness from `seed` alone."""
        ...

    def open_seats(self, game: Any) -> tuple[int, ...]:
        """The seats that owe a decision now. Two or more when the rules have them
        decide at once (a draft round): each may answer in any order, and the
        answers enter the record together in the order the rules write them."""
        ...

    def facing(self, game: Any, seat: int) -> Any:
        """A copy of `game` whose pending decision is `seat`'s open one, for that
        seat's panel and its computer player."""
        ...

    review_thresholds: Thresholds | None
    """Points lost from which a reviewed move is an inaccuracy, and a mistake; None
    while the game offers no review (`service.reviews`)."""
    review_version: str
    """Names the judge: a review stored by another version is made again."""

    def review_steps(self, record: str) -> tuple[Step, ...]:
        """Every whole move of a finished game's record, in play order."""
        ...

    def judge(self, record: str, index: int, seed: int) -> Judgement:
        """Step `index` judged from what its seat saw then; deterministic for its
        arguments. It pickles (a module-level function, or a method of a kind that
        holds no state: `ReviewedByEngine`), so a worker process can run it."""
        ...

    def refine(self, record: str, index: int, seed: int, judgement: Judgement) -> Judgement:
        """Step `index`'s first-pass `judgement` (`judge` with the same `seed`) with
        more fresh deals, up to the game's count, and more while the step is unsettled
        (`engine.review.Reviewer.settled`). A review is shown after a first pass
        of few deals, so it comes within a minute; its errors then shrink step by
        step as it is refined. A judgement already refined comes back unchanged;
        deterministic for its arguments; it pickles, like `judge`."""
        ...

    def review_refined(self, judgement: Judgement) -> bool:
        """Whether `judgement` has had its refinement (a first pass's has not): a
        review with one that has not is still refining, and says so."""
        ...


class OneAtATime:
    """`open_seats` and `facing` of a game in which one seat decides at a time."""

    @staticmethod
    def open_seats(game: Any) -> tuple[int, ...]:
        """The seat of the pending decision (none once over)."""
        decision = game.decision
        return () if decision is None else (decision.player,)

    @staticmethod
    def facing(game: Any, seat: int) -> Any:
        """The game itself: only the pending decision's seat decides."""
        return game


class ReviewedByEngine:
    """The review of a game whose engine judges with an `engine.review.Reviewer`:
    `review_steps`, `judge`, `refine` and `review_refined` over the stored record
    text, by the `REVIEWER` of `review_engine` (the game's engine review module).

    The `REVIEWER` is looked up at each call rather than bound once, so a test that
    replaces a game's judge (made cheap, say) reaches the service. A worker process
    runs these methods on a copy of the kind, which pickles by its class: a kind
    keeps no state of its own (a `Reviewer` would not pickle: it holds lambdas)."""

    review_engine: ClassVar[ModuleType]
    """The module whose `REVIEWER` judges this game (`engine.<game>.review`)."""

    def _reviewer(self) -> Reviewer[Any, Any, Any]:
        return self.review_engine.REVIEWER

    def review_steps(self, record: str) -> tuple[Step, ...]:
        """Every whole move of a finished game's record, in play order."""
        return self._reviewer().steps(json.loads(record))

    def judge(self, record: str, index: int, seed: int) -> Judgement:
        """Step `index` judged from what its seat saw then (`Reviewer.judge`)."""
        return self._reviewer().judge(json.loads(record), index, seed)

    def refine(self, record: str, index: int, seed: int, judgement: Judgement) -> Judgement:
        """`judgement` played out on more fresh deals (`Reviewer.refine`)."""
        return self._reviewer().refine(json.loads(record), index, seed, judgement)

    def review_refined(self, judgement: Judgement) -> bool:
        """Whether `judgement` has had its refinement (`Reviewer.is_refined`)."""
        return self._reviewer().is_refined(judgement)


def summary_of(game: Any) -> Summary:
    """The cached columns of an engine game whose `result()` lists each seat's
    `total`, whether it is `finished`, and its `winners` (every game's engine does)."""
    result = game.result()
    return Summary(
        turn=game.turn,
        to_move=None if game.is_over else game.current_player,
        scores=tuple(p.total for p in result.players),
        finished=result.finished,
        winners=tuple(result.winners),
    )


def compact(record: Mapping[str, Any]) -> str:
    """A record as the compact JSON text the database stores."""
    return json.dumps(record, separators=(",", ":"))


def check_seats(kind: GameKind, seats: int) -> None:
    """Refuse a seat count outside the game's range."""
    if not kind.min_seats <= seats <= kind.max_seats:
        raise InvalidOptions(reason=f"{kind.name} is played by {kind.min_seats} to "
                                    f"{kind.max_seats} players, not {seats}")


def refuse_unknown(options: Mapping[str, Any], known: Collection[str]) -> None:
    """Refuse the first option (alphabetically) this game does not know."""
    unknown = sorted(set(options) - set(known))
    if unknown:
        raise InvalidOptions(reason=f"unknown option {unknown[0]!r}")


@contextmanager
def invalid_options_on(*refusals: type[Exception]) -> Iterator[None]:
    """The engine's refusal of an option or a deal (one of `refusals`) raised as
    `InvalidOptions` with the engine's own reason, which the player is shown; the
    engine's traceback is left out, as nothing went wrong but the options."""
    try:
        yield
    except refusals as error:
        raise InvalidOptions(reason=str(error)) from None


def number_or_text(option: str) -> int | str:
    """A choice that came as text (a custom_id, a command) as the number it spells,
    ASCII digits only ("²".isdigit() is true, but int() refuses it); other text as is,
    for the engine to refuse."""
    return int(option) if option.isascii() and option.isdigit() else option


def seat_order_option(options: Mapping[str, Any]) -> str:
    """The `seats` option: who plays first; random unless asked otherwise."""
    order = options.get("seats", "random")
    if order not in SEAT_ORDERS:
        raise InvalidOptions(reason=f"seats must be one of {', '.join(SEAT_ORDERS)}")
    return order


def seat_players(order: str, seed: int, people: Sequence[T]) -> list[T]:
    """`people` (in the order they came, the host first) in seat order (seat 0 plays
    first).

    A random order is drawn from the game's seed, so it is stored implicitly and the
    same seed always seats the same way (two seats draw exactly as they always have).
    """
    people = list(people)
    if order == "challenger_first":
        return people
    if order == "opponent_first":
        return people[::-1]
    rng = random.Random(f"seats:{seed}")
    if len(people) == 2:
        return people if rng.random() < 0.5 else people[::-1]
    rng.shuffle(people)
    return people
