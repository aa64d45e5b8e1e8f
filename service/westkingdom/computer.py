"""The computer's turn in West Kingdom, from its seat's public view only.

``engine.westkingdom.ai`` answers one prompt from the view of the seat that owes it.
A turn is several prompts, and a card drawn on the way (the Black Market, the Library)
is known to that seat only after it is drawn; so the answers are chosen one at a time
on a copy of the game, each from the view of that moment, as the seat would see the
table.
"""

from __future__ import annotations

from engine.westkingdom import open_decisions
from engine.westkingdom.ai import LEVELS as AI_LEVELS
from engine.westkingdom.ai import choose_move
from engine.westkingdom.moves import Option
from service.computer_seed import turn_seed

from .table_game import TableGame

LEVELS: tuple[str, ...] = tuple(AI_LEVELS)
"""The levels offered at the table, weakest first (level numbers count from 1)."""


def computer_move(game: TableGame, level: int, seed: int) -> Option | tuple[Option, ...]:
    """The answers of the seat to move up to the end of its turn; in a draft round
    (several seats deciding at once) its one pick, as the shared turns loop holds
    such answers one by one (``service.turns``)."""
    name = LEVELS[level - 1] if 1 <= level <= len(LEVELS) else LEVELS[-1]
    work = game.engine.copy()
    seat = work.current_player
    if len(open_decisions(work)) > 1:
        return choose_move(work.public_view(seat), name, seed).value
    answers: list[Option] = []
    while not work.is_over and work.current_player == seat:
        option = choose_move(work.public_view(seat), name, turn_seed(seed, len(answers))).value
        work.decide(option)
        answers.append(option)
    return tuple(answers)
