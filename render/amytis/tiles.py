"""Tiles, stacks, Architects and number badges, as small cached images.

A tile's picture depends only on the tile, its size and the label's language, so
each is drawn once (supersampled for smooth edges) and then pasted: this is most
of what keeps a table render fast.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from engine.amytis import Tile

from .. import text
from ..fonts import font, printable
from ..text import draw_fitted
from .icons import draw_building, draw_shape
from .style import (
    HIGHLIGHT,
    INK,
    MIN_TEXT,
    PLAYER_FILL,
    PLAYER_INK,
    SLOT,
    TEXT,
    TEXT_SIZES,
    TILE_BACK,
    TILE_COLOURS,
)

SUPERSAMPLE = 3
BADGE_RADIUS = 22


def _smooth(image: Image.Image, size: tuple[int, int]) -> Image.Image:
    return image.resize(size, Image.Resampling.LANCZOS)


@lru_cache(maxsize=64)
def tile_image(tile: Tile, size: int) -> Image.Image:
    """The face of ``tile``: its colour, its colour's shape top left and its
    building's icon. No name: at phone size a name that fits a tile is too small to
    read, so the footer's legend names each icon once, in large type."""
    s = size * SUPERSAMPLE
    image = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    line = s * 0.028
    draw.rounded_rectangle([0, 0, s - 1, s - 1], radius=s * 0.1, fill=TILE_COLOURS[tile.colour],
                           outline=INK, width=round(line * 1.2))
    shape = TEXT_SIZES["tile shape"] * SUPERSAMPLE
    draw_shape(draw, tile.colour, (s * 0.05, s * 0.05, s * 0.05 + shape, s * 0.05 + shape),
               line * 1.2)
    draw_building(draw, tile.building, (s * 0.3, s * 0.2, s * 0.92, s * 0.9), line)
    return _smooth(image, (size, size))


@lru_cache(maxsize=64)
def building_icon(building: object, size: int) -> Image.Image:
    """A building's icon alone, light on transparent (for the building sides strip)."""
    s = size * SUPERSAMPLE
    image = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    draw_building(ImageDraw.Draw(image), building, (0, 0, s - 1, s - 1), s * 0.05)
    return _smooth(image, (size, size))


@lru_cache(maxsize=64)
def badge(text: str, radius: int, fill: tuple = INK, ink: tuple = TEXT,
          size: int = TEXT_SIZES["stack height"]) -> Image.Image:
    """A round number badge (a stack's height) with text ``size`` pixels high."""
    s = radius * 2 * SUPERSAMPLE
    image = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.ellipse([0, 0, s - 1, s - 1], fill=fill, outline=ink, width=round(s * 0.07))
    draw_fitted(draw, (s / 2, s / 2), text, size * SUPERSAMPLE, round(s * 0.86), ink,
                min_size=round(size * SUPERSAMPLE * 0.8))
    return _smooth(image, (radius * 2, radius * 2))


@lru_cache(maxsize=64)
def tag(label: str, fill: tuple, ink: tuple = INK, size: int = MIN_TEXT,
        min_width: int = 0) -> Image.Image:
    """A rounded label just big enough for ``label`` (a cell number, points scored)."""
    k = SUPERSAMPLE
    face = font(size * k)
    shown = printable(label)
    w = max(min_width, round(text.text_width(shown, size * k) / k) + size * 2 // 3)
    h = round(size * 1.3)
    image = Image.new("RGBA", (w * k, h * k), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle([0, 0, w * k - 1, h * k - 1], radius=h * k * 0.3, fill=fill,
                           outline=INK, width=2 * k)
    text.draw_text(draw, (w * k / 2, h * k / 2), shown, face, ink)
    return _smooth(image, (w, h))


@lru_cache(maxsize=16)
def pawn(seat: int, radius: int) -> Image.Image:
    """A player's marker (Architect, Favor pawn, header chip): the seat's colour with
    the seat's number on it, so it never relies on colour alone."""
    s = radius * 2 * SUPERSAMPLE
    image = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.ellipse([0, 0, s - 1, s - 1], fill=PLAYER_INK[seat])
    edge = round(s * 0.08)
    draw.ellipse([edge, edge, s - 1 - edge, s - 1 - edge], fill=PLAYER_FILL[seat])
    draw_fitted(draw, (s / 2, s / 2 + s * 0.02), str(seat + 1), round(s * 0.62), s,
                PLAYER_INK[seat])
    return _smooth(image, (radius * 2, radius * 2))


def paste(canvas: Image.Image, image: Image.Image, x: float, y: float) -> None:
    """Paste an RGBA ``image`` with its top-left corner at (x, y)."""
    canvas.paste(image, (round(x), round(y)), image)


def paste_centred(canvas: Image.Image, image: Image.Image, cx: float, cy: float) -> None:
    """Paste an RGBA ``image`` centred on (cx, cy)."""
    paste(canvas, image, cx - image.width / 2, cy - image.height / 2)


def tile_origin(x: int, y: int, cell: int, tile_size: int, step: int, layers: int
                ) -> tuple[int, int]:
    """Top-left corner of a stack's top tile in its slot: centred across with its
    stepped edges, near the top so the edges can show below."""
    return x + (cell - tile_size - step * layers) // 2, y + 4


def badge_box(x: int, y: int, cell: int, tile_size: int, step: int, layers: int
              ) -> tuple[int, int, int, int]:
    """The height badge's box (left, top, right, bottom), over the top tile's corner."""
    ox, oy = tile_origin(x, y, cell, tile_size, step, layers)
    left, top = ox + tile_size - 2 * BADGE_RADIUS + 10, oy - 6
    return left, top, left + 2 * BADGE_RADIUS, top + 2 * BADGE_RADIUS


def draw_stack(canvas: Image.Image, x: int, y: int, cell: int, tile_size: int, step: int,
               top: Tile | None, below: Sequence[tuple[int, int, int]], height: int
               ) -> None:
    """A stack in a ``cell``-pixel slot at (x, y): the tiles beneath as stepped edges
    (``below`` gives their colours, nearest first), the top tile, and a badge with
    the height, so the height reads both at a glance and exactly."""
    draw = ImageDraw.Draw(canvas)
    draw.rounded_rectangle([x, y, x + cell - 1, y + cell - 1], radius=cell // 10, fill=SLOT)
    if top is None:
        return
    ox, oy = tile_origin(x, y, cell, tile_size, step, len(below))
    for k in range(len(below), 0, -1):
        sx, sy = ox + k * step, oy + k * step
        draw.rounded_rectangle([sx, sy, sx + tile_size - 1, sy + tile_size - 1],
                               radius=tile_size // 10, fill=below[k - 1], outline=INK, width=2)
    paste(canvas, tile_image(top, tile_size), ox, oy)
    left, top, _, _ = badge_box(x, y, cell, tile_size, step, len(below))
    paste(canvas, badge(str(height), BADGE_RADIUS), left, top)


def city_layers(stack: Sequence[Tile], steps: int) -> list[tuple[int, int, int]]:
    """Colours of the tiles beneath a city stack's top, nearest first, at most ``steps``."""
    return [TILE_COLOURS[t.colour] for t in reversed(stack[:-1])][:steps]


def board_layers(height: int, steps: int) -> list[tuple[int, int, int]]:
    """Hidden tiles of a main-board stack: their backs only, at most ``steps``."""
    return [TILE_BACK] * min(max(height - 1, 0), steps)


def outline(canvas: Image.Image, x: float, y: float, w: float, h: float,
            colour: tuple = HIGHLIGHT, width: int = 6, radius: int = 18) -> None:
    """A thick frame around a box (the last move's stack, cell and cards)."""
    ImageDraw.Draw(canvas).rounded_rectangle([x - width, y - width, x + w + width - 1,
                                              y + h + width - 1], radius=radius,
                                             outline=colour, width=width)
