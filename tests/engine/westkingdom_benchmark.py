"""The benchmark's West Kingdom games for the tests: hard in one seat against normal,
dealt and decided by ``bench/westkingdom_ai.py`` itself."""

from bench.westkingdom_ai import play_out
from engine.westkingdom import Game


def benchmark_game(index: int, turns: int) -> tuple[Game, int]:
    """The benchmark's two-seat game ``index`` of hard against normal (seed
    ``index + 1``, as ``--seed 1`` deals it) played to its end, failing if it runs to
    ``turns`` turns; and hard's seat."""
    game = play_out(("hard", "normal", 2, index + 1, index), limit=turns)
    assert game.is_over, "the game runs on and on"
    return game, index % 2
