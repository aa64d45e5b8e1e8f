"""Opponents for measuring the West Kingdom computer player from outside it.

Nothing here imports ``engine.westkingdom.ai`` or calls ``sample_game``: these players
are written the way someone outside the project would write them, from the engine's
public API alone (a game's decision and legal answers, ``push``, ``copy``, its scores,
``public_view`` and ``spectator_game``), so that a benchmark against them says how
strong the project's player is, not how well it plays against its own ideas
(``tests/bench/test_bench_westkingdom_outside.py`` checks the imports).

- ``outside_move``: flat Monte-Carlo. For a decision it deals the cards its seat
  cannot see at random (``deal_unseen``, its own sampler), plays every legal answer out
  ten turns a seat (or to the end of the game) with a cheap builder's policy
  (``builder_option``), judges where that leaves each seat with its own simple
  evaluation, and takes the answer with the best mean margin, within a CPU budget per
  decision.
- ``farmer_option``: the Mines farmer of issue 44, who piles every worker at the
  Mines for gold and takes one back only when none is left in its supply.
"""

from .farmer import farmer_option
from .player import outside_move
from .policy import builder_option
from .sampler import deal_unseen

__all__ = ["builder_option", "deal_unseen", "farmer_option", "outside_move"]
