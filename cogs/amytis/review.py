"""An Amytis decision of a review in words: the tile built and its cell with its
points, the Palace's card or score, the Projects completed and the King's Favor. A
card drawn from the deck is told as such, not named: it was hidden then.

Run in the worker processes (``GameTable.review_moves``), so module-level.
"""

from __future__ import annotations

import json

from engine.amytis import Game, Move
from engine.amytis.review import REVIEWER
from engine.review import Judgement
from i18n import Translator

from .narration import cell_label, outcome_parts


def move_text(t: Translator, game: Game, text: str) -> str:
    """The whole move ``text`` (``Move.text()``) played on a copy of ``game``, told."""
    move = Move.parse(text)
    events = game.copy().play(move)
    parts = [t("amytis.review.built", tile=t(f"amytis.tile.{events.tile.id}"),
               cell=cell_label(events.cell), points=t("amytis.points", count=events.points))]
    deck = move.palace == "deck"
    if deck:
        parts.append(t("amytis.review.deck"))
    parts += outcome_parts(t, events, name_card=not deck)
    return " · ".join(parts)


def review_moves(record: str, judgement: Judgement, locale: str) -> tuple[str, str]:
    """The move played and the better one of a reviewed decision, in ``locale``."""
    t = Translator(locale)
    game = REVIEWER.position(json.loads(record), judgement.step.index)
    return move_text(t, game, judgement.step.played), move_text(t, game, judgement.best)
