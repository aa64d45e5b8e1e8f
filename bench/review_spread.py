"""How far a review's playouts stray, by playout policy (West Kingdom, issue 43).

    nice -n 10 python bench/review_spread.py --policy normal --seats 2
    nice -n 10 python bench/review_spread.py --policy finisher --seats 2

The review's cost of a decision is a mean of paired differences over fresh deals, so
its error is the stray of one paired difference over the root of the deals: a policy
whose playouts stray less needs fewer deals for the same truth. This deals
``--games`` games of ``normal`` players (deals ``--seed`` on), takes three positions
of each (a tenth, half and four fifths into its decisions), and from each plays the
move played and normal's best other first answer on ``--deals`` deals drawn from the
seat's view, paired (the same deal and dice for both), to the end by ``--policy``
(stopped where the judge stops). It prints, per position and over all, the standard
deviation of a playout's final score and of a paired difference, the playouts that
reached the turn limit and the CPU seconds a playout takes.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path
from statistics import fmean, stdev

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.review_truth.games import KINDS, Table
from engine.westkingdom import Game, review
from engine.westkingdom.ai import LEVELS, POLICIES


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--policy", choices=sorted({*LEVELS, *POLICIES}), default="finisher")
    parser.add_argument("--seats", type=int, choices=(2, 3, 4, 5), default=2)
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--deals", type=int, default=12)
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args()
    if args.games < 1 or args.deals < 2:
        parser.error("--games must be at least 1 and --deals at least 2")
    kind = KINDS["westkingdom"]
    limit = review.PLAYOUT_TURNS * args.seats
    playouts, paired, cpu, count, stopped = [], [], 0.0, 0, 0
    print("| deal | step | mean final | final SD | mean difference | difference SD |")
    print("|---|---|---|---|---|---|")
    for seed in range(args.seed, args.seed + args.games):
        record = kind.deal(Table(seed, ("normal",) * args.seats), random.Random(seed))
        steps = review.REVIEWER.steps(record)
        for share in (0.1, 0.5, 0.8):
            index = int(len(steps) * share)
            game, played, worlds = review.REVIEWER.deals(record, index, args.deals, 7)
            seat = game.current_player
            other = next(turn for turn in review.REVIEWER.ranked(
                game.public_view(seat), random.Random(1)) if turn[0] != played[0])
            finals: list[tuple[float, float]] = []
            clock = time.process_time()
            for dice, world in enumerate(worlds):
                pair = []
                for move in (played, other):
                    line = world.copy()
                    pair.append(_final(line, move, seat, args.policy, dice))
                    stopped += line.turn >= limit
                finals.append((pair[0], pair[1]))
            cpu += time.process_time() - clock
            count += 2 * len(worlds)
            mine = [a for a, _ in finals]
            gaps = [b - a for a, b in finals]
            playouts.append(stdev(mine))
            paired.append(stdev(gaps))
            print(f"| {seed} | {index} | {fmean(mine):.1f} | {playouts[-1]:.1f} "
                  f"| {fmean(gaps):+.1f} | {paired[-1]:.1f} |", flush=True)
    print(f"\n{args.policy}, {args.seats} seats: final SD {fmean(playouts):.1f} (mean over "
          f"{len(playouts)} positions), difference SD {fmean(paired):.1f}; "
          f"{stopped} of {count} playouts at the turn limit; "
          f"{cpu / count:.3f} s CPU a playout")


def _final(game: Game, turn: review.Turn, seat: int, policy: str, dice: int) -> float:
    """``seat``'s final score once ``turn`` is played (as far as it fits the deal, as
    the judge plays it) and ``policy`` plays on."""
    review.REVIEWER.fit(game, turn)
    kind = KINDS["westkingdom"]
    kind.play_out(game, policy, random.Random(dice))
    return kind.final(game, seat)


if __name__ == "__main__":
    main()
