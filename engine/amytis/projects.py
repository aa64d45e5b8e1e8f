"""The 20 Project cards and how a city completes them.

A card's pattern is kept as printed; at import time every rotation (0, 90, 180 and
270 degrees, never a mirror image) is placed at every position where it fits on the
3x3 city, and each placement becomes four bit masks, one per colour. A city then
completes a card when, for some placement, each colour's mask is a subset of the
cells whose visible tile has that colour: a few integer operations per placement.
"""

from __future__ import annotations

from dataclasses import dataclass

from .tiles import COLOURS, Colour

_LETTERS = {"G": Colour.GREEN, "B": Colour.BLUE, "O": Colour.ORANGE, "P": Colour.PINK}

# card: (points, pattern rows as printed; "." is a blank cell)
_CARDS: dict[int, tuple[int, tuple[str, ...]]] = {
    1: (8, ("G..", ".B.", "..O")),
    2: (8, ("B..", ".O.", "..G")),
    3: (8, ("BBB",)),
    4: (8, ("PPP",)),
    5: (8, ("O.", "OO")),
    6: (8, ("G.", "GG")),
    7: (10, ("GP", "PP")),
    8: (10, ("OB", "OB")),
    9: (10, ("OPP", "P..")),
    10: (10, ("OGG", "O..")),
    11: (10, (".OO", "OB.")),
    12: (10, (".PP", "BB.")),
    13: (10, (".B.", "BGB")),
    14: (10, (".G.", "PGP")),
    15: (12, ("PBG", "O..", "O..")),
    16: (12, ("PPO", "GG.")),
    17: (12, ("BPB", ".G.", ".B.")),
    18: (12, ("B..", "BG.", ".GO")),
    19: (12, (".P.", "BGO", ".G.")),
    20: (12, ("P.P", "BGO")),
}

Masks = tuple[int, int, int, int]
"""One bit per city cell (bit i = cell i), for green, blue, orange, pink in order."""


@dataclass(frozen=True)
class ProjectCard:
    """A Project card: its number, its points, and its pattern as printed."""

    number: int
    points: int
    pattern: tuple[tuple[Colour | None, ...], ...]
    placements: tuple[Masks, ...]

    @property
    def rows(self) -> tuple[str, ...]:
        """The pattern as the rules reference writes it, e.g. ``("OB", "OB")``."""
        letter = {colour: key for key, colour in _LETTERS.items()}
        return tuple("".join(letter.get(c, ".") if c else "." for c in row)
                     for row in self.pattern)

    def completed_by(self, masks: Masks) -> bool:
        """Whether a city whose visible colours are ``masks`` shows this pattern."""
        g, b, o, p = masks
        for pg, pb, po, pp in self.placements:
            if pg & g == pg and pb & b == pb and po & o == po and pp & p == pp:
                return True
        return False


Pattern = tuple[tuple[Colour | None, ...], ...]


def _rotate(pattern: Pattern) -> Pattern:
    """The pattern turned 90 degrees clockwise."""
    height, width = len(pattern), len(pattern[0])
    return tuple(tuple(pattern[height - 1 - r][c] for r in range(height)) for c in range(width))


def _placements(pattern: Pattern) -> tuple[Masks, ...]:
    found: list[Masks] = []
    shape = pattern
    for _ in range(4):
        height, width = len(shape), len(shape[0])
        for top in range(3 - height + 1):
            for left in range(3 - width + 1):
                masks = [0, 0, 0, 0]
                for r, row in enumerate(shape):
                    for c, colour in enumerate(row):
                        if colour is not None:
                            masks[COLOURS.index(colour)] |= 1 << ((top + r) * 3 + left + c)
                placement = (masks[0], masks[1], masks[2], masks[3])
                if placement not in found:
                    found.append(placement)
        shape = _rotate(shape)
    return tuple(found)


def _card(number: int, points: int, rows: tuple[str, ...]) -> ProjectCard:
    pattern = tuple(tuple(_LETTERS.get(ch) for ch in row) for row in rows)
    return ProjectCard(number, points, pattern, _placements(pattern))


PROJECTS: dict[int, ProjectCard] = {n: _card(n, pts, rows) for n, (pts, rows) in _CARDS.items()}
"""Every Project card by its number, 1 to 20."""

CARD_NUMBERS: tuple[int, ...] = tuple(PROJECTS)
