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
the Guildhall weighs more than anything a single build can cost, then the materials
and skills still missing for the seat's next Guildhall placement (a marble as the
wood or stone the Storehouse takes for it), now or after one more gathering turn,
and a turn for each worker its supply lacks. ``closing_option`` picks the answer
whose turn brings that count lowest, points breaking ties.

A race, where another seat's large group at the Mines earns more than the seat's lead
while it closes, is broken first: ``closing_worth`` also counts that group's income
(``rival_income``), so the plan captures it at the Town Centre, after a turn at the
Silversmith if it cannot pay the tax.
"""

from __future__ import annotations

import time
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from ..board import (
    CATHEDRAL_FIXED,
    CATHEDRAL_MIX,
    CATHEDRAL_ROOM,
    CATHEDRAL_TOP,
    CATHEDRAL_VIRTUE_MIN,
    FOREST,
    MINES,
    QUARRY,
    SILVERSMITH,
)
from ..bundles import AG, AU, CL, MB, ST, WD
from ..catalogue import BUILDINGS, FREDERICK, THERESE
from ..moves import Option, Prompt
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
SPACE_STEPS = 40
"""Steps an empty Guildhall space weighs: more than any one card or Cathedral level
lacks, and more than an empty hand, so that building is always worth what it
spends."""
HIRE_STEPS = 3
"""Steps a missing skill weighs: a turn at the Workshop, with the apprentice that has
it perhaps out of reach."""
HIRE_SILVER = 4
"""Silver a hire costs before any reduction (2 Ag and 2 tax)."""
DRAW_STEPS = 32
"""Steps an empty hand weighs with the Cathedral closed: more than any card lacks
(the dearest, the University, lacks 29 to a seat holding nothing), so that drawing a
card is always a step nearer the end, and less than a Guildhall space."""
MARBLE_TRADE = 3
"""Wood or stone the King's Storehouse takes for a marble (rules 5.2): the way a seat
far ahead and without silver for the Black Market gets the marble a build lacks."""
TRADE_STEPS = 1
"""Steps each missing marble's trade at the Storehouse weighs: a visit with k workers
there trades k times, so the first visit may bring one marble of two. Counted once
for the visit, that one trade was no step nearer, and a closing seat 233 to 17 ahead
in a benchmark game against the Mines farmer (seed 1011), two marble short of the
Cathedral's top level, mined gold to the turn limit instead of going there."""
SUPPLY_WANTED = 4
"""Workers a closing seat wants in its supply: a gathering placement or two and the
build."""
TURN_STEPS = 1
"""Steps a turn weighs: the gathering turn when the nearest route is counted after
it, and the turn taking back each worker the supply lacks. A seat whose workers
stand in a big group at the Mines otherwise spends every other turn taking one back,
where one capture of its own group at the Town Centre frees them all."""
RIVAL_GROUP = 6
"""Workers of one rival at the Mines from which a closing seat captures the group
first: three gold a turn, which over the dozen turns of a closing is more than the
lead of a race."""
PROGRESS = 0.1
"""What a step the next Guildhall placement lacks with what the seat holds now weighs
beyond ``steps_to_close``: less than a step, more than any tie of standing. With one
worker in supply, a gathering placement spends it (a step) for the material it
gathers (a step), and mining gold is as near and worth more points; in a benchmark
game against the Mines farmer (seed 43), whose group `hard` could not capture without
silver, the closing seat mined gold for 200 turns, 369 to 79, to the turn limit."""
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
    empty spaces, then what its next Guildhall placement lacks (now, or after one more
    gathering turn, whichever is nearer), and the workers its supply lacks to go on."""
    return _steps_and_route(game, seat)[0]


def _steps_and_route(game: Game, seat: int) -> tuple[float, int]:
    """``steps_to_close``, and what the next Guildhall placement lacks with what the
    seat holds now (``closing_worth`` weighs it again, ``PROGRESS``)."""
    now = route_steps(game, seat, game.players[seat].res)
    lacking = now
    for gathered in next_gatherings(game, seat):
        lacking = min(lacking, TURN_STEPS + route_steps(game, seat, gathered))
    short = max(0, SUPPLY_WANTED - game.supply[seat])
    return SPACE_STEPS * empty_spaces(game) + lacking + TURN_STEPS * short, now


def route_steps(game: Game, seat: int, res: Sequence[int]) -> int:
    """What the nearest route into the Guildhall lacks, ``seat`` holding ``res``: a
    card in hand, the next Cathedral level, or a card to draw."""
    player = game.players[seat]
    return min(min((card_steps(player, card, res) for card in player.hand),
                   default=DRAW_STEPS),
               cathedral_steps(game, seat, res))


def next_gatherings(game: Game, seat: int) -> Iterator[list[int]]:
    """The resources ``seat`` would hold after one more placement at each gathering
    location, its group there one larger (rules 2.1, apprentice bonuses left out). A
    large group where the seat gathers what it lacks is then worth keeping, and the
    worker to take back is one from a group that gathers nothing it needs."""
    res, at = game.players[seat].res, game.at
    for material, amount in ((ST, at[QUARRY][seat] + 1), (WD, at[FOREST][seat] + 1),
                             (CL, at[MINES][seat] + 2), (AU, (at[MINES][seat] + 1) // 2),
                             (AG, at[SILVERSMITH][seat] + 2)):
        gathered = list(res)
        gathered[material] += amount
        yield gathered


def card_steps(player: Player, card: str, res: Sequence[int] | None = None) -> int:
    """The materials ``player`` lacks to construct ``card``, holding ``res`` (what it
    holds, by default), each skill it lacks weighed as a hire, and the silver the next
    hire lacks."""
    res = player.res if res is None else res
    building = BUILDINGS[card]
    cost = building.cost
    lacking = material_steps(player, res, cost[CL], cost[WD], cost[ST], 0, cost[AU], cost[MB])
    skills = bin(building.skills & ~player.skills).count("1")
    if skills:
        lacking += HIRE_STEPS * skills + max(0, HIRE_SILVER - res[AG])
    return lacking


def cathedral_steps(game: Game, seat: int, res: Sequence[int] | None = None) -> int:
    """What ``seat`` lacks to advance on the Cathedral, holding ``res`` (what it holds,
    by default): the virtue to reach its gate, a card to discard, and the next level's
    cost; more than any card can lack once the top is reached or the next row is full."""
    player = game.players[seat]
    level = player.cathedral + 1
    if (level > CATHEDRAL_TOP
            or sum(p.cathedral == level for p in game.players) >= CATHEDRAL_ROOM[level]):
        return SPACE_STEPS
    lacking = max(0, CATHEDRAL_VIRTUE_MIN - player.virtue)
    lacking += not player.hand and player.character != FREDERICK
    gold, marble = CATHEDRAL_FIXED[level]
    res = player.res if res is None else res
    return lacking + material_steps(player, res, 0, 0, 0, CATHEDRAL_MIX[level], gold, marble)


def material_steps(player: Player, res: Sequence[int], clay: int, wood: int, stone: int,
                   mix: int, gold: int, marble: int) -> int:
    """The materials ``player``, holding ``res``, lacks for a cost of ``clay``,
    ``wood``, ``stone``, ``mix`` wood or stone in any mix, ``gold`` and ``marble``, one
    step each, but a missing marble counted as the wood or stone the Storehouse takes
    for it (less what the seat holds beyond the cost) and its trade there: a seat
    gathering at the Quarry for a marble it lacks then comes nearer with every stone.
    Therese pays gold and marble alike."""
    lacking = max(0, clay - res[CL]) + max(0, wood - res[WD]) + max(0, stone - res[ST])
    spare = max(0, res[WD] - wood) + max(0, res[ST] - stone)
    lacking += max(0, mix - spare)
    spare = max(0, spare - mix)
    if player.character == THERESE:
        marble = max(0, gold + marble - res[AU] - res[MB])
    else:
        lacking += max(0, gold - res[AU])
        marble = max(0, marble - res[MB])
    if marble:
        lacking += max(0, MARBLE_TRADE * marble - spare) + TRADE_STEPS * marble
    return lacking


def closing_worth(game: Game, seat: int) -> float:
    """How near ``seat`` has brought the end (fewer steps is better), less what a
    large rival group at the Mines earns meanwhile; among answers equally near, the
    one whose next Guildhall placement lacks least with what the seat holds now
    (``PROGRESS``), then its standing, breaking ties."""
    steps, now = _steps_and_route(game, seat)
    return TIE * standing(game, seat) - steps - PROGRESS * now - rival_income(game, seat)


def rival_income(game: Game, seat: int) -> int:
    """The gold a turn at the Mines brings the rival with the largest group there, if
    that group has ``RIVAL_GROUP`` workers or more, in steps: while the seat closes,
    such a group out-earns any lead a race has left it, so its capture at the Town
    Centre weighs more than freeing a few of the seat's own workers."""
    group = max(game.at[MINES][other] for other in range(game.seats) if other != seat)
    return (group + 1) // 2 if group >= RIVAL_GROUP else 0


def closing_option(game: Game) -> Option:
    """The answer whose turn, its other prompts answered the same way, brings the end
    nearest (the first of equals); but a placement at the Silversmith while a large
    rival group stands at the Mines and the seat cannot pay the Town Centre's tax, the
    first turn of the capture ``closing_worth`` counts on."""
    decision = game.decision
    if (decision.prompt is Prompt.PLACE and rival_income(game, decision.player)
            and "towncentre" not in decision.options):
        return "silversmith"
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
