"""The board, posted after every turn: the nine locations with their workers, the
Black Market and the Prison, the virtue track, the apprentice display, the Cathedral,
the Guildhall, and a row per seat; what the last turn changed is framed in the
highlight colour.

Everything here comes from a spectator's ``PublicView``: the board never sees a
hand or a deck's order, so it cannot show them.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from engine.westkingdom import PublicView
from engine.westkingdom.board import guildhall_empty
from i18n import translate

from .. import text
from . import layout as L
from . import style as S
from .apprentices import draw_display
from .changes import NONE, Changes
from .places import draw_market, draw_places, draw_prison, panel, places_static
from .rows import draw_rows, rows_static
from .seats import to_move
from .tracks import (
    cathedral_static,
    draw_cathedral,
    draw_guildhall,
    draw_virtue,
    guildhall_static,
    virtue_static,
)


@lru_cache(maxsize=32)
def background(seats: int, locale: str, framed: bool) -> Image.Image:
    """Everything of the board that a game never changes, for ``seats`` players in
    ``locale``: boxes, names, tracks, the empty Guildhall, the rows' labels, the key
    (with the changed frame's only when a board ``framed`` something). Drawn once;
    each board pastes the game over a copy."""
    image = Image.new("RGB", (L.WIDTH, L.height(seats)), S.BACKGROUND)
    draw = ImageDraw.Draw(image)
    places_static(draw, locale)
    virtue_static(draw, locale)
    panel(draw, L.display_box())
    cathedral_static(draw, locale)
    guildhall_static(draw, seats, locale)
    rows_static(draw, seats, locale)
    legend(draw, locale, framed)
    return image


def header(draw: ImageDraw.ImageDraw, view: PublicView, names: Sequence[str],
           mover: int | None, locale: str) -> None:
    """The turn, whose turn it is, and how close the end is."""
    y = L.HEADER / 2
    t = translate
    if view.finished:
        status = t(locale, "render.game_over")
    elif view.final_turns is not None:
        status = t(locale, "render_westkingdom.final_round", count=view.final_turns)
    else:
        left = guildhall_empty(view.seats, len(view.guildhall))
        status = t(locale, "render_westkingdom.spaces_left", count=left)
    text.draw_fitted(draw, (S.MARGIN + 4, y),
                     t(locale, "render_westkingdom.turn", number=view.turn + 1), S.NUMBER, 170,
                     S.MUTED, anchor="lm")
    if mover is not None:
        line = t(locale, "render_westkingdom.to_play", name=text.NAME_MARK)
        shown, face = text.fit_around_name(line, names[mover], S.NUMBER, 480)
        text.draw_text(draw, (190, y), shown, face, S.TURN, anchor="lm")
    text.draw_fitted(draw, (L.WIDTH - S.MARGIN - 4, y), status, S.NUMBER, 500,
                     S.GOLD if view.final_turns is not None else S.TEXT, anchor="rm")


def legend(draw: ImageDraw.ImageDraw, locale: str, framed: bool) -> None:
    """What the two frames mean: one colour, one meaning each. The short "to play"
    goes right, the longer "changed last turn" gets the rest of the line, and only
    where something is ``framed`` as changed (not before the first turn, nor on a
    review's position)."""
    x, y, w, h = L.legend_box()
    cy = y + h / 2
    to_play = translate(locale, "render.to_play")
    turn_w = min(w // 2, round(text.text_width(to_play, S.LABEL, True)) + 30)
    left = x + w - turn_w - 4
    if framed:
        draw.rectangle([x + 4, cy - 9, x + 22, cy + 9], outline=S.HIGHLIGHT, width=4)
        text.draw_fitted(draw, (x + 30, cy), translate(locale, "render_westkingdom.changed"),
                         S.LABEL, left - x - 44, S.TEXT, anchor="lm", condensed=True,
                         min_size=13)
    draw.rectangle([left, cy - 9, left + 18, cy + 9], outline=S.TURN, width=3)
    text.draw_fitted(draw, (left + 26, cy), to_play, S.LABEL, turn_w - 30, S.TEXT,
                     anchor="lm", condensed=True, min_size=13)


def draw_board(view: PublicView, names: Sequence[str], locale: str,
               changed: Changes) -> Image.Image:
    """The board image of ``view``, names resolved, ``changed`` framed."""
    canvas = background(view.seats, locale, changed != NONE).copy()
    draw = ImageDraw.Draw(canvas)
    mover = to_move(view)
    header(draw, view, names, mover, locale)
    draw_places(draw, view, changed)
    draw_market(draw, view, locale, changed)
    draw_prison(draw, view, changed)
    draw_virtue(draw, view, changed)
    draw_display(draw, view, mover, locale, changed)
    draw_cathedral(draw, view, changed)
    draw_guildhall(draw, view, changed)
    draw_rows(draw, view, names, mover, changed.mover, locale)
    return canvas
