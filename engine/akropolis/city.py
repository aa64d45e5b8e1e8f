"""A player's city: columns of hexes on the axial grid, with its legal footprints and
lakes kept up to date as tiles are placed.

Legality (rule 5.2) depends only on the few cells around a placement, so placing a
tile re-checks just the footprints that share or touch its cells; the set of legal
footprints is therefore always ready and enumerating placements costs nothing but
the listing. Lakes (section 6) change only when a level-1 tile splits the empty
outside, which the ring of cells round the tile tells cheaply; only then are the
empty cells beside it followed until they either leave the city's bounding
parallelogram (outside) or are enclosed (a new lake).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from .hexes import (
    FOOTPRINT_RING,
    FOOTPRINT_SHARING,
    FOOTPRINT_TOUCHING,
    HEX_CODE,
    HEX_TYPES,
    QUARRY,
    STEPS,
    HexType,
    axial,
    cell_of,
    column_row,
    footprint_cells,
    footprint_of,
    tile_cells,
)
from .tiles import STARTING_HEXES, STARTING_TILE

_SIDES = ((STEPS[0], STEPS[1]), (STEPS[1], STEPS[2]))
"""Per footprint kind, the offsets of hexes B and C from its anchor."""
Column = tuple[tuple[int, int], ...]
"""A column's hexes bottom first, each ``(hex code, tile id)``."""


class City:
    """One player's city.

    ``heights``, ``tops`` and ``owners`` map each built cell to its level, the code of
    its visible hex and the id of the tile that hex belongs to. ``ground`` and
    ``upper`` are the footprint ids where a tile may go now, on level 1 and above;
    ``lakes`` the empty cells enclosed by the city. ``placed`` lists each tile placed,
    ``(tile, anchor cell, rot, level)``, in play order.
    """

    __slots__ = ("bounds", "columns", "ground", "heights", "lakes", "owners", "placed",
                 "tops", "upper")

    def __init__(self) -> None:
        self.columns: dict[int, Column] = {}
        self.heights: dict[int, int] = {}
        self.tops: dict[int, int] = {}
        self.owners: dict[int, int] = {}
        self.ground: set[int] = set()
        self.upper: set[int] = set()
        self.lakes: set[int] = set()
        self.bounds: list[int] = [0, 0, 0, 0]  # raw q min, q max, r min, r max
        self.placed: list[tuple[int, int, int, int]] = []

    @classmethod
    def start(cls) -> City:
        """A city holding only its starting tile."""
        return cls.from_columns({cell: [(hex_type, STARTING_TILE)]
                                 for cell, hex_type in STARTING_HEXES})

    @classmethod
    def from_columns(cls, columns: Mapping[tuple[int, int],
                                           Iterable[HexType | str | tuple[HexType | str, int]]],
                     ) -> City:
        """A city from ``{(q, r): [hexes bottom first]}``, for tests and tools.

        A hex is a type, or ``(type, tile id)``. Hexes given without a tile id each get
        a tile of their own (negative ids), so any equal-height footprint accepts a tile.
        """
        city = cls()
        fresh = -1
        for (q, r), hexes in columns.items():
            column = []
            for item in hexes:
                if isinstance(item, tuple):
                    hex_type, tile = item
                else:
                    hex_type, tile, fresh = item, fresh, fresh - 1
                column.append((HEX_CODE[HexType(hex_type)], tile))
            if column:
                city._set_column(cell_of(q, r), tuple(column))
        city._recompute()
        return city

    def copy(self) -> City:
        """An independent copy (columns are tuples, shared safely)."""
        clone = City.__new__(City)
        clone.columns = self.columns.copy()
        clone.heights = self.heights.copy()
        clone.tops = self.tops.copy()
        clone.owners = self.owners.copy()
        clone.ground = self.ground.copy()
        clone.upper = self.upper.copy()
        clone.lakes = self.lakes.copy()
        clone.bounds = self.bounds.copy()
        clone.placed = self.placed.copy()
        return clone

    # -- placing ----------------------------------------------------------------

    def place(self, tile: int, codes: tuple[int, int, int], anchor: int, rot: int,
              track: bool = True) -> tuple[int, int]:
        """Put a tile on ``(anchor, rot)`` without checking; answer its level and how
        many quarries it covered. ``track=False`` skips the footprint update (a
        preview that will be thrown away needs only the scoring state)."""
        cells = tile_cells(anchor, rot)
        below = self.heights.get(anchor, 0)
        tops = self.tops
        quarries = 0
        for cell, code in zip(cells, codes, strict=True):
            if tops.get(cell) == QUARRY:
                quarries += 1
            self._set_column(cell, (*self.columns.get(cell, ()), (code, tile)))
        level = below + 1
        self.placed.append((tile, anchor, rot, level))
        footprint = footprint_of(anchor, rot)
        if not below:
            self._grow(footprint)
        if track:
            self._refresh(footprint, not below)
        return level, quarries

    def _set_column(self, cell: int, column: Column) -> None:
        self.columns[cell] = column
        self.heights[cell] = len(column)
        self.tops[cell], self.owners[cell] = column[-1]
        q, r = column_row(cell)
        bounds = self.bounds
        if len(self.heights) == 1:
            bounds[:] = [q, q, r, r]
        else:
            bounds[0], bounds[1] = min(bounds[0], q), max(bounds[1], q)
            bounds[2], bounds[3] = min(bounds[2], r), max(bounds[3], r)

    def footprint_legal(self, footprint: int) -> bool:
        """Rule 5.2: equal heights; on level 1 touching the city; above, over 2+ tiles."""
        heights = self.heights
        anchor, kind = footprint >> 1, footprint & 1
        b, c = anchor + STEPS[kind], anchor + STEPS[kind + 1]
        h = heights.get(anchor, 0)
        if heights.get(b, 0) != h or heights.get(c, 0) != h:
            return False
        if h:
            owners = self.owners
            return not owners[anchor] == owners[b] == owners[c]
        return any(anchor + off in heights for off in FOOTPRINT_RING[kind])

    def is_legal(self, footprint: int) -> bool:
        """Whether a tile may go on ``footprint`` now."""
        return footprint in self.ground or footprint in self.upper

    def _refresh(self, footprint: int, on_ground: bool) -> None:
        """Re-check the footprints a tile just placed on ``footprint`` can affect: those
        sharing a cell with it (now over a built cell: legal only as an upper
        placement), and after a level-1 tile, the empty ones touching it."""
        heights, owners = self.heights, self.owners
        ground, upper = self.ground, self.upper
        base = footprint >> 1
        for delta, a, b, c in FOOTPRINT_SHARING[footprint & 1]:
            other = footprint + delta
            ground.discard(other)
            a += base
            h = heights.get(a, 0)
            b += base
            c += base
            if (h and heights.get(b, 0) == h and heights.get(c, 0) == h
                    and not owners[a] == owners[b] == owners[c]):
                upper.add(other)
            else:
                upper.discard(other)
        if on_ground:
            for delta, a, b, c in FOOTPRINT_TOUCHING[footprint & 1]:
                if base + a not in heights and base + b not in heights and base + c not in heights:
                    ground.add(footprint + delta)

    def _grow(self, footprint: int) -> None:
        """Update the lakes after a level-1 tile was built on ``footprint``.

        Filling part of a lake leaves only lakes. Otherwise the tile stood on the
        outside, and it can cut that off in several regions only where the cells
        round it alternate between empty and built more than once: then each run of
        empty cells is followed to see whether it is still outside.
        """
        lakes = self.lakes
        cells = footprint_cells(footprint)
        if cells[0] in lakes:
            lakes.difference_update(cells)
            return
        heights = self.heights
        base = footprint >> 1
        ring = [base + offset for offset in FOOTPRINT_RING[footprint & 1]]
        starts = [cell for before, cell in zip(ring[-1:] + ring[:-1], ring, strict=True)
                  if cell not in heights and before in heights]
        if len(starts) < 2:
            return
        outside: set[int] = set()
        for start in starts:
            if start not in lakes and start not in outside:
                enclosed = self._enclosed(start, outside)
                if enclosed is not None:
                    lakes.update(enclosed)

    def _enclosed(self, start: int, outside: set[int]) -> set[int] | None:
        """The empty region around ``start`` if it is finite, else ``None`` (and its
        cells seen so far join ``outside``). An empty cell on the bounding
        parallelogram's rim has an empty line beyond it, so it is outside."""
        qmin, qmax, rmin, rmax = self.bounds
        heights = self.heights
        seen = {start}
        todo = [start]
        while todo:
            cell = todo.pop()
            q, r = cell >> 8, cell & 255
            if q <= qmin or q >= qmax or r <= rmin or r >= rmax or cell in outside:
                outside.update(seen)
                return None
            for step in STEPS:
                near = cell + step
                if near not in heights and near not in seen:
                    seen.add(near)
                    todo.append(near)
        return seen

    def _recompute(self) -> None:
        """Footprints and lakes from scratch (a city built from columns)."""
        heights = self.heights
        near = {c + s for c in heights for s in (0, *STEPS)}
        legal = {f for c in near for rot in range(6)
                 if self.footprint_legal(f := footprint_of(c, rot))}
        self.upper = {f for f in legal if f >> 1 in heights}
        self.ground = legal - self.upper
        qmin, qmax, rmin, rmax = self.bounds
        start = (qmin - 1) * 256 + rmin - 1
        reached = {start}
        todo = [start]
        while todo:
            cell = todo.pop()
            for step in STEPS:
                other = cell + step
                q, r = other >> 8, other & 255
                if (qmin - 1 <= q <= qmax + 1 and rmin - 1 <= r <= rmax + 1
                        and other not in heights and other not in reached):
                    reached.add(other)
                    todo.append(other)
        self.lakes = {q * 256 + r for q in range(qmin, qmax + 1) for r in range(rmin, rmax + 1)
                      if q * 256 + r not in heights and q * 256 + r not in reached}

    # -- reading ------------------------------------------------------------------

    def level(self, q: int, r: int) -> int:
        """The height of column ``(q, r)``: 0 when unbuilt."""
        return self.heights.get(cell_of(q, r), 0)

    def visible(self) -> dict[tuple[int, int], tuple[HexType, int, int]]:
        """Each built cell's visible hex: ``(q, r) -> (type, level, tile id)``."""
        return {axial(c): (HEX_TYPES[self.tops[c]], h, self.owners[c])
                for c, h in self.heights.items()}

    def stacks(self) -> dict[tuple[int, int], tuple[tuple[HexType, int], ...]]:
        """Each built cell's hexes bottom first: ``(q, r) -> ((type, tile id), ...)``."""
        return {axial(c): tuple((HEX_TYPES[code], tile) for code, tile in column)
                for c, column in self.columns.items()}

    def placements(self) -> list[tuple[int, tuple[int, int], int, int]]:
        """Each tile placed, in play order: ``(tile id, anchor (q, r), rot, level)``."""
        return [(tile, axial(anchor), rot, level) for tile, anchor, rot, level in self.placed]

    def lake_cells(self) -> frozenset[tuple[int, int]]:
        """The empty cells enclosed by the city (section 6)."""
        return frozenset(axial(c) for c in self.lakes)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, City) and self.columns == other.columns

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        return f"City({len(self.placed)} tiles placed, {len(self.heights)} cells)"
