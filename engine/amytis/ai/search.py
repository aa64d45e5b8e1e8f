"""The normal level: a look-ahead over sampled hidden tiles.

The tiles under the main-board tops and the order of the deck are unknown, so the
search draws several complete games that agree with the public view
(determinization) and plays each candidate move in each of them, followed by a few
replies of a quick player for both sides, before judging the position with the
heuristic evaluation. Averaging over the samples values what a move reveals to the
opponent (the tile under the one taken), lines it leaves open or blocks, and tiles
it denies. Candidates are the best of the normal player's ranking; successive
halving spends the samples on the ones still in contention.

Every random choice comes from one ``random.Random`` seeded by the caller, and the
work is bounded by a sample count, so a search is reproducible; a time budget only
cuts it short for real play.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from ..game import Game
from ..moves import Move
from .heuristics import evaluate
from .policies import ranked_moves


@dataclass(frozen=True)
class SearchSettings:
    """How much the normal player looks ahead.

    ``candidates`` moves are kept from the normal ranking; each halving round gives
    every remaining candidate ``samples`` more sampled games, and the better half
    goes on, over ``rounds`` rounds; each sampled line is ``depth`` turns long
    (the candidate included), the later turns played by a quick player that ranks
    only its ``reply_width`` best-looking moves.
    """

    candidates: int = 8
    samples: int = 4
    rounds: int = 3
    depth: int = 7
    reply_width: int = 6


def reply_move(game: Game, rng: random.Random, width: int, thorough: bool = False) -> Move:
    """The quick player of the look-ahead: the normal ranking over a narrow set
    (``thorough``: the tree's, which also looks at the moves that pay later)."""
    return ranked_moves(game, rng, limit=width, thorough=thorough)[0][1]


def search_move(game: Game, sample: Callable[[random.Random], Game], rng: random.Random,
                settings: SearchSettings, deadline: float | None = None) -> Move:
    """The candidate move with the best average evaluation over sampled games.

    ``game`` is one game consistent with the view (used only to rank candidates by
    what is public); ``sample`` draws a fresh one from the view. The search stops
    adding rounds once ``time.perf_counter()`` passes ``deadline``.
    """
    me = game.player
    moves = [m for _, m in ranked_moves(game, rng)[:settings.candidates]]
    if len(moves) == 1:
        return moves[0]
    totals = dict.fromkeys(moves, 0.0)
    counts = dict.fromkeys(moves, 0)
    worlds: list[Game] = []
    for _ in range(settings.rounds):
        first = len(worlds)
        worlds.extend(sample(rng) for _ in range(settings.samples))
        seeds = [rng.randrange(1 << 30) for _ in range(settings.samples)]
        for move in moves:
            for world, seed in zip(worlds[first:], seeds, strict=True):
                totals[move] += _line_value(world, move, me, random.Random(seed), settings)
                counts[move] += 1
            if deadline is not None and time.perf_counter() > deadline:
                return _best(moves, totals, counts)
        if len(moves) <= 1:
            break
        moves.sort(key=lambda m: -totals[m] / counts[m])
        moves = moves[:max(1, (len(moves) + 1) // 2)]
    return _best(moves, totals, counts)


def _best(moves: list[Move], totals: dict[Move, float], counts: dict[Move, int]) -> Move:
    """The move with the best mean so far (one cut short by the deadline may have
    fewer samples than the others, or none: those count as unknown, last)."""
    return max(moves, key=lambda m: totals[m] / counts[m] if counts[m] else float("-inf"))


def _line_value(world: Game, move: Move, me: int, rng: random.Random,
                settings: SearchSettings) -> float:
    """Play ``move`` then quick replies in a copy of ``world``; evaluate for ``me``."""
    game = world.copy()
    game.play(move)
    for _ in range(settings.depth - 1):
        if game.is_over:
            break
        game.play(reply_move(game, rng, settings.reply_width))
    return evaluate(game, me)
