"""The end-of-game image: the final table with, in the middle, each player's score
by category (buildings, Projects, Favors, total) and the winner's total marked; the
Favor board stays below it, so the Favor points can be checked."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from engine.amytis import PublicView
from i18n import translate

from ..text import draw_fitted
from . import style as S
from .header import breakdown_icons
from .table import draw_table
from .tiles import paste, paste_centred, pawn

ROW = 64
LABEL_WIDTH = 224


def draw_breakdown(canvas: Image.Image, view: PublicView, locale: str,
                   box: tuple[int, int, int, int]) -> None:
    """The score table in ``box`` (x, y, width, height)."""
    x, y, width, height = box
    draw = ImageDraw.Draw(canvas)
    draw.rounded_rectangle([x, y, x + width - 1, y + height - 1], radius=14, fill=S.PANEL,
                           outline=S.PANEL_EDGE, width=2)
    column = (width - LABEL_WIDTH - 16) / 2
    centres = [x + LABEL_WIDTH + column * (seat + 0.5) for seat in (0, 1)]
    top = y + (height - 5 * ROW) / 2
    for seat in (0, 1):
        paste_centred(canvas, pawn(seat, 22), centres[seat], top + ROW / 2)
    players = view.result.players
    rows = [
        ("render_amytis.buildings", [p.building for p in players]),
        ("render_amytis.projects", [p.projects for p in players]),
        ("render_amytis.favors", [p.favors for p in players]),
        ("render.total", [p.total for p in players]),
    ]
    for r, (key, values) in enumerate(rows, start=1):
        mid = top + r * ROW + ROW / 2
        total = r == len(rows)
        if total:
            draw.line([(x + 14, mid - ROW / 2), (x + width - 14, mid - ROW / 2)], fill=S.MUTED,
                      width=3)
        indent = 0 if total else S.TEXT_SIZES["score breakdown"] + 8
        if not total:  # the same pictures as the header's breakdown, so they read there too
            icon = breakdown_icons(S.TEXT_SIZES["score breakdown"])[r - 1]
            paste(canvas, icon, x + 14, mid - icon.height / 2)
        draw_fitted(draw, (x + 16 + indent, mid), translate(locale, key), 30 if total else 26,
                    LABEL_WIDTH - 20 - indent, S.TEXT, anchor="lm")
        for seat, value in enumerate(values):
            if total and seat in view.result.winners:
                draw.rounded_rectangle([centres[seat] - column / 2 + 8, mid - ROW / 2 + 4,
                                        centres[seat] + column / 2 - 8, mid + ROW / 2 - 4],
                                       radius=10, fill=S.WINNER)
            ink = S.INK if total and seat in view.result.winners else S.TEXT
            draw_fitted(draw, (centres[seat], mid + 1), str(value), 38 if total else 32,
                        round(column), ink)


def draw_final(view: PublicView, locale: str, names: Sequence[str]) -> Image.Image:
    """The final table: the breakdown takes the place of the main board and the
    display, which no longer matter; the Favor board stays."""
    canvas = draw_table(view, locale, names, {"board": False, "display": False})
    height = S.FAVOR_Y - 10 - S.TOP
    draw_breakdown(canvas, view, locale, (S.CENTRE_X, S.TOP, S.CENTRE_WIDTH, height))
    return canvas
