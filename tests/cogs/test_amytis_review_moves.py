"""An Amytis review's moves in words: a Project drawn from the deck is told as such,
never named, since its player could not see it then."""

from __future__ import annotations

import json

from cogs.amytis.review import review_moves
from engine.amytis import Game
from engine.amytis.review import REVIEWER
from engine.review import Judgement, Step
from i18n import Translator
from service.amytis import KIND


def _finished_record(seed: int) -> str:
    game = KIND.load(KIND.start(seed, {"sides": "A"}, 2).record)
    turn = 0
    while not game.is_over:
        game.play(KIND.computer_move(game, 1, turn))
        turn += 1
    return KIND.dump(game)


def _deck_draw(record: str) -> tuple[Step, Game, str]:
    """The first step with a Palace that may draw from the deck, and that move."""
    for step in KIND.review_steps(record):
        game = REVIEWER.position(json.loads(record), step.index)
        drawn = [move for move in game.legal_moves() if move.palace == "deck"]
        if drawn:
            return step, game, drawn[0].text
    raise AssertionError("no Palace drawn from the deck in the whole game")


def test_a_project_drawn_from_the_deck_is_told_without_its_number() -> None:
    record = _finished_record(4)
    step, game, drawn = _deck_draw(record)
    hidden = game.deck[-1]  # the top card: what the draw would take
    judgement = Judgement(step, drawn, 10.0, 12.0, candidates=3, samples=4)
    for locale in ("en", "ru", "fr"):
        t = Translator(locale)
        _, better = review_moves(record, judgement, locale)
        assert t("amytis.review.deck") in better
        assert t("amytis.narration.took_card", card=hidden) not in better
