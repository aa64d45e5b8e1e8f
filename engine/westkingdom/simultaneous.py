"""The decisions several seats owe at once: the draft (rules 3.7).

Each round of the draft every seat picks a card from the packet it holds, all at the
same time. The record writes the picks in seat order (record 2.1), and the engine asks
them in that order; but no pick depends on another, so a table may collect them in
any order and answer them in the written order once all are in. ``open_decisions``
says which seats may pick now and from what; ``facing`` turns a game towards one of
them, so a computer player (or a private panel) sees that seat's pick as the pending
decision of its own public view.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .moves import Decision, Prompt
from .prompts import draft_options

if TYPE_CHECKING:
    from .game import Game


def _draft_block(game: Game) -> list[int]:
    """Stack indexes of this round's draft frames still to answer, top first."""
    block = []
    for index in range(len(game.stack) - 1, -1, -1):
        if game.stack[index][0] is not Prompt.DRAFT:
            break
        block.append(index)
    return block


def open_decisions(game: Game) -> dict[int, Decision]:
    """Every seat's decision that may be made now, by seat: during a draft round,
    each seat yet to pick in it; otherwise the one pending decision (none once over)."""
    block = _draft_block(game)
    if not block:
        decision = game.decision
        return {} if decision is None else {decision.player: decision}
    decisions = {}
    for index in block:
        frame = game.stack[index]
        decisions[frame[1]] = Decision(frame[1], Prompt.DRAFT, draft_options(game, frame))
    return dict(sorted(decisions.items()))


def facing(game: Game, seat: int) -> Game:
    """A copy of ``game`` whose pending decision is ``seat``'s open one (a draft pick
    later in the written order is brought forward; nothing else changes, as the picks
    of a round are independent). Raises ``ValueError`` if ``seat`` owes none now."""
    decision = open_decisions(game).get(seat)
    if decision is None:
        raise ValueError(f"seat {seat} has no decision to make now")
    turned = game.copy()
    block = _draft_block(turned)
    if block:
        index = next(i for i in block if turned.stack[i][1] == seat)
        turned.stack.append(turned.stack.pop(index))
        turned._options = decision.options
    return turned
