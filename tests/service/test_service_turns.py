"""Turns through the service: step-wise decisions, refusals, races and restarts."""

from __future__ import annotations

import asyncio
import json
import random

import pytest
from conftest import StartGame
from service_helpers import (
    ALICE,
    BOB,
    CAROL,
    CHANNEL,
    GUILD,
    play_random_turn,
    play_to_the_end,
)

from engine.amytis import DecisionKind, Move, from_record
from service import ManualClock, Place, Services
from service.errors import (
    ConfirmPending,
    GameNotFound,
    GameOver,
    IllegalChoice,
    NotAPlayer,
    NothingToConfirm,
    NothingToUndo,
    NotYourTurn,
    StaleChoice,
    StaleTurn,
)
from store import Database
from store.games import GameRow


def _simple_stack(state) -> int:
    """A stack whose top tile is not a Palace, so a turn is stack then cell."""
    game = state.game
    return next(s for s in game.decision.options
                if game.board.top(s).building.value != "palace"
                and not game.board.would_complete_line(game.current_player, s))


async def test_a_turn_is_stack_then_cell_then_confirm(services: Services,
                                                      start_game: StartGame) -> None:
    row = await start_game()
    first = row.user_at(0)
    state = await services.turns.view(row.id)
    assert state.decision.kind is DecisionKind.STACK and state.turn == 0
    stack = _simple_stack(state)
    state = await services.turns.choose(row.id, first, 0, stack, kind="stack")
    assert state.decision.kind is DecisionKind.CELL and state.pending == (stack,)
    state = await services.turns.choose(row.id, first, 0, "4", kind="cell")
    assert state.ready is not None and state.decision is None
    assert (await services.games.get(row.id)).turn == 0
    state = await services.turns.confirm(row.id, first, 0)
    assert state.events is not None and state.events.turn_over
    stored = await services.games.get(row.id)
    assert (stored.turn, stored.to_move, stored.pending) == (1, 1, [])
    assert json.loads(stored.record)["moves"] == [{"stack": stack, "cell": 4}]
    assert stored.scores == [state.game.result().players[0].total, 0]


async def test_back_takes_back_one_selection(services: Services, start_game: StartGame) -> None:
    row = await start_game()
    first = row.user_at(0)
    with pytest.raises(NothingToUndo):
        await services.turns.back(row.id, first, 0)
    stack = _simple_stack(await services.turns.view(row.id))
    await services.turns.choose(row.id, first, 0, stack)
    await services.turns.choose(row.id, first, 0, 2)
    with pytest.raises(ConfirmPending):
        await services.turns.choose(row.id, first, 0, 3)
    state = await services.turns.back(row.id, first, 0)
    assert state.pending == (stack,) and state.decision.kind is DecisionKind.CELL
    state = await services.turns.choose(row.id, first, 0, 3, confirm=False)
    assert state.events is not None
    assert json.loads(state.row.record)["moves"] == [{"stack": stack, "cell": 3}]


async def test_refusals_name_their_reason(services: Services, start_game: StartGame) -> None:
    row = await start_game()
    first, second = row.user_at(0), row.user_at(1)
    with pytest.raises(GameNotFound) as caught:
        await services.turns.choose(9999, first, 0, 1)
    assert caught.value.key == "unknown_game" and caught.value.params == {"game_id": 9999}
    with pytest.raises(NotAPlayer):
        await services.turns.choose(row.id, CAROL, 0, 1)
    with pytest.raises(NotYourTurn) as caught:
        await services.turns.choose(row.id, second, 0, 1)
    assert caught.value.params["waiting_for"] == first
    with pytest.raises(StaleTurn):
        await services.turns.choose(row.id, first, 5, 1)
    with pytest.raises(IllegalChoice):
        await services.turns.choose(row.id, first, 0, 42)
    with pytest.raises(IllegalChoice):  # a digit to str.isdigit(), not to int()
        await services.turns.choose(row.id, first, 0, "²")
    with pytest.raises(StaleChoice):  # a button made for a state of the turn since left
        await services.turns.choose(row.id, first, 0, 1, step=row.version - 1)
    with pytest.raises(NothingToConfirm):
        await services.turns.confirm(row.id, first, 0)
    with pytest.raises(IllegalChoice):
        await services.turns.play(row.id, first, 0, Move(99, 0))
    state = await services.turns.view(row.id)
    assert state.pending == () and state.row.version == row.version


async def test_a_stale_button_is_refused_and_changes_nothing(services: Services,
                                                             start_game: StartGame) -> None:
    row = await start_game()
    first = row.user_at(0)
    state = await services.turns.view(row.id)
    stack = _simple_stack(state)
    await services.turns.choose(row.id, first, 0, stack, kind="stack")
    with pytest.raises(StaleTurn):  # the stack button clicked a second time
        await services.turns.choose(row.id, first, 0, stack, kind="stack")
    await services.turns.choose(row.id, first, 0, 0, kind="cell", confirm=False)
    before = await services.games.get(row.id)
    with pytest.raises(StaleTurn):  # a button of turn 0 after turn 0 was played
        await services.turns.choose(row.id, first, 0, 1, kind="cell")
    assert await services.games.get(row.id) == before


async def test_a_finished_game_refuses_moves(services: Services, start_game: StartGame) -> None:
    row = await start_game()
    final = await play_to_the_end(services, row.id)
    assert final.row.status == "finished" and final.row.end_reason == "completed"
    assert final.row.winners == list(final.game.result().winners)
    with pytest.raises(GameOver):
        await services.turns.choose(row.id, row.user_at(0), final.row.turn, 0)
    replayed = from_record(json.loads(final.row.record))
    assert [p.total for p in replayed.result().players] == final.row.scores


async def test_two_concurrent_moves_exactly_one_wins(services: Services,
                                                     start_game: StartGame) -> None:
    row = await start_game()
    state = await services.turns.view(row.id)
    first = row.user_at(0)
    moves = random.Random(3).sample(state.game.legal_moves(), 2)
    results = await asyncio.gather(
        *(services.turns.play(row.id, first, 0, move) for move in moves), return_exceptions=True
    )
    won = [r for r in results if not isinstance(r, BaseException)]
    lost = [r for r in results if isinstance(r, BaseException)]
    assert len(won) == 1 and len(lost) == 1 and isinstance(lost[0], StaleTurn)
    stored = await services.games.get(row.id)
    assert stored.turn == 1 and len(json.loads(stored.record)["moves"]) == 1


async def test_two_processes_racing_are_settled_by_the_version(
    db_path: str, clock: ManualClock, services: Services, start_game: StartGame
) -> None:
    """A second bot on the same database (its own connections, its own locks: another
    process receiving the same click) is held back by the version alone."""
    row = await start_game()
    other_db = await Database.open(db_path)
    try:
        await _race_the_first_move(row, services, Services.create(other_db, clock=clock))
    finally:
        await other_db.close()


async def _race_the_first_move(row: GameRow, services: Services, other: Services) -> None:
    await services.turns.view(row.id)
    await other.turns.view(row.id)
    first = row.user_at(0)
    moves = random.Random(5).sample((await services.turns.view(row.id)).game.legal_moves(), 2)
    results = await asyncio.gather(services.turns.play(row.id, first, 0, moves[0]),
                                   other.turns.play(row.id, first, 0, moves[1]),
                                   return_exceptions=True)
    assert sorted(type(r).__name__ for r in results) == ["StaleTurn", "TurnState"]
    stored = await services.games.get(row.id)
    assert len(json.loads(stored.record)["moves"]) == 1 and stored.version == row.version + 1
    # Each process sees the winner's move next time, whichever cache it had.
    for side in (services, other):
        assert (await side.turns.view(row.id)).game.turn == 1


async def game_on_its_own_file(
    db_path: str, clock: ManualClock, options: dict
) -> tuple[Database, Services, GameRow]:
    """A game on a database this test opens itself, so that it can close it mid-game
    as a stopped bot would."""
    db = await Database.open(db_path)
    services = Services.create(db, clock=clock, rng=random.Random(1))
    challenge = await services.lobby.invite(
        game_kind="amytis", place=Place(GUILD, CHANNEL), host_id=ALICE,
        invited=[BOB], options=options)
    accepted = await services.lobby.accept(challenge.id, BOB)
    return db, services, await services.games.get(accepted.game_id)


async def test_a_restart_mid_game_continues_from_the_record(
    db_path: str, clock: ManualClock
) -> None:
    db, services, row = await game_on_its_own_file(db_path, clock, {"sides": "random"})
    rng = random.Random(2)
    for _ in range(7):
        await play_random_turn(services, row.id, rng)
    before = await services.turns.view(row.id)
    await db.close()

    db = await Database.open(db_path)
    try:
        restarted = Services.create(db, clock=clock)
        after = await restarted.turns.view(row.id)
        assert after.row.scores == before.row.scores
        assert [p.total for p in after.game.result().players] == before.row.scores
        assert after.game.public_view(0) == before.game.public_view(0)
        final = await play_to_the_end(restarted, row.id, seed=4)
        assert final.row.status == "finished"
    finally:
        await db.close()


async def test_a_bot_killed_between_steps_keeps_the_confirmed_steps(
    db_path: str, clock: ManualClock
) -> None:
    db, services, row = await game_on_its_own_file(db_path, clock, {"sides": "A"})
    first = row.user_at(0)
    stack = _simple_stack(await services.turns.view(row.id))
    await services.turns.choose(row.id, first, 0, stack)
    # Killed while the cell click is being handled: its transaction never commits.
    with pytest.raises(RuntimeError):
        async with db.transaction() as conn:
            await conn.execute("UPDATE games SET pending = '[1, 2]' WHERE id = ?", (row.id,))
            raise RuntimeError("killed")
    await db.close()

    db = await Database.open(db_path)
    try:
        restarted = Services.create(db, clock=clock)
        state = await restarted.turns.view(row.id)
        assert state.pending == (stack,) and state.decision.kind is DecisionKind.CELL
        state = await restarted.turns.choose(row.id, first, 0, 8, confirm=False)
        assert json.loads(state.row.record)["moves"] == [{"stack": stack, "cell": 8}]
    finally:
        await db.close()


async def test_a_whole_game_played_click_by_click_replays_to_its_scores(
    services: Services, start_game: StartGame
) -> None:
    """Every kind of decision (palace choices and Favors too) through choose/confirm."""
    row = await start_game({"sides": "B"})
    rng = random.Random(11)
    kinds_seen = set()
    state = await services.turns.view(row.id)
    while state.row.is_active:
        player = state.user_to_act
        if state.ready is not None:
            if rng.random() < 0.2:
                state = await services.turns.back(row.id, player, state.turn)
                continue
            state = await services.turns.confirm(row.id, player, state.turn)
            continue
        decision = state.decision
        kinds_seen.add(decision.kind)
        option = rng.choice(decision.options)
        state = await services.turns.choose(row.id, player, state.turn, option,
                                            kind=decision.kind.value)
    assert {DecisionKind.STACK, DecisionKind.CELL, DecisionKind.PALACE} <= kinds_seen
    stored = await services.games.get(row.id)
    replayed = from_record(json.loads(stored.record))
    assert replayed.is_over
    assert [p.total for p in replayed.result().players] == stored.scores
    assert stored.winners == list(replayed.result().winners)
