"""The final score pad: a column per seat, the seven scoring lines of the rules
(section 7) with the working where there is some, the total, the tie-break values
(virtue, then silver: R13) and the winner(s), with the tie-break that decided named.

While the game runs the same pad shows the scores as if it ended now, titled so.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from engine.westkingdom import PlayerScore, PublicView
from i18n import translate

from .. import text
from . import style as S
from .seats import disc

WIDTH = 1200
LABEL_WIDTH = 300
TOP = 84
HEAD = 76
ROW = 60
FOOTER = 120
LINES = ("buildings", "cathedral", "virtue", "debts", "gold_marble", "silver", "prison")
ROWS = (*LINES, "total", "tiebreak")


def column_centre(seat: int, seats: int) -> float:
    """The x of ``seat``'s column."""
    width = (WIDTH - 2 * S.MARGIN - LABEL_WIDTH) / seats
    return S.MARGIN + LABEL_WIDTH + width * (seat + 0.5)


def row_centre(index: int) -> float:
    """The y of row ``index`` of ``ROWS``."""
    return TOP + HEAD + ROW * (index + 0.5)


def height() -> int:
    return round(row_centre(len(ROWS) - 1) + ROW / 2) + FOOTER


def working(view: PublicView, seat: int, key: str) -> str:
    """The small working before a line's points, where the line counts something."""
    tableau = view.tableaus[seat]
    score = view.result.players[seat]
    if key == "cathedral":
        return f"{tableau.cathedral} →"
    if key == "virtue":
        return f"{score.final_virtue} →"
    if key == "debts" and tableau.debts:
        return f"{tableau.debts} ×"
    if key == "gold_marble":
        return f"{tableau.res[3]} + {tableau.res[4]} ="
    if key == "silver":
        return f"{score.final_silver} ÷ 10 →"
    if key == "prison" and tableau.prison:
        return f"{tableau.prison} ÷ 2 →"
    return ""


def verdict(view: PublicView, names: Sequence[str], locale: str) -> tuple[str, str]:
    """The winner line (``NAME_MARK`` standing for a sole winner's name, fitted when
    drawn) and the line naming the tie-break that decided (empty when points alone
    did)."""
    result = view.result
    t = translate
    if not result.finished:
        return t(locale, "render_westkingdom.score_now"), ""
    players = result.players
    winners = result.winners
    first = (t(locale, "render.shared_victory") if len(winners) > 1
             else t(locale, "render.winner", name=text.NAME_MARK))
    best = max(p.total for p in players)
    tied = [p for p in players if p.total == best]
    if len(tied) == 1:
        return first, ""
    if len(winners) > 1:
        return first, t(locale, "render_westkingdom.tie_shared")
    top_virtue = max(p.final_virtue for p in tied)
    if sum(p.final_virtue == top_virtue for p in tied) == 1:
        return first, t(locale, "render_westkingdom.tie_virtue")
    return first, t(locale, "render_westkingdom.tie_silver")


def _cell_value(score: PlayerScore, key: str) -> str:
    if key == "total":
        return str(score.total)
    if key == "tiebreak":
        return f"{score.final_virtue} · {score.final_silver}"
    return str(score.lines[key])


def _labels(draw: ImageDraw.ImageDraw, locale: str) -> None:
    x = S.MARGIN + 20
    for index, key in enumerate(ROWS):
        if key == "total":
            label = translate(locale, "render.total")
        elif key == "tiebreak":
            label = translate(locale, "render_westkingdom.tiebreak_label")
        else:
            label = translate(locale, f"render_westkingdom.line.{key}")
        text.draw_fitted(draw, (x, row_centre(index)), label, 30 if key == "total" else 26,
                         LABEL_WIDTH - 30, S.INK, anchor="lm", min_size=16)


def draw_scorepad(view: PublicView, names: Sequence[str], locale: str) -> Image.Image:
    """The pad of ``view`` (scores as if the game ended now while it runs)."""
    players = view.result.players
    bottom = row_centre(len(ROWS) - 1) + ROW / 2
    canvas = Image.new("RGB", (WIDTH, height()), S.BACKGROUND)
    draw = ImageDraw.Draw(canvas)
    draw.rounded_rectangle([S.MARGIN, S.MARGIN, WIDTH - S.MARGIN - 1, bottom + 10], radius=16,
                           fill=S.PAPER)
    title = "final_score" if view.result.finished else "score_so_far"
    text.draw_fitted(draw, (WIDTH / 2, S.MARGIN + 36),
                     translate(locale, f"render_westkingdom.{title}"), 36, WIDTH - 80, S.INK)
    for index in range(len(ROWS) - 1):
        y = row_centre(index) + ROW / 2
        thick = ROWS[index + 1] in ("total", "tiebreak")
        draw.line([(S.MARGIN + 10, y), (WIDTH - S.MARGIN - 10, y)], fill=S.PAPER_LINE,
                  width=4 if thick else 2)
    _labels(draw, locale)
    seats = len(players)
    column = (WIDTH - 2 * S.MARGIN - LABEL_WIDTH) / seats
    for seat, score in enumerate(players):
        cx = column_centre(seat, seats)
        if view.result.finished and seat in view.result.winners:
            draw.rounded_rectangle([cx - column / 2 + 6, TOP, cx + column / 2 - 6, bottom],
                                   radius=12, outline=S.GOLD, width=6)
        disc(draw, (cx, TOP + 24), 16, seat)
        text.draw_fitted(draw, (cx, TOP + 56), names[seat], 24, round(column - 20), S.INK,
                         min_size=14)
        for index, key in enumerate(ROWS):
            y = row_centre(index)
            value = _cell_value(score, key)
            work = "" if key in ("total", "tiebreak") else working(view, seat, key)
            size = 40 if key == "total" else 26 if key == "tiebreak" else S.NUMBER + 4
            if work:
                text.draw_fitted(draw, (cx + 10, y + 2), work, 20, round(column / 2 - 8),
                                 S.PAPER_INK, anchor="rm", condensed=True, min_size=12)
                text.draw_fitted(draw, (cx + 16, y), value, size, round(column / 2 - 22),
                                 S.INK, anchor="lm")
            else:
                text.draw_fitted(draw, (cx, y), value, size, round(column - 20), S.INK)
    first, second = verdict(view, names, locale)
    winner = view.result.winners[0] if len(view.result.winners) == 1 else None
    shown, face = text.fit_around_name(first, "" if winner is None else names[winner], 36,
                                       WIDTH - 60)
    text.draw_text(draw, (WIDTH / 2, bottom + 46), shown, face, S.GOLD)
    if second:
        text.draw_fitted(draw, (WIDTH / 2, bottom + 92), second, 26, WIDTH - 60, S.TEXT)
    return canvas
