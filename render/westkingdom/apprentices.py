"""The apprentice display: 2 rows × 4 columns, each card with its name, skills,
the silver lying on it and what hiring it at the Workshop would cost the player to
move (rules 5.3): 2 Ag and 2 tax less their reductions, and 1 Ag for each column
beyond the reach their next Workshop worker gives."""

from __future__ import annotations

from PIL import ImageDraw

from engine.westkingdom import APPRENTICES, PublicView
from engine.westkingdom.board import WORKSHOP, tax_cut_for_virtue
from engine.westkingdom.catalogue import ADA, CARPENTRY, MASONRY, RUDOLF, TILING
from engine.westkingdom.display import reach_price
from i18n import translate

from .. import text
from . import layout as L
from . import style as S
from .changes import Changes
from .places import title

SKILLS = ((CARPENTRY, "C"), (TILING, "T"), (MASONRY, "M"))
NAME_Y, LINE_Y = 18, 47
"""The y, within a display card, of its name and of its second line."""


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
    """One display card: its name on top; under it its skills, the virtue hiring it
    changes, the silver lying on it and, right, what the mover would pay for it."""
    x, y, w, h = L.slot_box(slot)
    draw.rounded_rectangle([x, y, x + w - 1, y + h - 1], radius=8, fill=S.CARD,
                           outline=S.HIGHLIGHT if changed else S.CARD_EDGE,
                           width=4 if changed else 2)
    if card is None:
        return
    apprentice = APPRENTICES[card]
    t = translate
    name = t(locale, f"render_westkingdom.apprentice.{apprentice.name}")
    text.draw_fitted(draw, (x + 8, y + NAME_Y), name, S.MIN_TEXT, w - 16, S.INK, anchor="lm",
                     condensed=True, min_size=S.MIN_TEXT)
    cy = y + LINE_Y
    left = x + 8
    for bit, letter in SKILLS:
        if apprentice.skills & bit:
            draw.rectangle([left, cy - 14, left + 28, cy + 14], fill=S.INK)
            text.draw_text(draw, (left + 14, cy + 1),
                           t(locale, f"render_westkingdom.skill.{letter}"),
                           text.font(S.MIN_TEXT), S.CARD)
            left += 34
    if apprentice.hire_virtue:
        sign = "+" if apprentice.hire_virtue > 0 else "−"
        shown = f"{sign}{abs(apprentice.hire_virtue)} {t(locale, 'render_westkingdom.res.V')}"
        text.draw_text(draw, (left + 4, cy + 1), shown, text.font(S.MIN_TEXT), S.INK, anchor="lm")
        left += 8 + text.font(S.MIN_TEXT).getlength(shown)
    if coins:
        cx = left + 16
        draw.ellipse([cx - 11, cy - 11, cx + 11, cy + 11], fill=S.SILVER, outline=S.INK, width=2)
        text.draw_text(draw, (cx + 14, cy + 1), str(coins), text.font(S.MIN_TEXT), S.INK,
                       anchor="lm")
    if price is not None:
        number = text.font(S.NUMBER)
        right = x + w - 8
        text.draw_text(draw, (right, cy + 1), str(price), number, S.INK, anchor="rm")
        text.draw_text(draw, (right - number.getlength(str(price)) - 4, cy + 1),
                       t(locale, "render_westkingdom.res.Ag"), text.font(S.LABEL), S.PAPER_INK,
                       anchor="rm")
