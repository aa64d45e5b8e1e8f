"""The main board: nine stacks of tiles and the Architects standing on them."""

from __future__ import annotations

from .tiles import Tile

NO_ARCHITECT = -1
ARCHITECTS_PER_PLAYER = 4

LINES: tuple[tuple[int, int, int], ...] = (
    (0, 1, 2), (3, 4, 5), (6, 7, 8),
    (0, 3, 6), (1, 4, 7), (2, 5, 8),
    (0, 4, 8), (2, 4, 6),
)
"""Rows, columns and diagonals, as in tic-tac-toe."""

LINES_THROUGH: tuple[tuple[tuple[int, int, int], ...], ...] = tuple(
    tuple(line for line in LINES if stack in line) for stack in range(9)
)


class MainBoard:
    """Stacks (each kept top tile *last*, so taking a tile is a pop) and Architects.

    ``architects[i]`` is the player whose Architect stands on stack ``i``, or
    ``NO_ARCHITECT``; ``on_board[p]`` counts player ``p``'s Architects there.
    """

    __slots__ = ("architects", "on_board", "stacks")

    def __init__(self, stacks_top_first: tuple[tuple[Tile, ...], ...]) -> None:
        self.stacks: list[list[Tile]] = [list(reversed(s)) for s in stacks_top_first]
        self.architects: list[int] = [NO_ARCHITECT] * 9
        self.on_board: list[int] = [0, 0]

    def copy(self) -> MainBoard:
        """An independent copy."""
        clone = MainBoard.__new__(MainBoard)
        clone.stacks = [list(s) for s in self.stacks]
        clone.architects = list(self.architects)
        clone.on_board = list(self.on_board)
        return clone

    def top(self, stack: int) -> Tile | None:
        """The visible tile of a stack, ``None`` once it is empty."""
        tiles = self.stacks[stack]
        return tiles[-1] if tiles else None

    def available(self) -> list[int]:
        """Stacks a player may take from: at least one tile and no Architect."""
        arch = self.architects
        return [i for i, s in enumerate(self.stacks) if s and arch[i] == NO_ARCHITECT]

    def empty_stacks(self) -> int:
        """How many stacks have no tile left (the end of the game counts them)."""
        return sum(1 for s in self.stacks if not s)

    def has_line(self, player: int) -> bool:
        """Whether three of ``player``'s Architects stand in a line."""
        arch = self.architects
        for a, b, c in LINES:  # a loop, not any(): a search asks this of every turn
            if arch[a] == player and arch[b] == player and arch[c] == player:
                return True
        return False

    def would_complete_line(self, player: int, stack: int) -> bool:
        """Whether an Architect of ``player`` put on ``stack`` would finish a line."""
        arch = self.architects
        for line in LINES_THROUGH[stack]:
            if all(i == stack or arch[i] == player for i in line):
                return True
        return False

    def retrieve(self, player: int) -> int:
        """Take every Architect of ``player`` back; answer how many came back."""
        arch = self.architects
        for i in range(9):
            if arch[i] == player:
                arch[i] = NO_ARCHITECT
        count, self.on_board[player] = self.on_board[player], 0
        return count
