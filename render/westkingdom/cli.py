"""What the ``python -m render`` command line needs for West Kingdom: a record (or a
player's ``westkingdom-view/1`` export), the name of a view and a locale in, PNG
bytes out.

Views: ``game`` (the board while the game runs, the score pad once it is over),
``board`` (also ``table``), ``scorepad``, ``hand:N`` (seat N's private hand,
counted from 1) and ``tableau:N`` (seat N's tableau at full size).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.westkingdom import FORMAT, from_record
from engine.westkingdom.view_record import VIEW_FORMAT, view_of_export

from . import render_board, render_game, render_hand, render_scorepad, render_tableau

VIEWS = ("game", "board", "table", "scorepad", "hand:N", "tableau:N")


def _number(view: str, prefix: str) -> int:
    text = view.removeprefix(prefix)
    if not (text.isascii() and text.isdigit()) or not 1 <= int(text) <= 99:
        raise ValueError(f"view {view!r} needs a number from 1, as in {prefix}2")
    return int(text) - 1


def render_record(record: Mapping[str, Any], view: str = "game", locale: str = "en",
                  names: Sequence[str] | None = None) -> bytes:
    """The PNG of ``view`` (see ``VIEWS``) at the last position of a
    ``westkingdom-record/1`` record. ``RecordError`` for a bad record, ``ValueError``
    for an unknown view or a seat that does not exist."""
    return _render(from_record(record), view, locale, names)


def render_view_record(record: Mapping[str, Any], view: str = "game", locale: str = "en",
                       names: Sequence[str] | None = None) -> bytes:
    """The PNG of ``view`` of a ``westkingdom-view/1`` export: the table as its seat
    saw it (``hand:N`` only for that seat)."""
    return _render(view_of_export(record), view, locale, names)


def _render(game: Any, view: str, locale: str, names: Sequence[str] | None) -> bytes:
    if view == "game":
        return render_game(game, locale, names)
    if view in ("board", "table"):
        return render_board(game, locale, names)
    if view == "scorepad":
        return render_scorepad(game, locale, names)
    if view.startswith("hand:"):
        return render_hand(game, _number(view, "hand:"), locale, names)
    if view.startswith("tableau:"):
        return render_tableau(game, _number(view, "tableau:"), locale, names)
    raise ValueError(f"unknown view {view!r} (known: {', '.join(VIEWS)})")


RENDERERS = {FORMAT: render_record, VIEW_FORMAT: render_view_record}
"""The record formats ``python -m render`` draws for this game."""

__all__ = ["FORMAT", "RENDERERS", "VIEWS", "render_record", "render_view_record"]
