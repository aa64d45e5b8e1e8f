"""The procedure around the turns: the end of the draft, a turn's start and its end
(rules 3.7, 4.1 and 7): the hand limit, the final round's countdown, the
end-game effects, and the next seat.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .board import DRAFT_ROUNDS, HAND_LIMIT
from .bundles import CARDS
from .catalogue import CHARACTERS
from .economy import draw
from .frames import DRAFT_PASS, END_TURN, TURN, Frame
from .moves import Prompt
from .scoring import resolve_end_effects
from .workers import recover_options

if TYPE_CHECKING:
    from .game import Game


def draft_pass(game: Game, frame: Frame) -> None:
    """All have picked: pass the packets to the next seat, or end the draft (rules 3.7):
    the last cards to the bottom, lowest id first; side B's extra cards; the first turn."""
    _, first, done = frame
    seats = game.seats
    if done + 1 < DRAFT_ROUNDS:
        game.packets = [game.packets[(s - 1) % seats] for s in range(seats)]
        game.stack.append((DRAFT_PASS, first, done + 1))
        game.stack.extend((Prompt.DRAFT, s) for s in reversed(range(seats)))
        return
    game.building_deck.extend(sorted(card for packet in game.packets for card in packet))
    game.packets = [[] for _ in range(seats)]
    if game.setup.characters is not None:
        for seat in reversed(range(seats)):
            extra = CHARACTERS[game.setup.characters[seat]].items[CARDS]
            game.players[seat].hand.extend(draw(game, extra))
    game.stack.append((TURN, first))


def start_turn(game: Game, frame: Frame) -> None:
    """Place a worker; with none in supply, take one back instead (rules 4.1). A seat
    with nothing to take back either (every worker in the Guildhall) passes."""
    seat = frame[1]
    game.player = seat
    placed = game.supply[seat] > 0
    game.stack.append((END_TURN, seat, placed))
    if placed:
        game.stack.append((Prompt.PLACE, seat))
    elif recover_options(game, seat):
        game.stack.append((Prompt.RECOVER, seat))


def end_turn(game: Game, frame: Frame) -> None:
    """The hand limit after a placement turn, one discard at a time; then the next turn."""
    _, seat, placed = frame
    if placed and len(game.players[seat].hand) > HAND_LIMIT:
        game.stack.append(frame)
        game.stack.append((Prompt.DISCARD, seat, "limit"))
        return
    game.turn += 1
    if game.on_turn_end is not None:
        game.on_turn_end(game)
    if game.final_turns is not None:
        game.final_turns -= 1
        if game.final_turns == 0:
            resolve_end_effects(game)
            game.finished = True
            return
    game.stack.append((TURN, (seat + 1) % game.seats))
