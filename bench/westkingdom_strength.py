"""How strong the West Kingdom `hard` player is against opponents written outside it
(issue 44): the flat Monte-Carlo outside player and the Mines farmer
(``bench/westkingdom_outside``), and against `normal` on the same paired deals.

    nice -n 5 python bench/westkingdom_strength.py --games 200 --log strength.jsonl

Four tables, each ``--games`` games (``--table`` picks some):

- ``outside-2``: `hard` against the outside player at 2 seats, on paired deals with
  the seats swapped: games ``2j`` and ``2j+1`` are dealt from seed ``--seed + j``, with
  `hard` in seat 0 in the first and seat 1 in the second;
- ``outside-4``: `hard` and three outside players at 4 seats, each deal played four
  times with `hard` in each seat in turn;
- ``farmer-2``: `hard` against the Mines farmer at 2 seats, paired as above;
- ``normal-2``: `hard` against `normal` at 2 seats, paired as above (where
  ``bench/westkingdom_ai.py`` deals every game afresh and rotates the seats).

The outside player thinks for as much CPU time per decision as `hard` does: its
budget is `hard`'s median CPU time per decision (``time.process_time``), measured
first on ``--calibration`` games of `hard` against `normal` on the same deals at the
same table size, unless ``--budget-ms`` gives it. Each row gives `hard`'s win rate (a
shared victory counts half) with its 95% Wilson interval, the mean final totals
(`hard`'s, the others' mean), the mean length of a game in turns, how many games
reached the turn limit (150 turns a seat, as ``bench/westkingdom_ai.py``; scored as
they stood) and in how many of those `hard` was ahead, and the CPU time per decision,
p50 and p95, of `hard` and of its opponents. ``--jobs`` worker processes play the games
(2 by default: the machine has two cores).

The length of a real game, measured on 2026-11-28 with ``bench/westkingdom_ai.py
--pairing normal-normal`` (a turn is one seat's placement or recovery): at 2 seats,
of 100 games 93 ended, in 119 turns on average (median 118, 95% within 161, the
longest 238), and 7 never did (the gold loop of two `normal` seats, stopped at 300);
at 4 seats all 60 ended, in 194 turns on average (median 196, 95% within 250, the
longest 308). So a game with `hard` seated should end within about 240 turns at 2
seats and 310 at 4; one that runs to the turn limit is a game a person could keep
from ending.

Tuning: ``--variant NAME=JSON`` seats a variant of `hard` in its chair (other fields
of ``SearchSettings``, as ``bench/westkingdom_ai.py --variant`` takes them), on the
same deals in the same seats; its games are logged under its name with its settings,
its rows are named ``table (NAME)``, and the outside player's budget, unless given,
is the variant's own median. Where the log holds `hard`'s games on the same deals and
seats, a line under the row compares the two game by game: how many the variant did
better and worse (by result), and the two-sided sign test's p.

Long runs: with ``--log FILE`` each game is appended to FILE as soon as it ends and
games already there (same table, index and deal) are not played again, so a
stopped run is finished by the same command; ``--report`` prints the table from FILE,
playing nothing. A FILE named ``*.gz`` is kept compressed (``bench/game_logs.py``):
``bench/results/`` holds the logs behind the figures in ``docs/computer-players.md``.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from dataclasses import asdict
from functools import partial
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.game_logs import append_log, read_log
from bench.matches import percentile, sign_test, wilson
from bench.westkingdom_ai import (
    Task,
    play_out,
    played,
    seat_variants,
    seated_from,
    seated_variants,
    win_share,
)
from bench.westkingdom_outside import farmer_option, outside_move
from engine.westkingdom import Game, Move, spectator_game, to_record
from engine.westkingdom.ai import LEVELS

TABLES = {"outside-2": ("outside", 2), "outside-4": ("outside", 4), "farmer-2": ("farmer", 2),
          "normal-2": ("normal", 2)}
COLUMNS = ("table", "games", "hard's win rate (ties share)", "95% CI (Wilson)",
           "mean final score (hard – others)", "mean turns", "turn limit (hard ahead)",
           "hard CPU p50 / p95 (ms)", "opponents' CPU p50 / p95 (ms)",
           "outside budget (ms)")

Job = tuple[str, Task, float]
"""A game to play: its table, the game, the outside player's budget in CPU seconds."""


def choose(name: str, game: Game, seed: int, budget: float | None,
           rounds: int | None = None) -> tuple[Move, bool]:
    """The answer of opponent ``name`` for the seat to move, from what it may see: the
    seat's view and the table as anyone knows it (the outside player thinks for
    ``budget`` CPU seconds or ``rounds`` rounds); it never caps, hence ``False``."""
    seat = game.current_player
    view = game.public_view(seat)
    if name == "outside":
        return outside_move(spectator_game(game), view, seed, budget, rounds), False
    if name == "farmer":
        decision = view.decision
        assert decision is not None
        return Move(seat, decision.prompt, farmer_option(view)), False
    raise ValueError(f"no opponent called {name!r}")


def tasks(table: str, games: int, seed: int, player: str = "hard") -> list[Task]:
    """The games of ``table``: game ``i`` deals from ``seed + i // seats`` and seats
    ``player`` (`hard` or a variant of it) at ``i mod seats``, so every deal is played
    from every seat."""
    opponent, seats = TABLES[table]
    return [(player, opponent, seats, seed + i // seats, i) for i in range(games)]


def play_game(job: Job) -> dict:
    """One game as a log record: `hard`'s result (1, 1/k for a k-way shared win, 0),
    the CPU times per decision of `hard` and of its opponents, the final totals, the
    turns played, whether the turn limit stopped it, `hard`'s final margin, and the
    game's record (``westkingdom-record/1``: the replay command shows it and
    ``bench/westkingdom_phases.py`` reads where its points came from)."""
    table, task, budget = job
    player, _, seats, seed, index = task
    seat = index % seats
    cpu: dict[bool, list[float]] = {True: [], False: []}

    def watch(mover: int, wall_s: float, cpu_s: float, capped: bool) -> None:
        cpu[mover == seat].append(round(cpu_s, 5))

    game = play_out(task, watch=watch, chooser=partial(choose, budget=budget))
    players = game.result().players
    others = [players[s].total for s in range(seats) if s != seat]
    variant_of = ({"player": player, "settings": asdict(LEVELS[player].search)}
                  if player != "hard" else {})
    return {"table": table, **variant_of, "seed": seed, "index": index, "budget": budget,
            "score": win_share(game, seat),
            "hard_cpu": cpu[True], "other_cpu": cpu[False], "mine": players[seat].total,
            "theirs": sum(others) / len(others), "margin": players[seat].total - max(others),
            "turns": game.turn, "stopped": not game.is_over, "record": to_record(game)}


def calibrate(seats: int, games: int, jobs: int, seed: int, player: str = "hard") -> float:
    """``player``'s median CPU seconds per decision over ``games`` games against
    `normal` on the deals the tables use."""
    games_played = played([(player, "normal", seats, seed + i // seats, i)
                           for i in range(games)], jobs)
    return percentile([t for record in games_played for t in record["cpu"]], 0.5)


def run(jobs_to_play: list[Job], jobs: int) -> Iterator[dict]:
    """The records of the games, each as soon as it ends (the variants this process
    seated are seated in its workers too)."""
    with Pool(jobs, initializer=seat_variants, initargs=(seated_variants(),)) as pool:
        yield from pool.imap_unordered(play_game, jobs_to_play, chunksize=1)


def table_row(table: str, records: list[dict], player: str = "hard") -> str:
    """A table's markdown row from its games' records (by ``player``, `hard` or a
    variant)."""
    games = len(records)
    name = table if player == "hard" else f"{table} ({player})"
    if not games:
        return f"| {name} | 0 |" + " – |" * (len(COLUMNS) - 2)
    wins = sum(r["score"] for r in records)
    low, high = wilson(wins, games)
    stopped = [r for r in records if r["stopped"]]
    ahead = sum(r["margin"] > 0 for r in stopped)
    budgets = sorted({round(r["budget"] * 1000, 1) for r in records})
    budget = " / ".join(f"{b:.1f}" for b in budgets) if TABLES[table][0] == "outside" else "–"
    return (f"| {name} | {games} | {wins / games:.1%} | {low:.1%} – {high:.1%} | "
            f"{_mean(records, 'mine'):.1f} – {_mean(records, 'theirs'):.1f} | "
            f"{_mean(records, 'turns'):.0f} | {len(stopped)} ({ahead}) | "
            f"{_ms([t for r in records for t in r['hard_cpu']])} | "
            f"{_ms([t for r in records for t in r['other_cpu']])} | {budget} |")


def paired_line(records: list[dict], hard: list[dict], player: str) -> str | None:
    """``player``'s games against `hard`'s on the same deals and seats (``None`` if
    there are none): how many it did better and worse by result, and the sign test."""
    by_game = {(r["seed"], r["index"]): r["score"] for r in hard}
    pairs = [(r["score"], by_game[(r["seed"], r["index"])]) for r in records
             if (r["seed"], r["index"]) in by_game]
    if not pairs:
        return None
    better = sum(mine > base for mine, base in pairs)
    worse = sum(mine < base for mine, base in pairs)
    return (f"{player} against hard on the same {len(pairs)} games: "
            f"{sum(m for m, _ in pairs):g} won against {sum(b for _, b in pairs):g}; "
            f"better in {better}, worse in {worse} (sign test p = {sign_test(better, worse):.2f})")


def _mean(records: list[dict], key: str) -> float:
    return sum(r[key] for r in records) / len(records)


def _ms(times: list[float]) -> str:
    if not times:
        return "–"
    return f"{percentile(times, 0.5) * 1000:.1f} / {percentile(times, 0.95) * 1000:.1f}"


def main(argv: list[str] | None = None) -> None:
    """Parse the options, calibrate the budget, play each table, print its row."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200, help="games per table")
    parser.add_argument("--table", action="append", choices=sorted(TABLES),
                        help="the tables to play (default: all four)")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first deal")
    parser.add_argument("--budget-ms", type=float,
                        help="the outside player's CPU per decision (default: measured)")
    parser.add_argument("--calibration", type=int, default=10,
                        help="games of hard against normal that measure the budget")
    parser.add_argument("--log", type=Path, help="append each game here; skip those in it")
    parser.add_argument("--report", action="store_true",
                        help="print the table from --log as it stands, playing nothing")
    parser.add_argument("--variant", metavar="NAME=JSON",
                        help="seat this variant of hard's search in its chair")
    args = parser.parse_args(argv)
    player = "hard"
    if args.variant is not None:
        player = seated_from(parser, [args.variant])[0].name
    if args.games < 1 or args.jobs < 1 or args.calibration < 1:
        parser.error("--games, --jobs and --calibration count from 1")
    if args.report and args.log is None:
        parser.error("--report reads the games from --log")
    print("| " + " | ".join(COLUMNS) + " |")
    print("|" + "---|" * len(COLUMNS))
    logged = read_log(args.log)
    for table in args.table or list(TABLES):
        opponent, seats = TABLES[table]
        wanted = {(task[3], task[4]): task
                  for task in tasks(table, args.games, args.seed, player)}
        records = [r for r in logged if r["table"] == table
                   and r.get("player", "hard") == player and (r["seed"], r["index"]) in wanted]
        done = {(r["seed"], r["index"]) for r in records}
        todo = [task for key, task in wanted.items() if key not in done]
        if todo and not args.report:
            budget = 0.0
            if opponent == "outside":
                if args.budget_ms is not None:
                    budget = args.budget_ms / 1000
                else:
                    budget = calibrate(seats, args.calibration, args.jobs, args.seed, player)
                    # a stopped run is finished with this budget, not a new measurement
                    ms = f"{round(budget * 1000, 3):g}"
                    print(f"{table}: the outside player's budget is {ms} ms, {player}'s "
                          f"median over {args.calibration} games against normal (finish "
                          f"with --budget-ms {ms})", file=sys.stderr, flush=True)
            for record in run([(table, task, budget) for task in todo], args.jobs):
                records.append(record)
                if args.log is not None:
                    append_log(args.log, record)
        print(table_row(table, records, player), flush=True)
        hard = [r for r in logged if r["table"] == table and r.get("player", "hard") == "hard"]
        paired = paired_line(records, hard, player) if player != "hard" else None
        if paired is not None:
            print(paired)


if __name__ == "__main__":
    main()
