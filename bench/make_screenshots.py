"""Regenerate the README images from fixed seeds: ``docs/table.png`` (mid-game) and
``docs/final.png`` (final score), through ``python -m render`` like a developer would.

    python bench/make_screenshots.py

Games are played by a greedy player (best immediate points, ties and Palace/Favor
choices drawn from the seed), so the cities look like real play. The records are
kept next to the images (``docs/*.json``) so the pictures can be reproduced.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.amytis import Game, Move, to_record  # noqa: E402

SIDES = {"garden": "A", "market": "B", "wall": "A", "palace": "B", "residence": "A",
         "theater": "B"}
TABLE_SEED, TABLE_TURNS = 2024, 21
FINAL_SEED = 77
NAMES = ("Anna", "Борис")


def greedy_game(seed: int, turns: int = 10_000, sides: dict[str, str] | None = None) -> Game:
    """A game played ``turns`` turns (or to the end) by two greedy players."""
    rng = random.Random(seed)
    game = Game.new(seed, sides)
    while not game.is_over and game.turn < turns:
        moves = game.legal_moves()
        scored = {}
        for move in moves:
            key = (move.stack, move.cell, move.palace)
            if key not in scored:
                scored[key] = game.preview(move.stack, move.cell, move.palace)
        best = max(scored.values())
        choice: Move = rng.choice([m for m in moves
                                   if scored[(m.stack, m.cell, m.palace)] == best])
        game.play(choice)
    return game


def shoot(game: Game, name: str, locale: str) -> Path:
    """Write the record as ``docs/<name>.json`` and render it to ``docs/<name>.png``."""
    docs = ROOT / "docs"
    docs.mkdir(exist_ok=True)
    record = docs / f"{name}.json"
    record.write_text(json.dumps(to_record(game)) + "\n", encoding="utf-8")
    image = docs / f"{name}.png"
    subprocess.run([sys.executable, "-m", "render", str(record), "-o", str(image),
                    "--locale", locale, "--names", *NAMES], cwd=ROOT, check=True)
    return image


def main() -> None:
    print(shoot(greedy_game(TABLE_SEED, TABLE_TURNS, SIDES), "table", "en"))
    print(shoot(greedy_game(FINAL_SEED, sides=SIDES), "final", "en"))


if __name__ == "__main__":
    main()
