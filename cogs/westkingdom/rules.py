"""The rules of Architects of the West Kingdom, page by page, in the reader's language,
with the rulings this table plays by said plainly on their own page.

The pages are catalogue entries (``westkingdom_rules.*``); the numbers a rule states
(workers, the hand limit, the Tax Stand's start...) are read from the engine, and
the characters' names from ``render_westkingdom``, so the rules say what the game
does and call things what the images call them. A page is plain text, free of
Discord: the cog lays it out.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.westkingdom import CHARACTERS
from engine.westkingdom.board import (
    APPRENTICE_LIMIT,
    CATHEDRAL_VIRTUE_MIN,
    HAND_LIMIT,
    MARKET_VIRTUE_MAX,
    TAX_START,
    WORKERS,
)
from i18n import Translator

PAGES: tuple[str, ...] = ("goal", "turn", "places", "arrests", "market", "guildhall",
                          "virtue", "end", "sides", "rulings")
NUMBERS = {
    "workers": WORKERS, "hand_limit": HAND_LIMIT, "apprentices": APPRENTICE_LIMIT,
    "tax_start": TAX_START, "market_virtue": MARKET_VIRTUE_MAX + 1,
    "cathedral_virtue": CATHEDRAL_VIRTUE_MIN,
}
"""The engine's numbers the pages quote, as the catalogue's parameters."""


@dataclass(frozen=True)
class Page:
    """One page: its title, its text, a field per character on the side B page, and
    its footer ("Page 3 / 10")."""

    title: str
    text: str
    footer: str
    fields: tuple[tuple[str, str], ...] = ()


def rules_page(t: Translator, page: int, side: str | None = None) -> Page:
    """Page ``page`` (clamped to the pages there are); ``side`` is the board side of
    the game at hand ("A" or "B"), which the side B page names."""
    page = min(max(page, 0), len(PAGES) - 1)
    name = PAGES[page]
    key = f"westkingdom_rules.{name}"
    text = t(f"{key}.text", **NUMBERS)
    fields: tuple[tuple[str, str], ...] = ()
    if name == "sides":
        if side in ("A", "B"):
            text += "\n\n" + t(f"{key}.this_game.{side}")
        fields = tuple(_character(t, character) for character in CHARACTERS)
    footer = t("westkingdom_rules.page", page=page + 1, pages=len(PAGES))
    return Page(t(f"{key}.title"), text, footer, fields)


def _character(t: Translator, character: str) -> tuple[str, str]:
    """A character's name, and its start and ability."""
    info = CHARACTERS[character]
    start = t("westkingdom_rules.sides.start", virtue=info.virtue, silver=info.silver,
              prison=info.prison)
    ability = t(f"westkingdom_rules.sides.{character}")
    return t(f"render_westkingdom.character.{character}"), f"{start}\n{ability}"
