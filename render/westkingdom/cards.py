"""A Building card drawn clean: its name, VP, cost, required skills, the virtue it
changes, when its effect happens and the effect in the player's language; framed
green with a check mark when its owner can build it now."""

from __future__ import annotations

import re

from PIL import ImageDraw

from engine.westkingdom import BUILDINGS
from engine.westkingdom.bundles import RESOURCES
from i18n import translate

from .. import text
from . import style as S
from .apprentices import SKILLS

CARD_W, CARD_H = 186, 340
EFFECT_SIZE = 17
NAME_SIZE, ONE_LINE, TWO_LINES = 22, 18, 20
"""A card name's size, the smallest it shrinks to on one line, and its size on two."""


def wrap(line: str, size: int, width: int, limit: int) -> list[str]:
    """``line`` broken into at most ``limit`` lines of ``width`` pixels at ``size``,
    never between a count and what it counts; the last line keeps what is left, and
    is cut with an ellipsis when drawn."""
    words: list[str] = []
    for word in line.split():
        if words and re.fullmatch(r"[+−-]?\d+", words[-1]):
            words[-1] += " " + word  # a count stays with its resource: "1 Mb"
        else:
            words.append(word)
    lines, current = [], ""
    for word in words:
        trial = f"{current} {word}".strip()
        if current and text.text_width(trial, size, True) > width and len(lines) < limit - 1:
            lines.append(current)
            current = word
        else:
            current = trial
    if current:
        lines.append(current)
    return lines


def draw_name(draw: ImageDraw.ImageDraw, left: int, top: int, name: str) -> None:
    """A card's name across its top: on one line when it fits at ``ONE_LINE`` px or
    more, else on two lines at ``TWO_LINES`` px rather than shrunk further."""
    width = CARD_W - 20
    shown, face = text.fit(name, NAME_SIZE, width, ONE_LINE, True)
    if shown == name or " " not in name:
        text.draw_text(draw, (left + CARD_W / 2, top + 24), shown, face, S.INK)
        return
    for index, line in enumerate(wrap(name, TWO_LINES, width, 2)):
        text.draw_fitted(draw, (left + CARD_W / 2, top + 14 + 21 * index), line, TWO_LINES,
                         width, S.INK, condensed=True, min_size=14)


def draw_building(draw: ImageDraw.ImageDraw, left: int, top: int, card: str, locale: str,
                  buildable: bool | None = None) -> None:
    """Building ``card`` with its top-left corner at (``left``, ``top``);
    ``buildable`` True frames it as buildable now, None says nothing about it."""
    building = BUILDINGS[card]
    w, h = CARD_W, CARD_H
    edge = S.BUILDABLE if buildable else S.CARD_EDGE
    draw.rounded_rectangle([left, top, left + w - 1, top + h - 1], radius=10, fill=S.CARD,
                           outline=edge, width=6 if buildable else 2)
    t = translate
    draw_name(draw, left, top, t(locale, f"render_westkingdom_cards.name.{card}"))
    # VP badge and the virtue change
    cx, cy = left + 34, top + 70
    draw.ellipse([cx - 24, cy - 24, cx + 24, cy + 24], fill=S.GOLD, outline=S.INK, width=2)
    vp = str(building.vp)
    text.draw_text(draw, (cx, cy + 1), vp, text.font(S.NUMBER + 2 if len(vp) == 1 else S.MIN_TEXT),
                   S.INK)
    text.draw_fitted(draw, (cx + 30, cy + 2), t(locale, "render_westkingdom.vp_label"),
                     S.LABEL, 40, S.PAPER_INK, anchor="lm")
    if building.virtue:
        v = t(locale, "render_westkingdom.res.V")
        sign = "+" if building.virtue > 0 else "−"
        text.draw_text(draw, (left + w - 12, cy), f"{sign}{abs(building.virtue)} {v}",
                       text.font(S.MIN_TEXT), S.INK, anchor="rm")
    # the cost, two items a row
    items = [(name, count) for name, count in zip(RESOURCES, building.cost, strict=False)
             if count]
    for index, (name, count) in enumerate(items):
        row, col = divmod(index, 2)
        x = left + 12 + col * (w - 24) / 2
        y = top + 130 + row * 36
        text.draw_text(draw, (x + 28, y), str(count), text.font(S.NUMBER), S.INK, anchor="rm")
        draw.rounded_rectangle([x + 34, y - 14, x + 78, y + 14], radius=6,
                               fill=S.RESOURCE_COLOURS[name], outline=S.INK, width=1)
        text.draw_text(draw, (x + 56, y + 1), t(locale, f"render_westkingdom.res.{name}"),
                       text.font(S.LABEL, True), S.INK)
    # the skills it needs
    y = top + 206
    letters = [t(locale, f"render_westkingdom.skill.{name}") for bit, name in SKILLS
               if building.skills & bit]
    for index, letter in enumerate(letters):
        x = left + 12 + index * 40
        draw.rectangle([x, y - 16, x + 32, y + 16], fill=S.INK)
        text.draw_text(draw, (x + 16, y + 1), letter, text.font(S.MIN_TEXT), S.CARD)
    when = t(locale, f"render_westkingdom.when.{building.when}")
    text.draw_fitted(draw, (left + 10, y + 32), when, S.SMALL, w - 20, S.PAPER_INK,
                     anchor="lm", condensed=True, min_size=11)
    # the effect
    effect = t(locale, f"render_westkingdom_cards.effect.{card}")
    for index, line in enumerate(wrap(effect, EFFECT_SIZE, w - 20, 4)):
        text.draw_fitted(draw, (left + 10, top + 262 + index * 19), line, EFFECT_SIZE, w - 20,
                         S.INK, anchor="lm", condensed=True, min_size=12)
    if buildable:
        draw.rectangle([left + 3, top + h - 4 - 2, left + w - 4, top + h - 4], fill=S.BUILDABLE)
