"""The hard level: a look-ahead over sampled stack orders.

Only the order of the face-down stacks is hidden, so the search draws several
complete games that agree with the public view (determinization) and plays each
candidate turn in each of them, followed by the next turns of every seat played by
a quick version of the normal player, before judging where everyone stands. That
values what a turn leaves on the site for the others, which tiles come back round
to the player and at what cost, and what a placement prepares for the player's own
next tile. Candidates are the best of the normal ranking plus the best turn with
each site tile; successive halving spends the samples on those still in contention.

The work is counted in rollouts, so a search is reproducible from its seed; the
wall-clock cap only cuts it short as a safety net.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from ..architect import ArchitectCity
from ..city import City
from ..game import Game
from ..moves import Move
from ..tiles import TILE_CODES
from .outlook import Outlook, appetite, judge
from .policies import ranked_moves


@dataclass(frozen=True)
class SearchSettings:
    """How much the hard player looks ahead.

    ``candidates`` turns are kept from the normal ranking, besides the best turn with
    each site tile; each halving round gives every remaining candidate ``samples``
    more sampled games, and the better half goes on, over ``rounds`` rounds; each
    sampled line plays ``depth`` turns after the candidate, by a quick player that
    considers only the ``width`` site tiles it wants most.
    """

    candidates: int = 4
    samples: int = 2
    rounds: int = 2
    depth: int = 2
    width: int = 1

    @property
    def most_rollouts(self) -> int:
        """The rollouts a search may play at most (with six site tiles)."""
        count, total = self.candidates + 6, 0
        for _ in range(self.rounds):
            total += count * self.samples
            count = max(1, (count + 1) // 2)
        return total


def quick_move(game: Game, rng: random.Random, width: int) -> Move:
    """The quick player of the look-ahead: the normal ranking over the ``width`` site
    tiles the mover wants most for their hexes and cost."""
    seat = game.current_player
    city = game.cities[seat]
    assert isinstance(city, City)
    worth = appetite(city, Outlook.of(game))
    takes = game.legal_takes()
    if len(takes) > width:
        site = game.site
        wanted = sorted(takes, key=lambda t: t - sum(worth[c] for c in TILE_CODES[site[t]]))
        takes = tuple(sorted(wanted[:width]))
    return ranked_moves(game, rng, takes)[0][1]


def standing(game: Game, seat: int) -> float:
    """How far ``seat`` is expected to finish ahead of the best of the others."""
    outlook = Outlook.of(game)
    mine = judge(game.cities[seat], game.stones[seat], outlook)  # type: ignore[arg-type]
    others = []
    for other, city in enumerate(game.cities):
        if other == seat:
            continue
        if isinstance(city, ArchitectCity):
            others.append(float(game.score(other).total))
        else:
            others.append(judge(city, game.stones[other], outlook))
    return mine - max(others)


def search_move(game: Game, sample: Callable[[random.Random], Game], rng: random.Random,
                settings: SearchSettings, deadline: float | None = None,
                ) -> tuple[Move, bool]:
    """The candidate turn with the best mean standing over sampled games, and whether
    the deadline cut the search short.

    ``game`` is one game consistent with the view, used only to rank candidates by
    what is public; ``sample`` draws a fresh one from the view. The search stops
    early once ``time.perf_counter()`` passes ``deadline``.
    """
    me = game.current_player
    ranked = [move for _, move in ranked_moves(game, rng)]
    moves = ranked[:settings.candidates]
    for take in game.legal_takes():
        best = next((m for m in ranked if m.take == take), None)
        if best is not None and best not in moves:
            moves.append(best)
    if len(moves) == 1:
        return moves[0], False
    totals = dict.fromkeys(moves, 0.0)
    counts = dict.fromkeys(moves, 0)
    for _ in range(settings.rounds):
        worlds = [sample(rng) for _ in range(settings.samples)]
        seeds = [rng.randrange(1 << 30) for _ in range(settings.samples)]
        for move in moves:
            for world, seed in zip(worlds, seeds, strict=True):
                totals[move] += _line_value(world, move, me, random.Random(seed), settings)
                counts[move] += 1
                if deadline is not None and time.perf_counter() > deadline:
                    return _best(moves, totals, counts), True
        if len(moves) == 1:
            break
        moves.sort(key=lambda m: -totals[m] / counts[m])
        moves = moves[:max(1, (len(moves) + 1) // 2)]
    return _best(moves, totals, counts), False


def _best(moves: list[Move], totals: dict[Move, float], counts: dict[Move, int]) -> Move:
    """The move with the best mean so far; one the cap left unsampled counts as
    unknown, last (the list is in ranking order, so a tie keeps the ranking's)."""
    return max(moves, key=lambda m: totals[m] / counts[m] if counts[m] else float("-inf"))


def _line_value(world: Game, move: Move, me: int, rng: random.Random,
                settings: SearchSettings) -> float:
    """Play ``move`` then ``depth`` quick turns in a copy of ``world``; judge for ``me``."""
    game = world.copy()
    game.push(move)
    for _ in range(settings.depth):
        if game.is_over:
            break
        game.push(quick_move(game, rng, settings.width))
    return standing(game, me)
