"""The hard level: determinized look-ahead over normal's policy.

The hidden cards are drawn afresh for each sampled game (``sample_game``), so the
search never leans on one guess of the other hands or the deck. The candidates are
normal's best answers; each is played in each sampled game, the turn is finished as
normal would, and then the table plays on, every seat answering with a quick greedy
version of normal, for ``depth`` more turns, before the position is judged by
``evaluation.win_chance``, the chance that the seat ends the game ahead. That sees
what the other seats will take or capture before the next turn, and what a turn
prepares for the seat's own next one. Judged by the chance of winning rather than by
``standing`` (whose pull towards the end outweighs every point late in a long game),
it closes a game it leads and keeps open one it trails. Successive halving spends the
samples on the candidates still in contention.

Where every line is won alike, the chance cannot choose, and past a long game's length
``normal``'s ranking may mine on for ever: there a seat sure to win follows the
closing plan of ``closing`` instead, once a sampled game shows that plan ending the
game with the seat still ahead.

The work is counted in rollouts, so a search is reproducible from its seed; the cap
on the thread's CPU time only cuts it short as a safety net.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from ..game import Game
from ..moves import Option, Prompt
from .closing import closes_ahead, closing_option, sure_to_win
from .evaluation import standing, win_chance
from .policies import TURN_STARTS, best_turn, finish_turn, step_option, turn_values

MARGIN = 0.02
"""Chance of winning by which a searched answer must beat normal's choice to replace
it: where every line is won (or lost) alike, normal's margin decides."""


@dataclass(frozen=True)
class SearchSettings:
    """How much the hard player looks ahead.

    ``candidates`` answers are kept from normal's ranking; each halving round gives
    every remaining candidate ``samples`` more sampled games (``duel_samples`` at a
    two-seat table, when given), and the better half goes on, over ``rounds``
    rounds; each sampled line plays ``depth`` turns after the candidate's own
    (``None``: one round, the seat's own next turn the last).
    """

    candidates: int = 4
    samples: int = 3
    rounds: int = 2
    depth: int | None = None
    duel_samples: int | None = None

    def samples_at(self, seats: int) -> int:
        """The sampled games a round at a table of ``seats``."""
        return self.duel_samples if seats == 2 and self.duel_samples is not None else self.samples

    def most_rollouts(self, seats: int) -> int:
        """The rollouts a search plays at most at a table of ``seats``."""
        count, total = self.candidates, 0
        for _ in range(self.rounds):
            total += count * self.samples_at(seats)
            count = max(1, (count + 1) // 2)
        return total


def search_option(game: Game, sample: Callable[[random.Random], Game], rng: random.Random,
                  settings: SearchSettings, deadline: float | None = None,
                  ) -> tuple[Option, bool]:
    """The candidate answer with the best mean chance of winning over sampled games (or
    the closing answer, for a seat sure to win whose plan ends a sampled game still
    ahead), and whether the deadline cut the search short.

    ``game`` is one game consistent with the view, used to rank the candidates;
    ``sample`` draws a fresh one from the view. The search stops early once
    ``time.thread_time()`` (this thread's CPU time) passes ``deadline``.
    """
    me = game.current_player
    if (game.decision.prompt is not Prompt.DRAFT and sure_to_win(game, me)
            and closes_ahead(sample(rng), me, deadline)):
        return closing_option(game), False
    ranked = sorted(turn_values(game, standing), key=lambda vo: -vo[0])
    options = [option for _, option in ranked[:settings.candidates]]
    favourite = options[0]
    if len(options) == 1 or game.decision.prompt is Prompt.DRAFT:
        return options[0], False
    depth = game.seats if settings.depth is None else settings.depth
    totals = dict.fromkeys(options, 0.0)
    counts = dict.fromkeys(options, 0)
    for _ in range(settings.rounds):
        worlds = [sample(rng) for _ in range(settings.samples_at(game.seats))]
        for option in options:
            for world in worlds:
                totals[option] += _line_value(world, option, me, depth)
                counts[option] += 1
                if deadline is not None and time.thread_time() > deadline:
                    return _best(options, totals, counts, favourite), True
        if len(options) == 1:
            break
        options.sort(key=lambda o: -totals[o] / counts[o])
        options = options[:max(1, (len(options) + 1) // 2)]
    return _best(options, totals, counts, favourite), False


def _best(options: list[Option], totals: dict[Option, float], counts: dict[Option, int],
          favourite: Option) -> Option:
    """The answer with the best mean so far, unless it beats normal's own choice by
    less than ``MARGIN`` (sampled lines are noisy; the ranking is not, and it weighs
    points where the chance does not tell the answers apart); one the cap
    left unsampled counts last."""
    def mean(option: Option) -> float:
        return totals[option] / counts[option] if counts[option] else float("-inf")

    best = max(options, key=mean)
    if counts[favourite] and mean(best) < mean(favourite) + MARGIN:
        return favourite
    return best


def _line_value(world: Game, option: Option, me: int, depth: int) -> float:
    """Play ``option`` and finish the turn in a copy of ``world``, then ``depth`` more
    turns by the quick player; ``me``'s chance of winning from there."""
    game = world.copy()
    game.push(option)
    finish_turn(game, me, standing)
    turns = 0
    while not game.is_over:
        decision = game.decision
        if decision.prompt in TURN_STARTS:
            if turns == depth:
                break
            turns += 1
        game.push(step_option(game, standing) if decision.prompt not in TURN_STARTS
                  else best_turn(game, standing))
    return win_chance(game, me)
