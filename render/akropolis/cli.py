"""What the ``python -m render`` command line needs for Akropolis: a record, the name
of a view and a locale in, PNG bytes out.

Views: ``game`` (the table while the game runs, the score pad once it is over),
``table``, ``scorepad``, ``city:N`` (seat N's city, counted from 1) and ``spots:N``
(the placement preview for site tile N, for the player to move: a tile's number is
its cost, from 0, as the table image prints it and the bot's buttons say).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.akropolis import FORMAT, from_record

from . import render_city, render_game, render_placement, render_scorepad, render_table

VIEWS = ("game", "table", "scorepad", "city:N", "spots:N")


def _number(view: str, prefix: str, first: int = 1) -> int:
    """The index a view's number names, counted from ``first``."""
    text = view.removeprefix(prefix)
    if not (text.isascii() and text.isdigit()) or not first <= int(text) <= 99:
        raise ValueError(f"view {view!r} needs a number from {first}, as in {prefix}2")
    return int(text) - first


def render_record(record: Mapping[str, Any], view: str = "game", locale: str = "en",
                  names: Sequence[str] | None = None) -> bytes:
    """The PNG of ``view`` (see ``VIEWS``) at the last position of an
    ``akropolis-record/1`` record. ``RecordError`` for a bad record, ``ValueError``
    for an unknown view or a seat that does not exist, ``IllegalMove`` for a site
    tile the player to move cannot take (or any, once the game is over)."""
    game = from_record(record)
    if view == "game":
        return render_game(game, locale, names)
    if view == "table":
        return render_table(game, locale, names)
    if view == "scorepad":
        return render_scorepad(game, locale, names)
    if view.startswith("city:"):
        return render_city(game, _number(view, "city:"), locale, names)
    if view.startswith("spots:"):
        return render_placement(game, _number(view, "spots:", first=0), locale, names=names)
    raise ValueError(f"unknown view {view!r} (known: {', '.join(VIEWS)})")


RENDERERS = {FORMAT: render_record}
"""The record formats ``python -m render`` draws for this game."""

__all__ = ["FORMAT", "RENDERERS", "VIEWS", "render_record"]
