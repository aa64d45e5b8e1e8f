"""Every whole turn the player to move can play, with the city each one leaves.

A turn is a site tile and a placement; every tile fits every legal footprint (they
share one shape), so the options are the affordable tiles times the legal
placements, a few hundred to two thousand. Each option is tried on a scratch copy
of the mover's city, which the players then judge. Two site tiles with the same
hexes give the same cities, so only the cheaper one is tried.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

from ..city import City
from ..game import Game
from ..hexes import axial, footprint_placements
from ..moves import Move
from ..tiles import TILE_CODES


class Option(NamedTuple):
    """One turn and what it leaves the mover: the city and the stones after it."""

    move: Move
    city: City
    stones: int


def legal_spots(city: City) -> list[tuple[int, int]]:
    """Every legal ``(anchor cell, rot)`` of ``city``, upper levels first, in a fixed
    order so that ties break the same way every time."""
    footprints = (*sorted(city.upper), *sorted(city.ground))
    return [spot for footprint in footprints for spot in footprint_placements(footprint)]


def options(game: Game, takes: tuple[int, ...] | None = None) -> Iterator[Option]:
    """Each affordable turn (or only those taking a tile of ``takes``), cheapest tile
    first, with the mover's city and stones after it."""
    seat = game.current_player
    city = game.cities[seat]
    assert isinstance(city, City), "the solo Architect never chooses a turn"
    stones = game.stones[seat]
    spots = legal_spots(city)
    tried: set[tuple[int, int, int]] = set()
    for take in game.legal_takes() if takes is None else takes:
        tile = game.site[take]
        codes = TILE_CODES[tile]
        if codes in tried:
            continue
        tried.add(codes)
        for anchor, rot in spots:
            after = scratch(city)
            _, quarries = after.place(tile, codes, anchor, rot, track=False)
            yield Option(Move(take, axial(anchor), rot), after, stones - take + quarries)


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
