"""Where a city's hexes go on the image: flat-topped hexes in the rules' axial
coordinates (section 2.1), scaled to fit a box.

``CityLayout`` is the one place that turns a cell into pixels, so the drawing code
and the tests that sample pixels agree on every position.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

from engine.akropolis import DIRECTIONS

SQRT3 = math.sqrt(3)
Cell = tuple[int, int]
Point = tuple[float, float]


def unit_centre(q: int, r: int) -> Point:
    """The centre of cell ``(q, r)`` for hexes of radius 1 (rules, section 2.1)."""
    return 1.5 * q, SQRT3 * (r + q / 2)


def corners(x: float, y: float, size: float) -> list[Point]:
    """The six corners of a flat-topped hex, clockwise from the right-hand one.
    The edge towards neighbour ``d`` (``DIRECTIONS[d]``) joins corners ``d`` and
    ``d + 1``."""
    return [(x + size * math.cos(math.pi / 3 * i), y + size * math.sin(math.pi / 3 * i))
            for i in range(6)]


@dataclass(frozen=True, slots=True)
class CityLayout:
    """Hexes of radius ``size`` pixels, cell ``(0, 0)`` centred at ``origin``."""

    size: int
    origin: Point

    @classmethod
    def fit(cls, cells: Iterable[Cell], box: tuple[float, float, float, float],
            largest: int) -> CityLayout:
        """The biggest hexes (at most ``largest`` px) that fit ``cells`` in ``box``
        (x, y, width, height), the cells centred in it. Sizes are whole pixels so that
        hex pictures can be cached."""
        points = [unit_centre(q, r) for q, r in cells] or [(0.0, 0.0)]
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        width, height = max(xs) - min(xs) + 2, max(ys) - min(ys) + SQRT3
        x, y, w, h = box
        size = max(4, min(largest, math.floor(min(w / width, h / height))))
        mid_x, mid_y = (max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2
        return cls(size, (x + w / 2 - mid_x * size, y + h / 2 - mid_y * size))

    def centre(self, cell: Cell) -> Point:
        """The pixel centre of ``cell``."""
        ux, uy = unit_centre(*cell)
        return self.origin[0] + ux * self.size, self.origin[1] + uy * self.size

    def corners(self, cell: Cell) -> list[Point]:
        """The pixel corners of ``cell``."""
        return corners(*self.centre(cell), self.size)

    def edge(self, cell: Cell, direction: int) -> tuple[Point, Point]:
        """The two ends of the edge ``cell`` shares with its neighbour ``direction``."""
        points = self.corners(cell)
        return points[direction], points[(direction + 1) % 6]


def neighbour(cell: Cell, direction: int) -> Cell:
    """The cell next to ``cell`` in ``direction`` (0-5, clockwise from lower right)."""
    dq, dr = DIRECTIONS[direction]
    return cell[0] + dq, cell[1] + dr
