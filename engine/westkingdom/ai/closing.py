"""Closing out a won game: a seat sure to win brings the end nearer, turn after turn.

A West Kingdom game ends only when the Guildhall is full. Past a long game's length
the searching player judges its lines by the chance of winning; a seat far ahead wins
every line alike, so the choice falls back to ``normal``'s ranking, which late in a
long game may prefer one more pile of gold at the Mines to the wood or stone it lacks,
and the game crawls on for hundreds of turns, its winner never in doubt. A strong
player there ends the game: it gathers what the nearest card in hand (or the next
Cathedral level) still lacks, puts a worker in the Guildhall, and again.

Closing costs the points the seat would have mined meanwhile, and the others go on
scoring, so it is a plan to check before it is followed: ``closes_ahead`` plays it
out in a sampled game, the seat closing and the others playing as ``normal`` does,
and the seat closes only if that game ends within ``CLOSING_TURNS`` of its turns with
the seat still ahead by ``CLOSING_MARGIN``. Until then it goes on building its lead.

``steps_to_close`` counts what stands between a seat and the end: each empty space of
the Guildhall weighs more than anything a single build can cost, then the resources
and skills still missing for the seat's next Guildhall placement, and half a turn for
each worker its supply lacks. ``closing_option`` picks the answer whose turn brings
that count lowest, points breaking ties.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from ..board import (
    CATHEDRAL_FIXED,
    CATHEDRAL_MIX,
    CATHEDRAL_ROOM,
    CATHEDRAL_TOP,
    CATHEDRAL_VIRTUE_MIN,
)
from ..bundles import AG, AU, MB, ST, WD
from ..catalogue import BUILDINGS, FREDERICK
from ..moves import Option
from .evaluation import TURNS_PER_SEAT, empty_spaces, expected_points, lead, standing, win_chance
from .policies import TURN_STARTS, best_turn, finish_turn, step_option

if TYPE_CHECKING:
    from ..game import Game
    from ..player import Player

SURE = 0.99
"""The chance of winning from which a seat past a long game's length considers
closing it out."""
CLOSING_TURNS = 30
"""Turns of its own within which a seat's plan must end the game to be followed."""
CLOSING_MARGIN = 10.0
"""Points the seat must still lead by when its plan has ended the sampled game: the
other seats' real hands and choices differ from the sampled ones."""
SPACE_STEPS = 30
"""Steps an empty Guildhall space weighs: more than any one card or Cathedral level
lacks, so that building is always worth what it spends."""
HIRE_STEPS = 3
"""Steps a missing skill weighs: a turn at the Workshop, with the apprentice that has
it perhaps out of reach."""
HIRE_SILVER = 4
"""Silver a hire costs before any reduction (2 Ag and 2 tax)."""
DRAW_STEPS = 6
"""Steps an empty hand weighs with the Cathedral closed: a turn at the Workshop, then
a card's cost."""
SUPPLY_WANTED = 4
"""Workers a closing seat wants in its supply: a gathering placement or two and the
build."""
WORKER_STEPS = 0.5
"""Steps each worker short of ``SUPPLY_WANTED`` weighs: half a turn taking one back.
A seat whose workers stand in a big group at the Mines otherwise spends every other
turn taking one back, where one capture of its own group at the Town Centre frees
them all."""
TIE = 0.001
"""What a point of standing weighs in steps: standing stays within a few hundred
points, so it only breaks ties between answers that bring the end equally near."""


def sure_to_win(game: Game, seat: int) -> bool:
    """Whether ``seat`` may close the game out, its plan checked first: past a long
    game's length, with a chance of winning of ``SURE`` or more."""
    return (game.turn >= TURNS_PER_SEAT * game.seats
            and win_chance(game, seat) >= SURE)


def steps_to_close(game: Game, seat: int) -> float:
    """What stands between ``seat`` and the end of the game, in steps: the Guildhall's
    empty spaces, then what its next Guildhall placement lacks, and the workers its
    supply lacks to go on."""
    lacking = min(min((card_steps(game.players[seat], card)
                       for card in game.players[seat].hand), default=DRAW_STEPS),
                  cathedral_steps(game, seat))
    short = max(0, SUPPLY_WANTED - game.supply[seat])
    return SPACE_STEPS * empty_spaces(game) + lacking + WORKER_STEPS * short


def card_steps(player: Player, card: str) -> int:
    """The resources ``player`` lacks to construct ``card``, each skill it lacks
    weighed as a hire, and the silver the next hire lacks."""
    building = BUILDINGS[card]
    res = player.res
    lacking = sum(max(0, need - res[i]) for i, need in enumerate(building.cost[:6]))
    skills = bin(building.skills & ~player.skills).count("1")
    if skills:
        lacking += HIRE_STEPS * skills + max(0, HIRE_SILVER - res[AG] + building.cost[AG])
    return lacking


def cathedral_steps(game: Game, seat: int) -> int:
    """What ``seat`` lacks to advance on the Cathedral: the virtue to reach its gate,
    a card to discard, and the next level's cost; more than any card can lack once
    the top is reached or the next row is full."""
    player = game.players[seat]
    level = player.cathedral + 1
    if (level > CATHEDRAL_TOP
            or sum(p.cathedral == level for p in game.players) >= CATHEDRAL_ROOM[level]):
        return SPACE_STEPS
    res = player.res
    lacking = max(0, CATHEDRAL_VIRTUE_MIN - player.virtue)
    lacking += not player.hand and player.character != FREDERICK
    gold, marble = CATHEDRAL_FIXED[level]
    return (lacking + max(0, CATHEDRAL_MIX[level] - res[ST] - res[WD])
            + max(0, gold - res[AU]) + max(0, marble - res[MB]))


def closing_worth(game: Game, seat: int) -> float:
    """How near ``seat`` has brought the end (fewer steps is better), its standing
    breaking ties."""
    return TIE * standing(game, seat) - steps_to_close(game, seat)


def closing_option(game: Game) -> Option:
    """The answer whose turn, its other prompts answered the same way, brings the end
    nearest (the first of equals)."""
    return best_turn(game, closing_worth)


def closes_ahead(world: Game, seat: int, deadline: float | None = None) -> bool:
    """Whether ``seat``, closing from here in ``world`` (a sampled game) while the
    others play as ``normal`` does, ends the game within ``CLOSING_TURNS`` of its
    turns still ahead by ``CLOSING_MARGIN``; ``False`` too if the thread's CPU time
    passes ``deadline`` first."""
    game = world.copy()
    turns = 0
    while not game.is_over:
        decision = game.decision
        if decision.prompt not in TURN_STARTS:
            game.push(step_option(game, standing))
            continue
        if deadline is not None and time.thread_time() > deadline:
            return False
        if decision.player != seat:
            game.push(best_turn(game, standing))
            continue
        if turns == CLOSING_TURNS:
            return False
        turns += 1
        game.push(closing_option(game))
        finish_turn(game, seat, closing_worth)
    return lead(game, seat, expected_points) >= CLOSING_MARGIN
