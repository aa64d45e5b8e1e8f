"""What the ``python -m render`` command line needs for Amytis: a record (or a
player's view of a game in progress), the name of a view and a locale in, PNG
bytes out.

Views: ``game`` (the table while the game runs, the final score once it is over)
and ``table`` (the table even when the game is over).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from engine.amytis import FORMAT, VIEW_FORMAT, Game, from_record, from_view_record

from . import render_game, render_table

VIEWS = ("game", "table")

_READERS: dict[str, Callable[[Mapping[str, Any]], Game]] = {
    FORMAT: from_record, VIEW_FORMAT: from_view_record}


def render_record(record: Mapping[str, Any], view: str = "game", locale: str = "en",
                  names: Sequence[str] | None = None) -> bytes:
    """The PNG of ``view`` at the last position of ``record``. ``RecordError`` for a
    bad record, ``ValueError`` for an unknown view."""
    if view not in VIEWS:
        raise ValueError(f"unknown view {view!r} (known: {', '.join(VIEWS)})")
    game = _READERS[record["format"]](record)
    draw = render_table if view == "table" else render_game
    return draw(game, locale, names)


RENDERERS = {fmt: render_record for fmt in _READERS}
"""The record formats ``python -m render`` draws for this game."""
