"""Where everything goes on the table image, for a number of seats and the seat to
move.

Discord shows the image about 400 px wide on a phone, so what a player decides by
must be big: the site (the turn's choice) and the city of the player to move. With
one or two seats every city gets a panel as large as the mover's (side by side under
the site). With three or four, the mover's city takes the left of the image at the
size it needs, and the site, the round and the other seats (their scores, stones and
a thumbnail of each city; ``/akropolis city`` shows one at full size) share the
right. A finished game has no mover: every seat gets an equal panel again.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from . import style as S

Box = tuple[int, int, int, int]
WIDTH, HEIGHT = 1400, 980
GAP = 10
HEADER = 124
"""A full panel's header (name, stones, score and its label)."""
CARD_HEADER = 92
"""A compact panel's header (name, then stones and score)."""
BAND_HEIGHT = 200
ARCHITECT_WIDTH = 480
"""The solo Famous Architect's panel: its counts of hexes, beside the player's city."""
FOCUS_WIDTH = 720
"""The mover's panel with three or four seats."""
SITE_HEX = 48
"""The largest radius of a site tile's hexes (less where the slots are smaller): its
letters, stars and cost read at 400 px."""
THUMBNAIL_HEX = 20
"""The largest hex of a compact card's city: a thumbnail stays one (its letters in
proportion to its hexes) however much room the card has."""


@dataclass(frozen=True, slots=True)
class TableLayout:
    """The boxes (x, y, w, h) of one table image."""

    site: Box
    site_rows: int
    info: Box
    panels: tuple[Box, ...]
    compact: tuple[bool, ...]
    """Whether each seat's panel is a compact card (a thumbnail under a short header)."""

    def largest_hex(self, seat: int) -> int:
        """The largest hex radius ``seat``'s city may be drawn at."""
        return THUMBNAIL_HEX if self.compact[seat] else S.HEX_MAX

    def city(self, seat: int) -> Box:
        """The part of ``seat``'s panel that holds its city."""
        x, y, w, h = self.panels[seat]
        top = CARD_HEADER if self.compact[seat] else HEADER
        return x + 8, y + top, w - 16, h - top - 8


def _row(x: int, y: int, w: int, h: int, count: int) -> tuple[Box, ...]:
    width = (w - (count - 1) * GAP) // count
    return tuple((x + i * (width + GAP), y, width, h) for i in range(count))


def _even(seats: int, solo: bool) -> TableLayout:
    """Every seat's panel side by side under the band of the site and the round; in
    solo the Famous Architect's counts need less room than the player's city."""
    inner = WIDTH - 2 * S.MARGIN
    info_width = 330
    site = (S.MARGIN, S.MARGIN, inner - info_width - GAP, BAND_HEIGHT)
    info = (S.MARGIN + inner - info_width, S.MARGIN, info_width, BAND_HEIGHT)
    top = S.MARGIN + BAND_HEIGHT + GAP
    height = HEIGHT - top - S.MARGIN
    if solo:
        player = inner - ARCHITECT_WIDTH - GAP
        panels = ((S.MARGIN, top, player, height),
                  (S.MARGIN + player + GAP, top, ARCHITECT_WIDTH, height))
    else:
        panels = _row(S.MARGIN, top, inner, height, seats)
    return TableLayout(site, 1, info, panels, (False,) * len(panels))


def _focused(seats: int, mover: int) -> TableLayout:
    """The mover's city on the left; the round, the site and the other seats' cards
    on the right."""
    right_x = S.MARGIN + FOCUS_WIDTH + GAP
    right_w = WIDTH - S.MARGIN - right_x
    info = (right_x, S.MARGIN, right_w, 96)
    site = (right_x, S.MARGIN + 96 + GAP, right_w, 350)
    cards_y = site[1] + site[3] + GAP
    cards = iter(_row(right_x, cards_y, right_w, HEIGHT - S.MARGIN - cards_y, seats - 1))
    big = (S.MARGIN, S.MARGIN, FOCUS_WIDTH, HEIGHT - 2 * S.MARGIN)
    panels = tuple(big if seat == mover else next(cards) for seat in range(seats))
    return TableLayout(site, 2, info, panels, tuple(seat != mover for seat in range(seats)))


@lru_cache(maxsize=16)
def table_layout(seats: int, mover: int | None, solo: bool = False) -> TableLayout:
    """The layout for ``seats`` cities (in ``solo``, the second is the Famous
    Architect's) with ``mover`` to play (None once the game is over)."""
    if seats >= 3 and mover is not None:
        return _focused(seats, mover)
    return _even(seats, solo)
