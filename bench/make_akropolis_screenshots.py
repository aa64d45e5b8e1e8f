"""Regenerate the README's Akropolis images from fixed seeds, through the same
function ``python -m render`` uses: ``docs/akropolis-table.png`` (a 3-player game
late in its course), ``docs/akropolis-spots.png`` (the placement preview) and
``docs/akropolis-scorepad.png`` (the final score pad).

    python bench/make_akropolis_screenshots.py

Games are played by a greedy player (the tile and placement that gain the most
points now, ties drawn from the seed), so the cities look like real play. The
records are kept next to the images (``docs/akropolis-table.json`` for the first
two, ``docs/akropolis-scorepad.json``).
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.akropolis import Game, Move, to_record  # noqa: E402
from render.akropolis import render_placement  # noqa: E402
from render.akropolis.cli import render_record  # noqa: E402

NAMES = ("Anna", "Борис", "Zoé")
TABLE_SEED, TABLE_TURNS = 2024, 38
FINAL_SEED = 77


def greedy_move(game: Game, rng: random.Random) -> Move:
    """The move that gains the most points now (stones included): every affordable
    tile up to the fourth, every legal placement."""
    best, choices = None, []
    for take in game.legal_takes()[:4]:
        for placement in game.legal_placements():
            gain = game.preview(placement, take).total_change
            if best is None or gain > best:
                best, choices = gain, []
            if gain == best:
                choices.append(Move(take, placement.anchor, placement.rot))
    return rng.choice(choices)


def greedy_game(seed: int, seats: int, turns: int = 10_000) -> Game:
    """A game of greedy players, ``turns`` turns in (or to the end)."""
    rng = random.Random(seed)
    game = Game.new(seed, seats=seats, architect="metagenes" if seats == 1 else None)
    while not game.is_over and game.turn < turns:
        game.play(greedy_move(game, rng))
    return game


def shoot(game: Game, name: str, views: dict[str, str], locale: str = "en") -> list[Path]:
    """Write the record as ``docs/<name>.json`` and each ``{image: view}`` of it as
    ``docs/<image>.png``."""
    docs = ROOT / "docs"
    record = to_record(game)
    (docs / f"{name}.json").write_text(json.dumps(record) + "\n", encoding="utf-8")
    images = []
    for image, view in views.items():
        path = docs / f"{image}.png"
        path.write_bytes(render_record(record, view, locale, NAMES))
        images.append(path)
    return images


def shoot_rotation(game: Game) -> Path:
    """``docs/akropolis-rotation.png``: the preview once a spot and rotation are
    chosen (site tile 1 where it scores most, as the bot first shows it)."""
    trial = game.copy()
    trial.decide(0)
    best = max(trial.legal_placements(), key=lambda p: trial.preview(p).total_change)
    path = ROOT / "docs" / "akropolis-rotation.png"
    path.write_bytes(render_placement(trial, None, "en", best, NAMES))
    return path


def main() -> None:
    table = greedy_game(TABLE_SEED, 3, TABLE_TURNS)
    print(*shoot(table, "akropolis-table", {"akropolis-table": "table",
                                             "akropolis-spots": "spots:0"}), sep="\n")
    print(shoot_rotation(table))
    print(*shoot(greedy_game(FINAL_SEED, 3), "akropolis-scorepad",
                 {"akropolis-scorepad": "scorepad"}), sep="\n")


if __name__ == "__main__":
    main()
