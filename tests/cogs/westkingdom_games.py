"""Whole West Kingdom games for the tests of the texts: seeded, played by a random
player that likes to build, so that the lines tell every kind of turn."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from functools import cache

from engine.westkingdom import Game, Move
from engine.westkingdom.guildhall import CATHEDRAL_CARD

NAMES = ("Alice", "Bob", "Carol", "Dave", "Eve")


def builder_option(game: Game, rng: random.Random):
    """Any legal answer, the Guildhall and a Building card more often than not."""
    options = game.legal_options()
    if "guildhall" in options and rng.random() < 0.6:
        return "guildhall"
    cards = [o for o in options if isinstance(o, str) and o.startswith("B")]
    if cards and game.decision.prompt.value == "build" and rng.random() < 0.8:
        return rng.choice(cards)
    if CATHEDRAL_CARD in options and rng.random() < 0.5:
        return CATHEDRAL_CARD
    return rng.choice(options)


@cache
def played(seed: int, seats: int, side: str) -> Game:
    """The whole game of ``seed`` (do not change it: it is shared between tests)."""
    game = Game.new(seed=seed, seats=seats, side=side)
    rng = random.Random(seed)
    while not game.is_over:
        game.decide(builder_option(game, rng))
    return game


def positions(samples: Sequence[tuple[int, int, str]]) -> Iterator[tuple[Game, Move]]:
    """Every decision of the games ``samples`` names (seed, seats, side), in order:
    the game as it stood (a copy to play on freely) and the answer given there."""
    for seed, seats, side in samples:
        game = played(seed, seats, side)
        replay = Game(game.setup)
        for move in game.decisions:
            yield replay.copy(), move
            replay.play(move)


GAMES = [(seed, 2 + seed % 4, "AB"[seed // 4 % 2]) for seed in range(16)]
"""Every seat count on both board sides, twice."""
