"""The final score pad, laid out like the printed one: a column per seat, a row per
district (``value × stars = points``), the stones, the total, then the winner(s) and
the tie-break that decided. In solo the Architect has its column, with its level
and, at Metagenes, its quarry bonus."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from engine.akropolis import DISTRICTS, HexType, PlayerScore, PublicView
from i18n import translate

from ..text import draw_fitted
from . import style as S
from .city import hex_mark
from .sprites import hex_face, paste_centred, stone_icon

WIDTH = 1400
FOOTER = 130
LABEL_WIDTH = 300
TOP = 96
HEAD = 80
ROW = 70


def rows(players: Sequence[PlayerScore]) -> list[str]:
    """The pad's row keys: the five districts, stones, the Architect's quarry bonus
    when it has one, and the total."""
    keys = [d.value for d in DISTRICTS] + ["stones"]
    if any(p.quarry_bonus for p in players):
        keys.append("quarry_bonus")
    return [*keys, "total"]


def column_centre(seat: int, seats: int) -> float:
    """The x of ``seat``'s column."""
    width = (WIDTH - 2 * S.MARGIN - LABEL_WIDTH) / seats
    return S.MARGIN + LABEL_WIDTH + width * (seat + 0.5)


def row_centre(index: int) -> float:
    """The y of row ``index`` (0: the first district)."""
    return TOP + HEAD + ROW * (index + 0.5)


def cell_text(score: PlayerScore, key: str) -> tuple[str, str]:
    """The small working and the big number of one cell."""
    if key == "stones":
        return "", str(score.stones)
    if key == "quarry_bonus":  # its working too: "23 × 2 =" before the bonus
        return (f"{score.quarries} × 2 =", str(score.quarry_bonus)) if score.quarry_bonus \
            else ("", "")
    if key == "total":
        return "", str(score.total)
    part = score.by_district[next(d for d in DISTRICTS if d.value == key)]
    return f"{part.value} × {part.stars} =", str(part.points)


def verdict(view: PublicView, names: Sequence[str], locale: str) -> tuple[str, str]:
    """The winner line and the tie-break line (empty when none was needed)."""
    result = view.result
    t = translate
    if not result.finished:
        return t(locale, "render_akropolis.score_so_far"), ""
    winners = result.winners
    players = result.players
    best = max(p.total for p in players)
    tied = sum(p.total == best for p in players) > 1
    if view.seats == 1:
        key = ("render_akropolis.solo_draw" if len(winners) > 1 else
               "render_akropolis.solo_win" if winners == (0,) else "render_akropolis.solo_loss")
        first = t(locale, key)
    elif len(winners) > 1:
        first = t(locale, "render.shared_victory")
    else:
        first = t(locale, "render.winner", name=names[winners[0]])
    if not tied:
        return first, ""
    return first, t(locale, "render_akropolis.tie_shared" if len(winners) > 1
                    else "render_akropolis.tie_stones")


def _draw_labels(canvas: Image.Image, keys: list[str], locale: str) -> None:
    draw = ImageDraw.Draw(canvas)
    x = S.MARGIN + 16
    for index, key in enumerate(keys):
        y = row_centre(index)
        if key in {d.value for d in DISTRICTS}:
            hex_type = HexType(key)
            paste_centred(canvas, hex_face(hex_type, 0, 24, hex_mark(hex_type, locale)), x + 26, y)
            label = translate(locale, f"render_akropolis.district.{key}")
        else:
            if key == "stones":
                paste_centred(canvas, stone_icon(40), x + 26, y)
            label = translate(locale, f"render_akropolis.{key}")
        draw_fitted(draw, (x + 62, y), label, 32 if key == "total" else 28, LABEL_WIDTH - 80,
                    S.INK, anchor="lm", min_size=18)


def draw_scorepad(view: PublicView, names: Sequence[str], locale: str) -> Image.Image:
    """The pad of ``view`` (scores as if the game ended now while it runs)."""
    players = view.result.players
    keys = rows(players)
    bottom = row_centre(len(keys) - 1) + ROW / 2
    canvas = Image.new("RGB", (WIDTH, round(bottom) + FOOTER), S.BACKGROUND)
    draw = ImageDraw.Draw(canvas)
    draw.rounded_rectangle([S.MARGIN, S.MARGIN, WIDTH - S.MARGIN - 1, bottom + 10], radius=16,
                           fill=S.PAPER)
    title = "final_score" if view.result.finished else "score_so_far"
    draw_fitted(draw, (WIDTH / 2, S.MARGIN + 40), translate(locale, f"render_akropolis.{title}"),
                40, WIDTH - 80, S.INK)
    for index in range(len(keys) - 1):
        y = row_centre(index) + ROW / 2
        draw.line([(S.MARGIN + 10, y), (WIDTH - S.MARGIN - 10, y)], fill=S.PAPER_LINE,
                  width=4 if index == len(keys) - 2 else 2)
    _draw_labels(canvas, keys, locale)
    seats = len(players)
    column = (WIDTH - 2 * S.MARGIN - LABEL_WIDTH) / seats
    for seat, score in enumerate(players):
        cx = column_centre(seat, seats)
        winner = view.result.finished and seat in view.result.winners
        if winner:
            draw.rounded_rectangle([cx - column / 2 + 8, TOP + 4, cx + column / 2 - 8, bottom],
                                   radius=12, outline=S.WINNER, width=6)
        draw_fitted(draw, (cx, TOP + HEAD / 2 - 8), names[seat], 30, round(column - 24), S.INK)
        if score.architect:
            draw_fitted(draw, (cx, TOP + HEAD / 2 + 24),
                        translate(locale, f"render_akropolis.level.{score.architect}"), 20,
                        round(column - 24), S.INK)
        for index, key in enumerate(keys):
            working, number = cell_text(score, key)
            y = row_centre(index)
            big = 44 if key == "total" else 36
            if working:
                draw_fitted(draw, (cx + 8, y + 2), working, 26, round(column / 2), (90, 84, 70),
                            anchor="rm")
                draw_fitted(draw, (cx + 16, y), number, big, round(column / 2 - 24), S.INK,
                            anchor="lm")
            else:
                draw_fitted(draw, (cx, y), number, big, round(column - 24), S.INK)
    first, second = verdict(view, names, locale)
    draw_fitted(draw, (WIDTH / 2, bottom + 52), first, 40, WIDTH - 60, S.WINNER)
    if second:
        draw_fitted(draw, (WIDTH / 2, bottom + 100), second, 30, WIDTH - 60, S.TEXT)
    return canvas
