"""Regenerate the README's West Kingdom images from fixed seeds, through the renderers
the bot calls: the board of a 5-seat game late in its course (English), of a 2-seat
game early on (Russian), a French player's private hand (with a card they can build
now), a tableau and a final score
pad.

    python bench/make_westkingdom_screenshots.py

The games are played by the ``normal`` computer player from each seat's own view, so
the boards look like real play (random players rarely build anything); the games are
the timing benchmark's (``bench/render_westkingdom.py``).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from render_westkingdom import computer_game, play  # noqa: E402  (beside this file)

from engine.westkingdom import Game  # noqa: E402
from render.westkingdom import (  # noqa: E402
    render_board,
    render_hand,
    render_scorepad,
    render_tableau,
)
from render.westkingdom.hand import buildable  # noqa: E402

NAMES = ("Anna", "Борис", "Zoé", "Maximilian", "Ωmega")
DOCS = ROOT / "docs"


def buildable_hand(seed: int, seats: int) -> tuple[Game, int]:
    """The first position of a computer game, from turn 40, where a seat holds at
    least four cards and can build one of them now; and that seat."""
    game, rng = Game.new(seed, seats), random.Random(seed)
    while not game.is_over:
        if game.turn >= 40:
            for seat in range(seats):
                can = buildable(game.public_view(seat), seat)
                if len(can) >= 4 and any(can.values()):
                    return game, seat
        play(game, rng)
    raise ValueError(f"no seat of game {seed} ever could build from its hand")


def main() -> int:
    late = computer_game(3, 5, 120)
    early = computer_game(15, 2, 14)
    ended = computer_game(22, 3)
    builder = max(range(5), key=lambda s: len(late.players[s].buildings))
    images = {
        "westkingdom-board.png": render_board(late, "en", NAMES),
        "westkingdom-board-ru.png": render_board(early, "ru", NAMES),
        "westkingdom-hand.png": render_hand(*buildable_hand(7, 3), "fr", NAMES),
        "westkingdom-tableau.png": render_tableau(late, builder, "en", NAMES),
        "westkingdom-scorepad.png": render_scorepad(ended, "fr", NAMES),
    }
    for name, png in images.items():
        (DOCS / name).write_bytes(png)
        print(f"docs/{name}: {len(png) // 1024} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
