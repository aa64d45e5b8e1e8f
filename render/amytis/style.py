"""Colours and geometry of the Amytis table, in one place so the look can be tuned
without reading the drawing code.

Tile colours are far apart in lightness as well as hue, and stay apart for protan,
deutan and tritan vision (checked with ``render.colour_vision`` in the tests): dark
green, bright blue, orange and light pink. Each also has its shape. Players are white
(seat 1) and black (seat 2), the two colours no tile has, and their markers always
carry the seat number as well.
"""

from __future__ import annotations

from engine.amytis import Colour

WIDTH, HEIGHT = 1320, 1040
"""Landscape, and as wide as before: Discord on a phone scales the width to ~400 px,
so the extra height costs no legibility."""

MIN_TEXT = 26
"""The smallest text, in pixels of font size, of anything a player decides by: a
number, a label or a colour's shape is then about 8 px high on a phone (400/1320)."""
TEXT_SIZES = {
    "stack height": 28,
    "cell number": 26,
    "tile shape": 30,
    "card number": 26,
    "card points": 28,
    "card shape": 26,
    "deck count": 36,
    "favor label": 26,
    "favor value": 28,
    "bottom row": 26,
    "pawns left": 26,
    "end trigger": 28,
    "building name": 26,
    "score breakdown": 26,
}
"""Size in pixels at full width of each thing a player reads to decide."""

BACKGROUND = (30, 34, 48)
PANEL = (42, 48, 66)
PANEL_EDGE = (70, 80, 108)
SLOT = (22, 26, 36)
TEXT = (242, 242, 242)
MUTED = (170, 178, 200)
INK = (12, 14, 20)
HIGHLIGHT = (255, 214, 10)
"""The last move, and nothing else: the stack it took from, the cell it built on,
the card it drew or completed, the Favor pawn it placed, the line that tells it."""
TURN = (64, 200, 255)
"""The player to move."""
WINNER = (60, 210, 110)
"""The winner(s), once the game is over."""
GOLD = (240, 190, 60)
CARD = (246, 238, 220)
CARD_DONE = (205, 238, 200)
CARD_BACK = (120, 40, 50)
TILE_BACK = (150, 136, 110)

TILE_COLOURS: dict[Colour, tuple[int, int, int]] = {
    Colour.GREEN: (20, 110, 40),
    Colour.BLUE: (20, 120, 235),
    Colour.ORANGE: (245, 125, 10),
    Colour.PINK: (245, 170, 215),
}

PLAYER_FILL = ((246, 246, 246), (16, 16, 16))
PLAYER_INK = ((16, 16, 16), (246, 246, 246))
"""Seat 0 is drawn white with black ink, seat 1 black with white ink."""

# Columns: player 1 | main board and shared things | player 2.
MARGIN = 20
SIDE_WIDTH = 400
CENTRE_X = 446
CENTRE_WIDTH = 428
COLUMN_X = (MARGIN, WIDTH - MARGIN - SIDE_WIDTH)
HEADER_HEIGHT = 124
TOP = HEADER_HEIGHT + 12

CITY_CELL = 128
CITY_GAP = 8
CITY_TILE = 106
CITY_STEP = 5
CITY_STEPS = 3
PROJECTS_Y = TOP + 3 * CITY_CELL + 2 * CITY_GAP + 12
PROJECTS_TITLE = 40

BOARD_CELL = 128
BOARD_GAP = 10
BOARD_X = CENTRE_X + (CENTRE_WIDTH - 3 * BOARD_CELL - 2 * BOARD_GAP) // 2
BOARD_TILE = 106
BOARD_STEP = 4

DISPLAY_Y = PROJECTS_Y
DISPLAY_CARD = (100, 136)
FAVOR_Y = DISPLAY_Y + DISPLAY_CARD[1] + 10
FOOTER_HEIGHT = 52
FOOTER_Y = HEIGHT - 10 - FOOTER_HEIGHT
FAVOR_HEIGHT = FOOTER_Y - 10 - FAVOR_Y
PANEL_BOTTOM = FOOTER_Y - 10
