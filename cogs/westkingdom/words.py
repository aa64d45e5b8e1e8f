"""The words every West Kingdom text is made of, in the reader's language.

Amounts are spelt out with their plural form ("3 stone", "2 камня", "3 pierres"),
and the names of cards, apprentices and places come from the render catalogues
(``render_westkingdom*``), so a message calls a thing what the images call it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from engine.westkingdom import APPRENTICES, RESOURCES
from i18n import Translator
from render.westkingdom.narration import place

__all__ = ["ABBREVIATED", "MINUS", "amount", "apprentice", "building", "changes_text", "mix_text",
           "place", "short_changes", "signed"]

MINUS = "−"
"""The minus sign a line writes before a loss (U+2212, as the images do)."""
ABBREVIATED = frozenset({*RESOURCES, "V"})
"""What the images write in short ("3 St"): the resources and virtue."""


def amount(t: Translator, name: str, count: int) -> str:
    """``count`` of ``name`` (a resource code, ``V``, ``debt``, ``card``, ``worker``,
    ``vp``): "3 stone", "1 debt"."""
    return t(f"westkingdom_play.amount.{name}", count=count)


def signed(t: Translator, name: str, count: int) -> str:
    """A change: "+3 stone", "−2 silver"."""
    return ("+" if count > 0 else MINUS) + amount(t, name, abs(count))


def changes_text(t: Translator, changes: Mapping[str, int]) -> str:
    """Several changes, gains and losses in the order given: "+3 stone, −1 virtue"."""
    return ", ".join(signed(t, name, count) for name, count in changes.items())


def short_changes(t: Translator, changes: Mapping[str, int]) -> str:
    """Changes in the images' abbreviations, for a button: "+1 Wd +2 Mb −3 Ag"."""
    parts = []
    for name, count in changes.items():
        sign = "+" if count > 0 else MINUS
        if name in ABBREVIATED:
            parts.append(f"{sign}{abs(count)} {t(f'render_westkingdom.res.{name}')}")
        else:
            parts.append(sign + amount(t, name, abs(count)))
    return " ".join(parts)


def mix_text(t: Translator, mix: Iterable[tuple[str, int]]) -> str:
    """A payment: "3 stone + 1 wood"."""
    return " + ".join(amount(t, code, count) for code, count in mix)


def building(t: Translator, card: str) -> str:
    """A Building card's name (only ever said of a card on the table, or to its holder)."""
    return t(f"render_westkingdom_cards.name.{card}")


def apprentice(t: Translator, card: str) -> str:
    """An Apprentice card's name."""
    return t(f"render_westkingdom.apprentice.{APPRENTICES[card].name}")
