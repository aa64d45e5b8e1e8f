"""How well a West Kingdom position foretells who wins: the figures behind the hard
level's ``win_chance`` (``SPREAD_END`` and ``SPREAD``).

    nice -n 10 python bench/westkingdom_spread.py --games 300 --seats 2 --jobs 2

Games of ``normal`` against itself are played to their end; at the start of every
turn, seat 0's margin is read two ways, by ``expected_points`` (its expected points
less the best of the others') and by ``standing`` (its worth, the Guildhall's pull
included, less the best of the others'). The table groups those positions by the
Guildhall spaces still empty and gives, for each way, how far the final margin strays
from the one read and how often the sign of the one read named the winner. The stray
is the spread of the middle half of the differences, in points, scaled to a standard
deviation (the interquartile range over 1.349): a few games that run long end with
margins in the hundreds and would swamp a plain one. Games that reach the turn limit
are left out. Game ``i`` is dealt from seed ``--seed + i``.

With ``--log FILE`` (a ``bench/westkingdom_strength.py`` log) no game is played: the
games recorded there for ``--table`` are replayed and read the same way, so the stray
can be measured where `hard` meets an opponent that plays differently from ``normal``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from collections import defaultdict
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.game_logs import read_log
from engine.westkingdom import Game, Move, from_record, to_record
from engine.westkingdom.ai.evaluation import empty_spaces, expected_points, lead, standing
from engine.westkingdom.ai.policies import TURN_STARTS, normal_option

TURNS_PER_SEAT = 150
"""A game still going after this many turns a seat is left out."""
COLUMNS = ("empty Guildhall spaces", "positions", "stray, expected points",
           "winner named, expected points", "stray, standing", "winner named, standing")
IQR_PER_SD = 1.349
"""The interquartile range of a normal distribution, in standard deviations."""

Reading = tuple[int, float, float]
"""A turn's start: the empty Guildhall spaces, seat 0's margin of expected points and
its standing."""


def play_game(task: tuple[int, int]) -> tuple[list[Reading], int] | None:
    """One game of ``normal`` against itself, read as ``read_record`` reads a recorded
    one (``None`` at the turn limit)."""
    seed, seats = task
    rng = random.Random(seed)
    game = Game.new(rng.randrange(1 << 62), seats)
    while not game.is_over:
        if game.turn >= TURNS_PER_SEAT * seats:
            return None
        game.push(normal_option(game, rng))
    return read_record(to_record(game))


def read_record(record: dict) -> tuple[list[Reading], int]:
    """A recorded game replayed: seat 0's readings at every turn's start and its final
    margin over the best other seat."""
    game = from_record({**record, "decisions": []})
    readings: list[Reading] = []
    for raw in record["decisions"]:
        if game.decision.prompt in TURN_STARTS:
            readings.append((empty_spaces(game), lead(game, 0, expected_points),
                             standing(game, 0)))
        game.play(Move.from_record(raw))
    totals = [game.score(seat).total for seat in range(game.seats)]
    return readings, totals[0] - max(totals[1:])


def spread(values: list[float]) -> float:
    """The interquartile range of ``values`` as a standard deviation."""
    if len(values) < 2:
        return 0.0
    low, _, high = statistics.quantiles(values, n=4, method="inclusive")
    return (high - low) / IQR_PER_SD


def table(games: list[tuple[list[Reading], int]]) -> list[str]:
    """The markdown rows, one per count of empty spaces."""
    groups: dict[int, list[tuple[float, float, int]]] = defaultdict(list)
    for readings, final in games:
        for empty, margin, stand in readings:
            groups[empty].append((margin, stand, final))
    rows = []
    for empty in sorted(groups):
        group = groups[empty]
        cells = [str(empty), str(len(group))]
        for read in (0, 1):
            stray = [final - reading[read] for *reading, final in group]
            named = sum((reading[read] > 0) == (final > 0) for *reading, final in group)
            cells += [f"{spread(stray):.1f}", f"{named / len(group):.0%}"]
        rows.append("| " + " | ".join(cells) + " |")
    return rows


def main(argv: list[str] | None = None) -> None:
    """Parse the options, play the games, print the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=300, help="games to play")
    parser.add_argument("--seats", type=int, default=2, help="table size, 2 to 5")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game")
    parser.add_argument("--log", type=Path, help="read this strength log's games instead")
    parser.add_argument("--table", default="outside-2", help="with --log: the table to read")
    args = parser.parse_args(argv)
    if not 2 <= args.seats <= 5:
        parser.error("a table has 2 to 5 seats")
    if args.log is not None:
        if not args.log.exists():
            parser.error(f"no log at {args.log}")
        records = [r["record"] for r in read_log(args.log)
                   if r["table"] == args.table and "record" in r and not r.get("stopped")]
        print(f"{args.table}: {len(records)} recorded games ended before the turn limit")
        print("| " + " | ".join(COLUMNS) + " |")
        print("|" + "---|" * len(COLUMNS))
        print("\n".join(table([read_record(record) for record in records])))
        return
    tasks = [(args.seed + i, args.seats) for i in range(args.games)]
    if args.jobs > 1:
        with Pool(args.jobs) as pool:
            results = pool.map(play_game, tasks, chunksize=1)
    else:
        results = list(map(play_game, tasks))
    ended = [result for result in results if result is not None]
    print(f"{args.seats} seats: {len(ended)} of {args.games} games ended before the turn limit")
    print("| " + " | ".join(COLUMNS) + " |")
    print("|" + "---|" * len(COLUMNS))
    print("\n".join(table(ended)))


if __name__ == "__main__":
    main()
