"""The solo Famous Architect's "city": it never places its tiles, so it is shown as
what scores for it, the count of each kind of hex it holds, beside its level."""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.akropolis import DISTRICTS, ArchitectCity, HexType
from i18n import translate

from ..text import draw_fitted
from . import style as S
from .city import hex_mark
from .sprites import hex_face, paste_centred

ROWS: tuple[tuple[HexType, HexType], ...] = tuple(
    (HexType(d.value), HexType(f"plaza-{d.value}")) for d in DISTRICTS)
"""Each district beside its plaza, in scoring order; the quarries come last."""


def architect_row_centre(row: int, column: int, box: tuple[int, int, int, int]
                         ) -> tuple[float, float]:
    """The centre of the hex of ``row`` (0-5, quarries last) and ``column`` (0: the
    district, 1: its plaza) in the panel body ``box``."""
    x, y, w, h = box
    step = h / 7
    return x + w * (0.16 + 0.5 * column), y + step * (row + 1.2)


def draw_architect(canvas: Image.Image, city: ArchitectCity, level: str | None,
                   box: tuple[int, int, int, int], locale: str) -> None:
    """The Architect's level on top, then one row per district: ``hex × count`` for
    the district and for its plaza, and the quarries (which score at Metagenes)."""
    x, y, w, h = box
    draw = ImageDraw.Draw(canvas)
    if level:
        draw_fitted(draw, (x + w / 2, y + 20), translate(locale, f"render_akropolis.level.{level}"),
                    28, w - 20, S.GOLD)
    counts = city.hex_counts()
    size = max(12, min(34, round(h / 7 / 2.1), round(w / 8)))
    rows = [*ROWS, (HexType.QUARRY, None)]
    for row, kinds in enumerate(rows):
        for column, kind in enumerate(kinds):
            if kind is None:
                continue
            cx, cy = architect_row_centre(row, column, box)
            paste_centred(canvas, hex_face(kind, 0, size, hex_mark(kind, locale)), cx, cy)
            draw_fitted(draw, (cx + size + 10, cy), f"× {counts[kind]}", 34, round(w * 0.3),
                        S.TEXT, anchor="lm")
    tiles = translate(locale, "render_akropolis.tiles_taken", count=len(city.tiles))
    draw_fitted(draw, (x + w / 2, y + h - 16), tiles, 22, w - 20, S.MUTED)
