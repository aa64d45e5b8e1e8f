"""Moves chosen in one sampled game, replayed in another.

The tree search chooses a move in one sampled game and replays it in others,
where the tile under a stack taken earlier in the line may differ: ``fit_move``
keeps such a move legal (a Palace choice added or dropped).
"""

from __future__ import annotations

import random

from ..game import Game
from ..moves import Move
from ..tiles import Building
from .policies import with_favor_now


def fit_move(game: Game, move: Move, rng: random.Random) -> Move:
    """``move`` made legal in ``game``, a sample whose tile on ``move.stack`` may
    not be the one the move was chosen for: a Palace choice is added or dropped,
    and a Favor no longer open is replaced. Stacks, Architects and Favor spaces
    follow from the public moves alone, so nothing else can differ."""
    palace = move.palace
    if game.board.stacks[move.stack][-1].building is Building.PALACE:
        if palace not in game.palace_options():
            palace = _palace_choice(game, move.stack, rng)
    else:
        palace = None
    favor = move.favor
    if favor is not None and favor not in game.favor_options(game.player):
        favor = None
    fitted = Move(move.stack, move.cell, palace, favor)
    return with_favor_now(game, fitted, rng) if favor is None else fitted


def _palace_choice(game: Game, stack: int, rng: random.Random) -> str | None:
    """A Palace decision for quick play: a card at random among those offered."""
    if game.board.stacks[stack][-1].building is not Building.PALACE:
        return None
    options = game.palace_options()
    return rng.choice(options) if options else None
