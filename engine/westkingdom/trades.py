"""The King's Storehouse trades (rules 5.2, R20).

Everyone may trade any 2 of clay, wood and stone for 1 virtue, or any 3 of wood and
stone for 1 marble; each hired Merchant, Patron or Trader adds its printed trade.
Every legal trade is offered, even one another trade beats in every resource (R20).
"""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import TYPE_CHECKING

from .bundles import Bundle, bundle
from .catalogue import APPRENTICES, TRADE
from .economy import can_afford, gain, pay

if TYPE_CHECKING:
    from .game import Game
    from .player import Player


def _board_trades() -> dict[str, tuple[Bundle, Bundle]]:
    trades = {}
    for pair in combinations_with_replacement(("Cl", "Wd", "St"), 2):
        trades["V:" + "+".join(pair)] = (bundle(" ".join(f"1{r}" for r in pair)), bundle("1V"))
    for triple in combinations_with_replacement(("Wd", "St"), 3):
        trades["Mb:" + "+".join(triple)] = (bundle(" ".join(f"1{r}" for r in triple)),
                                            bundle("1Mb"))
    return trades


BOARD_TRADES: dict[str, tuple[Bundle, Bundle]] = _board_trades()
"""The trades printed on the board by id (record 2.4): cost and gain, in id order
``V:Cl+Cl`` .. ``V:St+St``, then ``Mb:Wd+Wd+Wd`` .. ``Mb:St+St+St``."""


def trade_options(player: Player) -> list[str]:
    """The trades ``player`` can make now: the board's, then its apprentices' in the
    order they were hired."""
    legal = [t for t, (cost, _) in BOARD_TRADES.items() if can_afford(player, cost)]
    for card in player.apprentices:
        apprentice = APPRENTICES[card]
        if apprentice.hook == TRADE and can_afford(player, apprentice.cost):
            legal.append(card)
    return legal


def trade(game: Game, seat: int, which: str) -> None:
    """Make one trade: pay its cost, then gain its output."""
    cost, output = BOARD_TRADES[which] if which in BOARD_TRADES else (
        APPRENTICES[which].cost, APPRENTICES[which].gain)
    pay(game.players[seat], cost)
    gain(game, seat, output)
