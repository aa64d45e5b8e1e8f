"""A West Kingdom review's turns in words: the turn played answer by answer as its
buttons said them, the better turn by its placement alone (its follow-ups were
chosen in sampled games, whose draws its player could not see)."""

from __future__ import annotations

import json
import random

import pytest

from cogs.westkingdom.review import review_moves
from engine.review import Judgement
from engine.westkingdom.ai.policies import normal_option
from engine.westkingdom.game import Game
from engine.westkingdom.moves import Move
from engine.westkingdom.record import to_record
from engine.westkingdom.review import REVIEWER


@pytest.fixture(scope="module")
def record() -> str:
    rng = random.Random(1)
    game = Game.new(1, 2)
    while not game.is_over:
        decision = game.decision
        game.play(Move(decision.player, decision.prompt, normal_option(game, rng)))
    return json.dumps(to_record(game))


def test_a_turn_of_several_answers_is_told_answer_by_answer(record: str) -> None:
    step = next(s for s in REVIEWER.steps(json.loads(record)) if " " in s.played)
    played, _ = review_moves(record, Judgement(step, step.played, 1.0, 1.0, 1, 1), "en")
    assert played.count(" → ") == step.played.count(" ")
    assert not any(code in played for code in step.played.split(" "))  # words, not codes


def test_the_better_turn_is_told_by_its_placement_alone(record: str) -> None:
    step = next(s for s in REVIEWER.steps(json.loads(record)) if " " in s.played)
    judgement = Judgement(step, step.played, 1.0, 1.0, 1, 1)
    _, better = review_moves(record, judgement, "fr")
    assert " → " not in better


def test_a_draft_pick_is_a_step_told_by_the_cards_kept_and_better_kept(record: str) -> None:
    data = json.loads(record)
    step = REVIEWER.steps(data)[0]
    other = next(card for card in data["packets"][step.seat] if f"draft:{card}" != step.played)
    played, better = review_moves(record, Judgement(step, f"draft:{other}", 1.0, 2.0, 1, 1), "en")
    assert step.played.startswith("draft:")
    assert played != better and " VP · " in played and " VP · " in better
    assert "draft" not in played + better  # the cards' names, not the codes
