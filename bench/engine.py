"""Engine speed on one core: random complete games, option generation, replays.

    python bench/engine.py [--games 2000]

The computer opponent's search lives on these figures; the README records them.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.amytis import Game, from_record, random_sides, to_record


def random_game(seed: int) -> Game:
    """One complete game, every decision drawn uniformly from the legal options."""
    rng = random.Random(seed)
    game = Game.new(seed, random_sides(rng))
    while (decision := game.decision) is not None:
        game.decide(rng.choice(decision.options))
    return game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    args = parser.parse_args()

    start = time.perf_counter()
    games = [random_game(seed) for seed in range(args.games)]
    elapsed = time.perf_counter() - start
    turns = sum(g.turn for g in games)
    print(f"random games: {args.games / elapsed:,.0f} games/s "
          f"({elapsed / turns * 1e6:.1f} us per turn, {turns / args.games:.1f} turns per game)")

    positions = []
    for seed in range(200):
        game = Game.new(seed)
        rng = random.Random(seed)
        while game.decision is not None:
            positions.append(game.copy())
            game.decide(rng.choice(game.decision.options))
    start = time.perf_counter()
    for game in positions:
        game.legal_options()
    per_call = (time.perf_counter() - start) / len(positions)
    print(f"legal options: {per_call * 1e6:.2f} us per decision ({len(positions)} positions)")

    start = time.perf_counter()
    for game in positions[:5000]:
        game.legal_moves()
    per_call = (time.perf_counter() - start) / min(len(positions), 5000)
    print(f"legal whole moves: {per_call * 1e6:.1f} us per position")

    records = [to_record(g) for g in games[:500]]
    start = time.perf_counter()
    for record in records:
        from_record(record)
    per_replay = (time.perf_counter() - start) / len(records)
    print(f"full-game replay from a record: {per_replay * 1e3:.2f} ms")

    start = time.perf_counter()
    for game in positions[:5000]:
        game.copy()
    print(f"copy: {(time.perf_counter() - start) / min(len(positions), 5000) * 1e6:.1f} us")


if __name__ == "__main__":
    main()
