"""Real games for the review image tests: played by the computer, recorded, and a
judgement of one step built by hand (the judge itself is the engine's, tested
there); plus pixel helpers."""

from __future__ import annotations

import io

from PIL import Image

from engine.review import Judgement, Step
from render import review as R
from render.fonts import printable

PHONE = 400
"""A phone's width in pixels, where an image's smallest text must read at 8 px."""


def judgement(index: int, seat: int, turn: int, played: str, best: str,
              loss: float = 3.44, error: float = 1.23) -> Judgement:
    """A judgement of step ``index`` that says ``best`` was worth ``loss`` more (±
    ``error``)."""
    return Judgement(Step(index, seat, turn, "middle", played), best, 30.0, 30.0 + loss, 12, 8,
                     cost_se=error)


def decoded(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    return image.convert("RGB")


def mark_pixels(image: Image.Image, mark: str, tolerance: int = 10) -> int:
    """How many pixels have ``mark``'s colour (up to the PNG palette's rounding)."""
    target = R.COLOURS[mark]
    return sum(count for count, colour in image.getcolors(image.width * image.height)
               if all(abs(a - b) <= tolerance for a, b in zip(colour, target, strict=True)))


def banner_on_phone(drawn: list, judged: Judgement, locale: str, width: int) -> float:
    """The smallest size, on a phone, of the title and legend texts of ``judged`` in
    ``drawn`` (the texts an image drew); each must have been drawn whole."""
    said = {text: size for text, _, size in drawn}
    titles = [printable(R.title(judged, locale, error)) for error in (True, False)]
    wanted = [next((text for text in titles if text in said), titles[0])]
    wanted += [printable(label) for _, label in R.legend(judged, locale)]
    assert all(text in said for text in wanted), (wanted, list(said))  # drawn whole, uncut
    return min(said[text] for text in wanted) * PHONE / width
