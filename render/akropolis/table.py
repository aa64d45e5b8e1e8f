"""The table, posted after every move: the Construction Site with its costs, the
round and the stacks left, and one panel per seat (name, stones, score, Chief
marker, whose turn it is, and the city, the last tile placed framed).

One layout for 1 to 4 seats: the seats' panels side by side under the site, so a
city's panel gets narrower with more players and its hexes smaller; the full-size
city has its own image (``city_image``).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from engine.akropolis import ArchitectCity, City, PublicView
from i18n import translate

from ..text import draw_fitted
from . import style as S
from .architect import draw_architect
from .city import city_cells, draw_city, last_tile_cells
from .layout import CityLayout
from .seats import HEADER_HEIGHT, draw_seat_header, last_mover, to_move
from .site import draw_site
from .sprites import chief_icon, paste_centred

WIDTH, HEIGHT = 1400, 980
BAND_Y, BAND_HEIGHT = 10, 196
SITE_WIDTH = 930
SITE_HEX = 30
PANELS_Y = BAND_Y + BAND_HEIGHT + 10
PANEL_GAP = 10


def panel_box(seat: int, seats: int) -> tuple[int, int, int, int]:
    """The box (x, y, w, h) of ``seat``'s panel among ``seats`` panels."""
    width = (WIDTH - 2 * S.MARGIN - (seats - 1) * PANEL_GAP) // seats
    return (S.MARGIN + seat * (width + PANEL_GAP), PANELS_Y, width, HEIGHT - PANELS_Y - S.MARGIN)


def city_box(seat: int, seats: int) -> tuple[int, int, int, int]:
    """The part of ``seat``'s panel that holds its city."""
    x, y, w, h = panel_box(seat, seats)
    return x + 8, y + HEADER_HEIGHT, w - 16, h - HEADER_HEIGHT - 8


def site_box() -> tuple[int, int, int, int]:
    """Where the site's tiles go: the centre line of the tiles, its width and height."""
    return S.MARGIN + 10, BAND_Y + 92, SITE_WIDTH - 20, BAND_HEIGHT - 92


def city_layout(city: City, seat: int, seats: int) -> CityLayout:
    """Where ``seat``'s city is drawn on the table (tests sample pixels with it)."""
    return CityLayout.fit(city_cells(city), city_box(seat, seats), S.HEX_MAX)


@lru_cache(maxsize=16)
def background(seats: int, locale: str) -> Image.Image:
    """The empty table: the band's two panels, the seat panels, the site's title."""
    image = Image.new("RGB", (WIDTH, HEIGHT), S.BACKGROUND)
    draw = ImageDraw.Draw(image)
    boxes = [(S.MARGIN, BAND_Y, SITE_WIDTH, BAND_HEIGHT),
             (S.MARGIN + SITE_WIDTH + 10, BAND_Y, WIDTH - 2 * S.MARGIN - SITE_WIDTH - 10,
              BAND_HEIGHT)]
    boxes += [panel_box(seat, seats) for seat in range(seats)]
    for x, y, w, h in boxes:
        draw.rounded_rectangle([x, y, x + w - 1, y + h - 1], radius=14, fill=S.PANEL,
                               outline=S.PANEL_EDGE, width=2)
    draw_fitted(draw, (S.MARGIN + 16, BAND_Y + 22), translate(locale, "render_akropolis.site"),
                24, 400, S.MUTED, anchor="lm")
    return image


def total_rounds(view: PublicView) -> int:
    """The rounds of the whole game: the one being played, those before, and one per
    stack still face down."""
    return view.round + 1 + view.stacks_left


def _draw_info(canvas: Image.Image, view: PublicView, names: Sequence[str], locale: str) -> None:
    draw = ImageDraw.Draw(canvas)
    x = S.MARGIN + SITE_WIDTH + 10
    w = WIDTH - S.MARGIN - x
    mid = x + w / 2
    if view.result.finished:
        draw_fitted(draw, (mid, BAND_Y + 40), translate(locale, "render.game_over"), 34, w - 24,
                    S.TEXT)
    else:
        draw_fitted(draw, (mid, BAND_Y + 40), translate(
            locale, "render_akropolis.round", round=view.round + 1, total=total_rounds(view)),
            36, w - 24, S.TEXT)
    stacks = (translate(locale, "render_akropolis.stacks", count=view.stacks_left)
              if view.stacks_left else translate(locale, "render_akropolis.no_stacks"))
    draw_fitted(draw, (mid, BAND_Y + 92), stacks, 30, w - 24, S.MUTED)
    paste_centred(canvas, chief_icon(44), x + 36, BAND_Y + 150)
    draw_fitted(draw, (x + 66, BAND_Y + 150), f"{translate(locale, 'render_akropolis.chief')}: "
                f"{names[view.chief]}", 26, w - 80, S.TEXT, anchor="lm")


def draw_table(view: PublicView, names: Sequence[str], locale: str) -> Image.Image:
    """The table image of ``view``, names already resolved."""
    seats = len(view.cities)
    canvas = background(seats, locale).copy()
    draw = ImageDraw.Draw(canvas)
    mover = to_move(view)
    affordable = None if mover is None else view.stones[mover] + 1
    draw_site(canvas, view.site, affordable, site_box(), SITE_HEX, locale, view.selection)
    _draw_info(canvas, view, names, locale)
    framed = last_mover(view)
    for seat, city in enumerate(view.cities):
        box = panel_box(seat, seats)
        if seat == mover:
            x, y, w, h = box
            draw.rounded_rectangle([x, y, x + w - 1, y + h - 1], radius=14, outline=S.HIGHLIGHT,
                                   width=5)
        draw_seat_header(canvas, view, seat, box, names[seat], locale)
        if isinstance(city, ArchitectCity):
            draw_architect(canvas, city, view.architect, city_box(seat, seats), locale)
        else:
            draw_city(canvas, city, city_layout(city, seat, seats), locale,
                      last_tile_cells(city) if seat == framed else ())
    return canvas
