"""Tournament images, shared by every game: the standings and a round's pairings.

They are drawn from sheets (``render.tournament.sheets``) of already-translated words
and numbers, so this package names no game and reads no catalogue. Each image is
900 px wide (it reads at a phone's 400 px) and grows in height with its lines;
``sheets.pages`` cuts a large event into several images.
"""

from .common import number
from .pairings import pairings_png
from .standings import standings_png

__all__ = ["number", "pairings_png", "standings_png"]
