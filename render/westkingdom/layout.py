"""Where each area of the board goes: one place for the boxes, so the drawing code
and the tests agree on them. Boxes are ``(x, y, w, h)``."""

from __future__ import annotations

from engine.westkingdom.board import OPEN_PLACES

from . import style as S

WIDTH = 1200
HEADER = 56
LEFT_WIDTH = 720
RIGHT_X = S.MARGIN + LEFT_WIDTH + 10
RIGHT_WIDTH = WIDTH - S.MARGIN - RIGHT_X
GAP = 6
PLACE_W, PLACE_H = (LEFT_WIDTH - 2 * GAP) // 3, 118
MARKET_Y = HEADER + 3 * (PLACE_H + GAP)
MARKET_W, MARKET_H = (LEFT_WIDTH - 3 * GAP) // 4, 124
VIRTUE_Y = MARKET_Y + MARKET_H + GAP
VIRTUE_H = 96
ROWS_Y = VIRTUE_Y + VIRTUE_H + GAP
ROWS_HEAD = 28
ROW_H = 52
DISPLAY_Y = HEADER
CARD_W, CARD_H = (RIGHT_WIDTH - 3 * GAP) // 4, 100
DISPLAY_H = 34 + 2 * CARD_H + GAP
CATHEDRAL_Y = DISPLAY_Y + DISPLAY_H + GAP
LEGEND_H = 40
CATHEDRAL_H = VIRTUE_Y + VIRTUE_H - CATHEDRAL_Y - LEGEND_H - GAP
Box = tuple[int, int, int, int]


def height(seats: int) -> int:
    """The board's height: the fixed areas, then a row per seat."""
    return ROWS_Y + ROWS_HEAD + ROW_H * seats + S.MARGIN


def place_box(place: str) -> Box:
    """An open location's box, in the 3 × 3 grid in ``OPEN_PLACES`` order."""
    index = OPEN_PLACES.index(place)
    row, col = divmod(index, 3)
    return S.MARGIN + col * (PLACE_W + GAP), HEADER + row * (PLACE_H + GAP), PLACE_W, PLACE_H


def market_box(space: int) -> Box:
    """Black Market space 0, 1, 2; space 3 is the Prison's box."""
    return S.MARGIN + space * (MARKET_W + GAP), MARKET_Y, MARKET_W, MARKET_H


def prison_box() -> Box:
    return market_box(3)


def virtue_box() -> Box:
    return S.MARGIN, VIRTUE_Y, LEFT_WIDTH, VIRTUE_H


def display_box() -> Box:
    return RIGHT_X, DISPLAY_Y, RIGHT_WIDTH, DISPLAY_H


def slot_box(slot: int) -> Box:
    """Display slot ``slot`` (0-based; ``2(c-1) + row``, as the engine counts)."""
    col, row = divmod(slot, 2)
    return (RIGHT_X + col * (CARD_W + GAP), DISPLAY_Y + 34 + row * (CARD_H + GAP), CARD_W,
            CARD_H)


def cathedral_box() -> Box:
    return RIGHT_X, CATHEDRAL_Y, RIGHT_WIDTH // 2 - GAP // 2, CATHEDRAL_H


def guildhall_box() -> Box:
    x, y, w, h = cathedral_box()
    return x + w + GAP, y, RIGHT_WIDTH - w - GAP, h


def legend_box() -> Box:
    """The line that says what the frames mean, under the Cathedral and Guildhall."""
    return RIGHT_X, VIRTUE_Y + VIRTUE_H - LEGEND_H, RIGHT_WIDTH, LEGEND_H


def row_box(seat: int) -> Box:
    """Seat ``seat``'s row under the board."""
    return S.MARGIN, ROWS_Y + ROWS_HEAD + seat * ROW_H, WIDTH - 2 * S.MARGIN, ROW_H
