"""The placement preview, shown only to the player to move: their city with the
best spots for the chosen tile labelled by their codes (``spots.ranked_spots``) and
listed best first, and once a spot and a rotation are chosen, the tile drawn in
place over the dimmed city, with the level, the stones its quarries give and the
change in score.

The side column says what a code and the rotation arrows mean, on a picture of the
tile: the hex framed in white is the one a code places, and the arrow from it to
the next hex is the way the rotation buttons' arrows point.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PIL import Image, ImageDraw

from engine.akropolis import DISTRICTS, TILES, City, HexType, Placement, Preview, PublicView
from i18n import translate

from ..text import draw_fitted, fit, text_width
from . import style as S
from .city import city_cells, draw_city, frame_cells, hex_mark
from .codes import Cell
from .layout import CityLayout, corners, neighbour
from .panel import CITY_AREA, SIDE_WIDTH, SIDE_X, blank, district_row
from .seats import HEADER_HEIGHT, draw_seat_header
from .site import TILE_CELLS, draw_loose_tile, tile_layout
from .spots import LABELLED, RankedSpot
from .sprites import LEVEL_DY, hex_face, paste_centred

TILE_HEX = 44
TILE_Y = S.MARGIN + HEADER_HEIGHT + 126
LEGEND_Y = TILE_Y + 146
ROW = 42


def placement_cells(placement: Placement) -> tuple[Cell, Cell, Cell]:
    """The cells of hexes A, B, C of a placement (rule 2.2)."""
    anchor, rot = placement
    return anchor, neighbour(anchor, rot), neighbour(anchor, (rot + 1) % 6)


def preview_layout(city: City, spots: Sequence[Cell],
                   placement: Placement | None = None) -> CityLayout:
    """Where the city and the labelled spots (cells) are drawn on the preview (tests
    sample pixels with it)."""
    cells = city_cells(city) | set(spots)
    if placement is not None:
        cells |= set(placement_cells(placement))
    return CityLayout.fit(cells, CITY_AREA, S.HEX_MAX)


def code_badge(draw: ImageDraw.ImageDraw, x: float, y: float, code: str, size: int) -> None:
    """A spot's code on a white badge, at least ``MIN_GLYPH`` high."""
    shown, face = fit(code, size, 4 * size)
    w, h = text_width(shown, face.size) + 0.5 * size, 1.2 * size
    draw.rounded_rectangle([x - w / 2, y - h / 2, x + w / 2, y + h / 2], radius=h / 4,
                           fill=S.TEXT, outline=S.INK, width=3)
    draw_fitted(draw, (x, y + 1), code, size, round(w), S.INK)


def draw_spots(canvas: Image.Image, city: City, spots: Sequence[RankedSpot],
               layout: CityLayout) -> None:
    """Each labelled spot's code on its cell; an empty cell (level 1) is outlined so
    that it shows where it is, a covered hex keeps its letter above the code. Drawn
    directly: a city's hex size changes from turn to turn, so cached pictures would
    rarely be reused."""
    draw = ImageDraw.Draw(canvas)
    size = max(S.MIN_GLYPH, round(layout.size * 0.55))
    for spot in spots:
        x, y = layout.centre(spot.cell)
        if city.level(*spot.cell) == 0:
            points = layout.corners(spot.cell)
            draw.line([*points, points[0]], fill=S.TEXT, width=max(2, layout.size // 14),
                      joint="curve")
        else:  # over the level badge, which the code's level replaces: the letter shows
            y += LEVEL_DY * layout.size
        code_badge(draw, x, y, spot.code, size)


def mark_hex_a(canvas: Image.Image, layout: CityLayout, placement: Placement) -> None:
    """A white frame inside hex A (the one a code places: a hexagon, so that it is
    not taken for a plaza's round emblem) and the arrow from it to hex B (the way a
    rotation button's arrow points), both lined in ink."""
    draw = ImageDraw.Draw(canvas)
    s = layout.size
    (ax, ay), (bx, by) = layout.centre(placement.anchor), layout.centre(
        neighbour(placement.anchor, placement.rot))
    line = max(3, s // 9)
    frame = corners(ax, ay, 0.8 * s)
    for width, colour in ((line + 4, S.INK), (line, S.TEXT)):
        draw.line([*frame, frame[0]], fill=colour, width=width, joint="curve")
    length = math.hypot(bx - ax, by - ay)
    ux, uy = (bx - ax) / length, (by - ay) / length
    start, tip = (ax + ux * 0.55 * s, ay + uy * 0.55 * s), (ax + ux * 1.45 * s, ay + uy * 1.45 * s)
    head = 0.32 * s
    wing = [(tip[0] - ux * head - uy * head * 0.7, tip[1] - uy * head + ux * head * 0.7),
            (tip[0] - ux * head + uy * head * 0.7, tip[1] - uy * head - ux * head * 0.7)]
    for width, colour, grow in ((line + 4, S.INK, 2), (line, S.TEXT, 0)):
        draw.line([start, (tip[0] - ux * head, tip[1] - uy * head)], fill=colour, width=width)
        draw.polygon([(tip[0] + ux * grow, tip[1] + uy * grow), *wing], fill=colour,
                     outline=S.INK if grow == 0 else colour)


def draw_tile_in_place(canvas: Image.Image, tile: int, placement: Placement, level: int,
                       layout: CityLayout, locale: str) -> None:
    """The tile's hexes drawn on their cells at the level they would reach, over a
    veil on the rest of the city, framed in ``CHOSEN``, hex A marked."""
    veil = Image.new("RGBA", canvas.size, (0, 0, 0, 0))
    x, y, w, h = CITY_AREA
    ImageDraw.Draw(veil).rectangle([x, y, x + w, y + h], fill=(*S.BACKGROUND, 150))
    canvas.paste(veil, (0, 0), veil)
    cells = placement_cells(placement)
    for cell, hex_type in zip(cells, TILES[tile].hexes, strict=True):
        face = hex_face(hex_type, level, layout.size, hex_mark(hex_type, locale))
        paste_centred(canvas, face, *layout.centre(cell))
    frame_cells(canvas, cells, layout, S.CHOSEN)
    mark_hex_a(canvas, layout, placement)


def _signed(number: int) -> str:
    return f"+{number}" if number > 0 else f"−{-number}" if number < 0 else "0"


def _draw_outcome(canvas: Image.Image, code: str, preview: Preview, top: float,
                  locale: str) -> None:
    """The chosen spot's level, stones (when any) and score change, then each
    district's."""
    draw = ImageDraw.Draw(canvas)
    x, w = SIDE_X + 16, SIDE_WIDTH - 32
    t = translate
    lines = [t(locale, "render_akropolis.spot", code=code),
             t(locale, "render_akropolis.level_reached", level=preview.level)]
    if preview.stones_gained:
        lines.append(t(locale, "render_akropolis.stones_gained", count=preview.stones_gained))
    lines.append(t(locale, "render_akropolis.score_change", change=_signed(preview.total_change)))
    for index, line in enumerate(lines):
        last = index == len(lines) - 1
        draw_fitted(draw, (x, top + 40 * index + (6 if last else 0)), line, 36 if last else 30,
                    w, S.TEXT, anchor="lm")
    row = top + len(lines) * 40 + 20
    for district in DISTRICTS:
        change = preview.score_change[district]
        if change:
            district_row(canvas, HexType(district.value), row, x - 4, _signed(change), w, locale)
            row += 50


def _draw_best(canvas: Image.Image, spots: Sequence[RankedSpot], top: float,
               locale: str) -> None:
    """The labelled spots listed best first: code, level reached, best score change."""
    draw = ImageDraw.Draw(canvas)
    x, w = SIDE_X + 16, SIDE_WIDTH - 32
    draw_fitted(draw, (x, top), translate(locale, "render_akropolis.best_spots"), 26, w,
                S.MUTED, anchor="lm", min_size=18)
    for index, spot in enumerate(spots):
        y = top + ROW * (index + 1)
        code_badge(draw, x + 36, y, spot.code, S.MIN_GLYPH)
        draw_fitted(draw, (x + 84, y), translate(locale, "render_akropolis.level_reached",
                                                 level=spot.level), 28, w - 180, S.MUTED,
                    anchor="lm", min_size=20)
        draw_fitted(draw, (x + w - 4, y), _signed(spot.change), 30, 90, S.TEXT, anchor="rm")


def _draw_key(canvas: Image.Image, tile: int, take: int, locale: str) -> None:
    """The tile with hex A marked and its arrow, its cost, and what they mean."""
    draw = ImageDraw.Draw(canvas)
    mid = SIDE_X + SIDE_WIDTH / 2
    draw_fitted(draw, (mid, TILE_Y - 96), translate(locale, "render_akropolis.choose_spot",
                                                     number=take), 28, SIDE_WIDTH - 24, S.TEXT)
    draw_loose_tile(canvas, tile, mid, TILE_Y, TILE_HEX, locale)
    mark_hex_a(canvas, tile_layout(mid, TILE_Y, TILE_HEX), Placement(TILE_CELLS[0], 0))
    cost = (translate(locale, "render_akropolis.cost", count=take) if take
            else translate(locale, "render_akropolis.free"))
    draw_fitted(draw, (mid, TILE_Y + 98), cost, 26, SIDE_WIDTH - 24, S.MUTED, min_size=18)
    for index, key in enumerate(("code_key", "arrow_key")):
        draw_fitted(draw, (SIDE_X + 14, LEGEND_Y + 32 * index),
                    translate(locale, f"render_akropolis.{key}"), 22, SIDE_WIDTH - 28, S.TEXT,
                    anchor="lm", condensed=True, min_size=18)


def draw_placement(view: PublicView, spots: Sequence[RankedSpot], take: int, name: str,
                   locale: str, placement: Placement | None = None,
                   preview: Preview | None = None) -> Image.Image:
    """The preview image; ``spots`` are every spot ranked best first (see the module
    docstring)."""
    canvas = blank(locale)
    seat = view.player
    city = view.cities[seat]
    assert isinstance(city, City)
    tile = view.site[take]
    draw_seat_header(canvas, view, seat, (SIDE_X, S.MARGIN, SIDE_WIDTH, HEADER_HEIGHT), name,
                     locale)
    _draw_key(canvas, tile, take, locale)
    shown = list(spots[:LABELLED])
    if placement is None or preview is None:
        layout = preview_layout(city, [spot.cell for spot in shown])
        draw_city(canvas, city, layout, locale)
        draw_spots(canvas, city, shown, layout)
        _draw_best(canvas, shown, LEGEND_Y + 88, locale)
    else:
        layout = preview_layout(city, [], placement)
        draw_city(canvas, city, layout, locale)
        draw_tile_in_place(canvas, tile, placement, preview.level, layout, locale)
        code = next((spot.code for spot in spots if spot.cell == placement.anchor), "?")
        _draw_outcome(canvas, code, preview, LEGEND_Y + 88, locale)
    return canvas
