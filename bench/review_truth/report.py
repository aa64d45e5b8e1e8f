"""The benchmark's tables: per game, the share of named decisions the playouts
confirm, and how far "expected at the end" lies from the playout mean, by stage."""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from statistics import fmean, median

from engine.review import PHASES

from .run import Rejudged, Reviewed
from .truth import standard_error


@dataclass(frozen=True)
class Calibration:
    """The figures of one stage: how many "expected at the end" figures were
    compared, their mean absolute and mean relative error against the playout mean,
    the mean signed error (the judge's figure minus the playouts': its bias) with its
    standard error, and the noise floor: the mean relative error two unbiased
    estimates with the stated standard errors would show (sqrt(2/pi) times their
    combined error, over the playout mean). A relative error near its floor is noise
    of the deals, not a bias of the judge; more deals lower both."""

    figures: int
    absolute: float
    relative: float
    signed: float
    signed_se: float = 0.0
    floor: float = 0.0


NOISE = math.sqrt(2 / math.pi)
"""The mean absolute value of a normal error, in standard deviations."""
PASSES = ("first", "final")
"""The judge's passes, as the players see them: the first summary, then refined."""


def calibration(rejudged: Iterable[Rejudged], stage: str) -> Calibration | None:
    """The judge's expected final points after the move played and after the one
    suggested (once when they are the same) beside the playout means, at the
    decisions of ``stage``; ``None`` when there is none."""
    pairs = []  # (judge's figure, playouts', their combined standard error)
    for r in rejudged:
        if r.judgement.step.phase != stage:
            continue
        pairs.append((r.judgement.played_points, r.estimate.played,
                      math.hypot(r.judgement.played_se, r.estimate.played_se)))
        if r.judgement.best != r.judgement.step.played:
            pairs.append((r.judgement.best_points, r.estimate.suggested,
                          math.hypot(r.judgement.best_se, r.estimate.suggested_se)))
    if not pairs:
        return None
    gaps = [j - t for j, t, _ in pairs]
    return Calibration(len(pairs), fmean(abs(gap) for gap in gaps),
                       fmean(abs(j - t) / max(abs(t), 1.0) for j, t, _ in pairs),
                       fmean(gaps), standard_error(gaps),
                       fmean(NOISE * se / max(abs(t), 1.0) for _, t, se in pairs))


def confirmation_row(name: str, games: Sequence[Reviewed], stage: str = "final") -> str:
    """The markdown row of one game and one pass of its judge: reviews, decisions
    judged, called close and named, the share confirmed, how the others failed, the
    mean loss named beside the playouts' gap, and the CPU seconds spent."""
    named = [r for game in games for r in game.rejudged if r.named and r.stage == stage]
    verdicts = [v for game in games
                for v in (game.first_verdicts if stage == "first" else game.verdicts)]
    confirmed = sum(r.confirmed for r in named)
    share = f"{confirmed} of {len(named)} ({confirmed / len(named):.0%})" if named else "–"
    seats = sorted({game.table.seats for game in games})
    loss = (f"{fmean(r.judge_cost for r in named):.2f} / "
            f"{fmean(r.estimate.difference for r in named):.2f}") if named else "–"
    cpu = " / ".join(f"{sum(game.cpu.get(part, 0.0) for game in games):.1f}"
                     for part in ("deal", "review", "refine", "rejudge"))
    wrong_sign = sum(not r.same_sign for r in named)
    off = sum(r.same_sign and not r.within for r in named)
    return (f"| {name} | {stage} | {len(games)} ({', '.join(map(str, seats))}) "
            f"| {len(verdicts)} | {verdicts.count('close')} | {len(named)} | {share} "
            f"| {wrong_sign} | {off} "
            f"| {loss} | {cpu} |")


def calibration_rows(name: str, games: Sequence[Reviewed], judged: str = "final") -> list[str]:
    """The markdown rows of one game and one pass of its judge, a stage each (the
    stages with no figure say so)."""
    rejudged = [r for game in games for r in game.rejudged if r.stage == judged]
    rows = []
    for stage in PHASES:
        found = calibration(rejudged, stage)
        rows.append(f"| {name} | {judged} | {stage} | 0 | – | – | – | – |" if found is None else
                    f"| {name} | {judged} | {stage} | {found.figures} | {found.absolute:.2f} "
                    f"| {found.relative:.1%} | {found.floor:.1%} "
                    f"| {found.signed:+.2f} ± {found.signed_se:.2f} |")
    return rows


CONFIRMATION_HEAD = (
    "| game | pass | reviews (seats) | decisions judged | close | named | confirmed "
    "| wrong sign | off by > 2 SE | mean cost: judge / playouts "
    "| CPU s: deal / first pass / refine / re-judge |\n"
    "|---|---|---|---|---|---|---|---|---|---|---|")
CALIBRATION_HEAD = (
    "| game | pass | stage | figures | mean abs error (points) | mean rel error "
    "| its noise floor | mean signed error (judge − playouts) ± SE |\n"
    "|---|---|---|---|---|---|---|---|")


COST_HEAD = (
    "| game | seats | reviews | decisions of the seat (median) "
    "| first pass CPU s: median / max | refinement CPU s: median / max |\n"
    "|---|---|---|---|---|---|")


def cost_rows(name: str, games: Sequence[Reviewed]) -> list[str]:
    """The markdown rows of what one seat's review cost in ``name``'s games, a table
    size each: the first pass a player waits for, and the refinement after it."""
    rows = []
    for seats in sorted({game.table.seats for game in games}):
        group = [game for game in games if game.table.seats == seats]
        cells = [f"{median(len(game.verdicts) for game in group):g}"]
        for part in ("review", "refine"):
            spent = [game.cpu.get(part, 0.0) for game in group]
            cells.append(f"{median(spent):.1f} / {max(spent):.1f}")
        rows.append(f"| {name} | {seats} | {len(group)} | " + " | ".join(cells) + " |")
    return rows


def tables(by_kind: dict[str, list[Reviewed]]) -> list[str]:
    """The three tables, every game measured in each, for each pass of its judge."""
    lines = [CONFIRMATION_HEAD]
    lines += [confirmation_row(name, games, judged) for name, games in by_kind.items()
              for judged in PASSES]
    lines += ["", '"Expected at the end" against the playout mean at the same positions '
              "(after the move played and the one suggested):", "", CALIBRATION_HEAD]
    for name, games in by_kind.items():
        for judged in PASSES:
            lines += calibration_rows(name, games, judged)
    lines += ["", "CPU of one seat's review (process time), by table size:", "", COST_HEAD]
    for name, games in by_kind.items():
        lines += cost_rows(name, games)
    return lines
