"""Board images for the bot: pure functions from a game to PNG bytes.

Game-agnostic helpers live here: bundled fonts with their fallbacks for any name
(``fonts``), text and name fitting (``text``), colour-blindness simulation to check
a palette (``colour_vision``) and PNG encoding (``png``); each game's pictures live
in its own subpackage (``render.amytis``).
"""

from .amytis import final_image, render_final, render_game, render_table, table_image
from .fonts import missing_glyphs, printable
from .png import encode_png

__all__ = [
    "encode_png",
    "final_image",
    "missing_glyphs",
    "printable",
    "render_final",
    "render_game",
    "render_table",
    "table_image",
]
