"""What a game review costs: one seat's every step judged, timed on one core.

    nice -n 10 python bench/review.py
    nice -n 10 python bench/review.py --game akropolis-4 --seat 2

Each game is a long one of its kind, played by the normal computer player (or
``--level easy``) for every seat (dealt from ``--seed``): Amytis (2 seats),
Akropolis with 2 seats, 4 seats (all the tiles), 2 seats long (the most turns a
seat) and solo long, West Kingdom with 2, 4 and 5 seats (the longest rounds). A review judges
every step of one seat (``--seat``, default 0) in turn, a first pass and then its
refinement (``Reviewer.refine``, issue 43); ``--every N`` judges one step in N and scales
the seat's CPU to all its steps. The table gives the steps, the seat's CPU seconds
for the first pass (the summary the player sees first) and for the refinement, the
wall seconds, the CPU seconds a step's first pass takes (p50/p95), and what each pass
found: the steps good, close, inaccurate and mistaken. Issue 43 asks < 60 s of one
core for a seat of a two-seat game. CPU time is what a quiet core would take; wall
time shows what this host did.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from matches import percentile  # beside this file

import engine.akropolis.review as akropolis_review
import engine.amytis.review as amytis_review
import engine.westkingdom.review as westkingdom_review
from engine import akropolis, amytis, westkingdom
from engine.akropolis.ai import policies as akropolis_policies
from engine.amytis.ai import policies as amytis_policies
from engine.review import VERDICTS, Judgement
from engine.westkingdom.ai import policies as westkingdom_policies


def amytis_record(seed: int, level: str) -> dict[str, Any]:
    """A game of Amytis played by the ``level`` player (easy or normal) for both seats."""
    rng = random.Random(seed)
    game = amytis.Game.new(seed, amytis.random_sides(rng))
    play = getattr(amytis_policies, f"{level}_move")
    while not game.is_over:
        game.play(play(game, rng))
    return amytis.to_record(game)


def akropolis_record(seats: int, long: bool) -> Callable[[int, str], dict[str, Any]]:
    """Games of Akropolis for ``seats`` (solo: against Hippodamos), ``level`` players."""
    def record(seed: int, level: str) -> dict[str, Any]:
        rng = random.Random(seed)
        architect = "hippodamos" if seats == 1 else None
        game = akropolis.Game.new(seed, seats, long, architect=architect)
        play = getattr(akropolis_policies, f"{level}_move")
        while not game.is_over:
            game.push(play(game, rng))
        return akropolis.to_record(game)
    return record


def westkingdom_record(seats: int) -> Callable[[int, str], dict[str, Any]]:
    """Games of West Kingdom for ``seats``, ``level`` players answering every prompt."""
    def record(seed: int, level: str) -> dict[str, Any]:
        rng = random.Random(seed)
        game = westkingdom.Game.new(seed, seats)
        answer = getattr(westkingdom_policies, f"{level}_option")
        while not game.is_over:
            decision = game.decision
            game.play(westkingdom.Move(decision.player, decision.prompt, answer(game, rng)))
        return westkingdom.to_record(game)
    return record


GAMES: dict[str, tuple[ModuleType, Callable[[int, str], dict[str, Any]]]] = {
    "amytis": (amytis_review, amytis_record),
    "akropolis-2": (akropolis_review, akropolis_record(2, False)),
    "akropolis-4": (akropolis_review, akropolis_record(4, False)),
    "akropolis-2-long": (akropolis_review, akropolis_record(2, True)),
    "akropolis-solo-long": (akropolis_review, akropolis_record(1, True)),
    "westkingdom-2": (westkingdom_review, westkingdom_record(2)),
    "westkingdom-4": (westkingdom_review, westkingdom_record(4)),
    "westkingdom-5": (westkingdom_review, westkingdom_record(5)),
}


@dataclass
class Timed:
    """One seat's review: the judgements of each pass, the CPU seconds of each step's
    first pass and refinement, and the wall seconds of it all."""

    first: list[Judgement] = field(default_factory=list)
    refined: list[Judgement] = field(default_factory=list)
    first_cpu: list[float] = field(default_factory=list)
    refine_cpu: list[float] = field(default_factory=list)
    wall: float = 0.0


def review_seat(review: ModuleType, record: Mapping[str, Any], seat: int,
                every: int = 1) -> Timed:
    """Judge one step in ``every`` of ``seat``, then refine it, timing each."""
    timed = Timed()
    wall = time.perf_counter()
    mine = [step for step in review.REVIEWER.steps(record) if step.seat == seat]
    for step in mine[every - 1::every]:
        start = time.process_time()
        timed.first.append(review.REVIEWER.judge(record, step.index, step.index))
        timed.first_cpu.append(time.process_time() - start)
        start = time.process_time()
        timed.refined.append(review.REVIEWER.refine(record, step.index, step.index,
                                                     timed.first[-1]))
        timed.refine_cpu.append(time.process_time() - start)
    timed.wall = time.perf_counter() - wall
    return timed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", choices=sorted(GAMES))
    parser.add_argument("--seat", type=int, default=0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--every", type=int, default=1,
                        help="judge one step in N and scale the CPU to all (default 1)")
    parser.add_argument("--level", choices=("easy", "normal"), default="normal",
                        help="the computer player that plays the reviewed games")
    args = parser.parse_args()
    if args.every < 1:
        parser.error("--every must be at least 1")
    print("| game | steps (judged) | first pass CPU s | refinement CPU s | wall s "
          "| first pass step p50 / p95 CPU s | first pass: good / close / inaccuracy / "
          "mistake | refined: the same |")
    print("|---|---|---|---|---|---|---|---|")
    for name in args.game or GAMES:
        review, make = GAMES[name]
        record = json.loads(json.dumps(make(args.seed, args.level)))
        steps = sum(step.seat == args.seat for step in review.REVIEWER.steps(record))
        timed = review_seat(review, record, args.seat, args.every)
        scale = steps / max(1, len(timed.first))
        counts = [" / ".join(str([j.verdict for j in judged].count(v)) for v in VERDICTS)
                  for judged in (timed.first, timed.refined)]
        print(f"| {name} | {steps} ({len(timed.first)}) | {sum(timed.first_cpu) * scale:.1f} "
              f"| {sum(timed.refine_cpu) * scale:.1f} | {timed.wall:.1f} | "
              f"{percentile(timed.first_cpu, 0.5):.2f} / {percentile(timed.first_cpu, 0.95):.2f}"
              f" | {counts[0]} | {counts[1]} |", flush=True)


if __name__ == "__main__":
    main()
