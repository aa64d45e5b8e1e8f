"""Load benchmark of the game service on one database (a benchmark, not a test).

Starts N games at once through challenges, plays random legal whole turns in all of
them concurrently through `Turns.play` (load, apply, save), and prints moves per
second, the p50/p99 latency of a move, and the database size per finished game. At
the end every stored record is replayed and must give its stored scores and move
count: no move lost, none applied twice.

Two phases, because a latency figure means nothing without the load it was taken at:
- `throughput`: every game moves again as soon as its last move returns (no thinking
  time); the moves per second are the service's ceiling, and the latency includes
  the queue of ~N moves waiting for the one SQLite writer.
- `paced`: the same number of games, each thinking a random (exponential) time
  between moves so that together they offer `--rate` moves per second; the latency
  is what a player sees at that load.

    python -m bench.service [--games 500] [--rate 300] [--synchronous FULL]
    python -m bench.service --database postgresql://user@host/empty_database
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.amytis import from_record
from service import Place, Services
from service.amytis import GAME_KIND as AMYTIS
from service.errors import StaleTurn
from store import Database


@dataclass
class Phase:
    """What one phase measured."""

    name: str
    latencies: list[float] = field(default_factory=list)
    moves: int = 0
    seconds: float = 0.0
    games: list[int] = field(default_factory=list)


async def _start_games(services: Services, count: int, first_channel: int) -> list[int]:
    async def start(index: int) -> int:
        challenger, opponent = 2 * index + 1, 2 * index + 2
        challenge = await services.lobby.invite(
            game_kind=AMYTIS, place=Place(1, first_channel + index), host_id=challenger,
            invited=[opponent], options={"sides": "random"})
        return (await services.lobby.accept(challenge.id, opponent)).game_id

    return list(await asyncio.gather(*(start(i) for i in range(count))))


async def _play_game(services: Services, game_id: int, rng: random.Random, phase: Phase,
                     think: float) -> None:
    state = await services.turns.view(game_id)
    while state.row.is_active:
        if think:
            await asyncio.sleep(rng.expovariate(1 / think))
        user = state.row.user_at(state.game.current_player)
        move = rng.choice(state.game.legal_moves())
        started = time.perf_counter()
        state = await services.turns.play(game_id, user, state.turn, move)
        phase.latencies.append(time.perf_counter() - started)
        phase.moves += 1


async def _run_phase(services: Services, name: str, games: int, think: float,
                     first_channel: int, seed: int) -> Phase:
    phase = Phase(name)
    phase.games = await _start_games(services, games, first_channel)
    started = time.perf_counter()
    await asyncio.gather(*(_play_game(services, game_id, random.Random(seed + game_id), phase,
                                      think) for game_id in phase.games))
    phase.seconds = time.perf_counter() - started
    return phase


async def _audit(services: Services, phase: Phase) -> tuple[int, int]:
    """Replay every stored record; return (finished games, moves in the records)."""
    finished = recorded = 0
    for game_id in phase.games:
        row = await services.games.get(game_id)
        game = from_record(json.loads(row.record))
        totals = [p.total for p in game.result().players]
        if totals != row.scores or row.turn != game.turn or not game.is_over:
            raise SystemExit(f"game {game_id}: stored {row.scores} at turn {row.turn}, "
                             f"record replays to {totals} at turn {game.turn}")
        if row.status != "finished" or row.winners != list(game.result().winners):
            raise SystemExit(f"game {game_id}: status {row.status}, winners {row.winners}")
        finished += 1
        recorded += game.turn
    if recorded != phase.moves:
        raise SystemExit(f"{phase.name}: {phase.moves} moves acknowledged, {recorded} stored")
    return finished, recorded


def _report(phase: Phase) -> None:
    ms = sorted(x * 1000 for x in phase.latencies)
    p99 = ms[min(len(ms) - 1, int(len(ms) * 0.99))]
    print(f"{phase.name:>10}: {len(phase.games)} games, {phase.moves} moves in "
          f"{phase.seconds:.1f} s = {phase.moves / phase.seconds:.0f} moves/s; "
          f"move latency p50 {statistics.median(ms):.2f} ms, p99 {p99:.2f} ms, "
          f"max {ms[-1]:.1f} ms")


async def _size(db: Database) -> int:
    """Bytes the database takes: its file, or PostgreSQL's whole database."""
    if not db.is_postgres:
        return os.path.getsize(str(db.path))
    row = await db.fetch_one("SELECT pg_database_size(current_database())")
    return int(row[0]) if row else 0


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--rate", type=float, default=500.0,
                        help="moves per second offered by all games together when paced")
    parser.add_argument("--synchronous", default="FULL", help="SQLite synchronous mode")
    parser.add_argument("--skip-paced", action="store_true")
    parser.add_argument("--database", help="SQLite file or empty PostgreSQL database URL to "
                                           "use (default: a temporary SQLite file)")
    args = parser.parse_args()

    directory = tempfile.mkdtemp(prefix="amytis-bench-")
    path = args.database or os.path.join(directory, "bench.db")
    db = await Database.open(path, synchronous=args.synchronous)
    services = Services.create(db, rng=random.Random(1))
    print(f"database {db.where}, synchronous={args.synchronous}, {args.games} concurrent games")
    phases = [await _run_phase(services, "throughput", args.games, 0.0, 1_000_000, 1)]
    if not args.skip_paced:
        think = args.games / args.rate
        phases.append(await _run_phase(services, "paced", args.games, think, 2_000_000, 2))
    failures = 0
    for phase in phases:
        _report(phase)
        try:
            finished, moves = await _audit(services, phase)
        except SystemExit as error:
            print(f"AUDIT FAILED: {error}")
            failures += 1
            continue
        print(f"{'':>10}  audit: {finished} finished games replay to their stored scores; "
              f"{moves} moves stored = {phase.moves} acknowledged, 0 lost, 0 duplicated")
    await db.checkpoint()
    size = await _size(db)
    await db.close()
    games = sum(len(phase.games) for phase in phases)
    print(f"database: {size / 1024:.0f} KiB for {games} finished games = "
          f"{size / games / 1024:.1f} KiB per game")
    if failures:
        raise SystemExit(1)


if __name__ == "__main__":
    try:
        asyncio.run(main())
    except StaleTurn as error:
        raise SystemExit(f"a move was refused as stale: {error}") from None
