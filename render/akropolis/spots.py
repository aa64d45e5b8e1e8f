"""Which spots the placement preview labels: the legal ones, best first.

A city late in the game has a hundred or more cells that can take a tile; labelling
each would bury the few that matter under codes too small to read. The preview
labels the spots whose best rotation gains the most (upper levels before the table
on equal gains, then the engine's order: nearest the centre first); every other
spot keeps its code for the menus and the "type a code" box.

The turn's controls (``cogs.akropolis.controls``) offer the same ranking, so the
spots the preview labels are the menus' first; it is computed once per position
(previewing every placement costs about 9 ms late in a game, and a step asks for it
from its buttons, its menus, a typed code and its image).
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass

from engine.akropolis import Game, Placement

from .codes import Cell, anchor_codes

LABELLED = 10
"""How many spots the preview labels: what a phone shows readably at once."""


@dataclass(frozen=True, slots=True)
class RankedSpot:
    """A spot with its code, the level it reaches, and its best rotation's gain."""

    cell: Cell
    code: str
    level: int
    best: Placement
    change: int


@dataclass(frozen=True, slots=True)
class Choice:
    """A placement offered in one tap: its spot, the tile's turn and the change of score."""

    spot: RankedSpot
    rot: int
    change: int


@dataclass(frozen=True, slots=True)
class Ranking:
    """The placements of a tile, best score change first: every spot (each at its best
    rotation) and every placement (a spot and a rotation)."""

    spots: tuple[RankedSpot, ...]
    choices: tuple[Choice, ...]


def ranked_spots(game: Game, take: int | None = None) -> tuple[RankedSpot, ...]:
    """Every spot of site tile ``take`` (default: the chosen one) for the player to
    move, best first (see the module docstring)."""
    return rank(game, take).spots


def rank(game: Game, take: int | None = None) -> Ranking:
    """Every placement of site tile ``take`` (default: the chosen one) previewed once
    and ranked: the best score change first, then the upper levels, then the engine's
    order of spots (nearest the centre first). Ties are common early, when most
    placements score nothing yet. Kept for the last ``KEPT`` positions asked: a game
    is its setup and its moves, so those and the tile name the position."""
    chosen = game.selection if take is None else take
    position = (game.setup, tuple(game.moves), chosen)
    found = _kept.get(position)
    if found is None:
        found = _kept[position] = _ranking(game, chosen)
        if len(_kept) > KEPT:
            _kept.popitem(last=False)
    else:
        _kept.move_to_end(position)
    return found


KEPT = 64
"""Positions whose ranking is kept: the turns being played at once in one process."""

_kept: OrderedDict[tuple, Ranking] = OrderedDict()


def _ranking(game: Game, take: int | None) -> Ranking:
    anchors = game.anchors()
    codes = anchor_codes(anchors)
    position = {anchor.cell: index for index, anchor in enumerate(anchors)}
    found: list[RankedSpot] = []
    choices: list[Choice] = []
    for anchor in anchors:
        changes = {rot: game.preview(Placement(anchor.cell, rot), take).total_change
                   for rot in game.rotations(anchor.cell)}
        rot = max(changes, key=lambda r: (changes[r], -r))
        spot = RankedSpot(anchor.cell, codes[anchor.cell], anchor.level,
                          Placement(anchor.cell, rot), changes[rot])
        found.append(spot)
        choices += [Choice(spot, other, change) for other, change in changes.items()]

    def order(spot: RankedSpot) -> tuple[int, int]:
        return -spot.level, position[spot.cell]

    found.sort(key=lambda s: (-s.change, *order(s)))
    choices.sort(key=lambda c: (-c.change, *order(c.spot), c.rot))
    return Ranking(tuple(found), tuple(choices))
