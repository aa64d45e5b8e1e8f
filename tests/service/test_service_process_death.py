"""A bot process killed in the middle of a move loses nothing: its transaction never
commits, the write lock it held is freed, and another process on the same database
plays that turn once, with its own move."""

from __future__ import annotations

import asyncio
import json
import multiprocessing
import os
import signal
import time

from conftest import StartGame
from service_helpers import die_mid_move

from service import Services


async def test_a_process_killed_mid_move_loses_nothing_and_the_other_plays_the_turn(
    db_path: str, services: Services, start_game: StartGame
) -> None:
    row = await start_game()
    state = await services.turns.view(row.id)
    user = state.row.user_at(state.game.current_player)
    theirs, ours = state.game.legal_moves()[:2]
    context = multiprocessing.get_context("spawn")
    inside = context.Event()
    other = context.Process(target=die_mid_move, daemon=True, args=(
        db_path, row.id, user, state.turn, theirs.to_record(), inside))
    other.start()
    deadline = time.monotonic() + 60
    try:
        while not await asyncio.to_thread(inside.wait, 0.1):
            assert other.exitcode is None, "the other process died before its move"
            assert time.monotonic() < deadline, "the other process never wrote its move"
    finally:
        os.kill(other.pid, signal.SIGKILL)
        other.join(10)

    played = await services.turns.play(row.id, user, state.turn, ours)
    stored = await services.games.get(row.id)
    assert json.loads(stored.record)["moves"] == [ours.to_record()]
    assert (played.turn, stored.turn, stored.version) == (1, 1, row.version + 1)
