"""The 12 building effects: one small function per building card side.

Each function sees the city *after* the tile was placed and answers the points the
placement scores at once. ``EFFECTS`` is the table the game reads.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from .city import CORNERS, EDGES
from .tiles import Building, Tile


class Placement(NamedTuple):
    """What an effect may look at: the city after placing, and the table around it.

    ``architects`` counts both players' Architects on the main board and
    ``own_architects`` the mover's, each after this turn's Architect was placed;
    ``completed_projects`` counts both players' cards completed before this turn's
    check; ``palace_choice`` is the Palace decision (``"score"`` or a draw). A named
    tuple, not a frozen dataclass: a search builds one for every cell of every
    option it scores, and a tuple is several times cheaper to build.
    """

    tops: list[Tile | None]
    heights: list[int]
    cell: int
    tile: Tile
    architects: int = 0
    own_architects: int = 0
    completed_projects: int = 0
    palace_choice: str | None = None


def garden_a(p: Placement) -> int:
    """1 point per stack whose height equals the height of the garden's stack."""
    height = p.heights[p.cell]
    return p.heights.count(height)


def garden_b(p: Placement) -> int:
    """2 points per tile in the garden's stack."""
    return 2 * p.heights[p.cell]


def market_a(p: Placement) -> int:
    """2 points per visible tile of the market's colour."""
    colour = p.tile.colour
    return 2 * sum(1 for t in p.tops if t is not None and t.colour is colour)


def market_b(p: Placement) -> int:
    """1 point per visible tile of another colour than the market's."""
    colour = p.tile.colour
    return sum(1 for t in p.tops if t is not None and t.colour is not colour)


def wall_a(p: Placement) -> int:
    """2 points per visible wall on the periphery."""
    tops = p.tops
    return 2 * sum(1 for c in EDGES if tops[c] is not None and tops[c].building is Building.WALL)


_CORNER_WALL_POINTS = (0, 1, 4, 8, 10)


def wall_b(p: Placement) -> int:
    """1, 4, 8 or 10 points for 1, 2, 3 or 4 visible walls on the corners."""
    tops = p.tops
    walls = sum(1 for c in CORNERS if tops[c] is not None and tops[c].building is Building.WALL)
    return _CORNER_WALL_POINTS[walls]


def palace_a(p: Placement) -> int:
    """1 point per visible palace (the Project card is drawn by the game)."""
    return sum(1 for t in p.tops if t is not None and t.building is Building.PALACE)


def palace_b(p: Placement) -> int:
    """When the player chose to score: 1 point per Project completed by either player."""
    return p.completed_projects if p.palace_choice == "score" else 0


def residence_a(p: Placement) -> int:
    """1 point per distinct building type visible."""
    return len({t.building for t in p.tops if t is not None})


def residence_b(p: Placement) -> int:
    """2 points per visible residence and per visible market."""
    kinds = (Building.RESIDENCE, Building.MARKET)
    return 2 * sum(1 for t in p.tops if t is not None and t.building in kinds)


def theater_a(p: Placement) -> int:
    """1 point per Architect of either player on the main board."""
    return p.architects


def theater_b(p: Placement) -> int:
    """2 points per Architect of the mover on the main board."""
    return 2 * p.own_architects


Effect = Callable[[Placement], int]

EFFECTS: dict[tuple[Building, str], Effect] = {
    (Building.GARDEN, "A"): garden_a,
    (Building.GARDEN, "B"): garden_b,
    (Building.MARKET, "A"): market_a,
    (Building.MARKET, "B"): market_b,
    (Building.WALL, "A"): wall_a,
    (Building.WALL, "B"): wall_b,
    (Building.PALACE, "A"): palace_a,
    (Building.PALACE, "B"): palace_b,
    (Building.RESIDENCE, "A"): residence_a,
    (Building.RESIDENCE, "B"): residence_b,
    (Building.THEATER, "A"): theater_a,
    (Building.THEATER, "B"): theater_b,
}
"""The effect of each building type on each side of its card."""
