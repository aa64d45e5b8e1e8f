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

WIDTH, HEIGHT = 1320, 900

BACKGROUND = (30, 34, 48)
PANEL = (42, 48, 66)
PANEL_EDGE = (70, 80, 108)
SLOT = (22, 26, 36)
TEXT = (242, 242, 242)
MUTED = (170, 178, 200)
INK = (12, 14, 20)
HIGHLIGHT = (255, 214, 10)
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
HEADER_HEIGHT = 96
TOP = HEADER_HEIGHT + 10

CITY_CELL = 128
CITY_GAP = 8
CITY_TILE = 106
CITY_STEP = 5
CITY_STEPS = 3
PROJECTS_Y = TOP + 3 * CITY_CELL + 2 * CITY_GAP + 12
PROJECTS_TITLE = 40

BOARD_CELL = 136
BOARD_GAP = 10
BOARD_TILE = 116
BOARD_STEP = 4

DISPLAY_Y = TOP + 3 * BOARD_CELL + 2 * BOARD_GAP + 12
DISPLAY_CARD = (96, 112)
FAVOR_Y = DISPLAY_Y + DISPLAY_CARD[1] + 12
FAVOR_HEIGHT = 158
SIDES_Y = FAVOR_Y + FAVOR_HEIGHT + 8
SIDES_HEIGHT = HEIGHT - SIDES_Y - 10
