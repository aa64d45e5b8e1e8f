"""The solo mode's Famous Architect (section 8): how it takes a tile, how it scores.

It needs no search: it takes the cheapest site tile that shows a plaza (or the free
one), never places anything, and scores every hex it holds.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Sequence

from .hexes import DISTRICTS, HEX_TYPES, PLAZA_OFFSET, PLAZA_STARS, QUARRY, District, HexType
from .moves import DistrictScore, PlayerScore
from .tiles import STARTING_HEXES, TILE_CODES, TILES

_STARTING_CODES = tuple(HEX_TYPES.index(h) for _, h in STARTING_HEXES)


class ArchitectCity:
    """The Architect's "city": its starting tile plus every tile it took, never placed."""

    __slots__ = ("tiles",)

    def __init__(self, tiles: Sequence[int] = ()) -> None:
        self.tiles: list[int] = list(tiles)

    def copy(self) -> ArchitectCity:
        """An independent copy."""
        return ArchitectCity(self.tiles)

    def hex_counts(self) -> Counter[HexType]:
        """How many hexes of each type it holds, its starting tile's included."""
        codes = [*_STARTING_CODES, *(c for t in self.tiles for c in TILE_CODES[t])]
        return Counter(HEX_TYPES[c] for c in codes)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ArchitectCity) and self.tiles == other.tiles

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        return f"ArchitectCity({self.tiles!r})"


def architect_take(site: Sequence[int], stones: int) -> int:
    """The site index the Architect takes: the cheapest tile with a plaza if it can pay
    for it, else the free tile."""
    for index, tile in enumerate(site):
        if TILES[tile].has_plaza:
            return index if index <= stones else 0
    return 0


def architect_score(city: ArchitectCity, stones: int, level: str,
                    variants: Collection[District] = ()) -> PlayerScore:
    """The Architect's score at ``level`` (section 8), variants as BGA applies them."""
    counts = [0] * len(HEX_TYPES)
    for code in _STARTING_CODES:
        counts[code] += 1
    for tile in city.tiles:
        for code in TILE_CODES[tile]:
            counts[code] += 1
    worth = 2 if level == "callicrates" else 1
    districts = []
    for index, district in enumerate(DISTRICTS):
        plazas = counts[index + PLAZA_OFFSET]
        value = _VARIANT_VALUE[district](counts[index] * worth, counts[index], plazas, worth,
                                         level) if district in variants else counts[index] * worth
        stars = plazas * PLAZA_STARS[index]
        districts.append(DistrictScore(value, stars, value * stars))
    quarries = counts[QUARRY] if level == "metagenes" else 0
    return PlayerScore(stones, tuple(districts), 2 * quarries, level, quarries)


def _houses(value: int, count: int, plazas: int, worth: int, level: str) -> int:
    return value * 2 if value >= 10 else value


def _markets(value: int, count: int, plazas: int, worth: int, level: str) -> int:
    return value + min(count, 3 * plazas) * worth


def _doubled(value: int, count: int, plazas: int, worth: int, level: str) -> int:
    return value * 2


def _temples(value: int, count: int, plazas: int, worth: int, level: str) -> int:
    return value * 2 if level == "callicrates" else value


_VARIANT_VALUE = {
    District.HOUSE: _houses,
    District.MARKET: _markets,
    District.BARRACKS: _doubled,
    District.TEMPLE: _temples,
    District.GARDEN: _doubled,
}
"""Each variant's effect on the Architect's value of that type (section 8's table)."""
