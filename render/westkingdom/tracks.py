"""The virtue track, the Cathedral's levels and the Guildhall grid: where each seat's
marker stands, with the room left and the spaces that trigger something."""

from __future__ import annotations

from PIL import ImageDraw

from engine.westkingdom import PublicView
from engine.westkingdom.board import (
    CATHEDRAL_POINTS,
    CATHEDRAL_ROOM,
    CATHEDRAL_TOP,
    END,
    REFRESH,
    RESET,
    VIRTUE_MAX,
    VIRTUE_POINTS,
    guildhall_empty,
    guildhall_row,
    guildhall_size,
    guildhall_trigger,
)
from i18n import translate

from .. import text
from . import layout as L
from . import style as S
from .changes import Changes
from .places import frame, panel, title
from .seats import disc

TRIGGER_MARKS = {REFRESH: "↻", RESET: "◆", END: "★"}
MARKER = 11


VIRTUE_LABELS = 124
"""The width of the virtue track's title column, left of its values."""
VP_SIZE = 20


def _virtue_geometry() -> tuple[float, float]:
    x, _, w, _ = L.virtue_box()
    return x + VIRTUE_LABELS, (w - VIRTUE_LABELS - 8) / (VIRTUE_MAX + 1)


def virtue_static(draw: ImageDraw.ImageDraw, locale: str) -> None:
    """The virtue track: values 0..14, each with the VP it gives at the end, both
    large enough to read on a phone."""
    box = L.virtue_box()
    x, y, _, h = box
    panel(draw, box)
    title(draw, (x, y, VIRTUE_LABELS + 10, h), translate(locale, "render_westkingdom.virtue"))
    left, step = _virtue_geometry()
    for value in range(VIRTUE_MAX + 1):
        cx = left + step * (value + 0.5)
        shade = S.PANEL_EDGE if value % 2 else S.BACKGROUND
        draw.rectangle([cx - step / 2, y + 6, cx + step / 2 - 1, y + h - 7], fill=shade)
        text.draw_text(draw, (cx, y + 20), str(value), text.font(S.MIN_TEXT), S.TEXT,
                       anchor="mm")
        points = VIRTUE_POINTS[value]
        text.draw_text(draw, (cx, y + 45), f"{points:+d}".replace("-", "−") if points else "0",
                       text.font(VP_SIZE, True), S.GOLD, anchor="mm")
    text.draw_fitted(draw, (x + 10, y + 45), translate(locale, "render_westkingdom.vp_short"),
                     S.SMALL, VIRTUE_LABELS - 16, S.MUTED, anchor="lm", condensed=True,
                     min_size=11)


def draw_virtue(draw: ImageDraw.ImageDraw, view: PublicView, changed: Changes) -> None:
    """Every seat's marker on the virtue track, under its value (two abreast where
    several share one)."""
    box = L.virtue_box()
    y = box[1]
    frame(draw, box, changed.virtue)
    left, step = _virtue_geometry()
    by_value: dict[int, list[int]] = {}
    for seat, tableau in enumerate(view.tableaus):
        by_value.setdefault(tableau.virtue, []).append(seat)
    for value, seats in by_value.items():
        cx = left + step * (value + 0.5)
        for index, seat in enumerate(seats):
            row, col = divmod(index, 2)
            offset = 0 if len(seats) == 1 else (col - 0.5) * (step / 2)
            small = len(seats) > 2
            disc(draw, (cx + offset, y + (64 if small else 72) + row * 17),
                 8 if small else MARKER, seat)


def _cathedral_row(level: int) -> float:
    _, y, _, h = L.cathedral_box()
    row_h = (h - 34) / (CATHEDRAL_TOP + 1)
    return y + 34 + row_h * (CATHEDRAL_TOP - level + 0.5)


def cathedral_static(draw: ImageDraw.ImageDraw, locale: str) -> None:
    """The Cathedral's levels, each with its end VP."""
    box = L.cathedral_box()
    x = box[0]
    panel(draw, box)
    title(draw, box, translate(locale, "render_westkingdom.cathedral"))
    for level in range(CATHEDRAL_TOP + 1):
        cy = _cathedral_row(level)
        text.draw_text(draw, (x + 18, cy), str(level), text.font(VP_SIZE), S.TEXT, anchor="mm")
        text.draw_text(draw, (x + 62, cy), f"{CATHEDRAL_POINTS[level]}",
                       text.font(VP_SIZE, True), S.GOLD, anchor="rm")


def draw_cathedral(draw: ImageDraw.ImageDraw, view: PublicView, changed: Changes) -> None:
    """Each level's room as empty rings and the seats standing there as their discs."""
    box = L.cathedral_box()
    x, _, w, _ = box
    frame(draw, box, changed.cathedral)
    for level in range(CATHEDRAL_TOP + 1):
        cy = _cathedral_row(level)
        here = [seat for seat, t in enumerate(view.tableaus) if t.cathedral == level]
        room = max(CATHEDRAL_ROOM[level] if level else view.seats, len(here))
        space = min(28, (w - 80) / max(room, 1))
        for index in range(room):
            cx = x + 74 + space * (index + 0.5)
            if index < len(here):
                disc(draw, (cx, cy), min(MARKER + 1, space / 2 - 1), here[index])
            else:
                r = min(MARKER, space / 2 - 2)
                draw.ellipse([cx - r, cy - r, cx + r, cy + r], outline=S.MUTED, width=2)


def _guild_cell(space: int, seats: int) -> tuple[float, float, float]:
    x, y, w, _ = L.guildhall_box()
    row = guildhall_row(seats)
    cell = min(30, (w - 16) / row)
    r, c = divmod(space, row)
    return x + 8 + cell * (c + 0.5), y + 34 + cell * (r + 0.5), cell


def guildhall_static(draw: ImageDraw.ImageDraw, seats: int, locale: str) -> None:
    """The empty grid with the trigger marks on their spaces, and their legend."""
    box = L.guildhall_box()
    x, _, w, _ = box
    panel(draw, box)
    title(draw, box, translate(locale, "render_westkingdom.guildhall"), right=46)
    for space in range(guildhall_size(seats)):
        cx, cy, cell = _guild_cell(space, seats)
        draw.rectangle([cx - cell / 2 + 2, cy - cell / 2 + 2, cx + cell / 2 - 2, cy + cell / 2 - 2],
                       fill=S.BACKGROUND, outline=S.PANEL_EDGE, width=1)
        mark = guildhall_trigger(space + 1, seats)
        if mark:
            text.draw_text(draw, (cx, cy), TRIGGER_MARKS[mark], text.font(S.LABEL), S.GOLD,
                           anchor="mm")
    _, bottom, cell = _guild_cell(guildhall_size(seats) - 1, seats)
    legend_y = bottom + cell / 2 + 10
    for index, key in enumerate(("legend_refresh", "legend_reset", "legend_end")):
        text.draw_fitted(draw, (x + 10, legend_y + index * 20),
                         translate(locale, f"render_westkingdom.{key}"), S.LABEL, w - 20,
                         S.MUTED, anchor="lm", condensed=True, min_size=12)


def draw_guildhall(draw: ImageDraw.ImageDraw, view: PublicView, changed: Changes) -> None:
    """The filled spaces, the ones filled last turn framed, and the spaces left."""
    box = L.guildhall_box()
    x, y, w, _ = box
    frame(draw, box, bool(changed.guildhall))
    size = guildhall_size(view.seats)
    left = guildhall_empty(view.seats, len(view.guildhall))
    text.draw_text(draw, (x + w - 10, y + 18), str(left), text.font(S.NUMBER), S.TEXT,
                   anchor="rm")
    for space, seat in enumerate(view.guildhall[:size]):
        cx, cy, cell = _guild_cell(space, view.seats)
        fresh = space in changed.guildhall
        draw.rectangle([cx - cell / 2 + 2, cy - cell / 2 + 2, cx + cell / 2 - 2, cy + cell / 2 - 2],
                       fill=S.BACKGROUND, outline=S.HIGHLIGHT if fresh else S.PANEL_EDGE,
                       width=3 if fresh else 1)
        disc(draw, (cx, cy), cell / 2 - 5, seat)
    extra = len(view.guildhall) - size
    if extra > 0:
        _, bottom, cell = _guild_cell(size - 1, view.seats)
        text.draw_text(draw, (x + w - 10, bottom + cell / 2 + 6), f"+{extra}",
                       text.font(S.SMALL), S.TEXT, anchor="rm")
