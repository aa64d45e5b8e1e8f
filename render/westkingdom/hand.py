"""A player's private hand: the Building cards they hold, each with its cost,
skills, VP and effect, those they could build now framed green and marked.

Drawn from the owner's own view and meant for an ephemeral message: it is the one
image that shows hidden cards.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.westkingdom import PublicView
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


def buildable(view: PublicView, seat: int) -> dict[str, bool]:
    """For each card in the hand, whether ``seat`` has the skills and resources to
    build it now (the engine's own test, on a copy of the public tableau)."""
    tableau = view.tableaus[seat]
    player = Player(tableau.character, 0, tableau.virtue)
    player.res = list(tableau.res)
    for card in tableau.apprentices:
        player.hired(card)
    return {card: can_build(player, card) for card in view.hand or ()}


def height(cards: int) -> int:
    rows = max(1, -(-cards // PER_ROW))
    return TOP + rows * (CARD_H + GAP) + S.MARGIN


def draw_hand(view: PublicView, name: str, locale: str) -> Image.Image:
    """The hand of ``view.viewer``, with its title line and a legend of the mark."""
    seat = view.viewer
    if seat is None or view.hand is None:
        raise ValueError("a hand is drawn from its owner's view")
    hand = view.hand
    canvas = Image.new("RGB", (WIDTH, height(len(hand))), S.BACKGROUND)
    draw = ImageDraw.Draw(canvas)
    title = translate(locale, "render_westkingdom.hand_title", name=text.NAME_MARK,
                      count=len(hand))
    shown, face = text.fit_around_name(title, name, 30, WIDTH - 2 * S.MARGIN - 300)
    text.draw_text(draw, (S.MARGIN + 4, TOP / 2), shown, face, S.TEXT, anchor="lm")
    legend_x = WIDTH - S.MARGIN - 4
    text.draw_fitted(draw, (legend_x, TOP / 2), "✓ " + translate(
        locale, "render_westkingdom.buildable"), S.LABEL, 280, S.BUILDABLE, anchor="rm")
    if not hand:
        text.draw_fitted(draw, (WIDTH / 2, TOP + 120), translate(
            locale, "render_westkingdom.hand_empty"), S.NUMBER, WIDTH - 40, S.MUTED)
        return canvas
    can = buildable(view, seat)
    per_row = min(PER_ROW, len(hand))
    row_width = per_row * CARD_W + (per_row - 1) * GAP
    for index, card in enumerate(hand):
        row, col = divmod(index, PER_ROW)
        left = (WIDTH - row_width) // 2 + col * (CARD_W + GAP)
        top = TOP + row * (CARD_H + GAP)
        draw_building(draw, left, top, card, locale, can[card])
        if can[card]:
            text.draw_text(draw, (left + CARD_W - 22, top + CARD_H - 22), "✓",
                           text.font(S.NUMBER), S.BUILDABLE)
    return canvas
