"""What the West Kingdom image tests share: a seeded random game some turns in (the
``drawn`` spy on every text an image draws is in this folder's ``conftest.py``)."""

from __future__ import annotations

import random
from itertools import pairwise

from engine.westkingdom import Game


def played(seed: int, seats: int, turns: int = 10**6) -> Game:
    """A seeded random game ``turns`` turns in, or finished."""
    game, rng = Game.new(seed, seats), random.Random(seed)
    while not game.is_over and game.turn < turns:
        game.decide(rng.choice(game.decision.options))
    return game


def said(drawn: list[tuple[str, tuple[float, float], int]]) -> set[str]:
    """Every text drawn, and each with the next one after a space: a card's name too
    long for one line is drawn as two."""
    texts = [t for t, _, _ in drawn]
    return set(texts) | {f"{a} {b}" for a, b in pairwise(texts)}
