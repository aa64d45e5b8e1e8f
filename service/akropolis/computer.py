"""The computer's move in Akropolis, from the public view only: the seat sees the
site and every city, never the order of the face-down stacks, and
`engine.akropolis.ai` decides from that view and the game's own seed."""

from __future__ import annotations

from engine.akropolis import Game, Move
from engine.akropolis.ai import LEVELS as AI_LEVELS
from engine.akropolis.ai import choose_move

LEVELS: tuple[str, ...] = tuple(AI_LEVELS)
"""The levels offered at the table, weakest first (level numbers count from 1)."""


def computer_move(game: Game, level: int, seed: int) -> Move:
    """The whole turn (tile and placement) for the player to move in `game`."""
    name = LEVELS[level - 1] if 1 <= level <= len(LEVELS) else LEVELS[-1]
    return choose_move(game.public_view(game.current_player), name, seed)
