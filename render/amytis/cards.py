"""Project cards: the card's number on a dark tab (as buttons and narration name it,
"Project 9"), its points, and the pattern of coloured cells, each filled with its
colour's shape; a completed card turns green and gets a tick, so the two states
differ in more than colour."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from engine.amytis import PROJECTS

from ..text import draw_fitted
from .icons import draw_shape
from .style import CARD, CARD_BACK, CARD_DONE, GOLD, INK, TEXT, TEXT_SIZES, TILE_COLOURS
from .tiles import SUPERSAMPLE

BLANK = (214, 206, 188)
DONE = (30, 140, 50)
CARD_RATIO = 100 / 136
"""Width over height: a band for number and points above a 3x3 pattern."""


def pattern_cell(width: int, height: int) -> float:
    """Side in pixels of one pattern cell of a ``width`` x ``height`` card."""
    return min(width * 0.9, height - number_band(height) - height * 0.06) / 3


def number_band(height: int) -> float:
    """Height of the band that holds the card's number and points."""
    return max(TEXT_SIZES["card points"] * 1.15, height * 0.24)


@lru_cache(maxsize=256)
def project_card(number: int, width: int, height: int, completed: bool = False) -> Image.Image:
    """Project card ``number`` at ``width`` x ``height`` pixels."""
    card = PROJECTS[number]
    k = SUPERSAMPLE
    w, h = width * k, height * k
    image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    line = max(2 * k, w * 0.025)
    draw.rounded_rectangle([0, 0, w - 1, h - 1], radius=w * 0.08,
                           fill=CARD_DONE if completed else CARD, outline=INK,
                           width=round(line * 1.4))
    band = number_band(height) * k
    tab_w = w * 0.58
    draw.rounded_rectangle([line, line, tab_w, band], radius=w * 0.06, fill=INK)
    draw_fitted(draw, ((line + tab_w) / 2, (line + band) / 2 + k), f"#{number}",
                TEXT_SIZES["card number"] * k, round(tab_w - line * 2), TEXT,
                condensed=True, min_size=TEXT_SIZES["card number"] * k * 4 // 5)
    draw_fitted(draw, ((tab_w + w) / 2, (line + band) / 2 + k), str(card.points),
                TEXT_SIZES["card points"] * k, round(w - tab_w - line * 2), INK,
                min_size=TEXT_SIZES["card points"] * k * 7 // 10)
    cell = pattern_cell(width, height) * k
    rows, cols = len(card.pattern), len(card.pattern[0])
    left = (w - cols * cell) / 2
    top = band + (h - band - rows * cell) / 2
    for r, row in enumerate(card.pattern):
        for c, colour in enumerate(row):
            x, y = left + c * cell, top + r * cell
            box = [x, y, x + cell, y + cell]
            fill = TILE_COLOURS[colour] if colour else BLANK
            draw.rectangle(box, fill=fill, outline=INK, width=round(line * 0.6))
            if colour:
                pad = max(line, (cell - TEXT_SIZES["card shape"] * k) / 2)
                draw_shape(draw, colour, (x + pad, y + pad, x + cell - pad, y + cell - pad),
                           line * 0.6)
    if completed:
        r = w * 0.17
        cx, cy = w - r * 0.9, h - r * 0.9
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
    draw_fitted(draw, (w * 0.45, h * 0.55), str(count), TEXT_SIZES["deck count"] * SUPERSAMPLE,
                round(w * 0.62), TEXT, stroke=round(w * 0.02), stroke_fill=INK)
    if label:
        draw_fitted(draw, (w * 0.45, h * 0.22), label, TEXT_SIZES["card number"] * SUPERSAMPLE,
                    round(w * 0.78), GOLD, condensed=True, min_size=18 * SUPERSAMPLE)
    return image.resize((width, height), Image.Resampling.LANCZOS)
