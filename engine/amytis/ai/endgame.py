"""The last turn of a game, solved exactly.

When the second player moves with two stacks of the main board already empty, the
game ends with that turn whatever is played, so the best move is the one with the
best final margin, and nothing hidden matters but the card a blind deck draw would
bring: that draw is valued by the mean over every card the deck may hold. The tree
search uses the same exact answer wherever one of its lines reaches such a turn.
"""

from __future__ import annotations

from ..game import Game
from ..moves import Move


def is_last_turn(game: Game) -> bool:
    """Whether the turn to play now is the game's last, whatever it plays."""
    return not game.finished and game.player == 1 and game.board.empty_stacks() >= 2


def final_margin(game: Game, move: Move) -> int:
    """The mover's final score minus the opponent's after ``move`` ends the game."""
    me = game.player
    after = game.copy()
    after.play(move)
    return after.total(me) - after.total(1 - me)


def best_last_margin(game: Game) -> int:
    """The best final margin the mover can reach on the last turn, in this sample
    (a blind deck draw takes the card the sample put on top)."""
    return max(final_margin(game, move) for move in game.legal_moves())


def last_turn_move(game: Game, unseen_cards: tuple[int, ...]) -> Move:
    """The move with the best expected final margin on the last turn: exact, a blind
    draw averaged over ``unseen_cards`` (the deck, in any order)."""
    best: tuple[float, Move] | None = None
    for move in game.legal_moves():
        if move.palace == "deck" and unseen_cards:
            value = sum(final_margin(_with_deck_top(game, card), move)
                        for card in unseen_cards) / len(unseen_cards)
        else:
            value = float(final_margin(game, move))
        if best is None or value > best[0]:
            best = (value, move)
    assert best is not None, "the last turn always has a legal move"
    return best[1]


def _with_deck_top(game: Game, card: int) -> Game:
    """A copy of ``game`` whose deck has ``card`` on top (the deck holds it)."""
    copy = game.copy()
    deck = copy.deck
    i = deck.index(card)
    deck[i], deck[-1] = deck[-1], deck[i]
    return copy
