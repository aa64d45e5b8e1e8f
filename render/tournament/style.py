"""Colours and sizes of the tournament images, in one place so the look can be tuned
without reading the drawing code.

Discord shows an image about 400 px wide on a phone, so at ``WIDTH`` everything is
drawn at about 2.2 times the size it is read at: a line's 36 px name reads as 16 px.
"""

from __future__ import annotations

RGB = tuple[int, int, int]

WIDTH = 900
MARGIN = 24
TITLE = 44
SUBTITLE = 28
HEADING = 24
TEXT_SIZE = 34
SMALL = 26
NOTE = 22

BACKGROUND: RGB = (28, 32, 44)
BAND: RGB = (38, 44, 60)
"""Every other line (or table), so a long line is followed across the image."""
RULE: RGB = (70, 80, 106)
TEXT: RGB = (242, 242, 242)
MUTED: RGB = (168, 176, 196)
DIMMED: RGB = (120, 128, 148)
"""A removed player's line: still listed, visibly out."""
NOTE_FILL: RGB = (58, 66, 88)
MEDALS: tuple[RGB, RGB, RGB] = ((240, 190, 60), (200, 206, 216), (214, 140, 80))
"""Gold, silver and bronze for ranks 1 to 3 (the rank's number is always written too)."""
