"""Which spots the placement preview labels: the legal ones, best first.

A city late in the game has a hundred or more cells that can take a tile; labelling
each would bury the few that matter under codes too small to read. The preview
labels the spots whose best rotation gains the most (upper levels before the table
on equal gains, then the engine's order: nearest the centre first); every other
spot keeps its code for the menus and the "type a code" box.
"""

from __future__ import annotations

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


def ranked_spots(game: Game, take: int | None = None) -> list[RankedSpot]:
    """Every spot of site tile ``take`` (default: the chosen one) for the player to
    move, best first (see the module docstring)."""
    anchors = game.anchors()
    codes = anchor_codes(anchors)
    found = []
    for order, anchor in enumerate(anchors):
        changes = {rot: game.preview(Placement(anchor.cell, rot), take).total_change
                   for rot in game.rotations(anchor.cell)}
        rot = max(changes, key=lambda r: (changes[r], -r))
        found.append((-changes[rot], -anchor.level, order,
                      RankedSpot(anchor.cell, codes[anchor.cell], anchor.level,
                                 Placement(anchor.cell, rot), changes[rot])))
    return [spot for *_, spot in sorted(found, key=lambda item: item[:3])]
