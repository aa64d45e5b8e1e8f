"""Who sits where: display names, and the disc with a seat's letter that marks its
workers and markers everywhere on the board."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import ImageDraw

from engine.westkingdom import PublicView
from i18n import translate

from .. import text
from ..fonts import font
from ..text import truncate
from . import style as S

NAME_LIMIT = 24


def seat_names(view: PublicView, names: Sequence[str | None] | None, locale: str) -> list[str]:
    """A display name per seat: cleaned and cut to ``NAME_LIMIT`` characters, or
    "Player n" where none is given."""
    given = list(names or ())
    out = []
    for seat in range(view.seats):
        name = truncate((given[seat] if seat < len(given) else None) or "", NAME_LIMIT).strip()
        out.append(name or translate(locale, "render.player", seat=seat + 1))
    return out


def to_move(view: PublicView) -> int | None:
    """The seat that owes the decision, or ``None`` once the game is over."""
    return None if view.finished or view.decision is None else view.decision.player


def disc(draw: ImageDraw.ImageDraw, centre: tuple[float, float], radius: float, seat: int,
         letter_size: int | None = None) -> None:
    """Seat ``seat``'s marker: a disc of its colour with its letter, ringed dark so
    that the yellow and the pale discs read on any background."""
    x, y = centre
    draw.ellipse([x - radius, y - radius, x + radius, y + radius], fill=S.PLAYER_COLOURS[seat],
                 outline=S.INK, width=2)
    size = letter_size or max(10, round(radius * 1.25))
    draw.text((x, y + 1), S.SEAT_LETTERS[seat], font=font(size), fill=S.PLAYER_INKS[seat],
              anchor="mm")


def chip(draw: ImageDraw.ImageDraw, left: float, y: float, seat: int, count: int,
         size: int = S.NUMBER) -> float:
    """A disc and a worker count beside it (``A 3``); returns the chip's right edge."""
    radius = size * 0.58
    disc(draw, (left + radius, y), radius, seat)
    shown = str(count)
    face = font(size)
    text.draw_text(draw, (left + 2 * radius + 4, y), shown, face, S.TEXT, anchor="lm")
    return left + 2 * radius + 4 + face.getlength(shown)
