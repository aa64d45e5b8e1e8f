"""How strong the computer opponent is: matches between levels and baselines.

    python bench/ai.py --games 200 --jobs 2 --pairing easy-random --pairing hard-greedy

Each pairing plays ``--games`` games; the first-named player sits first in even games
and second in odd ones, and every game draws its building sides at random. Every
player, the baselines included, decides from the public view only. The table gives
the first-named player's win rate (a tie, a shared victory, counts half), its 95%
Wilson interval, and that player's thinking time per move (p50/p95). Game ``i`` of
a run is dealt from seed ``--seed + i``, so a run is reproducible (the hard level
searches by sample counts, not by the clock).
"""

from __future__ import annotations

import math
import random
import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from matches import parse_pairings, print_table, table_row  # beside this file

from engine.amytis import Game, Move, PublicView, random_sides, sample_game
from engine.amytis.ai import LEVELS, choose_move, greedy_move, random_move

BASELINES = {"random": random_move, "greedy": greedy_move}
PLAYERS = (*BASELINES, *LEVELS)
DEFAULT_PAIRINGS = ("easy-random", "normal-greedy", "hard-greedy", "hard-normal")


def decide(name: str, view: PublicView, seed: int) -> Move:
    """A turn for player ``name``: a level through ``choose_move``, a baseline on a
    game sampled from the same public view, so that nobody sees hidden tiles."""
    if name in BASELINES:
        rng = random.Random(seed)
        return BASELINES[name](sample_game(view, rng), rng)
    return choose_move(view, name, seed, budget_s=math.inf)


def play_game(task: tuple[str, str, int, int]) -> tuple[float, list[float], tuple[int, int]]:
    """One game: the first-named player's result (1, 0.5, 0), its think times, and
    the final totals (first-named player's first)."""
    first, second, seed, index = task
    rng = random.Random(seed)
    game = Game.new(rng.randrange(1 << 62), random_sides(rng))
    seat = index % 2
    names = {seat: first, 1 - seat: second}
    times: list[float] = []
    while not game.is_over:
        mover = game.current_player
        view = game.public_view(mover)
        start = time.perf_counter()
        move = decide(names[mover], view, rng.randrange(1 << 62))
        if mover == seat:
            times.append(time.perf_counter() - start)
        game.play(move)
    result = game.result()
    score = 0.0 if seat not in result.winners else 1.0 / len(result.winners)
    totals = (result.players[seat].total, result.players[1 - seat].total)
    return score, times, totals


def run_pairing(pairing: str, games: int, jobs: int, seed: int) -> str:
    """Play one pairing and answer its markdown table row."""
    first, second = pairing.split("-")
    tasks = [(first, second, seed + i, i) for i in range(games)]
    with Pool(jobs) as pool:
        results = pool.map(play_game, tasks, chunksize=1)
    return table_row(pairing, [r[0] for r in results], [t for r in results for t in r[1]],
                     [r[2] for r in results])


def main(argv: list[str] | None = None) -> None:
    """Parse the options, play every pairing, print the table."""
    print_table(parse_pairings(argv, __doc__, PLAYERS, PLAYERS, DEFAULT_PAIRINGS),
                run_pairing)


if __name__ == "__main__":
    main()
