"""The West Kingdom engine as the service drives it: decisions grouped into turns.

The engine asks one prompt at a time (``engine.westkingdom.Game``). At the table a
player answers a few in a row (a placement, a card to hire, Confirm), may take back
the ones not yet stored, and the table moves on when the decision passes to another
seat. A turn here is the answers one seat gives in a row up to that moment, or up to
a card being revealed (drawn from a deck, the Black Market or the rewards): what was
seen cannot be unseen, so the answers before it are stored at once and Back stops
there. Building a card from the hand is such a point too: the card is on the table for
good once anyone may see it, so it is confirmed in its holder's private panel and
stored before the next question (the Treasury's gain, the Tavern's free hire) is asked
in public. A step also ends where the draft begins, as its picks are made at once.
``turn`` counts the answers in the record, so it grows at every stored step.

Until a revealing answer is confirmed, ``engine`` already holds the card drawn (a
preview); ``before_reveal`` is the game as it stood before that answer, which is what
the mover's own panel shows, so that Back cannot tell them the top of a deck.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.westkingdom import (
    Game,
    Move,
    Prompt,
    PublicView,
    Result,
    open_decisions,
    spectator_game,
)
from engine.westkingdom.moves import Option


@dataclass(frozen=True, slots=True)
class TableDecision:
    """The pending decision as the shared turns loop reads it (``kind`` is the
    engine's ``Prompt``, whose value names it in component ids)."""

    player: int
    kind: Prompt
    options: tuple[Option, ...]


def _hidden_draws(game: Game) -> tuple[int, ...]:
    """How much is left in every place a card is drawn from unseen: when one of these
    changes, a card was revealed to someone."""
    return (len(game.apprentice_deck), len(game.building_deck), len(game.bm_left),
            len(game.bm_right), len(game.reshuffles), len(game.rewards),
            len(game.keep_cards))


class TableGame:
    """An engine game whose ``decide`` answers ``None`` while the same seat goes on
    deciding with nothing revealed, and the moves made since the last stored step
    when the step ends (see the module)."""

    __slots__ = ("_since", "before_reveal", "engine")

    def __init__(self, engine: Game) -> None:
        self.engine = engine
        self._since: list[Move] = []
        self.before_reveal: Game | None = None
        """The game before the last answer, when that answer revealed a card."""

    def copy(self) -> TableGame:
        """An independent copy (of the engine game and of the step so far)."""
        clone = TableGame(self.engine.copy())
        clone._since = list(self._since)
        clone.before_reveal = None if self.before_reveal is None else self.before_reveal.copy()
        return clone

    def public(self) -> TableGame:
        """The game as anyone at the table knows it (``spectator_game``): what a public
        panel is drawn from, so that it cannot show a card of a hand or a deck."""
        return TableGame(spectator_game(self.engine))

    @property
    def decision(self) -> TableDecision | None:
        """The pending decision, or ``None`` once the game is over."""
        decision = self.engine.decision
        if decision is None:
            return None
        return TableDecision(decision.player, decision.prompt, decision.options)

    @property
    def turn(self) -> int:
        """The number of answers in the record (forced ones are not written)."""
        return len(self.engine.decisions)

    @property
    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self.engine.is_over

    @property
    def current_player(self) -> int:
        """The seat that owes the pending decision."""
        return self.engine.current_player

    def result(self) -> Result:
        """Every seat's score and, once over, the winners."""
        return self.engine.result()

    def public_view(self, viewer: int | None = None) -> PublicView:
        """What ``viewer`` may see (``engine.westkingdom.PublicView``)."""
        return self.engine.public_view(viewer)

    def decide(self, option: Option) -> tuple[Move, ...] | None:
        """Answer the pending decision; the moves of the step when it ends here."""
        seat = self.engine.current_player
        earlier = self.engine.copy()
        self.before_reveal = None
        self._since.extend(self.engine.decide(option))
        decision = self.engine.decision
        revealed = _hidden_draws(self.engine) != _hidden_draws(earlier)
        if revealed:
            self.before_reveal = earlier
        if (decision is None or decision.player != seat or revealed
                or len(self.engine.players[seat].buildings) > len(earlier.players[seat].buildings)
                or len(open_decisions(self.engine)) > 1):
            moves, self._since = tuple(self._since), []
            return moves
        return None

    def play(self, answers: tuple[Option, ...]) -> tuple[Move, ...]:
        """Answer several decisions in a row (a computer seat's turn), each checked."""
        moves: list[Move] = []
        for option in answers:
            moves.extend(self.decide(option) or ())
        moves.extend(self._since)
        self._since = []
        return tuple(moves)
