"""The policies: how a seat answers the prompt in front of it.

Every level judges an answer by where it leaves the seat once its turn is over: the
answer is played on a copy, the turn's remaining prompts are answered greedily (each
by the position right after it), and the result is judged. ``normal`` judges with
``evaluation.standing``, which knows virtue, debts, the Cathedral, the hand and the
end drawing near; ``easy`` judges its own score and a short view of its resources,
and picks at random among the answers close to its best. ``random_option`` is the
benchmark's baseline.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..bundles import AG, AU, CL, MB, ST, WD
from ..catalogue import BUILDINGS
from ..moves import Option, Prompt
from ..scoring import score
from .evaluation import standing

if TYPE_CHECKING:
    from ..game import Game

Judge = Callable[["Game", int], float]
"""What a position is worth to a seat."""
TURN_STARTS = (Prompt.PLACE, Prompt.RECOVER)
EASY_SLACK = 1.5
"""easy takes any answer within this many points of the best it sees."""


def plain_worth(game: Game, seat: int) -> float:
    """easy's judgement: its own score and resources, blind to the others and to the
    end drawing near."""
    player = game.players[seat]
    res = player.res
    hand = sum(BUILDINGS[card].vp for card in player.hand[:6])
    return (score(game, seat).total + 0.3 * (res[CL] + res[WD] + res[ST]) + 0.2 * res[AG]
            + 0.5 * (res[AU] + res[MB]) + 0.15 * hand + len(player.apprentices))


def random_option(game: Game, rng: random.Random) -> Option:
    """Any legal answer, uniformly: the benchmark's baseline."""
    return rng.choice(game.legal_options())


def step_option(game: Game, judge: Judge) -> Option:
    """The answer that leaves the mover best placed right after it (the first of
    equals)."""
    seat = game.current_player
    best, best_value = None, float("-inf")
    for option in game.legal_options():
        after = game.copy()
        after.push(option)
        value = judge(after, seat)
        if value > best_value:
            best, best_value = option, value
    return best


def finish_turn(game: Game, seat: int, judge: Judge) -> None:
    """Answer ``seat``'s remaining prompts of this turn (or draft pick) greedily."""
    while True:
        decision = game.decision
        if decision is None or decision.player != seat or decision.prompt in TURN_STARTS:
            return
        game.push(step_option(game, judge))


def turn_values(game: Game, judge: Judge) -> list[tuple[float, Option]]:
    """Each answer of the pending prompt with the worth of the turn it leads to, in
    the prompt's order."""
    seat = game.current_player
    values = []
    for option in game.legal_options():
        after = game.copy()
        after.push(option)
        finish_turn(after, seat, judge)
        values.append((judge(after, seat), option))
    return values


def normal_option(game: Game, rng: random.Random) -> Option:
    """The answer whose turn ends with the best standing (the first of equals)."""
    values = turn_values(game, standing)
    best = max(value for value, _ in values)
    return next(option for value, option in values if value == best)


def easy_option(game: Game, rng: random.Random) -> Option:
    """Any answer whose turn ends close to the best of easy's own short view."""
    values = turn_values(game, plain_worth)
    best = max(value for value, _ in values)
    return rng.choice([option for value, option in values if value >= best - EASY_SLACK])
