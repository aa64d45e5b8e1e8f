"""The West Kingdom computer player, in three levels.

``choose_move(view, level, seed)`` answers the prompt pending for the view's seat (a
placement, any follow-up, the draft) from that seat's ``PublicView`` only; where it
needs the cards it cannot see it deals them with ``sample_game``. ``easy`` plays
sensible turns judged by its own score, with some randomness; ``normal`` judges each
answer by the whole turn it leads to, weighing virtue, debts, the Cathedral, the hand
and the end; ``hard`` searches a tree of its own turns, this one and the next, over
hidden cards dealt afresh for every line, within an iteration budget, and closes out a
game it has won. ``random_option`` is the benchmark's baseline; ``POLICIES`` are
players no seat picks (the review's ``finisher``), answered by ``choose_move`` too.
"""

from .players import LEVELS, POLICIES, Level, Thought, choose_move, think
from .policies import random_option
from .search import SearchSettings

__all__ = [
    "LEVELS", "POLICIES", "Level", "SearchSettings", "Thought", "choose_move", "random_option",
    "think",
]
