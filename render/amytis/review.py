"""The review image of one Amytis decision (issue 29): the table just before it, as
the deciding seat saw it (its public view: stack tops and heights, never the tiles
beneath nor the deck's order), with the move played and the better move marked
(``render.review``) on everything each touches: the main-board stack, the city
cell, the Palace's card (a display card, the deck, or the Projects panel when it
scores) and the King's Favor space. The header's centre gives the turn, the points
lost and the legend; the previous turn's yellow highlight is left off, so the only
marks are the review's.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from engine.amytis import BOTTOM_ROW, UPPER_FAVORS, Move
from engine.amytis.review import REVIEWER
from engine.review import Judgement
from i18n import normalize_locale

from .. import review as R
from ..palettes import flat_colours, mapped, palette_of
from ..png import encode_png
from . import player_names
from . import style as S
from .cards import BLANK, DONE
from .favors import PAWN_RADIUS, bottom_space, space_box
from .header import CHIP_HEIGHT, CHIP_TOP
from .table import board_origin, city_origin, display_card, draw_table

Box = tuple[float, float, float, float]
BADGE = 40


def move_boxes(move: Move, seat: int) -> list[tuple[Box, bool]]:
    """Everything ``move`` by ``seat`` touches on the table, as boxes, each with
    whether it is snug (``render.review.mark_box``): a King's Favor space or the
    bottom row, whose labels and pawns run to its edges."""
    boxes: list[tuple[Box, bool]] = [
        ((*board_origin(move.stack), S.BOARD_CELL, S.BOARD_CELL), False),
        ((*city_origin(seat, move.cell), S.CITY_CELL, S.CITY_CELL), False)]
    if move.palace == "score":
        boxes.append(((S.COLUMN_X[seat], S.PROJECTS_Y, S.SIDE_WIDTH, S.PROJECTS_TITLE + 4),
                      False))
    elif move.palace == "deck":
        boxes.append((display_card(3), False))
    elif move.palace is not None:
        boxes.append((display_card(int(move.palace.removeprefix("display:"))), False))
    if move.favor == BOTTOM_ROW:
        left, y = bottom_space(S.CENTRE_WIDTH, 0)
        right, _ = bottom_space(S.CENTRE_WIDTH, 5)
        boxes.append(((S.CENTRE_X + left - PAWN_RADIUS, S.FAVOR_Y + y - PAWN_RADIUS,
                       right - left + 2 * PAWN_RADIUS, 2 * PAWN_RADIUS), True))
    elif move.favor is not None:
        x, y, w, h = space_box(S.CENTRE_WIDTH, list(UPPER_FAVORS).index(move.favor))
        boxes.append(((S.CENTRE_X + x, S.FAVOR_Y + y, w, h), True))
    return boxes


def review_image(record: Mapping[str, Any], judgement: Judgement, locale: str,
                 names: Sequence[str | None] | None = None) -> Image.Image:
    """The review image as a Pillow image (for tests that sample pixels); ``names``
    are the seats' display names, as on the table ("Player n" where none is given)."""
    code = normalize_locale(locale)
    seat = judgement.step.seat
    view = REVIEWER.position(record, judgement.step.index).public_view(seat)
    canvas = draw_table(view, code, player_names(names, code), {"last_move": False})
    # In place of the header's turn and last-move lines, a little shorter than the
    # header so that a top-row stack's badge (drawn after it) shows whole.
    ImageDraw.Draw(canvas).rectangle([S.CENTRE_X, 0, S.CENTRE_X + S.CENTRE_WIDTH, S.TOP - 8],
                                     fill=S.BACKGROUND)
    R.draw_banner(canvas, (S.CENTRE_X, CHIP_TOP, S.CENTRE_WIDTH, CHIP_HEIGHT - 12), judgement, code)
    moves = {"played": judgement.step.played, "better": judgement.best}
    for which in reversed(R.marks(judgement)):  # the move played on top
        for box, snug in move_boxes(Move.parse(moves[which]), seat):
            R.mark_box(canvas, box, which, BADGE, snug=snug)
    return canvas


@lru_cache(maxsize=1)
def review_palette() -> Image.Image:
    """A palette known in advance (``render.palettes``): the table's flat colours, the
    tiles', the cards' and the review's marks, each an entry of its own."""
    return palette_of([*flat_colours(S), *S.TILE_COLOURS.values(), *S.PLAYER_FILL,
                       *S.PLAYER_INK, BLANK, DONE, *R.COLOURS.values(), R.INK])


def render_review(record: Mapping[str, Any], judgement: Judgement, locale: str,
                  names: Sequence[str | None] | None = None) -> bytes:
    """PNG bytes of the review image of ``judgement``'s step of ``record``."""
    return encode_png(mapped(review_image(record, judgement, locale, names), review_palette()))
