"""A game of Architects of the West Kingdom: the state, and its decisions one at a time.

The game is a pending-choice stack (``frames``): it runs the rules until some seat
must answer a prompt with two or more legal answers, and waits there. ``decision``
says who, what and the answers; ``decide`` takes one and runs on. A prompt with a
single answer is never asked: the engine takes it (the record's forced rule), and
``decide`` reports it among the moves it made. ``play`` checks a whole ``Move`` (seat,
prompt and answer), as a record replay needs; ``push`` answers without any check, for
a search.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..errors import IllegalMove
from .board import OPEN_PLACES, START_SILVER, START_VIRTUE, TAX_START, WORKERS
from .bundles import AG
from .catalogue import CHARACTERS
from .display import SETUP, WORKSHOP, column, reach_price
from .frames import DRAFT_PASS, REFILL, Frame
from .moves import Decision, Move, Option, PlayerScore, Prompt, Result, shown, winners
from .player import Player
from .prompts import PROMPTS, STEPS
from .rulings import ENGINE, Rulings
from .scoring import score
from .setup import Setup

if TYPE_CHECKING:
    from .view import PublicView


class Game:
    """The whole state of one game, derived from its ``setup`` and ``decisions``.

    Seats are ``0..seats-1`` clockwise. Workers are counted by place: ``supply``,
    ``at[place][seat]`` (the open locations of ``board.OPEN_PLACES``), ``prison``,
    ``captives[holder][owner]``, ``market`` (who stands on each Black Market space)
    and ``guild`` (the Guildhall; ``guildhall`` lists its spaces' seats in order).
    Card lists are top first. ``final_turns`` counts the turns left once the last
    Guildhall space is taken (``None`` before). ``bga`` is the setup's ruling switches;
    ``deck_coins``, the coins left on apprentices in the deck when R16 follows BGA.
    """

    __slots__ = (
        "_options", "apprentice_deck", "at", "bga", "bm_left", "bm_right", "building_deck",
        "captives", "coins", "decisions", "deck_coins", "derive_reshuffles", "display",
        "final_turns", "finished", "guild", "guildhall", "keep_cards", "market",
        "on_turn_end", "packets", "player", "players", "prison", "reshuffles", "rewards",
        "seats", "setup", "stack", "supply", "tax", "turn",
    )

    def __init__(self, setup: Setup) -> None:
        self.setup = setup
        self.bga = setup.bga
        seats = self.seats = setup.seats
        self.players = [_starting_player(setup, seat) for seat in range(seats)]
        self.prison = [0] * seats
        if setup.characters is not None:
            for seat, character in enumerate(setup.characters):
                self.prison[seat] = CHARACTERS[character].prison
        self.supply = [WORKERS - self.prison[seat] for seat in range(seats)]
        self.at = [[0] * seats for _ in OPEN_PLACES]
        self.captives = [[0] * seats for _ in range(seats)]
        self.market: list[int | None] = [None, None, None]
        self.guild = [0] * seats
        self.guildhall: list[int] = []
        self.display: list[str | None] = list(setup.display)
        self.coins = [0] * len(setup.display)
        self.deck_coins: dict[str, int] = {}
        self.apprentice_deck = list(setup.apprentice_deck)
        self.building_deck = list(setup.building_deck)
        self.packets = [list(packet) for packet in setup.packets]
        self.keep_cards: list[str] = []
        self.bm_left = list(setup.black_market)
        self.bm_right: list[str] = []
        self.reshuffles: list[tuple[str, ...]] = []
        self.derive_reshuffles = True
        self.rewards = list(setup.rewards)
        self.tax = TAX_START
        self.player = setup.first
        self.turn = 0
        self.final_turns: int | None = None
        self.finished = False
        self.decisions: list[Move] = []
        self.on_turn_end: Callable[[Game], None] | None = None
        first = setup.first
        self.stack: list[Frame] = [(DRAFT_PASS, first, 0)]
        self.stack.extend((Prompt.DRAFT, s) for s in reversed(range(seats)))
        self.stack.append((REFILL, first))
        # starting hires in reverse turn order: the seat before the first one picks first
        self.stack.extend((Prompt.HIRE, (first + i) % seats, SETUP, 0) for i in range(seats))
        self._options: tuple[Option, ...] | None = ()
        """The pending decision's answers; ``None`` for a placement not yet asked."""
        self._run()

    @classmethod
    def new(cls, seed: int, seats: int = 2, side: str = "A", bga: Rulings = ENGINE) -> Game:
        """A new game dealt from ``seed`` (``side`` "A" or "B"); ``bga`` switches some
        rulings to BGA's behaviour, for a test that compares the two (``rulings``)."""
        try:
            return cls(Setup.new(seed, seats, side, bga))
        except ValueError as error:
            raise IllegalMove(str(error)) from None

    def copy(self) -> Game:
        """An independent copy, cheap enough for a search to make thousands."""
        clone = Game.__new__(Game)
        clone.setup = self.setup
        clone.bga = self.bga
        clone.seats = self.seats
        clone.players = [p.copy() for p in self.players]
        clone.prison = self.prison.copy()
        clone.supply = self.supply.copy()
        clone.at = [row.copy() for row in self.at]
        clone.captives = [row.copy() for row in self.captives]
        clone.market = self.market.copy()
        clone.guild = self.guild.copy()
        clone.guildhall = self.guildhall.copy()
        clone.display = self.display.copy()
        clone.coins = self.coins.copy()
        clone.deck_coins = self.deck_coins.copy()
        clone.apprentice_deck = self.apprentice_deck.copy()
        clone.building_deck = self.building_deck.copy()
        clone.packets = [packet.copy() for packet in self.packets]
        clone.keep_cards = self.keep_cards.copy()
        clone.bm_left = self.bm_left.copy()
        clone.bm_right = self.bm_right.copy()
        clone.reshuffles = self.reshuffles.copy()
        clone.derive_reshuffles = self.derive_reshuffles
        clone.rewards = self.rewards.copy()
        clone.tax = self.tax
        clone.player = self.player
        clone.turn = self.turn
        clone.final_turns = self.final_turns
        clone.finished = self.finished
        clone.decisions = self.decisions.copy()
        clone.on_turn_end = None
        clone.stack = self.stack.copy()
        clone._options = self._options
        return clone

    # -- where the game stands ---------------------------------------------------------

    @property
    def is_over(self) -> bool:
        """Whether the game has ended (its end-game effects resolved)."""
        return self.finished

    @property
    def current_player(self) -> int:
        """The seat that owes the decision (during play, the seat whose turn it is)."""
        return self.stack[-1][1] if self.stack else self.player

    @property
    def decision(self) -> Decision | None:
        """The decision to make now, with its two or more answers; ``None`` once over."""
        if not self.stack:
            return None
        frame = self.stack[-1]
        return Decision(frame[1], frame[0], self.legal_options())

    @property
    def in_final_round(self) -> bool:
        """Whether the last Guildhall space is taken: each seat has one turn left."""
        return self.final_turns is not None

    def legal_options(self) -> tuple[Option, ...]:
        """The answers of the pending decision (empty once the game is over)."""
        if self._options is None:  # a placement, listed once asked (``_run``)
            frame = self.stack[-1]
            self._options = PROMPTS[frame[0]][0](self, frame)
        return self._options

    # -- deciding ---------------------------------------------------------------------

    def decide(self, option: Option) -> tuple[Move, ...]:
        """Answer the pending decision; answer the moves made: this one, then every
        forced answer the engine took after it."""
        if not self.stack:
            raise IllegalMove("the game is over")
        if isinstance(option, bool | float) or option not in self.legal_options():
            raise IllegalMove(self._why_not(option))
        return self._answer(option)

    def play(self, move: Move) -> tuple[Move, ...]:
        """Answer with a whole ``Move``, checked: the seat, the prompt and the answer."""
        decision = self.decision
        if decision is None:
            raise IllegalMove("the game is over")
        if move.seat != decision.player:
            raise IllegalMove(f"expected seat {decision.player}, got seat {move.seat}")
        if move.prompt != decision.prompt:
            raise IllegalMove(f'expected "{decision.prompt.value}", got "{move.prompt.value}"')
        return self.decide(move.value)

    def offer(self, options: tuple[Option, ...]) -> None:
        """Make ``options`` the pending decision's answers. Only for a copy whose
        hidden cards were dealt again (``view.spectator_game``): its answers are then
        its own, not those of the cards it replaced."""
        self._options = options

    def push(self, option: Option) -> None:
        """Answer without any check, for a search: ``option`` must be one of
        ``legal_options()``, or the game is corrupted."""
        self._answer(option)

    def _answer(self, option: Option) -> tuple[Move, ...]:
        frame = self.stack.pop()
        move = Move(frame[1], frame[0], option)
        self.decisions.append(move)
        PROMPTS[frame[0]][1](self, frame, option)
        return (move, *self._run())

    def _run(self) -> list[Move]:
        """Resolve frames until a prompt has two or more answers, or the game ends."""
        forced: list[Move] = []
        stack = self.stack
        while stack:
            frame = stack[-1]
            if frame[0] is Prompt.PLACE:  # three answers at least: listed once asked
                self._options = None
                return forced
            prompt = PROMPTS.get(frame[0])
            if prompt is None:
                stack.pop()
                STEPS[frame[0]](self, frame)
                continue
            options = prompt[0](self, frame)
            if len(options) > 1:
                self._options = options
                return forced
            if not options:
                raise RuntimeError(f"the rules left no answer to {frame!r}")
            stack.pop()
            forced.append(Move(frame[1], frame[0], options[0]))
            prompt[1](self, frame, options[0])
        self._options = ()
        return forced

    def next_reshuffle(self) -> tuple[str, ...]:
        """The new left Black Market pile of the next reshuffle (R18), from the setup."""
        index = len(self.reshuffles)
        if index >= len(self.setup.reshuffles) and not self.derive_reshuffles:
            raise IllegalMove(f"the record holds no order for Black Market reshuffle "
                              f"{index + 1} (R18)")
        order = self.setup.reshuffle(index)
        self.reshuffles.append(order)
        return order

    def _why_not(self, option: Option) -> str:
        frame = self.stack[-1]
        seat, prompt = frame[1], frame[0]
        if prompt is Prompt.HIRE and frame[2] == WORKSHOP and option in self.display:
            slot = self.display.index(option)  # type: ignore[arg-type]
            if reach_price(slot, frame[3]) > self.players[seat].res[AG]:
                return (f"seat {seat} cannot reach column {column(slot)} with "
                        f"{self.players[seat].res[AG]} Ag")
        legal = ", ".join(repr(o) for o in self.legal_options())
        return f"{shown(option)} is not a legal {prompt.value!r} for seat {seat} (legal: {legal})"

    # -- scores -----------------------------------------------------------------------

    def score(self, seat: int) -> PlayerScore:
        """``seat``'s score by line, as if the game ended now (once over: the final one)."""
        return score(self, seat)

    def result(self) -> Result:
        """Every seat's score and, once the game is over, the winners."""
        players = tuple(score(self, seat) for seat in range(self.seats))
        return Result(self.finished, players, winners(players) if self.finished else ())

    def public_view(self, viewer: int | None = None) -> PublicView:
        """What ``viewer`` (a seat, or a spectator: ``None``) may see; see ``PublicView``."""
        from .view import PublicView

        return PublicView.of(self, viewer)


def _starting_player(setup: Setup, seat: int) -> Player:
    """Side A: virtue 7 and 3, 4, 5... Ag in turn order. Side B: the character's
    silver, virtue, items (cards come after the draft) and debts (rules 3.5)."""
    if setup.characters is None:
        return Player(None, START_SILVER + (seat - setup.first) % setup.seats, START_VIRTUE)
    character = CHARACTERS[setup.characters[seat]]
    player = Player(character.id, character.silver, character.virtue)
    for i in range(6):
        player.res[i] += character.items[i]
    player.debts = character.debts
    return player
