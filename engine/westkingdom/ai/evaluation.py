"""What a position is worth to a seat: its score now plus what its tableau promises.

The score as if the game ended now (buildings, the Cathedral, virtue, debts, gold and
marble, silver, the Prison) is the backbone. On top comes what the seat holds for the
rest of the game, worth less and less as the Guildhall fills or the turns run past a
long game's length: building materials and silver, the cards in hand weighed by how
close they are to being built, the skills of its apprentices, its workers still to
place, those on the board by what they add to the next placement there, and the
captives it can hand in. Workers in the Guildhall count for bringing the end nearer,
more so as a game drags on. A seat's ``standing`` is its worth less the best of the
others', so that taking from them counts too.

That pull is a reason to play, not points: late in a long game it outweighs every
point on the table, so a standing there says little about who will win. The hard
level's look-ahead judges where its lines end by ``win_chance`` instead: the margin
of expected points, and how far a final margin strays from it with that much of the
Guildhall still to fill.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from operator import mul
from typing import TYPE_CHECKING

from ..board import CATHEDRAL_VIRTUE_MIN, MARKET_VIRTUE_MAX, MINES, guildhall_empty, guildhall_size
from ..bundles import AG, AU, CL, MB, ST, WD
from ..catalogue import BUILDINGS
from ..scoring import total as score_total

if TYPE_CHECKING:
    from ..game import Game
    from ..player import Player

MATERIAL = 0.45
"""Worth of a clay, wood or stone still to spend (before the end discounts it)."""
MATERIAL_PLENTY = 10
"""Materials of one kind beyond this are worth half: a hand rarely needs more."""
MATERIAL_GLUT = 30
"""Materials of one kind beyond this are worth nothing. Without this bound two seats
with every worker in one group at the Forest took one back and put it there again,
turn after turn, for wood they could never spend, and their game never ended."""
PRECIOUS = 0.2
"""Extra worth of a gold or marble still to spend, beyond its end point."""
SILVER = 0.3
SILVER_PLENTY = 14
RESERVE = 1.2
"""Extra worth of each of the first two silver: they keep the Town Centre open."""
CARD = 0.4
"""Share of a hand card's points it is worth once the seat can pay for it."""
CARD_FLOOR = 0.12
"""Share of its points a hand card is worth however far from being built."""
SKILL = 1.6
"""Worth of each skill (carpentry, tiling, masonry) the apprentices bring."""
APPRENTICE = 0.8
"""Worth of an apprentice beyond its skills (its bonuses and trades)."""
WORKER = 0.35
"""Worth of a worker in supply: a turn that does not have to recover one."""
YIELD = (0.45, 0.45, 0.6, 0.3, 0.15, 0.15, 0.15, 0.0, 0.15)
"""Worth of a worker at each open location (``board.OPEN_PLACES``): what it adds to
the next placement there (stone, wood, half a gold, silver...). A large group is
an asset to its owner and a target for the others' Town Centre."""
NEXT_GOLD = 1.0
"""Worth of each gold the next placement at the Mines yields (half the group's size,
plus one): a seat's group there is worth that however long the game has run, when it
is more than the group's share of the promise. Once a game runs long the promise is
discounted and the gold is not, so both seats used to put every worker at the Mines
and mine on, a point a gold, never capturing the other's group at the Town Centre
(3 points then, against 8 for mining once more): valued by what it yields next, the
other seat's big group is worth capturing, and one's own worth guarding."""
HAND_GUILD = 0.5
"""Share of a Guildhall worker's overtime worth that the hand card nearest to being
built carries, by how much of its cost and skills the seat has: once a game runs long,
the stone, wood and skills it lacks are worth gathering for the worker it will put in
the Guildhall, more than gold mined meanwhile. Only that one card: counted for every
card sharing the same materials, building one lost the others' share and seats held
on to a full hand instead of building."""
KEEP = 0.25
"""Share of what is held that keeps its worth however long the game has run."""
GUILD = 1.5
"""Worth of a worker in the Guildhall beyond what it built: it brings the end nearer."""
OVERTIME = 10.0
"""How fast that worth grows once a game runs past its long length: a table where
everyone mines gold must still end."""
TURNS_PER_SEAT = 30
"""Turns a seat plays in a long game: past them, what is held is worth ever less."""
CAPTIVE = 0.5
"""Worth of a captive held: silver at the Guardhouse, a worker the owner lacks."""
VIRTUE_STEP = 0.25
"""Worth of a point of virtue where the track scores nothing (it keeps the gates)."""
LOW_VIRTUE = 1.5
"""Cost of being below the Cathedral's virtue gate while the game goes on."""


SPREAD_END = 6.0
"""How far, in points (one standard deviation), the final margin strays from the
margin of expected points once the Guildhall is full and only the last turns are
left to play. ``normal`` against itself strays from 3.5 to 13 points at 2 seats as
the empty spaces go from none to all, but it plays the way the search expects its
rivals to play. Against the outside player, which plays otherwise, the stray was 5.7
full, 9.5 to 13 with 1 to 3 spaces empty and 15 to 19 with more (200 two-seat games,
``bench/westkingdom_spread.py --log``): with the narrower spread a lead of 18
expected points with half the Guildhall empty read as a sure win, every line looked
won alike and ``normal``'s ranking played on while the rival built. With this one (6
full, 18 empty) `hard` won 152 of 200 games where the narrower one won 147 on the
same deals: within the noise (29 deals better, 24 worse), so it is kept as the
measured figure, not as a proven gain (``docs/computer-players.md``)."""
SPREAD = 12.0
"""How much more the final margin strays with the whole Guildhall empty (in
proportion to the share of its spaces still empty)."""
SPREAD_OVER = 0.3
"""The stray once the game is over: the margin is exact, a tie a coin toss."""


def progress(game: Game) -> float:
    """How far the game is, 0 to 1: the share of the Guildhall filled, or of a long
    game's turns played, whichever is further."""
    return min(1.0, max(len(game.guildhall) / guildhall_size(game.seats),
                        game.turn / (TURNS_PER_SEAT * game.seats)))


def worth(game: Game, seat: int, overtime_rate: float | None = None) -> float:
    """What ``seat``'s position is worth: its expected final points, plus the pull of
    its workers in the Guildhall towards the end (a reason to play, not points), and
    once a game runs long, of the hand card nearest to being built for one; that pull
    grows by ``overtime_rate`` (``OVERTIME`` unless given) a long game's length."""
    if game.finished:
        return expected_points(game, seat)
    overtime = max(0.0, game.turn / (TURNS_PER_SEAT * game.seats) - 1.0)
    rate = OVERTIME if overtime_rate is None else overtime_rate
    guild = GUILD * (1.0 + rate * overtime)
    pull = guild * game.guild[seat]
    if overtime:  # the hand's share is nothing before: spare the search its sum
        player = game.players[seat]
        pull += HAND_GUILD * (guild - GUILD) * _hand(player)[1]
    return expected_points(game, seat) + pull


def expected_points(game: Game, seat: int) -> float:
    """``seat``'s expected final points: its score, plus what it holds for the rest
    of the game (less as the end nears, but a group at the Mines at least by the gold
    its next placement yields); exact once the game is over."""
    total = float(score_total(game, seat))
    if game.finished:
        return total
    player = game.players[seat]
    ahead = 1.0 - progress(game)
    res = player.res
    materials = sum(min(n, MATERIAL_PLENTY) + (min(n, MATERIAL_GLUT) - MATERIAL_PLENTY) / 2
                    if n > MATERIAL_PLENTY else n for n in (res[CL], res[WD], res[ST]))
    silver = min(res[AG], SILVER_PLENTY) + max(0, res[AG] - SILVER_PLENTY) / 3
    promise = (MATERIAL * materials + PRECIOUS * (res[AU] + res[MB]) + SILVER * silver
               + RESERVE * min(res[AG], 2) + hand_worth(player)
               + SKILL * bin(player.skills).count("1")
               + APPRENTICE * len(player.apprentices)
               + WORKER * game.supply[seat] + CAPTIVE * sum(game.captives[seat])
               + sum(map(mul, YIELD, [row[seat] for row in game.at]))
               + _virtue(player.virtue))
    keep = max(KEEP, min(1.0, 1.6 * ahead))
    miners = game.at[MINES][seat]
    mined = YIELD[MINES] * miners * keep
    next_gold = NEXT_GOLD * ((miners + 1) // 2) if miners else 0.0
    return total + promise * keep + max(0.0, next_gold - mined)


def lead(game: Game, seat: int, judge: Callable[[Game, int], float]) -> float:
    """``seat``'s value by ``judge`` less the best of the other seats': a seat wins by
    beating the best of them, whoever that is."""
    return judge(game, seat) - max(judge(game, other)
                                   for other in range(game.seats) if other != seat)


def empty_spaces(game: Game) -> int:
    """The Guildhall's spaces still empty in ``game``."""
    return guildhall_empty(game.seats, len(game.guildhall))


def standing(game: Game, seat: int) -> float:
    """``seat``'s worth less the best worth among the other seats."""
    return lead(game, seat, worth)


def win_chance(game: Game, seat: int) -> float:
    """The chance, 0 to 1, that ``seat`` ends the game ahead: its expected points less
    the best of the others', against how far a final margin strays from that with the
    Guildhall as full as it is. Judging by the chance rather than the margin makes a
    seat ahead fill the Guildhall to close the game, one behind keep it open, and one
    far ahead or behind leave the choice to the margin (every line alike)."""
    if game.finished:
        spread = SPREAD_OVER
    else:
        spread = SPREAD_END + SPREAD * empty_spaces(game) / guildhall_size(game.seats)
    margin = lead(game, seat, expected_points)
    return 0.5 * (1.0 + math.erf(margin / (spread * math.sqrt(2.0))))


def hand_worth(player: Player) -> float:
    """The cards in hand, each by its points and how much of its cost the seat has."""
    return _hand(player)[0]


def _hand(player: Player) -> tuple[float, float]:
    """The hand's worth (``hand_worth``) and how close the seat is to building its
    nearest card (``readiness``, 0 with no card).

    A search judges the same hands with the same materials thousands of times (the
    other seats' tableaux rarely change within a turn), so each is remembered by what
    it reads: the materials, the skills and the cards in order."""
    key = (player.skills, *player.res, *player.hand)
    known = _HANDS.get(key)
    if known is None:
        ready = [readiness(player, card) for card in player.hand]
        cards = sum(_CARD_VP[card] * (CARD_FLOOR + (CARD - CARD_FLOOR) * share)
                    for card, share in zip(player.hand, ready, strict=True))
        known = (cards, max(ready, default=0.0))
        if len(_HANDS) >= HANDS_REMEMBERED:
            _HANDS.clear()
        _HANDS[key] = known
    return known


HANDS_REMEMBERED = 20_000
"""Hands ``hand_worth`` remembers before it forgets them all: about 5 MB, and five
decisions of hard at two seats (each judges 2,300 to 4,000 different hands)."""
_HANDS: dict[tuple[int | str, ...], tuple[float, float]] = {}
_CARD_VP = {card: building.vp for card, building in BUILDINGS.items()}


_COSTS = {card: (*building.cost[:5], sum(building.cost[:5]), building.skills)
          for card, building in BUILDINGS.items()}
"""Each card's clay, wood, stone, gold and marble, their sum and its skills: read for
every card in every hand of every position a search judges, so unpacked once."""


def readiness(player: Player, card: str) -> float:
    """How close ``player`` is to building ``card``, 0 to 1: the share of its material
    cost held, halved while a skill it needs is lacking."""
    clay, wood, stone, gold, marble, needed, skills = _COSTS[card]
    res = player.res
    have = (min(res[CL], clay) + min(res[WD], wood) + min(res[ST], stone)
            + min(res[AU], gold) + min(res[MB], marble))
    ready = have / needed if needed else 1.0
    if skills & ~player.skills:
        ready *= 0.5
    return ready


def _virtue(virtue: int) -> float:
    """Virtue's worth beyond the track's points: the gates it keeps open."""
    worth_ = VIRTUE_STEP * min(max(virtue, CATHEDRAL_VIRTUE_MIN), MARKET_VIRTUE_MAX)
    if virtue < CATHEDRAL_VIRTUE_MIN:
        worth_ -= LOW_VIRTUE
    return worth_
