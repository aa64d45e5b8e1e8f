"""Hex types and the geometry of a city: axial cells, neighbours, rotations, footprints.

Cells are axial ``(q, r)`` pairs at the edges of the API. Inside the engine a cell is
one int, ``(q + 128) * 256 + (r + 128)``, so that a neighbour is an addition and the
hot loops (legal placements, lakes, scoring) touch no tuples. A city of 31 tiles
spans at most ~90 cells from its centre, well inside the ±128 this encoding allows.

A **footprint** is the set of 3 mutually adjacent cells a tile covers. It is
identified by its canonical placement: the one whose rotation is 0 or 1 (rule 2.2:
rotations ``k``, ``k + 2`` and ``k + 4`` about the three cells give the same cells).
Its id is the int ``anchor * 2 + k``.
"""

from __future__ import annotations

from enum import StrEnum


class HexType(StrEnum):
    """The 11 kinds of hex (section 1 of the rules)."""

    HOUSE = "house"
    MARKET = "market"
    BARRACKS = "barracks"
    TEMPLE = "temple"
    GARDEN = "garden"
    PLAZA_HOUSE = "plaza-house"
    PLAZA_MARKET = "plaza-market"
    PLAZA_BARRACKS = "plaza-barracks"
    PLAZA_TEMPLE = "plaza-temple"
    PLAZA_GARDEN = "plaza-garden"
    QUARRY = "quarry"


class District(StrEnum):
    """The five district types that score, in the order every breakdown lists them."""

    HOUSE = "house"
    MARKET = "market"
    BARRACKS = "barracks"
    TEMPLE = "temple"
    GARDEN = "garden"


HEX_TYPES: tuple[HexType, ...] = tuple(HexType)
DISTRICTS: tuple[District, ...] = tuple(District)
HEX_CODE = {hex_type: code for code, hex_type in enumerate(HEX_TYPES)}
"""Each hex type's small int code: districts 0-4, their plazas 5-9 (code + 5), quarry 10."""
PLAZA_OFFSET = 5
QUARRY = HEX_CODE[HexType.QUARRY]
PLAZA_STARS = (1, 2, 2, 2, 3)
"""Stars of the plaza of each district, in ``DISTRICTS`` order (BGA's ``PLAZAS_MULT``)."""


def is_plaza(code: int) -> bool:
    """Whether a hex code is one of the five plazas."""
    return PLAZA_OFFSET <= code < QUARRY


_OFFSET = 128
_WIDTH = 256
DIRECTIONS: tuple[tuple[int, int], ...] = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))
"""Axial offsets of the six neighbours, clockwise from lower right (direction ``d``)."""
STEPS: tuple[int, ...] = tuple(dq * _WIDTH + dr for dq, dr in DIRECTIONS)
"""The same six neighbours as additions to an encoded cell."""


def cell_of(q: int, r: int) -> int:
    """The encoded cell of axial ``(q, r)``."""
    return (q + _OFFSET) * _WIDTH + r + _OFFSET


def axial(cell: int) -> tuple[int, int]:
    """The axial ``(q, r)`` of an encoded cell."""
    return (cell >> 8) - _OFFSET, (cell & 255) - _OFFSET


def column_row(cell: int) -> tuple[int, int]:
    """The raw ``(q, r)`` of an encoded cell, both shifted by +128: cheap bounds tests."""
    return cell >> 8, cell & 255


def hex_distance(q: int, r: int) -> int:
    """Steps from ``(0, 0)`` to ``(q, r)``."""
    return (abs(q) + abs(r) + abs(q + r)) // 2


def tile_cells(anchor: int, rot: int) -> tuple[int, int, int]:
    """The cells of hexes A, B, C for a tile placed at ``anchor`` with rotation ``rot``."""
    return anchor, anchor + STEPS[rot], anchor + STEPS[(rot + 1) % 6]


def footprint_of(anchor: int, rot: int) -> int:
    """The footprint id of the placement ``(anchor, rot)``."""
    kind = rot & 1
    turn = rot >> 1
    if turn == 1:
        anchor -= STEPS[rot - 2]
    elif turn == 2:
        anchor -= STEPS[rot - 3]
    return anchor * 2 + kind


def footprint_cells(footprint: int) -> tuple[int, int, int]:
    """The three cells of a footprint."""
    return tile_cells(footprint >> 1, footprint & 1)


def footprint_placements(footprint: int) -> tuple[tuple[int, int], ...]:
    """The three ``(anchor, rot)`` placements of a footprint: A on each of its cells."""
    anchor, kind = footprint >> 1, footprint & 1
    return ((anchor, kind), (anchor + STEPS[kind], kind + 2),
            (anchor + STEPS[kind + 1], kind + 4))


def _ring(kind: int) -> tuple[int, ...]:
    """Offsets of the 9 cells around a footprint of this kind at anchor 0, in order
    round it (each next to the one before, the last next to the first)."""
    cells = set(tile_cells(0, kind))
    ring = {c + s for c in cells for s in STEPS} - cells
    order = [min(ring)]
    while len(order) < len(ring):
        order.append(min(n for s in STEPS if (n := order[-1] + s) in ring and n not in order))
    return tuple(order)


def _with_cells(kind: int, footprints: set[int]) -> tuple[tuple[int, int, int, int], ...]:
    """``(id delta, offset of A, of B, of C)`` for each footprint, seen from one of this
    kind at anchor 0: the cells come ready to add to the anchor."""
    return tuple(sorted((f - kind, *tile_cells(f >> 1, f & 1)) for f in footprints))


def _sharing(kind: int) -> set[int]:
    """Every footprint that shares a cell with one of this kind (itself included):
    their heights change when a tile goes there."""
    return {footprint_of(cell, rot) for cell in tile_cells(0, kind) for rot in range(6)}


def _touching(kind: int) -> set[int]:
    """The footprints that only touch one of this kind: a level-1 tile there may make
    them reachable."""
    return {footprint_of(cell, rot) for cell in _ring(kind) for rot in range(6)} - _sharing(kind)


FOOTPRINT_RING = (_ring(0), _ring(1))
"""Per footprint kind: offsets (from its anchor) of the 9 cells around it, in order."""
FOOTPRINT_SHARING = (_with_cells(0, _sharing(0)), _with_cells(1, _sharing(1)))
"""Per footprint kind: the footprints sharing a cell with it (see ``_with_cells``)."""
FOOTPRINT_TOUCHING = (_with_cells(0, _touching(0)), _with_cells(1, _touching(1)))
"""Per footprint kind: the footprints touching it without sharing a cell."""
