"""Images of The Architects of Amytis: the table after every move and the final
score. Pure functions of a game (or its public view), a locale and the players'
display names, returning PNG bytes; no Discord code here."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from engine.amytis import Game, PublicView
from i18n import normalize_locale, translate

from ..png import encode_png
from ..text import truncate
from .final import draw_final
from .table import (
    architect_centre,
    board_origin,
    board_tile,
    city_badge,
    city_number,
    city_origin,
    city_tile,
    draw_table,
    hand_card,
    new_cards,
)

NAME_LIMIT = 24

__all__ = [
    "architect_centre",
    "board_origin",
    "board_tile",
    "city_badge",
    "city_number",
    "city_origin",
    "city_tile",
    "final_image",
    "hand_card",
    "new_cards",
    "player_names",
    "render_final",
    "render_game",
    "render_table",
    "table_image",
]


def _view(game: Game | PublicView) -> PublicView:
    return game if isinstance(game, PublicView) else game.public_view()


def player_names(names: Sequence[str | None] | None, locale: str) -> tuple[str, str]:
    """Display names for seats 0 and 1: cleaned of characters no bundled font has,
    cut to ``NAME_LIMIT`` characters, and "Player 1"/"Player 2" where none is given
    or nothing of it can be drawn (a Korean name, say)."""
    given = [*list(names or ())[:2], None, None]
    out = []
    for seat in (0, 1):
        name = truncate(given[seat] or "", NAME_LIMIT).strip()
        out.append(name or translate(locale, "render.player", seat=seat + 1))
    return out[0], out[1]


def table_image(game: Game | PublicView, locale: str | None = "en",
                names: Sequence[str | None] | None = None) -> Image.Image:
    """The table as a Pillow image (for callers that compose or test pixels)."""
    code = normalize_locale(locale)
    return draw_table(_view(game), code, player_names(names, code))


def final_image(game: Game | PublicView, locale: str | None = "en",
                names: Sequence[str | None] | None = None) -> Image.Image:
    """The end-of-game table with the score breakdown and the winner(s). For a game
    still running it shows the scores as if the game ended now."""
    code = normalize_locale(locale)
    return draw_final(_view(game), code, player_names(names, code))


def render_table(game: Game | PublicView, locale: str | None = "en",
                 names: Sequence[str | None] | None = None) -> bytes:
    """PNG bytes of the table, posted after every move."""
    return encode_png(table_image(game, locale, names))


def render_final(game: Game | PublicView, locale: str | None = "en",
                 names: Sequence[str | None] | None = None) -> bytes:
    """PNG bytes of the end-of-game image."""
    return encode_png(final_image(game, locale, names))


def render_game(game: Game | PublicView, locale: str | None = "en",
                names: Sequence[str | None] | None = None) -> bytes:
    """The image that fits the game's state: the final score once it is over, else
    the table."""
    view = _view(game)
    return (render_final if view.result.finished else render_table)(view, locale, names)
