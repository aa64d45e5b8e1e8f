"""West Kingdom games played out by the computer player, for the tests: a seat of one
level against the others of another, as ``bench/westkingdom_ai.py`` plays them."""

import random

from engine.westkingdom import Game
from engine.westkingdom.ai import choose_move


def play_out(game: Game, seat: int, rng: random.Random, turns: int,
             levels: tuple[str, str] = ("hard", "normal")) -> None:
    """Play ``game`` to its end, ``seat`` at the first level and the others at the
    second, each decision seeded from ``rng``; fail if it runs to ``turns``."""
    while not game.is_over:
        assert game.turn < turns, "the game runs on and on"
        level = levels[0] if game.current_player == seat else levels[1]
        game.play(choose_move(game.public_view(game.current_player), level,
                              rng.randrange(1 << 62)))


def benchmark_game(index: int, turns: int) -> tuple[Game, int]:
    """The benchmark's two-seat game ``index`` of hard against normal (seed
    ``index + 1``), played to its end within ``turns`` turns; and hard's seat."""
    rng = random.Random(index + 1)
    game = Game.new(rng.randrange(1 << 62), 2)
    play_out(game, index % 2, rng, turns)
    return game, index % 2
