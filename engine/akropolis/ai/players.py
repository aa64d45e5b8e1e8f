"""The computer player's entry point: a public view in, a whole turn out.

The player is honest by construction: it is handed a ``PublicView`` only, and draws
the order of the face-down stacks, the one thing hidden, with ``sample_game`` from a
generator seeded by the caller. The functions are plain and synchronous, so a bot
runs them off its event loop (``asyncio.to_thread`` or a process pool); the same
(view, level, seed) always gives the same answer unless the wall-clock cap cuts a
hard search short, which its rollout count keeps it well clear of.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from ..game import Game
from ..moves import DecisionKind, Move
from ..view import PublicView, sample_game
from .policies import easy_move, normal_move, ranked_moves
from .search import SearchSettings, search_move

HARD_CAP_S = 1.5
"""The hard level's safety net on thinking time per turn, in seconds."""


@dataclass(frozen=True)
class Level:
    """A strength of play: how a turn is chosen. ``search`` is set for the searching
    level, ``cap_s`` bounds its thinking time in real play."""

    name: str
    turn: Callable[[Game, random.Random], Move]
    search: SearchSettings | None = None
    cap_s: float | None = None


LEVELS: dict[str, Level] = {
    "easy": Level("easy", easy_move),
    "normal": Level("normal", normal_move),
    "hard": Level("hard", normal_move, SearchSettings(), HARD_CAP_S),
}
"""The levels a player can pick, weakest first."""


@dataclass(frozen=True)
class Thought:
    """A chosen turn, and whether the wall-clock cap cut the search short."""

    move: Move
    capped: bool = False


def choose_move(view: PublicView, level: str, seed: int,
                budget_s: float | None = None) -> Move:
    """The whole turn the computer plays: the site index, the anchor and the rotation.

    ``view`` is taken on the computer's turn. If a site tile is already selected
    (``view.selection``), the answer takes that tile. ``budget_s`` caps the
    thinking time of the hard level (default: the level's own cap); ``math.inf``
    lifts the cap, so that the answer never depends on the machine's speed.
    """
    return think(view, level, seed, budget_s).move


def think(view: PublicView, level: str, seed: int, budget_s: float | None = None) -> Thought:
    """``choose_move``, also telling whether the cap bound (for the benchmark)."""
    settings = _level(level)
    decision = view.decision
    if decision is None:
        raise ValueError("the game is over: there is no move to choose")
    if view.viewer is not None and view.viewer != decision.player:
        raise ValueError(f"it is seat {decision.player}'s turn, not seat {view.viewer}'s")
    rng = random.Random(seed)
    game = sample_game(view, rng)
    if decision.kind is DecisionKind.PLACEMENT:
        take = view.selection
        assert take is not None
        game.back()
        return Thought(ranked_moves(game, rng, (take,))[0][1])
    if settings.search is None:
        return Thought(settings.turn(game, rng))
    cap = settings.cap_s if budget_s is None else budget_s
    deadline = None if cap is None else time.perf_counter() + cap
    move, capped = search_move(game, lambda r: sample_game(view, r), rng, settings.search,
                               deadline)
    return Thought(move, capped)


def _level(name: str) -> Level:
    try:
        return LEVELS[name]
    except KeyError:
        raise ValueError(f"unknown level {name!r}; choose one of {', '.join(LEVELS)}") from None
