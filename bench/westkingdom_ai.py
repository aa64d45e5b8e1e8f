"""How strong the West Kingdom computer player is: matches between its levels and
against a uniformly random player, at any table size.

    nice -n 10 python bench/westkingdom_ai.py --games 200 --jobs 2 --seats 2 \
        --pairing hard-normal --log hard-normal.jsonl

A pairing ``A-B`` at ``--seats`` N puts A in one seat and B in the other N-1; A takes
seat ``i mod N`` in game ``i``, so the seats rotate. Every player decides from its
seat's public view only (``random`` picks a legal answer on a game sampled from that
view), with the level's real cap (CPU seconds of the thinking thread). The table
gives A's win rate (a shared victory counts half), its 95% Wilson interval, the mean
final scores (A, then the mean of the others), A's thinking time per decision
(p50/p95, wall clock and the process's CPU time, which is what one core takes
whatever else the host runs), how often the cap cut a search short, the mean turns
a game lasted and how many games reached the turn limit (scored as they stood). Game
``i`` is dealt from seed ``--seed + i``.

Tuning: ``--variant NAME=JSON`` seats a `hard` player with other search settings
under its own name, the JSON giving the fields of ``SearchSettings`` that change
(lists for tuples), as in ``--variant 'deep={"own_turns": 3, "iterations": [80, 48, 36,
30]}' --pairing deep-normal``; each game's record keeps the settings it was played with.
Played on the same seeds as ``hard-normal``, a variant meets the same deals in the same
seats, so the games whose result changed are the difference.

Long runs: with ``--log FILE`` each game is appended to FILE (one JSON line) as soon
as it ends, and games already there are not played again, so a run that was stopped
is finished by the same command; ``--report`` prints the table from FILE as it
stands, playing nothing (the count of games says how far it got). A second process
on the same log with ``--start K`` plays games K onwards meanwhile (a game logged
twice counts once).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import asdict, fields, replace
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.game_logs import append_log, read_log
from bench.matches import percentile, wilson
from engine.westkingdom import Game, Move, PublicView, sample_game
from engine.westkingdom.ai import LEVELS, Level, SearchSettings, random_option, think
from engine.westkingdom.moves import winners

PLAYERS = ("random", *LEVELS)
DEFAULT_PAIRINGS = ("easy-random", "normal-easy", "hard-normal")
TURNS_PER_SEAT = 150
"""A game still going after this many turns a seat is stopped and scored as it stands
(a random player may never fill the Guildhall)."""
COLUMNS = ("pairing", "seats", "games", "win rate of the first (ties share)",
           "95% CI (Wilson)", "mean final score (first – others)",
           "think time p50 / p95, wall (ms)", "think time p50 / p95, CPU (ms)",
           "cap bound", "mean turns", "turn limit")

Task = tuple[str, str, int, int, int]
"""A game to play: first player, the others, seats, the deal's seed, the game index."""


def variant(spec: str) -> Level:
    """The `hard` player ``NAME=JSON`` names: hard's search with the fields the JSON
    object gives changed (``ValueError`` says what is wrong)."""
    name, _, raw = spec.partition("=")
    if not name.isidentifier() or name in PLAYERS:
        raise ValueError(f"a variant's name is a new word, not one of {', '.join(PLAYERS)}: "
                         f"{name!r}")
    try:
        changes = json.loads(raw)
    except json.JSONDecodeError as error:
        raise ValueError(f"variant {name}: not JSON ({error.msg})") from None
    known = {field.name for field in fields(SearchSettings)}
    if not isinstance(changes, dict) or not set(changes) <= known:
        raise ValueError(f"variant {name}: give a JSON object of {', '.join(sorted(known))}")
    hard = LEVELS["hard"]
    assert hard.search is not None
    search = replace(hard.search, **{key: tuple(value) if isinstance(value, list) else value
                                     for key, value in changes.items()})
    return Level(name, hard.answer, search, hard.cap_s)


def seated_variants() -> list[Level]:
    """The variants this process seated, to seat in the workers it starts."""
    return [level for name, level in LEVELS.items() if name not in PLAYERS]


def seated_from(parser: argparse.ArgumentParser, specs: Iterable[str]) -> list[Level]:
    """The variants ``specs`` name (``variant``), seated in this process; a bad one
    ends the command with the parser's one-line error."""
    try:
        levels = [variant(spec) for spec in specs]
    except ValueError as error:
        parser.error(str(error))
    seat_variants(levels)
    return levels


def seat_variants(levels: Iterable[Level]) -> None:
    """Make ``levels`` players of this process (and of the workers it forks)."""
    for level in levels:
        LEVELS[level.name] = level


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


def play_out(task: Task, limit: int | None = None,
             watch: Callable[[int, float, float, bool], None] | None = None,
             chooser: Callable[[str, Game, int], tuple[Move, bool]] | None = None,
             start: Game | None = None) -> Game:
    """``task``'s game, dealt from its seed and played to its end or to ``limit`` turns
    (the turn limit by default); ``watch`` hears of each decision: the seat that made
    it, its wall and CPU time, and whether the cap bound it. ``chooser`` answers for a
    player that is neither a level, a variant nor random (given the game and the seed;
    it must read only what the seat may see), as ``bench/westkingdom_strength.py``
    seats its opponents. With ``start``, a copy of that position is played on instead
    (the seed then only seeds the players)."""
    first, second, seats, seed, index = task
    rng = random.Random(seed)
    deal = rng.randrange(1 << 62)  # drawn either way: the players' seeds follow it
    game = Game.new(deal, seats) if start is None else start.copy()
    seat = index % seats
    limit = TURNS_PER_SEAT * seats if limit is None else limit
    while not game.is_over and game.turn < limit:
        mover = game.current_player
        start, start_cpu = time.perf_counter(), time.process_time()
        name = first if mover == seat else second
        if chooser is not None and name != "random" and name not in LEVELS:
            move, bound = chooser(name, game, rng.randrange(1 << 62))
        else:
            move, bound = decide(name, game.public_view(mover), rng.randrange(1 << 62))
        if watch is not None:
            watch(mover, time.perf_counter() - start, time.process_time() - start_cpu, bound)
        game.play(move)
    return game


def win_share(game: Game, seat: int) -> float:
    """``seat``'s result as the game stands (a game the turn limit stopped is scored
    as it stood): 1 for a win, 1/k for a win shared by k seats, 0."""
    won = winners(game.result().players)
    return 1.0 / len(won) if seat in won else 0.0


def play_game(task: Task) -> dict:
    """One game, as a log record: its pairing, seats, seed and index; A's result (1,
    1/k for a k-way shared win, 0), its think times (wall and CPU), how many of its
    decisions the cap bound, the final totals (A's, the others' mean), the turns
    played and whether the turn limit stopped it."""
    first, second, seats, seed, index = task
    seat = index % seats
    wall: list[float] = []
    cpu: list[float] = []
    bound: list[bool] = []

    def watch(mover: int, wall_s: float, cpu_s: float, capped: bool) -> None:
        if mover == seat:
            wall.append(wall_s)
            cpu.append(cpu_s)
            bound.append(capped)

    game = play_out(task, watch=watch)
    players = game.result().players
    others = [players[s].total for s in range(seats) if s != seat]
    searched = {name: asdict(LEVELS[name].search) for name in (first, second)
                if name in LEVELS and name not in PLAYERS and LEVELS[name].search}
    return {"pairing": f"{first}-{second}", "seats": seats, "seed": seed, "index": index,
            **({"variants": searched} if searched else {}),
            "score": win_share(game, seat),
            "wall": [round(t, 5) for t in wall], "cpu": [round(t, 5) for t in cpu],
            "capped": sum(bound), "mine": players[seat].total,
            "theirs": sum(others) / len(others), "turns": game.turn,
            "stopped": not game.is_over}


def played(tasks: list[Task], jobs: int) -> Iterator[dict]:
    """The records of ``tasks``, each as soon as its game ends."""
    if jobs > 1:
        with Pool(jobs, initializer=seat_variants, initargs=(seated_variants(),)) as pool:
            yield from pool.imap_unordered(play_game, tasks, chunksize=1)
    else:
        yield from map(play_game, tasks)


def run_pairing(pairing: str, games: int, jobs: int, seed: int, seats: int,
                log: Path | None, report: bool, start: int = 0) -> str:
    """Play the games of one pairing from game ``start`` on that the log lacks (none
    with ``report``) and answer its markdown table row, from every game of the
    pairing played so far."""
    first, second = pairing.split("-")
    wanted = {seed + i: i for i in range(games)}
    records = list({r["seed"]: r for r in reversed(read_log(log))
                    if r["pairing"] == pairing and r["seats"] == seats
                    and wanted.get(r["seed"]) == r["index"]}.values())
    done = {r["seed"] for r in records}
    tasks = [(first, second, seats, s, i) for s, i in wanted.items()
             if i >= start and s not in done]
    if not report:
        for record in played(tasks, jobs):
            records.append(record)
            if log is not None:
                append_log(log, record)
    return table_row(pairing, seats, records)


def table_row(pairing: str, seats: int, records: Iterable[dict]) -> str:
    """A pairing's markdown row from its games' records."""
    records = list(records)
    first, second = pairing.split("-")
    label = f"{first} vs {seats - 1} {second}" if seats > 2 else f"{first} vs {second}"
    games = len(records)
    if not games:
        return f"| {label} | {seats} | 0 |" + " – |" * (len(COLUMNS) - 3)
    wins = sum(r["score"] for r in records)
    low, high = wilson(wins, games)
    wall = [t for r in records for t in r["wall"]]
    cpu = [t for r in records for t in r["cpu"]]
    mine = sum(r["mine"] for r in records) / games
    theirs = sum(r["theirs"] for r in records) / games
    capped = sum(r["capped"] for r in records)
    turns = sum(r["turns"] for r in records) / games
    stopped = sum(r["stopped"] for r in records)
    return (f"| {label} | {seats} | {games} | {wins / games:.1%} | "
            f"{low:.1%} – {high:.1%} | {mine:.1f} – {theirs:.1f} | "
            f"{_ms(wall)} | {_ms(cpu)} | {capped / len(wall):.1%} | {turns:.0f} | {stopped} |")


def _ms(times: list[float]) -> str:
    return f"{percentile(times, 0.5) * 1000:.1f} / {percentile(times, 0.95) * 1000:.1f}"


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
    parser.add_argument("--log", type=Path, help="append each game here; skip those in it")
    parser.add_argument("--start", type=int, default=0,
                        help="play games from this index on (a second process on a log)")
    parser.add_argument("--report", action="store_true",
                        help="print the table from --log as it stands, playing nothing")
    parser.add_argument("--variant", action="append", default=[], metavar="NAME=JSON",
                        help="a hard player with other search settings, by NAME")
    args = parser.parse_args(argv)
    variants = seated_from(parser, args.variant)
    players = (*PLAYERS, *(level.name for level in variants))
    pairings = args.pairing or list(DEFAULT_PAIRINGS)
    for pairing in pairings:
        names = pairing.split("-")
        if len(names) != 2 or any(name not in players for name in names):
            parser.error(f"bad pairing {pairing!r}; players: {', '.join(players)}")
    if not 2 <= args.seats <= 5:
        parser.error("a table has 2 to 5 seats")
    if args.report and args.log is None:
        parser.error("--report reads the games from --log")
    print("| " + " | ".join(COLUMNS) + " |")
    print("|" + "---|" * len(COLUMNS))
    for pairing in pairings:
        print(run_pairing(pairing, args.games, args.jobs, args.seed, args.seats, args.log,
                          args.report, args.start), flush=True)


if __name__ == "__main__":
    main()
