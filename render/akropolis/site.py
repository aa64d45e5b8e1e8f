"""The Construction Site: its tiles in order, each with its cost in stones, the ones
the player to move cannot afford dimmed and their cost struck through."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from engine.akropolis import TILES

from ..text import draw_fitted
from . import style as S
from .city import hex_mark
from .layout import CityLayout
from .sprites import draw_outline, hex_face, paste_centred, stone_icon

TILE_CELLS = ((0, 0), (1, 0), (0, 1))
"""Hexes A, B, C of a tile at rotation 0 (rule 2.2): the way the site shows it."""


def tile_layout(x: float, y: float, size: int) -> CityLayout:
    """A loose tile's hexes of radius ``size`` with the tile's box centred on
    ``(x, y)``."""
    return CityLayout.fit(TILE_CELLS, (x - 2 * size, y - 2 * size, 4 * size, 4 * size), size)


def draw_loose_tile(canvas: Image.Image, tile: int, x: float, y: float, size: int,
                    locale: str) -> None:
    """A site tile's three hexes, outlined as one tile, centred on ``(x, y)``."""
    layout = tile_layout(x, y, size)
    draw = ImageDraw.Draw(canvas)
    for cell, hex_type in zip(TILE_CELLS, TILES[tile].hexes, strict=True):
        paste_centred(canvas, hex_face(hex_type, 0, size, hex_mark(hex_type, locale)),
                      *layout.centre(cell))
    width = max(2, round(size / 12))
    for cell in TILE_CELLS:
        draw_outline(draw, layout.corners(cell), S.EDGE_TILE, width)


@lru_cache(maxsize=8)
def _shade(size: int) -> Image.Image:
    """The veil over a tile the player to move cannot afford."""
    return Image.new("RGBA", (round(4.6 * size), round(4.4 * size)), (*S.PANEL, 170))


def site_slot(index: int, count: int, box: tuple[int, int, int, int]) -> tuple[float, float]:
    """The centre of site tile ``index`` of ``count`` in ``box`` (x, y, w, h)."""
    x, y, w, _ = box
    step = w / max(count, 1)
    return x + step * (index + 0.5), y


def draw_site(canvas: Image.Image, site: tuple[int, ...], affordable: int | None,
              box: tuple[int, int, int, int], size: int, locale: str,
              selected: int | None = None) -> None:
    """The site in ``box``: tiles centred on its top line, costs below them.

    ``affordable`` is how many of the first tiles the player to move can pay for
    (``None``: all, at the end of the game); ``selected`` is a tile chosen and not
    yet placed.
    """
    draw = ImageDraw.Draw(canvas)
    _, y, _, h = box
    cost_y = y + h - 22
    for index, tile in enumerate(site):
        cx, cy = site_slot(index, len(site), box)
        if index == selected:
            draw.rounded_rectangle([cx - 2.3 * size, cy - 2.2 * size, cx + 2.3 * size,
                                    cy + 2.2 * size], radius=12, outline=S.HIGHLIGHT, width=4)
        draw_loose_tile(canvas, tile, cx, cy, size, locale)
        blocked = affordable is not None and index >= affordable
        if blocked:
            paste_centred(canvas, _shade(size), cx, cy)
        icon = stone_icon(30)
        paste_centred(canvas, icon, cx - 22, cost_y)
        colour = S.WARNING if blocked else S.TEXT
        draw_fitted(draw, (cx + 4, cost_y + 1), str(index), 34, 60, colour, anchor="lm")
        if blocked:
            draw.line([(cx - 40, cost_y + 16), (cx + 34, cost_y - 14)], fill=S.WARNING, width=4)
