"""One reviewed game of the benchmark: dealt, one seat reviewed by the judge, and
the decisions the review named re-judged by full playouts (``truth.rejudge``).

Every random draw comes from its own string-seeded generator (the game's name, its
number and the benchmark's seed): the deal, the judge's seed for each step (as the
service derives one per step) and the benchmark's own deals and dice, which are
never the judge's.
"""

from __future__ import annotations

import json
import math
import random
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from engine.review import Judgement

from .games import KINDS, Kind, Table
from .judge import NAMED, judge_cost, judge_error, named, policy, verdict
from .truth import Estimate, rejudge

T = TypeVar("T")


@dataclass(frozen=True)
class Plan:
    """What a run measures: games of each kind, the benchmark's samples as a
    multiple of the judge's, the seed, the levels that deal the games, how many of
    the reviewed seat's decisions are judged (``spread`` over its game; 0: all), and
    which are re-judged: the named ones, and ``calibrate`` more spread over the game
    (a review may name nothing, and "expected at the end" is shown at every decision),
    or ``every`` one."""

    games: int = 20
    samples_factor: float = 4.0
    seed: int = 1
    levels: tuple[str, ...] = ("easy", "normal", "hard")
    steps: int = 0
    every: bool = False
    calibrate: int = 3

    def samples(self, judged: int) -> int:
        """The benchmark's paired deals for a judgement over ``judged`` deals."""
        return max(2, math.ceil(self.samples_factor * judged))


@dataclass(frozen=True)
class Rejudged:
    """One re-judged decision: the judge's words and figures beside the benchmark's."""

    judgement: Judgement
    verdict: str
    judge_cost: float
    judge_se: float | None
    estimate: Estimate
    cpu_s: float
    stage: str = "final"  # the judge's pass that said it: "first", or "final" (refined)

    @property
    def named(self) -> bool:
        return self.verdict in NAMED

    @property
    def combined_se(self) -> float:
        """The standard error of the gap between the two estimates (the judge's
        counted as 0 when it states none)."""
        return math.hypot(self.estimate.difference_se, self.judge_se or 0.0)

    @property
    def same_sign(self) -> bool:
        return self.estimate.difference > 0

    @property
    def within(self) -> bool:
        return abs(self.estimate.difference - self.judge_cost) <= 2 * self.combined_se

    @property
    def confirmed(self) -> bool:
        """Same sign as the cost the judge named, and within two combined standard
        errors of its figure."""
        return self.same_sign and self.within


@dataclass(frozen=True)
class Failed:
    """A game the run could not review or re-judge, and why."""

    kind: str
    number: int
    error: str


@dataclass
class Reviewed:
    """A reviewed game's table, seat, decisions judged, the re-judged ones, and the
    CPU seconds of its deal, review and re-judging."""

    kind: str
    number: int
    table: Table
    seat: int
    verdicts: list[str] = field(default_factory=list)  # of every decision judged, refined
    first_verdicts: list[str] = field(default_factory=list)  # ... as the first pass said
    rejudged: list[Rejudged] = field(default_factory=list)
    cpu: dict[str, float] = field(default_factory=dict)

    def log_lines(self) -> list[str]:
        """The ``--log`` file's lines of this game: one saying what was reviewed and
        what each pass said of every decision judged, then one per re-judged
        decision (``read_log`` reads them back)."""
        review = {"line": "review", "game": self.kind, "number": self.number,
                  "deal": self.table.seed, "levels": list(self.table.levels),
                  "architect": self.table.architect, "seat": self.seat,
                  "verdicts": self.verdicts, "first_verdicts": self.first_verdicts,
                  "cpu": self.cpu}
        return [json.dumps(review), *(json.dumps({
            "line": "decision", "game": self.kind, "number": self.number,
            "deal": self.table.seed, "levels": list(self.table.levels),
            "architect": self.table.architect, "seat": self.seat, "stage": r.stage,
            "judgement": r.judgement.to_json(), "verdict": r.verdict,
            "judge_cost": round(r.judge_cost, 3),
            "judge_se": r.judge_se, "truth": r.estimate.to_json(),
            "combined_se": round(r.combined_se, 3), "same_sign": r.same_sign,
            "confirmed": r.confirmed if r.named else None,  # only a named one is checked
            "cpu_s": round(r.cpu_s, 2)}) for r in self.rejudged)]


def read_log(lines: Iterable[str]) -> list[Reviewed]:
    """The reviewed games a ``--log`` file holds (several runs' files may be read
    together: a long run split by ``--start``), in the order they were written."""
    games: dict[tuple[str, int], Reviewed] = {}
    for line in lines:
        if not line.strip():
            continue
        data = json.loads(line)
        key = (data["game"], data["number"])
        if data.get("line") == "review":
            games[key] = Reviewed(data["game"], data["number"],
                                  Table(data["deal"], tuple(data["levels"]), data["architect"]),
                                  data["seat"], data["verdicts"], data["first_verdicts"],
                                  cpu=data["cpu"])
            continue
        judgement = Judgement.from_json(data["judgement"])
        games[key].rejudged.append(Rejudged(
            judgement, data["verdict"], data["judge_cost"], data["judge_se"],
            Estimate(**data["truth"]), data["cpu_s"], data.get("stage", "final")))
    return list(games.values())


def spread(steps: Sequence[T], count: int) -> list[T]:
    """``count`` of ``steps`` (or judgements) spread over the game: the last of each
    of ``count`` equal parts (one part: the last step, the cheapest to play out; three: one in
    each stage)."""
    if count <= 0:
        return []
    return [steps[i] for i in sorted({math.ceil(len(steps) * (part + 1) / count) - 1
                                      for part in range(count)}) if i >= 0]


def _rng(*parts: object) -> random.Random:
    return random.Random(":".join(map(str, parts)))


def review_game(kind_name: str, number: int, plan: Plan) -> Reviewed:
    """Game ``number`` of ``kind_name``: dealt, its seat ``number mod seats``
    reviewed (the judge's first pass, then its refinement), and the decisions either
    pass named and ``plan.calibrate`` more (or all, ``plan.every``) re-judged: the
    players read the first pass's words too, so they are checked as well."""
    kind = KINDS[kind_name]
    clock = time.process_time()
    deal = _rng("review-truth-deal", plan.seed, kind.name, number)
    table = kind.table(deal, plan.levels)
    record = json.loads(json.dumps(kind.deal(table, deal)))  # as a stored record reads
    reviewed = Reviewed(kind.name, number, table, number % table.seats)
    reviewed.cpu["deal"] = time.process_time() - clock
    clock = time.process_time()
    mine = [step for step in kind.review.REVIEWER.steps(record) if step.seat == reviewed.seat]
    mine = spread(mine, plan.steps) if plan.steps else mine
    seeds = [_rng("judge", plan.seed, kind.name, number, step.index).randrange(1 << 63)
             for step in mine]
    first = [kind.review.REVIEWER.judge(record, step.index, seed)
             for step, seed in zip(mine, seeds, strict=True)]
    reviewed.cpu["review"] = time.process_time() - clock
    clock = time.process_time()
    refine = getattr(kind.review.REVIEWER, "refine", None)  # a judge of one pass: as it is
    judgements = first if refine is None else [
        refine(record, step.index, seed, judgement)
        for step, seed, judgement in zip(mine, seeds, first, strict=True)]
    reviewed.cpu["refine"] = time.process_time() - clock
    reviewed.first_verdicts = [verdict(kind, judgement) for judgement in first]
    reviewed.verdicts = [verdict(kind, judgement) for judgement in judgements]
    checked = {id(judgement) for judgement in spread(judgements, plan.calibrate)}
    clock = time.process_time()
    for early, judgement in zip(first, judgements, strict=True):
        if plan.every or named(kind, early) or named(kind, judgement) or id(judgement) in checked:
            refined = _rejudged(kind, record, judgement, plan, number)
            reviewed.rejudged.append(refined)
            if refine is not None:
                reviewed.rejudged.append(_judged_by(kind, early, refined, "first"))
    reviewed.cpu["rejudge"] = time.process_time() - clock
    return reviewed


def _rejudged(kind: Kind, record: dict[str, Any], judgement: Judgement, plan: Plan,
              number: int) -> Rejudged:
    clock = time.process_time()
    step = judgement.step
    estimate = rejudge(kind, kind.review.REVIEWER.position(record, step.index), step.seat,
                       step.played, judgement.best, policy(kind)[0],
                       plan.samples(judgement.samples),
                       _rng("review-truth", plan.seed, kind.name, number, step.index))
    return Rejudged(judgement, verdict(kind, judgement), judge_cost(judgement),
                    judge_error(judgement), estimate,
                    time.process_time() - clock)


def _judged_by(kind: Kind, judgement: Judgement, rejudged: Rejudged, stage: str) -> Rejudged:
    """``judgement`` (another pass's of the same decision, the same two moves) beside
    the playouts made for ``rejudged``."""
    return Rejudged(judgement, verdict(kind, judgement), judge_cost(judgement),
                    judge_error(judgement), rejudged.estimate, 0.0, stage)
