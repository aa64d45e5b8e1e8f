"""The placement preview, shown only to the player to move: their city with every
spot where the chosen tile can go labelled by its code (``codes.anchor_codes``),
and once a spot and a rotation are chosen, the tile drawn in place with the level,
the stones its quarries give and the change in score."""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image, ImageDraw

from engine.akropolis import DISTRICTS, TILES, City, HexType, Placement, Preview, PublicView
from i18n import translate

from ..text import draw_fitted
from . import style as S
from .city import city_cells, draw_city, frame_cells, hex_mark
from .codes import Cell, anchor_codes
from .layout import CityLayout, neighbour
from .panel import CITY_AREA, SIDE_WIDTH, SIDE_X, blank, district_row
from .seats import HEADER_HEIGHT, draw_seat_header
from .site import draw_loose_tile
from .sprites import draw_outline, hex_face, paste_centred, rim_colour

TILE_HEX = 44
TILE_Y = S.MARGIN + HEADER_HEIGHT + 130


def placement_cells(placement: Placement) -> tuple[Cell, Cell, Cell]:
    """The cells of hexes A, B, C of a placement (rule 2.2)."""
    anchor, rot = placement
    return anchor, neighbour(anchor, rot), neighbour(anchor, (rot + 1) % 6)


def preview_layout(city: City, spots: Mapping[Cell, str],
                   placement: Placement | None = None) -> CityLayout:
    """Where the city and its spots are drawn on the preview (tests sample pixels)."""
    cells = city_cells(city) | set(spots)
    if placement is not None:
        cells |= set(placement_cells(placement))
    return CityLayout.fit(cells, CITY_AREA, S.HEX_MAX)


def draw_spots(canvas: Image.Image, city: City, spots: Mapping[Cell, str],
               layout: CityLayout) -> None:
    """Each spot's code over its cell: on the table (level 1) a pale outline with the
    code, higher up a badge in the colour of the level reached, in place of the
    covered hex's level so that its letter stays readable. Drawn directly: a city's
    hex size changes from turn to turn, so cached pictures would rarely be reused."""
    draw = ImageDraw.Draw(canvas)
    s = layout.size
    for cell, code in spots.items():
        x, y = layout.centre(cell)
        level = city.level(*cell) + 1
        if level == 1:
            draw_outline(draw, layout.corners(cell), S.MUTED, max(1, round(s / 20)))
            draw_fitted(draw, (x, y), code, round(s * 0.7), round(s * 1.5), S.TEXT)
            continue
        w, h, y = s * 1.2, s * 0.66, y + s * 0.42
        draw.rounded_rectangle([x - w / 2, y - h / 2, x + w / 2, y + h / 2], radius=s * 0.18,
                               fill=rim_colour(level), outline=S.INK, width=max(2, s // 16))
        draw_fitted(draw, (x, y), code, round(s * 0.56), round(w * 0.9), S.INK)


def draw_tile_in_place(canvas: Image.Image, tile: int, placement: Placement, level: int,
                       layout: CityLayout, locale: str) -> None:
    """The tile's hexes drawn on their cells at the level they would reach, framed."""
    cells = placement_cells(placement)
    for cell, hex_type in zip(cells, TILES[tile].hexes, strict=True):
        face = hex_face(hex_type, level, layout.size, hex_mark(hex_type, locale))
        paste_centred(canvas, face, *layout.centre(cell))
    frame_cells(canvas, cells, layout)


def _signed(number: int) -> str:
    return f"+{number}" if number >= 0 else f"−{-number}"


def _draw_outcome(canvas: Image.Image, code: str, preview: Preview, top: float,
                  locale: str) -> None:
    """The chosen spot's level, stones and score change, then each district's."""
    draw = ImageDraw.Draw(canvas)
    x, w = SIDE_X + 16, SIDE_WIDTH - 32
    t = translate
    lines = [t(locale, "render_akropolis.spot", code=code),
             t(locale, "render_akropolis.level_reached", level=preview.level),
             t(locale, "render_akropolis.stones_gained", count=preview.stones_gained),
             t(locale, "render_akropolis.score_change", change=_signed(preview.total_change))]
    for index, line in enumerate(lines):
        draw_fitted(draw, (x, top + 40 * index), line, 32, w,
                    S.HIGHLIGHT if index == len(lines) - 1 else S.TEXT, anchor="lm")
    row = top + len(lines) * 40 + 10
    for district in DISTRICTS:
        change = preview.score_change[district]
        if change:
            district_row(canvas, HexType(district.value), row, x - 4, _signed(change), w, locale)
            row += 52


def draw_placement(view: PublicView, anchors: tuple, take: int, name: str, locale: str,
                   placement: Placement | None = None, preview: Preview | None = None,
                   ) -> Image.Image:
    """The preview image; see the module docstring."""
    canvas = blank(locale)
    seat = view.player
    city = view.cities[seat]
    assert isinstance(city, City)
    spots = anchor_codes(anchors)
    tile = view.site[take]
    draw_seat_header(canvas, view, seat, (SIDE_X, S.MARGIN, SIDE_WIDTH, HEADER_HEIGHT), name,
                     locale)
    draw = ImageDraw.Draw(canvas)
    mid = SIDE_X + SIDE_WIDTH / 2
    draw_fitted(draw, (mid, TILE_Y - 100), translate(locale, "render_akropolis.choose_spot",
                                                      number=take), 28, SIDE_WIDTH - 24,
                S.TEXT)
    draw_loose_tile(canvas, tile, mid, TILE_Y, TILE_HEX, locale)
    cost = (translate(locale, "render_akropolis.cost", count=take) if take
            else translate(locale, "render_akropolis.free"))
    draw_fitted(draw, (mid, TILE_Y + 112), cost, 28, SIDE_WIDTH - 24, S.MUTED)
    layout = preview_layout(city, spots, placement)
    draw_city(canvas, city, layout, locale)
    if placement is None or preview is None:
        draw_spots(canvas, city, spots, layout)
        draw_fitted(draw, (mid, TILE_Y + 170),
                    translate(locale, "render_akropolis.spots_legend"), 22, SIDE_WIDTH - 24,
                    S.MUTED, condensed=True, min_size=14)
    else:
        draw_tile_in_place(canvas, tile, placement, preview.level, layout, locale)
        _draw_outcome(canvas, spots.get(placement.anchor, "?"), preview, TILE_Y + 170, locale)
    return canvas
