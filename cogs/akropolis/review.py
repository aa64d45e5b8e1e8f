"""An Akropolis decision of a review in words: the tile taken (by its number, its
districts and its cost) and where it went (its level, the stones its quarries gave,
the change of score). Only the deciding player's own turn is told, never the
Architect's turn or the stack revealed after it: those were hidden then.

Run in the worker processes (``GameTable.review_moves``), so module-level.
"""

from __future__ import annotations

import json

from engine.akropolis import Game, Move
from engine.akropolis.review import REVIEWER
from engine.review import Judgement
from i18n import Translator
from render.akropolis.narration import gained, signed, stones, tile_number, tile_text


def move_text(t: Translator, game: Game, text: str) -> str:
    """The whole move ``text`` (``Move.text()``) played on a copy of ``game``, told."""
    events = game.copy().play(Move.parse(text))
    return t("akropolis_play.review_move", number=tile_number(events.take),
             tile=tile_text(t, events.tile), cost=stones(t, events.cost), level=events.level,
             gained=gained(t, events.stones_gained), change=signed(events.total_change))


def review_moves(record: str, judgement: Judgement, locale: str) -> tuple[str, str]:
    """The move played and the better one of a reviewed decision, in ``locale``."""
    t = Translator(locale)
    game = REVIEWER.position(json.loads(record), judgement.step.index)
    return move_text(t, game, judgement.step.played), move_text(t, game, judgement.best)
