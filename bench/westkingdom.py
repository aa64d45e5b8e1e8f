"""West Kingdom engine speed on one core: random complete games, decisions, copies,
replays.

    python bench/westkingdom.py [--games 200]

Times are CPU time of this process (``time.process_time``), so that other work on a
shared machine does not inflate them. A random game draws every decision uniformly
from the legal options, on board side A and B in turn. The README records these
figures; the issue asks for 50 two-seat and 20 five-seat games a second.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.westkingdom import Game, from_record, to_record


def checked_game(seed: int, seats: int) -> Game:
    """One complete game through the checked ``decide``."""
    rng = random.Random(seed)
    game = Game.new(seed, seats, "AB"[seed % 2])
    while (decision := game.decision) is not None:
        game.decide(rng.choice(decision.options))
    return game


def pushed_game(seed: int, seats: int) -> Game:
    """One complete game through the unchecked ``push``, as a search plays out."""
    rng = random.Random(seed)
    game = Game.new(seed, seats, "AB"[seed % 2])
    while not game.is_over:
        game.push(rng.choice(game.legal_options()))
    return game


def games_per_second(play: Callable[[int, int], Game], seats: int, games: int
                     ) -> tuple[float, float]:
    """Complete games a second, and decisions a second, over ``games`` seeds."""
    decisions = 0
    start = time.process_time()
    for seed in range(games):
        decisions += len(play(seed, seats).decisions)
    spent = time.process_time() - start
    return games / spent, decisions / spent


def per_call(function: Callable[[], object], calls: int) -> float:
    """CPU seconds per call of ``function``."""
    start = time.process_time()
    for _ in range(calls):
        function()
    return (time.process_time() - start) / calls


def mid_game(seed: int, seats: int) -> Game:
    """A game halfway through: a full table to copy."""
    rng = random.Random(seed)
    game = Game.new(seed, seats)
    while game.turn < 150:
        game.decide(rng.choice(game.decision.options))
    return game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    args = parser.parse_args()

    for seats in (2, 3, 4, 5):
        games, decisions = games_per_second(checked_game, seats, args.games)
        pushed, _ = games_per_second(pushed_game, seats, args.games)
        print(f"random {seats}-seat games: {games:,.0f} games/s through decide "
              f"({decisions:,.0f} decisions/s), {pushed:,.0f} games/s through push")

    for seats in (2, 5):
        game = mid_game(1, seats)
        print(f"copy of a {seats}-seat game at turn {game.turn}: "
              f"{per_call(game.copy, 5000) * 1e6:,.1f} µs")

    for seats in (2, 5):
        text = json.dumps(to_record(checked_game(7, seats)))
        seconds = per_call(lambda text=text: from_record(json.loads(text)), 50)
        print(f"full replay of a finished {seats}-seat record "
              f"({len(json.loads(text)['decisions'])} decisions, {len(text) // 1000} KB): "
              f"{seconds * 1e3:,.1f} ms")


if __name__ == "__main__":
    main()
