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

Some decisions are made by several seats at once (a draft round: the kind's
`open_seats`). Each seat's answer is then held in the row (`held`) as it comes, and
the record takes all of them together, in the order the rules write them, when the
last one is in; the computer seats answer as soon as such a decision opens.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass, replace
from typing import Any

from engine.errors import EngineError
from service.computer_seed import turn_seed
from service.errors import (
    AlreadyAnswered,
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
    waiting: tuple[int, ...] = ()
    """During a decision several seats make at once: the seats yet to answer, in
    seat order (empty otherwise)."""

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

    def public(self) -> TurnState:
        """This state as anyone at the table may know it, for whatever is drawn for
        everyone (a public panel, its labels, the state of its buttons): the game's
        ``public()`` copy, in which no hidden card is the real one, and no turn's
        effects beyond the fact that one awaits Confirm."""
        return replace(self, game=self.game.public(),
                       ready=None if self.ready is None else (), events=None)


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
        return TurnState(row, work, ready=ready, waiting=self._waiting(row, committed))

    async def as_mover(self, game_id: int, user_id: int, turn: int, step: int) -> TurnState:
        """The game as it stands, for its mover to look at the step a component was
        made for, checked as a stored choice would be: refused to anyone else, and
        for a turn or a step that has moved on."""
        state = await self.view(game_id)
        row = state.row
        if not row.is_active:
            raise GameOver(game_id=game_id)
        if row.seat_of(user_id) is None:
            raise NotAPlayer(game_id=game_id, user_id=user_id)
        if turn != state.turn or state.waiting:
            raise StaleTurn(game_id=game_id)
        if state.user_to_act != user_id:
            raise NotYourTurn(game_id=game_id, waiting_for=state.user_to_act)
        if step != state.step:
            raise StaleChoice(game_id=game_id)
        return state

    def open_decision(self, state: TurnState, seat: int) -> Any:
        """The game turned towards `seat`'s open decision (the kind's `facing`), for
        that seat's private panel; None when it owes none now or has answered."""
        kind = self.games.kind(state.row.game_kind)
        if seat in state.row.held or seat not in kind.open_seats(state.game):
            return None
        return kind.facing(state.game.copy(), seat)

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
            if len(self.games.kind(row.game_kind).open_seats(committed)) > 1:
                return await self._hold(row, committed, user_id, turn, option, kind)
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
        if len(self.games.kind(row.game_kind).open_seats(committed)) > 1:
            async with self.games.locks(game_id):
                return await self._hold_computers(*await self._load(game_id))
        seat = row.seats[committed.decision.player]
        if not seat.is_computer:
            return None
        assert seat.computer_level is not None
        kind = self.games.kind(row.game_kind)
        move = await self.workers.run(kind.computer_move, committed.copy(), seat.computer_level,
                                      turn_seed(row.computer_seed, committed.turn))
        return await self.play(game_id, seat.user_id, row.turn, move, as_computer=True)

    # -- decisions made at once ---------------------------------------------------

    def _waiting(self, row: GameRow, committed: Any) -> tuple[int, ...]:
        if not row.is_active:
            return ()
        seats = self.games.kind(row.game_kind).open_seats(committed)
        return tuple(s for s in seats if s not in row.held) if len(seats) > 1 else ()

    async def _hold(self, row: GameRow, committed: Any, user_id: int, turn: int,
                    option: Any, kind: str | None) -> TurnState:
        """Hold one seat's answer to a decision made at once (see the module)."""
        if not row.is_active or committed.decision is None:
            raise GameOver(game_id=row.id)
        if row.seat_of(user_id) is None:
            raise NotAPlayer(game_id=row.id, user_id=user_id)
        if turn != committed.turn:
            raise StaleTurn(game_id=row.id)
        waiting = self._waiting(row, committed)
        seat = next((s for s in waiting if row.is_seat_of(user_id, s)
                     and not row.seats[s].is_computer), None)
        if seat is None:
            if any(row.is_seat_of(user_id, s) for s in row.held):
                raise AlreadyAnswered(game_id=row.id)
            raise NotYourTurn(game_id=row.id, waiting_for=row.user_at(waiting[0]))
        game_kind = self.games.kind(row.game_kind)
        decision = game_kind.facing(committed.copy(), seat).decision
        if kind is not None and kind != decision.kind.value:
            raise StaleTurn(game_id=row.id)
        option = game_kind.coerce(option, decision)
        if option not in decision.options:
            raise IllegalChoice(reason=f"{option!r} is not a legal {decision.kind.value} now")
        return await self._store_held(row, committed, {**row.held, seat: option})

    async def _hold_computers(self, row: GameRow, committed: Any) -> TurnState | None:
        """Hold the answers of the computer seats yet to answer a decision made at
        once, each from its own seat's view; None when none is left to answer."""
        kind = self.games.kind(row.game_kind)
        if not row.is_active or len(kind.open_seats(committed)) < 2:
            return None
        held = dict(row.held)
        for seat in self._waiting(row, committed):
            level = row.seats[seat].computer_level
            if level is not None:
                held[seat] = await self.workers.run(
                    kind.computer_move, kind.facing(committed.copy(), seat), level,
                    turn_seed(row.computer_seed, committed.turn, seat))
        if held == row.held:
            return None
        return await self._store_held(row, committed, held)

    async def _store_held(self, row: GameRow, committed: Any,
                          held: dict[int, Any]) -> TurnState:
        """Store the answers held so far; once every open seat has answered, play
        them in the written order and commit them as one move (`events` then lists
        each answer's events)."""
        game_kind = self.games.kind(row.game_kind)
        waiting = [s for s in game_kind.open_seats(committed) if s not in held]
        if waiting:
            now = self.games.clock.now()
            async with self.games.db.transaction() as conn:
                if not await self.games.repo.save_state(
                    conn, row.id, row.version, record=row.record, pending=[], turn=row.turn,
                    to_move=waiting[0], scores=row.scores, now=now, moved=False, held=held,
                ):
                    raise StaleTurn(game_id=row.id)
            saved = replace(row, held=held, to_move=waiting[0], version=row.version + 1,
                            updated_at=now)
            self._remember(row.id, saved.version, committed)
            return TurnState(saved, committed.copy(), waiting=tuple(waiting))
        work, answers, events = committed.copy(), dict(held), []
        try:
            while work.decision is not None and work.decision.player in answers:
                answer = answers.pop(work.decision.player)
                played = work.decide(game_kind.coerce(answer, work.decision))
                if played is not None:
                    events.append(played)
        except EngineError as error:
            raise RecordCorrupt(game_id=row.id, reason=f"held answer: {error}") from None
        return await self._commit(row, work, tuple(events))

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

    def _with_pending(self, row: GameRow, committed: Any) -> tuple[Any, Any]:
        """A copy of the committed game with the stored selections made again (as
        JSON stored them: the kind turns them back into the engine's values)."""
        kind = self.games.kind(row.game_kind)
        work = committed.copy()
        ready = None
        try:
            for option in row.pending:
                ready = work.decide(kind.coerce(option, work.decision))
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
            saved = replace(row, record=record, pending=[], held={}, turn=summary.turn,
                            to_move=summary.to_move, scores=list(summary.scores),
                            version=row.version + 1, updated_at=now, last_move_at=now)
            if summary.finished:
                await self.games.end_in(conn, saved, status="finished", reason="completed",
                                        winners=summary.winners)
        if summary.finished:
            return TurnState(await self.games.get(row.id), work.copy(), events=events)
        self._remember(row.id, saved.version, work)
        return TurnState(saved, work.copy(), events=events, waiting=self._waiting(saved, work))

