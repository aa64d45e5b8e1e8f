"""Turns through the service, for any game kind: step-wise decisions, confirm,
back, whole moves, and the computer's move.

A turn is a few selections (say a tile, then where it goes) and then its
execution; more decisions may follow. The game kind (`service.kinds.GameKind`)
loads, stores and summarises the engine game; this module only drives its
decisions. Selections are stored in the game row (`pending`) as they are made, so
a restart loses at most the step being clicked; the record changes only when a
turn or a later decision executes, in one transaction, checked by version.

Every call names the turn it was built for (the number in a component's custom_id):
a click from an older turn, or a second click racing the first, is refused with
`StaleTurn` and leaves the game as it was.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass, replace
from typing import Any

from engine.errors import EngineError
from service.computer_seed import turn_seed
from service.errors import (
    ConfirmPending,
    GameNotFound,
    GameOver,
    IllegalChoice,
    NotAPlayer,
    NothingToConfirm,
    NothingToUndo,
    NotYourTurn,
    RecordCorrupt,
    StaleChoice,
    StaleTurn,
)
from service.games import GameService
from service.workers import Workers
from store.games import GameRow


@dataclass(frozen=True)
class TurnState:
    """A game as the player sees it after a call.

    `game` has the pending selections applied (a private copy: read, render, or
    search it freely). `ready` is a complete turn waiting for Confirm, with what it
    would do; `events` is what this call executed. `turn` goes in custom_ids.
    """

    row: GameRow
    game: Any
    ready: Any = None
    events: Any = None

    @property
    def seat_to_act(self) -> int | None:
        """The seat whose click is awaited (Confirm included); None once over.

        While a turn awaits Confirm, `game` already shows it executed (a preview), so
        its current player may be the next one; this is still the mover.
        """
        return self.row.to_move if self.row.is_active else None

    @property
    def user_to_act(self) -> int | None:
        """The user whose click is awaited; None once over."""
        seat = self.seat_to_act
        return None if seat is None else self.row.user_at(seat)

    @property
    def turn(self) -> int:
        """The turn token: the number of turns in the stored record."""
        return self.row.turn

    @property
    def step(self) -> int:
        """The step token: the stored version, which every selection, Back and move
        raises, so a second press of a button made for this state is recognised."""
        return self.row.version

    @property
    def decision(self) -> Any:
        """What is to be decided next (None when over or when a turn awaits Confirm)."""
        return None if self.ready is not None else self.game.decision

    @property
    def pending(self) -> tuple[int | str, ...]:
        """The selections made so far in this turn."""
        return tuple(self.row.pending)


class Turns:
    """The step-wise decisions of every game, for the cogs and the computer player."""

    def __init__(self, games: GameService, workers: Workers | None = None, *,
                 cache_size: int = 2048):
        self.games = games
        self.workers = workers or Workers()
        # Committed games by id, with the version they were read at: a move costs
        # one row read instead of a replay, and a version mismatch forces a replay.
        self._cache: OrderedDict[int, tuple[int, Any]] = OrderedDict()
        self._cache_size = cache_size

    async def view(self, game_id: int) -> TurnState:
        """The game as it stands, for rendering (no checks of who asks)."""
        row, committed = await self._load(game_id)
        work, ready = self._with_pending(row, committed)
        return TurnState(row, work, ready=ready)

    async def choose(
        self,
        game_id: int,
        user_id: int,
        turn: int,
        option: int | str,
        *,
        kind: str | None = None,
        confirm: bool = True,
        step: int | None = None,
    ) -> TurnState:
        """Take one decision (one of the options the game offers now).

        `kind` is the decision the button was built for (its kind's value); a
        click on a decision already taken is then `StaleTurn`. With `confirm`, a
        choice that completes the turn is held until `confirm()`; without it, the
        turn executes at once. `step` is the state the button was made for (see
        `TurnState.step`); a button from an older state of the turn is `StaleChoice`.
        """
        async with self.games.locks(game_id):
            row, committed = await self._load(game_id)
            work, ready = self._with_pending(row, committed)
            self._check(row, committed, user_id, turn, step)
            if ready is not None:
                raise ConfirmPending(game_id=game_id)
            decision = work.decision
            assert decision is not None
            if kind is not None and kind != decision.kind.value:
                raise StaleTurn(game_id=game_id)
            option = self.games.kind(row.game_kind).coerce(option, decision)
            if option not in decision.options:
                raise IllegalChoice(reason=f"{option!r} is not a legal {decision.kind.value} now")
            try:
                events = work.decide(option)
            except EngineError as error:
                raise IllegalChoice(reason=str(error)) from None
            if events is None or confirm:
                saved = await self._save_pending(row, [*row.pending, option])
                return TurnState(saved, work, ready=events)
            return await self._commit(row, work, events)

    async def confirm(self, game_id: int, user_id: int, turn: int,
                      step: int | None = None) -> TurnState:
        """Execute the turn whose last choice was held for confirmation."""
        async with self.games.locks(game_id):
            row, committed = await self._load(game_id)
            work, ready = self._with_pending(row, committed)
            self._check(row, committed, user_id, turn, step)
            if ready is None:
                raise NothingToConfirm(game_id=game_id)
            return await self._commit(row, work, ready)

    async def back(self, game_id: int, user_id: int, turn: int,
                   step: int | None = None) -> TurnState:
        """Take back the last selection of a turn not yet executed."""
        async with self.games.locks(game_id):
            row, committed = await self._load(game_id)
            self._check(row, committed, user_id, turn, step)
            if not row.pending:
                raise NothingToUndo(game_id=game_id)
            saved = await self._save_pending(row, row.pending[:-1])
            work, ready = self._with_pending(saved, committed)
            return TurnState(saved, work, ready=ready)

    async def play(self, game_id: int, user_id: int, turn: int, move: Any, *,
                   as_computer: bool = False) -> TurnState:
        """Play a whole turn at once (the computer player, imports, the benchmark).

        Selections made with `choose` are discarded: they were never part of the game.
        `as_computer` plays a seat the computer holds (`user_id` is that seat's);
        a person cannot move in it any more, nor the computer in a person's seat.
        """
        async with self.games.locks(game_id):
            row, committed = await self._load(game_id)
            self._check(row, committed, user_id, turn, as_computer=as_computer)
            work = committed.copy()
            try:
                events = work.play(move)
            except EngineError as error:
                raise IllegalChoice(reason=str(error)) from None
            return await self._commit(row, work, events)

    async def play_computer(self, game_id: int) -> TurnState | None:
        """If the computer holds the seat to move, decide its move from that seat's
        public view (in a worker process: it is CPU work) and play it; None when the
        game waits for a person or is over.

        Its seed comes from the game's own computer secret and the turn, never from
        the deal (see `service.computer_seed`), so a game replays the same way.
        """
        row, committed = await self._load(game_id)
        if not row.is_active or committed.decision is None:
            return None
        seat = row.seats[committed.decision.player]
        if not seat.is_computer:
            return None
        assert seat.computer_level is not None
        kind = self.games.kind(row.game_kind)
        move = await self.workers.run(kind.computer_move, committed.copy(), seat.computer_level,
                                      turn_seed(row.computer_seed, committed.turn))
        return await self.play(game_id, seat.user_id, row.turn, move, as_computer=True)

    # -- internals --------------------------------------------------------------

    async def _load(self, game_id: int) -> tuple[GameRow, Any]:
        row = await self.games.repo.get(game_id)
        if row is None:
            raise GameNotFound(game_id=game_id)
        cached = self._cache.get(game_id)
        if cached is not None and cached[0] == row.version:
            self._cache.move_to_end(game_id)
            return row, cached[1]
        try:
            game = self.games.kind(row.game_kind).load(row.record)
        except (EngineError, ValueError) as error:
            raise RecordCorrupt(game_id=game_id, reason=str(error)) from None
        self._remember(row.id, row.version, game)
        return row, game

    def _remember(self, game_id: int, version: int, game: Any) -> None:
        self._cache[game_id] = (version, game)
        self._cache.move_to_end(game_id)
        while len(self._cache) > self._cache_size:
            self._cache.popitem(last=False)

    @staticmethod
    def _with_pending(row: GameRow, committed: Any) -> tuple[Any, Any]:
        """A copy of the committed game with the stored selections made again."""
        work = committed.copy()
        ready = None
        try:
            for option in row.pending:
                ready = work.decide(option)
        except EngineError as error:
            raise RecordCorrupt(game_id=row.id, reason=f"pending selection: {error}") from None
        return work, ready

    @staticmethod
    def _check(row: GameRow, committed: Any, user_id: int, turn: int,
               step: int | None = None, *, as_computer: bool = False) -> None:
        if not row.is_active or committed.decision is None:
            raise GameOver(game_id=row.id)
        if row.seat_of(user_id) is None:
            raise NotAPlayer(game_id=row.id, user_id=user_id)
        if turn != committed.turn:
            raise StaleTurn(game_id=row.id)
        to_move = committed.decision.player
        if (not row.is_seat_of(user_id, to_move)
                or row.seats[to_move].is_computer != as_computer):
            raise NotYourTurn(game_id=row.id, waiting_for=row.user_at(to_move))
        if step is not None and step != row.version:
            raise StaleChoice(game_id=row.id)

    async def _save_pending(self, row: GameRow, pending: list[int | str]) -> GameRow:
        now = self.games.clock.now()
        async with self.games.db.transaction() as conn:
            if not await self.games.repo.save_state(
                conn, row.id, row.version, record=row.record, pending=pending, turn=row.turn,
                to_move=row.to_move, scores=row.scores, now=now, moved=False,
            ):
                raise StaleTurn(game_id=row.id)
        cached = self._cache.get(row.id)
        if cached is not None and cached[0] == row.version:
            self._remember(row.id, row.version + 1, cached[1])
        return replace(row, pending=list(pending), version=row.version + 1, updated_at=now)

    async def _commit(self, row: GameRow, work: Any, events: Any) -> TurnState:
        """Store an executed turn (and the end of the game) in one transaction."""
        kind = self.games.kind(row.game_kind)
        summary = kind.summarize_game(work)
        record = kind.dump(work)
        now = self.games.clock.now()
        self._cache.pop(row.id, None)
        async with self.games.db.transaction() as conn:
            if not await self.games.repo.save_state(
                conn, row.id, row.version, record=record, pending=[], turn=summary.turn,
                to_move=summary.to_move, scores=summary.scores, now=now, moved=True,
            ):
                raise StaleTurn(game_id=row.id)
            await self.games.owe_table_in(conn, row)
            saved = replace(row, record=record, pending=[], turn=summary.turn,
                            to_move=summary.to_move, scores=list(summary.scores),
                            version=row.version + 1, updated_at=now, last_move_at=now)
            if summary.finished:
                await self.games.end_in(conn, saved, status="finished", reason="completed",
                                        winners=summary.winners)
        if summary.finished:
            return TurnState(await self.games.get(row.id), work.copy(), events=events)
        self._remember(row.id, saved.version, work)
        return TurnState(saved, work.copy(), events=events)

