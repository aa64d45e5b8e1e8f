"""Who sits where: display names, and each seat's header (name, stones, score, the
Chief Architect marker, whose turn it is)."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from engine.akropolis import ArchitectCity, PublicView
from i18n import translate

from ..text import draw_fitted, truncate
from . import style as S
from .sprites import chief_icon, paste_centred, stone_icon

NAME_LIMIT = 24
HEADER_HEIGHT = 124


def seat_names(view: PublicView, names: Sequence[str | None] | None, locale: str) -> list[str]:
    """A display name per seat: cleaned and cut to ``NAME_LIMIT`` characters,
    "Player n" where none is given, and the Famous Architect's title for its seat."""
    given = list(names or ())
    out = []
    for seat, city in enumerate(view.cities):
        if isinstance(city, ArchitectCity):
            out.append(translate(locale, "render_akropolis.architect"))
            continue
        name = truncate((given[seat] if seat < len(given) else None) or "", NAME_LIMIT).strip()
        out.append(name or translate(locale, "render.player", seat=seat + 1))
    return out


def last_mover(view: PublicView) -> int | None:
    """The seat that placed the last tile (in solo, always the player)."""
    if not view.moves:
        return None
    return 0 if view.seats == 1 else (len(view.moves) - 1) % view.seats


def to_move(view: PublicView) -> int | None:
    """The seat to move, or None once the game is over."""
    return None if view.result.finished else view.player


def _score_label(view: PublicView, seat: int, locale: str) -> str:
    """What the big number is: the score if the game ended now, or the total; the
    Architect's counts its quarries, so it says how many."""
    label = translate(locale, "render_akropolis.total" if view.result.finished
                      else "render_akropolis.score_now")
    score = view.result.players[seat]
    if score.quarry_bonus:
        label = translate(locale, "render_akropolis.with_quarries", label=label,
                          count=score.quarries)
    return label


def _name_colour(view: PublicView, seat: int) -> S.RGB:
    if to_move(view) == seat:
        return S.TURN
    return S.WINNER if view.result.finished and seat in view.result.winners else S.TEXT


def draw_seat_header(canvas: Image.Image, view: PublicView, seat: int,
                     box: tuple[int, int, int, int], name: str, locale: str) -> None:
    """The top of a seat's panel in ``box`` (x, y, w, h): name (with ▶ when it is that
    seat's turn), stones, the Chief marker, and the score labelled as what it is."""
    x, y, w, _ = box
    draw = ImageDraw.Draw(canvas)
    turn = to_move(view) == seat
    left = x + 14
    if view.chief == seat:
        paste_centred(canvas, chief_icon(40), left + 20, y + 30)
        left += 48
    colour = _name_colour(view, seat)
    draw_fitted(draw, (left, y + 30), ("▶ " if turn else "") + name, 32, x + w - left - 12,
                colour, anchor="lm", min_size=22)
    row = y + 78
    paste_centred(canvas, stone_icon(36), x + 34, row - 2)
    draw_fitted(draw, (x + 58, row), str(view.stones[seat]), 36, 60, S.TEXT, anchor="lm")
    total = str(view.result.players[seat].total)
    draw_fitted(draw, (x + w - 14, row - 2), total, 46, 110,
                S.WINNER if colour == S.WINNER else S.TEXT, anchor="rm")
    draw_fitted(draw, (x + w - 14, y + 110), _score_label(view, seat, locale), 20, w - 28,
                S.MUTED, anchor="rm", condensed=True, min_size=14)


def draw_seat_card(canvas: Image.Image, view: PublicView, seat: int,
                   box: tuple[int, int, int, int], name: str) -> None:
    """The short header of a seat that is not to move, over its thumbnail: its name
    across the card, then stones, the Chief marker and score, the numbers at least
    8 px on a phone."""
    x, y, w, _ = box
    draw = ImageDraw.Draw(canvas)
    draw_fitted(draw, (x + 10, y + 26), name, 28, w - 18, _name_colour(view, seat),
                anchor="lm", condensed=True, min_size=18)
    row = y + 66
    paste_centred(canvas, stone_icon(32), x + 28, row)
    draw_fitted(draw, (x + 50, row + 1), str(view.stones[seat]), 32, 50, S.TEXT, anchor="lm")
    if view.chief == seat:
        paste_centred(canvas, chief_icon(34), x + 110, row)
    draw_fitted(draw, (x + w - 12, row), str(view.result.players[seat].total), 40, w - 140,
                S.TEXT, anchor="rm")
