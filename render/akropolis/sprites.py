"""Hex faces and small icons, drawn once (supersampled for smooth edges) and cached.

A hex face depends only on its type, its level, its size and the letter of the
language, so a city is mostly pasting: that is what keeps a table render fast.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image, ImageDraw

from engine.akropolis import DISTRICTS, PLAZA_STARS, District, HexType
from i18n import translate

from ..text import draw_fitted
from . import style as S
from .layout import SQRT3, Point, corners

SUPERSAMPLE = 2
RIM_BASE, RIM_STEP = 0.13, 0.05
"""A raised hex's rim, as a fraction of its radius: wider one step per level."""
LETTER_DY, LEVEL_DY, STARS_DY, EMBLEM_DY = -0.3, 0.48, -0.6, 0.08
"""Vertical places (fractions of the radius from the centre) of the district letter
on a raised hex (on level 1 and on a loose tile it is centred), the level badge, a
plaza's stars and a plaza's emblem."""
STAR_MIN = 11
"""The smallest star radius (px) on a readable hex: 6 px wide at 400 px."""


def glyph_size(size: int) -> int:
    """The font size of a hex's letter and level: at least ``MIN_GLYPH`` on a hex a
    player reads (``READABLE_HEX`` or more), else in proportion to the hex."""
    if size >= S.READABLE_HEX:
        return max(S.MIN_GLYPH, round(size * 0.7))
    return max(1, round(size * 0.75))


def star_radius(size: int) -> float:
    """A plaza star's radius on a hex of radius ``size``."""
    return max(STAR_MIN, 0.3 * size) if size >= S.READABLE_HEX else 0.3 * size


def district_of(hex_type: HexType) -> District | None:
    """The district a hex belongs to (a plaza's is the one it multiplies), or None for
    a quarry."""
    name = hex_type.value.removeprefix("plaza-")
    return District(name) if name in District.__members__.values() else None


def is_plaza(hex_type: HexType) -> bool:
    """Whether a hex is one of the five plazas."""
    return hex_type.value.startswith("plaza-")


def letter(locale: str, district: District) -> str:
    """The district's one-letter mark in ``locale`` (H M B T G in English)."""
    return translate(locale, f"render_akropolis.letter.{district.value}")


def rim_width(level: int) -> float:
    """How wide (fraction of the radius) the rim of a hex on ``level`` is; 0 on the
    table and for a loose tile."""
    return 0.0 if level < 2 else RIM_BASE + RIM_STEP * (min(level, 5) - 2)


def rim_colour(level: int) -> S.RGB:
    """The rim colour of a hex on ``level`` (2 or higher)."""
    return S.LEVEL_RIMS[min(level, 5) - 2]


def _ink_for(fill: S.RGB) -> S.RGB:
    lightness = 0.299 * fill[0] + 0.587 * fill[1] + 0.114 * fill[2]
    return S.INK if lightness > 140 else S.TEXT


def star(cx: float, cy: float, r: float) -> list[Point]:
    """A five-pointed star's outline."""
    return [(cx + (r if i % 2 == 0 else r * 0.5) * math.sin(math.pi * i / 5),
             cy - (r if i % 2 == 0 else r * 0.5) * math.cos(math.pi * i / 5))
            for i in range(10)]


def _rocks(draw: ImageDraw.ImageDraw, cx: float, cy: float, s: float) -> None:
    for dx, dy, r in ((-0.08, -0.08, 0.24), (0.4, -0.02, 0.2), (0.16, -0.42, 0.18)):
        x, y, rr = cx + dx * s, cy + dy * s, r * s
        draw.polygon([(x - rr, y + rr * 0.6), (x - rr * 0.6, y - rr * 0.7),
                      (x + rr * 0.3, y - rr), (x + rr, y - rr * 0.1), (x + rr * 0.7, y + rr * 0.6)],
                     fill=S.ROCK, outline=S.INK, width=max(1, round(s * 0.04)))


def level_badge(draw: ImageDraw.ImageDraw, x: float, y: float, level: int, font: int) -> None:
    """A raised hex's level: its number in white on a dark disc ringed in white, so
    that it reads on any district's colour (level 1 has none: it is the table)."""
    r = font * 0.56
    draw.ellipse([x - r, y - r, x + r, y + r], fill=S.INK, outline=S.TEXT,
                 width=max(1, round(font * 0.07)))
    draw_fitted(draw, (x, y + font * 0.02), str(level), font, round(2 * r), S.TEXT)


@lru_cache(maxsize=1024)
def hex_face(hex_type: HexType, level: int, size: int, mark: str) -> Image.Image:
    """The picture of one visible hex of radius ``size`` centred in its image: its
    colour, its ``mark`` (the district's letter), a plaza's stars, a quarry's rocks,
    and from level 2 up a white rim and a level badge (``0`` for a tile not yet
    placed, and 1, show neither). A city's size changes slowly over a game, so a
    thousand pictures (at most about 20 MB) serve many games at once; drawing a
    missing one takes about a millisecond. Stars and badges may reach a little past
    the hex's edge on a small hex: they must stay readable."""
    s = size * SUPERSAMPLE
    font = glyph_size(size) * SUPERSAMPLE
    pad_x, pad_y = _overflow(s, font, star_radius(size) * SUPERSAMPLE)
    w, h = 2 * s + 2 * pad_x, 2 * math.ceil(SQRT3 * s / 2) + 2 * pad_y
    image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    cx, cy = w / 2, h / 2
    district = district_of(hex_type)
    plaza = is_plaza(hex_type)
    base = S.PAVING if plaza else S.QUARRY if district is None else S.DISTRICT_COLOURS[district]
    rim = rim_width(level)
    draw.polygon(corners(cx, cy, s), fill=rim_colour(level) if rim else base)
    if rim:
        draw.polygon(corners(cx, cy, s * (1 - rim)), fill=base, outline=S.INK,
                     width=max(1, round(s * 0.03)))
    raised = level >= 2
    ink = _ink_for(base)
    mark_y = cy + (LETTER_DY * s if raised else 0)
    if plaza:
        assert district is not None
        colour = S.DISTRICT_COLOURS[district]
        mark_y = cy + EMBLEM_DY * s - (0.12 * s if raised else 0)
        r = max(font * 0.62, 0.36 * s)
        draw.ellipse([cx - r, mark_y - r, cx + r, mark_y + r], fill=colour, outline=S.INK,
                     width=max(1, round(s * 0.04)))
        ink = _ink_for(colour)
        count = PLAZA_STARS[DISTRICTS.index(district)]
        radius = star_radius(size) * SUPERSAMPLE
        for i in range(count):
            x = cx + (i - (count - 1) / 2) * 1.45 * radius
            draw.polygon(star(x, cy + STARS_DY * s, radius), fill=S.GOLD, outline=S.INK,
                         width=max(1, round(radius * 0.12)))
    elif district is None:
        _rocks(draw, cx, cy, s)
    if district is not None:
        draw_fitted(draw, (cx, mark_y), mark, font, round(1.6 * s), ink,
                    stroke=max(1, round(font * 0.05)), stroke_fill=_ink_for(ink))
    if raised:
        level_badge(draw, cx + (0.42 * s if plaza else 0), cy + LEVEL_DY * s, level, font)
    return image.reduce(SUPERSAMPLE)


def _overflow(s: float, font: float, star: float) -> tuple[int, int]:
    """How far (x, y) a hex's stars and level badge may reach past its edges: the
    margin its picture needs, kept even so that it halves exactly."""
    badge = font * 0.6
    x = max(0.0, 2.45 * star - s, 0.42 * s + badge - s)
    y = max(0.0, LEVEL_DY * s + badge - SQRT3 / 2 * s, star - STARS_DY * s - SQRT3 / 2 * s)
    return 2 * math.ceil(x / 2) + 2, 2 * math.ceil(y / 2) + 2


@lru_cache(maxsize=64)
def stone_icon(size: int) -> Image.Image:
    """A stone cube seen from above a corner (the game's grey stones)."""
    s = size * SUPERSAMPLE
    image = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    line = max(1, round(s * 0.06))
    top = [(s * 0.5, s * 0.04), (s * 0.94, s * 0.28), (s * 0.5, s * 0.52), (s * 0.06, s * 0.28)]
    left = [(s * 0.06, s * 0.28), (s * 0.5, s * 0.52), (s * 0.5, s * 0.96), (s * 0.06, s * 0.72)]
    right = [(s * 0.5, s * 0.52), (s * 0.94, s * 0.28), (s * 0.94, s * 0.72), (s * 0.5, s * 0.96)]
    for face, shade in ((top, 1.15), (left, 0.85), (right, 0.65)):
        draw.polygon(face, fill=tuple(min(255, round(c * shade)) for c in S.STONE),
                     outline=S.INK, width=line)
    return image.resize((size, size), Image.Resampling.LANCZOS)


@lru_cache(maxsize=16)
def chief_icon(size: int) -> Image.Image:
    """The Chief Architect marker: a gold column on a dark disc."""
    s = size * SUPERSAMPLE
    image = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.ellipse([0, 0, s - 1, s - 1], fill=S.INK, outline=S.GOLD, width=round(s * 0.06))
    line = max(1, round(s * 0.03))
    draw.polygon([(s * 0.22, s * 0.3), (s * 0.5, s * 0.16), (s * 0.78, s * 0.3)], fill=S.GOLD,
                 outline=S.INK, width=line)
    draw.rectangle([s * 0.24, s * 0.3, s * 0.76, s * 0.38], fill=S.GOLD, outline=S.INK,
                   width=line)
    for x in (0.3, 0.45, 0.6):
        draw.rectangle([s * x, s * 0.38, s * (x + 0.1), s * 0.7], fill=S.GOLD, outline=S.INK,
                       width=line)
    draw.rectangle([s * 0.2, s * 0.7, s * 0.8, s * 0.8], fill=S.GOLD, outline=S.INK, width=line)
    return image.resize((size, size), Image.Resampling.LANCZOS)


def draw_outline(draw: ImageDraw.ImageDraw, points: list[Point], colour: S.RGB,
                 width: int) -> None:
    """A closed outline as one line: Pillow draws a wide polygon outline through a
    mask as big as the whole canvas, which costs more than the rest of a hex."""
    draw.line([*points, points[0]], fill=colour, width=width, joint="curve")


def paste_centred(canvas: Image.Image, sprite: Image.Image, x: float, y: float) -> None:
    """Paste ``sprite`` (with its transparency) centred on ``(x, y)``."""
    canvas.paste(sprite, (round(x - sprite.width / 2), round(y - sprite.height / 2)), sprite)
