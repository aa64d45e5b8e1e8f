"""Game review: the shared, game-agnostic judged decision and way of judging (issues 29, 43).

A review replays a finished game, stops before each decision of one seat, and asks
what that seat should have expected from the move it played and from the best move
it could have found, judged only from what the seat could see then. Each game's
``engine/<game>/review.py`` supplies a ``Reviewer``; the service stores the
``Judgement`` values as JSON and the renderers draw them.

What the numbers mean (one definition for every game). A decision's **cost** is the
seat's expected final score after the best candidate less its expected final score
after the move played. Expected means: over deals drawn from the seat's public view
at that moment (the hidden part dealt at random), the rest of the game played out
to its end by a stated policy, every seat playing it from its own public view
(``Reviewer.policy``: a level of the game's computer player, or Amytis's ``quick``,
the hard search's quick player; ``docs/reviews.md`` says why each). It is estimated
in two batches of deals:

- SELECTION: the candidates (the move played, the hard player's where the game
  affords its search, the best of the normal ranking) are compared on
  ``Reviewer.samples`` deals by the quick look ahead of each game (``play_on`` then
  ``points``: a round of quick play, then an evaluation). That look ahead is cheap
  and may be biased; it only picks which candidate to put to the test.
- ESTIMATE: on ``Reviewer.fresh`` FRESH deals, never used for the selection, the
  move played and the selected best are each played out to the end of the game by
  the policy, paired (the same deal and the same dice for both moves). The cost is
  the mean paired difference, with its standard error (``cost_se``); the seat's
  "expected at the end" is the mean final score after the move played
  (``played_points`` ± ``played_se``). Both are unbiased for the definition above:
  no number shown comes from the batch that chose the candidate. Where the fresh
  deals give the selected move fewer points, the move played is shown as the best
  found (``Judgement.bettered``).

Words follow the evidence (``Thresholds.verdict``): a decision is an inaccuracy or a
mistake only when its cost clears that threshold by two standard errors (Student's t
for fewer than 60 deals, which is more: 2.36 for 8); a cost at
or above the inaccuracy threshold that does not is "close"; below it, "good". The
error is never below what one point of spread a deal gives (``least_error``), and
where a game has measured the spread its steps typically show, few deals lean on
it (``pooled_error``). A game may refine a name until it clears its threshold by
``SURE`` errors (``Reviewer.unsure``), as a refinement that looks after every batch
would otherwise get several chances to name a decision that costs nothing.

For an independent check (``bench/review_truth.py``), these names are stable:

- ``Judgement``: ``played_points``, ``played_se``, ``best_points``, ``best_se``,
  ``cost``, ``cost_se``, ``verdict`` (one of ``VERDICTS``), ``samples`` (fresh
  deals per move), ``candidates``; ``best`` and ``step.played`` in move text.
- ``Reviewer.policy``: the name of the playout policy.
- ``Reviewer.deals(record, index, count, seed)``: the position before step
  ``index`` (a game), the move played there and ``count`` games sampled from its
  seat's view (its own deals, drawn from ``seed``).
- ``Reviewer.move(record, index, seed, text)``: the candidate of the judgement
  ``judge(record, index, seed)`` whose text is ``text`` (its ``best``).
- ``Reviewer.final(game, move, seat, rng)``: ``seat``'s final score once ``move``
  is played in ``game`` (changed in place: pass a copy) and the game played out to
  its end by the policy, its dice from ``rng``.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, replace
from functools import partial
from statistics import fmean, stdev
from typing import Any, Generic, Protocol, TypeVar

PHASES = ("opening", "middle", "end")
VERDICTS = ("good", "close", "inaccuracy", "mistake")
CONFIDENCE = 2.0
"""Standard errors a cost must clear a threshold by before it is named, at least."""
STUDENT = (12.71, 4.30, 3.18, 2.78, 2.57, 2.45, 2.36, 2.31, 2.26, 2.23, 2.20, 2.18, 2.16,
           2.14, 2.13, 2.12, 2.11, 2.10, 2.09, 2.09, 2.08, 2.07, 2.07, 2.06, 2.06, 2.06, 2.05,
           2.05, 2.05, 2.04)
"""Student's t at 97.5% for 1 to 30 degrees of freedom: a standard error made from n
deals is itself uncertain, and two of them cover less than 95% below n = 60. West
Kingdom's 8 deals need 2.36 (its benchmark found a cost of 6.6 ± 2.4 from 8 deals to
be −5.9 ± 2.4 from 32)."""


SURE = 3.0
"""Standard errors a name must clear its threshold by before a refinement that may go
on for names (``Reviewer.named``) stops: more than a single look's margin, because
the refinement looks after every batch (``Reviewer.unsure``)."""


def margin_of(samples: int | None) -> float:
    """Standard errors a cost from ``samples`` deals must clear a threshold by:
    ``CONFIDENCE``, or Student's t where that is more (none given: ``CONFIDENCE``).
    Beyond the table, t comes from its expansion in 1/degrees (Cornish-Fisher, within
    0.001 from 30 degrees on): Amytis's first pass of 32 deals needs 2.04."""
    if samples is None or samples < 2:
        return CONFIDENCE
    if samples - 1 <= len(STUDENT):
        return max(CONFIDENCE, STUDENT[samples - 2])
    z, degrees = 1.959964, samples - 1
    t = z + (z ** 3 + z) / (4 * degrees) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * degrees ** 2)
    return max(CONFIDENCE, round(t, 2))


POINT = 1.0
"""The unit of a final score. Deals that all give the same difference show a spread
below one point, not none: a standard error from ``n`` deals is taken as at least
``POINT / sqrt(n)``, so identical deals never make a verdict easier than a small spread
(West Kingdom's bench saw exactly 2.00 on each of 8 deals)."""


def least_error(cost_se: float, samples: int | None) -> float:
    """``cost_se``, at least the error one point of spread per deal gives ``samples``
    deals (none given, as reviews stored before issue 43: ``cost_se`` as it is)."""
    if not samples:
        return cost_se
    return max(cost_se, POINT / math.sqrt(samples))


PRIOR_DEALS = 8
"""How many deals a game's typical spread (``Thresholds.spread``) weighs as against a
step's own. Four deals rarely show a step's spread: West Kingdom's first pass saw an
end-game step's four deals spread by 1.2 points where its 192 re-judged deals spread
by 3.5, and called a cost of 3.0 a mistake of 6.0 ± 0.6."""


def pooled_error(cost_se: float, samples: int | None, typical: float | None) -> float:
    """``cost_se`` from ``samples`` deals, at least the error of their spread pooled
    with ``typical`` (the spread per deal of the steps of its phase, weighed as
    ``PRIOR_DEALS`` deals): few deals lean on what the game's steps usually show,
    many on their own; never narrower than the deals' own error (none typical: as it
    is)."""
    if not samples or typical is None:
        return cost_se
    own = cost_se * cost_se * samples
    pooled = (PRIOR_DEALS * typical * typical + (samples - 1) * own) / (PRIOR_DEALS + samples - 1)
    return max(cost_se, math.sqrt(pooled / samples))


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
class Thresholds:
    """Points lost from which a move is an inaccuracy, and a mistake (per game: its
    points scale differs)."""

    inaccuracy: float
    mistake: float
    spread: tuple[float, ...] = ()
    """The spread per deal of a paired difference that the game's steps typically
    show, by phase (as ``PHASES``), measured on its refined judgements; () for none.
    A cost's error is pooled with it (``pooled_error``)."""

    def typical(self, phase: str) -> float | None:
        """The typical spread per deal of a step of ``phase`` (None where unmeasured)."""
        return self.spread[PHASES.index(phase)] if self.spread else None

    def verdict(self, cost: float, cost_se: float = 0.0, samples: int | None = None) -> str:
        """Mistake or inaccuracy only when ``cost`` clears that threshold by
        ``margin_of(samples)`` standard errors (two, more for few deals); close when it
        reaches the inaccuracy threshold without clearing it so; good below it. The
        error is at least ``least_error`` of ``samples``; a figure with neither (as
        reviews stored before issue 43) reads as exact."""
        margin = margin_of(samples) * least_error(cost_se, samples)
        if cost >= self.mistake + margin:
            return "mistake"
        if cost >= self.inaccuracy + margin:
            return "inaccuracy"
        if cost >= self.inaccuracy:
            return "close"
        return "good"


@dataclass(frozen=True)
class Judgement:
    """A step judged from what its seat could see then (never hidden tiles/cards):
    the seat's expected final points after the played move and after the best
    candidate, from full playouts on fresh paired deals, with their standard errors."""

    step: Step
    best: str  # best candidate, move text; equal to step.played when the played move was best
    played_points: float  # mean final points of step.seat after the played move
    best_points: float  # ... after `best` (played_points + cost)
    candidates: int  # moves compared
    samples: int  # fresh deals each of the two moves was played out on
    played_se: float = 0.0  # standard error of played_points
    best_se: float = 0.0  # standard error of best_points
    cost_se: float = 0.0  # standard error of best - played, paired (at least `least_error`)
    verdict: str = ""  # one of VERDICTS; "" in a review stored before issue 43
    played_finals: tuple[float, ...] = ()  # the seat's final score in each fresh deal
    best_finals: tuple[float, ...] = ()  # ... after `best`, deal by deal (() when played)

    @property
    def cost(self) -> float:
        """Best less played: may be below 0 when the fresh deals favour the move played."""
        return self.best_points - self.played_points

    @property
    def loss(self) -> float:
        """The cost as points lost: never below 0."""
        return max(0.0, self.cost)

    @property
    def bettered(self) -> bool:
        """Whether a move found did better than the one played: another candidate was
        selected and the fresh deals gave it more points (where they gave it fewer,
        the move played is shown as the best found, not beaten)."""
        return self.best != self.step.played and self.cost > 0

    def verdict_by(self, thresholds: Thresholds) -> str:
        """The stored verdict; a review stored before issue 43 has none and is
        judged by ``thresholds`` on its figure alone, as it was then."""
        return self.verdict or thresholds.verdict(self.loss)

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
            "played_se": round(self.played_se, 2),
            "best_se": round(self.best_se, 2),
            "cost_se": round(self.cost_se, 2),
            "verdict": self.verdict,
            "played_finals": [_compact(value) for value in self.played_finals],
            "best_finals": [_compact(value) for value in self.best_finals],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Judgement:
        """A stored judgement; one stored before issue 43 (no errors, no verdict)
        reads with errors of 0 and no verdict."""
        return cls(
            step=Step.from_json(data["step"]),
            best=data["best"],
            played_points=float(data["played_points"]),
            best_points=float(data["best_points"]),
            candidates=int(data["candidates"]),
            samples=int(data["samples"]),
            played_se=float(data.get("played_se", 0.0)),
            best_se=float(data.get("best_se", 0.0)),
            cost_se=float(data.get("cost_se", 0.0)),
            verdict=str(data.get("verdict", "")),
            played_finals=tuple(map(float, data.get("played_finals", ()))),
            best_finals=tuple(map(float, data.get("best_finals", ()))),
        )


def _compact(value: float) -> float | int:
    """A final score as JSON keeps it: whole points as integers (every game's scores
    are), anything else to 2 decimals."""
    return int(value) if float(value).is_integer() else round(value, 2)


class Copyable(Protocol):
    """A game state a playout may copy and play on, leaving the original alone."""

    def copy(self) -> Any: ...


G = TypeVar("G", bound=Copyable)
M = TypeVar("M")
V = TypeVar("V")


@dataclass(frozen=True)
class Reviewer(Generic[G, M, V]):
    """What the shared review needs of one game: its record, its moves, its public
    view and sampling, the players that propose candidates, the quick look ahead
    that selects among them, the stated policy that plays the estimate's games to
    their end, and how many candidates and deals a step gets."""

    start: Callable[[Mapping[str, Any]], G]  # the game a record sets up, before any move
    moves: Callable[[Mapping[str, Any]], Sequence[M]]  # the record's whole moves, in order
    seat: Callable[[G], int]  # whose move it is
    turn: Callable[[G], int]  # the turn number players are shown
    play: Callable[[G, M], Any]
    view: Callable[[G, int], V]  # a seat's public view
    sample: Callable[[V, random.Random], G]  # a game that agrees with a view
    hard: Callable[[V, int], M] | None  # the hard player's move from a view and a seed
    ranked: Callable[[V, random.Random], Sequence[M]]  # moves, best first (normal ranking)
    play_on: Callable[[G, random.Random], None]  # selection: a quick look ahead
    points: Callable[[G, int], float]  # selection: a seat's expected final total then
    policy: str  # the level name of the playout policy (what `play_out` plays)
    play_out: Callable[[G, random.Random], None]  # every seat played to the end by it
    score: Callable[[G, int], float]  # a seat's final total, once the game is over
    thresholds: Thresholds
    text: Callable[[M], str]
    samples: int  # selection deals, the same for every candidate
    fresh: int  # estimate deals of the first pass, the same for the played and the best move
    refined: int  # estimate deals once refined (``refine``): at least ``fresh``
    candidates: int  # moves compared, the played one included
    decided: Callable[[M], bool] = lambda move: True  # a step? (not a move no one judges)
    fit: Callable[[G, M], Any] | None = None  # plays a candidate in a sampled game (or `play`)
    most: int = 0  # deals a refinement may go on to while a step is unsettled (0: `refined`)
    precision: float | None = None  # "expected at the end"'s error wanted, a share of it
    named: int = 0  # deals a refinement may go on to, past `most`, while a name is unsure

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
        """Step ``index`` judged from its seat's public view then: the candidates
        selected on one batch of deals, the played and the best played out to the
        end on a fresh one (see the module docstring)."""
        step, candidates, rng, view = self._candidates(record, index, seed)
        selection = [(self.sample(view, rng), rng.randrange(1 << 62))
                     for _ in range(self.samples)]
        estimate = [(self.sample(view, rng), rng.randrange(1 << 62)) for _ in range(self.fresh)]
        return judge_moves(step, candidates, selection, estimate,
                           partial(self._looked_ahead, step.seat),
                           partial(self._final, step.seat), self.text, self.thresholds)

    def refine(self, record: Mapping[str, Any], index: int, seed: int,
               judgement: Judgement) -> Judgement:
        """``judgement`` (of ``judge(record, index, seed)``) sharpened: the same two
        moves played out on more fresh deals, ``refined`` in all, then ``refined``
        more at a time, up to ``most`` (``named`` while a name is unsure: ``unsure``),
        while the step is unsettled (``settled``);
        every figure and the verdict made again from all of them. Each batch of deals
        is drawn apart from the others (from ``seed`` and the word "refine", and for
        a batch after the first the deals already played), so the same arguments give
        the same judgement; one already refined comes back as it is. A judgement that
        kept no finals (stored before they were) is played out anew."""
        if len(judgement.played_finals) != judgement.samples:
            judgement = replace(judgement, samples=0, played_finals=(), best_finals=())
        target = self._target(judgement)
        if target <= judgement.samples:
            return judgement
        game, played_move, count = self._position(record, index)
        step = self._step(game, played_move, index, count)
        view = self.view(game, step.seat)
        best = (None if judgement.best == step.played
                else self._candidate(view, seed, judgement.best))
        final = partial(self._final, step.seat)
        while target > judgement.samples:
            rng = random.Random(f"refine:{seed}" if judgement.samples == self.fresh
                                else f"refine:{seed}:{judgement.samples}")
            worlds = [(self.sample(view, rng), rng.randrange(1 << 62))
                      for _ in range(target - judgement.samples)]
            played = judgement.played_finals + tuple(outcomes(played_move, worlds, final))
            better = () if best is None else (
                judgement.best_finals + tuple(outcomes(best, worlds, final)))
            judgement = estimated(step, judgement.best, judgement.candidates, played,
                                  better, self.thresholds)
            target = self._target(judgement)
        return judgement

    def is_refined(self, judgement: Judgement) -> bool:
        """Whether ``judgement`` has had its refinement (``refine``): played out on
        ``refined`` deals, and on more while it was unsettled, up to ``most``."""
        return (len(judgement.played_finals) == judgement.samples
                and self._target(judgement) <= judgement.samples)

    def settled(self, judgement: Judgement) -> bool:
        """Whether more deals are unlikely to change what a step's page says: its
        "expected at the end" within ``precision`` of itself (one standard error;
        any, without one), and whether and how it names the decision. A cost below
        the inaccuracy threshold is settled: it would have to gain two errors and
        then clear the threshold by two more to be named, and "good" and "close"
        name nothing. At or above it, the cost must clear the inaccuracy threshold,
        and the mistake threshold either way, by the margin its verdict asks
        (``Thresholds.verdict``). Refining a "good" step within its margin below the
        threshold took a West Kingdom opening's cost of 0.0 ± 1.2 to 64 deals.
        Where the game refines names further (``named``), a name is settled only once
        its cost clears the threshold it names by ``SURE`` errors (``unsure``)."""
        if (self.precision is not None
                and judgement.played_se > self.precision * abs(judgement.played_points)):
            return False
        cost = judgement.cost
        if judgement.best == judgement.step.played or cost < self.thresholds.inaccuracy:
            return True
        margin = (margin_of(judgement.samples)
                  * least_error(judgement.cost_se, judgement.samples))
        return (cost >= self.thresholds.inaccuracy + margin
                and abs(cost - self.thresholds.mistake) >= margin
                and not (self.named and self.unsure(judgement)))

    def unsure(self, judgement: Judgement) -> bool:
        """Whether ``judgement`` names the decision (an inaccuracy or a mistake) with
        its cost clearing that threshold by fewer than ``SURE`` errors. A refinement
        that looks again after each batch and stops once a cost clears its margin
        gets several chances to name a decision that costs nothing: West Kingdom's
        benchmark found two inaccuracies named at 64 deals, 4.05 ± 1.16 and
        3.70 ± 1.03, whose playouts gave 0.2 ± 0.5 and 0.5 ± 0.5."""
        if judgement.verdict not in ("inaccuracy", "mistake"):
            return False
        threshold = (self.thresholds.mistake if judgement.verdict == "mistake"
                     else self.thresholds.inaccuracy)
        error = least_error(judgement.cost_se, judgement.samples)
        return judgement.cost - threshold < SURE * error

    def _target(self, judgement: Judgement) -> int:
        """The deals ``judgement`` should have been played out on once refined:
        ``refined``, then a batch more while unsettled, up to ``most``, or up to
        ``named`` while its name is unsure."""
        if judgement.samples < self.refined:
            return self.refined
        if self.settled(judgement):
            return judgement.samples
        most = (max(self.most, self.named) if self.named and self.unsure(judgement)
                else self.most)
        if judgement.samples >= most:
            return judgement.samples
        return min(most, judgement.samples + self.refined)

    def deals(self, record: Mapping[str, Any], index: int, count: int,
              seed: int) -> tuple[G, M, list[G]]:
        """The game before step ``index``, the move played there, and ``count`` games
        drawn from ``seed`` that agree with its seat's public view (for a check of
        the judge with deals of its own)."""
        game, played, _ = self._position(record, index)
        view = self.view(game, self.seat(game))
        rng = random.Random(seed)
        return game, played, [self.sample(view, rng) for _ in range(count)]

    def move(self, record: Mapping[str, Any], index: int, seed: int, text: str) -> M:
        """The candidate of ``judge(record, index, seed)`` written ``text``."""
        game, played, _ = self._position(record, index)
        if self.text(played) == text:
            return played
        return self._candidate(self.view(game, self.seat(game)), seed, text)

    def final(self, game: G, move: M, seat: int, rng: random.Random) -> float:
        """``seat``'s final total once ``move`` is played in ``game`` (in place) and
        every seat plays on to the end by the stated policy, dice from ``rng``."""
        (self.fit or self.play)(game, move)
        self.play_out(game, rng)
        return self.score(game, seat)

    def _final(self, seat: int, game: G, move: M, rng: random.Random) -> float:
        return self.final(game, move, seat, rng)

    def _candidates(self, record: Mapping[str, Any], index: int,
                    seed: int) -> tuple[Step, list[M], random.Random, V]:
        """The step, its candidates (played first), the generator the judgement
        goes on drawing from, and the seat's view."""
        game, played, count = self._position(record, index)
        step = self._step(game, played, index, count)
        view = self.view(game, step.seat)
        rng = random.Random(seed)
        hard = [] if self.hard is None else [self.hard(view, rng.randrange(1 << 62))]
        ranked = self.ranked(view, rng)
        return step, candidate_moves(played, [*hard, *ranked], self.candidates), rng, view

    def _candidate(self, view: V, seed: int, text: str) -> M:
        """The candidate written ``text`` that ``_candidates`` proposes from ``view``
        and ``seed``, other than the move played: the normal ranking's first (cheap),
        the hard player's search only when none of them is it."""
        rng = random.Random(seed)
        hard_seed = None if self.hard is None else rng.randrange(1 << 62)
        found = next((move for move in self.ranked(view, rng) if self.text(move) == text), None)
        if found is None and self.hard is not None and hard_seed is not None:
            found = self.hard(view, hard_seed)
        if found is None or self.text(found) != text:
            raise ValueError(f"{text!r} is no candidate of this step")
        return found

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

    def _looked_ahead(self, seat: int, game: G, move: M, rng: random.Random) -> float:
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


Outcome = Callable[[Any, Any, random.Random], float]
"""A seat's points after a move in a copy of a sampled game, dice from a generator."""


def outcomes(move: M, worlds: Sequence[tuple[G, int]], outcome: Outcome) -> list[float]:
    """``outcome`` of ``move`` in a copy of each world, with dice of the world's seed."""
    return [outcome(world.copy(), move, random.Random(dice)) for world, dice in worlds]


def standard_error(values: Sequence[float]) -> float:
    """The standard error of the mean of ``values`` (0 for fewer than two)."""
    return stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0


def judge_moves(step: Step, moves: Sequence[M], selection: Sequence[tuple[G, int]],
                estimate: Sequence[tuple[G, int]], look_ahead: Outcome, final: Outcome,
                text: Callable[[M], str], thresholds: Thresholds) -> Judgement:
    """``step`` judged: the best of ``moves`` (the played one first) by the mean
    ``look_ahead`` over the ``selection`` worlds (on a tie the played move, so a
    move is never faulted for equalling the best), then the played and the best by
    their ``final`` points over the ``estimate`` worlds, paired world by world."""
    best = 0
    if len(moves) > 1:
        means = [fmean(outcomes(move, selection, look_ahead)) for move in moves]
        best = max(range(len(moves)), key=lambda i: (means[i], i == 0))
    played = outcomes(moves[0], estimate, final)
    better = [] if best == 0 else outcomes(moves[best], estimate, final)
    return estimated(step, text(moves[best]), len(moves), played, better, thresholds)


def estimated(step: Step, best: str, candidates: int, played: Sequence[float],
              better: Sequence[float], thresholds: Thresholds) -> Judgement:
    """The judgement the fresh deals give: ``played`` holds the seat's final score
    after the move played in each deal, ``better`` after ``best`` in the same deals
    (empty when the move played was kept as the best: its cost is 0, and good)."""
    kept = not better
    after_best = played if kept else better
    cost = fmean(after_best) - fmean(played)
    own = standard_error([b - p for b, p in zip(after_best, played, strict=True)])
    cost_se = 0.0 if kept else least_error(
        pooled_error(own, len(played), thresholds.typical(step.phase)), len(played))
    verdict = "good" if kept else thresholds.verdict(cost, cost_se, len(played))
    return Judgement(step, best, fmean(played), fmean(after_best), candidates, len(played),
                     standard_error(played), standard_error(after_best), cost_se, verdict,
                     tuple(played), tuple(better))
