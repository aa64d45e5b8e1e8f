"""How a game starts: seats, board side, characters, and every shuffled order.

A ``Setup`` holds exactly the setup fields of the record (``westkingdom-record/1``,
section 1): everything random about a game is fixed here, up front, so that a game
is its setup plus its decisions. ``Setup.new`` shuffles with a private
``random.Random(seed)``, so a seed always deals the same game.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from .board import DISPLAY_SLOTS
from .catalogue import APPRENTICES, BUILDINGS, CHARACTERS, MARKET_CARDS, REWARDS
from .moves import shown
from .rulings import ENGINE, Rulings

MIN_SEATS, MAX_SEATS = 2, 5
SIDES = ("A", "B")
PACKET = 4
"""Building cards each seat is dealt for the draft."""


@dataclass(frozen=True)
class Setup:
    """The fixed start of a game (record section 1); every field is checked.

    Lists are top first. ``display`` holds slots 1..8 (slot ``2c-1`` is column ``c``
    of the top row, slot ``2c`` of the bottom row). ``reshuffles`` are the Black
    Market reshuffles the record lists (R18); later ones, if the game goes on, are
    drawn by ``reshuffle`` from the setup itself. ``bga`` switches rulings to BGA's
    behaviour for a comparison with BGA; it is not a record field (``rulings``).
    """

    seats: int
    side: str
    first: int
    characters: tuple[str, ...] | None
    display: tuple[str, ...]
    apprentice_deck: tuple[str, ...]
    packets: tuple[tuple[str, ...], ...]
    building_deck: tuple[str, ...]
    black_market: tuple[str, ...]
    rewards: tuple[str, ...]
    reshuffles: tuple[tuple[str, ...], ...] = ()
    bga: Rulings = ENGINE

    def __post_init__(self) -> None:
        if not isinstance(self.bga, Rulings):
            raise ValueError(f"'bga' must be a Rulings, not {shown(self.bga)}")
        seats = self.seats
        if type(seats) is not int or not MIN_SEATS <= seats <= MAX_SEATS:
            raise ValueError(f"a game has {MIN_SEATS} to {MAX_SEATS} seats, not {shown(seats)}")
        if self.side not in SIDES:
            raise ValueError(f"the board side is 'A' or 'B', not {shown(self.side)}")
        if type(self.first) is not int or not 0 <= self.first < seats:
            raise ValueError(f"'first' must be a seat from 0 to {seats - 1}, not "
                             f"{shown(self.first)}")
        self._check_characters()
        if len(self.display) != DISPLAY_SLOTS:
            raise ValueError(f"the display has {DISPLAY_SLOTS} apprentices, not "
                             f"{len(self.display)}")
        _check_set("apprentice", self.display + self.apprentice_deck, APPRENTICES)
        if len(self.packets) != seats or any(len(p) != PACKET for p in self.packets):
            raise ValueError(f"each of the {seats} seats is dealt a packet of {PACKET} "
                             f"Building cards")
        _check_set("Building", sum(self.packets, ()) + self.building_deck, BUILDINGS)
        market = self.bga.market_cards()
        _check_set("Black Market", self.black_market, market)
        for order in self.reshuffles:
            _check_set("Black Market", order, market)
        if len(self.rewards) != 2 * seats + 1:
            raise ValueError(f"{seats} seats play with {2 * seats + 1} reward cards, not "
                             f"{len(self.rewards)}")
        _check_set("reward", self.rewards, REWARDS, complete=False)

    def _check_characters(self) -> None:
        if self.side == "A":
            if self.characters is not None:
                raise ValueError("side A boards have no characters")
            return
        if self.characters is None or len(self.characters) != self.seats:
            raise ValueError(f"side B deals one character to each of the {self.seats} seats")
        _check_set("character", self.characters, CHARACTERS, complete=False)
        first = first_by_virtue(self.characters)
        if self.first != first:
            raise ValueError(f"on side B the first player is the highest virtue, seat "
                             f"{first}, not seat {self.first} (R11)")

    @classmethod
    def new(cls, seed: int, seats: int = 2, side: str = "A", bga: Rulings = ENGINE) -> Setup:
        """Deal a game from ``seed``: on side A a random first player, on side B a
        random character for each seat (the first player follows from them). With
        ``bga`` switches on, a seed deals the same cards, BGA's Black Market aside."""
        if type(seats) is not int or not MIN_SEATS <= seats <= MAX_SEATS:
            raise ValueError(f"a game has {MIN_SEATS} to {MAX_SEATS} seats, not {shown(seats)}")
        rng = random.Random(seed)
        characters = None
        if side == "B":
            characters = tuple(rng.sample(sorted(CHARACTERS), seats))
            first = first_by_virtue(characters)
        else:
            first = rng.randrange(seats)
        apprentices = _shuffled(APPRENTICES, rng)
        buildings = _shuffled(BUILDINGS, rng)
        dealt = PACKET * seats
        return cls(
            seats=seats, side=side, first=first, characters=characters,
            display=tuple(apprentices[:DISPLAY_SLOTS]),
            apprentice_deck=tuple(apprentices[DISPLAY_SLOTS:]),
            packets=tuple(tuple(buildings[i:i + PACKET]) for i in range(0, dealt, PACKET)),
            building_deck=tuple(buildings[dealt:]),
            black_market=_market_pile(bga, rng),
            rewards=tuple(_shuffled(REWARDS, rng)[:2 * seats + 1]),
            bga=bga,
        )

    def reshuffle(self, index: int) -> tuple[str, ...]:
        """The new left Black Market pile of reshuffle ``index`` (0 first): the
        record's, or for one the record does not hold, an order drawn from the hidden
        parts of the setup, so that every copy of the game draws the same."""
        if index < len(self.reshuffles):
            return self.reshuffles[index]
        rng = random.Random("|".join((*self.building_deck, *self.apprentice_deck, str(index))))
        return _market_pile(self.bga, rng)


def first_by_virtue(characters: Sequence[str]) -> int:
    """Side B's first player: the highest starting virtue, ties to the lowest seat (R11)."""
    return max(range(len(characters)), key=lambda s: (CHARACTERS[characters[s]].virtue, -s))


def _market_pile(bga: Rulings, rng: random.Random) -> tuple[str, ...]:
    """A shuffled left Black Market pile: all 10 cards shuffled, then BGA's alone kept
    if R2 is switched, so that the switch changes no other card of the deal."""
    market = bga.market_cards()
    return tuple(card for card in _shuffled(MARKET_CARDS, rng) if card in market)


def _shuffled(catalogue: dict[str, object], rng: random.Random) -> list[str]:
    ids = sorted(catalogue)
    rng.shuffle(ids)
    return ids


def _check_set(kind: str, ids: tuple[str, ...], catalogue: dict[str, object],
               complete: bool = True) -> None:
    """Each id known and used once; with ``complete``, every id of the catalogue."""
    for card in ids:
        if not isinstance(card, str) or card not in catalogue:
            raise ValueError(f"unknown {kind} card {shown(card)}")
    twice = sorted(c for c, n in Counter(ids).items() if n > 1)
    if twice:
        raise ValueError(f"{kind} card {twice[0]} appears twice")
    missing = sorted(set(catalogue) - set(ids))
    if complete and missing:
        raise ValueError(f"{kind} card {missing[0]} is missing")
