"""The review image of one West Kingdom turn (issue 29): the board just before it,
as the spectators saw it (no hand, no deck's order: what the reviewed seat saw of
the table, without its own cards, since the image may be shown to anyone), with
the turn's placement and the better one marked (``render.review``).

A turn is judged by its first answer: where the worker went (or, with an empty
supply, where one was taken back from), so each mark frames that place on the
board: an open location, a Black Market space, the Guildhall, the Prison, or the
row of the player holding the worker captive (a draft pick has no place there: its
image is the board unmarked under the banner, its cards are told in words). The
follow-ups (a payment, a card built) are told in words beside the image. The
board's header is replaced by the
shared banner (the turn, the points lost, the legend); nothing is framed as
changed by the last turn, so the only marks are the review's.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from PIL import Image

from engine.review import Judgement
from engine.westkingdom.board import MARKET_SPACES, PLACE_INDEX
from engine.westkingdom.moves import Prompt
from engine.westkingdom.review import REVIEWER
from engine.westkingdom.workers import BOARD, PRISON
from i18n import normalize_locale

from .. import review as R
from ..palettes import mapped, palette_of
from ..png import encode_png
from . import layout as L
from . import style as S
from .board import draw_board
from .changes import NONE
from .palette import base_colours
from .seats import seat_names

BADGE = 36
BANNER = (S.MARGIN, S.MARGIN, L.WIDTH - 2 * S.MARGIN, 92)
TOP = BANNER[1] + BANNER[3] + 12
"""Where the board's first row of boxes starts on the review image (``L.HEADER`` on
the board): the banner is taller than the header it replaces."""
SHIFT = TOP - L.HEADER


def height(seats: int) -> int:
    """The review image's height: the board's, with the banner for its header."""
    return L.height(seats) + SHIFT


def on_board(turn: str) -> bool:
    """Whether a whole move has a place on the board to mark: not a draft pick."""
    return not turn.startswith(Prompt.DRAFT.value + ":")


def answer_box(turn: str) -> L.Box:
    """The box on the board of a turn's first answer (``place:mines:gold``,
    ``recover:board:1``), in board coordinates: where the worker went or came back
    from."""
    _, _, where = turn.split(" ")[0].partition(":")
    place = where.partition(":")[0]
    if place in PLACE_INDEX:
        return L.place_box(place)
    if place in MARKET_SPACES:
        return L.market_box(MARKET_SPACES.index(place))
    if place == "guildhall":
        return L.guildhall_box()
    if place == PRISON:
        return L.prison_box()
    if where.startswith(BOARD):
        return L.row_box(int(where[len(BOARD):]))
    raise ValueError(f"no place on the board for the answer {turn!r}")


OUTSET = {"played": R.OUTSET["played"], "better": -3}
"""Where each mark's frame runs around a box: the move played just outside it, as
in every game, the better move on its very edge rather than the shared 9 pixels in,
since a box's name and workers start close to its edge and a frame there would
cross them; the two frames still run apart on one box."""


def mark_place(canvas: Image.Image, box: L.Box, mark: str) -> None:
    """``mark``'s frame around ``box`` and its badge at the frame's right end: the
    played one's astride the top edge, the better one's in the bottom corner. A box's
    name runs from its top left and its workers fill it from the left, so the right
    end is where a badge hides the least (the shared ``mark_box`` centres it, on a
    name here)."""
    x, y, w, h = box
    out = OUTSET[mark]
    R.draw_mark_path(canvas, R.rectangle(x, y, w, h, out), mark, R.WIDTH[mark])
    if mark == "played":
        R.paste_badge(canvas, mark, BADGE, x + w - 30, y - out)
    else:
        R.paste_badge(canvas, mark, BADGE, x + w - BADGE / 2, y + h - BADGE / 2)


@lru_cache(maxsize=1)
def review_palette() -> Image.Image:
    """The West Kingdom palette with the review's mark colours and their ink as
    entries of their own."""
    return palette_of([*base_colours(), *R.COLOURS.values(), R.INK])


def review_image(record: Mapping[str, Any], judgement: Judgement, locale: str,
                 names: Sequence[str | None] | None = None) -> Image.Image:
    """The review image as a Pillow image (for tests that sample pixels); ``names``
    are the seats' display names, as on the table ("Player n" where none is given)."""
    code = normalize_locale(locale)
    view = REVIEWER.position(record, judgement.step.index).public_view(None)
    board = draw_board(view, seat_names(view, names, code), code, NONE)
    canvas = Image.new("RGB", (L.WIDTH, height(view.seats)), S.BACKGROUND)
    canvas.paste(board.crop((0, L.HEADER, board.width, board.height)), (0, TOP))
    R.draw_banner(canvas, BANNER, judgement, code)
    turns = {"played": judgement.step.played, "better": judgement.best}
    for which in reversed(R.marks(judgement)):  # the move played on top
        if not on_board(turns[which]):
            continue
        x, y, w, h = answer_box(turns[which])
        mark_place(canvas, (x, y + SHIFT, w, h), which)
    return canvas


def render_review(record: Mapping[str, Any], judgement: Judgement, locale: str,
                  names: Sequence[str | None] | None = None) -> bytes:
    """PNG bytes of the review image of ``judgement``'s step of ``record``."""
    return encode_png(mapped(review_image(record, judgement, locale, names), review_palette()))
