"""The 61 city tiles and the starting tile, as the table of section 3 of the rules.

Each tile lists its hexes A, B, C clockwise (BGA's order); its back says with how
many players it is used. The engine speaks of tiles by id (1-61, and 0 for a
starting tile), and looks their contents up here.
"""

from __future__ import annotations

from dataclasses import dataclass

from .hexes import HEX_CODE, HexType, is_plaza

_H, _M, _B, _T, _G = "house", "market", "barracks", "temple", "garden"
_PH, _PM, _PB, _PT, _PG = ("plaza-house", "plaza-market", "plaza-barracks", "plaza-temple",
                           "plaza-garden")
_Q = "quarry"

_CATALOGUE: tuple[tuple[int, str, str, str, str], ...] = (
    (1, "2+", _Q, _Q, _PH), (2, "2+", _Q, _Q, _PH), (3, "2+", _Q, _Q, _PM),
    (4, "3+", _Q, _Q, _PM), (5, "2+", _G, _Q, _PH), (6, "2+", _B, _Q, _PM),
    (7, "2+", _Q, _Q, _PH), (8, "2+", _H, _Q, _PT), (9, "2+", _Q, _Q, _PT),
    (10, "3+", _Q, _Q, _PT), (11, "4", _Q, _Q, _PB), (12, "2+", _Q, _Q, _PB),
    (13, "2+", _Q, _Q, _PG), (14, "2+", _H, _Q, _PB), (15, "3+", _T, _M, _PH),
    (16, "2+", _B, _T, _H), (17, "4", _Q, _M, _PH), (18, "4", _Q, _T, _PM),
    (19, "3+", _Q, _H, _PB), (20, "2+", _H, _T, _PB), (21, "2+", _T, _H, _PM),
    (22, "2+", _Q, _H, _PG), (23, "2+", _M, _B, _PH), (24, "2+", _H, _G, _PM),
    (25, "2+", _M, _H, _PB), (26, "2+", _G, _M, _H), (27, "2+", _H, _B, _PT),
    (28, "2+", _H, _Q, _PG), (29, "3+", _H, _H, _Q), (30, "4", _H, _H, _Q),
    (31, "3+", _B, _G, _Q), (32, "2+", _T, _B, _Q), (33, "4", _H, _B, _Q),
    (34, "4", _B, _H, _Q), (35, "2+", _H, _H, _Q), (36, "2+", _M, _B, _Q),
    (37, "2+", _B, _M, _Q), (38, "4", _H, _M, _Q), (39, "2+", _T, _M, _Q),
    (40, "2+", _M, _T, _Q), (41, "2+", _M, _G, _Q), (42, "3+", _T, _H, _Q),
    (43, "4", _G, _H, _Q), (44, "4", _H, _T, _Q), (45, "3+", _M, _H, _Q),
    (46, "2+", _Q, _Q, _G), (47, "4", _Q, _Q, _B), (48, "2+", _Q, _Q, _T),
    (49, "2+", _Q, _Q, _M), (50, "2+", _M, _H, _Q), (51, "3+", _H, _M, _Q),
    (52, "2+", _T, _M, _H), (53, "2+", _G, _B, _H), (54, "3+", _M, _B, _H),
    (55, "3+", _H, _B, _PG), (56, "4", _M, _H, _PG), (57, "2+", _Q, _H, _PT),
    (58, "4", _H, _M, _PT), (59, "3+", _Q, _Q, _H), (60, "2+", _H, _B, _Q),
    (61, "2+", _B, _M, _Q),
)
"""id, back, hexes A, B, C: section 3 of the rules, row for row."""

BACKS: tuple[str, ...] = ("2+", "3+", "4")
STARTING_TILE = 0
"""The id the engine gives every starting tile (``S`` in the rules)."""
STARTING_HEXES: tuple[tuple[tuple[int, int], HexType], ...] = (
    ((0, 0), HexType.PLAZA_HOUSE), ((0, -1), HexType.QUARRY),
    ((1, 0), HexType.QUARRY), ((-1, 1), HexType.QUARRY),
)
"""The starting tile's hexes and their cells: a house plaza ringed by 3 quarries."""


@dataclass(frozen=True, slots=True)
class Tile:
    """One city tile: its id, the back that says when it is used, hexes A, B, C."""

    id: int
    back: str
    hexes: tuple[HexType, HexType, HexType]

    @property
    def codes(self) -> tuple[int, int, int]:
        """The hexes' int codes (see ``hexes.HEX_CODE``)."""
        return _CODES[self.id]

    @property
    def has_plaza(self) -> bool:
        """Whether one of its hexes is a plaza (what the solo Architect looks for)."""
        return any(is_plaza(c) for c in self.codes)

    def __str__(self) -> str:
        return f"{self.id}: {'/'.join(h.value for h in self.hexes)}"


TILES: dict[int, Tile] = {
    tid: Tile(tid, back, (HexType(a), HexType(b), HexType(c)))
    for tid, back, a, b, c in _CATALOGUE
}
"""Every city tile by id."""
_CODES = {tid: tuple(HEX_CODE[h] for h in tile.hexes) for tid, tile in TILES.items()}
TILE_CODES: dict[int, tuple[int, int, int]] = _CODES
"""Every tile's hex codes by id, for the engine's hot paths."""


def tiles_with_backs(backs: tuple[str, ...]) -> tuple[int, ...]:
    """The ids of every tile whose back is one of ``backs``, in id order."""
    return tuple(tid for tid, tile in TILES.items() if tile.back in backs)
