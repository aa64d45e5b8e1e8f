"""Akropolis games and pixel helpers shared by the Akropolis render tests."""

from __future__ import annotations

import io
import random

from PIL import Image

from engine.akropolis import Game


def played(seed: int, seats: int = 2, turns: int = 10_000, **options) -> Game:
    """A game ``turns`` turns in (or finished), tiles and placements drawn from a
    seeded generator, the solo Architect at Metagenes unless told otherwise."""
    if seats == 1:
        options.setdefault("architect", "metagenes")
    game = Game.new(seed, seats=seats, **options)
    rng = random.Random(seed)
    while not game.is_over and game.turn < turns:
        game.decide(rng.choice(game.decision.options))
        game.decide(rng.choice(game.decision.options))
    return game


def decoded(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    return image.convert("RGB")


def close(a: tuple, b: tuple, tolerance: int = 8) -> bool:
    """Colours equal up to the palette reduction of the PNG and edge smoothing."""
    return all(abs(x - y) <= tolerance for x, y in zip(a[:3], b[:3], strict=True))
