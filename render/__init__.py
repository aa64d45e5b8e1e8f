"""Board images for the bot: pure functions from a game to PNG bytes.

Game-agnostic helpers live here: bundled fonts with their fallbacks for any name
(``fonts``), text and name fitting (``text``), colour-blindness simulation to check
a palette (``colour_vision``) and PNG encoding (``png``). Each game's pictures live
in its own subpackage, named as in ``engine.GAMES``, whose ``cli`` module tells
``python -m render`` which record formats and views it draws, and whose ``replay``
module gives ``replay`` a finished game's frames (the animated replay).
"""

from .fonts import missing_glyphs, printable
from .png import encode_png

__all__ = ["encode_png", "missing_glyphs", "printable"]
