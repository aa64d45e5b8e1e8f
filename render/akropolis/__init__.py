"""Images of Akropolis: the table after every move, one city at full size, the
placement preview and the final score pad. Pure functions of a game (or its public
view), a locale and the players' display names, returning PNG bytes; no Discord code.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from engine.akropolis import Game, IllegalMove, Placement, PublicView
from i18n import normalize_locale

from ..png import encode_png
from .city_view import draw_city_view, full_city_layout
from .codes import anchor_codes, cell_for_code
from .palette import to_palette
from .placement import draw_placement, preview_layout
from .scorepad import draw_scorepad
from .seats import seat_names
from .spots import LABELLED, RankedSpot, ranked_spots
from .table import city_layout, draw_table, panel_box, site_box

Names = Sequence[str | None] | None

__all__ = [
    "LABELLED",
    "RankedSpot",
    "anchor_codes",
    "cell_for_code",
    "city_image",
    "city_layout",
    "full_city_layout",
    "panel_box",
    "placement_image",
    "preview_layout",
    "ranked_spots",
    "render_city",
    "render_game",
    "render_placement",
    "render_scorepad",
    "render_table",
    "scorepad_image",
    "site_box",
    "table_image",
]


def _png(image: Image.Image) -> bytes:
    return encode_png(to_palette(image))


def _view(game: Game | PublicView) -> PublicView:
    return game if isinstance(game, PublicView) else game.public_view()


def _seated(game: Game | PublicView, locale: str | None, names: Names,
            ) -> tuple[PublicView, list[str], str]:
    """The public view, every seat's display name and the catalogue's locale code."""
    code = normalize_locale(locale)
    view = _view(game)
    return view, seat_names(view, names, code), code


def table_image(game: Game | PublicView, locale: str | None = "en",
                names: Names = None, focus: int | None = None) -> Image.Image:
    """The table as a Pillow image (for callers that compose or test pixels), the city
    of ``focus`` large (by default the seat to move)."""
    return draw_table(*_seated(game, locale, names), focus=focus)


def render_table(game: Game | PublicView, locale: str | None = "en",
                 names: Names = None) -> bytes:
    """PNG bytes of the table, posted after every move."""
    return _png(table_image(game, locale, names))


def city_image(game: Game | PublicView, seat: int, locale: str | None = "en",
               names: Names = None) -> Image.Image:
    """One seat's city at full size, with its score breakdown."""
    view, seated, code = _seated(game, locale, names)
    if not 0 <= seat < len(view.cities):
        raise ValueError(f"seat {seat} does not exist (the game has {len(view.cities)})")
    return draw_city_view(view, seat, seated[seat], code)


def render_city(game: Game | PublicView, seat: int, locale: str | None = "en",
                names: Names = None) -> bytes:
    """PNG bytes of one seat's city (``/akropolis city @player``)."""
    return _png(city_image(game, seat, locale, names))


def placement_image(game: Game, take: int | None = None, locale: str | None = "en",
                    placement: Placement | tuple | None = None,
                    names: Names = None) -> Image.Image:
    """The preview for the player to move: the best spots where site tile ``take``
    (default: the one chosen) can go, labelled with their codes, or with
    ``placement``, that tile drawn in place with what it would bring. ``IllegalMove``
    if the tile or placement is not legal."""
    take = game.selection if take is None else take
    if take is None:
        raise IllegalMove("choose a site tile first")
    if take not in game.legal_takes():
        raise IllegalMove(f"site tile {take} cannot be taken now")
    view, seated, code = _seated(game.public_view(game.current_player), locale, names)
    preview = None if placement is None else game.preview(placement, take)
    placement = None if placement is None else Placement(*placement)
    return draw_placement(view, ranked_spots(game, take), take, seated[view.player], code,
                          placement, preview)


def render_placement(game: Game, take: int | None = None, locale: str | None = "en",
                     placement: Placement | tuple | None = None, names: Names = None) -> bytes:
    """PNG bytes of the placement preview (an ephemeral message for the mover)."""
    return _png(placement_image(game, take, locale, placement, names))


def scorepad_image(game: Game | PublicView, locale: str | None = "en",
                   names: Names = None) -> Image.Image:
    """The score pad: final once the game is over, else the scores so far."""
    return draw_scorepad(*_seated(game, locale, names))


def render_scorepad(game: Game | PublicView, locale: str | None = "en",
                    names: Names = None) -> bytes:
    """PNG bytes of the score pad."""
    return _png(scorepad_image(game, locale, names))


def render_game(game: Game | PublicView, locale: str | None = "en",
                names: Names = None) -> bytes:
    """The image that fits the game's state: the score pad once it is over, else the
    table."""
    view = _view(game)
    return (render_scorepad if view.result.finished else render_table)(view, locale, names)
