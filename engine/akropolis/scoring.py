"""End-of-game scoring of a city (section 6), with the variants of section 7.

Each district type has its rule, a small function named after it, that answers the
type's value: the levels of its qualifying visible hexes, each counted twice when the
type's variant is on and the hex meets the variant's condition. Stars come from the
visible plazas; points are value times stars.
"""

from __future__ import annotations

from collections.abc import Callable, Collection

from .city import City
from .hexes import DISTRICTS, HEX_CODE, PLAZA_OFFSET, PLAZA_STARS, STEPS, District, HexType
from .moves import DistrictScore

_MARKET = HEX_CODE[HexType.MARKET]
_PLAZA_MARKET = HEX_CODE[HexType.PLAZA_MARKET]


def _around(cell: int) -> tuple[int, int, int, int, int, int]:
    return (cell + _S0, cell + _S1, cell + _S2, cell + _S3, cell + _S4, cell + _S5)


_S0, _S1, _S2, _S3, _S4, _S5 = STEPS


def houses(city: City, cells: list[int], variant: bool, lake_sides: bool) -> int:
    """The largest group of adjacent houses, at any heights, scores its levels; on a
    tie of size, the group of highest value (ruling 2). Variant: a value of 10 or
    more is doubled."""
    level = city.heights.__getitem__
    left = set(cells)
    best = (0, 0)
    while left:
        group = [left.pop()]
        for cell in group:
            for near in _around(cell):
                if near in left:
                    left.remove(near)
                    group.append(near)
        best = max(best, (len(group), sum(map(level, group))))
    value = best[1]
    return value * 2 if variant and value >= 10 else value


def markets(city: City, cells: list[int], variant: bool, lake_sides: bool) -> int:
    """A market with no market beside it scores its level. Variant: doubled beside a
    market plaza."""
    heights, tops = city.heights, city.tops
    others = set(cells)
    value = 0
    for cell in cells:
        around = _around(cell)
        if others.isdisjoint(around):
            beside_plaza = variant and _PLAZA_MARKET in map(tops.get, around)
            value += heights[cell] * (2 if beside_plaza else 1)
    return value


def barracks(city: City, cells: list[int], variant: bool, lake_sides: bool) -> int:
    """A barracks touching the outside scores its level (a lake is not the edge, ruling
    5). Variant: doubled with 3 or 4 unbuilt sides; ``lake_sides`` says whether lake
    cells count as such (ruling 4; BGA counts only the outside)."""
    heights, lakes = city.heights, city.lakes
    value = 0
    for cell in cells:
        empty = [n for n in _around(cell) if n not in heights]
        if lakes.issuperset(empty):
            continue  # no side on the outside (or no empty side at all)
        sides = len(empty) if lake_sides else len(empty) - len(lakes.intersection(empty))
        value += heights[cell] * (2 if variant and sides >= 3 else 1)
    return value


def temples(city: City, cells: list[int], variant: bool, lake_sides: bool) -> int:
    """A temple whose 6 neighbours are all built scores its level. Variant: doubled on
    level 2 or higher."""
    heights = city.heights
    built = heights.keys()
    value = 0
    for cell in cells:
        if built >= set(_around(cell)):
            level = heights[cell]
            value += level * (2 if variant and level >= 2 else 1)
    return value


def gardens(city: City, cells: list[int], variant: bool, lake_sides: bool) -> int:
    """Every garden scores its level. Variant: doubled beside a lake."""
    heights, lakes = city.heights, city.lakes
    value = 0
    for cell in cells:
        beside_lake = variant and not lakes.isdisjoint(_around(cell))
        value += heights[cell] * (2 if beside_lake else 1)
    return value


DistrictRule = Callable[[City, list[int], bool, bool], int]
DISTRICT_RULES: dict[District, DistrictRule] = {
    District.HOUSE: houses,
    District.MARKET: markets,
    District.BARRACKS: barracks,
    District.TEMPLE: temples,
    District.GARDEN: gardens,
}
"""Each district type's rule: ``rule(city, its visible cells, variant on, lake sides)``."""
_RULES = tuple((d, DISTRICT_RULES[d]) for d in DISTRICTS)


def score_city(city: City, variants: Collection[District] = (),
               lake_sides: bool = True) -> tuple[DistrictScore, ...]:
    """The five districts' scores, in ``DISTRICTS`` order, as if the game ended now.

    ``lake_sides=False`` scores the barracks variant as BGA does (ruling 4).
    """
    by_code: list[list[int]] = [[], [], [], [], [], [], [], [], [], [], []]
    for cell, code in city.tops.items():
        by_code[code].append(cell)
    scores = []
    for index, (district, rule) in enumerate(_RULES):
        stars = len(by_code[index + PLAZA_OFFSET]) * PLAZA_STARS[index]
        value = rule(city, by_code[index], district in variants, lake_sides)
        scores.append(DistrictScore(value, stars, value * stars))
    return tuple(scores)
