"""One bot process of `bench/service.py`: its own `Database` and `Services` over the
shared database, driving the games it was given.

A process plays random legal whole turns through `Turns.play` in all its games at
once. Some games are contested: every process drives them, as two bot processes
would if both received the same click, so their submissions for one turn race and
the database must let exactly one through. The loser is refused (`StaleTurn`, or
`GameOver` when the winner's move ended the game) and reads the game again. The
processes pick different random moves, so a move applied twice, or the loser's move
stored in place of the winner's, shows in the audit as a record that disagrees with
the acknowledgements.

Every acknowledged move is reported as (game, turn, move as recorded), with its
latency; the parent audits them against the stored records.
"""

from __future__ import annotations

import asyncio
import queue
import random
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from service import Services
from service.errors import GameOver, StaleTurn
from store import Database

# What the loser of a race for one turn is told; anything else is a failure.
REFUSED = (StaleTurn, GameOver)


@dataclass(frozen=True)
class Share:
    """What one process drives in one phase."""

    database: str
    process: int
    games: list[int]
    contested: frozenset[int]
    think: float  # mean seconds between two moves of a game; 0 for no pause
    seed: int
    synchronous: str = "FULL"


@dataclass
class Driven:
    """What one process did: its acknowledged moves and its refused submissions."""

    process: int
    acks: list[tuple[int, int, dict[str, Any]]] = field(default_factory=list)
    latencies: list[float] = field(default_factory=list)
    refused: Counter[str] = field(default_factory=Counter)
    started: float = 0.0
    ended: float = 0.0
    error: str = ""


def _pause(share: Share, game_id: int, turn: int) -> float:
    """The thinking time before a turn: the same in every process for one game and
    turn, so the processes driving a contested game submit it at the same moment."""
    return random.Random(f"{share.seed}:{game_id}:{turn}").expovariate(1 / share.think)


async def _drive(services: Services, share: Share, game_id: int, driven: Driven) -> None:
    rng = random.Random(f"{share.seed}:{game_id}:{share.process}")
    state = await services.turns.view(game_id)
    while state.row.is_active:
        if share.think:
            await asyncio.sleep(_pause(share, game_id, state.turn))
        turn = state.turn
        user = state.row.user_at(state.game.current_player)
        move = rng.choice(state.game.legal_moves())
        started = time.perf_counter()
        try:
            state = await services.turns.play(game_id, user, turn, move)
        except REFUSED as refused:
            if game_id not in share.contested:
                raise
            driven.refused[type(refused).__name__] += 1
            state = await services.turns.view(game_id)
            continue
        driven.latencies.append(time.perf_counter() - started)
        driven.acks.append((game_id, turn, move.to_record()))


async def drive(share: Share, ready: Any = None, go: Any = None) -> Driven:
    """Open the database, say `ready`, wait for `go`, then play every game of `share`
    to its end. `ready` is a queue and `go` an event shared with the other processes
    (None: start at once)."""
    driven = Driven(share.process)
    db = await Database.open(share.database, synchronous=share.synchronous)
    services = Services.create(db, rng=random.Random(share.seed))
    try:
        if ready is not None:
            ready.put(share.process)
            if not await asyncio.to_thread(go.wait, 600):
                raise RuntimeError("the benchmark never gave the start")
        # time.monotonic is one clock for every process of the machine: the parent
        # takes the phase's wall time from the first start to the last end.
        driven.started = time.monotonic()
        await asyncio.gather(*(_drive(services, share, game_id, driven)
                               for game_id in share.games))
        driven.ended = time.monotonic()
    finally:
        await services.workers.close()
        await db.close()
    return driven


def run(share: Share, ready: Any, go: Any, results: Any) -> None:
    """A process's entry point: drive `share` and put what it did on `results`,
    with the error in one line instead if it failed."""
    try:
        driven = asyncio.run(drive(share, ready, go))
    except Exception as error:  # reported to the parent, which fails the benchmark
        driven = Driven(share.process, error=f"{type(error).__name__}: {error}")
    results.put(driven)


def collect(results: Any, processes: list[Any], timeout: float = 3600) -> list[Driven]:
    """Every process's `Driven`, or a failure for a process that died without one."""
    collected: list[Driven] = []
    deadline = time.monotonic() + timeout
    while len(collected) < len(processes):
        try:
            collected.append(results.get(timeout=1))
        except queue.Empty:
            dead = [p for p in processes if p.exitcode not in (None, 0)]
            if dead:
                status = dead[0].exitcode
                collected.append(Driven(-1, error=f"a process ended with status {status}"))
                break
            if time.monotonic() > deadline:
                collected.append(Driven(-1, error=f"no answer in {timeout:.0f} s"))
                break
    return collected
