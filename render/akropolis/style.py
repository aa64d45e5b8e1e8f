"""Colours and sizes of the Akropolis images, in one place so the look can be tuned
without reading the drawing code.

The five district colours are the game's (blue houses, yellow markets, red barracks,
purple temples, green gardens), chosen far apart in lightness as well as hue: the
render tests check that no two of them, nor the grey of plazas and quarries or the
water of a lake, come close under protanopia, deuteranopia or tritanopia. Every hex
also carries its letter (or the quarry's rocks), so colour is never the only clue.

Each highlight colour means one thing, and each also has its shape, so that no
player has to tell two of them apart by hue: ``TURN`` the player to move (with ▶),
``HIGHLIGHT`` the tile placed last (a frame lined in ink), ``CHOSEN`` the tile the
player to move has picked (a frame with a tick on the site, the tile drawn in place
on the preview) and ``WINNER`` the winner. Tests keep them apart from each other
and from the level rims for the three dichromacies.
"""

from __future__ import annotations

from engine.akropolis import District

RGB = tuple[int, int, int]

BACKGROUND: RGB = (28, 32, 44)
PANEL: RGB = (40, 46, 62)
PANEL_EDGE: RGB = (70, 80, 106)
TEXT: RGB = (242, 242, 242)
MUTED: RGB = (168, 176, 196)
INK: RGB = (14, 16, 22)
HIGHLIGHT: RGB = (255, 214, 10)
"""The tile placed last, and nothing else."""
TURN: RGB = (64, 200, 255)
"""The player to move (the same colour as on the Amytis table)."""
CHOSEN: RGB = (255, 75, 135)
"""The tile the player to move has chosen, on the site and drawn in place."""
WINNER: RGB = (60, 210, 110)
GOLD: RGB = (240, 190, 60)

DISTRICT_COLOURS: dict[District, RGB] = {
    District.HOUSE: (37, 106, 180),
    District.MARKET: (250, 232, 48),
    District.BARRACKS: (186, 22, 36),
    District.TEMPLE: (222, 150, 240),
    District.GARDEN: (110, 186, 108),
}
QUARRY: RGB = (133, 134, 137)
"""A quarry's grey; its rocks are drawn darker."""
ROCK: RGB = (92, 92, 96)
PAVING: RGB = (192, 200, 208)
"""The light paving around a plaza's coloured emblem."""
LAKE: RGB = (0, 54, 62)
WAVE: RGB = (60, 140, 150)
EDGE_TILE: RGB = (10, 12, 16)
"""The thick line between hexes of different tiles, and around the city."""
EDGE_INNER: RGB = (60, 64, 72)
"""The thin line between two hexes of the same tile."""
LEVEL_RIMS: tuple[RGB, ...] = ((236, 236, 236), (255, 255, 255), (255, 255, 255),
                               (255, 255, 255))
"""The rim of a hex on level 2, 3, 4 and 5 or higher: a raised hex shows its height
by a white rim, wider the higher it is, and by its number on a dark badge. The rims
stay white so that no level takes a highlight colour."""
STONE: RGB = (150, 150, 156)
PAPER: RGB = (247, 241, 226)
PAPER_LINE: RGB = (200, 190, 168)

MARGIN = 14
HEX_MAX = 64
"""The largest hex radius a city is drawn at: a tiny city is not blown up."""
MIN_GLYPH = 28
"""The smallest font (px) of a letter, level, code or cost a player decides by: 8 px
when Discord shows the 1400 px wide image 400 px wide on a phone."""
READABLE_HEX = 24
"""Hexes at least this big (radius, px) draw their letter and level at ``MIN_GLYPH``
or more; smaller ones (the other seats' thumbnails) scale them down with the hex."""
