"""One-turn players: uniform random, greedy, easy and normal.

Each takes a game at the start of a turn and a private ``random.Random`` and answers
a whole ``Move``. They read only what is on the table (the site, the cities, the
stones, the set of tiles not dealt yet), so they play the same on any game sampled
from one public view. ``random_move`` and ``greedy_move`` are the baselines the
benchmark measures the levels against.
"""

from __future__ import annotations

import math
import random

from ..architect import ArchitectCity, architect_score, architect_take
from ..game import Game
from ..moves import Move
from ..scoring import score_city
from ..tiles import TILE_CODES
from .options import options
from .outlook import Outlook, appetite, judge

EASY_TEMPERATURE = 2.0
"""Softmax temperature over a turn's points: mostly the best, sometimes a lesser one."""
DENIAL = 1.0
"""How much the normal player minds what its move leaves the next player on the site."""


def random_move(game: Game, rng: random.Random) -> Move:
    """A uniformly random affordable tile and legal placement (the weakest baseline)."""
    take = rng.choice(game.legal_takes())
    anchor, rot = rng.choice(game.legal_placements())
    return Move(take, anchor, rot)


def immediate_moves(game: Game) -> list[tuple[int, Move]]:
    """Every turn with the change of the mover's total it makes at once: district
    points, stones from quarries, the tile's cost."""
    seat = game.current_player
    before = game.score(seat).total
    found = []
    for option in options(game):
        points = sum(d.points for d in score_city(option.city, game.variants))
        found.append((points + option.stones - before, option.move))
    return found


def greedy_move(game: Game, rng: random.Random) -> Move:
    """The most points this turn, stones included; ties broken at random."""
    found = immediate_moves(game)
    best = max(points for points, _ in found)
    return rng.choice([move for points, move in found if points == best])


def easy_move(game: Game, rng: random.Random) -> Move:
    """Usually the turn's best points, sometimes a lesser move: a softmax over points."""
    found = immediate_moves(game)
    best = max(points for points, _ in found)
    weights = [math.exp((points - best) / EASY_TEMPERATURE) for points, _ in found]
    (_, move), = rng.choices(found, weights=weights)
    return move


def normal_move(game: Game, rng: random.Random) -> Move:
    """The turn that leaves the player's city with the best outlook, less what it
    leaves on the site for the next player."""
    return ranked_moves(game, rng)[0][1]


def ranked_moves(game: Game, rng: random.Random,
                 takes: tuple[int, ...] | None = None) -> list[tuple[float, Move]]:
    """Turns ordered best first by the normal judgement (ties in random order);
    ``takes`` restricts them to some site tiles."""
    outlook = Outlook.of(game)
    threat = leftover_threat(game, outlook)
    scored = [(judge(o.city, o.stones, outlook) - DENIAL * threat[o.move.take]
               + rng.random() * 1e-6, o.move) for o in options(game, takes)]
    scored.sort(key=lambda vm: -vm[0])
    return scored


def leftover_threat(game: Game, outlook: Outlook) -> list[float]:
    """Per site index taken, what the turn gives the next seat: in solo, exactly what
    the Architect gains (the stones paid to it, and the tile it then takes); else how
    much the next player would want the best tile left (its appetite for the tile's
    hexes, less its cost). A take that leaves one tile refills the site from the
    stacks: nothing is left to deny then."""
    if game.solo:
        return [take + _architect_gain(game, take) for take in range(len(game.site))]
    site = game.site
    if len(site) <= 2:
        return [0.0] * len(site)
    following = (game.current_player + 1) % game.setup.sides
    city = game.cities[following]
    worth = appetite(city, outlook)  # type: ignore[arg-type]
    stones = game.stones[following]
    values = [sum(worth[c] for c in TILE_CODES[tile]) for tile in site]
    threat = []
    for take in range(len(site)):
        left = values[:take] + values[take + 1:]
        threat.append(max(v - i for i, v in enumerate(left) if i <= stones))
    return threat


def _architect_gain(game: Game, take: int) -> float:
    """The points the solo Architect's own next turn wins it, after the player takes
    site tile ``take`` and pays for it (none known when the site refills first)."""
    site = game.site[:take] + game.site[take + 1:]
    if len(site) <= 1:
        return 0.0
    city = game.cities[1]
    assert isinstance(city, ArchitectCity)
    stones = game.stones[1] + take
    level, variants = game.setup.architect or "", game.variants
    before = architect_score(city, stones, level, variants).total
    chosen = architect_take(site, stones)
    after = ArchitectCity([*city.tiles, site[chosen]])
    return architect_score(after, stones - chosen, level, variants).total - before
