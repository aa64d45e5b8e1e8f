"""The right-hand column of the one-city images (a city at full size, the placement
preview): the seat's header, then what its districts score."""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.akropolis import DISTRICTS, HexType, PlayerScore
from i18n import translate

from ..text import draw_fitted
from . import style as S
from .city import hex_mark
from .sprites import hex_face, paste_centred

WIDTH, HEIGHT = 1400, 960
SIDE_WIDTH = 400
SIDE_X = WIDTH - S.MARGIN - SIDE_WIDTH
CITY_AREA = (S.MARGIN, S.MARGIN, SIDE_X - 2 * S.MARGIN, HEIGHT - 2 * S.MARGIN)
"""Where the city goes: everything left of the side column."""
ROW = 58


def blank(locale: str, side_bottom: int = HEIGHT - S.MARGIN) -> Image.Image:
    """The empty canvas: background and the side column's panel, down to
    ``side_bottom`` (the review puts the Construction Site across the foot)."""
    image = Image.new("RGB", (WIDTH, HEIGHT), S.BACKGROUND)
    ImageDraw.Draw(image).rounded_rectangle(
        [SIDE_X, S.MARGIN, WIDTH - S.MARGIN - 1, side_bottom - 1], radius=14, fill=S.PANEL,
        outline=S.PANEL_EDGE, width=2)
    return image


def district_row(canvas: Image.Image, hex_type: HexType, y: float, x: float, text: str,
                 width: int, locale: str, colour: S.RGB = S.TEXT) -> None:
    """One line of a breakdown: the district's hex, then ``text``."""
    paste_centred(canvas, hex_face(hex_type, 0, 22, hex_mark(hex_type, locale)), x + 24, y)
    draw_fitted(ImageDraw.Draw(canvas), (x + 58, y + 1), text, 30, width - 66, colour,
                anchor="lm")


def score_text(value: int, stars: int, points: int) -> str:
    """A district's line of the score pad: ``value × stars = points``."""
    return f"{value} × {stars} = {points}"


def draw_breakdown(canvas: Image.Image, score: PlayerScore, top: float, locale: str) -> None:
    """Each district's ``value × stars = points`` under ``top`` in the side column."""
    x = SIDE_X + 12
    for index, (district, part) in enumerate(zip(DISTRICTS, score.districts, strict=True)):
        district_row(canvas, HexType(district.value), top + ROW * (index + 0.5), x,
                     score_text(part.value, part.stars, part.points), SIDE_WIDTH - 24, locale)
    rows = [("stones", score.stones)]
    if score.quarry_bonus:
        rows.append(("quarry_bonus", score.quarry_bonus))
    lines = [translate(locale, "render_akropolis.labelled", value=value,
                       label=translate(locale, f"render_akropolis.{key}")) for key, value in rows]
    for index, line in enumerate(lines):
        draw_fitted(ImageDraw.Draw(canvas), (x + 8, top + ROW * (5.5 + index)), line, 28,
                    SIDE_WIDTH - 40, S.TEXT, anchor="lm")
