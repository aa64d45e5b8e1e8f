"""The table, posted after every move for the player to move: the Construction Site
with its costs, the round, the stacks left and the Chief Architect, and each seat's
panel (name, stones, score and city, the last tile placed framed).

Where each goes depends on the seats and on who is to move (``table_layout``): the
mover's city large, and with three or four seats the others as compact cards.
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
from .seats import draw_seat_card, draw_seat_header, last_mover, to_move
from .site import draw_site
from .sprites import chief_icon, paste_centred
from .table_layout import HEIGHT, SITE_HEX, WIDTH, Box, table_layout

__all__ = ["SITE_HEX", "city_box", "city_layout", "draw_table", "panel_box", "site_box"]


def panel_box(seat: int, seats: int, mover: int | None = None, solo: bool = False) -> Box:
    """The box (x, y, w, h) of ``seat``'s panel among ``seats`` panels (cities), with
    ``mover`` to play (None: every panel the same size) and whether it is a solo game."""
    return table_layout(seats, mover, solo).panels[seat]


def city_box(seat: int, seats: int, mover: int | None = None, solo: bool = False) -> Box:
    """The part of ``seat``'s panel that holds its city."""
    return table_layout(seats, mover, solo).city(seat)


def site_box(seats: int = 2, mover: int | None = None, solo: bool = False) -> Box:
    """The site's box: its title on top, then its tiles with their costs."""
    return table_layout(seats, mover, solo).site


def city_layout(city: City, seat: int, seats: int, mover: int | None = None,
                solo: bool = False) -> CityLayout:
    """Where ``seat``'s city is drawn on the table (tests sample pixels with it)."""
    layout = table_layout(seats, mover, solo)
    return CityLayout.fit(city_cells(city), layout.city(seat), layout.largest_hex(seat))


@lru_cache(maxsize=32)
def background(seats: int, mover: int | None, solo: bool) -> Image.Image:
    """The empty table: the site's, the round's and every seat's panels."""
    image = Image.new("RGB", (WIDTH, HEIGHT), S.BACKGROUND)
    draw = ImageDraw.Draw(image)
    layout = table_layout(seats, mover, solo)
    for seat, (x, y, w, h) in enumerate(layout.panels):
        turn = seat == mover
        draw.rounded_rectangle([x, y, x + w - 1, y + h - 1], radius=14, fill=S.PANEL,
                               outline=S.TURN if turn else S.PANEL_EDGE, width=5 if turn else 2)
    for x, y, w, h in (layout.site, layout.info):
        draw.rounded_rectangle([x, y, x + w - 1, y + h - 1], radius=14, fill=S.PANEL,
                               outline=S.PANEL_EDGE, width=2)
    return image


def total_rounds(view: PublicView) -> int:
    """The rounds of the whole game: the one being played, those before, and one per
    stack still face down."""
    return view.round + 1 + view.stacks_left


def draw_info(canvas: Image.Image, view: PublicView, names: Sequence[str], box: Box,
              locale: str) -> None:
    """The round (or the game's end), the stacks left and the Chief Architect, the
    name on a line of its own so that it is never cut when it fits; in two columns
    when the box is wide."""
    draw = ImageDraw.Draw(canvas)
    x, y, w, h = box
    wide = w > 2 * h
    column = w / 2 if wide else w
    headline = (translate(locale, "render.game_over") if view.result.finished else
                translate(locale, "render_akropolis.round", round=view.round + 1,
                          total=total_rounds(view)))
    stacks = (translate(locale, "render_akropolis.stacks", count=view.stacks_left)
              if view.stacks_left else translate(locale, "render_akropolis.no_stacks"))
    top = y + (h / 4 if wide else 30)
    draw_fitted(draw, (x + column / 2, top), headline, 34, round(column) - 24, S.TEXT)
    draw_fitted(draw, (x + column / 2, top + (h / 2 if wide else 44)), stacks, 28,
                round(column) - 24, S.MUTED)
    cx, cy = (x + column, y + h / 4) if wide else (x, y + 128)
    paste_centred(canvas, chief_icon(44), cx + 34, cy + 20)
    draw_fitted(draw, (cx + 64, cy), translate(locale, "render_akropolis.chief"), 22,
                round(column) - 76, S.MUTED, anchor="lm", min_size=16)
    draw_fitted(draw, (cx + 64, cy + 36), names[view.chief], 30, round(column) - 76, S.TEXT,
                anchor="lm", min_size=18)


def draw_table(view: PublicView, names: Sequence[str], locale: str,
               focus: int | None = None) -> Image.Image:
    """The table image of ``view``, names already resolved: the city of ``focus`` large
    and framed (by default the seat to move; a replay shows the one that just played)."""
    seats, solo = len(view.cities), view.seats == 1
    mover = to_move(view)
    large = mover if focus is None else focus
    layout = table_layout(seats, large, solo)
    canvas = background(seats, large, solo).copy()
    affordable = None if mover is None else view.stones[mover] + 1
    draw_site(canvas, view.site, affordable, layout.site, SITE_HEX, locale, view.selection,
              layout.site_rows)
    draw_info(canvas, view, names, layout.info, locale)
    framed = last_mover(view)
    for seat, city in enumerate(view.cities):
        box = layout.panels[seat]
        if layout.compact[seat]:
            draw_seat_card(canvas, view, seat, box, names[seat])
        else:
            draw_seat_header(canvas, view, seat, box, names[seat], locale)
        if isinstance(city, ArchitectCity):
            draw_architect(canvas, city, view.architect, layout.city(seat), locale)
        else:
            draw_city(canvas, city, city_layout(city, seat, seats, large, solo), locale,
                      last_tile_cells(city) if seat == framed else ())
    return canvas
