"""Placing a worker: which placements are legal, and what each one does (rules 5.1-5.6).

A placement is legal only if its first step can happen (rules 4.1). ``k`` is the
number of the mover's own workers at the location *after* placing. The Black Market
and the Guildhall have their own modules; this one hands those placements over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .board import MARKET_SPACES, MINES, PLACE_INDEX, WORKSHOP
from .bundles import AG, AU, CL, ST, WD
from .catalogue import (
    AT_FOREST,
    AT_MINES,
    AT_QUARRY,
    AT_SILVERSMITH,
    AT_TAXSTAND,
    CONSPIRATOR,
    RUDOLF,
    THIEF,
)
from .display import WORKSHOP as FROM_WORKSHOP
from .display import offer_hire, reach_price
from .economy import (
    apprentice_bonus,
    can_pay_taxed,
    change_virtue,
    draw,
    pay_taxed,
    taxed_price,
)
from .frames import TOWN
from .guildhall import can_use_guildhall, may_use_guildhall, place_guildhall
from .market import market_options, place_market
from .moves import Prompt
from .workers import free_prisoners, guard_options, hand_in_captives, pay_off_debt

if TYPE_CHECKING:
    from .game import Game
    from .player import Player

HIRE_SILVER, HIRE_TAX = 2, 2
"""The Workshop hire's price: 2 Ag + 2 Tx (rules 5.3); Rudolf pays 1 Ag less."""
MAX_REACH = 4


def place_options(game: Game, seat: int, *, public: bool = False) -> tuple[str, ...]:
    """Every legal placement for ``seat``, in the record's order (record 2.2).

    With ``public``, the placements as anyone at the table can tell them: the
    Guildhall is then open whenever the seat holds a card or may raise its Cathedral
    (``may_use_guildhall``), as whether a card of the hand can be built only its
    holder may know."""
    player = game.players[seat]
    legal = ["quarry", "forest", "mines:clay"]
    if game.at[MINES][seat]:
        legal.append("mines:gold")  # k >= 2 after placing
    legal += ["silversmith", "storehouse"]
    if _can_hire_at_workshop(game, seat, player):
        legal.append("workshop:hire")
    legal.append("workshop:draw")
    if can_pay_taxed(player, 0, 1):
        legal.append("towncentre")
    if game.tax > 0:
        legal.append("taxstand")
    legal += [f"guardhouse:{n}" for n in guard_options(game, seat)]
    legal += market_options(game, seat)
    if (may_use_guildhall if public else can_use_guildhall)(game, seat):
        legal.append("guildhall")
    return tuple(legal)


def workshop_price(player: Player) -> tuple[int, int]:
    """The Workshop hire's plain silver and tax due for ``player``."""
    return taxed_price(player, HIRE_SILVER - (player.character == RUDOLF), HIRE_TAX)


def _can_hire_at_workshop(game: Game, seat: int, player: Player) -> bool:
    silver, due = workshop_price(player)
    left = player.res[AG] - silver - due
    if left < 0:
        return False
    reach = min(game.at[WORKSHOP][seat] + 1, MAX_REACH)
    return any(card is not None and reach_price(slot, reach) <= left
               for slot, card in enumerate(game.display))


def place(game: Game, seat: int, placement: str) -> None:
    """Put ``seat``'s worker on ``placement`` and resolve it, pushing its follow-ups."""
    location, _, action = placement.partition(":")
    game.supply[seat] -= 1
    if location in MARKET_SPACES:
        place_market(game, seat, location, action)
        return
    if location == "guildhall":
        place_guildhall(game, seat)
        return
    where = PLACE_INDEX[location]
    game.at[where][seat] += 1
    _RESOLVE[location](game, seat, game.at[where][seat], action)


def _quarry(game: Game, seat: int, k: int, action: str) -> None:
    game.players[seat].res[ST] += k
    apprentice_bonus(game, seat, AT_QUARRY)


def _forest(game: Game, seat: int, k: int, action: str) -> None:
    game.players[seat].res[WD] += k
    apprentice_bonus(game, seat, AT_FOREST)


def _mines(game: Game, seat: int, k: int, action: str) -> None:
    if action == "clay":
        game.players[seat].res[CL] += k + 1
    else:
        game.players[seat].res[AU] += k // 2
    apprentice_bonus(game, seat, AT_MINES)


def _silversmith(game: Game, seat: int, k: int, action: str) -> None:
    game.players[seat].res[AG] += k + 1
    apprentice_bonus(game, seat, AT_SILVERSMITH)


def _storehouse(game: Game, seat: int, k: int, action: str) -> None:
    game.stack.append((Prompt.TRADE, seat, k))


def _workshop(game: Game, seat: int, k: int, action: str) -> None:
    if action == "draw":
        game.players[seat].hand.extend(draw(game, 1 + k // 2))
        return
    pay_taxed(game, seat, HIRE_SILVER - (game.players[seat].character == RUDOLF), HIRE_TAX)
    offer_hire(game, seat, FROM_WORKSHOP, min(k, MAX_REACH))


def _towncentre(game: Game, seat: int, k: int, action: str) -> None:
    discount = game.players[seat].count_hook(CONSPIRATOR)
    if discount and game.bga.r5_conspirator_each_capture:
        discount = k  # BGA: every capture after the first is free (R5)
    game.stack.append((Prompt.CAPTURE, seat, TOWN, k, 0, (), discount))


def _taxstand(game: Game, seat: int, k: int, action: str) -> None:
    player = game.players[seat]
    player.res[AG] += game.tax
    game.tax = 0
    change_virtue(game, seat, -max(0, 2 - player.count_hook(THIEF)))
    apprentice_bonus(game, seat, AT_TAXSTAND)


def _guardhouse(game: Game, seat: int, k: int, action: str) -> None:
    if k > 1:
        game.stack.append((Prompt.GUARD, seat, k - 1))
    guard(game, seat, int(action))


def guard(game: Game, seat: int, number: int) -> None:
    """Take guard action ``number`` (rules 5.6); action 3 asks how to pay."""
    if number == 1:
        hand_in_captives(game, seat)
    elif number == 2:
        free_prisoners(game, seat)
    elif number == 3:
        game.stack.append((Prompt.BUYBACK, seat))
    else:
        pay_off_debt(game, seat)


_RESOLVE = {
    "quarry": _quarry, "forest": _forest, "mines": _mines, "silversmith": _silversmith,
    "storehouse": _storehouse, "workshop": _workshop, "towncentre": _towncentre,
    "taxstand": _taxstand, "guardhouse": _guardhouse,
}
