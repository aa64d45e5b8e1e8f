"""The review image of one Akropolis decision (issue 29): the deciding seat's city
and the Construction Site just before it, from that seat's public view (the site
and the cities, never the order of the stacks), with the move played and the better
move marked (``render.review``).

In the city, the move played is a solid outline around its tile's three cells and
the better move a dashed hexagon inside each of its cells, so the two never hide
each other even on the same cells; each has its badge where its three hexes meet.
On the site, the tile each took is framed the same way. The side column shows each
move's tile turned as it was (or would have been) placed, its badge on hex A as in
the city, with its cost, the level it reaches and the points it brings at once.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from engine.akropolis import TILES, City, Move, Placement, Preview
from engine.akropolis.review import REVIEWER
from engine.review import Judgement
from i18n import normalize_locale, translate

from .. import review as R
from ..palettes import mapped, palette_of
from ..png import encode_png
from ..text import draw_fitted
from . import style as S
from .city import city_cells, draw_city, hex_mark
from .layout import CityLayout, corners, neighbour
from .palette import base_colours
from .panel import HEIGHT, SIDE_WIDTH, SIDE_X, WIDTH, blank
from .placement import placement_cells
from .seats import HEADER_HEIGHT, draw_seat_header, seat_names
from .site import COST_WIDTH, draw_site, site_grid
from .sprites import draw_outline, hex_face, paste_centred, stone_icon

LEFT_WIDTH = SIDE_X - 2 * S.MARGIN
BANNER = (S.MARGIN, S.MARGIN, LEFT_WIDTH, 104)
SITE_HEIGHT = 224
SITE = (S.MARGIN, HEIGHT - S.MARGIN - SITE_HEIGHT, WIDTH - 2 * S.MARGIN, SITE_HEIGHT)
"""The Construction Site across the whole foot, so that six tiles (four seats) are
drawn as large as three."""
SITE_TILES = (SITE[0] + 16, SITE[1] + 4, SITE[2] - 32, SITE[3] - 8)
CITY_AREA = (S.MARGIN, S.MARGIN + BANNER[3] + 6, LEFT_WIDTH,
             SITE[1] - S.MARGIN - BANNER[3] - 12)
SITE_HEX = 36
TILE_HEX = 40
BADGE = 40
MIN_BADGE = 24
BLOCK_TOP = S.MARGIN + HEADER_HEIGHT + 10
BLOCK_HEIGHT = 260


def review_layout(city: City, placements: list[Placement]) -> CityLayout:
    """Where the city is drawn: big enough for its cells and every marked one."""
    cells = city_cells(city) | {c for p in placements for c in placement_cells(p)}
    return CityLayout.fit(cells, CITY_AREA, S.HEX_MAX)


def meeting_point(layout: CityLayout, placement: Placement) -> tuple[float, float]:
    """Where a tile's three hexes meet (its badge goes there, off their letters)."""
    points = [layout.centre(cell) for cell in placement_cells(placement)]
    return sum(x for x, _ in points) / 3, sum(y for _, y in points) / 3


def mark_placement(canvas: Image.Image, layout: CityLayout, placement: Placement,
                   mark: str) -> None:
    """``mark`` on the cells ``placement`` covers (see the module docstring)."""
    cells = placement_cells(placement)
    width = max(5, round(layout.size / 7))
    if mark == "played":
        edges = [layout.edge(cell, d) for cell in cells for d in range(6)
                 if neighbour(cell, d) not in cells]
        R.draw_mark_path(canvas, edges, mark, width)
    else:
        for cell in cells:
            ring = corners(*layout.centre(cell), 0.72 * layout.size)
            R.draw_mark_path(canvas, list(zip(ring, ring[1:] + ring[:1], strict=True)), mark,
                             width)
    x, y = meeting_point(layout, placement)
    badge = max(MIN_BADGE, min(BADGE, layout.size))  # never hiding a small tile whole
    R.paste_badge(canvas, mark, badge, x, y + (0.45 * badge if mark == "better" else 0))


def draw_turned_tile(canvas: Image.Image, tile: int, rot: int, box: tuple[float, float, float,
                     float], locale: str, mark: str) -> None:
    """``tile`` turned ``rot`` as placed, centred in ``box``, the mark's badge where
    its hexes meet (as in the city)."""
    placement = Placement((0, 0), rot)
    cells = placement_cells(placement)
    layout = CityLayout.fit(cells, box, TILE_HEX)
    draw = ImageDraw.Draw(canvas)
    for cell, hex_type in zip(cells, TILES[tile].hexes, strict=True):
        paste_centred(canvas, hex_face(hex_type, 0, layout.size, hex_mark(hex_type, locale)),
                      *layout.centre(cell))
    for cell in cells:
        draw_outline(draw, layout.corners(cell), S.EDGE_TILE, max(2, round(layout.size / 12)))
    R.paste_badge(canvas, mark, BADGE, *meeting_point(layout, placement))


def _signed(number: int) -> str:
    return f"+{number}" if number > 0 else f"−{-number}" if number < 0 else "0"


def draw_block(canvas: Image.Image, top: float, mark: str, label: str, tile: int, move: Move,
               preview: Preview, locale: str) -> None:
    """One move in the side column: its mark and name, its tile as placed, its cost
    in stones (as the site shows it), the level it reaches and the points it brings
    at once; no word smaller than 8 px on a phone."""
    draw = ImageDraw.Draw(canvas)
    x, w = SIDE_X + 16, SIDE_WIDTH - 32
    smallest = R.smallest_text(canvas)
    R.paste_badge(canvas, mark, BADGE, x + 20, top + 24)
    draw_fitted(draw, (x + 50, top + 25), label, smallest + 2, w - 50, R.COLOURS[mark],
                anchor="lm", condensed=True, min_size=smallest)
    draw_turned_tile(canvas, tile, move.rot, (x, top + 50, 170, 170), locale, mark)
    left = x + 182
    paste_centred(canvas, stone_icon(32), left + 16, top + 82)
    draw_fitted(draw, (left + 40, top + 83), str(move.take), smallest + 4, w - 222, S.TEXT,
                anchor="lm", min_size=smallest)
    lines = [translate(locale, "render_akropolis.level_reached", level=preview.level),
             translate(locale, "render_akropolis.score_change",
                       change=_signed(preview.total_change))]
    for i, line in enumerate(lines, start=1):
        draw_fitted(draw, (left, top + 82 + 48 * i), line, smallest, w - 182, S.TEXT,
                    anchor="lm", condensed=True, min_size=smallest)


def site_slot(index: int, count: int) -> tuple[float, float, float, float]:
    """The box (x, y, w, h) of site tile ``index`` with its cost (what a mark frames)."""
    size, centres = site_grid(count, SITE_TILES, 1, SITE_HEX)
    cx, cy = centres[index]
    return cx - 2.0 * size, cy - 1.95 * size, 3.9 * size + COST_WIDTH, 3.9 * size


@lru_cache(maxsize=1)
def review_palette() -> Image.Image:
    """The Akropolis palette with the review's mark colours as entries of their own."""
    return palette_of([*base_colours(), *R.COLOURS.values()])


def review_image(record: Mapping[str, Any], judgement: Judgement, locale: str,
                 names: Sequence[str | None] | None = None) -> Image.Image:
    """The review image as a Pillow image (for tests that sample pixels); ``names``
    are the seats' display names, as on the table ("Player n" where none is given)."""
    code = normalize_locale(locale)
    seat = judgement.step.seat
    game = REVIEWER.position(record, judgement.step.index)
    view = game.public_view(seat)
    city = view.cities[seat]
    assert isinstance(city, City)
    moves = {which: Move.parse(text) for which, text in
             (("played", judgement.step.played), ("better", judgement.best))}
    shown = R.marks(judgement)
    canvas = blank(code, side_bottom=SITE[1] - S.MARGIN)
    ImageDraw.Draw(canvas).rounded_rectangle(
        [SITE[0], SITE[1], SITE[0] + SITE[2] - 1, SITE[1] + SITE[3] - 1], radius=14,
        fill=S.PANEL, outline=S.PANEL_EDGE, width=2)
    draw_site(canvas, view.site, None, SITE_TILES, SITE_HEX, code)
    layout = review_layout(city, [moves[m].placement for m in shown])
    draw_city(canvas, city, layout, code)
    draw_seat_header(canvas, view, seat, (SIDE_X, S.MARGIN, SIDE_WIDTH, HEADER_HEIGHT),
                     seat_names(view, names, code)[seat], code)
    labels = dict(R.legend(judgement, code))
    for i, which in enumerate(shown):
        move = moves[which]
        tile = view.site[move.take]
        mark_placement(canvas, layout, move.placement, which)
        R.mark_box(canvas, site_slot(move.take, len(view.site)), which, BADGE)
        draw_block(canvas, BLOCK_TOP + i * BLOCK_HEIGHT, which, labels[which], tile, move,
                   game.preview(move.placement, move.take), code)
    R.draw_banner(canvas, BANNER, judgement, code)
    return canvas


def render_review(record: Mapping[str, Any], judgement: Judgement, locale: str,
                  names: Sequence[str | None] | None = None) -> bytes:
    """PNG bytes of the review image of ``judgement``'s step of ``record``."""
    return encode_png(mapped(review_image(record, judgement, locale, names), review_palette()))
