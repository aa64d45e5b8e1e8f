"""A player's city: a 3x3 grid of stacks of tiles, of any height.

Only the top tile of a stack is visible; every effect and Project looks at the tops,
except the Garden and the Favors, which count stack heights.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from .projects import Masks
from .tiles import COLOUR_INDEX, Tile

CELLS = range(9)
CORNERS: tuple[int, ...] = (0, 2, 6, 8)
EDGES: tuple[int, ...] = (0, 1, 2, 3, 5, 6, 7, 8)
"""The periphery: every cell but the centre."""


class City:
    """The nine stacks of one player, each listed bottom tile first.

    Change the stacks only through ``place`` and ``remove_top``: the colours of the
    tops are kept until the city changes (a search asks for them of the same city
    over and over, an opponent's unchanged city in every line it tries).
    """

    __slots__ = ("_masks", "stacks")

    def __init__(self, stacks: Iterable[Iterable[Tile]] | None = None) -> None:
        self.stacks: list[list[Tile]] = (
            [list(s) for s in stacks] if stacks is not None else [[] for _ in CELLS]
        )
        if len(self.stacks) != 9:
            raise ValueError("a city has 9 cells")
        self._masks: Masks | None = None

    @classmethod
    def build(cls, cells: Mapping[int, Iterable[Tile | str]]) -> City:
        """A city from ``{cell: [tiles bottom first]}``; tiles may be given by id."""
        city = cls()
        for cell, tiles in cells.items():
            city.stacks[cell] = [t if isinstance(t, Tile) else Tile.parse(t) for t in tiles]
        return city

    def copy(self) -> City:
        """An independent copy (tiles themselves are immutable and shared)."""
        clone = City.__new__(City)
        clone.stacks = [list(s) for s in self.stacks]
        clone._masks = self._masks
        return clone

    def place(self, cell: int, tile: Tile) -> None:
        """Put ``tile`` on top of the stack at ``cell`` (empty or not)."""
        self.stacks[cell].append(tile)
        self._masks = None

    def remove_top(self, cell: int) -> Tile:
        """Take the top tile off the stack at ``cell`` (to undo a ``place``)."""
        self._masks = None
        return self.stacks[cell].pop()

    def tops(self) -> list[Tile | None]:
        """The visible tile of each cell, ``None`` for an empty cell."""
        return [s[-1] if s else None for s in self.stacks]

    def heights(self) -> list[int]:
        """How many tiles each cell holds, covered ones included."""
        return list(map(len, self.stacks))

    def colour_masks(self) -> Masks:
        """The cells whose visible tile is green, blue, orange, pink, as bit masks."""
        if self._masks is None:
            masks = [0, 0, 0, 0]
            for cell, stack in enumerate(self.stacks):
                if stack:
                    masks[COLOUR_INDEX[stack[-1].colour]] |= 1 << cell
            self._masks = masks[0], masks[1], masks[2], masks[3]
        return self._masks

    def __eq__(self, other: object) -> bool:
        return isinstance(other, City) and self.stacks == other.stacks

    def __repr__(self) -> str:
        return f"City({[[t.id for t in s] for s in self.stacks]!r})"
