"""West Kingdom image speed and weight over real positions of random games.

    python bench/render_westkingdom.py [--games 6]

For 5-seat and 2-seat games played by the ``normal`` computer player (seeded: random
players rarely build, which would flatter the tableaus and hands), renders the board
of every tenth position (with the replay that finds the last turn's changes, as the bot
would), all three languages in turn, timing each image with its PNG encoding; then
every seat's tableau and hand at those positions, and the final score pad. Prints
the median and 95th percentile milliseconds per image and the PNG sizes. The aim
(issue 27): a p95 of at most 60 ms for a 5-seat board, 40 ms for a tableau or a
hand, and at most 300 KB. The first image (which loads the fonts) is reported apart.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from image_timing import report, timed  # noqa: E402  (beside this file)

from engine.westkingdom import Game  # noqa: E402
from engine.westkingdom.ai import choose_move  # noqa: E402
from render.westkingdom import (  # noqa: E402
    render_board,
    render_hand,
    render_scorepad,
    render_tableau,
)

NAMES = ("Anna", "Борис Годунов", "Zoé", "Ω", "Maximilian")
EVERY = 10


def play(game: Game, rng: random.Random) -> None:
    """One decision of the ``normal`` computer player, from the mover's own view."""
    view = game.public_view(game.current_player)
    game.decide(choose_move(view, "normal", rng.randrange(1 << 30)).value)


def computer_game(seed: int, seats: int, turns: int = 10**6) -> Game:
    """A game of ``normal`` computer players, ``turns`` turns in (or to the end)."""
    game, rng = Game.new(seed, seats), random.Random(seed)
    while not game.is_over and game.turn < turns:
        play(game, rng)
    return game


def positions(games: int, seats: int) -> tuple[list[Game], list[Game]]:
    """Copies of every tenth position of ``games`` computer games, and the finished
    games."""
    sampled, finished = [], []
    for seed in range(games):
        game, rng = Game.new(seed, seats), random.Random(seed)
        while not game.is_over:
            if game.turn % EVERY == 0 and len(game.decisions) and (
                    not sampled or sampled[-1].turn != game.turn):
                sampled.append(game.copy())
            play(game, rng)
        finished.append(game)
    return sampled, finished


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6)
    args = parser.parse_args()
    for seats in (5, 2):
        sampled, finished = positions(args.games, seats)
        start = time.perf_counter()
        render_board(sampled[0], "en", NAMES)
        print(f"{seats} seats, first board (fonts loading): "
              f"{(time.perf_counter() - start) * 1000:.0f} ms")
        report(f"{seats}-seat board", *timed(sampled, lambda g, loc: render_board(g, loc, NAMES)))
        seated = [(g, s) for g in sampled for s in range(seats)]
        report(f"{seats}-seat tableau", *timed(
            seated, lambda gs, loc: render_tableau(gs[0], gs[1], loc, NAMES)))
        report(f"{seats}-seat hand", *timed(
            seated, lambda gs, loc: render_hand(gs[0], gs[1], loc, NAMES)))
        report(f"{seats}-seat score pad", *timed(
            finished, lambda g, loc: render_scorepad(g, loc, NAMES)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
