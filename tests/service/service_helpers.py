"""Helpers shared by the service tests: the cast, and random play through the service."""

from __future__ import annotations

import asyncio
import random
from typing import Any

from engine.amytis.moves import Move
from service import Services, TurnState
from store import Database

ALICE, BOB, CAROL, BOT = 101, 202, 303, 999
GUILD, CHANNEL = 1, 10


async def play_random_turn(services: Services, game_id: int, rng: random.Random) -> TurnState:
    """The player to move plays a random legal whole turn (Favor included)."""
    state = await services.turns.view(game_id)
    player = state.row.user_at(state.game.current_player)
    move = rng.choice(state.game.legal_moves())
    return await services.turns.play(game_id, player, state.turn, move)


async def play_to_the_end(services: Services, game_id: int, seed: int = 0) -> TurnState:
    """Random legal turns until the game is over."""
    rng = random.Random(seed)
    state = await play_random_turn(services, game_id, rng)
    while state.row.is_active:
        state = await play_random_turn(services, game_id, rng)
    return state


async def play_out(services: Services, game_id: int, seed: int = 0,
                   turns: int | None = None):
    """Every seat plays until the end (or for `turns` moves): people a random legal
    move, chosen by the honest computer's easiest level on their behalf; computer
    seats by themselves."""
    rng = random.Random(seed)
    state = await services.turns.view(game_id)
    played = 0
    while state.row.is_active and (turns is None or played < turns):
        played += 1
        seat = state.row.seats[state.row.to_move]
        if seat.is_computer:
            state = await services.turns.play_computer(game_id)
            continue
        kind = services.games.kind(state.row.game_kind)
        move = kind.computer_move(state.game, 1, rng.getrandbits(32))
        state = await services.turns.play(game_id, seat.user_id, state.turn, move)
    return state


def die_mid_move(url: str, game_id: int, user: int, turn: int, move: dict[str, Any],
                 inside: Any) -> None:
    """A second bot process (the entry point of a spawned process, so it lives here
    and not in a test module): play `move`, and hang once its update is written but
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
