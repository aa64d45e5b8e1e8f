"""Images of Akropolis: the table after every move, one city at full size, the
placement preview and the final score pad. Pure functions of a game (or its public
view), a locale and the players' display names, returning PNG bytes; no Discord code.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from engine.akropolis import Game, PublicView
from i18n import normalize_locale

from ..png import encode_png
from .seats import seat_names
from .table import city_layout, draw_table, panel_box, site_box

Names = Sequence[str | None] | None

__all__ = [
    "city_layout",
    "panel_box",
    "render_table",
    "site_box",
    "table_image",
]


def _view(game: Game | PublicView) -> PublicView:
    return game if isinstance(game, PublicView) else game.public_view()


def table_image(game: Game | PublicView, locale: str | None = "en",
                names: Names = None) -> Image.Image:
    """The table as a Pillow image (for callers that compose or test pixels)."""
    code = normalize_locale(locale)
    view = _view(game)
    return draw_table(view, seat_names(view, names, code), code)


def render_table(game: Game | PublicView, locale: str | None = "en",
                 names: Names = None) -> bytes:
    """PNG bytes of the table, posted after every move."""
    return encode_png(table_image(game, locale, names))
