"""The computer opponent's entry points: a public view in, a decision out.

The player is honest by construction: it is handed a ``PublicView`` only, and draws
whatever it needs of the hidden tiles and the deck order with ``sample_game`` from
a generator seeded by the caller. The functions are plain and synchronous, so a
bot runs them off its event loop (``asyncio.to_thread`` or a process pool); the
same (view, level, seed) always gives the same answer unless a time budget cuts a
search short.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from ..game import Game
from ..moves import DecisionKind, Move
from ..view import PublicView, sample_game
from .ismcts import TreeSettings, tree_search
from .policies import best_favor, easy_move, greedy_favor, normal_move
from .search import SearchSettings, search_move


@dataclass(frozen=True)
class Level:
    """A strength of play: how a turn and a pending Favor are chosen.

    ``search`` is set for the sampled look-ahead, ``tree`` for the tree search;
    ``budget_s`` caps their thinking time in real play (a safety net: their sample
    and iteration counts are what bound it normally).
    """

    name: str
    turn: Callable[[Game, random.Random], Move]
    favor: Callable[[Game, random.Random], str]
    search: SearchSettings | None = None
    tree: TreeSettings | None = None
    budget_s: float | None = None


LEVELS: dict[str, Level] = {
    "easy": Level("easy", easy_move, greedy_favor),
    "normal": Level("normal", normal_move, best_favor, SearchSettings(), budget_s=2.0),
    "hard": Level("hard", normal_move, best_favor, tree=TreeSettings(), budget_s=4.0),
}
"""The levels a player can pick, weakest first."""


def choose_move(view: PublicView, level: str, seed: int,
                budget_s: float | None = None) -> Move:
    """The whole turn the computer plays: stack, cell, Palace choice, Favor.

    ``view`` is taken at the start of the computer's turn (a STACK decision), or
    while a King's Favor is pending: then the answer is the turn's move with its
    ``favor`` filled in, and only that favor remains to be decided. ``budget_s``
    caps the thinking time of the searching levels, normal and hard (default: the
    level's own cap, which their sample and iteration counts keep clear of);
    ``math.inf`` lifts the cap, so that the answer never depends on the machine's
    speed.
    """
    settings = _level(level)
    decision = view.decision
    if decision is None:
        raise ValueError("the game is over: there is no move to choose")
    if decision.kind is DecisionKind.FAVOR:
        if view.last_move is None:
            raise ValueError("a pending Favor needs the turn's move in the view")
        return view.last_move.with_favor(choose_favor(view, level, seed))
    if decision.kind is not DecisionKind.STACK:
        raise ValueError(f"choose a move at the start of a turn, not at a {decision.kind} "
                         "decision: take the selection back first")
    rng = random.Random(seed)
    cap = settings.budget_s if budget_s is None else budget_s
    deadline = None if cap is None or math.isinf(cap) else time.perf_counter() + cap
    if settings.tree is not None:
        return tree_search(view, rng, settings.tree, deadline)
    game = sample_game(view, rng)
    if settings.search is None:
        return settings.turn(game, rng)
    return search_move(game, lambda r: sample_game(view, r), rng, settings.search, deadline)


def choose_favor(view: PublicView, level: str, seed: int) -> str:
    """The King's Favor space to take when the view shows that decision pending."""
    settings = _level(level)
    if view.decision is None or view.decision.kind is not DecisionKind.FAVOR:
        raise ValueError("no King's Favor decision is pending")
    rng = random.Random(seed)
    return settings.favor(sample_game(view, rng), rng)


def _level(name: str) -> Level:
    try:
        return LEVELS[name]
    except KeyError:
        raise ValueError(f"unknown level {name!r}; choose one of {', '.join(LEVELS)}") from None
