"""The benchmark's West Kingdom games for the tests: hard in one seat against normal,
dealt and decided as ``bench/westkingdom_ai.py`` does."""

import random

from engine.westkingdom import Game
from engine.westkingdom.ai import choose_move


def benchmark_game(index: int, turns: int) -> tuple[Game, int]:
    """The benchmark's two-seat game ``index`` (seed ``index + 1``) played to its end,
    failing if it runs to ``turns`` turns; and hard's seat."""
    rng = random.Random(index + 1)
    game = Game.new(rng.randrange(1 << 62), 2)
    hard = index % 2
    while not game.is_over:
        assert game.turn < turns, "the game runs on and on"
        level = "hard" if game.current_player == hard else "normal"
        game.play(choose_move(game.public_view(game.current_player), level,
                              rng.randrange(1 << 62)))
    return game, hard
