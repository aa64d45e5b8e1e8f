"""How strong the West Kingdom computer player is: matches between its levels and
against a uniformly random player, at any table size.

    nice -n 10 python bench/westkingdom_ai.py --games 200 --jobs 1 --seats 2 --pairing easy-random

A pairing ``A-B`` at ``--seats`` N puts A in one seat and B in the other N-1; A takes
seat ``i mod N`` in game ``i``, so the seats rotate. Every player decides from its
seat's public view only (``random`` picks a legal answer on a game sampled from that
view), with the level's real wall-clock cap. The table gives A's win rate (a shared
victory counts half), its 95% Wilson interval, the mean final scores (A, then the
mean of the others), A's thinking time per decision (p50/p95), how often the cap cut
a search short, and how many games reached the turn limit (scored as they stood; a
game between two sensible players ends long before). Game ``i`` is dealt from seed
``--seed + i``.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from matches import percentile, wilson  # beside this file

from engine.westkingdom import Game, Move, PublicView, sample_game
from engine.westkingdom.ai import LEVELS, random_option, think

PLAYERS = ("random", *LEVELS)
DEFAULT_PAIRINGS = ("easy-random", "normal-easy", "hard-normal")
TURNS_PER_SEAT = 150
"""A game still going after this many turns a seat is stopped and scored as it stands
(a random player may never fill the Guildhall)."""


def decide(name: str, view: PublicView, seed: int) -> tuple[Move, bool]:
    """An answer for player ``name`` and whether a cap bound."""
    if name == "random":
        rng = random.Random(seed)
        decision = view.decision
        assert decision is not None
        return Move(decision.player, decision.prompt,
                    random_option(sample_game(view, rng), rng)), False
    thought = think(view, name, seed)
    return thought.move, thought.capped


def play_game(task: tuple[str, str, int, int, int]) -> tuple[float, list[float], int,
                                                             tuple[float, float], bool]:
    """One game: A's result (1, 1/k for a k-way shared win, 0), its think times, how
    many of its decisions the cap bound, the final totals (A's, the others' mean) and
    whether the turn limit stopped it."""
    first, second, seats, seed, index = task
    rng = random.Random(seed)
    game = Game.new(rng.randrange(1 << 62), seats)
    seat = index % seats
    times: list[float] = []
    capped = 0
    while not game.is_over and game.turn < TURNS_PER_SEAT * seats:
        mover = game.current_player
        start = time.perf_counter()
        move, bound = decide(first if mover == seat else second, game.public_view(mover),
                             rng.randrange(1 << 62))
        if mover == seat:
            times.append(time.perf_counter() - start)
            capped += bound
        game.play(move)
    players = game.result().players
    totals = [(p.total, p.final_virtue, p.final_silver) for p in players]
    best = max(totals)
    winners = [s for s in range(seats) if totals[s] == best]
    score = 1.0 / len(winners) if seat in winners else 0.0
    others = [players[s].total for s in range(seats) if s != seat]
    return (score, times, capped, (players[seat].total, sum(others) / len(others)),
            not game.is_over)


def run_pairing(pairing: str, games: int, jobs: int, seed: int, seats: int) -> str:
    """Play one pairing and answer its markdown table row."""
    first, second = pairing.split("-")
    tasks = [(first, second, seats, seed + i, i) for i in range(games)]
    if jobs > 1:
        with Pool(jobs) as pool:
            results = pool.map(play_game, tasks, chunksize=1)
    else:
        results = [play_game(task) for task in tasks]
    scores = [r[0] for r in results]
    times = [t for r in results for t in r[1]]
    wins = sum(scores)
    low, high = wilson(wins, games)
    mine = sum(r[3][0] for r in results) / games
    theirs = sum(r[3][1] for r in results) / games
    capped = sum(r[2] for r in results)
    stopped = sum(r[4] for r in results)
    return (f"| {first} vs {seats - 1} {second} | {seats} | {games} | {wins / games:.1%} | "
            f"{low:.1%} – {high:.1%} | {mine:.1f} – {theirs:.1f} | "
            f"{percentile(times, 0.5) * 1000:.1f} / {percentile(times, 0.95) * 1000:.1f} | "
            f"{capped / len(times):.1%} | {stopped} |")


def main(argv: list[str] | None = None) -> None:
    """Parse the options, play every pairing, print the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200, help="games per pairing")
    parser.add_argument("--pairing", action="append", metavar="A-B",
                        help=f"players: {', '.join(PLAYERS)} (default: "
                             f"{', '.join(DEFAULT_PAIRINGS)})")
    parser.add_argument("--seats", type=int, default=2, help="table size, 2 to 5")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game")
    args = parser.parse_args(argv)
    pairings = args.pairing or list(DEFAULT_PAIRINGS)
    for pairing in pairings:
        names = pairing.split("-")
        if len(names) != 2 or any(name not in PLAYERS for name in names):
            parser.error(f"bad pairing {pairing!r}; players: {', '.join(PLAYERS)}")
    if not 2 <= args.seats <= 5:
        parser.error("a table has 2 to 5 seats")
    columns = ("pairing", "seats", "games", "win rate of the first (ties share)",
               "95% CI (Wilson)", "mean final score (first – others)",
               "think time p50 / p95 (ms)", "cap bound", "turn limit")
    print("| " + " | ".join(columns) + " |")
    print("|" + "---|" * len(columns))
    for pairing in pairings:
        print(run_pairing(pairing, args.games, args.jobs, args.seed, args.seats), flush=True)


if __name__ == "__main__":
    main()
