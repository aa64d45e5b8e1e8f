"""What the computer-player benchmarks share: the command line of a set of
pairings, their table, and the statistics of a win rate and of thinking times."""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable, Sequence
from multiprocessing import Pool
from typing import TypeVar

T = TypeVar("T")

COLUMNS = ("pairing", "games", "win rate of the first (ties count half)", "95% CI (Wilson)",
           "mean final score", "think time p50 / p95 (ms)")


def parse_pairings(argv: list[str] | None, doc: str, players: Sequence[str],
                   opponents: Sequence[str], defaults: Sequence[str]) -> argparse.Namespace:
    """``--games``, ``--pairing A-B`` (repeatable; A among ``players``, B among
    ``opponents``; ``defaults`` when none), ``--jobs`` and ``--seed``."""
    parser = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200, help="games per pairing")
    parser.add_argument("--pairing", action="append", metavar="A-B",
                        help=f"players: {', '.join(players)}; opponents: "
                             f"{', '.join(opponents)} (default: {', '.join(defaults)})")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game")
    args = parser.parse_args(argv)
    args.pairing = args.pairing or list(defaults)
    for pairing in args.pairing:
        names = pairing.split("-")
        if len(names) != 2 or names[0] not in players or names[1] not in opponents:
            parser.error(f"bad pairing {pairing!r}; players: {', '.join(players)}; "
                         f"opponents: {', '.join(opponents)}")
    return args


def print_table(args: argparse.Namespace, run_pairing: Callable[[str, int, int, int], str],
                extra: tuple[str, ...] = ()) -> None:
    """Play each pairing of ``args`` with ``run_pairing`` and print the markdown table,
    a row as each pairing finishes; ``extra`` names columns after the common ones."""
    columns = (*COLUMNS, *extra)
    print("| " + " | ".join(columns) + " |")
    print("|" + "---|" * len(columns))
    for pairing in args.pairing:
        print(run_pairing(pairing, args.games, args.jobs, args.seed), flush=True)


def play_pairing(play_game: Callable[[tuple[str, str, int, int]], T], pairing: str,
                 games: int, jobs: int, seed: int) -> list[T]:
    """Every game of ``pairing`` in ``jobs`` worker processes, each game given as
    ``(first, second, seed, index)``: game ``i`` is dealt from ``seed + i``, and its
    index tells ``play_game`` which seat the first-named player takes."""
    first, second = pairing.split("-")
    tasks = [(first, second, seed + i, i) for i in range(games)]
    with Pool(jobs) as pool:
        return pool.map(play_game, tasks, chunksize=1)


def result_cells(pairing: str, scores: list[float], totals: list[tuple[int, int]]) -> str:
    """A pairing's row up to its think times: its games, the first player's win rate
    (``scores`` are 1, 0.5 or 0 per game) and its interval, and the mean final totals
    (the first player's first)."""
    first, second = pairing.split("-")
    games = len(scores)
    wins = sum(scores)
    low, high = wilson(wins, games)
    mine = sum(t[0] for t in totals) / games
    theirs = sum(t[1] for t in totals) / games
    return (f"| {first} vs {second} | {games} | {wins / games:.1%} | "
            f"{low:.1%} – {high:.1%} | {mine:.1f} – {theirs:.1f} |")


def table_row(pairing: str, scores: list[float], times: list[float],
              totals: list[tuple[int, int]]) -> str:
    """The common cells of a pairing's row: ``result_cells`` and the first player's
    think times."""
    return (result_cells(pairing, scores, totals)
            + f" {percentile(times, 0.5) * 1000:.1f} / {percentile(times, 0.95) * 1000:.1f} |")


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion (ties counted as half a win)."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def sign_test(better: int, worse: int) -> float:
    """The two-sided sign test's p for ``better`` against ``worse`` paired outcomes (the
    ties left out): how often a fair coin splits that many pairs at least as unevenly."""
    n = better + worse
    if not n:
        return 1.0
    tail = sum(math.comb(n, i) for i in range(min(better, worse) + 1)) / 2 ** n
    return min(1.0, 2 * tail)


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile by the nearest rank (values need not be sorted)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))]
