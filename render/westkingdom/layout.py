"""Where each area of the board goes: one place for the boxes, so the drawing code
and the tests agree on them. Boxes are ``(x, y, w, h)``.

The nine locations and the virtue track fill the left; the Black Market, the Prison,
the Cathedral and the Guildhall the right; the apprentice display runs the whole
width under them, so that each card's name is drawn as large as the numbers a
player decides by; then a row per seat.
"""

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
VIRTUE_Y = HEADER + 3 * PLACE_H + 3 * GAP
VIRTUE_H = 110
MARKET_W, MARKET_H = (RIGHT_WIDTH - GAP) // 2, 92
CATHEDRAL_Y = HEADER + 2 * (MARKET_H + GAP)
LEGEND_H = 40
CATHEDRAL_H = VIRTUE_Y + VIRTUE_H - CATHEDRAL_Y - LEGEND_H - GAP
DISPLAY_Y = VIRTUE_Y + VIRTUE_H + GAP
DISPLAY_HEAD = 30
CARD_W, CARD_H = (WIDTH - 2 * S.MARGIN - 2 * GAP - 3 * GAP) // 4, 66
DISPLAY_H = DISPLAY_HEAD + 2 * CARD_H + 2 * GAP
ROWS_Y = DISPLAY_Y + DISPLAY_H + GAP
ROWS_HEAD = 28
ROW_H = 52
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
    """Black Market space 0, 1, 2, in a 2 × 2 grid at the top right; space 3 is the
    Prison's box."""
    row, col = divmod(space, 2)
    return (RIGHT_X + col * (MARKET_W + GAP), HEADER + row * (MARKET_H + GAP), MARKET_W,
            MARKET_H)


def prison_box() -> Box:
    return market_box(3)


def virtue_box() -> Box:
    return S.MARGIN, VIRTUE_Y, LEFT_WIDTH, VIRTUE_H


def display_box() -> Box:
    return S.MARGIN, DISPLAY_Y, WIDTH - 2 * S.MARGIN, DISPLAY_H


def slot_box(slot: int) -> Box:
    """Display slot ``slot`` (0-based; ``2(c-1) + row``, as the engine counts)."""
    col, row = divmod(slot, 2)
    return (S.MARGIN + GAP + col * (CARD_W + GAP),
            DISPLAY_Y + DISPLAY_HEAD + row * (CARD_H + GAP), CARD_W, CARD_H)


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
