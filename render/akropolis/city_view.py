"""One city at full size (``/akropolis city @player``): the city as large as it fits,
its last tile framed, and beside it the seat's header and score breakdown."""

from __future__ import annotations

from PIL import Image

from engine.akropolis import ArchitectCity, City, PublicView

from . import style as S
from .architect import draw_architect
from .city import city_cells, draw_city, last_tile_cells
from .layout import CityLayout
from .panel import CITY_AREA, SIDE_WIDTH, SIDE_X, blank, draw_breakdown
from .seats import HEADER_HEIGHT, draw_seat_header

BREAKDOWN_Y = S.MARGIN + HEADER_HEIGHT + 20


def full_city_layout(city: City) -> CityLayout:
    """Where a city is drawn on its own image (tests sample pixels with it)."""
    return CityLayout.fit(city_cells(city), CITY_AREA, S.HEX_MAX)


def side_box() -> tuple[int, int, int, int]:
    """The seat header's box in the side column."""
    return SIDE_X, S.MARGIN, SIDE_WIDTH, HEADER_HEIGHT


def draw_city_view(view: PublicView, seat: int, name: str, locale: str) -> Image.Image:
    """``seat``'s city alone; the Architect's hexes by kind in solo."""
    canvas = blank(locale)
    city = view.cities[seat]
    draw_seat_header(canvas, view, seat, side_box(), name, locale)
    if isinstance(city, ArchitectCity):
        draw_architect(canvas, city, view.architect, CITY_AREA, locale)
    else:
        draw_city(canvas, city, full_city_layout(city), locale, last_tile_cells(city))
    draw_breakdown(canvas, view.result.players[seat], BREAKDOWN_Y, locale)
    return canvas
