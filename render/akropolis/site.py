"""The Construction Site: its tiles in order, each with its cost in stones, the ones
the player to move cannot afford dimmed and their cost greyed and struck through
(a shape, not one more colour beside the highlights)."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from engine.akropolis import TILES
from i18n import translate

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
    return Image.new("RGBA", (round(3.7 * size), round(3.6 * size)), (*S.PANEL, 170))


TITLE = 36
"""The site's title line at the top of its box."""
COST_WIDTH = 76
"""The stone and the cost to the right of each tile."""


def site_grid(count: int, box: tuple[int, int, int, int], rows: int, size: int
              ) -> tuple[int, list[tuple[float, float]]]:
    """The hex radius and each tile's centre for ``count`` tiles in ``rows`` rows in
    ``box`` (x, y, w, h), its title on top, each tile with its cost to its right:
    ``size`` unless the slots are too small for it."""
    x, y, w, h = box
    per_row = max(1, -(-count // rows), min(count, 3))  # three tiles stay on one row
    slot_w, slot_h = w / per_row, (h - TITLE - 4) / rows
    size = max(8, min(size, int((slot_w - COST_WIDTH - 8) / 3.5), int(slot_h / 3.5)))
    centres = [(x + slot_w * (i % per_row + 0.5) - COST_WIDTH / 2,
                y + TITLE + slot_h * (i // per_row + 0.5)) for i in range(count)]
    return size, centres


def draw_site(canvas: Image.Image, site: tuple[int, ...], affordable: int | None,
              box: tuple[int, int, int, int], size: int, locale: str,
              selected: int | None = None, rows: int = 1) -> None:
    """The site in ``box``: its title, then its tiles in ``rows`` rows, each with its
    cost to its right.

    ``affordable`` is how many of the first tiles the player to move can pay for
    (``None``: all, at the end of the game); ``selected`` is a tile chosen and not
    yet placed, framed in ``CHOSEN`` with a tick.
    """
    draw = ImageDraw.Draw(canvas)
    draw_fitted(draw, (box[0] + 16, box[1] + TITLE / 2 + 4),
                translate(locale, "render_akropolis.site"), 26, box[2] - 32, S.MUTED, anchor="lm")
    size, centres = site_grid(len(site), box, rows, size)
    for index, (tile, (cx, cy)) in enumerate(zip(site, centres, strict=True)):
        if index == selected:
            draw.rounded_rectangle([cx - 2.0 * size, cy - 1.95 * size, cx + 1.9 * size + COST_WIDTH,
                                    cy + 1.95 * size], radius=12, outline=S.CHOSEN, width=5)
            draw_fitted(draw, (cx + 1.75 * size + COST_WIDTH / 2, cy - 1.2 * size), "✓", 34,
                        COST_WIDTH, S.CHOSEN)
        draw_loose_tile(canvas, tile, cx, cy, size, locale)
        blocked = affordable is not None and index >= affordable
        if blocked:
            paste_centred(canvas, _shade(size), cx, cy)
        cost_x = cx + 1.75 * size + 6
        paste_centred(canvas, stone_icon(30), cost_x + 16, cy + 0.45 * size)
        draw_fitted(draw, (cost_x + 34, cy + 0.45 * size + 1), str(index), 36, COST_WIDTH - 34,
                    S.MUTED if blocked else S.TEXT, anchor="lm")
        if blocked:
            draw.line([(cost_x, cy + 0.45 * size + 16), (cost_x + COST_WIDTH - 6,
                                                         cy + 0.45 * size - 14)],
                      fill=S.MUTED, width=4)
