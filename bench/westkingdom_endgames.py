"""How variants of the West Kingdom `hard` player play the end of a game: each logged
game of ``bench/westkingdom_strength.py`` is taken up where `hard`'s seat first starts
a turn with ``--spaces`` Guildhall spaces or fewer empty, and played on from there to
the end by `hard` and by each variant in that seat against the same opponents.

    nice -n 5 python bench/westkingdom_endgames.py --variant 'deep={"tail": 6}' \
        --log bench/results/westkingdom-endgames.jsonl.gz

Why: a change to how `hard` plays the last rounds moves few whole games. Played from
the first turn, 50 paired games of ``outside-2`` gave 7 better and 7 worse results
when two players differed only there (2026-11-29), and much of each game's CPU went to
turns both players play alike. Here every game starts where the players begin to
differ: an ending from 7 empty spaces cost about 30 s of CPU, a whole game 61 s, so a
sitting plays nearly twice as many. They are paired: the same position, the same
seeds for every seat's thinking (the outside player's rounds still vary with the
host's speed); ``--repeats`` plays each position more than once, on other seeds.

``--contested M`` keeps only the positions of logged games that ended within M points
either way: where one seat was far ahead at the start of its ending no player changes
the result, and those games only add noise. The report says which positions it
played, so a figure from it is about contested endings, not whole games.

Each row gives a player's win rate from those positions (a shared victory counts
half) with its Wilson interval, its mean final margin, and its CPU per decision (p50 /
p95, ``time.process_time``). Each variant's row also gives, against `hard` on the same
position and seeds, how many endings it did better and worse (by result, then by
margin) and the two-sided sign test's p. The opponent's budget is the one its game
was logged with. ``--log`` keeps every ending as it ends (``bench/game_logs.py``), so
a stopped run is finished by the same command, and ``--report`` reprints the rows.
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
    play_out,
    seat_variants,
    seated_from,
    seated_variants,
    win_share,
)
from bench.westkingdom_strength import TABLES, choose
from engine.westkingdom import Game, Move, from_record, to_record
from engine.westkingdom.ai import LEVELS
from engine.westkingdom.ai.evaluation import empty_spaces
from engine.westkingdom.ai.policies import TURN_STARTS

SOURCE = Path(__file__).resolve().parent / "results" / "westkingdom-strength.jsonl.gz"
COLUMNS = ("player", "endings", "win rate (ties share)", "95% CI (Wilson)", "mean margin",
           "CPU p50 / p95 (ms)", "against hard: better – worse", "sign test p")

Ending = tuple[str, dict, int, int]
"""An ending to play: the player, the logged game it starts from, the position's
number of decisions into that game, the repeat."""


def start_of_ending(record: dict, spaces: int) -> int | None:
    """How many decisions into the logged game `hard`'s seat first starts a turn with
    ``spaces`` or fewer Guildhall spaces empty (``None``: it never does)."""
    game_record = record["record"]
    seat = record["index"] % game_record["seats"]
    game = from_record({**game_record, "decisions": []})
    for played, raw in enumerate(game_record["decisions"]):
        decision = game.decision
        if (decision.player == seat and decision.prompt in TURN_STARTS
                and empty_spaces(game) <= spaces):
            return played
        game.play(Move.from_record(raw))
    return None


def position(record: dict, decisions: int) -> Game:
    """The logged game after its first ``decisions`` decisions."""
    game_record = record["record"]
    return from_record({**game_record, "decisions": game_record["decisions"][:decisions]})


def play_ending(ending: Ending) -> dict:
    """One ending as a log record: the game it comes from, the player, the result and
    margin of its seat, its CPU times per decision, and the whole game's record (the
    logged decisions up to the ending, then the ending's)."""
    player, record, decisions, repeat = ending
    seats = record["record"]["seats"]
    seat = record["index"] % seats
    opponent = TABLES[record["table"]][0]
    seed = (record["seed"] << 24) + (record["index"] << 8) + repeat
    cpu: list[float] = []

    def watch(mover: int, wall_s: float, cpu_s: float, capped: bool) -> None:
        if mover == seat:
            cpu.append(round(cpu_s, 5))

    game = play_out((player, opponent, seats, seed, record["index"]), watch=watch,
                    chooser=partial(choose, budget=record["budget"]),
                    start=position(record, decisions))
    players = game.result().players
    settings = {"settings": asdict(LEVELS[player].search)} if player != "hard" else {}
    return {"table": record["table"], "seed": record["seed"], "index": record["index"],
            "decisions": decisions, "repeat": repeat, "player": player, **settings,
            "score": win_share(game, seat),
            "margin": players[seat].total - max(players[s].total
                                                 for s in range(seats) if s != seat),
            "cpu": cpu, "stopped": not game.is_over, "record": to_record(game)}


def endings(source: list[dict], table: str, spaces: int, contested: float | None,
            ) -> list[tuple[dict, int]]:
    """The logged games of `hard` at ``table`` to take up, each with the decisions
    before its ending."""
    chosen = []
    for record in source:
        if record["table"] != table or record.get("player", "hard") != "hard":
            continue
        if contested is not None and abs(record["margin"]) > contested:
            continue
        start = start_of_ending(record, spaces)
        if start is not None:
            chosen.append((record, start))
    return chosen


def run(todo: list[Ending], jobs: int) -> Iterator[dict]:
    """The endings' records, each as soon as it is played."""
    with Pool(jobs, initializer=seat_variants, initargs=(seated_variants(),)) as pool:
        yield from pool.imap_unordered(play_ending, todo, chunksize=1)


def rows(records: list[dict], players: list[str]) -> list[str]:
    """The report's markdown rows, one a player, from the endings every player played."""
    by_player = {name: {(r["seed"], r["index"], r["repeat"]): r
                        for r in records if r["player"] == name} for name in players}
    shared = set.intersection(*(set(games) for games in by_player.values()))
    lines = []
    for name in players:
        games = [by_player[name][key] for key in sorted(shared)]
        if not games:
            lines.append(f"| {name} | 0 |" + " – |" * (len(COLUMNS) - 2))
            continue
        wins = sum(r["score"] for r in games)
        low, high = wilson(wins, len(games))
        times = [t for r in games for t in r["cpu"]]
        cpu = (f"{percentile(times, 0.5) * 1000:.0f} / {percentile(times, 0.95) * 1000:.0f}"
               if times else "–")
        versus, p = "–", "–"
        if name != "hard":
            better = worse = 0
            for key in shared:
                mine, base = by_player[name][key], by_player["hard"][key]
                order = (mine["score"], mine["margin"]), (base["score"], base["margin"])
                better += order[0] > order[1]
                worse += order[0] < order[1]
            versus, p = f"{better} – {worse}", f"{sign_test(better, worse):.2f}"
        lines.append(f"| {name} | {len(games)} | {wins / len(games):.1%} | "
                     f"{low:.1%} – {high:.1%} | "
                     f"{sum(r['margin'] for r in games) / len(games):+.1f} | {cpu} | "
                     f"{versus} | {p} |")
    return lines


def main(argv: list[str] | None = None) -> None:
    """Parse the options, find the endings, play those not logged, print the rows."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--source", type=Path, default=SOURCE,
                        help="the strength bench's log to take the games from")
    parser.add_argument("--table", choices=sorted(TABLES), default="outside-2")
    parser.add_argument("--seed", type=int, action="append",
                        help="take only the games dealt from these seeds (default: all)")
    parser.add_argument("--spaces", type=int, default=7,
                        help="empty Guildhall spaces at which an ending starts")
    parser.add_argument("--contested", type=float,
                        help="keep only games that ended within this many points")
    parser.add_argument("--repeats", type=int, default=1, help="plays of each position")
    parser.add_argument("--variant", metavar="NAME=JSON", action="append", default=[],
                        help="a variant of hard's search to play the endings too")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes")
    parser.add_argument("--log", type=Path, help="append each ending here; skip those in it")
    parser.add_argument("--report", action="store_true",
                        help="print the rows from --log as it stands, playing nothing")
    args = parser.parse_args(argv)
    seated = seated_from(parser, args.variant)
    if args.repeats < 1 or args.jobs < 1 or args.spaces < 0:
        parser.error("--repeats and --jobs count from 1, --spaces from 0")
    if args.report and args.log is None:
        parser.error("--report reads the endings from --log")
    if not args.source.exists():
        parser.error(f"no strength log at {args.source}")
    players = ["hard", *(level.name for level in seated)]
    source = [r for r in read_log(args.source) if args.seed is None or r["seed"] in args.seed]
    chosen = endings(source, args.table, args.spaces, args.contested)
    # An ending is known by where it starts too: another --spaces starts elsewhere.
    starts = {(r["seed"], r["index"], start) for r, start in chosen}
    records = [r for r in read_log(args.log)
               if (r["seed"], r["index"], r["decisions"]) in starts
               and r["player"] in players and r["repeat"] < args.repeats]
    done = {(r["seed"], r["index"], r["repeat"], r["player"]) for r in records}
    todo = [(player, record, start, repeat) for record, start in chosen
            for repeat in range(args.repeats) for player in players
            if (record["seed"], record["index"], repeat, player) not in done]
    print(f"{len(chosen)} positions of {args.table} ({args.spaces} spaces or fewer empty"
          + (f", games within {args.contested:g} points" if args.contested is not None
             else "") + f"), {args.repeats} play(s) each")
    if todo and not args.report:
        for record in run(todo, args.jobs):
            records.append(record)
            if args.log is not None:
                append_log(args.log, record)
    print("| " + " | ".join(COLUMNS) + " |")
    print("|" + "---|" * len(COLUMNS))
    for line in rows(records, players):
        print(line)


if __name__ == "__main__":
    main()
