"""The computer player's entry point: a public view in, the answer to its prompt out.

The player is honest by construction: it is handed a ``PublicView`` only, and draws
the cards it cannot see (the other hands, the draft packets it does not hold, the
order of every deck) with ``sample_game`` from a generator seeded by the caller. It
answers every prompt a seat is asked, the placement, each follow-up and the draft,
one at a time. The functions are plain and synchronous, so a bot runs them off its
event loop; the same (view, level, seed) always gives the same answer unless the cap
cuts a hard search short, which its iteration budget keeps it clear of. The cap
counts the thinking thread's CPU time, not the clock's: a busy host slows the answer
but does not weaken it, and the cap still stops a search that costs far more than
its budget should.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from ..game import Game
from ..moves import Move, Option
from ..view import PublicView, sample_game
from .policies import easy_option, finisher_option, normal_option
from .search import SearchSettings, search_option

HARD_CAP_S = 2.0
"""The hard level's safety net on thinking per decision, in CPU seconds of the
thinking thread (its walks took 0.31 s at the median and 0.66 s at p95 with 2 seats,
``docs/computer-players.md``): only a search costing far more than its budget should
meets it."""
HARD_SEARCH = SearchSettings()
"""The hard level's budget (``docs/computer-players.md``)."""


@dataclass(frozen=True)
class Level:
    """A strength of play: how an answer is chosen. ``search`` is set for the
    searching level, ``cap_s`` bounds its thinking (CPU seconds) in real play."""

    name: str
    answer: Callable[[Game, random.Random], Option]
    search: SearchSettings | None = None
    cap_s: float | None = None


LEVELS: dict[str, Level] = {
    "easy": Level("easy", easy_option),
    "normal": Level("normal", normal_option),
    "hard": Level("hard", normal_option, HARD_SEARCH, HARD_CAP_S),
}
"""The levels a player can pick, weakest first."""
POLICIES: dict[str, Level] = {"finisher": Level("finisher", finisher_option)}
"""Players no seat picks, for the review's playouts (``policies.finisher_option``):
``choose_move`` answers as them too, from a view, so every seat of a playout plays
them as it would a level."""


@dataclass(frozen=True)
class Thought:
    """A chosen answer, and whether the CPU-time cap cut the search short."""

    move: Move
    capped: bool = False


def choose_move(view: PublicView, level: str, seed: int,
                budget_s: float | None = None) -> Move:
    """The answer the computer gives to the decision the view shows pending, as a
    ``Move`` (seat, prompt, answer) for ``Game.play``.

    ``view`` is the public view of the seat that owes the decision. ``budget_s`` caps
    the thinking of the hard level in CPU seconds of the calling thread (default: the
    level's own cap); ``math.inf`` lifts the cap, so that the answer never depends on
    the machine's speed.
    """
    return think(view, level, seed, budget_s).move


def think(view: PublicView, level: str, seed: int, budget_s: float | None = None) -> Thought:
    """``choose_move``, also telling whether the cap bound (for the benchmark)."""
    settings = _level(level)
    decision = view.decision
    if decision is None:
        raise ValueError("the game is over: there is no move to choose")
    if view.viewer != decision.player:
        raise ValueError(f"the decision is seat {decision.player}'s, not seat "
                         f"{view.viewer}'s: pass that seat's view")
    rng = random.Random(seed)
    game = sample_game(view, rng)
    if settings.search is None:
        return Thought(Move(decision.player, decision.prompt, settings.answer(game, rng)))
    cap = settings.cap_s if budget_s is None else budget_s
    deadline = None if cap is None or math.isinf(cap) else time.thread_time() + cap
    option, capped = search_option(game, lambda r: sample_game(view, r), rng,
                                   settings.search, deadline)
    return Thought(Move(decision.player, decision.prompt, option), capped)


def _level(name: str) -> Level:
    found = LEVELS.get(name) or POLICIES.get(name)
    if found is None:
        raise ValueError(f"unknown level {name!r}; choose one of {', '.join(LEVELS)}")
    return found
