"""What every game's review image shares (issue 29): the two marks, the title line
and the legend. Names no game: each game's ``render/<game>/review.py`` draws its
position and puts these marks on the things the played and the better move touch.

The two marks differ in three ways, so that no reader has to tell them apart by hue:
the move played is a solid frame with a round badge, the better move a dashed frame
with a star; their colours (violet, lime) stay far apart for every colour vision
(checked with ``render.colour_vision`` in the tests) and from the games' own
highlights. When the move played was the best found, only its mark is drawn.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from decimal import Decimal
from functools import lru_cache

from babel.numbers import format_decimal
from PIL import Image, ImageDraw

from engine.review import Judgement
from i18n import translate

from .text import draw_fitted, text_width

RGB = tuple[int, int, int]
Point = tuple[float, float]
Segment = tuple[Point, Point]

PLAYED: RGB = (170, 110, 255)
BETTER: RGB = (190, 240, 40)
INK: RGB = (12, 14, 20)
TEXT: RGB = (242, 242, 242)
MUTED: RGB = (170, 178, 200)
COLOURS = {"played": PLAYED, "better": BETTER}
SUPERSAMPLE = 3
PHONE_WIDTH, PHONE_TEXT = 400, 8
"""Discord shows an image about 400 px wide on a phone; text must then be 8 px."""
DASH = 14
"""Length in pixels of a dash (and of the gap after it) of the better move's frame."""


def marks(judgement: Judgement) -> tuple[str, ...]:
    """The marks the image carries: the move played, and the better move where one
    did better (``Judgement.bettered``)."""
    return ("played", "better") if judgement.bettered else ("played",)


def _dashes(a: Point, b: Point, offset: float) -> tuple[list[Segment], float]:
    """The dashes of segment ``a``-``b``, the pattern starting ``offset`` pixels in,
    and the offset the next segment starts at (so corners keep the rhythm)."""
    length = math.dist(a, b)
    if length == 0:
        return [], offset
    ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
    out, t = [], -offset
    while t < length:
        start, end = max(t, 0.0), min(t + DASH, length)
        if end > start:
            out.append(((a[0] + ux * start, a[1] + uy * start), (a[0] + ux * end, a[1] + uy * end)))
        t += 2 * DASH
    return out, (offset + length) % (2 * DASH)


def draw_mark_path(canvas: Image.Image, segments: Sequence[Segment], mark: str,
                   width: int) -> None:
    """A mark's outline along ``segments`` (end to end, a closed frame): solid for the
    move played, dashed for the better move, each line lined in ink so that it reads
    on any tile or background."""
    draw = ImageDraw.Draw(canvas)
    lines: list[Segment] = list(segments)
    if mark == "better":
        lines, offset = [], 0.0
        for a, b in segments:
            dashes, offset = _dashes(a, b, offset)
            lines += dashes
    for line_width, colour in ((width + 4, INK), (width, COLOURS[mark])):
        for a, b in lines:
            draw.line([a, b], fill=colour, width=line_width)
            if mark == "played":  # round joints, so the corners close
                for x, y in (a, b):
                    r = line_width / 2
                    draw.ellipse([x - r, y - r, x + r, y + r], fill=colour)


def rectangle(x: float, y: float, w: float, h: float, out: float) -> list[Segment]:
    """The four sides of box (x, y, w, h) grown by ``out`` pixels on each side."""
    left, top, right, bottom = x - out, y - out, x + w + out, y + h + out
    corners = [(left, top), (right, top), (right, bottom), (left, bottom)]
    return [(corners[i], corners[(i + 1) % 4]) for i in range(4)]


@lru_cache(maxsize=16)
def badge(mark: str, size: int) -> Image.Image:
    """The mark's badge, ``size`` pixels across: a disc for the move played, a
    five-pointed star for the better move, both in their colour lined in ink."""
    s = size * SUPERSAMPLE
    image = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    line = round(s * 0.09)
    if mark == "played":
        draw.ellipse([line / 2, line / 2, s - 1 - line / 2, s - 1 - line / 2],
                     fill=COLOURS[mark], outline=INK, width=line)
    else:
        c, outer, inner = s / 2, s / 2 - line / 2, s * 0.22
        points = [(c + (outer if i % 2 == 0 else inner) * math.sin(math.pi * i / 5),
                   c + 0.06 * s - (outer if i % 2 == 0 else inner) * math.cos(math.pi * i / 5))
                  for i in range(10)]
        draw.polygon(points, fill=COLOURS[mark], outline=INK, width=line)
    return image.resize((size, size), Image.Resampling.LANCZOS)


def paste_badge(canvas: Image.Image, mark: str, size: int, cx: float, cy: float) -> None:
    """The mark's badge centred on (cx, cy)."""
    image = badge(mark, size)
    canvas.paste(image, (round(cx - size / 2), round(cy - size / 2)), image)


OUTSET = {"played": 7, "better": -9}
"""Where each mark's frame runs around a box: the move played just outside it, the
better move just inside, so that both show when they mark the same thing."""
WIDTH = {"played": 6, "better": 5}


def mark_box(canvas: Image.Image, box: tuple[float, float, float, float], mark: str,
             size: int, snug: bool = False) -> None:
    """``mark``'s frame around box (x, y, w, h), and its badge (``size`` pixels) in
    the middle of the frame's top edge for the move played, of its bottom edge for
    the better move: apart when both mark one box, and off the box's corners, where
    a game puts its shapes, heights and numbers. A ``snug`` box is filled to its
    edges (a space with its label along the top): the better move's frame runs on
    its edge, not inside it; its badge stays where it would be, clear of the
    played frame's line."""
    x, y, w, h = box
    out = OUTSET[mark]
    frame = max(0, out) if snug else out
    draw_mark_path(canvas, rectangle(x, y, w, h, frame), mark, WIDTH[mark])
    paste_badge(canvas, mark, size, x + w / 2, y - out if mark == "played" else y + h + out)


def figure(value: float, error: float) -> Decimal:
    """``value`` to the precision its standard error ``error`` supports: whole
    points from an error of one point up ("about 9, ±2"), else one decimal."""
    return Decimal(f"{value:.0f}" if error >= 1 else f"{value:.1f}")


def written(value: Decimal, locale: str) -> str:
    """A ``figure`` as the reader's language writes it (decimal comma in ru and fr)."""
    return format_decimal(value, format="0" if value.as_tuple().exponent == 0 else "0.0",
                          locale=locale)


def points_lost(judgement: Judgement, locale: str, error: bool = True) -> str:
    """"about 3.4 ±0.6 points lost" in the reader's language (the plural the figure
    takes there): the estimate to the precision its standard error supports, with
    that error (none when the figure is exact, or without ``error``)."""
    loss = figure(judgement.loss, judgement.cost_se)
    shown = written(loss, locale)
    if error and judgement.cost_se > 0:
        shown += " ±" + written(figure(judgement.cost_se, judgement.cost_se), locale)
    return translate(locale, "render.review.lost", count=loss, points=shown)


def title(judgement: Judgement, locale: str, error: bool = True) -> str:
    """The title line: the turn, and the estimated points lost with their error (or
    that the move played was the best found)."""
    turn = translate(locale, "render.turn", number=judgement.step.turn)
    if "better" not in marks(judgement):
        return translate(locale, "render.review.title_best", turn=turn)
    return translate(locale, "render.review.title", turn=turn,
                     lost=points_lost(judgement, locale, error))


def banner_title(judgement: Judgement, locale: str, size: int, width: float) -> str:
    """``title``, its error left off when the line would not fit ``width`` at
    ``size`` px (a narrow banner: the page beside the image gives the error)."""
    full = title(judgement, locale)
    if text_width(full, size, condensed=True) <= width:
        return full
    return title(judgement, locale, error=False)


def legend(judgement: Judgement, locale: str) -> list[tuple[str, str]]:
    """(mark, label) for each mark on the image."""
    if "better" not in marks(judgement):
        return [("played", translate(locale, "render.review.played_best"))]
    return [("played", translate(locale, "render.review.played")),
            ("better", translate(locale, "render.review.better"))]


def smallest_text(canvas: Image.Image) -> int:
    """The smallest font size (px) that is still ``PHONE_TEXT`` pixels high once
    Discord shows ``canvas`` ``PHONE_WIDTH`` pixels wide."""
    return math.ceil(PHONE_TEXT * canvas.width / PHONE_WIDTH)


def draw_banner(canvas: Image.Image, box: tuple[int, int, int, int], judgement: Judgement,
                locale: str) -> None:
    """The title line over the legend, in box (x, y, w, h) on a panel: the legend
    shows each badge and a piece of its frame beside its name, so the key looks
    like what it explains. No word is smaller than ``smallest_text``."""
    x, y, w, h = box
    smallest = smallest_text(canvas)
    draw = ImageDraw.Draw(canvas)
    draw.rounded_rectangle([x, y, x + w - 1, y + h - 1], radius=14, fill=(42, 48, 66),
                           outline=(70, 80, 108), width=2)
    draw_fitted(draw, (x + w / 2, y + h * 0.28),
                banner_title(judgement, locale, smallest, w - 24), smallest + 4, w - 24,
                TEXT, condensed=True, min_size=smallest)
    items = legend(judgement, locale)
    item_w = (w - 16) / len(items)
    row = y + h * 0.72
    for i, (mark, label) in enumerate(items):
        left = x + 8 + i * item_w
        draw_mark_path(canvas, [((left + 8, row), (left + 8 + 3 * DASH, row))], mark, 6)
        paste_badge(canvas, mark, smallest + 6, left + 8 + 1.5 * DASH, row)
        text_left = left + 16 + 3 * DASH
        draw_fitted(draw, (text_left, row + 1), label, smallest + 2,
                    round(item_w - (text_left - left) - 6), COLOURS[mark], anchor="lm",
                    condensed=True, min_size=smallest)
