"""What happened since a table was last shown, grouped the way the table tells it.

The engine's record holds only the answers players gave (``Game.decisions``); the
answers it took itself, when a prompt had one answer, are not there. So the events
are found by replaying the record from its setup: each answer is played again with
``Game.play``, which returns it with the forced answers that followed, and the game
reports each end of a turn (``on_turn_end``) with a copy of the table at that moment.
A turn begins with its ``place`` or ``recover`` answer; everything after it up to
the next one (follow-ups, the hand limit) belongs to it.

The service's turn token for West Kingdom is ``len(game.decisions)``: the events
since a token are those the answers after it brought about. A record only grows, so
a ``Story`` kept from one table to the next replays only the answers given since.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.westkingdom import Game, Move, Prompt, Setup
from engine.westkingdom.board import PLACE_INDEX, WORKERS
from engine.westkingdom.workers import held_elsewhere

TURN_STARTS = (Prompt.PLACE, Prompt.RECOVER)


@dataclass(frozen=True)
class Step:
    """One answer of a turn and, where the table tells it, how many workers it moved
    (a captured group's size, the captives handed in, the prisoners freed, the workers
    bought back), counted on the table just before it."""

    move: Move
    workers: int = 0


@dataclass(frozen=True)
class StartingHire:
    """A seat took its free starting apprentice; ``next_seat`` hires next (``None``:
    the draft begins)."""

    seat: int
    card: str
    next_seat: int | None


@dataclass(frozen=True)
class DraftOver:
    """Every seat has its three cards; ``first`` plays the first turn."""

    first: int


@dataclass(frozen=True)
class Turn:
    """A whole turn of ``seat``: its steps (none for a seat with nothing to place or
    take back), the table before it and after it, and who plays next (``None``: the
    game is over)."""

    seat: int
    steps: tuple[Step, ...]
    before: Game = field(repr=False)
    after: Game = field(repr=False)
    next_seat: int | None


Event = StartingHire | DraftOver | Turn


def events_since(game: Game, since: int) -> list[Event]:
    """The events brought about by ``game.decisions[since:]``, in order: starting
    hires, the end of the draft, and every turn that ended; a turn still going on
    is not told yet."""
    return Story(game.setup).events_since(game, since)


class Story:
    """The replay that finds the events, kept from one table to the next: a later
    call replays only the answers given since the last one (a table late in a game
    of five replayed some 900 answers to tell the last few). It holds the events
    from the last ``since`` on, since the next table may tell some of them again.
    A plain value without hooks between calls, so it goes to a worker process and
    back."""

    def __init__(self, setup: Setup) -> None:
        self.replay = Game(setup)
        self.ends: list[Game] = []
        self.table = _Table(self.replay, self.ends)
        self.told: list[tuple[int, Event]] = []
        """The events found, each with the index of the answer that brought it about."""
        self.kept_from = 0
        """The events of the answers before this one were let go."""

    def follows(self, game: Game, since: int) -> bool:
        """Whether this is a replay of ``game``'s record so far that still holds the
        events of its answers from ``since`` on."""
        played = self.replay.decisions
        return (self.replay.setup == game.setup and self.kept_from <= since
                and game.decisions[:len(played)] == played)

    def events_since(self, game: Game, since: int) -> list[Event]:
        """``events_since(game, since)``, replaying only the answers this replay has
        not (it must ``follow`` the game)."""
        replay, table = self.replay, self.table
        replay.on_turn_end = lambda at_end: self.ends.append(at_end.copy())
        try:
            for index in range(len(replay.decisions), len(game.decisions)):
                move = game.decisions[index]
                workers = _workers_moved(replay, move)
                made = replay.play(move)
                if not table.started:
                    self.told += [(index, event) for event in table.setup(move)]
                    continue
                for step in (Step(made[0], workers), *(Step(m) for m in made[1:])):
                    if step.move.prompt in TURN_STARTS:
                        self.told += [(index, turn) for turn in table.close_turn()]
                    table.steps.append(step)
                self.told += [(index, turn) for turn in table.close_turn()]
        finally:
            replay.on_turn_end = None
        self.told = [(index, event) for index, event in self.told if index >= since]
        self.kept_from = since
        return [event for _, event in self.told]


class _Table:
    """The replay's bookkeeping: the turn going on, and the table as it began."""

    def __init__(self, replay: Game, ends: list[Game]) -> None:
        self.replay, self.ends = replay, ends
        self.steps: list[Step] = []
        self.before = replay
        self.started = False

    def setup(self, move: Move) -> list[Event]:
        """A starting hire, or the draft pick that ends the draft (the other picks,
        and what they were, are nobody else's business)."""
        decision = self.replay.decision
        if move.prompt is Prompt.HIRE:
            hiring = decision is not None and decision.prompt is Prompt.HIRE
            return [StartingHire(move.seat, str(move.value),
                                 decision.player if hiring and decision else None)]
        if decision is not None and decision.prompt is not Prompt.DRAFT:
            self.started = True
            self.before = self.replay.copy()
            return [DraftOver(self.replay.setup.first)]
        return []

    def close_turn(self) -> list[Turn]:
        """The turns that ended so far: the one going on, once its end is reported,
        and any turn of a seat with every worker in the Guildhall (nothing to do)."""
        turns = []
        while self.ends:
            after = self.ends[0]
            passed = self.before.guild[after.player] == WORKERS
            if not passed and not self.steps:
                break
            self.ends.pop(0)
            last = self.replay.is_over and not self.ends
            next_seat = None if last else (after.player + 1) % after.seats
            steps = () if passed else tuple(self.steps)
            turns.append(Turn(after.player, steps, self.before, after, next_seat))
            if not passed:
                self.steps = []
            self.before = after
        return turns


def _workers_moved(game: Game, move: Move) -> int:
    """How many workers ``move`` moves, counted before it is played (0 if none)."""
    seat, value = move.seat, move.value
    if move.prompt in (Prompt.CAPTURE, Prompt.BARRACKS) and isinstance(value, tuple):
        return game.at[PLACE_INDEX[value[0]]][value[1]]
    if move.prompt is Prompt.BUYBACK or (move.prompt is Prompt.BARRACKS and value == "buyback"):
        return held_elsewhere(game, seat)
    guard = f"guardhouse:{value}" if move.prompt is Prompt.GUARD else value
    if guard == "guardhouse:1":
        return sum(game.captives[seat])
    if guard == "guardhouse:2":
        return game.prison[seat]
    return 0
