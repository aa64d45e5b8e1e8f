"""How strong the computer opponent is: matches between levels and baselines.

    python bench/ai.py --games 200 --jobs 2 --pairing hard-flat --pairing hard-normal

Each pairing plays ``--games`` games; the first-named player sits first in even games
and second in odd ones, and every game draws its building sides at random. Every
player, the baselines included, decides from the public view only. The table gives
the first-named player's win rate (a tie, a shared victory, counts half), its 95%
Wilson interval, that player's thinking time per move (p50/p95, wall clock and CPU:
the CPU time is what a quiet machine would take) and how often a level's wall-clock
cap cut its search short. Game ``i`` of a run is dealt from seed ``--seed + i``, so a
run is reproducible as long as no cap binds (the levels search by sample and
iteration counts, not by the clock).

``flat`` is a baseline written the way an outside player would write one from the
engine's public API: flat Monte-Carlo, every move of the turn tried in turn on a
freshly sampled game and played on by greedy turns, for 0.3 s of CPU per move.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from matches import parse_pairings, percentile, play_pairing, result_cells  # beside this file

from engine.amytis import Game, Move, PublicView, random_sides, sample_game
from engine.amytis.ai import LEVELS, choose_move, greedy_move, random_move
from engine.amytis.ai.policies import immediate_moves, with_favor_now

FLAT_CPU_S = 0.3
"""CPU time the flat Monte-Carlo baseline spends per move (CPU, so that a loaded
machine does not weaken it)."""
FLAT_ROLLOUT_TURNS = 4
"""Greedy turns played after each tried move before the scores are compared."""


def flat_move(view: PublicView, rng: random.Random) -> Move:
    """Flat Monte-Carlo: round after round, each move of the turn is played on a new
    sample of the hidden tiles and followed by greedy turns; the best mean final
    margin (scores as if the game ended) wins."""
    game = sample_game(view, rng)
    me = game.player
    moves = [with_favor_now(game, m, rng) for _, m in immediate_moves(game)]
    totals = [0.0] * len(moves)
    rounds = 0
    stop = time.process_time() + FLAT_CPU_S
    while rounds == 0 or time.process_time() < stop:
        for i, move in enumerate(moves):
            world = sample_game(view, rng)
            world.play(move)
            for _ in range(FLAT_ROLLOUT_TURNS):
                if world.is_over:
                    break
                world.play(greedy_move(world, rng))
            totals[i] += world.score(me).total - world.score(1 - me).total
        rounds += 1
    return moves[max(range(len(moves)), key=totals.__getitem__)]


BASELINES = {
    "random": lambda view, rng: random_move(sample_game(view, rng), rng),
    "greedy": lambda view, rng: greedy_move(sample_game(view, rng), rng),
    "flat": flat_move,
}
PLAYERS = (*BASELINES, *LEVELS)
DEFAULT_PAIRINGS = ("easy-random", "normal-easy", "hard-normal", "hard-flat")


def decide(name: str, view: PublicView, seed: int) -> Move:
    """A turn for player ``name``: a level through ``choose_move`` with its own
    wall-clock cap, a baseline on games sampled from the same public view, so that
    nobody sees hidden tiles."""
    if name in BASELINES:
        return BASELINES[name](view, random.Random(seed))
    return choose_move(view, name, seed)


def play_game(task: tuple[str, str, int, int]) -> tuple[float, list[tuple[float, float]],
                                                       tuple[int, int]]:
    """One game: the first-named player's result (1, 0.5, 0), its think times (wall
    and CPU seconds per move), and the final totals (first-named player's first)."""
    first, second, seed, index = task
    rng = random.Random(seed)
    game = Game.new(rng.randrange(1 << 62), random_sides(rng))
    seat = index % 2
    names = {seat: first, 1 - seat: second}
    times: list[tuple[float, float]] = []
    while not game.is_over:
        mover = game.current_player
        view = game.public_view(mover)
        wall, cpu = time.perf_counter(), time.process_time()
        move = decide(names[mover], view, rng.randrange(1 << 62))
        if mover == seat:
            times.append((time.perf_counter() - wall, time.process_time() - cpu))
        game.play(move)
    result = game.result()
    score = 0.0 if seat not in result.winners else 1.0 / len(result.winners)
    totals = (result.players[seat].total, result.players[1 - seat].total)
    return score, times, totals


def run_pairing(pairing: str, games: int, jobs: int, seed: int) -> str:
    """Play one pairing and answer its markdown table row."""
    first = pairing.split("-")[0]
    results = play_pairing(play_game, pairing, games, jobs, seed)
    walls = [t[0] for r in results for t in r[1]]
    cpus = [t[1] for r in results for t in r[1]]
    cap = LEVELS[first].budget_s if first in LEVELS else None
    capped = "–" if cap is None else f"{sum(w >= cap for w in walls) / len(walls):.1%}"
    return (result_cells(pairing, [r[0] for r in results], [r[2] for r in results])
            + f" {_ms(walls, 0.5)} / {_ms(walls, 0.95)} | {_ms(cpus, 0.5)} / {_ms(cpus, 0.95)} | "
            f"{capped} |")


def _ms(values: list[float], q: float) -> str:
    return f"{percentile(values, q) * 1000:.0f}"


def main(argv: list[str] | None = None) -> None:
    """Parse the options, play every pairing, print the table."""
    args = parse_pairings(argv, __doc__, PLAYERS, PLAYERS, DEFAULT_PAIRINGS)
    print("| pairing | games | win rate of the first (ties count half) | 95% CI (Wilson) "
          "| mean final score | wall think p50 / p95 (ms) | CPU think p50 / p95 (ms) "
          "| moves cut by the cap |")
    print("|---|---|---|---|---|---|---|---|")
    for pairing in args.pairing:
        print(run_pairing(pairing, args.games, args.jobs, args.seed), flush=True)


if __name__ == "__main__":
    main()
