"""Akropolis engine speed on one core: random complete games, legal placements,
previews, copies, replays.

    python bench/akropolis.py [--games 400]

Times are CPU time of this process (``time.process_time``), so that other work on a
shared machine does not inflate them. A random game draws every decision uniformly
from the legal options. The README records these figures.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.akropolis import Game, Move, from_record, to_record


def checked_game(seed: int, seats: int) -> Game:
    """One complete game through the checked decisions, each reporting its events."""
    rng = random.Random(seed)
    game = Game.new(seed, seats)
    while (decision := game.decision) is not None:
        game.decide(rng.choice(decision.options))
    return game


def pushed_game(seed: int, seats: int) -> Game:
    """One complete game through the unchecked ``push``, as a search plays out."""
    rng = random.Random(seed)
    game = Game.new(seed, seats)
    while not game.is_over:
        placement = rng.choice(game.legal_placements())
        game.push(Move(rng.choice(game.legal_takes()), placement.anchor, placement.rot))
    return game


def per_call(function: Callable[[], object], calls: int) -> float:
    """CPU seconds per call of ``function``."""
    start = time.process_time()
    for _ in range(calls):
        function()
    return (time.process_time() - start) / calls


def games_per_second(play: Callable[[int, int], Game], seats: int, games: int) -> float:
    start = time.process_time()
    for seed in range(games):
        play(seed, seats)
    return games / (time.process_time() - start)


def late_position(seed: int) -> Game:
    """A 2-seat game 28 moves in, a tile chosen: a big late-game city to place in."""
    rng = random.Random(seed)
    game = Game.new(seed, 2)
    while len(game.moves) < 28:
        game.decide(rng.choice(game.decision.options))
        game.decide(rng.choice(game.decision.options))
    game.decide(0)
    return game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400)
    args = parser.parse_args()

    for seats in (2, 4):
        checked = games_per_second(checked_game, seats, args.games)
        pushed = games_per_second(pushed_game, seats, args.games)
        print(f"random {seats}-seat games: {checked:,.0f} games/s through decide, "
              f"{pushed:,.0f} games/s through push")

    fresh = Game.new(1, 2)
    fresh.decide(0)
    seconds = per_call(fresh.legal_placements, 5000)
    print(f"legal placements, fresh city (90): {seconds * 1e6:.1f} us")
    late = [late_position(seed) for seed in range(50)]
    sizes = [len(g.legal_placements()) for g in late]
    seconds = sum(per_call(g.legal_placements, 200) for g in late) / len(late)
    print(f"legal placements, late city (mean {sum(sizes) / len(sizes):.0f}, max {max(sizes)}): "
          f"{seconds * 1e6:.1f} us")
    previews = [(g, p) for g in late for p in g.legal_placements()[::10]]
    start = time.process_time()
    for game, placement in previews:
        game.preview(placement)
    print(f"preview of a placement (late city): "
          f"{(time.process_time() - start) / len(previews) * 1e6:.1f} us")
    seconds = sum(per_call(g.copy, 500) for g in late) / len(late)
    print(f"copy of a late 2-seat game: {seconds * 1e6:.1f} us")

    for seats in (2, 4):
        records = [to_record(checked_game(seed, seats)) for seed in range(100)]
        start = time.process_time()
        for record in records:
            from_record(record)
        print(f"full {seats}-seat replay from a record: "
              f"{(time.process_time() - start) / len(records) * 1e3:.2f} ms")


if __name__ == "__main__":
    main()
