"""The header band: each player's chip (marker, name, score, whose turn) above that
player's column, and in the middle the turn number and the last move, or at the end
the winner."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from engine.amytis import PublicView
from i18n import translate

from ..text import draw_fitted
from .style import (
    CENTRE_WIDTH,
    CENTRE_X,
    COLUMN_X,
    HIGHLIGHT,
    MUTED,
    PANEL,
    PANEL_EDGE,
    SIDE_WIDTH,
    TEXT,
)
from .tiles import paste_centred, pawn

CHIP_TOP, CHIP_HEIGHT = 10, 78


def last_mover(view: PublicView) -> int | None:
    """The seat that played the last turn (seats alternate, the first player first)."""
    return (view.turn - 1) % 2 if view.turn else None


def draw_header(canvas: Image.Image, view: PublicView, names: Sequence[str], locale: str) -> None:
    """Both player chips and the centre lines; see the module docstring."""
    draw = ImageDraw.Draw(canvas)
    result = view.result
    for seat in (0, 1):
        x = COLUMN_X[seat]
        if result.finished:
            active, score = seat in result.winners, result.players[seat].total
        else:
            active, score = seat == view.player, view.building_points[seat]
        draw.rounded_rectangle([x, CHIP_TOP, x + SIDE_WIDTH - 1, CHIP_TOP + CHIP_HEIGHT],
                               radius=16, fill=PANEL, outline=HIGHLIGHT if active else PANEL_EDGE,
                               width=5 if active else 2)
        mid = CHIP_TOP + CHIP_HEIGHT / 2
        paste_centred(canvas, pawn(seat, 27), x + 40, mid)
        draw_fitted(draw, (x + SIDE_WIDTH - 16, mid + 2), str(score), 54, 120, TEXT, anchor="rm")
        name_width = SIDE_WIDTH - 80 - 16 - 110
        if active and not result.finished:
            draw_fitted(draw, (x + 80, mid - 14), names[seat], 30, name_width, TEXT, anchor="lm")
            draw_fitted(draw, (x + 80, mid + 20), "▶ " + translate(locale, "render.to_play"),
                        24, name_width, HIGHLIGHT, anchor="lm")
        else:
            draw_fitted(draw, (x + 80, mid), names[seat], 30, name_width, TEXT, anchor="lm")
    centre = CENTRE_X + CENTRE_WIDTH / 2
    if result.finished:
        first = translate(locale, "render.game_over")
        if len(result.winners) == 1:
            second = translate(locale, "render.winner", name=names[result.winners[0]])
        else:
            second = translate(locale, "render.shared_victory")
    else:
        first = translate(locale, "render.turn", number=view.turn + 1)
        second = _last_move_line(view, names, locale)
    draw_fitted(draw, (centre, CHIP_TOP + 20), first, 28, CENTRE_WIDTH, MUTED)
    draw_fitted(draw, (centre, CHIP_TOP + 58), second, 32, CENTRE_WIDTH, HIGHLIGHT)


def _last_move_line(view: PublicView, names: Sequence[str], locale: str) -> str:
    seat = last_mover(view)
    if seat is None:
        return translate(locale, "render.game_start")
    points = view.turn_points[-1]
    return translate(locale, "render_amytis.last_move", name=names[seat],
                     points="+" + translate(locale, "render.points", count=points))
