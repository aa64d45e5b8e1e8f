"""Load benchmark of the game service from several processes on one database (a
benchmark, not a test).

Starts N games at once through challenges, then drives them from `--processes` OS
processes, each with its own `Database` and `Services` over the same database (as
several bot processes would share it), playing random legal whole turns through
`Turns.play` (load, apply, save). The games are split between the processes, and a
share of them (`--contested`) is driven by every process at once: each submits every
turn (when paced, after the same thinking time, so at the same moment), as bot
processes that all received the same click would, and exactly one must get through
while the others are refused. It prints moves per second over the phase's wall time,
the p50/p99 latency of an acknowledged move from all processes, the refused
submissions, and how much the database grew per finished game. At the
end every stored record is replayed and checked against every acknowledgement: each
stored turn was acknowledged once, by one process, with the move stored; no move
lost, none applied twice.

Two phases, because a latency figure means nothing without the load it was taken at:
- `throughput`: every game moves again as soon as its last move returns (no thinking
  time); the moves per second are the service's ceiling, and the latency includes
  the queue of moves waiting for the database's one writer at a time.
- `paced`: the same number of games, each thinking a random (exponential) time
  between moves so that together they offer `--rate` moves per second; the latency
  is what a player sees at that load.

`--backend both` (the default) measures SQLite and PostgreSQL side by side in one
run. PostgreSQL is the server `--postgres-url` names (an empty database), or else a
throwaway PostgreSQL 15 cluster started for the run and deleted after it, with
`fsync` on (`bench/postgres_server.py`). SQLite is a temporary file with
`synchronous=FULL`, measured twice: in the same shape as PostgreSQL, and in one
process. The store lets several processes share a file (WAL, so reads never wait;
``BEGIN IMMEDIATE`` and a 5 s busy timeout, so a writer waits for the other's
transaction instead of failing), which makes the like-for-like row possible and
checks the store's exactly-once on a file too. But the bot runs one process per
file: `bot.py` holds `store.lock`'s lock file while it runs, and a second bot on
the file refuses to start. One process is the shape a file is used in, and several
processes are what PostgreSQL is for.

`--quick` plays 25 games a phase instead of 500: the same phases, rows and audit in
under a minute on a 2-core machine (the full run takes about 6 min 40 s), for a check
after a change; its figures are less steady, so the documented ones come from a full run.

    python -m bench.service [--backend both] [--processes 2] [--games 500] [--rate 150]
    python -m bench.service --quick
    python -m bench.service --backend postgres --postgres-url postgresql://user@host/empty
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import multiprocessing
import os
import queue
import random
import signal
import sys
import tempfile
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import service_worker
from bench.postgres_server import ServerUnavailable, throwaway_server
from bench.service_audit import Audit, audit
from bench.service_worker import Driven, Share
from service import Place, Services
from service.amytis import GAME_KIND as AMYTIS
from store import Database
from store.database import DatabaseUnavailable

FULL_GAMES = 500
QUICK_GAMES = 25
"""Games a phase with ``--quick``: each game's 34 or so moves at the same offered rate
keep the paced phase near 10 s, and the run (three setups, two phases each, a
PostgreSQL cluster started) under a minute."""


@dataclass
class Phase:
    """What one phase of one backend measured."""

    backend: str
    name: str
    processes: int
    games: list[int] = field(default_factory=list)
    contested: list[int] = field(default_factory=list)
    driven: list[Driven] = field(default_factory=list)

    @property
    def seconds(self) -> float:
        """Wall time from the first process's start to the last one's end."""
        return max(d.ended for d in self.driven) - min(d.started for d in self.driven)

    @property
    def latencies(self) -> list[float]:
        """Every acknowledged move's latency, from every process."""
        return [x for d in self.driven for x in d.latencies]

    @property
    def moves(self) -> int:
        """Moves acknowledged by all processes together."""
        return sum(len(d.acks) for d in self.driven)

    @property
    def refused(self) -> int:
        """Contested submissions refused, all processes together."""
        return sum(sum(d.refused.values()) for d in self.driven)


async def start_games(services: Services, count: int, first_channel: int) -> list[int]:
    """Start `count` games at once, each through a challenge and its acceptance, each
    in its own channel between its own two players; their ids."""

    async def start(index: int) -> int:
        challenger, opponent = 2 * index + 1, 2 * index + 2
        challenge = await services.lobby.invite(
            game_kind=AMYTIS, place=Place(1, first_channel + index), host_id=challenger,
            invited=[opponent], options={"sides": "random"})
        return (await services.lobby.accept(challenge.id, opponent)).game_id

    return list(await asyncio.gather(*(start(i) for i in range(count))))


def shares(database: str, games: list[int], contested: list[int], processes: int,
           think: float, seed: int, synchronous: str = "FULL") -> list[Share]:
    """Every process drives every contested game and its turn of the others."""
    everyones = set(contested)
    own = [game for game in games if game not in everyones]
    return [Share(database, index, [*contested, *own[index::processes]], frozenset(contested),
                  think, seed, synchronous) for index in range(processes)]


def drive_in_processes(work: list[Share]) -> list[Driven]:
    """Run each share in its own spawned process, all started at one signal once every
    process has opened the database; what each did, in process order."""
    context = multiprocessing.get_context("spawn")
    ready, results, go = context.Queue(), context.Queue(), context.Event()
    processes = [context.Process(target=service_worker.run, args=(share, ready, go, results),
                                 daemon=True) for share in work]
    for process in processes:
        process.start()
    try:
        waiting = len(processes)
        while waiting:
            try:
                ready.get(timeout=1)
                waiting -= 1
            except queue.Empty:  # one failed before it was ready: it has said why
                if not results.empty() or any(p.exitcode is not None for p in processes):
                    break
        go.set()
        driven = service_worker.collect(results, processes)
        for process in processes:
            process.join(timeout=30)
    finally:
        for process in processes:
            if process.is_alive():
                process.terminate()
    return sorted(driven, key=lambda d: d.process)


async def _run_phase(services: Services, database: str, phase: Phase, count: int,
                     contested: float, think: float, first_channel: int, seed: int,
                     synchronous: str) -> Phase:
    phase.games = await start_games(services, count, first_channel)
    if phase.processes > 1:
        phase.contested = phase.games[:round(count * contested)]
    work = shares(database, phase.games, phase.contested, phase.processes, think, seed,
                  synchronous)
    # Blocking this loop is harmless (its connections wait idle for the audit), and
    # keeps the wait in the main thread, where Ctrl-C or SIGTERM stop it at once.
    phase.driven = drive_in_processes(work)
    failed = [d.error for d in phase.driven if d.error]
    if failed:
        raise SystemExit(f"{phase.backend} {phase.name}: a process failed: {failed[0]}")
    return phase


def _percentile(sorted_ms: list[float], fraction: float) -> float:
    return sorted_ms[min(len(sorted_ms) - 1, int(len(sorted_ms) * fraction))]


def _report(phase: Phase, checked: Audit) -> None:
    ms = sorted(x * 1000 for x in phase.latencies)
    per_process = ", ".join(str(len(d.acks)) for d in phase.driven)
    print(f"{phase.backend:>10} {phase.name:>10}: {len(phase.games)} games, {phase.moves} "
          f"moves in {phase.seconds:.1f} s = {phase.moves / phase.seconds:.0f} moves/s; "
          f"move latency p50 {_percentile(ms, 0.5):.2f} ms, p99 {_percentile(ms, 0.99):.2f} "
          f"ms, max {ms[-1]:.1f} ms")
    refused = sum((d.refused for d in phase.driven), start=Counter())
    print(f"{'':>22}  {phase.processes} process(es) acknowledged {per_process} moves; "
          f"{len(phase.contested)} contested games, {phase.refused} submissions refused "
          f"({', '.join(f'{n} {key}' for key, n in sorted(refused.items())) or 'none'})")
    print(f"{'':>22}  audit: {checked.summary()}")


def _ms(value: float) -> str:
    return f"{value:,.1f} ms" if value < 100 else f"{value:,.0f} ms"


def _table(rows: list[tuple[Phase, Audit]]) -> None:
    """The side-by-side table, in Markdown for the README."""
    print("\n| backend | processes | phase | moves/s | move p50 | move p99 | moves "
          "acknowledged = stored | contested submissions refused | lost / duplicated |")
    print("|---|---|---|---|---|---|---|---|---|")
    for phase, checked in rows:
        ms = sorted(x * 1000 for x in phase.latencies)
        print(f"| {phase.backend} | {phase.processes} | {phase.name} | "
              f"{phase.moves / phase.seconds:,.0f} | {_ms(_percentile(ms, 0.5))} | "
              f"{_ms(_percentile(ms, 0.99))} | {phase.moves:,} = {checked.stored:,} | "
              f"{phase.refused:,} | {checked.lost} / {checked.duplicated} |")


async def _size(db: Database) -> int:
    """Bytes the database takes: its file, or PostgreSQL's whole database."""
    if not db.is_postgres:
        return os.path.getsize(str(db.path))
    row = await db.fetch_one("SELECT pg_database_size(current_database())")
    return int(row[0]) if row else 0


async def _bench(backend: str, database: str, processes: int,
                 args: argparse.Namespace) -> list[tuple[Phase, Audit]]:
    db = await Database.open(database, synchronous=args.synchronous)
    services = Services.create(db, rng=random.Random(1))
    setting = "fsync on" if db.is_postgres else f"synchronous={args.synchronous}"
    shape = " (the bot's shape on a file)" if not db.is_postgres and processes == 1 else ""
    print(f"\n{backend}: {db.where} ({setting}), {args.games} concurrent games, "
          f"{processes} process(es){shape}")
    empty = await _size(db)
    plans = [("throughput", 0.0, 1_000_000, 1)]
    if not args.skip_paced:
        plans.append(("paced", args.games / args.rate, 2_000_000, 2))
    rows = []
    try:
        for name, think, channel, seed in plans:
            phase = await _run_phase(services, database, Phase(backend, name, processes),
                                     args.games, args.contested, think, channel, seed,
                                     args.synchronous)
            checked = await audit(services, phase.games, phase.driven)
            _report(phase, checked)
            rows.append((phase, checked))
        await db.checkpoint()
        grown = await _size(db) - empty
        games = sum(len(phase.games) for phase, _ in rows)
        print(f"{'':>22}  database: grew {grown / 1024:.0f} KiB for {games} finished games = "
              f"{grown / games / 1024:.1f} KiB per game")
    finally:
        await services.workers.close()
        await db.close()
    return rows


@contextlib.contextmanager
def _postgres(url: str | None) -> Iterator[str]:
    if url:
        yield url
        return
    with throwaway_server() as started:
        yield started


def options(argv: Sequence[str] | None = None) -> argparse.Namespace:
    """The command line's options, ``--quick`` turned into its number of games (games
    given explicitly win); exits with a usage line when they are wrong."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--backend", choices=["sqlite", "postgres", "both"], default="both")
    parser.add_argument("--processes", type=int, default=2,
                        help="bot processes sharing the database (SQLite: also measured with 1)")
    parser.add_argument("--quick", action="store_true",
                        help=f"{QUICK_GAMES} games a phase instead of {FULL_GAMES}: the same "
                             "figures in under a minute, less steady")
    parser.add_argument("--games", type=int, help=f"games a phase (default {FULL_GAMES})")
    parser.add_argument("--contested", type=float, default=0.2,
                        help="share of the games that every process drives at once")
    # Below the slower backend's ceiling on a busy 2-core machine: a paced latency
    # taken past the ceiling is only the queue again.
    parser.add_argument("--rate", type=float, default=150.0,
                        help="moves per second offered by all games together when paced")
    parser.add_argument("--synchronous", default="FULL", help="SQLite synchronous mode")
    parser.add_argument("--skip-paced", action="store_true")
    parser.add_argument("--postgres-url", help="an empty PostgreSQL database to use (default: "
                                               "a throwaway PostgreSQL 15 cluster)")
    args = parser.parse_args(argv)
    if args.games is None:
        args.games = QUICK_GAMES if args.quick else FULL_GAMES
    if args.processes < 1 or args.games < 1 or not 0 <= args.contested <= 1:
        parser.error("--processes and --games must be at least 1, --contested from 0 to 1")
    return args


async def main() -> None:
    args = options()
    rows = []
    with contextlib.ExitStack() as stack:
        # The server first: if it cannot start, say so before measuring anything.
        url = (stack.enter_context(_postgres(args.postgres_url))
               if args.backend in ("postgres", "both") else None)
        if args.backend in ("sqlite", "both"):
            folder = stack.enter_context(tempfile.TemporaryDirectory(prefix="amytis-bench-"))
            for processes in sorted({args.processes, 1}, reverse=True):
                path = os.path.join(folder, f"bench-{processes}.db")
                rows += await _bench("SQLite", path, processes, args)
        if url is not None:
            rows += await _bench("PostgreSQL", url, args.processes, args)
    _table(rows)
    if any(checked.failures for _, checked in rows):
        raise SystemExit(1)


def _stop_on_sigterm() -> None:
    # SIGTERM ends the benchmark through its finally blocks, which stop the server.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))


if __name__ == "__main__":
    _stop_on_sigterm()
    try:
        asyncio.run(main())
    except ServerUnavailable as error:
        raise SystemExit(f"PostgreSQL could not be started: {error}") from None
    except DatabaseUnavailable as error:
        raise SystemExit(str(error)) from None
