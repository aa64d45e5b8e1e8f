"""Building tiles: 6 building types in 4 colours, two copies of each.

Tiles are interned: there is exactly one ``Tile`` object per (colour, building),
so the engine compares them by identity and copies of a game share them.
"""

from __future__ import annotations

from enum import StrEnum


class Colour(StrEnum):
    """A tile colour; each has its own shape (green circle, blue star, orange triangle,
    pink square) so that colour-blind players can read it: the images and buttons
    draw both."""

    GREEN = "green"
    BLUE = "blue"
    ORANGE = "orange"
    PINK = "pink"


class Building(StrEnum):
    """A building type; each has a card with side A and side B."""

    GARDEN = "garden"
    MARKET = "market"
    WALL = "wall"
    PALACE = "palace"
    RESIDENCE = "residence"
    THEATER = "theater"


COLOURS: tuple[Colour, ...] = tuple(Colour)
COLOUR_INDEX: dict[Colour, int] = {colour: i for i, colour in enumerate(COLOURS)}
"""Each colour's place in ``COLOURS``: its bit mask's index in a city's colour masks."""
BUILDINGS: tuple[Building, ...] = tuple(Building)
COPIES_PER_TILE = 2


class Tile:
    """One kind of building tile, e.g. the pink wall (``pink-wall``)."""

    __slots__ = ("building", "colour", "id")

    colour: Colour
    building: Building
    id: str

    def __new__(cls, colour: Colour, building: Building) -> Tile:
        return _TILES[(Colour(colour), Building(building))]

    @classmethod
    def _make(cls, colour: Colour, building: Building) -> Tile:
        tile = object.__new__(cls)
        object.__setattr__(tile, "colour", colour)
        object.__setattr__(tile, "building", building)
        object.__setattr__(tile, "id", f"{colour.value}-{building.value}")
        return tile

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("tiles are immutable")

    def __reduce__(self) -> tuple:
        return (Tile, (self.colour, self.building))

    def __copy__(self) -> Tile:
        return self

    def __deepcopy__(self, memo: dict) -> Tile:
        return self

    def __repr__(self) -> str:
        return f"Tile({self.id!r})"

    @staticmethod
    def parse(tile_id: str) -> Tile:
        """The tile named ``<colour>-<type>``; ``ValueError`` for anything else."""
        tile = _BY_ID.get(tile_id) if isinstance(tile_id, str) else None
        if tile is None:
            raise ValueError(f"unknown tile {tile_id!r}")
        return tile


_TILES = {(c, b): Tile._make(c, b) for c in COLOURS for b in BUILDINGS}
_BY_ID = {tile.id: tile for tile in _TILES.values()}

TILE_KINDS: tuple[Tile, ...] = tuple(_TILES.values())
"""The 24 kinds of tile, colour-major."""

ALL_TILES: tuple[Tile, ...] = tuple(t for t in TILE_KINDS for _ in range(COPIES_PER_TILE))
"""The 48 tiles of the box, in a fixed order that setup shuffles."""
