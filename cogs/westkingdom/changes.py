"""What a turn changed on the table, counted from the table before and after it.

A turn's answers say what was chosen; the counts (the stone a Quarry gave, the
silver a hire cost with its tax and the coins on the card, the virtue a Black Market
trip lost, a debt taken at a reset) are read from the difference of the two tables,
so the line cannot drift from the rules. Only public things are counted: resources,
virtue, debts, and how many cards a hand holds, never which.
"""

from __future__ import annotations

from engine.westkingdom import RESOURCES, Game

AMOUNTS: tuple[str, ...] = (*RESOURCES, "V", "debt")
"""What a change counts, in the order a line lists it: the six resources, virtue and
unpaid debts."""


def seat_change(before: Game, after: Game, seat: int) -> dict[str, int]:
    """``seat``'s non-zero changes of ``AMOUNTS`` from ``before`` to ``after``."""
    old, new = before.players[seat], after.players[seat]
    counts = [b - a for a, b in zip(old.res, new.res, strict=True)]
    counts += [new.virtue - old.virtue, new.debts - old.debts]
    return {name: count for name, count in zip(AMOUNTS, counts, strict=True) if count}


def hand_change(before: Game, after: Game, seat: int) -> int:
    """How many more cards ``seat`` holds, the cards it built counted as still held
    (a build is told by its name, not as a card gone)."""
    old, new = before.players[seat], after.players[seat]
    built = len(new.buildings) - len(old.buildings)
    return len(new.hand) - len(old.hand) + built


def market_reset(before: Game, after: Game) -> bool:
    """Whether the Black Market was reset: only a reset moves its piles."""
    return before.bm_left != after.bm_left or before.bm_right != after.bm_right


def end_triggered(before: Game, after: Game) -> bool:
    """Whether this turn took the last Guildhall space: one more turn each."""
    return before.final_turns is None and after.final_turns is not None
