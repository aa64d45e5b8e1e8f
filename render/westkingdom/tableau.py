"""One player's tableau at full size: the public state of their board (resources,
virtue, debts, Cathedral, workers, captives by owner, hand size, score so far) and
every hired apprentice and constructed Building as a clean card.

Public: drawn from a spectator's view, it shows the hand's size, never its cards.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.westkingdom import APPRENTICES, PublicView
from engine.westkingdom.bundles import RESOURCES
from i18n import translate

from .. import text
from . import style as S
from .abilities import ability
from .apprentices import SKILLS
from .cards import CARD_H, CARD_W, draw_building, draw_name, wrap
from .seats import chip, disc

WIDTH = 1200
PER_ROW = 6
GAP = 10
HEAD = 186
APPRENTICE_H = 210
SECTION = 34


def sections(apprentices: int, buildings: int) -> tuple[int, int, int]:
    """The y of the apprentices' cards, of the buildings' title and of the image's
    bottom: a section with no card is its title line alone."""
    top = HEAD + SECTION
    built = top + (APPRENTICE_H + GAP if apprentices else 0)
    rows = -(-buildings // PER_ROW)
    return top, built, built + SECTION + rows * (CARD_H + GAP) + S.MARGIN


def card_left(index: int) -> int:
    """The x of the ``index``-th card of a row (rows are left-aligned)."""
    return S.MARGIN + (index % PER_ROW) * (CARD_W + GAP)


def _header(draw: ImageDraw.ImageDraw, view: PublicView, seat: int, name: str,
            locale: str) -> None:
    """Three lines: name, hand, virtue and score; resources and captives; debts,
    Cathedral and where the workers are."""
    t = translate
    tableau = view.tableaus[seat]
    draw.rounded_rectangle([S.MARGIN, S.MARGIN, WIDTH - S.MARGIN - 1, HEAD - 6], radius=12,
                           fill=S.PANEL, outline=S.PANEL_EDGE, width=2)
    y = S.MARGIN + 34
    disc(draw, (S.MARGIN + 34, y), 22, seat)
    if tableau.character is not None:
        character = t(locale, f"render_westkingdom.character.{tableau.character}")
        name = f"{name} · {character}"
    text.draw_fitted(draw, (S.MARGIN + 66, y), name, 32, 330, S.TEXT, anchor="lm", min_size=20)
    hand = f"{t(locale, 'render_westkingdom.col.hand')} {tableau.hand_size}"
    text.draw_fitted(draw, (S.MARGIN + 420, y), hand, S.NUMBER, 150, S.TEXT, anchor="lm")
    virtue = f"{t(locale, 'render_westkingdom.virtue')} {tableau.virtue}"
    text.draw_fitted(draw, (S.MARGIN + 590, y), virtue, S.NUMBER, 270, S.TEXT, anchor="lm")
    score = view.result.players[seat].total
    label = t(locale, "render.total" if view.finished else "render_westkingdom.col.score")
    text.draw_fitted(draw, (WIDTH - S.MARGIN - 20, y - 2), f"{label}: {score}", 32, 290,
                     S.GOLD, anchor="rm")
    y = S.MARGIN + 88
    for index, res in enumerate(RESOURCES):
        x = S.MARGIN + 20 + index * 104
        draw.rounded_rectangle([x, y - 15, x + 44, y + 15], radius=6,
                               fill=S.RESOURCE_COLOURS[res], outline=S.INK, width=1)
        text.draw_text(draw, (x + 22, y + 1), t(locale, f"render_westkingdom.res.{res}"),
                       text.font(S.LABEL, True), S.INK)
        text.draw_text(draw, (x + 50, y), str(tableau.res[index]), text.font(S.NUMBER + 4),
                       S.TEXT, anchor="lm")
    held = [(owner, count) for owner, count in enumerate(tableau.captives) if count]
    if held:
        left = S.MARGIN + 660
        text.draw_fitted(draw, (left, y), t(locale, "render_westkingdom.tableau.captives_of"),
                         S.LABEL, 110, S.MUTED, anchor="lm", condensed=True)
        left += 116
        for owner, count in held:
            left = chip(draw, left, y, owner, count) + 14
    lines = [t(locale, "render_westkingdom.tableau.debts_line", unpaid=tableau.debts,
               paid=tableau.paid),
             t(locale, "render_westkingdom.tableau.cathedral_level", level=tableau.cathedral),
             t(locale, "render_westkingdom.tableau.workers_line", supply=tableau.supply,
               prison=tableau.prison, guild=tableau.guild)]
    text.draw_fitted(draw, (S.MARGIN + 20, S.MARGIN + 140), " · ".join(lines), S.MIN_TEXT,
                     WIDTH - 2 * S.MARGIN - 40, S.MUTED, anchor="lm", condensed=True)


def _apprentice(draw: ImageDraw.ImageDraw, left: int, top: int, card: str,
                locale: str) -> None:
    apprentice = APPRENTICES[card]
    draw.rounded_rectangle([left, top, left + CARD_W - 1, top + APPRENTICE_H - 1], radius=10,
                           fill=S.CARD, outline=S.CARD_EDGE, width=2)
    name = translate(locale, f"render_westkingdom.apprentice.{apprentice.name}")
    draw_name(draw, left, top, name)
    for index, letter in enumerate(n for b, n in SKILLS if apprentice.skills & b):
        x = left + 12 + index * 40
        draw.rectangle([x, top + 48, x + 32, top + 80], fill=S.INK)
        text.draw_text(draw, (x + 16, top + 65),
                       translate(locale, f"render_westkingdom.skill.{letter}"),
                       text.font(S.MIN_TEXT), S.CARD)
    if apprentice.hire_virtue:
        sign = "+" if apprentice.hire_virtue > 0 else "−"
        v = translate(locale, "render_westkingdom.res.V")
        text.draw_text(draw, (left + CARD_W - 12, top + 64),
                       f"{sign}{abs(apprentice.hire_virtue)} {v}", text.font(S.MIN_TEXT), S.INK,
                       anchor="rm")
    for index, line in enumerate(wrap(ability(card, locale), 18, CARD_W - 20, 5)):
        text.draw_fitted(draw, (left + 10, top + 106 + index * 21), line, 18, CARD_W - 20,
                         S.INK, anchor="lm", condensed=True, min_size=12)


def draw_tableau(view: PublicView, seat: int, name: str, locale: str) -> Image.Image:
    """``seat``'s tableau from the spectators' ``view``."""
    tableau = view.tableaus[seat]
    top, built, bottom = sections(len(tableau.apprentices), len(tableau.buildings))
    canvas = Image.new("RGB", (WIDTH, bottom), S.BACKGROUND)
    draw = ImageDraw.Draw(canvas)
    _header(draw, view, seat, name, locale)
    for key, count, y in (("hired", len(tableau.apprentices), top - SECTION // 2),
                          ("built", len(tableau.buildings), built + SECTION // 2)):
        label = translate(locale, f"render_westkingdom.tableau.{key}")
        if not count:
            label += " — " + translate(locale, "render_westkingdom.tableau.none")
        text.draw_fitted(draw, (S.MARGIN + 4, y), label, S.LABEL + 4, 600, S.MUTED,
                         anchor="lm")
    for index, card in enumerate(tableau.apprentices):
        _apprentice(draw, card_left(index), top, card, locale)
    for index, card in enumerate(tableau.buildings):
        draw_building(draw, card_left(index),
                      built + SECTION + (index // PER_ROW) * (CARD_H + GAP), card, locale)
    return canvas
