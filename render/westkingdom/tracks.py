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
    guildhall_row,
    guildhall_size,
    guildhall_trigger,
)
from i18n import translate

from .. import text
from . import layout as L
from . import style as S
from .changes import Changes
from .places import panel, title
from .seats import disc

TRIGGER_MARKS = {REFRESH: "↻", RESET: "◆", END: "★"}
MARKER = 11


def draw_virtue(draw: ImageDraw.ImageDraw, view: PublicView, locale: str,
                changed: Changes) -> None:
    """Virtue 0..14, each value with its end VP, and every seat's marker on it."""
    box = L.virtue_box()
    x, y, w, h = box
    panel(draw, box, changed.virtue)
    title(draw, box, translate(locale, "render_westkingdom.virtue"))
    left = x + 150
    step = (w - 160) / (VIRTUE_MAX + 1)
    by_value: dict[int, list[int]] = {}
    for seat, tableau in enumerate(view.tableaus):
        by_value.setdefault(tableau.virtue, []).append(seat)
    for value in range(VIRTUE_MAX + 1):
        cx = left + step * (value + 0.5)
        shade = S.PANEL_EDGE if value % 2 else S.BACKGROUND
        draw.rectangle([cx - step / 2, y + 6, cx + step / 2 - 1, y + h - 7], fill=shade)
        text.draw_text(draw, (cx, y + 18), str(value), text.font(S.LABEL), S.TEXT, anchor="mm")
        points = VIRTUE_POINTS[value]
        text.draw_text(draw, (cx, y + 36), f"{points:+d}" if points else "0",
                       text.font(12, True), S.MUTED, anchor="mm")
        for index, seat in enumerate(by_value.get(value, ())):
            row, col = divmod(index, 2)
            offset = 0 if len(by_value[value]) == 1 else (col - 0.5) * (step / 2)
            disc(draw, (cx + offset, y + 56 + row * 16), MARKER if len(by_value[value]) < 3
                 else 8, seat)
    text.draw_fitted(draw, (x + 10, y + 44), translate(locale, "render_westkingdom.vp_short"),
                     S.SMALL, 130, S.MUTED, anchor="lm", condensed=True)


def draw_cathedral(draw: ImageDraw.ImageDraw, view: PublicView, locale: str,
                   changed: Changes) -> None:
    """Levels 5 down to 0, each with its end VP, its room as empty rings and the
    seats standing there as their discs."""
    box = L.cathedral_box()
    x, y, w, h = box
    panel(draw, box, changed.cathedral)
    title(draw, box, translate(locale, "render_westkingdom.cathedral"))
    row_h = (h - 34) / (CATHEDRAL_TOP + 1)
    for level in range(CATHEDRAL_TOP, -1, -1):
        cy = y + 34 + row_h * (CATHEDRAL_TOP - level + 0.5)
        text.draw_text(draw, (x + 18, cy), str(level), text.font(S.LABEL), S.TEXT, anchor="mm")
        text.draw_text(draw, (x + 58, cy), f"{CATHEDRAL_POINTS[level]}",
                       text.font(S.SMALL, True), S.GOLD, anchor="rm")
        here = [seat for seat, t in enumerate(view.tableaus) if t.cathedral == level]
        room = max(CATHEDRAL_ROOM[level] if level else view.seats, len(here))
        space = min(28, (w - 76) / max(room, 1))
        for index in range(room):
            cx = x + 76 + space * (index + 0.5)
            if index < len(here):
                disc(draw, (cx, cy), min(MARKER + 1, space / 2 - 1), here[index])
            else:
                r = min(MARKER, space / 2 - 2)
                draw.ellipse([cx - r, cy - r, cx + r, cy + r], outline=S.MUTED, width=2)


def draw_guildhall(draw: ImageDraw.ImageDraw, view: PublicView, locale: str,
                   changed: Changes) -> None:
    """The grid, filled left to right and top to bottom, with the trigger marks on
    their spaces, and the legend of the marks under it."""
    box = L.guildhall_box()
    x, y, w, _h = box
    panel(draw, box, bool(changed.guildhall))
    size = guildhall_size(view.seats)
    row = guildhall_row(view.seats)
    left = max(0, size - len(view.guildhall))
    title(draw, box, f"{translate(locale, 'render_westkingdom.guildhall')}", right=46)
    text.draw_text(draw, (x + w - 10, y + 18), str(left), text.font(S.NUMBER), S.TEXT,
                   anchor="rm")
    cell = min(30, (w - 16) / row)
    top = y + 34
    for space in range(size):
        r, c = divmod(space, row)
        cx, cy = x + 8 + cell * (c + 0.5), top + cell * (r + 0.5)
        outline = S.HIGHLIGHT if space in changed.guildhall else S.PANEL_EDGE
        draw.rectangle([cx - cell / 2 + 2, cy - cell / 2 + 2, cx + cell / 2 - 2, cy + cell / 2 - 2],
                       fill=S.BACKGROUND, outline=outline, width=3 if outline == S.HIGHLIGHT else 1)
        if space < len(view.guildhall):
            disc(draw, (cx, cy), cell / 2 - 5, view.guildhall[space])
        else:
            mark = guildhall_trigger(space + 1, view.seats)
            if mark:
                text.draw_text(draw, (cx, cy), TRIGGER_MARKS[mark], text.font(S.LABEL),
                               S.GOLD, anchor="mm")
    extra = len(view.guildhall) - size
    legend_y = top + 4 * cell + 10
    if extra > 0:
        text.draw_text(draw, (x + w - 10, legend_y - 4), f"+{extra}", text.font(S.SMALL),
                       S.TEXT, anchor="rm")
    for index, key in enumerate(("legend_refresh", "legend_reset", "legend_end")):
        text.draw_fitted(draw, (x + 10, legend_y + index * 18),
                         translate(locale, f"render_westkingdom.{key}"), S.SMALL, w - 20,
                         S.MUTED, anchor="lm", condensed=True, min_size=11)
