"""Fitting text into boxes: shrink it a little, then cut it with an ellipsis.

Labels are translated and names come from Discord, so no width can be assumed;
every string drawn goes through ``fit`` with the width it is allowed.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import ImageDraw, ImageFont

from .fonts import font, printable

ELLIPSIS = "…"


@lru_cache(maxsize=4096)
def fit(text: str, size: int, width: int, min_size: int | None = None,
        condensed: bool = False) -> tuple[str, ImageFont.FreeTypeFont]:
    """The text and font to draw ``text`` within ``width`` pixels.

    Tries ``size`` down to ``min_size`` (default: 80 % of ``size``, so text stays
    legible on a phone), then truncates with an ellipsis at the smallest size.
    """
    text = printable(text)
    smallest = min_size if min_size is not None else max(1, size * 4 // 5)
    for s in range(size, smallest - 1, -2):
        face = font(s, condensed)
        if face.getlength(text) <= width:
            return text, face
    face = font(smallest, condensed)
    while text and face.getlength(text + ELLIPSIS) > width:
        text = text[:-1]
    return text.rstrip() + ELLIPSIS, face


def truncate(text: str, limit: int) -> str:
    """At most ``limit`` characters, with an ellipsis when cut (long Discord names)."""
    text = printable(text)
    return text if len(text) <= limit else text[:limit - 1].rstrip() + ELLIPSIS


def draw_fitted(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, size: int,
                width: int, fill: str | tuple, anchor: str = "mm", condensed: bool = False,
                stroke: int = 0, stroke_fill: str | tuple = "#000000",
                min_size: int | None = None) -> None:
    """Draw ``text`` fitted to ``width`` at ``xy`` (Pillow anchor, centred by default);
    ``stroke`` outlines it so that it reads on any background."""
    shown, face = fit(text, size, width, min_size, condensed)
    draw.text(xy, shown, font=face, fill=fill, anchor=anchor,
              stroke_width=stroke, stroke_fill=stroke_fill)
