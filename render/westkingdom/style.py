"""Colours and sizes of the West Kingdom images, in one place so the look can be
tuned without reading the drawing code.

The five player colours are far apart in lightness as well as hue, so they stay
apart under protanopia, deuteranopia and tritanopia (the render tests check it with
the shared colour-vision model); every marker also carries its seat's letter, so
colour is never the only clue. ``HIGHLIGHT`` means one thing only: "changed in the
last turn". Whose turn it is has its own colour, ``TURN``.
"""

from __future__ import annotations

RGB = tuple[int, int, int]

BACKGROUND: RGB = (30, 28, 36)
PANEL: RGB = (48, 45, 58)
PANEL_EDGE: RGB = (82, 78, 98)
TEXT: RGB = (244, 242, 236)
MUTED: RGB = (176, 170, 186)
DIM: RGB = (104, 100, 116)
INK: RGB = (20, 18, 24)
HIGHLIGHT: RGB = (255, 128, 0)
"""The frame around whatever changed in the last turn, and nothing else."""
TURN: RGB = (255, 255, 255)
"""The frame and arrow of the player to move."""
SILVER: RGB = (200, 204, 214)
GOLD: RGB = (236, 186, 52)
PAPER: RGB = (247, 241, 226)
PAPER_LINE: RGB = (200, 190, 168)
PAPER_INK: RGB = (90, 84, 70)
CARD: RGB = (236, 228, 208)
CARD_EDGE: RGB = (150, 136, 110)
BUILDABLE: RGB = (64, 170, 96)

PLAYER_COLOURS: tuple[RGB, ...] = (
    (37, 106, 180),   # blue
    (250, 232, 48),   # yellow
    (186, 22, 36),    # red
    (222, 150, 240),  # pink
    (110, 186, 108),  # green
)
PLAYER_INKS: tuple[RGB, ...] = ((255, 255, 255), INK, (255, 255, 255), INK, INK)
"""The letter's colour on each player's disc: the one that contrasts most."""
SEAT_LETTERS = "ABCDE"
"""Each seat's letter, drawn on its every marker: the same in every language, so
players speaking different languages can talk about "B" at one table."""

RESOURCE_COLOURS: dict[str, RGB] = {
    "Cl": (214, 120, 84), "Wd": (176, 128, 76), "St": (168, 168, 172),
    "Au": GOLD, "Mb": (232, 226, 240), "Ag": SILVER,
}

MARGIN = 12
MIN_TEXT = 24
"""The smallest font size of a number a player decides by: at the board's width of
1200 px, Discord's 400 px preview shows it 8 px high."""
NUMBER = 26
LABEL = 18
SMALL = 15
