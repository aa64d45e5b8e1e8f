"""The standings image: one line per player, in rank order, growing in height with
the lines (``sheets.pages`` cuts a large event into several images).

Columns: rank, name (with its note), points, each tie-break, games played; at most
seven, so that each reads at a phone's 400 px. Players sharing a rank are tied: each
of their lines shows the rank with "=" ("3="), and ranks 1 to 3 wear their medal's
colour as well as their number. Under the lines, the sheet's legend says what each
tie-break counts.
"""

from __future__ import annotations

from PIL import ImageDraw

from ..png import encode_png
from ..text import draw_fitted, fit
from . import style as S
from .common import (
    TOP_BLOCK,
    canvas,
    draw_heading,
    draw_note,
    draw_title,
    note_width,
    number,
)
from .sheets import StandingLine, StandingsSheet

ROW = 56
HEAD = 56
RANK = 84
POINTS = 104
TIEBREAK = 112
GAMES = 88
BOTTOM = 20
LEGEND = 36
"""The height of one line of the legend."""
LEGEND_LEAST = 18
"""The smallest the legend shrinks to (8 px on a phone) before it is cut."""


def _columns(tiebreaks: int) -> tuple[int, list[int]]:
    """The x of the name column's left edge, and the centres of the number columns
    (points, the tie-breaks, games) from the right edge inwards."""
    right = S.WIDTH - S.MARGIN
    widths = [POINTS] + [TIEBREAK] * tiebreaks + [GAMES]
    centres = []
    for width in reversed(widths):
        centres.append(right - width / 2)
        right -= width
    return S.MARGIN + RANK, list(reversed(centres))


def _name_right(tiebreaks: int) -> int:
    return S.WIDTH - S.MARGIN - POINTS - TIEBREAK * tiebreaks - GAMES - 12


def rank_label(lines: tuple[StandingLine, ...], index: int) -> str:
    """The rank as line ``index`` shows it: "3", or "3=" when a neighbour shares it."""
    rank = lines[index].rank
    tied = any(0 <= j < len(lines) and lines[j].rank == rank for j in (index - 1, index + 1))
    return f"{rank}=" if tied else str(rank)


def _draw_line(draw: ImageDraw.ImageDraw, sheet: StandingsSheet, index: int, y: int) -> None:
    line = sheet.lines[index]
    cy = y + ROW / 2
    if index % 2:
        draw.rectangle((0, y, S.WIDTH, y + ROW - 1), fill=S.BAND)
    name_left, centres = _columns(len(line.tiebreaks))
    colour = S.DIMMED if line.removed else S.TEXT
    rank_colour = S.MEDALS[line.rank - 1] if 1 <= line.rank <= 3 else S.MUTED
    draw_fitted(draw, (S.MARGIN + RANK / 2, cy), rank_label(sheet.lines, index), S.TEXT_SIZE,
                RANK - 8, rank_colour)
    name_right = _name_right(len(line.tiebreaks))
    pill = note_width(line.note)
    draw_fitted(draw, (name_left, cy), line.name, S.TEXT_SIZE,
                name_right - name_left - (pill + 10 if pill else 0), colour, anchor="lm")
    if line.note:
        draw_note(draw, name_right, cy, line.note)
    values = [(number(line.points), S.TEXT_SIZE, colour)]
    values += [(number(v), S.SMALL, S.MUTED) for v in line.tiebreaks]
    values += [(str(line.games), S.SMALL, S.MUTED)]
    widths = [POINTS] + [TIEBREAK] * len(line.tiebreaks) + [GAMES]
    for (text, size, fill), cx, width in zip(values, centres, widths, strict=True):
        draw_fitted(draw, (cx, cy), text, size, width - 12, fill)


def standings_png(sheet: StandingsSheet) -> bytes:
    """The standings as a PNG: the title, the headings, then every line of ``sheet``."""
    tiebreaks = len(sheet.headings.tiebreaks)
    legend = LEGEND * len(sheet.legend) + (BOTTOM if sheet.legend else 0)
    image, draw = canvas(TOP_BLOCK + HEAD + ROW * len(sheet.lines) + legend + BOTTOM)
    y = draw_title(draw, sheet.title, sheet.subtitle, sheet.page)
    name_left, centres = _columns(tiebreaks)
    heads = sheet.headings
    cy = y + HEAD / 2
    draw_heading(draw, (S.MARGIN + RANK / 2, cy), heads.rank, RANK - 8)
    draw_heading(draw, (name_left, cy), heads.name, _name_right(tiebreaks) - name_left,
                 anchor="lm")
    widths = [POINTS] + [TIEBREAK] * tiebreaks + [GAMES]
    for text, cx, width in zip((heads.points, *heads.tiebreaks, heads.games), centres, widths,
                               strict=True):
        draw_heading(draw, (cx, cy), text, width - 8)
    top_rows = y + HEAD
    draw.line((S.MARGIN, top_rows - 2, S.WIDTH - S.MARGIN, top_rows - 2), fill=S.RULE, width=2)
    for index in range(len(sheet.lines)):
        _draw_line(draw, sheet, index, top_rows + index * ROW)
    _draw_legend(draw, sheet.legend, top_rows + ROW * len(sheet.lines) + BOTTOM)
    return encode_png(image)


def _draw_legend(draw: ImageDraw.ImageDraw, legend: tuple[str, ...], top: int) -> None:
    """The legend's lines from ``top``, all at the size the longest one fits at."""
    width = S.WIDTH - 2 * S.MARGIN
    size = min((fit(text, S.SMALL, width, LEGEND_LEAST, True)[1].size for text in legend),
               default=S.SMALL)
    for index, text in enumerate(legend):
        draw_fitted(draw, (S.MARGIN, top + LEGEND * index + LEGEND / 2), text, size, width,
                    S.MUTED, anchor="lm", condensed=True, min_size=LEGEND_LEAST)

