"""Images of Architects of the West Kingdom: the board after every turn (with a row
per player), the final score pad and a player's private hand. Pure functions of a
game (or a public view), a locale and the players' display names, returning PNG
bytes; no Discord code.

The board and the score pad are drawn from a spectator's view, so they can never
show a hand or a deck's order; the hand image is drawn from its owner's view and is
for that player alone.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from PIL import Image

from engine.westkingdom import Decision, Game, PublicView
from i18n import normalize_locale

from ..png import encode_png as _encode
from .board import draw_board
from .changes import NONE, Changes, changes, previous_view
from .hand import draw_choice, draw_hand
from .palette import to_palette
from .scorepad import draw_scorepad
from .seats import seat_names
from .tableau import draw_tableau

Names = Sequence[str | None] | None


def encode_png(image: Image.Image) -> bytes:
    """PNG bytes of ``image`` on the images' shared palette (fast, small, exact
    flat colours)."""
    return _encode(to_palette(image))

__all__ = ["board_image", "choice_image", "hand_image", "render_board", "render_choice",
           "render_game", "render_hand", "render_scorepad", "render_tableau", "scorepad_image",
           "tableau_image"]


def _public(game: Game | PublicView) -> PublicView:
    """The spectators' view: a view given for a seat is stripped of its hand."""
    if isinstance(game, Game):
        return game.public_view(None)
    if game.viewer is None:
        return game
    decision = game.decision
    if decision is not None:
        decision = Decision(decision.player, decision.prompt, ())
    return replace(game, viewer=None, hand=None, packet=None, decision=decision)


def _changes(game: Game | PublicView, view: PublicView,
             previous: PublicView | None) -> Changes:
    if previous is not None:
        return changes(_public(previous), view, None)
    if isinstance(game, Game):
        before, mover = previous_view(game)
        return changes(before, view, mover)
    return NONE


def board_image(game: Game | PublicView, locale: str | None = "en", names: Names = None,
                previous: PublicView | None = None) -> Image.Image:
    """The board as a Pillow image. The last turn's changes are framed: from a game
    they are found by replaying it; from a view, pass the view before the turn as
    ``previous`` (without it nothing is framed)."""
    code = normalize_locale(locale)
    view = _public(game)
    return draw_board(view, seat_names(view, names, code), code,
                      _changes(game, view, previous))


def render_board(game: Game | PublicView, locale: str | None = "en", names: Names = None,
                 previous: PublicView | None = None) -> bytes:
    """PNG bytes of the board, posted after every turn."""
    return encode_png(board_image(game, locale, names, previous))


def scorepad_image(game: Game | PublicView, locale: str | None = "en",
                   names: Names = None) -> Image.Image:
    """The score pad: final once the game is over, else the scores so far."""
    code = normalize_locale(locale)
    view = _public(game)
    return draw_scorepad(view, seat_names(view, names, code), code)


def render_scorepad(game: Game | PublicView, locale: str | None = "en",
                    names: Names = None) -> bytes:
    """PNG bytes of the score pad."""
    return encode_png(scorepad_image(game, locale, names))


def hand_image(game: Game | PublicView, seat: int | None = None, locale: str | None = "en",
               names: Names = None) -> Image.Image:
    """``seat``'s private hand, for that player alone: from a game, give the seat;
    from a view, it is the view's own seat's (a spectator's view has no hand)."""
    code = normalize_locale(locale)
    view = _own_view(game, seat)
    return draw_hand(view, seat_names(view, names, code)[view.viewer], code)


def _own_view(game: Game | PublicView, seat: int | None) -> PublicView:
    """``seat``'s own view (from a game, that seat's; a view must be that seat's)."""
    if isinstance(game, Game):
        if seat is None or not 0 <= seat < game.seats:
            raise ValueError(f"seat {seat} does not exist (the game has {game.seats})")
        view = game.public_view(seat)
    else:
        view = game
        if seat is not None and seat != view.viewer:
            raise ValueError(f"this view is seat {view.viewer}'s: it holds no other hand")
    if view.viewer is None:
        raise ValueError("a spectator's view holds no hand")
    return view


def render_hand(game: Game | PublicView, seat: int | None = None, locale: str | None = "en",
                names: Names = None) -> bytes:
    """PNG bytes of ``seat``'s hand (an ephemeral message for that player)."""
    return encode_png(hand_image(game, seat, locale, names))


def choice_image(game: Game | PublicView, seat: int | None = None,
                 locale: str | None = "en", names: Names = None) -> Image.Image:
    """The Building cards ``seat`` chooses one of now (its draft packet, the Black
    Market's draw), for that player alone; from a game, give the seat (the game must
    be turned to its decision: ``engine.westkingdom.facing`` for a draft pick)."""
    code = normalize_locale(locale)
    view = _own_view(game, seat)
    return draw_choice(view, seat_names(view, names, code)[view.viewer], code)


def render_choice(game: Game | PublicView, seat: int | None = None,
                  locale: str | None = "en", names: Names = None) -> bytes:
    """PNG bytes of the cards ``seat`` chooses from (an ephemeral message)."""
    return encode_png(choice_image(game, seat, locale, names))


def tableau_image(game: Game | PublicView, seat: int, locale: str | None = "en",
                  names: Names = None) -> Image.Image:
    """``seat``'s tableau at full size (public: no hand's cards)."""
    code = normalize_locale(locale)
    view = _public(game)
    if not 0 <= seat < view.seats:
        raise ValueError(f"seat {seat} does not exist (the game has {view.seats})")
    return draw_tableau(view, seat, seat_names(view, names, code)[seat], code)


def render_tableau(game: Game | PublicView, seat: int, locale: str | None = "en",
                   names: Names = None) -> bytes:
    """PNG bytes of ``seat``'s tableau."""
    return encode_png(tableau_image(game, seat, locale, names))


def render_game(game: Game | PublicView, locale: str | None = "en", names: Names = None
                ) -> bytes:
    """The image that fits the game's state: the score pad once it is over, else the
    board."""
    view = _public(game)
    if view.finished:
        return render_scorepad(view, locale, names)
    return render_board(game, locale, names)
