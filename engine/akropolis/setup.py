"""How a game starts: seats, the long game, variants, the solo level, the dealt tiles.

A ``Setup`` is everything chosen or random about a game, fixed up front; a game is
its setup plus its moves. ``Setup.new`` shuffles with a private
``random.Random(seed)``, so a seed always deals the same game.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from .hexes import District
from .tiles import BACKS, TILES, tiles_with_backs

ARCHITECT_LEVELS: tuple[str, ...] = ("hippodamos", "metagenes", "callicrates")
"""The solo Architect's levels, easiest first."""
MAX_SEATS = 4


def parse_variants(names: Iterable[str | District]) -> tuple[District, ...]:
    """Variants from their names (``"house"``... or ``District`` values), order kept;
    ``ValueError`` for an unknown or repeated name."""
    if isinstance(names, str):
        raise ValueError("variants are a list of district names")
    variants: list[District] = []
    for name in names:
        if not isinstance(name, str) or name not in District.__members__.values():
            raise ValueError(f"unknown variant {name!r} (known: "
                             f"{', '.join(d.value for d in District)})")
        district = District(name)
        if district in variants:
            raise ValueError(f"variant {district.value!r} is given twice")
        variants.append(district)
    return tuple(variants)


def mode_backs(seats: int, long: bool) -> tuple[str, ...]:
    """The tile backs a mode uses (section 4): all of them for 4 seats or the long game."""
    if seats == MAX_SEATS or long:
        return BACKS
    return BACKS[:2] if seats == 3 else BACKS[:1]


@dataclass(frozen=True)
class Setup:
    """The fixed start of a game.

    ``tiles`` is the dealt order (the record's ``tiles``): the opening site, then each
    stack in the order it is laid out. Seat 0 is the first player. ``architect`` is
    the solo Architect's level, and is given exactly when ``seats`` is 1.
    """

    seats: int
    tiles: tuple[int, ...]
    long: bool = False
    variants: tuple[District, ...] = ()
    architect: str | None = None

    def __post_init__(self) -> None:
        if type(self.seats) is not int or not 1 <= self.seats <= MAX_SEATS:
            raise ValueError(f"a game has 1 to {MAX_SEATS} seats, not {self.seats!r}")
        if type(self.long) is not bool:
            raise ValueError(f"'long' is true or false, not {self.long!r}")
        if self.long and self.seats == MAX_SEATS:
            raise ValueError("the long game is for 1 to 3 seats (4 seats always use all tiles)")
        parse_variants(self.variants)
        if self.seats == 1:
            if self.architect not in ARCHITECT_LEVELS:
                raise ValueError(f"a solo game needs the Architect's level "
                                 f"({', '.join(ARCHITECT_LEVELS)}), not {self.architect!r}")
        elif self.architect is not None:
            raise ValueError("only a solo game has an Architect")
        self._check_tiles()

    def _check_tiles(self) -> None:
        for tile in self.tiles:
            if type(tile) is not int or tile not in TILES:
                raise ValueError(f"unknown tile {tile!r}")
        twice = sorted(t for t, n in Counter(self.tiles).items() if n > 1)
        if twice:
            raise ValueError(f"tile {twice[0]} is dealt twice")
        expected = set(tiles_with_backs(mode_backs(self.seats, self.long)))
        extra = sorted(set(self.tiles) - expected)
        if extra:
            raise ValueError(f"tile {extra[0]} (back {TILES[extra[0]].back}) is not used "
                             f"in this mode")
        missing = sorted(expected - set(self.tiles))
        if missing:
            raise ValueError(f"tile {missing[0]} is missing: this mode deals "
                             f"{len(expected)} tiles")

    @classmethod
    def new(cls, seed: int, seats: int = 2, long: bool = False,
            variants: Iterable[str | District] = (), architect: str | None = None) -> Setup:
        """Deal a game of this mode from ``seed``."""
        tiles = list(tiles_with_backs(mode_backs(seats, long)))
        random.Random(seed).shuffle(tiles)
        return cls(seats, tuple(tiles), long, parse_variants(variants), architect)

    @property
    def sides(self) -> int:
        """Seats around the table, the solo Architect included: solo counts as 2."""
        return max(self.seats, 2)

    @property
    def site_size(self) -> int:
        """Tiles on the site at the start of a round: ``N + 2``."""
        return self.sides + 2

    @property
    def stack_size(self) -> int:
        """Tiles in a stack: ``N + 1``."""
        return self.sides + 1

    @property
    def stacks(self) -> int:
        """How many stacks are dealt face down."""
        return (len(self.tiles) - self.site_size) // self.stack_size

    @property
    def rounds(self) -> int:
        """Rounds in the game: the opening site, then one per stack."""
        return self.stacks + 1

    @property
    def turns_per_seat(self) -> int:
        """Turns each seat plays: every tile but the last one left on the site."""
        return (len(self.tiles) - 1) // self.sides
