"""An apprentice's ability in words, built from its catalogue row: where it applies
(its hook) and what it gives or trades (rules 8.1)."""

from __future__ import annotations

from engine.westkingdom import APPRENTICES
from engine.westkingdom.catalogue import (
    AT_FOREST,
    AT_MARKET,
    AT_MINES,
    AT_QUARRY,
    AT_SILVERSMITH,
    AT_TAXSTAND,
    TRADE,
)
from i18n import translate

from .places import bundle_text

PLACES = {AT_QUARRY: "place.quarry", AT_FOREST: "place.forest", AT_MINES: "place.mines",
          AT_SILVERSMITH: "place.silversmith", AT_TAXSTAND: "place.taxstand",
          AT_MARKET: "market"}
"""The location-bonus hooks, with the catalogue key of the place they name."""


def ability(card: str, locale: str) -> str:
    """What apprentice ``card`` does, in ``locale``."""
    apprentice = APPRENTICES[card]
    hook = apprentice.hook
    gain = bundle_text(apprentice.gain, locale, plus=hook != TRADE)
    if hook in PLACES:
        place = translate(locale, f"render_westkingdom.{PLACES[hook]}")
        return translate(locale, "render_westkingdom.tableau.place", place=place, gain=gain)
    return translate(locale, f"render_westkingdom.tableau.{hook}", gain=gain,
                     cost=bundle_text(apprentice.cost, locale))
