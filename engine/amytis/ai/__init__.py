"""The computer opponent for The Architects of Amytis, in three levels.

``choose_move(view, level, seed)`` answers a whole turn from a ``PublicView`` and
``choose_favor`` a pending King's Favor; neither ever sees a hidden tile. ``easy``
takes the turn's best points with some randomness, ``normal`` weighs Projects,
Architect lines and Favors and looks a few turns ahead over sampled hidden tiles,
``hard`` searches a tree of both players' turns over sampled hidden tiles.
"""

from .ismcts import TreeSettings
from .players import LEVELS, Level, choose_favor, choose_move
from .policies import greedy_move, random_move
from .search import SearchSettings

__all__ = [
    "LEVELS", "Level", "SearchSettings", "TreeSettings", "choose_favor", "choose_move",
    "greedy_move", "random_move",
]
