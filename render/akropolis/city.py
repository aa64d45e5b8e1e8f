"""A player's city on the image: every visible hex by colour, letter and level, the
lines between tiles, lakes, and the last tile framed.

Which hexes belong to one tile matters for stacking (an upper tile must span two),
so the edge between hexes of different tiles (or of different levels) is drawn
thick and the edge inside one tile thin. Lakes are drawn as water, unlike the
empty outside, because barracks, temples and the garden variant depend on them.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable

from PIL import Image, ImageDraw

from engine.akropolis import City, HexType

from . import style as S
from .layout import Cell, CityLayout, neighbour
from .sprites import district_of, hex_face, letter, paste_centred

Visible = dict[Cell, tuple[HexType, int, int]]


def city_cells(city: City) -> set[Cell]:
    """The built cells and lakes: what a city's picture must hold."""
    return set(city.visible()) | set(city.lake_cells())


def last_tile_cells(city: City) -> tuple[Cell, ...]:
    """The cells of the tile placed last in ``city`` (none for a fresh city)."""
    placed = city.placements()
    if not placed:
        return ()
    _, anchor, rot, _ = placed[-1]
    cells = [anchor]
    for step in (rot, (rot + 1) % 6):
        cells.append(neighbour(anchor, step))
    return tuple(cells)


def hex_mark(hex_type: HexType, locale: str) -> str:
    """The letter drawn on a hex ("" for a quarry, which shows rocks instead)."""
    district = district_of(hex_type)
    return letter(locale, district) if district is not None else ""


def draw_hexes(canvas: Image.Image, visible: Visible, layout: CityLayout, locale: str) -> None:
    """Paste every visible hex's face."""
    for cell, (hex_type, level, _) in visible.items():
        face = hex_face(hex_type, level, layout.size, hex_mark(hex_type, locale))
        paste_centred(canvas, face, *layout.centre(cell))


def draw_lakes(canvas: Image.Image, lakes: Iterable[Cell], layout: CityLayout) -> None:
    """Water in the enclosed empty cells, with a wave across each."""
    draw = ImageDraw.Draw(canvas)
    s = layout.size
    for cell in lakes:
        draw.polygon(layout.corners(cell), fill=S.LAKE)
        x, y = layout.centre(cell)
        for dy in (-0.25, 0.15):
            points = [(x + (i / 4 - 0.5) * s * 1.1, y + dy * s + (0.1 * s if i % 2 else 0))
                      for i in range(5)]
            draw.line(points, fill=S.WAVE, width=max(1, round(s * 0.07)))


def draw_edges(canvas: Image.Image, visible: Visible, layout: CityLayout) -> None:
    """Thick lines around each tile's hexes and around the city, thin ones inside a
    tile. Each shared edge is drawn once."""
    draw = ImageDraw.Draw(canvas)
    thick = max(2, round(layout.size / 13))
    for cell, (_, level, tile) in visible.items():
        points = layout.corners(cell)
        for direction in range(6):
            other = visible.get(neighbour(cell, direction))
            if other is not None and direction >= 3:
                continue  # drawn from the other side
            same = other is not None and other[2] == tile and other[1] == level
            draw.line((points[direction], points[(direction + 1) % 6]),
                      fill=S.EDGE_INNER if same else S.EDGE_TILE, width=1 if same else thick)


def frame_cells(canvas: Image.Image, cells: Collection[Cell], layout: CityLayout,
                colour: S.RGB = S.HIGHLIGHT) -> None:
    """A bright outline lined in ink around a group of cells (the last tile in
    ``HIGHLIGHT``, a previewed tile in ``CHOSEN``): the ink keeps it apart from the
    white rims of raised hexes beside it."""
    draw = ImageDraw.Draw(canvas)
    width = max(3, round(layout.size / 7))
    for line, fill in ((width + 4, S.INK), (width, colour)):
        for cell in cells:
            for direction in range(6):
                if neighbour(cell, direction) not in cells:
                    a, b = layout.edge(cell, direction)
                    draw.line([a, b], fill=fill, width=line)
                    for x, y in (a, b):
                        draw.ellipse([x - line / 2, y - line / 2, x + line / 2, y + line / 2],
                                     fill=fill)


def draw_city(canvas: Image.Image, city: City, layout: CityLayout, locale: str,
              highlight: Collection[Cell] = ()) -> None:
    """The whole city at ``layout``, with ``highlight`` (e.g. the last tile) framed."""
    visible = city.visible()
    draw_lakes(canvas, city.lake_cells(), layout)
    draw_hexes(canvas, visible, layout, locale)
    draw_edges(canvas, visible, layout)
    if highlight:
        frame_cells(canvas, highlight, layout)
