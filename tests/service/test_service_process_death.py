"""A bot process killed in the middle of a move loses nothing: its transaction never
commits, the write lock it held is freed, and another process on the same database
plays that turn once, with its own move."""

from __future__ import annotations

import asyncio
import json
import multiprocessing
import os
import signal
from typing import Any

from conftest import StartGame

from engine.amytis.moves import Move
from service import Services
from store import Database


def _die_mid_move(url: str, game_id: int, user: int, turn: int, move: dict[str, Any],
                  inside: Any) -> None:
    """A second bot process: play `move`, and hang once its update is written but
    before the transaction commits, until it is killed."""

    async def main() -> None:
        db = await Database.open(url, synchronous="NORMAL")
        services = Services.create(db)
        save_state = services.games.repo.save_state

        async def save_then_hang(*args: Any, **kwargs: Any) -> bool:
            saved = await save_state(*args, **kwargs)
            inside.set()
            await asyncio.sleep(3600)
            return saved

        services.games.repo.save_state = save_then_hang  # type: ignore[method-assign]
        await services.turns.play(game_id, user, turn, Move(**move))

    asyncio.run(main())


async def test_a_process_killed_mid_move_loses_nothing_and_the_other_plays_the_turn(
    db_path: str, services: Services, start_game: StartGame
) -> None:
    row = await start_game()
    state = await services.turns.view(row.id)
    user = state.row.user_at(state.game.current_player)
    theirs, ours = state.game.legal_moves()[:2]
    context = multiprocessing.get_context("spawn")
    inside = context.Event()
    other = context.Process(target=_die_mid_move, daemon=True, args=(
        db_path, row.id, user, state.turn, theirs.to_record(), inside))
    other.start()
    try:
        assert await asyncio.to_thread(inside.wait, 60)
    finally:
        os.kill(other.pid, signal.SIGKILL)
        other.join(10)

    played = await services.turns.play(row.id, user, state.turn, ours)
    stored = await services.games.get(row.id)
    assert json.loads(stored.record)["moves"] == [ours.to_record()]
    assert (played.turn, stored.turn, stored.version) == (1, 1, row.version + 1)
