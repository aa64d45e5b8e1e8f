"""Tournament pairing speed: a 1,000-player Swiss round, a 200-player round robin
schedule and a 200-player table round (4 seats), each after random earlier rounds.

    python bench/tournament_pairing.py [--players 1000] [--rounds 8] [--repeat 3]

The issue's goal is a 1,000-player Swiss round in under a second; the README records
the figures. Results are random but seeded, so two runs pair the same rounds.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from service import tournaments
from service.tournaments import Entrant, Game, Pairing, Round


def played(rnd: random.Random, pairing: Pairing) -> Round:
    """The round's games with random places (a draw now and then) and scores."""
    games = tuple(Game(table, tuple(rnd.randint(1, len(table)) for _ in table),
                       tuple(rnd.randint(0, 80) for _ in table))
                  for table in pairing.tables)
    return Round(games, pairing.byes)


def timed(pair: Callable[[list[Round]], Pairing], rounds: int, repeat: int,
          seed: int) -> tuple[float, float]:
    """Play `rounds` rounds paired by `pair`, then time the next pairing: the
    slowest of the rounds' own pairings and the best of `repeat` of the last."""
    rnd = random.Random(seed)
    history: list[Round] = []
    slowest = 0.0
    for _ in range(rounds):
        start = time.perf_counter()
        pairing = pair(history)
        slowest = max(slowest, time.perf_counter() - start)
        history.append(played(rnd, pairing))
    best = min(_seconds(lambda: pair(history)) for _ in range(repeat))
    return slowest, best


def _seconds(work: Callable[[], object]) -> float:
    start = time.perf_counter()
    work()
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=1000, help="Swiss players")
    parser.add_argument("--rounds", type=int, default=8, help="rounds played before")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rnd = random.Random(args.seed)
    swiss = [Entrant(p, rating=rnd.randint(1000, 2000)) for p in range(1, args.players + 1)]
    slowest, last = timed(lambda history: tournaments.swiss_round(swiss, history), args.rounds,
                          args.repeat, args.seed)
    print(f"Swiss, {args.players} players: round {args.rounds + 1} paired in "
          f"{last * 1000:.0f} ms (best of {args.repeat}); the slowest of rounds 1-"
          f"{args.rounds}: {slowest * 1000:.0f} ms")

    field = [Entrant(p, rating=rnd.randint(1000, 2000)) for p in range(1, 201)]
    schedule = min(_seconds(lambda: tournaments.round_robin(field)) for _ in range(args.repeat))
    print(f"round robin, 200 players: the whole schedule (199 rounds) in "
          f"{schedule * 1000:.0f} ms")
    slowest, last = timed(lambda history: tournaments.table_round(field, history, 4), args.rounds,
                          args.repeat, args.seed)
    print(f"table round, 200 players at 4 seats: round {args.rounds + 1} seated in "
          f"{last * 1000:.0f} ms; the slowest of rounds 1-{args.rounds}: "
          f"{slowest * 1000:.0f} ms")


if __name__ == "__main__":
    main()
