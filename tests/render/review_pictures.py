"""Real games for the review image tests: played by the computer, recorded, and a
judgement of one step built by hand (the judge itself is the engine's, tested
there); plus pixel helpers."""

from __future__ import annotations

import io

from PIL import Image

from engine.review import Judgement, Step
from render import review as R


def judgement(index: int, seat: int, turn: int, played: str, best: str,
              loss: float = 3.44) -> Judgement:
    """A judgement of step ``index`` that says ``best`` was worth ``loss`` more."""
    return Judgement(Step(index, seat, turn, "middle", played), best, 30.0, 30.0 + loss, 12, 8)


def decoded(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    return image.convert("RGB")


def mark_pixels(image: Image.Image, mark: str, tolerance: int = 10) -> int:
    """How many pixels have ``mark``'s colour (up to the PNG palette's rounding)."""
    target = R.COLOURS[mark]
    return sum(count for count, colour in image.getcolors(image.width * image.height)
               if all(abs(a - b) <= tolerance for a, b in zip(colour, target, strict=True)))
