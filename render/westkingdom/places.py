"""The open locations, the Black Market and the Prison: a box each, with every
seat's workers there as a disc with its letter and a count."""

from __future__ import annotations

from PIL import ImageDraw

from engine.westkingdom import PublicView
from engine.westkingdom.board import MARKET_SILVER, OPEN_PLACES, TAXSTAND
from engine.westkingdom.bundles import FIELDS
from engine.westkingdom.catalogue import LARGE_DEFAULT, MARKET_CARDS, SMALL_DEFAULT
from i18n import translate

from .. import text
from . import layout as L
from . import style as S
from .changes import Changes
from .seats import chip, disc

PRICE_Y = 44
"""The y, within a Black Market box, of its price line and of the worker on it."""


def panel(draw: ImageDraw.ImageDraw, box: L.Box) -> None:
    """A box of the board, as the static background draws it."""
    x, y, w, h = box
    draw.rounded_rectangle([x, y, x + w - 1, y + h - 1], radius=10, fill=S.PANEL,
                           outline=S.PANEL_EDGE, width=2)


def frame(draw: ImageDraw.ImageDraw, box: L.Box, changed: bool) -> None:
    """The highlight frame over a box the last turn changed (nothing otherwise)."""
    if changed:
        x, y, w, h = box
        draw.rounded_rectangle([x, y, x + w - 1, y + h - 1], radius=10, outline=S.HIGHLIGHT,
                               width=4)


def title(draw: ImageDraw.ImageDraw, box: L.Box, label: str, right: int = 0) -> None:
    """A box's name along its top, leaving ``right`` pixels free for a number."""
    x, y, w, _ = box
    text.draw_fitted(draw, (x + 10, y + 16), label, S.LABEL, w - 20 - right, S.MUTED,
                     anchor="lm", condensed=True, min_size=13)


def chips(draw: ImageDraw.ImageDraw, box: L.Box, counts: list[tuple[int, int]], top: int,
          per_row: int = 3, step_y: int = 38) -> None:
    """``(seat, count)`` chips in rows of ``per_row`` under ``top`` (a box-relative y)."""
    x, y, w, _ = box
    step = (w - 16) / per_row
    for index, (seat, count) in enumerate(counts):
        row, col = divmod(index, per_row)
        chip(draw, x + 8 + col * step, y + top + row * step_y, seat, count)


def bundle_text(gain: tuple[int, ...], locale: str, plus: bool = False) -> str:
    """A bundle as the board writes it: ``2 Mb, 1 St`` (``+2 Mb +1 St`` as a gain), in
    the locale's abbreviations. The space keeps ``2 Зл`` from reading as ``23л``."""
    parts = [f"{'+' if plus else ''}{count} {translate(locale, f'render_westkingdom.res.{name}')}"
             for name, count in zip(FIELDS, gain, strict=True) if count]
    return (" " if plus else ", ").join(parts)


def places_static(draw: ImageDraw.ImageDraw, locale: str) -> None:
    """The nine locations' boxes and names, the Black Market's prices and the Prison's
    box: what never changes in a game."""
    for index, place in enumerate(OPEN_PLACES):
        box = L.place_box(place)
        panel(draw, box)
        title(draw, box, translate(locale, f"render_westkingdom.place.{place}"),
              right=70 if index == TAXSTAND else 0)
    ag = translate(locale, "render_westkingdom.res.Ag")
    v = translate(locale, "render_westkingdom.res.V")
    for space in range(3):
        box = L.market_box(space)
        x, y, _, _ = box
        panel(draw, box)
        title(draw, box, translate(locale, "render_westkingdom.market"), right=40)
        price = f"−{MARKET_SILVER[space]} {ag}"
        face = text.font(S.MIN_TEXT)
        text.draw_text(draw, (x + 10, y + PRICE_Y), price, face, S.TEXT, anchor="lm")
        text.draw_text(draw, (x + 22 + face.getlength(price), y + PRICE_Y), f"−1 {v}",
                       text.font(S.MIN_TEXT), S.MUTED, anchor="lm")
    panel(draw, L.prison_box())
    title(draw, L.prison_box(), translate(locale, "render_westkingdom.prison"))


def draw_places(draw: ImageDraw.ImageDraw, view: PublicView, changed: Changes) -> None:
    """The nine open locations' workers, the Tax Stand's pool."""
    for index, place in enumerate(OPEN_PLACES):
        box = L.place_box(place)
        frame(draw, box, place in changed.places or (index == TAXSTAND and changed.tax))
        counts = [(seat, t.workers[index]) for seat, t in enumerate(view.tableaus)
                  if t.workers[index]]
        if index == TAXSTAND:
            _pool(draw, box, view.tax)
        chips(draw, box, counts, 52)


def _pool(draw: ImageDraw.ImageDraw, box: L.Box, tax: int) -> None:
    """The Tax Stand's silver: a coin with the count, top right."""
    x, y, w, _ = box
    cx, cy = x + w - 58, y + 20
    draw.ellipse([cx - 12, cy - 12, cx + 12, cy + 12], fill=S.SILVER, outline=S.INK, width=2)
    text.draw_text(draw, (cx + 18, cy + 1), str(tax), text.font(S.NUMBER), S.TEXT, anchor="lm")


def draw_market(draw: ImageDraw.ImageDraw, view: PublicView, locale: str,
                changed: Changes) -> None:
    """Who stands on each Black Market space, what each gives now and the cards left
    in each pile."""
    small = MARKET_CARDS[view.market_small].small if view.market_small else SMALL_DEFAULT
    large = MARKET_CARDS[view.market_large].large if view.market_large else LARGE_DEFAULT
    for space in range(3):
        box = L.market_box(space)
        x, y, w, _ = box
        frame(draw, box, space in changed.market)
        seat = view.market[space]
        if seat is not None:
            disc(draw, (x + w - 24, y + PRICE_Y), 14, seat)
        if space == 1:
            line = translate(locale, "render_westkingdom.market_hire")
        else:
            line = bundle_text(small if space == 0 else large, locale)
            pile = view.market_piles[0 if space == 0 else 1]
            text.draw_text(draw, (x + w - 10, y + 16), f"× {pile}", text.font(S.LABEL, True),
                           S.MUTED, anchor="rm")
        text.draw_fitted(draw, (x + 10, y + 72), line, S.LABEL, w - 20, S.TEXT, anchor="lm",
                         condensed=True, min_size=14)


def draw_prison(draw: ImageDraw.ImageDraw, view: PublicView, changed: Changes) -> None:
    """The Prison: each seat's workers held there."""
    box = L.prison_box()
    frame(draw, box, changed.prison)
    counts = [(seat, t.prison) for seat, t in enumerate(view.tableaus) if t.prison]
    chips(draw, box, counts, 46, per_row=3, step_y=30)
