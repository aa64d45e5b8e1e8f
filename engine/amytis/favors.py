"""The King's Favor board: seven single spaces above, a shared row of six below.

Each space is an end-game scoring rule for its owner, kept here as a table of small
functions of the owner's city (and completed Projects).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from .city import CORNERS

PAWNS_PER_PLAYER = 7
"""Score marker, lap marker and five Favor pawns."""
FAVOR_PAWNS = 5
BOTTOM_ROW = "bottom-row"
BOTTOM_ROW_SPACES = 6
BOTTOM_ROW_LIMIT = 4
"""A player may hold at most four of the six shared spaces."""
_BOTTOM_ROW_POINTS = (0, 4, 10, 18, 30)

_ROWS = ((0, 1, 2), (3, 4, 5), (6, 7, 8))
_COLUMNS = ((0, 3, 6), (1, 4, 7), (2, 5, 8))
_STAIRS = ((1, 2, 3), (3, 2, 1))
_STAIRCASE_LINES = _ROWS + _COLUMNS


def _per_height(height: int, points: int) -> Callable[[Sequence[int], int], int]:
    def score(heights: Sequence[int], completed: int) -> int:
        return points * heights.count(height)

    score.__doc__ = f"{points} points per stack of exactly {height} tiles."
    return score


def staircase(heights: Sequence[int], completed: int) -> int:
    """6 points per row and per column whose heights read 1,2,3 or 3,2,1."""
    return 6 * sum(1 for a, b, c in _STAIRCASE_LINES
                   if (heights[a], heights[b], heights[c]) in _STAIRS)


def corners(heights: Sequence[int], completed: int) -> int:
    """5 points per corner stack of 3 or more tiles."""
    return 5 * sum(1 for c in CORNERS if heights[c] >= 3)


def projects(heights: Sequence[int], completed: int) -> int:
    """2 points per Project card the owner completed."""
    return 2 * completed


UPPER_FAVORS: dict[str, Callable[[Sequence[int], int], int]] = {
    "stacks-1": _per_height(1, 3),
    "stacks-2": _per_height(2, 2),
    "stacks-3": _per_height(3, 4),
    "stacks-4": _per_height(4, 6),
    "staircase": staircase,
    "corners": corners,
    "projects": projects,
}
"""The seven upper spaces, one pawn each, by their record id."""

FAVOR_SPACES: tuple[str, ...] = (*UPPER_FAVORS, BOTTOM_ROW)


def upper_favor_points(owners: Mapping[str, int], player: int, heights: Sequence[int],
                       completed: int) -> int:
    """What the upper spaces ``player`` owns (``owners``: space to owner) score with
    this city. A plain loop: a search asks it of every position it judges."""
    points = 0
    for space, owner in owners.items():
        if owner == player:
            points += UPPER_FAVORS[space](heights, completed)
    return points


def bottom_row_points(pawns: int) -> int:
    """4, 10, 18, 30 points for 1, 2, 3, 4 pawns in the bottom row."""
    return _BOTTOM_ROW_POINTS[pawns]


def favor_value(space: str, heights: Sequence[int], completed: int, bottom_pawns: int) -> int:
    """What one more pawn on ``space`` would be worth at the end if the game ended now.

    For the bottom row this is the gain from the next pawn, so a user interface can
    show each option's worth the same way.
    """
    if space == BOTTOM_ROW:
        return bottom_row_points(bottom_pawns + 1) - bottom_row_points(bottom_pawns)
    return UPPER_FAVORS[space](heights, completed)
