"""Fitting text into boxes: shrink it a little, then cut it with one ellipsis.

Labels are translated and names come from Discord, so no width can be assumed;
every string drawn goes through ``fit`` with the width it is allowed. Names may mix
scripts: each run of characters is drawn with the bundled font that has them (the
main face, else a fallback), so a Chinese name or an emoji reads as itself.
``fit_name`` and ``fit_around_name`` are how every game fits a player's name.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import ImageDraw, ImageFont

from .fonts import BOLD, CONDENSED, covered, fallback_font, fallback_for, font, printable

ELLIPSIS = "…"
NAME_MARK = "\ue000"
"""Stands for the name in a translated line until the name is fitted into it."""

Runs = tuple[tuple[str, ImageFont.FreeTypeFont], ...]


@lru_cache(maxsize=4096)
def runs(text: str, size: int, condensed: bool = False) -> Runs:
    """``text`` cut into runs that one font each draws, with that font."""
    main = font(size, condensed)
    have = covered(CONDENSED if condensed else BOLD)
    if all(ord(ch) in have for ch in text):
        return ((text, main),)
    out: list[tuple[str, ImageFont.FreeTypeFont]] = []
    for ch in text:
        path = None if ord(ch) in have or ch == " " else fallback_for(ch)
        face = main if path is None else fallback_font(path, size)
        if out and out[-1][1] is face:
            out[-1] = (out[-1][0] + ch, face)
        else:
            out.append((ch, face))
    return tuple(out)


def text_width(text: str, size: int, condensed: bool = False) -> float:
    """Width in pixels of ``text`` drawn at ``size``, fallback fonts included."""
    return sum(face.getlength(part) for part, face in runs(text, size, condensed))


@lru_cache(maxsize=4096)
def fit(text: str, size: int, width: int, min_size: int | None = None,
        condensed: bool = False) -> tuple[str, ImageFont.FreeTypeFont]:
    """The text and (main) font to draw ``text`` within ``width`` pixels.

    Tries ``size`` down to ``min_size`` (default: 80 % of ``size``, so text stays
    legible on a phone), then truncates with one ellipsis at the smallest size.
    """
    text = printable(text)
    smallest = min_size if min_size is not None else max(1, size * 4 // 5)
    for s in range(size, smallest - 1, -2):
        if text_width(text, s, condensed) <= width:
            return text, font(s, condensed)
    return _cut(text, smallest, width, condensed), font(smallest, condensed)


def _cut(text: str, size: int, width: int, condensed: bool) -> str:
    text = text.removesuffix(ELLIPSIS)
    while text and text_width(text + ELLIPSIS, size, condensed) > width:
        text = text[:-1]
    return text.rstrip() + ELLIPSIS


def fit_name(name: str, size: int, width: int, condensed: bool = False
             ) -> tuple[str, ImageFont.FreeTypeFont]:
    """A player's name fitted to ``width``: a little smaller if need be, then cut
    with one ellipsis (a name already cut keeps its single ellipsis)."""
    return fit(name, size, width, None, condensed)


def fit_around_name(line: str, name: str, size: int, width: int, min_size: int | None = None,
                    condensed: bool = False) -> tuple[str, ImageFont.FreeTypeFont]:
    """``line`` (a translation with ``NAME_MARK`` where the name goes) fitted to
    ``width`` by shrinking, then by cutting the name only, so the rest of the line
    (the points, say) always shows."""
    name = printable(name)
    smallest = min_size if min_size is not None else max(1, size * 4 // 5)
    for s in range(size, smallest - 1, -2):
        whole = line.replace(NAME_MARK, name)
        if text_width(whole, s, condensed) <= width:
            return whole, font(s, condensed)
    rest = text_width(line.replace(NAME_MARK, ""), smallest, condensed)
    short = _cut(name, smallest, max(0, round(width - rest)), condensed)
    return line.replace(NAME_MARK, short), font(smallest, condensed)


def truncate(text: str, limit: int) -> str:
    """At most ``limit`` characters, with an ellipsis when cut (long Discord names)."""
    text = printable(text)
    return text if len(text) <= limit else text[:limit - 1].rstrip() + ELLIPSIS


def draw_text(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str,
              face: ImageFont.FreeTypeFont, fill: str | tuple, anchor: str = "mm",
              stroke: int = 0, stroke_fill: str | tuple = "#000000") -> None:
    """Draw ``text`` (already fitted) at ``xy`` with a Pillow ``anchor``; runs the
    main face lacks are drawn with the fallback that has them, on one baseline."""
    parts = runs(text, face.size, face.path == str(CONDENSED))
    if len(parts) == 1:
        draw.text(xy, text, font=face, fill=fill, anchor=anchor, stroke_width=stroke,
                  stroke_fill=stroke_fill)
        return
    total = sum(f.getlength(part) for part, f in parts)
    x = xy[0] - {"l": 0, "m": total / 2, "r": total}[anchor[0]]
    ascent, descent = face.getmetrics()
    baseline = xy[1] + {"a": ascent, "t": ascent, "m": (ascent - descent) / 2, "s": 0,
                        "b": -descent, "d": -descent}[anchor[1]]
    for part, f in parts:
        draw.text((x, baseline), part, font=f, fill=fill, anchor="ls", stroke_width=stroke,
                  stroke_fill=stroke_fill)
        x += f.getlength(part)


def draw_fitted(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, size: int,
                width: int, fill: str | tuple, anchor: str = "mm", condensed: bool = False,
                stroke: int = 0, stroke_fill: str | tuple = "#000000",
                min_size: int | None = None) -> None:
    """Draw ``text`` fitted to ``width`` at ``xy`` (Pillow anchor, centred by default);
    ``stroke`` outlines it so that it reads on any background."""
    shown, face = fit(text, size, width, min_size, condensed)
    draw_text(draw, xy, shown, face, fill, anchor, stroke, stroke_fill)
