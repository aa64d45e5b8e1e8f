"""The apprentice display: 2 rows × 4 columns, each card with its name, skills,
the silver lying on it and what hiring it at the Workshop would cost the player to
move (rules 5.3): 2 Ag and 2 tax less their reductions, and 1 Ag for each column
beyond the reach their next Workshop worker gives."""

from __future__ import annotations

from PIL import ImageDraw

from engine.westkingdom import APPRENTICES, PublicView
from engine.westkingdom.board import WORKSHOP, tax_cut_for_virtue
from engine.westkingdom.catalogue import ADA, CARPENTRY, MASONRY, RUDOLF, TILING
from engine.westkingdom.display import column, reach_price
from i18n import translate

from .. import text
from . import layout as L
from . import style as S
from .changes import Changes
from .places import title

SKILLS = ((CARPENTRY, "C"), (TILING, "T"), (MASONRY, "M"))


def skill_letters(mask: int, locale: str) -> str:
    """A skill mask as the locale's letters (``C T``)."""
    return " ".join(translate(locale, f"render_westkingdom.skill.{name}")
                    for bit, name in SKILLS if mask & bit)


def hire_price(view: PublicView, seat: int) -> tuple[int, int]:
    """The Workshop hire's base price for ``seat``: (silver, tax), reductions applied."""
    tableau = view.tableaus[seat]
    silver = 2 - (tableau.character == RUDOLF)
    tax = max(0, 2 - tax_cut_for_virtue(tableau.virtue) - (tableau.character == ADA))
    return silver, tax


def slot_price(view: PublicView, seat: int, slot: int) -> int:
    """All the silver ``seat`` would pay to hire the card of ``slot`` at the Workshop
    with its next worker there: the base price, tax included, and the reach."""
    silver, tax = hire_price(view, seat)
    reach = min(view.tableaus[seat].workers[WORKSHOP] + 1, 4)
    return silver + tax + reach_price(slot, reach)


def draw_display(draw: ImageDraw.ImageDraw, view: PublicView, mover: int | None, locale: str,
                 changed: Changes) -> None:
    """The display's panel and its eight cards."""
    box = L.display_box()
    label = translate(locale, "render_westkingdom.display")
    if mover is not None:
        silver, tax = hire_price(view, mover)
        label += " · " + translate(locale, "render_westkingdom.display_cost", silver=silver,
                                   tax=tax)
    title(draw, box, label)
    for slot, card in enumerate(view.display):
        _card(draw, slot, card, view.coins[slot], None if mover is None or card is None
              else slot_price(view, mover, slot), locale, slot in changed.slots)


def _card(draw: ImageDraw.ImageDraw, slot: int, card: str | None, coins: int,
          price: int | None, locale: str, changed: bool) -> None:
    x, y, w, h = L.slot_box(slot)
    draw.rounded_rectangle([x, y, x + w - 1, y + h - 1], radius=8, fill=S.CARD,
                           outline=S.HIGHLIGHT if changed else S.CARD_EDGE,
                           width=4 if changed else 2)
    text.draw_text(draw, (x + w - 8, y + 14), str(column(slot)), text.font(S.SMALL), S.PAPER_INK,
                   anchor="rm")
    if card is None:
        return
    apprentice = APPRENTICES[card]
    name = translate(locale, f"render_westkingdom.apprentice.{apprentice.name}")
    text.draw_fitted(draw, (x + 6, y + 14), name, S.LABEL, w - 30, S.INK, anchor="lm",
                     condensed=True, min_size=12)
    text.draw_fitted(draw, (x + w / 2, y + 44), skill_letters(apprentice.skills, locale),
                     S.NUMBER, w - 12, S.INK)
    if coins:
        cx, cy = x + 15, y + h - 20
        draw.ellipse([cx - 9, cy - 9, cx + 9, cy + 9], fill=S.SILVER, outline=S.INK, width=2)
        text.draw_text(draw, (cx + 12, cy + 1), str(coins), text.font(S.MIN_TEXT), S.INK,
                       anchor="lm")
    if price is not None:
        ag = translate(locale, "render_westkingdom.res.Ag")
        text.draw_text(draw, (x + w - 6, y + h - 20), f"{price}", text.font(S.NUMBER), S.INK,
                       anchor="rm")
        text.draw_fitted(draw, (x + w - 6 - text.font(S.NUMBER).getlength(f"{price}") - 3,
                                y + h - 16), ag, S.SMALL, 30, S.PAPER_INK, anchor="rs")
