"""The King's Favor board as the rulebook names it: each of the seven spaces with its
label (I, II, III, IV, I-II-III, III+ and the Project space), what it scores per
counted thing ("3 ×" a stack of one), and its owner's pawn; the pawns each player
has left; the shared bottom row, captioned, with its scale. The empty board is
drawn once per language and cached; only the pawns are drawn per image."""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont

from engine.amytis import UPPER_FAVORS
from i18n import translate

from ..text import draw_fitted, draw_text, fit
from .style import (
    CARD,
    GOLD,
    HIGHLIGHT,
    INK,
    MUTED,
    PANEL,
    PANEL_EDGE,
    SLOT,
    TEXT,
    TEXT_SIZES,
    TILE_BACK,
)
from .tiles import SUPERSAMPLE, outline, paste_centred, pawn

PAD, GAP = 8, 6
COLUMNS = 4
SPACE_HEIGHT = 88
LABEL_Y, VALUE_Y, OWNER_Y = 16, 46, 72
"""Centres of a space's label, value line and owner's pawn, below its top."""
PAWN_RADIUS = 14
BOTTOM_SPACES = 6
BOTTOM_ROW_SCALE = "1→4 · 2→10 · 3→18 · 4→30"
"""Pawns a player holds in the bottom row → the points they score."""
LABELS = {"stacks-1": "I", "stacks-2": "II", "stacks-3": "III", "stacks-4": "IV",
          "staircase": "I-II-III", "corners": "III+", "projects": ""}
"""The printed labels; the Project space has a card for a label."""
POINTS = {"stacks-1": "3", "stacks-2": "2", "stacks-3": "4", "stacks-4": "6",
          "staircase": "6", "corners": "5", "projects": "2"}
"""End-game points per counted thing (the pictogram after the ``×``)."""


def space_box(width: int, index: int) -> tuple[float, float, float, float]:
    """(x, y, width, height) of upper space ``index`` (the eighth slot holds the
    pawns each player has left), relative to the board."""
    w = (width - 2 * PAD - GAP * (COLUMNS - 1)) / COLUMNS
    return (PAD + (index % COLUMNS) * (w + GAP), PAD + (index // COLUMNS) * (SPACE_HEIGHT + GAP),
            w, SPACE_HEIGHT)


def _bottom_top() -> float:
    return PAD + 2 * SPACE_HEIGHT + GAP + 8


def bottom_space(width: int, index: int) -> tuple[float, float]:
    """Centre of bottom-row space ``index``, relative to the board."""
    step = 2 * PAWN_RADIUS + 8
    return width - PAD - PAWN_RADIUS - 2 - (BOTTOM_SPACES - 1 - index) * step, _bottom_top() + 20


def pictogram(draw: ImageDraw.ImageDraw, favor: str, cx: float, cy: float, s: float) -> None:
    """What a space counts, in a box of side ``s``: a stack of N tiles, a staircase,
    a city with its corners marked, or a Project card."""
    line = max(2, round(s * 0.06))
    if favor.startswith("stacks-"):
        n = int(favor[-1])
        tile_h = s / 4.7
        for k in range(n):
            y = cy + s / 2 - (k + 1) * tile_h * 1.06
            draw.rectangle([cx - s * 0.42, y, cx + s * 0.42, y + tile_h], fill=TILE_BACK,
                           outline=INK, width=line)
    elif favor == "staircase":
        for k in range(3):
            bar = s * 0.3
            x = cx - s * 0.47 + k * bar * 1.06
            draw.rectangle([x, cy + s / 2 - (k + 1) * s * 0.31, x + bar, cy + s / 2],
                           fill=TILE_BACK, outline=INK, width=line)
    elif favor == "corners":
        c = s * 0.33
        for i in range(9):
            x, y = cx - 1.5 * c + (i % 3) * c, cy - 1.5 * c + (i // 3) * c
            fill = GOLD if i in (0, 2, 6, 8) else SLOT
            draw.rectangle([x, y, x + c, y + c], fill=fill, outline=INK, width=line)
    else:
        draw.rounded_rectangle([cx - s * 0.34, cy - s * 0.48, cx + s * 0.34, cy + s * 0.48],
                               radius=s * 0.08, fill=CARD, outline=INK, width=line)
        tick = [(cx - s * 0.18, cy), (cx - s * 0.03, cy + s * 0.18), (cx + s * 0.2, cy - s * 0.18)]
        draw.line(tick, fill=(30, 140, 50), width=round(line * 1.8), joint="curve")


def pawns_left_label(width: int, locale: str) -> tuple[str, ImageFont.FreeTypeFont]:
    """The caption of the slot that holds the pawns each player has left, fitted to
    it (supersampled): a little smaller if need be, cut only as a last resort."""
    k = SUPERSAMPLE
    size = TEXT_SIZES["favor label"] * k
    w = space_box(width, len(UPPER_FAVORS))[2] * k
    return fit(translate(locale, "render_amytis.pawns_left"), size, round(w - 8 * k),
               min_size=size * 2 // 3, condensed=True)


@lru_cache(maxsize=8)
def favor_board_background(width: int, height: int, locale: str) -> Image.Image:
    """The empty Favor board: labelled spaces, their values, the bottom row."""
    k = SUPERSAMPLE
    image = Image.new("RGBA", (width * k, height * k), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle([0, 0, width * k - 1, height * k - 1], radius=14 * k, fill=PANEL,
                           outline=PANEL_EDGE, width=2 * k)
    label_size, value_size = TEXT_SIZES["favor label"] * k, TEXT_SIZES["favor value"] * k
    for i, favor in enumerate([*UPPER_FAVORS, None]):
        x, y, w, h = (v * k for v in space_box(width, i))
        draw.rounded_rectangle([x, y, x + w, y + h], radius=8 * k, fill=SLOT,
                               outline=PANEL_EDGE, width=2 * k)
        cx = x + w / 2
        if favor is None:
            draw_text(draw, (cx, y + LABEL_Y * k), *pawns_left_label(width, locale), MUTED)
            continue
        if LABELS[favor]:
            draw_fitted(draw, (cx, y + LABEL_Y * k), LABELS[favor], label_size,
                        round(w - 8 * k), TEXT, condensed=True, min_size=label_size)
        else:
            pictogram(draw, favor, cx, y + LABEL_Y * k, 22 * k)
        draw_fitted(draw, (cx - 4 * k, y + VALUE_Y * k), POINTS[favor] + "×", value_size,
                    round(w / 2), GOLD, anchor="rm", min_size=value_size)
        pictogram(draw, favor, cx + 20 * k, y + VALUE_Y * k, 30 * k)
        oy = y + OWNER_Y * k
        draw.ellipse([cx - PAWN_RADIUS * k, oy - PAWN_RADIUS * k, cx + PAWN_RADIUS * k,
                      oy + PAWN_RADIUS * k], outline=PANEL_EDGE, width=2 * k)
    top = _bottom_top()
    draw_fitted(draw, (PAD * k, (top + 20) * k), translate(locale, "render_amytis.bottom_row"),
                TEXT_SIZES["bottom row"] * k, round((bottom_space(width, 0)[0] - 24) * k), TEXT,
                anchor="lm", condensed=True, min_size=TEXT_SIZES["bottom row"] * k * 3 // 4)
    for i in range(BOTTOM_SPACES):
        bx, by = bottom_space(width, i)
        draw.ellipse([(bx - PAWN_RADIUS) * k, (by - PAWN_RADIUS) * k, (bx + PAWN_RADIUS) * k,
                      (by + PAWN_RADIUS) * k], fill=SLOT, outline=PANEL_EDGE, width=2 * k)
    draw_fitted(draw, (width / 2 * k, (top + 56) * k), BOTTOM_ROW_SCALE,
                TEXT_SIZES["bottom row"] * k, round((width - 2 * PAD) * k), GOLD,
                condensed=True, min_size=TEXT_SIZES["bottom row"] * k)
    return image.resize((width, height), Image.Resampling.LANCZOS)


def draw_favor_board(canvas: Image.Image, x: int, y: int, width: int, height: int,
                     owners: Mapping[str, int], bottom_row: tuple[int, int],
                     pawns: tuple[int, int], locale: str, new: tuple[int, str] | None = None
                     ) -> None:
    """The Favor board at (x, y): each owned space shows its owner's pawn, the bottom
    row the first player's pawns then the second's, the spare slot the pawns each
    player has left. ``new`` (seat, space) frames the pawn the last turn placed."""
    background = favor_board_background(width, height, locale)
    canvas.paste(background, (x, y), background)
    draw = ImageDraw.Draw(canvas)
    frame = None
    for i, favor in enumerate(UPPER_FAVORS):
        sx, sy, w, _ = space_box(width, i)
        centre = (x + sx + w / 2, y + sy + OWNER_Y)
        if favor in owners:
            paste_centred(canvas, pawn(owners[favor], PAWN_RADIUS), *centre)
            if new == (owners[favor], favor):
                frame = centre
    sx, sy, w, _ = space_box(width, len(UPPER_FAVORS))
    for seat in (0, 1):
        row = y + sy + VALUE_Y - 4 + seat * (OWNER_Y - VALUE_Y + 6)
        paste_centred(canvas, pawn(seat, PAWN_RADIUS - 1), x + sx + w * 0.36, row)
        draw_fitted(draw, (x + sx + w * 0.36 + PAWN_RADIUS + 2, row), f"×{pawns[seat]}",
                    TEXT_SIZES["pawns left"], round(w / 2), TEXT, anchor="lm",
                    min_size=TEXT_SIZES["pawns left"])
    seats = [0] * bottom_row[0] + [1] * bottom_row[1]
    for i, seat in enumerate(seats[:BOTTOM_SPACES]):
        centre = (x + bottom_space(width, i)[0], y + bottom_space(width, i)[1])
        paste_centred(canvas, pawn(seat, PAWN_RADIUS), *centre)
        if new == (seat, "bottom-row") and i == bottom_row[0] - 1 + bottom_row[1] * seat:
            frame = centre
    if frame is not None:
        r = PAWN_RADIUS + 2
        outline(canvas, frame[0] - r, frame[1] - r, 2 * r, 2 * r, HIGHLIGHT, width=4, radius=r + 4)
