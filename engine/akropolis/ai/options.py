"""Every whole turn the player to move can play, with the city each one leaves.

A turn is a site tile and a placement; every tile fits every legal footprint (they
share one shape), so the options are the affordable tiles times the legal
placements, a few hundred to two thousand. The tile is placed once per footprint on
a scratch copy of the mover's city; the other tiles and orientations on that
footprint only change the three visible hexes, not the heights, the lakes or the
stones, so they are written over those hexes in place rather than placed again
(placing a level-1 tile is what costs: it looks for new lakes). Two site tiles with
the same hexes give the same cities, so only the cheaper one is tried.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

from ..city import City
from ..game import Game
from ..hexes import axial, footprint_placements, tile_cells
from ..moves import Move
from ..tiles import TILE_CODES


class Option(NamedTuple):
    """One turn and what it leaves the mover: the city and the stones after it."""

    move: Move
    city: City
    stones: int


def options(game: Game, takes: tuple[int, ...] | None = None) -> Iterator[Option]:
    """Each affordable turn (or only those taking a tile of ``takes``), with the
    mover's city and stones after it. The city is one scratch copy rewritten from one
    option to the next: read it before asking for the next option."""
    seat = game.current_player
    city = game.cities[seat]
    assert isinstance(city, City), "the solo Architect never chooses a turn"
    stones = game.stones[seat]
    tiles: list[tuple[int, int, tuple[int, int, int]]] = []
    for take in game.legal_takes() if takes is None else takes:
        tile = game.site[take]
        codes = TILE_CODES[tile]
        if all(codes != known for _, _, known in tiles):
            tiles.append((take, tile, codes))
    for footprint in (*sorted(city.upper), *sorted(city.ground)):
        after: City | None = None
        quarries = 0
        for anchor, rot in footprint_placements(footprint):
            cells = tile_cells(anchor, rot)
            for take, tile, codes in tiles:
                if after is None:
                    after = scratch(city)
                    _, quarries = after.place(tile, codes, anchor, rot, track=False)
                else:
                    _reskin(after, cells, codes, tile)
                yield Option(Move(take, axial(anchor), rot), after, stones - take + quarries)


def _reskin(city: City, cells: tuple[int, int, int], codes: tuple[int, int, int],
            tile: int) -> None:
    """Write another tile's hexes over the top of the three ``cells`` just built on."""
    columns, tops, owners = city.columns, city.tops, city.owners
    for cell, code in zip(cells, codes, strict=True):
        columns[cell] = (*columns[cell][:-1], (code, tile))
        tops[cell] = code
        owners[cell] = tile


def scratch(city: City) -> City:
    """A copy of ``city`` good for one untracked ``place`` and scoring: the legal
    footprint sets, which such a placement leaves alone, are shared, not copied."""
    clone = City.__new__(City)
    clone.columns = city.columns.copy()
    clone.heights = city.heights.copy()
    clone.tops = city.tops.copy()
    clone.owners = city.owners.copy()
    clone.ground = city.ground
    clone.upper = city.upper
    clone.lakes = city.lakes.copy()
    clone.bounds = city.bounds.copy()
    clone.placed = city.placed.copy()
    return clone
