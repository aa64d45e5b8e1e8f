"""What a city is likely to score when the game ends: the normal level's judgement.

The end score of a district type is its value times its stars (section 6), so the
outlook keeps that product and adds, to each factor, what the turns left can still
bring: on the value side, a share of the districts of that type still to come and
those built that do not score yet but may (a temple with most of its neighbours
built, a house group that can still join the largest); on the stars side, a share
of the plazas of that type still to come. Both additions shrink to nothing
as the player's turns run out, so with no turn left the outlook is the exact final
score. Stones count a little more than a point while there are turns to spend them.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..city import City
from ..game import Game
from ..hexes import DISTRICTS, PLAZA_OFFSET, PLAZA_STARS, STEPS
from ..scoring import DISTRICT_RULES, houses, temples
from ..tiles import TILE_CODES

_HOUSE, _TEMPLE = 0, 3

TEMPLE_HOPE = (0.0, 0.0, 0.05, 0.15, 0.35, 0.6, 1.0)
"""The chance a temple with this many built neighbours ends surrounded, early on."""
SIDE_GROUP_HOPE = 0.35
"""The share of a smaller house group's value that may still join the largest."""
PLAZA_SHARE = 0.55
"""The share of the plazas still to come that a player can expect to take."""
DISTRICT_SHARE = 0.6
"""The share of the districts still to come, each worth a level, a player can expect
to build where they score."""
STONE_PREMIUM = 0.6
"""A stone's worth above its end-of-game point while turns are left: choice of tile."""


@dataclass(frozen=True, slots=True)
class Outlook:
    """The game-wide facts the judgement needs: the variants on, how many turns each
    seat plays, how many seats share what is to come, and, per district type, the
    stars of its plazas and the number of its districts still to come (on the site
    and in the stacks)."""

    variants: tuple[bool, bool, bool, bool, bool]
    turns_per_seat: int
    sides: int
    stars_to_come: tuple[float, float, float, float, float]
    districts_to_come: tuple[float, float, float, float, float]

    @classmethod
    def of(cls, game: Game) -> Outlook:
        """The outlook of ``game``: it reads only the public site and the tiles not yet
        dealt as a set (never their order)."""
        setup = game.setup
        stars = [0.0] * 5
        districts = [0.0] * 5
        for tile in (*game.site, *setup.tiles[game.dealt:]):
            for code in TILE_CODES[tile]:
                if code < PLAZA_OFFSET:
                    districts[code] += 1
                elif code < PLAZA_OFFSET + 5:
                    stars[code - PLAZA_OFFSET] += PLAZA_STARS[code - PLAZA_OFFSET]
        variants = tuple(d in game.variants for d in DISTRICTS)
        return cls(variants, setup.turns_per_seat, setup.sides,  # type: ignore[arg-type]
                   tuple(stars), tuple(districts))  # type: ignore[arg-type]

    def future(self, city: City) -> float:
        """The share of its turns the owner of ``city`` still has to play, 1 to 0."""
        left = self.turns_per_seat - len(city.placed)
        return max(0.0, left / self.turns_per_seat)


def judge(city: City, stones: int, outlook: Outlook) -> float:
    """The points ``city`` and ``stones`` are expected to be worth at the end."""
    future = outlook.future(city)
    total = sum(value * stars for value, stars in factors(city, outlook, future))
    return total + stones * (1.0 + STONE_PREMIUM * future)


def appetite(city: City, outlook: Outlook) -> list[float]:
    """What one more hex of each code (a district on level 1, a plaza, a quarry) would
    add to ``city``'s outlook: how much a player wants a tile, before placing it."""
    pairs = factors(city, outlook, outlook.future(city))
    worth = [0.0] * 11
    for index, (value, stars) in enumerate(pairs):
        worth[index] = stars
        worth[index + PLAZA_OFFSET] = value * PLAZA_STARS[index]
    return worth


def factors(city: City, outlook: Outlook, future: float) -> list[tuple[float, float]]:
    """Per district type, in ``DISTRICTS`` order, the value and the stars expected at
    the end: what scores now (the engine's own rules) plus what the ``future`` share
    of turns left may add."""
    heights = city.heights
    cells: list[list[int]] = [[] for _ in range(11)]
    for cell, code in city.tops.items():
        cells[code].append(cell)
    pairs = []
    for index, district in enumerate(DISTRICTS):
        stars = len(cells[index + PLAZA_OFFSET]) * PLAZA_STARS[index]
        extra_stars = future * PLAZA_SHARE * outlook.stars_to_come[index] / outlook.sides
        extra_value = future * DISTRICT_SHARE * outlook.districts_to_come[index] / outlook.sides
        variant = outlook.variants[index]
        if index == _HOUSE:
            largest = houses(city, cells[_HOUSE], False, True)
            value = largest * 2 if variant and largest >= 10 else largest
            hope = (sum(heights[c] for c in cells[_HOUSE]) - largest) * SIDE_GROUP_HOPE
        elif index == _TEMPLE:
            value = temples(city, cells[_TEMPLE], variant, True)
            hope = _temple_hope(cells[_TEMPLE], heights, city.lakes, variant)
        else:
            value, hope = DISTRICT_RULES[district](city, cells[index], variant, True), 0.0
        pairs.append((value + hope * future + extra_value, stars + extra_stars))
    return pairs


def _temple_hope(cells: list[int], heights: dict[int, int], lakes: set[int],
                 variant: bool) -> float:
    """What the temples not surrounded yet may bring, by how many of their neighbours
    are built; one beside a lake cell is walled in for good (a tile needs three)."""
    hope = 0.0
    for cell in cells:
        built = 0
        for step in STEPS:
            near = cell + step
            if near in heights:
                built += 1
            elif near in lakes:
                break
        else:
            if built < 6:
                level = heights[cell]
                hope += level * (2 if variant and level >= 2 else 1) * TEMPLE_HOPE[built]
    return hope
