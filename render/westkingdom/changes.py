"""What the last turn changed, so the board can frame it.

The board is posted after every turn, and a player who was away wants to see at a
glance what the others did. A turn starts with a placement (or a no-worker
recovery); the table before it is rebuilt by replaying the game's decisions up to
that point, and compared with the table now, area by area. Only public views are
compared, so nothing hidden can leak through a frame.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.westkingdom import Game, Prompt, PublicView
from engine.westkingdom.board import OPEN_PLACES

TURN_STARTS = (Prompt.PLACE, Prompt.RECOVER)


@dataclass(frozen=True)
class Changes:
    """The areas the last turn changed: open locations by name, Black Market spaces
    and display slots by index, Guildhall spaces, and the seat that moved."""

    mover: int | None = None
    places: frozenset[str] = frozenset()
    market: frozenset[int] = frozenset()
    slots: frozenset[int] = frozenset()
    guildhall: frozenset[int] = frozenset()
    tax: bool = False
    prison: bool = False
    virtue: bool = False
    cathedral: bool = False


NONE = Changes()


def previous_view(game: Game) -> tuple[PublicView | None, int | None]:
    """The spectators' view before the last turn began, and the seat that played it
    (``None, None`` before the first placement)."""
    starts = [i for i, move in enumerate(game.decisions) if move.prompt in TURN_STARTS]
    if not starts:
        return None, None
    cut = starts[-1]
    before = Game(game.setup)
    for move in game.decisions[:cut]:
        before.push(move.value)
    return before.public_view(), game.decisions[cut].seat


def changes(before: PublicView | None, after: PublicView, mover: int | None) -> Changes:
    """The areas where ``after`` differs from ``before``."""
    if before is None:
        return NONE
    places = frozenset(
        place for index, place in enumerate(OPEN_PLACES)
        if any(b.workers[index] != a.workers[index]
               for b, a in zip(before.tableaus, after.tableaus, strict=True)))
    return Changes(
        mover=mover,
        places=places,
        market=frozenset(i for i in range(3) if before.market[i] != after.market[i]
                         or (i != 1 and _market_card(before, i) != _market_card(after, i))),
        slots=frozenset(i for i, (b, a) in enumerate(zip(before.display, after.display,
                                                         strict=True))
                        if b != a or before.coins[i] != after.coins[i]),
        guildhall=frozenset(range(len(before.guildhall), len(after.guildhall))),
        tax=before.tax != after.tax,
        prison=any(b.prison != a.prison for b, a in zip(before.tableaus, after.tableaus,
                                                         strict=True)),
        virtue=any(b.virtue != a.virtue for b, a in zip(before.tableaus, after.tableaus,
                                                        strict=True)),
        cathedral=any(b.cathedral != a.cathedral for b, a in zip(before.tableaus,
                                                                 after.tableaus, strict=True)),
    )


def _market_card(view: PublicView, space: int) -> str | None:
    return view.market_small if space == 0 else view.market_large
