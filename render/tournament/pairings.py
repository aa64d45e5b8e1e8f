"""The pairings image of one round: each table (or match) a block, its label at the
left, one line per seat in seat order (with the seat's note, if any), and the result
at the right once played. A bye is a table of one seat. The image grows in height
with the tables (``sheets.pages`` cuts a large round into several images).
"""

from __future__ import annotations

from PIL import ImageDraw

from ..png import encode_png
from ..text import draw_fitted, text_width
from . import style as S
from .common import TOP_BLOCK, canvas, draw_title
from .sheets import PairingsSheet, PairingTable

SEAT = 48
PAD = 10
LABEL = 150
SEAT_NOTE = 96
RESULT = 190
BOTTOM = 20
LABEL_LINE = 28


def label_lines(label: str) -> list[str]:
    """A table's label as drawn: on one line if it fits the label column at a legible
    size, else over two at its last separator (" · ", else a space), so that "Match 1 ·
    game 2" or a long word for a bye reads whole instead of cut with an ellipsis."""
    if text_width(label, S.SMALL * 4 // 5, condensed=True) <= LABEL - 12:
        return [label]
    for separator in (" · ", " "):
        head, found, tail = label.rpartition(separator)
        if found:
            return [head, tail]
    return [label]


def _block(table: PairingTable) -> int:
    return len(table.seats) * SEAT + 2 * PAD


def _draw_table(draw: ImageDraw.ImageDraw, table: PairingTable, y: int, banded: bool) -> None:
    height = _block(table)
    if banded:
        draw.rectangle((0, y, S.WIDTH, y + height - 1), fill=S.BAND)
    middle = y + height / 2
    lines = label_lines(table.label)
    for index, line in enumerate(lines):
        draw_fitted(draw, (S.MARGIN, middle + (index - (len(lines) - 1) / 2) * LABEL_LINE), line,
                    S.SMALL, LABEL - 12, S.MUTED, anchor="lm", condensed=True)
    name_left = S.MARGIN + LABEL
    right = S.WIDTH - S.MARGIN - RESULT
    notes_width = SEAT_NOTE if table.seat_notes else 0
    for index, name in enumerate(table.seats):
        cy = y + PAD + SEAT * (index + 0.5)
        draw_fitted(draw, (name_left, cy), name, S.TEXT_SIZE,
                    right - name_left - notes_width - 12, S.TEXT, anchor="lm")
        if table.seat_notes:
            draw_fitted(draw, (right - SEAT_NOTE / 2, cy), table.seat_notes[index], S.SMALL,
                        SEAT_NOTE - 8, S.MUTED)
    if table.result:
        draw_fitted(draw, (S.WIDTH - S.MARGIN - RESULT / 2, middle), table.result, S.TEXT_SIZE,
                    RESULT - 12, S.TEXT, condensed=True, min_size=S.SMALL - 6)


def pairings_png(sheet: PairingsSheet) -> bytes:
    """A round's pairings as a PNG: the title, then every table of ``sheet``."""
    height = TOP_BLOCK + sum(_block(t) for t in sheet.tables) + BOTTOM
    image, draw = canvas(height)
    y = draw_title(draw, sheet.title, sheet.subtitle, sheet.page)
    draw.line((S.MARGIN, y - 2, S.WIDTH - S.MARGIN, y - 2), fill=S.RULE, width=2)
    for index, table in enumerate(sheet.tables):
        _draw_table(draw, table, y, bool(index % 2))
        y += _block(table)
    return encode_png(image)
