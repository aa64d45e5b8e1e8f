"""A player's private hand: the Building cards they hold, each with its cost,
skills, VP and effect, those they could build now framed green and marked.

Drawn from the owner's own view and meant for an ephemeral message: it is the one
image that shows hidden cards.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.westkingdom import BUILDINGS, PublicView
from engine.westkingdom.guildhall import can_build
from engine.westkingdom.player import Player
from i18n import translate

from .. import text
from . import style as S
from .cards import CARD_H, CARD_W, draw_building

WIDTH = 1200
PER_ROW = 6
TOP = 64
GAP = 10


def buildable(view: PublicView, seat: int,
              cards: tuple[str, ...] | None = None) -> dict[str, bool]:
    """For each card (the hand's by default), whether ``seat`` has the skills and
    resources to build it now (the engine's own test, on a copy of the public
    tableau)."""
    tableau = view.tableaus[seat]
    player = Player(tableau.character, 0, tableau.virtue)
    player.res = list(tableau.res)
    for card in tableau.apprentices:
        player.hired(card)
    shown = (view.hand or ()) if cards is None else cards
    return {card: can_build(player, card) for card in shown}


def height(cards: int) -> int:
    rows = max(1, -(-cards // PER_ROW))
    return TOP + rows * (CARD_H + GAP) + S.MARGIN


def draw_hand(view: PublicView, name: str, locale: str) -> Image.Image:
    """The hand of ``view.viewer``, with its title line and a legend of the mark."""
    if view.viewer is None or view.hand is None:
        raise ValueError("a hand is drawn from its owner's view")
    title = translate(locale, "render_westkingdom.hand_title", name=text.NAME_MARK,
                      count=len(view.hand))
    return _draw_cards(view, view.hand, title, name, locale)


def draw_choice(view: PublicView, name: str, locale: str) -> Image.Image:
    """The Building cards ``view.viewer`` is choosing one of now (a draft packet, the
    Black Market's draw), from its own view: the decision's own answers."""
    decision = view.decision
    if view.viewer is None or decision is None or decision.player != view.viewer:
        raise ValueError("a choice is drawn from the view of the seat that makes it")
    cards = tuple(str(o) for o in decision.options if str(o) in BUILDINGS)
    title = translate(locale, "render_westkingdom.choice_title", name=text.NAME_MARK,
                      count=len(cards))
    return _draw_cards(view, cards, title, name, locale)


def _draw_cards(view: PublicView, cards: tuple[str, ...], title: str, name: str,
                locale: str) -> Image.Image:
    """``cards`` in rows under ``title`` (``name`` in it), those the viewer could build
    now framed and marked."""
    seat = view.viewer
    canvas = Image.new("RGB", (WIDTH, height(len(cards))), S.BACKGROUND)
    draw = ImageDraw.Draw(canvas)
    shown, face = text.fit_around_name(title, name, 30, WIDTH - 2 * S.MARGIN - 300)
    text.draw_text(draw, (S.MARGIN + 4, TOP / 2), shown, face, S.TEXT, anchor="lm")
    legend_x = WIDTH - S.MARGIN - 4
    text.draw_fitted(draw, (legend_x, TOP / 2), "✓ " + translate(
        locale, "render_westkingdom.buildable"), S.LABEL, 280, S.BUILDABLE, anchor="rm")
    if not cards:
        text.draw_fitted(draw, (WIDTH / 2, TOP + 120), translate(
            locale, "render_westkingdom.hand_empty"), S.NUMBER, WIDTH - 40, S.MUTED)
        return canvas
    can = buildable(view, seat, cards)
    per_row = min(PER_ROW, len(cards))
    row_width = per_row * CARD_W + (per_row - 1) * GAP
    for index, card in enumerate(cards):
        row, col = divmod(index, PER_ROW)
        left = (WIDTH - row_width) // 2 + col * (CARD_W + GAP)
        top = TOP + row * (CARD_H + GAP)
        draw_building(draw, left, top, card, locale, can[card])
        if can[card]:
            text.draw_text(draw, (left + CARD_W - 22, top + CARD_H - 22), "✓",
                           text.font(S.NUMBER), S.BUILDABLE)
    return canvas
