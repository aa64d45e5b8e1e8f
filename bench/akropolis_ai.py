"""How strong the Akropolis computer player is: matches against baselines and the
solo Architect.

    nice -n 10 python bench/akropolis_ai.py --games 200 --jobs 2 --pairing hard-greedy

A pairing ``A-B`` of two players (``random``, ``greedy``, ``easy``, ``normal``,
``hard``) plays 2-seat games, A first in even games and second in odd ones. A pairing
``A-hippodamos`` (``metagenes``, ``callicrates``) plays the solo game, A in the
player's seat against that Architect. Every player decides from the public view
only, with the level's real wall-clock cap. The table gives A's win rate (a shared
victory counts half), its 95% Wilson interval, the mean final scores, A's thinking
time per turn (p50/p95) and how often the cap cut a search short. Game ``i`` is dealt
from seed ``--seed + i``.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from matches import parse_pairings, play_pairing, print_table, table_row  # beside this file

from engine.akropolis import ARCHITECT_LEVELS, Game, Move, PublicView, sample_game
from engine.akropolis.ai import LEVELS, greedy_move, random_move, think

BASELINES = {"random": random_move, "greedy": greedy_move}
PLAYERS = (*BASELINES, *LEVELS)
DEFAULT_PAIRINGS = ("easy-random", "normal-greedy", "hard-greedy", "hard-hippodamos",
                    "hard-metagenes", "hard-callicrates")


def decide(name: str, view: PublicView, seed: int) -> tuple[Move, bool]:
    """A turn for player ``name`` and whether a cap bound: a level through ``think``,
    a baseline on a game sampled from the same public view."""
    if name in BASELINES:
        rng = random.Random(seed)
        return BASELINES[name](sample_game(view, rng), rng), False
    thought = think(view, name, seed)
    return thought.move, thought.capped


def play_game(task: tuple[str, str, int, int]) -> tuple[float, list[float], int,
                                                        tuple[int, int]]:
    """One game: A's result (1, 0.5, 0), its think times, how many of its turns the
    cap bound, and the final totals (A's first)."""
    first, second, seed, index = task
    rng = random.Random(seed)
    solo = second in ARCHITECT_LEVELS
    if solo:
        game = Game.new(rng.randrange(1 << 62), seats=1, architect=second)
        seat, names = 0, {0: first}
    else:
        game = Game.new(rng.randrange(1 << 62), seats=2)
        seat = index % 2
        names = {seat: first, 1 - seat: second}
    times: list[float] = []
    capped = 0
    while not game.is_over:
        mover = game.current_player
        view = game.public_view(mover)
        start = time.perf_counter()
        move, bound = decide(names[mover], view, rng.randrange(1 << 62))
        if mover == seat:
            times.append(time.perf_counter() - start)
            capped += bound
        game.play(move)
    result = game.result()
    score = 0.0 if seat not in result.winners else 1.0 / len(result.winners)
    totals = (result.players[seat].total, result.players[1 - seat].total)
    return score, times, capped, totals


def run_pairing(pairing: str, games: int, jobs: int, seed: int) -> str:
    """Play one pairing and answer its markdown table row."""
    results = play_pairing(play_game, pairing, games, jobs, seed)
    times = [t for r in results for t in r[1]]
    capped = sum(r[2] for r in results)
    return (table_row(pairing, [r[0] for r in results], times, [r[3] for r in results])
            + f" {capped / len(times):.1%} |")


def main(argv: list[str] | None = None) -> None:
    """Parse the options, play every pairing, print the table."""
    args = parse_pairings(argv, __doc__, PLAYERS, (*PLAYERS, *ARCHITECT_LEVELS),
                          DEFAULT_PAIRINGS)
    print_table(args, run_pairing, ("cap bound",))


if __name__ == "__main__":
    main()
