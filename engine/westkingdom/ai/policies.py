"""The policies: how a seat answers the prompt in front of it.

Every level judges an answer by where it leaves the seat once its turn is over: the
answer is played on a copy, the turn's remaining prompts are answered greedily (each
by the position right after it), and the result is judged. ``normal`` judges with
``evaluation.standing``, which knows virtue, debts, the Cathedral, the hand and the
end drawing near; ``easy`` judges as a beginner who likes to build (``builder_worth``)
and picks at random among the answers close to its best. ``random_option`` is the
benchmark's baseline. ``finisher_option`` is the review's playout policy: ``normal``,
but capturing a rival's big group at the Mines and ending a long game sooner (a level
no seat picks).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..board import MINES
from ..bundles import AU
from ..moves import Option, Prompt
from .evaluation import hand_worth, lead, standing, worth

if TYPE_CHECKING:
    from ..game import Game

Judge = Callable[["Game", int], float]
"""What a position is worth to a seat."""
TURN_STARTS = (Prompt.PLACE, Prompt.RECOVER)
EASY_SLACK = 2.0
"""easy takes any answer within this many points of the best it sees."""
BUILDER = 3.0
"""What easy adds for each of its workers in the Guildhall: it likes to build."""
GOLD_PLENTY = 12
"""Gold beyond this is worth less to easy: to a beginner gold is money for buildings,
so it does not sit at the Mines for a pile of it."""
HOARD = 0.8
"""What easy takes off each gold beyond ``GOLD_PLENTY`` (of its point and a little)."""
GREED = 8
"""Workers of one rival at the Mines from which hard and the finisher capture the group
at the Town Centre (after a turn at the Silversmith if it cannot pay the tax): four
gold or more a placement, a standing income the evaluation counts only once (the next
yield). In a benchmark game (seed 3) the search, 40 points behind with no silver and
one worker in supply, saw no line win and mined two gold a turn for 60 turns, while
`normal`'s twelve workers at the Mines mined six: the capture lay three of its turns
away (the Silversmith, taking workers back, the Town Centre), beyond the tree. A
review's playouts by a finisher that let such groups grow ended some openings on 200
to 330 points, a tail that made their costs stray by 7 to 9 points at 64 deals."""
FINISHER_OVERTIME = 30.0
"""How fast the finisher's pull to the Guildhall grows past a long game's length:
three times ``evaluation.OVERTIME``. Two ``normal`` seats sometimes settle into the
gold loop and play to the turn limit for 150 to 350 points, so a review's playouts
by ``normal`` had a long tail (a standard deviation of 16 points a playout and 23 a
paired difference, at 9 two-seat positions); by the finisher, 6 and 8, and no
playout reached the limit (``docs/reviews.md``)."""


def builder_worth(game: Game, seat: int) -> float:
    """easy's judgement: normal's ``standing``, plus what a beginner's plan adds, the
    buildings raised and the hand counted once more, less the gold beyond what
    buildings need. A table of easy players ends its game by filling the Guildhall;
    without that pull they mined gold at the Mines, a point a gold, and never did."""
    player = game.players[seat]
    return (standing(game, seat) + BUILDER * game.guild[seat] + hand_worth(player)
            - HOARD * max(0, player.res[AU] - GOLD_PLENTY))


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


def best_turn(game: Game, judge: Judge) -> Option:
    """The answer whose turn ends best by ``judge`` (the first of equals)."""
    values = turn_values(game, judge)
    best = max(value for value, _ in values)
    return next(option for value, option in values if value == best)


def normal_option(game: Game, rng: random.Random) -> Option:
    """The answer whose turn ends with the best standing (the first of equals)."""
    return best_turn(game, standing)


def finisher_worth(game: Game, seat: int) -> float:
    """``worth`` with the finisher's faster pull once a game runs long."""
    return worth(game, seat, FINISHER_OVERTIME)


def finisher_standing(game: Game, seat: int) -> float:
    """``standing`` by ``finisher_worth``."""
    return lead(game, seat, finisher_worth)


def greed_option(game: Game, me: int) -> Option | None:
    """The answer that captures a rival's group of ``GREED`` or more at the Mines, or
    the step towards it (the Silversmith, for the tax), if the prompt offers one."""
    group = max(game.at[MINES][other] for other in range(game.seats) if other != me)
    if group < GREED:
        return None
    options = game.decision.options
    if game.decision.prompt is Prompt.PLACE:
        return next((o for o in ("towncentre", "silversmith") if o in options), None)
    if game.decision.prompt is Prompt.CAPTURE:
        return next((o for o in options if isinstance(o, tuple) and o[0] == "mines"
                     and o[1] != me and game.at[MINES][o[1]] == group), None)
    return None


def finisher_option(game: Game, rng: random.Random) -> Option:
    """normal's answer, judged by ``finisher_standing`` (the same play until a game
    runs past its long length, then gathering and building towards its end sooner),
    except that it captures a rival's big group at the Mines as hard does."""
    punishing = greed_option(game, game.current_player)
    return best_turn(game, finisher_standing) if punishing is None else punishing


def easy_option(game: Game, rng: random.Random) -> Option:
    """Any answer whose turn ends within ``EASY_SLACK`` of the best by
    ``builder_worth``."""
    values = turn_values(game, builder_worth)
    best = max(value for value, _ in values)
    return rng.choice([option for value, option in values if value >= best - EASY_SLACK])
