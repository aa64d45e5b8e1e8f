"""Board images for the bot: pure functions from a game to PNG bytes.

Game-agnostic helpers (bundled fonts, text fitting, PNG encoding) live here; each
game's pictures live in its own subpackage (``render.amytis``).
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
