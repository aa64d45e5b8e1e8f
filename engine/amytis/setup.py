"""How a game starts: building sides, the nine stacks, the Project cards.

A ``Setup`` is everything random about a game, fixed up front; a game is then its
setup plus its moves. ``Setup.from_seed`` draws it from a private
``random.Random(seed)``, never the global generator, so a seed always gives the
same game.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass

from .projects import CARD_NUMBERS
from .tiles import ALL_TILES, BUILDINGS, COPIES_PER_TILE, Building, Tile

SIDES = ("A", "B")
STACKS = 9
TILES_PER_STACK = 5
DISPLAY_SIZE = 3
HAND_SIZES = (2, 3)
"""Ruling: the first player starts with 2 Project cards, the second with 3."""

Sides = dict[Building, str]


def all_sides(side: str) -> Sides:
    """Every building card on the same side ("all A" is the recommended first game)."""
    return {b: side for b in BUILDINGS}


def random_sides(rng: random.Random) -> Sides:
    """A side drawn for each building type."""
    return {b: rng.choice(SIDES) for b in BUILDINGS}


def parse_sides(sides: Mapping[str, str] | None) -> Sides:
    """Sides from ``{"garden": "A", ...}``; missing types default to A."""
    parsed = all_sides("A")
    for name, side in (sides or {}).items():
        try:
            building = Building(name)
        except ValueError:
            raise ValueError(f"unknown building type {name!r}") from None
        if side not in SIDES:
            raise ValueError(f"side of {name} must be 'A' or 'B', not {side!r}")
        parsed[building] = side
    return parsed


@dataclass(frozen=True)
class Setup:
    """The fixed start of a game.

    ``stacks`` list each main-board stack top tile first; ``deck`` is top card
    first; ``hands[0]`` belongs to the first player. ``display`` holds card
    numbers, or ``None`` for an empty position.
    """

    sides: Mapping[Building, str]
    stacks: tuple[tuple[Tile, ...], ...]
    display: tuple[int | None, ...]
    deck: tuple[int, ...]
    hands: tuple[tuple[int, ...], tuple[int, ...]]

    def __post_init__(self) -> None:
        if set(self.sides) != set(BUILDINGS) or any(v not in SIDES for v in self.sides.values()):
            raise ValueError("every building type needs side 'A' or 'B'")
        if len(self.stacks) != STACKS:
            raise ValueError(f"the main board has {STACKS} stacks, not {len(self.stacks)}")
        overused = [t.id for t, n in Counter(t for s in self.stacks for t in s).items()
                    if n > COPIES_PER_TILE]
        if overused:
            raise ValueError(f"more than {COPIES_PER_TILE} copies of {', '.join(sorted(overused))}")
        if len(self.display) != DISPLAY_SIZE:
            raise ValueError(f"the display has {DISPLAY_SIZE} positions")
        cards = [c for c in self.display if c is not None] + list(self.deck)
        cards += [c for hand in self.hands for c in hand]
        unknown = sorted({c for c in cards if c not in CARD_NUMBERS})
        if unknown:
            raise ValueError(f"no Project card {unknown[0]}")
        twice = sorted(c for c, n in Counter(cards).items() if n > 1)
        if twice:
            raise ValueError(f"Project card {twice[0]} appears twice")
        if len(self.hands) != 2:
            raise ValueError("there are 2 hands, one per player")

    @classmethod
    def from_seed(cls, seed: int, sides: Mapping[Building, str] | None = None) -> Setup:
        """Deal a game: shuffle the tiles into 9 stacks of 5 (3 leave unseen), shuffle
        the Project cards, reveal 3, deal 2 to the first player and 3 to the second."""
        rng = random.Random(seed)
        tiles = list(ALL_TILES)
        rng.shuffle(tiles)
        stacks = tuple(tuple(tiles[i * TILES_PER_STACK:(i + 1) * TILES_PER_STACK])
                       for i in range(STACKS))
        cards = list(CARD_NUMBERS)
        rng.shuffle(cards)
        display = tuple(cards[:DISPLAY_SIZE])
        first = DISPLAY_SIZE + HAND_SIZES[0]
        second = first + HAND_SIZES[1]
        hands = (tuple(cards[DISPLAY_SIZE:first]), tuple(cards[first:second]))
        return cls(dict(sides) if sides else all_sides("A"), stacks, display,
                   tuple(cards[second:]), hands)
