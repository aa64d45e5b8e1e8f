"""Project cards drawn as printed: the pattern of coloured cells, each with its
colour's shape, and the card's points; a completed card turns green and gets a
tick, so the two states differ in more than colour."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from engine.amytis import PROJECTS

from ..text import draw_fitted
from .icons import draw_shape
from .style import CARD, CARD_BACK, CARD_DONE, GOLD, INK, TEXT, TILE_COLOURS
from .tiles import SUPERSAMPLE

BLANK = (214, 206, 188)
DONE = (30, 140, 50)


@lru_cache(maxsize=256)
def project_card(number: int, width: int, height: int, completed: bool = False) -> Image.Image:
    """Project card ``number`` at ``width`` x ``height`` pixels."""
    card = PROJECTS[number]
    w, h = width * SUPERSAMPLE, height * SUPERSAMPLE
    image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    line = w * 0.03
    draw.rounded_rectangle([0, 0, w - 1, h - 1], radius=w * 0.1,
                           fill=CARD_DONE if completed else CARD, outline=INK,
                           width=round(line * 1.4))
    area = min(w * 0.84, h * 0.66)
    cell = area / 3
    rows, cols = len(card.pattern), len(card.pattern[0])
    left = (w - cols * cell) / 2
    top = h * 0.06 + (area - rows * cell) / 2
    for r, row in enumerate(card.pattern):
        for c, colour in enumerate(row):
            x, y = left + c * cell, top + r * cell
            box = [x + line * 0.3, y + line * 0.3, x + cell - line * 0.3, y + cell - line * 0.3]
            fill = TILE_COLOURS[colour] if colour else BLANK
            draw.rectangle(box, fill=fill, outline=INK, width=round(line * 0.6))
            if colour:
                pad = cell * 0.22
                draw_shape(draw, colour, (x + pad, y + pad, x + cell - pad, y + cell - pad),
                           line * 0.5)
    points_y = h * 0.06 + area + (h * 0.94 - h * 0.06 - area) / 2 + h * 0.02
    draw_fitted(draw, (w * 0.5, points_y), str(card.points), round(h * 0.24), round(w * 0.5),
                INK)
    if completed:
        r = w * 0.17
        cx, cy = w - r * 1.05, points_y
        draw.ellipse([cx - r, cy - r, cx + r, cy + r], fill=DONE, outline=INK,
                     width=round(line * 0.6))
        tick = [(cx - r * 0.5, cy), (cx - r * 0.1, cy + r * 0.45), (cx + r * 0.55, cy - r * 0.45)]
        draw.line(tick, fill=TEXT, width=round(r * 0.3), joint="curve")
    return image.resize((width, height), Image.Resampling.LANCZOS)


@lru_cache(maxsize=64)
def card_back(count: int, width: int, height: int, label: str = "") -> Image.Image:
    """The face-down deck with the number of cards left in it (and its name)."""
    w, h = width * SUPERSAMPLE, height * SUPERSAMPLE
    image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    for k, shade in ((2, (70, 20, 28)), (1, (95, 30, 38)), (0, CARD_BACK)):
        o = k * w * 0.05
        draw.rounded_rectangle([o, o, w - 1 - w * 0.1 + o, h - 1 - w * 0.1 + o],
                               radius=w * 0.1, fill=shade, outline=INK, width=round(w * 0.035))
    inner = w * 0.1
    draw.rounded_rectangle([inner, inner, w * 0.8, h - w * 0.2], radius=w * 0.06, outline=GOLD,
                           width=round(w * 0.025))
    draw_fitted(draw, (w * 0.45, h * 0.5), str(count), round(h * 0.36), round(w * 0.62), TEXT,
                stroke=round(w * 0.02), stroke_fill=INK)
    if label:
        draw_fitted(draw, (w * 0.45, h * 0.2), label, round(h * 0.15), round(w * 0.66), GOLD,
                    condensed=True)
    return image.resize((width, height), Image.Resampling.LANCZOS)
