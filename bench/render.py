"""Table image speed and weight over many real game positions.

    python bench/render.py [--games 30] [--every 3]

Renders the table of every ``--every``-th position of ``--games`` greedy games (all
three languages in turn), timing each image including PNG encoding, and prints the
median and 95th percentile milliseconds per image and the mean PNG size. The bot
renders after every move and Discord waits at most 3 s: the aim is a p95 under
40 ms and under 300 KB. The first image (which fills the caches of tiles, cards and
backgrounds) is reported apart.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # before bench/, whose render.py is this file

from make_screenshots import greedy_game  # noqa: E402

from engine.amytis import Game, PublicView, random_sides  # noqa: E402
from render.amytis import render_final, render_table  # noqa: E402

NAMES = ("Anna", "Борис Годунов")
LOCALES = ("en", "ru", "fr")


def positions(games: int, every: int) -> list[PublicView]:
    """Public views of real positions: every ``every``-th turn of each game."""
    import random

    views = []
    for seed in range(games):
        full = greedy_game(seed, sides={b.value: s for b, s in
                                        random_sides(random.Random(seed)).items()})
        game = Game(full.setup)
        for index, move in enumerate(full.moves):
            game.play(move)
            if index % every == 0 or game.is_over:
                views.append(game.public_view())
    return views


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--every", type=int, default=3)
    args = parser.parse_args()

    views = positions(args.games, args.every)
    start = time.perf_counter()
    render_table(views[0], "en", NAMES)
    cold = (time.perf_counter() - start) * 1000

    times, sizes = [], []
    for i, view in enumerate(views):
        locale = LOCALES[i % len(LOCALES)]
        start = time.perf_counter()
        data = render_table(view, locale, NAMES)
        times.append((time.perf_counter() - start) * 1000)
        sizes.append(len(data))
    finals = [v for v in views if v.result.finished]
    final_times = []
    for view in finals:
        start = time.perf_counter()
        render_final(view, "en", NAMES)
        final_times.append((time.perf_counter() - start) * 1000)

    def p95(values: list[float]) -> float:
        return statistics.quantiles(values, n=20)[-1]

    print(f"table images: {len(times)} positions from {args.games} games")
    print(f"  median {statistics.median(times):.1f} ms, p95 {p95(times):.1f} ms, "
          f"max {max(times):.1f} ms per image (PNG encoding included)")
    print(f"  PNG size: mean {statistics.mean(sizes) / 1000:.0f} KB, "
          f"max {max(sizes) / 1000:.0f} KB")
    print(f"  first image (empty caches): {cold:.0f} ms")
    if len(final_times) >= 2:
        print(f"final-score images: {len(final_times)}, median "
              f"{statistics.median(final_times):.1f} ms, p95 {p95(final_times):.1f} ms")


if __name__ == "__main__":
    main()
