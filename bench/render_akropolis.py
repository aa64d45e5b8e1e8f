"""Akropolis image speed and weight over real positions of random games.

    python bench/render_akropolis.py [--games 20]

For 2-seat and 4-seat games played at random (seeded), renders the table of every
position in the second half of the game (the biggest cities), all three languages
in turn, timing each image with its PNG encoding; then the full-size city, the
placement preview and the final score pad. Prints the median and 95th percentile
milliseconds per image and the PNG sizes. The bot renders after every move: the
aim is a p95 under 40 ms for a 2-seat table, 60 ms for a 4-seat one, and under
300 KB. The first image (which fills the caches of hex pictures) is reported apart.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from image_timing import report, timed  # noqa: E402  (beside this file)

from engine.akropolis import Game, PublicView  # noqa: E402
from render.akropolis import (  # noqa: E402
    render_city,
    render_placement,
    render_scorepad,
    render_table,
)

NAMES = ("Anna", "Борис Годунов", "Zoé", "Ω")


def late_positions(games: int, seats: int) -> tuple[list[Game], list[Game]]:
    """Copies of every second-half position of ``games`` random games, and the
    finished games."""
    positions, finished = [], []
    for seed in range(games):
        game = Game.new(seed, seats=seats)
        rng = random.Random(seed)
        total = (len(game.setup.tiles) - len(game.site)) // seats
        while not game.is_over:
            if game.turn >= total // 2:
                positions.append(game.copy())
            game.decide(rng.choice(game.decision.options))
            game.decide(rng.choice(game.decision.options))
        finished.append(game)
    return positions, finished


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    args = parser.parse_args()

    def table(game: object, locale: str) -> bytes:
        return render_table(game, locale, NAMES)  # type: ignore[arg-type]

    start = time.perf_counter()
    render_table(Game.new(0), "en", NAMES)
    print(f"first table (empty caches): {(time.perf_counter() - start) * 1000:.0f} ms")
    for seats in (2, 4):
        positions, finished = late_positions(args.games, seats)
        views: list[PublicView] = [g.public_view() for g in positions]
        report(f"{seats}-seat table", *timed(views, table))
        report(f"{seats}-seat city at full size", *timed(
            positions[::4], lambda g, loc: render_city(g, g.current_player, loc, NAMES)))
        report(f"{seats}-seat placement preview", *timed(
            positions[::4], lambda g, loc: render_placement(g, 0, loc, names=NAMES)))
        report(f"{seats}-seat score pad", *timed(
            finished, lambda g, loc: render_scorepad(g, loc, NAMES)))


if __name__ == "__main__":
    main()
