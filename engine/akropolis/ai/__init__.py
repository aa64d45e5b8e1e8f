"""The Akropolis computer player, in three levels.

``choose_move(view, level, seed)`` answers a whole turn (site index, anchor,
rotation) from a ``PublicView``; it never sees the order of the face-down stacks.
``easy`` takes the turn's best points with some randomness, ``normal`` judges what
each turn leaves the city worth at the end and what it leaves on the site for the
next player, ``hard`` looks ahead over sampled stack orders. ``greedy_move`` and
``random_move`` are the benchmark's baselines.
"""

from .players import LEVELS, Level, Thought, choose_move, think
from .policies import greedy_move, random_move
from .search import SearchSettings

__all__ = [
    "LEVELS", "Level", "SearchSettings", "Thought", "choose_move", "greedy_move", "random_move",
    "think",
]
