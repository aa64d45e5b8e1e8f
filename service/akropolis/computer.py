"""The computer's move in Akropolis, from the public view only.

`engine.akropolis.ai.choose_move(view, level, seed)` decides when the engine has
it. Until then an honest stand-in plays: it sees only what the seat sees (the
public view, no stack order), takes a tile it can afford and places it where it
scores best now (`normal`) or anywhere legal (`easy`).
"""

from __future__ import annotations

import importlib
import random
from typing import Any

from engine.akropolis import Game, Move, sample_game

try:
    ai = importlib.import_module("engine.akropolis.ai")
except ModuleNotFoundError as missing:  # not in this build: the stand-in plays
    if missing.name != "engine.akropolis.ai":
        raise
    ai = None

choose_move = getattr(ai, "choose_move", None)
LEVELS: tuple[str, ...] = tuple(
    getattr(ai, "LEVELS", None) or (("easy", "normal", "hard") if choose_move else
                                    ("easy", "normal")))
"""The levels offered: the engine AI's own (its `LEVELS`, else the usual three), or
the stand-in's two."""


def computer_move(game: Game, level: int, seed: int) -> Move:
    """The whole turn (tile and placement) for the player to move in `game`."""
    name = LEVELS[level - 1] if 1 <= level <= len(LEVELS) else LEVELS[-1]
    view = game.public_view(game.current_player)
    if choose_move is not None:
        return choose_move(view, name, seed)
    return _stand_in(view, name, random.Random(seed))


def _stand_in(view: Any, level: str, rng: random.Random) -> Move:
    # A game that agrees with the view; its stacks are a random draw, which no
    # decision below depends on (only the site and the cities are read).
    game = sample_game(view, rng)
    best: tuple[float, Move] | None = None
    for take in game.legal_takes():
        trial = game.copy()
        trial.decide(take)
        for placement in trial.legal_placements():
            move = Move(take, placement.anchor, placement.rot)
            if level == "easy":
                value = rng.random()
            else:
                preview = trial.preview(placement)
                value = preview.total_change - take + rng.random() * 0.01
            if best is None or value > best[0]:
                best = (value, move)
    assert best is not None, "a player always has a legal move"
    return best[1]
