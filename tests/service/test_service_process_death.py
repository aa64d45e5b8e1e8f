"""A bot process killed in the middle of storing a move loses nothing and blocks no one.

The victim is a real OS process (its own interpreter, its own connections) that
plays a turn and is killed with SIGKILL while its write transaction is open: the
new record is written but not committed, and the write lock (SQLite's file lock,
PostgreSQL's transaction-scoped advisory lock) is held. On both backends the
database must forget the half-stored move, release the lock, and let another
process play that same turn at once.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from service_helpers import play_random_turn

from engine.amytis import from_record
from service import Services
from store import Database, GameRow

ROOT = Path(__file__).resolve().parents[2]

VICTIM = textwrap.dedent("""
    import asyncio, random, sys, time
    from service import Services
    from store import Database
    from store.games import GameRepository

    url, game_id = sys.argv[1], int(sys.argv[2])
    saved = GameRepository.save_state

    async def save_then_hang(self, conn, *args, **kwargs):
        stored = await saved(self, conn, *args, **kwargs)
        print("inside", flush=True)  # the record is written, not committed
        time.sleep(600)  # the whole process stops here until it is killed
        return stored

    GameRepository.save_state = save_then_hang

    async def main():
        db = await Database.open(url, synchronous="NORMAL")
        services = Services.create(db, rng=random.Random(3))
        state = await services.turns.view(game_id)
        user = state.row.user_at(state.game.current_player)
        await services.turns.play(game_id, user, state.turn,
                                  state.game.legal_moves()[0])

    asyncio.run(main())
""")


async def _kill_inside_a_move(db_path: str, game_id: int) -> None:
    """Start the victim on ``game_id`` and SIGKILL it once its transaction is open."""
    victim = await asyncio.create_subprocess_exec(
        sys.executable, "-c", VICTIM, db_path, str(game_id), cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        line = await asyncio.wait_for(victim.stdout.readline(), timeout=60)
        assert line == b"inside\n", (line, await victim.stderr.read())
    finally:
        victim.send_signal(signal.SIGKILL)
        await victim.wait()


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
async def test_a_process_killed_while_storing_a_move_leaves_the_game_as_before_it(
        db_path: str, services: Services, start_game) -> None:
    row = await start_game()
    await play_random_turn(services, row.id, random.Random(1))
    before: GameRow = await services.games.get(row.id)

    await _kill_inside_a_move(db_path, row.id)

    # A fresh process sees the game exactly as it was, and can store that turn.
    fresh = await Database.open(db_path, synchronous="NORMAL")
    try:
        other = Services.create(fresh, rng=random.Random(5))
        after = await other.games.get(row.id)
        assert (after.version, after.turn, after.record) == (
            before.version, before.turn, before.record)
        state = await asyncio.wait_for(play_random_turn(other, row.id, random.Random(2)),
                                       timeout=30)
        assert state.row.version == before.version + 1
        assert from_record(json.loads(state.row.record)).turn == before.turn + 1
    finally:
        await fresh.close()
