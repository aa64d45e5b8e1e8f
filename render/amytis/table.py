"""The whole table in one landscape image: player 1's city and Projects on the left,
the main board, display, deck and Favor board in the middle, player 2 on the right,
a header band with scores, turn, end of the game and last move, and a footer that
names each building and the side in play.

Few, big elements, so that it still reads at the ~400 px width Discord gives an
image on a phone: every number and symbol a player decides by is at least
``MIN_TEXT`` pixels. Everything that never changes within a language is cached.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from engine.amytis import PublicView
from i18n import translate

from ..text import draw_fitted
from . import style as S
from .cards import CARD_RATIO, card_back, project_card
from .favors import draw_favor_board
from .header import draw_header, last_mover
from .legend import sides_legend
from .tiles import (
    badge_box,
    board_layers,
    city_layers,
    draw_stack,
    outline,
    paste,
    paste_centred,
    pawn,
    tag,
    tile_origin,
)

CARD_GAP = 10
ARCHITECT_RADIUS = 30
BOARD_STEPS = 4


@lru_cache(maxsize=8)
def background(locale: str) -> Image.Image:
    """The empty table: colour, the Project panels and their titles."""
    image = Image.new("RGB", (S.WIDTH, S.HEIGHT), S.BACKGROUND)
    draw = ImageDraw.Draw(image)
    for x in S.COLUMN_X:
        draw.rounded_rectangle([x, S.PROJECTS_Y, x + S.SIDE_WIDTH - 1, S.PANEL_BOTTOM],
                               radius=14, fill=S.PANEL, outline=S.PANEL_EDGE, width=2)
        draw_fitted(draw, (x + 14, S.PROJECTS_Y + S.PROJECTS_TITLE / 2 + 2),
                    translate(locale, "render_amytis.projects"), 26, 240, S.TEXT, anchor="lm")
    return image


def city_origin(seat: int, cell: int) -> tuple[int, int]:
    """Top-left corner of ``cell`` in ``seat``'s city (tests sample pixels here)."""
    return (S.COLUMN_X[seat] + (cell % 3) * (S.CITY_CELL + S.CITY_GAP),
            S.TOP + (cell // 3) * (S.CITY_CELL + S.CITY_GAP))


def board_origin(stack: int) -> tuple[int, int]:
    """Top-left corner of main-board stack ``stack``."""
    return (S.BOARD_X + (stack % 3) * (S.BOARD_CELL + S.BOARD_GAP),
            S.TOP + (stack // 3) * (S.BOARD_CELL + S.BOARD_GAP))


def city_tile(seat: int, cell: int, height: int) -> tuple[int, int, int]:
    """Top-left corner and size of the top tile of a city stack of ``height``."""
    x, y = city_origin(seat, cell)
    layers = min(max(height - 1, 0), S.CITY_STEPS)
    return (*tile_origin(x, y, S.CITY_CELL, S.CITY_TILE, S.CITY_STEP, layers), S.CITY_TILE)


def city_badge(seat: int, cell: int, height: int) -> tuple[int, int, int, int]:
    """The box of a city stack's height badge."""
    x, y = city_origin(seat, cell)
    layers = min(max(height - 1, 0), S.CITY_STEPS)
    return badge_box(x, y, S.CITY_CELL, S.CITY_TILE, S.CITY_STEP, layers)


def city_number(seat: int, cell: int, height: int) -> tuple[float, float]:
    """Top-left corner of the cell-number tag (the 1-9 of the buttons): the tile's
    bottom-left corner, clear of the colour shape, the height and the icon."""
    x, y, size = city_tile(seat, cell, height)
    return x - 4, y + size - S.MIN_TEXT * 1.3 + 4


def board_tile(stack: int, height: int) -> tuple[int, int, int]:
    """Top-left corner and size of the top tile of a main-board stack of ``height``."""
    x, y = board_origin(stack)
    layers = len(board_layers(height, BOARD_STEPS))
    return (*tile_origin(x, y, S.BOARD_CELL, S.BOARD_TILE, S.BOARD_STEP, layers), S.BOARD_TILE)


def architect_centre(stack: int, height: int) -> tuple[float, float]:
    """Where an Architect stands on a main-board stack: over the tile's icon, low
    enough that the colour's shape and the height badge stay visible."""
    x, y, size = board_tile(stack, height)
    return x + size * 0.58, y + size * 0.6


def hand_card(seat: int, index: int, count: int) -> tuple[int, int, int, int]:
    """Box (x, y, width, height) of card ``index`` in a hand of ``count`` cards."""
    top = S.PROJECTS_Y + S.PROJECTS_TITLE + 4
    columns, w, h = card_grid(count, S.SIDE_WIDTH - 24, S.PANEL_BOTTOM - 10 - top)
    return (S.COLUMN_X[seat] + 12 + (index % columns) * (w + CARD_GAP),
            top + (index // columns) * (h + CARD_GAP), w, h)


def card_grid(count: int, width: int, height: int) -> tuple[int, int, int]:
    """Columns and card size so that ``count`` cards fit the Project panel, as big as
    possible (a hand grows with every Palace that draws a card)."""
    for columns in range(3, 9):
        w = min(126, (width - (columns - 1) * CARD_GAP) // columns)
        h = round(w / CARD_RATIO)
        rows = max(1, math.ceil(count / columns))
        if rows * h + (rows - 1) * CARD_GAP <= height:
            return columns, w, h
    return 8, w, h


def _draw_city(canvas: Image.Image, view: PublicView, seat: int) -> None:
    draw = ImageDraw.Draw(canvas)
    for cell, stack in enumerate(view.cities[seat]):
        x, y = city_origin(seat, cell)
        draw_stack(canvas, x, y, S.CITY_CELL, S.CITY_TILE, S.CITY_STEP,
                   stack[-1] if stack else None, city_layers(stack, S.CITY_STEPS), len(stack))
        if stack:
            paste(canvas, tag(str(cell + 1), S.INK, S.TEXT, S.TEXT_SIZES["cell number"]),
                  *city_number(seat, cell, len(stack)))
        else:
            draw_fitted(draw, (x + S.CITY_CELL / 2, y + S.CITY_CELL / 2), str(cell + 1), 44, 80,
                        S.PANEL_EDGE)


def _draw_projects(canvas: Image.Image, view: PublicView, seat: int) -> None:
    x0 = S.COLUMN_X[seat]
    hand, done = view.projects[seat], set(view.completed[seat])
    draw = ImageDraw.Draw(canvas)
    draw_fitted(draw, (x0 + S.SIDE_WIDTH - 16, S.PROJECTS_Y + S.PROJECTS_TITLE / 2 + 2),
                f"✓ {len(done)} / {len(hand)}", 28, 150, S.TEXT, anchor="rm")
    for i, number in enumerate(hand):
        x, y, w, h = hand_card(seat, i, len(hand))
        paste(canvas, project_card(number, w, h, number in done), x, y)


def _draw_board(canvas: Image.Image, view: PublicView) -> None:
    for stack in range(9):
        x, y = board_origin(stack)
        height = view.stack_heights[stack]
        draw_stack(canvas, x, y, S.BOARD_CELL, S.BOARD_TILE, S.BOARD_STEP, view.stack_tops[stack],
                   board_layers(height, BOARD_STEPS), height)
        seat = view.architects[stack]
        if seat is not None:
            paste_centred(canvas, pawn(seat, ARCHITECT_RADIUS), *architect_centre(stack, height))


def new_cards(view: PublicView) -> tuple[int, ...]:
    """The Project cards the last turn drew or completed (the mover's hand)."""
    move, seat = view.last_move, last_mover(view)
    if move is None or seat is None:
        return ()
    drawn = (view.projects[seat][-1],) if move.palace not in (None, "score") else ()
    return drawn + tuple(c for c in view.last_completed if c not in drawn)


def _pinned(canvas: Image.Image, label: Image.Image, x: int, y: int, w: int, h: int) -> None:
    """``label`` centred on the bottom edge of the frame around (x, y, w, h)."""
    paste(canvas, label, x + (w - label.width) / 2, y + h + 6 - label.height / 2)


def _draw_last_move(canvas: Image.Image, view: PublicView, locale: str, board: bool) -> None:
    """One colour, one meaning: everything the last turn changed is framed in
    ``HIGHLIGHT`` (the stack it took from, the cell it built on, the cards it drew or
    completed; its Favor pawn is framed by the Favor board)."""
    move, seat = view.last_move, last_mover(view)
    if move is None or seat is None:
        return
    if board:
        x, y = board_origin(move.stack)
        outline(canvas, x, y, S.BOARD_CELL, S.BOARD_CELL)
        taken = tag(translate(locale, "render_amytis.taken"), S.HIGHLIGHT, S.INK)
        _pinned(canvas, taken, x, y, S.BOARD_CELL, S.BOARD_CELL)
    x, y = city_origin(seat, move.cell)
    outline(canvas, x, y, S.CITY_CELL, S.CITY_CELL)
    points = tag(f"+{view.turn_points[-1]}", S.HIGHLIGHT, S.INK, min_width=48)
    _pinned(canvas, points, x, y, S.CITY_CELL, S.CITY_CELL)
    marked = new_cards(view)
    hand = view.projects[seat]
    for i, number in enumerate(hand):
        if number in marked:
            cx, cy, w, h = hand_card(seat, i, len(hand))
            outline(canvas, cx, cy, w, h, width=5, radius=12)


def display_card(index: int) -> tuple[int, int, int, int]:
    """Box (x, y, width, height) of display position ``index``; position 3 is the
    deck, a little wider for its stacked backs."""
    w, h = S.DISPLAY_CARD
    if index == 3:
        return S.CENTRE_X + S.CENTRE_WIDTH - w - 4, S.DISPLAY_Y, w + 4, h
    return S.CENTRE_X + index * (w + (S.CENTRE_WIDTH - 4 * w) // 3), S.DISPLAY_Y, w, h


def _draw_display(canvas: Image.Image, view: PublicView, locale: str) -> None:
    for i, number in enumerate(view.display):
        x, y, w, h = display_card(i)
        if number is None:
            ImageDraw.Draw(canvas).rounded_rectangle([x, y, x + w - 1, y + h - 1], radius=10,
                                                     fill=S.SLOT)
        else:
            paste(canvas, project_card(number, w, h), x, y)
    x, y, w, h = display_card(3)
    paste(canvas, card_back(view.deck_size, w, h, translate(locale, "render_amytis.deck")), x, y)


def draw_table(view: PublicView, locale: str, names: Sequence[str],
               centre: Mapping[str, bool] | None = None) -> Image.Image:
    """The table image of ``view`` (names already resolved); ``centre`` may turn off
    the main board and the display to leave room for the end-of-game breakdown, or
    the last move's highlight (a review marks other moves instead)."""
    show = {"board": True, "display": True, "last_move": True, **(centre or {})}
    canvas = background(locale).copy()
    draw_header(canvas, view, names, locale)
    for seat in (0, 1):
        _draw_city(canvas, view, seat)
        _draw_projects(canvas, view, seat)
    if show["board"]:
        _draw_board(canvas, view)
    if show["display"]:
        _draw_display(canvas, view, locale)
    move, seat = view.last_move, last_mover(view)
    new_favor = (seat, move.favor) if show["last_move"] and move is not None and move.favor \
        else None
    draw_favor_board(canvas, S.CENTRE_X, S.FAVOR_Y, S.CENTRE_WIDTH, S.FAVOR_HEIGHT,
                     view.favor_owners, view.bottom_row, view.pawns, locale, new_favor)
    legend = sides_legend(tuple(sorted((b.value, s) for b, s in view.sides.items())), locale,
                          S.WIDTH - 2 * S.MARGIN, S.FOOTER_HEIGHT)
    paste(canvas, legend, S.MARGIN, S.FOOTER_Y)
    if show["last_move"]:
        _draw_last_move(canvas, view, locale, show["board"])
    return canvas
