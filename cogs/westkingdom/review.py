"""A West Kingdom decision of a review in words: each answer of the turn played as
its button said it (the placement with what it gives, then each follow-up), replayed
on the position before the turn; of the better turn, its placement alone (its
follow-ups were chosen in sampled games, whose draws the player could not see).
Other seats are named by their seat number: the workers run without the server's
names.

Run in the worker processes (``GameTable.review_moves``), so module-level.
"""

from __future__ import annotations

import json
from typing import Any

from engine.review import Judgement
from engine.westkingdom import Game, Prompt
from engine.westkingdom.moves import Move, from_json
from engine.westkingdom.review import REVIEWER
from i18n import Translator

from .labels import option_label

THEN = " → "


def _answers(text: str) -> list[tuple[Prompt, Any]]:
    """A turn's text form (``place:quarry pay:{"St":2}``) as its prompts and answers."""
    answers = []
    for token in text.split(" "):
        name, _, written = token.partition(":")
        try:
            value = json.loads(written)
        except ValueError:
            value = written
        prompt = Prompt(name)
        answers.append((prompt, from_json(prompt, value)))
    return answers


def turn_text(t: Translator, game: Game, text: str, answers: int | None = None) -> str:
    """The turn ``text`` told answer by answer (its first ``answers`` only, when
    given), as far as it can be played on a copy of ``game``."""
    game = game.copy()
    names = [t("review.seat_name", number=seat + 1) for seat in range(game.seats)]
    told = []
    for prompt, value in _answers(text)[:answers]:
        decision = game.decision
        if decision is None or decision.prompt is not prompt:
            break
        option = next((o for o in decision.options if o == value or str(o) == str(value)),
                      None)
        if option is None:
            break
        told.append(option_label(t, game, names, option))
        game.play(Move(decision.player, prompt, option))
    return THEN.join(told) or text


def review_moves(record: str, judgement: Judgement, locale: str) -> tuple[str, str]:
    """The turn played and the better one of a reviewed decision, in ``locale``."""
    t = Translator(locale)
    game = REVIEWER.position(json.loads(record), judgement.step.index)
    return (turn_text(t, game, judgement.step.played),
            turn_text(t, game, judgement.best, answers=1))
