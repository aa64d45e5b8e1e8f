"""What the West Kingdom image tests share: a seeded random game some turns in, the
same game with its hidden cards dealt otherwise, and the texts an image drew (the
``drawn`` spy on every text is in this folder's ``conftest.py``)."""

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


def hidden_shuffled(game: Game, seed: int, keep: int | None = None) -> Game:
    """``game`` with every hand's cards (but seat ``keep``'s) swapped for deck cards
    and every hidden order shuffled: a different game with the same public table, and
    the same view for seat ``keep``."""
    other = game.copy()
    rng = random.Random(seed)
    for seat, player in enumerate(other.players):
        if seat == keep:
            continue
        for index in range(len(player.hand)):
            if other.building_deck:
                j = rng.randrange(len(other.building_deck))
                player.hand[index], other.building_deck[j] = (other.building_deck[j],
                                                              player.hand[index])
    rng.shuffle(other.building_deck)
    rng.shuffle(other.apprentice_deck)
    rng.shuffle(other.rewards)
    if len(other.bm_left) > 1:
        rest = other.bm_left[1:]
        rng.shuffle(rest)
        other.bm_left[1:] = rest
    return other
