"""Game review: the shared, game-agnostic judged decision and way of judging (issue 29).

A review replays a finished game, stops before each whole move of one seat, and asks
the hard computer player what that seat should have expected from the move it played
and from the best move it could have found, judged only from what the seat could see
then. Each game's `engine/<game>/review.py` produces these values; the service stores
them as JSON and the renderers draw them.

The way of judging is shared too, so that every game's review means the same thing:
draw N complete games that agree with the seat's public view (the hidden part dealt
at random), play every candidate move in the SAME N games with the same playout dice
(common random numbers: the candidates differ by the move, not by the luck of the
draw), play each on with a quick player for every seat, and average the seat's
final points (where a game stops short of the end, its estimate of them). This
module names no game: each game supplies how to sample, play and score as a
``Reviewer``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass
from functools import partial
from statistics import fmean
from typing import Any, Generic, Protocol, TypeVar

PHASES = ("opening", "middle", "end")
VERDICTS = ("good", "inaccuracy", "mistake")


@dataclass(frozen=True)
class Step:
    """One decision to judge: the game after replaying its first `index` whole moves
    is the position; `seat` decided there and played `played`."""

    index: int  # 0-based position in the game's list of whole moves, all seats, play order
    seat: int
    turn: int  # the game's turn number as shown to players at that moment
    phase: str  # one of PHASES: by thirds of the game's whole moves
    played: str  # the move played, in the game's own move text form (Move.text())

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Step:
        return cls(**data)


@dataclass(frozen=True)
class Judgement:
    """A step judged from what its seat could see then (never hidden tiles/cards):
    the expected final points of that seat after the played move and after the best
    move found, over the same sampled deals (common random numbers)."""

    step: Step
    best: str  # best move found, move text; equal to step.played when the played move was best
    played_points: float  # expected final points of step.seat after the played move
    best_points: float  # ... after `best` (>= played_points)
    candidates: int  # moves compared
    samples: int  # sampled deals per move

    @property
    def loss(self) -> float:
        return max(0.0, self.best_points - self.played_points)

    def to_json(self) -> dict[str, Any]:
        """Plain JSON: the step nested as a dict, points rounded to 2 decimals (what
        the stored review keeps; more digits would only be noise of the sampling)."""
        return {
            "step": self.step.to_json(),
            "best": self.best,
            "played_points": round(self.played_points, 2),
            "best_points": round(self.best_points, 2),
            "candidates": self.candidates,
            "samples": self.samples,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Judgement:
        return cls(
            step=Step.from_json(data["step"]),
            best=data["best"],
            played_points=float(data["played_points"]),
            best_points=float(data["best_points"]),
            candidates=int(data["candidates"]),
            samples=int(data["samples"]),
        )


@dataclass(frozen=True)
class Thresholds:
    """Points lost from which a move is an inaccuracy, and a mistake (per game: its
    points scale differs)."""

    inaccuracy: float
    mistake: float

    def verdict(self, loss: float) -> str:
        """Good below `inaccuracy`, mistake at or above `mistake`, else inaccuracy."""
        if loss >= self.mistake:
            return "mistake"
        if loss >= self.inaccuracy:
            return "inaccuracy"
        return "good"


class Copyable(Protocol):
    """A game state a playout may copy and play on, leaving the original alone."""

    def copy(self) -> Any: ...


G = TypeVar("G", bound=Copyable)
M = TypeVar("M")
V = TypeVar("V")


@dataclass(frozen=True)
class Reviewer(Generic[G, M, V]):
    """What the shared review needs of one game: its record, its moves, its public
    view and sampling, its hard and normal players and a quick playout, and how many
    candidates and sampled games a step gets."""

    start: Callable[[Mapping[str, Any]], G]  # the game a record sets up, before any move
    moves: Callable[[Mapping[str, Any]], Sequence[M]]  # the record's whole moves, in order
    seat: Callable[[G], int]  # whose move it is
    turn: Callable[[G], int]  # the turn number players are shown
    play: Callable[[G, M], Any]
    view: Callable[[G, int], V]  # a seat's public view
    sample: Callable[[V, random.Random], G]  # a game that agrees with a view
    hard: Callable[[V, int], M]  # the hard player's move from a view and a seed
    ranked: Callable[[V, random.Random], Sequence[M]]  # moves, best first (normal ranking)
    play_on: Callable[[G, random.Random], None]  # plays every seat on, quickly
    points: Callable[[G, int], float]  # a seat's final total, or its expectation mid-game
    text: Callable[[M], str]
    samples: int  # sampled games per candidate, the same for every candidate
    candidates: int  # moves compared, the played one included
    decided: Callable[[M], bool] = lambda move: True  # a step? (not a move no one judges)
    fit: Callable[[G, M], Any] | None = None  # plays a candidate in a sampled game (or `play`)

    def steps(self, record: Mapping[str, Any]) -> tuple[Step, ...]:
        """Every decided whole move of the record, in play order, with its seat and turn."""
        game, moves = self.start(record), self.moves(record)
        count = sum(map(self.decided, moves))
        steps: list[Step] = []
        for move in moves:
            if self.decided(move):
                steps.append(self._step(game, move, len(steps), count))
            self.play(game, move)
        return tuple(steps)

    def position(self, record: Mapping[str, Any], index: int) -> G:
        """The game just before step ``index``: every whole move before it replayed."""
        return self._position(record, index)[0]

    def judge(self, record: Mapping[str, Any], index: int, seed: int) -> Judgement:
        """Step ``index`` judged from its seat's public view then: the played move,
        the hard player's and the best of the ranking, each in the same sampled games
        played on; the seat's mean final points."""
        game, played, count = self._position(record, index)
        step = self._step(game, played, index, count)
        view = self.view(game, step.seat)
        rng = random.Random(seed)
        hard = self.hard(view, rng.randrange(1 << 62))
        ranked = self.ranked(view, rng)
        candidates = candidate_moves(played, [hard, *ranked], self.candidates)
        worlds = [(self.sample(view, rng), rng.randrange(1 << 62)) for _ in range(self.samples)]
        return judge_moves(step, candidates, worlds, partial(self._outcome, step.seat), self.text)

    def _position(self, record: Mapping[str, Any], index: int) -> tuple[G, M, int]:
        """The game before step ``index``, the whole move played there, and how many
        steps the game has. Nothing after the step is replayed, so a judgement reads
        nothing the seat could not know then (the count only sets the phase)."""
        moves = self.moves(record)
        decided = [i for i, move in enumerate(moves) if self.decided(move)]
        game = self.start(record)
        for move in moves[:decided[index]]:
            self.play(game, move)
        return game, moves[decided[index]], len(decided)

    def _step(self, game: G, move: M, index: int, count: int) -> Step:
        """The step of ``move``, the ``index``-th of ``count``, played in ``game``."""
        return Step(index, self.seat(game), self.turn(game), phase_of(index, count),
                    self.text(move))

    def _outcome(self, seat: int, game: G, move: M, rng: random.Random) -> float:
        (self.fit or self.play)(game, move)
        self.play_on(game, rng)
        return self.points(game, seat)


def phase_of(index: int, count: int) -> str:
    """The phase of whole move ``index`` of ``count``: opening, middle or end, by thirds."""
    return PHASES[min(len(PHASES) - 1, index * len(PHASES) // max(1, count))]


def candidate_moves(played: M, preferred: Iterable[M], count: int) -> list[M]:
    """``played`` first, then the first distinct moves of ``preferred`` (best first),
    ``count`` moves at most in all."""
    moves = [played]
    for move in preferred:
        if len(moves) >= count:
            break
        if move not in moves:
            moves.append(move)
    return moves


def judge_moves(step: Step, moves: Sequence[M], worlds: Sequence[tuple[G, int]],
                outcome: Callable[[G, M, random.Random], float],
                text: Callable[[M], str]) -> Judgement:
    """``step`` judged by the mean ``outcome`` of each move in ``moves`` (the played
    one first) over the same ``worlds``, each played on a copy of the world with
    dice of the world's seed. The best mean wins; on a tie the played move does, so
    a move is never faulted for equalling the best."""
    means = [fmean(outcome(world.copy(), move, random.Random(dice)) for world, dice in worlds)
             for move in moves]
    best = max(range(len(moves)), key=lambda i: (means[i], i == 0))
    return Judgement(step, text(moves[best]), means[0], means[best], len(moves), len(worlds))
