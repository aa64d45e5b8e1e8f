"""The King's Favor board: seven single spaces with their pictograms and points,
and the shared bottom row of six. The empty board is drawn once and cached; only
the pawns on it are drawn per image."""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache

from PIL import Image, ImageDraw

from engine.amytis import UPPER_FAVORS

from ..text import draw_fitted
from .style import GOLD, INK, MUTED, PANEL, PANEL_EDGE, SLOT, TILE_BACK
from .tiles import SUPERSAMPLE, paste_centred, pawn

UPPER_TOP = 6
UPPER_HEIGHT = 104
PICTURE_Y, POINTS_Y, OWNER_Y = 26, 56, 83
"""Centres of a space's pictogram, points and owner's pawn, below its top."""
PAWN_RADIUS = 17
BOTTOM_SPACES = 6
BOTTOM_ROW_POINTS = "4 · 10 · 18 · 30"
POINTS = {"stacks-1": "3", "stacks-2": "2", "stacks-3": "4", "stacks-4": "6",
          "staircase": "6", "corners": "5", "projects": "2"}
"""End-game points per counted thing, as the board prints them next to each space."""


def _space_x(width: int, index: int) -> tuple[float, float]:
    gap = 6
    space = (width - 16 - gap * (len(UPPER_FAVORS) - 1)) / len(UPPER_FAVORS)
    x = 8 + index * (space + gap)
    return x, space


def _pictogram(draw: ImageDraw.ImageDraw, favor: str, cx: float, cy: float, s: float) -> None:
    """The space's picture in a box of side ``s``: a stack of N tiles, a staircase,
    a city with its corners marked, or a Project card."""
    line = max(2, round(s * 0.06))
    if favor.startswith("stacks-"):
        n = int(favor[-1])
        tile_h = s / 5.2
        for k in range(n):
            y = cy + s / 2 - (k + 1) * tile_h * 1.15
            draw.rectangle([cx - s * 0.32, y, cx + s * 0.32, y + tile_h], fill=TILE_BACK,
                           outline=INK, width=line)
    elif favor == "staircase":
        for k in range(3):
            bar = s * 0.27
            x = cx - s * 0.42 + k * bar * 1.08
            draw.rectangle([x, cy + s / 2 - (k + 1) * s * 0.3, x + bar, cy + s / 2],
                           fill=TILE_BACK, outline=INK, width=line)
    elif favor == "corners":
        c = s * 0.3
        for i in range(9):
            x, y = cx - 1.5 * c + (i % 3) * c, cy - 1.5 * c + (i // 3) * c
            fill = GOLD if i in (0, 2, 6, 8) else SLOT
            draw.rectangle([x, y, x + c, y + c], fill=fill, outline=INK, width=line)
    else:
        draw.rounded_rectangle([cx - s * 0.3, cy - s * 0.42, cx + s * 0.3, cy + s * 0.42],
                               radius=s * 0.08, fill=(246, 238, 220), outline=INK, width=line)
        tick = [(cx - s * 0.16, cy), (cx - s * 0.03, cy + s * 0.16), (cx + s * 0.18, cy - s * 0.16)]
        draw.line(tick, fill=(30, 140, 50), width=round(line * 1.8), joint="curve")


@lru_cache(maxsize=8)
def favor_board_background(width: int, height: int) -> Image.Image:
    """The empty Favor board: spaces with pictograms and points, the bottom row.

    It has no words, as on the printed board, so one picture serves every language.
    """
    k = SUPERSAMPLE
    image = Image.new("RGBA", (width * k, height * k), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle([0, 0, width * k - 1, height * k - 1], radius=14 * k, fill=PANEL,
                           outline=PANEL_EDGE, width=2 * k)
    for i, favor in enumerate(UPPER_FAVORS):
        x, w = _space_x(width, i)
        bottom = (UPPER_TOP + UPPER_HEIGHT) * k
        draw.rounded_rectangle([x * k, UPPER_TOP * k, (x + w) * k, bottom], radius=8 * k,
                               fill=SLOT, outline=PANEL_EDGE, width=2 * k)
        cx = (x + w / 2) * k
        _pictogram(draw, favor, cx, (UPPER_TOP + PICTURE_Y) * k, 36 * k)
        draw_fitted(draw, (cx, (UPPER_TOP + POINTS_Y) * k), "+" + POINTS[favor], 21 * k,
                    round(w * k), GOLD)
        draw.ellipse([cx - PAWN_RADIUS * k, (UPPER_TOP + OWNER_Y - PAWN_RADIUS) * k,
                      cx + PAWN_RADIUS * k, (UPPER_TOP + OWNER_Y + PAWN_RADIUS) * k],
                     outline=PANEL_EDGE, width=2 * k)
    y = _bottom_y(height)
    for i in range(BOTTOM_SPACES):
        cx = _bottom_x(i)
        draw.ellipse([(cx - PAWN_RADIUS) * k, (y - PAWN_RADIUS) * k, (cx + PAWN_RADIUS) * k,
                      (y + PAWN_RADIUS) * k], fill=SLOT, outline=PANEL_EDGE, width=2 * k)
    draw_fitted(draw, ((width - 10) * k, y * k), BOTTOM_ROW_POINTS, 18 * k,
                round((width - _bottom_x(BOTTOM_SPACES) - 10) * k), MUTED, anchor="rm")
    return image.resize((width, height), Image.Resampling.LANCZOS)


def _bottom_y(height: int) -> float:
    return UPPER_TOP + UPPER_HEIGHT + (height - UPPER_TOP - UPPER_HEIGHT) / 2


def _bottom_x(index: int) -> float:
    return 8 + PAWN_RADIUS + index * (2 * PAWN_RADIUS + 8)


def draw_favor_board(canvas: Image.Image, x: int, y: int, width: int, height: int,
                     owners: Mapping[str, int], bottom_row: tuple[int, int]) -> None:
    """The Favor board at (x, y) with each owned space showing its owner's pawn and
    the bottom row filled with the first player's pawns, then the second's."""
    background = favor_board_background(width, height)
    canvas.paste(background, (x, y), background)
    for i, favor in enumerate(UPPER_FAVORS):
        if favor in owners:
            sx, w = _space_x(width, i)
            paste_centred(canvas, pawn(owners[favor], PAWN_RADIUS), x + sx + w / 2,
                          y + UPPER_TOP + OWNER_Y)
    seats = [0] * bottom_row[0] + [1] * bottom_row[1]
    for i, seat in enumerate(seats[:BOTTOM_SPACES]):
        paste_centred(canvas, pawn(seat, PAWN_RADIUS), x + _bottom_x(i), y + _bottom_y(height))
