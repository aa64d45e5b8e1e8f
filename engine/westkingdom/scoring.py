"""The seven scoring lines and the end-game effects that precede them (rules 7).

A game in progress is scored the same way, as if it ended now, without the 🏁
effects: those change the state, and happen once, when the game is over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .board import CATHEDRAL_POINTS, VIRTUE_POINTS
from .buildings import END_EFFECTS, EXTRA_POINTS, FOUNTAIN
from .bundles import AG, AU, MB
from .catalogue import BUILDINGS
from .moves import PlayerScore

if TYPE_CHECKING:
    from .game import Game

SILVER_PER_POINT = 10


def resolve_end_effects(game: Game) -> None:
    """Every seat's 🏁 Buildings, seat by seat, each in card-id order."""
    for seat in range(game.seats):
        for card in sorted(game.players[seat].buildings):
            effect = END_EFFECTS.get(card)
            if effect is not None:
                effect(game, seat)


def score(game: Game, seat: int) -> PlayerScore:
    """``seat``'s score by line, as the game stands."""
    player = game.players[seat]
    return PlayerScore(*_lines(game, seat), final_virtue=player.virtue,
                       final_silver=player.res[AG])


def total(game: Game, seat: int) -> int:
    """``seat``'s total as the game stands: ``score(game, seat).total`` without building
    the record, for the computer's evaluation, which asks it of every position."""
    return sum(_lines(game, seat))


def _lines(game: Game, seat: int) -> tuple[int, int, int, int, int, int, int]:
    """The seven lines of ``seat``'s score, in ``PlayerScore``'s order."""
    player = game.players[seat]
    buildings = 0
    for card in player.buildings:
        buildings += BUILDINGS[card].vp
        extra = EXTRA_POINTS.get(card)
        if extra is not None:
            buildings += extra(game, seat)
    per_debt = 1 if FOUNTAIN in player.buildings else 2
    res = player.res
    return (buildings, CATHEDRAL_POINTS[player.cathedral], VIRTUE_POINTS[player.virtue],
            -per_debt * player.debts, res[AU] + res[MB], res[AG] // SILVER_PER_POINT,
            -(game.prison[seat] // 2))
