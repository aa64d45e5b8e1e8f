"""What both tournament images share: the canvas, the title block, numbers, notes."""

from __future__ import annotations

from PIL import Image, ImageDraw

from ..text import draw_fitted, fit, text_width
from . import style as S


def number(value: float) -> str:
    """A score as players write it, the same in every language: 3, 2½, ½.
    Standings are whole or half numbers; anything finer keeps two decimals."""
    doubled = value * 2
    if abs(doubled - round(doubled)) > 1e-9:
        return f"{value:.2f}"
    whole, half = divmod(abs(round(doubled)), 2)
    sign = "-" if value < 0 else ""
    if not half:
        return f"{sign}{whole}"
    return f"{sign}{whole or ''}½"


def canvas(height: int) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """A blank image of the standard width and ``height``."""
    image = Image.new("RGB", (S.WIDTH, height), S.BACKGROUND)
    return image, ImageDraw.Draw(image)


TOP_BLOCK = S.MARGIN + S.TITLE + 12 + S.SUBTITLE + 18
"""The height of the title, the subtitle and the space under them."""


def draw_title(draw: ImageDraw.ImageDraw, title: str, subtitle: str, page: str) -> int:
    """The title, the subtitle and, at the top right, the page ("2/5") if any;
    returns the y below them."""
    right = S.WIDTH - S.MARGIN
    if page:
        draw_fitted(draw, (right, S.MARGIN + S.TITLE / 2), page, S.SMALL, 120, S.MUTED,
                    anchor="rm")
        right -= round(text_width(page, S.SMALL)) + 24
    draw_fitted(draw, (S.MARGIN, S.MARGIN + S.TITLE / 2), title, S.TITLE, right - S.MARGIN,
                S.TEXT, anchor="lm")
    y = S.MARGIN + S.TITLE + 12
    draw_fitted(draw, (S.MARGIN, y + S.SUBTITLE / 2), subtitle, S.SUBTITLE,
                S.WIDTH - 2 * S.MARGIN, S.MUTED, anchor="lm")
    return TOP_BLOCK


NOTE_PAD = 10
NOTE_MOST = 180
"""The widest a note may be: the name beside it keeps the rest."""


def note_width(note: str) -> int:
    """The width a note's pill takes, or 0 for none."""
    if not note:
        return 0
    shown, face = fit(note, S.NOTE, NOTE_MOST - 2 * NOTE_PAD, None, True)
    return round(face.getlength(shown)) + 2 * NOTE_PAD


def draw_note(draw: ImageDraw.ImageDraw, right: float, cy: float, note: str) -> None:
    """A short note ("removed", "bye") in a pill whose right edge is at ``right``."""
    width = note_width(note)
    half = S.NOTE * 0.75
    draw.rounded_rectangle((right - width, cy - half, right, cy + half), radius=half,
                           fill=S.NOTE_FILL)
    draw_fitted(draw, (right - width / 2, cy), note, S.NOTE, width - 2 * NOTE_PAD + 2, S.TEXT,
                condensed=True)


def draw_heading(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, width: int,
                 anchor: str = "mm") -> None:
    """A column heading centred on ``xy``: on one line if it fits, else broken at the
    space nearest its middle into two smaller lines ("Opp. / score"), else cut."""
    size = S.HEADING
    if text_width(text, size, True) <= width or " " not in text:
        draw_fitted(draw, xy, text, size, width, S.MUTED, anchor=anchor, condensed=True,
                    min_size=16)
        return
    spaces = [i for i, ch in enumerate(text) if ch == " "]
    cut = min(spaces, key=lambda i: abs(i - len(text) / 2))
    small = size - 4
    for line, dy in ((text[:cut], -small / 2 - 1), (text[cut + 1:], small / 2 + 1)):
        draw_fitted(draw, (xy[0], xy[1] + dy), line, small, width, S.MUTED, anchor=anchor,
                    condensed=True, min_size=14)
