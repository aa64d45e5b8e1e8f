"""Hand-built positions for the engine tests.

``setup_with`` deals a game whose chosen stacks have chosen tiles on top (the rest
filled from the box in a fixed order, never more than two copies of a tile), so a
test can play real turns through the public API towards the position it needs.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from engine.amytis import ALL_TILES, Building, City, Game, Placement, Setup, Tile, all_sides
from engine.amytis.effects import EFFECTS


def setup_with(
    stacks: Mapping[int, Sequence[str]] | None = None,
    *,
    height: int = 5,
    sides: Mapping[str, str] | None = None,
    display: Sequence[int | None] = (11, 12, 13),
    deck: Sequence[int] = (14, 15, 16, 17, 18, 19, 20),
    hands: tuple[Sequence[int], Sequence[int]] = ((1, 2), (3, 4, 5)),
) -> Setup:
    """A setup whose stack ``i`` starts (top first) with ``stacks[i]`` and is then
    filled up to ``height`` tiles; a stack given as ``[]`` stays empty.
    Fillers avoid palaces until only palaces are left: with 45 of the 48
    tiles dealt, the last stack (8) then holds the palaces."""
    stacks = dict(stacks or {})
    used = Counter(Tile.parse(t) for tiles in stacks.values() for t in tiles)
    # Fillers are taken from the end: palaces last, so that they surface only when asked.
    pool = sorted((Counter(ALL_TILES) - used).elements(),
                  key=lambda t: (t.building is not Building.PALACE, t.id))
    built = []
    for i in range(9):
        given = [Tile.parse(t) for t in stacks.get(i, ())]
        if i in stacks and not stacks[i]:
            built.append(())
            continue
        while len(given) < height:
            given.append(pool.pop())
        built.append(tuple(given))
    parsed_sides = all_sides("A")
    for name, side in (sides or {}).items():
        parsed_sides[next(b for b in parsed_sides if b.value == name)] = side
    return Setup(parsed_sides, tuple(built), tuple(display), tuple(deck),
                 (tuple(hands[0]), tuple(hands[1])))


def game_with(stacks: Mapping[int, Sequence[str]] | None = None, **kwargs: object) -> Game:
    """A game started from ``setup_with``."""
    return Game(setup_with(stacks, **kwargs))  # type: ignore[arg-type]


def points(
    side: str,
    city: Mapping[int, Sequence[str]],
    cell: int,
    tile: str,
    **table: object,
) -> int:
    """Points of placing ``tile`` on ``cell`` of ``city`` ({cell: tiles bottom first}),
    read from the real effect table for the tile's building on ``side``."""
    built = City.build(city)
    placed = Tile.parse(tile)
    built.place(cell, placed)
    effect = EFFECTS[(placed.building, side)]
    return effect(Placement(built.tops(), built.heights(), cell, placed, **table))  # type: ignore[arg-type]
