"""A compact row per seat under the board: what the table knows of each player,
the numbers at the size a player decides by."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import ImageDraw

from engine.westkingdom import APPRENTICES, PublicView
from engine.westkingdom.bundles import RESOURCES
from i18n import translate

from .. import text
from . import layout as L
from . import style as S
from .apprentices import skill_letters
from .seats import disc

NAME_X, NAME_W = 50, 170
RES_X, RES_STEP = 236, 58
KEYS = ("virtue", "debts", "supply", "captives", "hand", "skills", "built", "score")
COLUMN_STEP = (L.WIDTH - S.MARGIN - 8 - (RES_X + RES_STEP * 6)) / len(KEYS)
COLUMNS = tuple((key, round(RES_X + RES_STEP * 6 + COLUMN_STEP * (index + 0.5)))
                for index, key in enumerate(KEYS))
"""Each further column's centre x, by its catalogue key, spaced evenly after the
resources."""


def skills_of(view: PublicView, seat: int) -> int:
    """The union of the skills of ``seat``'s hired apprentices."""
    mask = 0
    for card in view.tableaus[seat].apprentices:
        mask |= APPRENTICES[card].skills
    return mask


def values(view: PublicView, seat: int, locale: str) -> dict[str, str]:
    """The text of each column of ``seat``'s row."""
    t = view.tableaus[seat]
    return {
        "virtue": str(t.virtue),
        "debts": str(t.debts),
        "supply": str(t.supply),
        "captives": str(sum(t.captives)),
        "hand": str(t.hand_size),
        "skills": skill_letters(skills_of(view, seat), locale) or "–",
        "built": str(len(t.buildings)),
        "score": str(view.result.players[seat].total),
    }


def draw_heads(draw: ImageDraw.ImageDraw, locale: str) -> None:
    """The column labels over the rows."""
    y = L.ROWS_Y + L.ROWS_HEAD / 2
    for index, name in enumerate(RESOURCES):
        text.draw_text(draw, (RES_X + RES_STEP * (index + 0.5), y),
                       translate(locale, f"render_westkingdom.res.{name}"),
                       text.font(S.LABEL), S.RESOURCE_COLOURS[name], anchor="mm")
    for key, cx in COLUMNS:
        text.draw_fitted(draw, (cx, y), translate(locale, f"render_westkingdom.col.{key}"),
                         S.LABEL, round(COLUMN_STEP) - 6, S.MUTED, condensed=True, min_size=13)


def rows_static(draw: ImageDraw.ImageDraw, seats: int, locale: str) -> None:
    """The column labels and an empty row per seat."""
    draw_heads(draw, locale)
    for seat in range(seats):
        x, y, w, h = L.row_box(seat)
        draw.rounded_rectangle([x, y + 2, x + w - 1, y + h - 3], radius=8, fill=S.PANEL,
                               outline=S.PANEL_EDGE, width=1)


def draw_rows(draw: ImageDraw.ImageDraw, view: PublicView, names: Sequence[str],
              mover: int | None, last: int | None, locale: str) -> None:
    """A row per seat; the player to move framed and arrowed in the turn colour."""
    for seat, tableau in enumerate(view.tableaus):
        x, y, w, h = L.row_box(seat)
        cy = y + h / 2
        if seat == mover:
            draw.rounded_rectangle([x, y + 2, x + w - 1, y + h - 3], radius=8,
                                   outline=S.TURN, width=3)
        disc(draw, (x + 22, cy), 15, seat)
        name = ("▶ " if seat == mover else "") + names[seat]
        text.draw_fitted(draw, (NAME_X, cy), name, 22, NAME_W, S.TEXT, anchor="lm",
                         min_size=14)
        for index, count in enumerate(tableau.res):
            text.draw_text(draw, (RES_X + RES_STEP * (index + 0.5), cy), str(count),
                           text.font(S.NUMBER), S.TEXT if count else S.DIM, anchor="mm")
        shown = values(view, seat, locale)
        for key, cx in COLUMNS:
            colour = S.GOLD if key == "score" else S.TEXT
            size = 20 if key == "skills" else S.NUMBER
            text.draw_fitted(draw, (cx, cy), shown[key], size, 72, colour, min_size=size)
        if seat == last:
            draw.rectangle([x + 2, y + 6, x + 6, y + h - 7], fill=S.HIGHLIGHT)
