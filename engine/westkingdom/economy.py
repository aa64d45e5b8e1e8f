"""Paying and gaining: virtue with its bounds, debts, tax, costs, Building draws.

Every rule that touches a player's purse goes through here, so that the special
cases are written once: the virtue bounds that turn losses into debts and excess into
destroyed debts (rules 2.2), the tax cuts of low virtue and Ada (2.3), Therese's gold
that is marble (8.5, R19), and drawing from a short Building deck (R12).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .board import VIRTUE_MAX, tax_cut_for_virtue
from .bundles import AG, AU, CARDS, CL, MB, ST, VIRTUE, WD, Bundle
from .catalogue import ADA, APPRENTICES, THERESE
from .player import Player

if TYPE_CHECKING:
    from .game import Game


def change_virtue(game: Game, seat: int, delta: int) -> None:
    """Move ``seat``'s virtue by ``delta`` within 0..14: each point that cannot be
    gained above 14 destroys an unpaid debt, each point that cannot be lost below 0
    is a new unpaid debt (rules 2.2)."""
    player = game.players[seat]
    virtue = player.virtue + delta
    if virtue > VIRTUE_MAX:
        player.debts = max(0, player.debts - (virtue - VIRTUE_MAX))
        virtue = VIRTUE_MAX
    elif virtue < 0:
        take_debt(game, seat, -virtue)
        virtue = 0
    player.virtue = virtue


def take_debt(game: Game, seat: int, count: int = 1) -> None:
    """``seat`` takes ``count`` unpaid debts (-2 VP each at the end)."""
    game.players[seat].debts += count


def tax_cut(player: Player) -> int:
    """Tax the player ignores on each taxed payment: low virtue, and 1 more for Ada."""
    return tax_cut_for_virtue(player.virtue) + (player.character == ADA)


def taxed_price(player: Player, silver: int, tax: int) -> tuple[int, int]:
    """What ``player`` pays for a cost of ``silver`` Ag + ``tax`` Tx: (plain silver,
    tax due after the cuts, never below 0)."""
    return silver, max(0, tax - tax_cut(player))


def can_pay_taxed(player: Player, silver: int, tax: int) -> bool:
    """Whether ``player`` has the silver for ``silver`` Ag + ``tax`` Tx."""
    plain, due = taxed_price(player, silver, tax)
    return player.res[AG] >= plain + due


def pay_taxed(game: Game, seat: int, silver: int, tax: int) -> None:
    """Pay ``silver`` Ag to the supply and the tax due onto the Tax Stand."""
    player = game.players[seat]
    plain, due = taxed_price(player, silver, tax)
    player.res[AG] -= plain + due
    game.tax += due


def can_afford(player: Player, cost: Bundle) -> bool:
    """Whether ``player`` holds the resources of ``cost`` (Therese: Au and Mb are one)."""
    res = player.res
    if (cost[CL] > res[CL] or cost[WD] > res[WD] or cost[ST] > res[ST]
            or cost[AG] > res[AG]):
        return False
    if player.character == THERESE:
        return cost[AU] + cost[MB] <= res[AU] + res[MB]
    return cost[AU] <= res[AU] and cost[MB] <= res[MB]


def paid_for(player: Player, cost: Bundle) -> Bundle:
    """The resources ``player`` actually gives for ``cost``: the same, except that
    Therese pays its gold and marble with gold first, then marble (R19)."""
    if player.character != THERESE:
        return cost
    need = cost[AU] + cost[MB]
    gold = min(player.res[AU], need)
    return (cost[CL], cost[WD], cost[ST], gold, need - gold, cost[AG], 0, 0)


def pay(player: Player, cost: Bundle) -> None:
    """Take the resources of an affordable ``cost`` from ``player``."""
    paid = paid_for(player, cost)
    res = player.res
    for i in range(6):
        res[i] -= paid[i]


def gain(game: Game, seat: int, items: Bundle) -> None:
    """Give ``seat`` the resources, virtue and Building cards of ``items``."""
    res = game.players[seat].res
    for i in range(6):
        res[i] += items[i]
    if items[VIRTUE]:
        change_virtue(game, seat, items[VIRTUE])
    if items[CARDS]:
        game.players[seat].hand.extend(draw(game, items[CARDS]))


def apprentice_bonus(game: Game, seat: int, hook: str) -> None:
    """Give ``seat`` the bonus of each hired apprentice with ability ``hook`` (every
    copy counts: two Stonecutters give 2 St at the Quarry)."""
    for card in tuple(game.players[seat].apprentices):
        apprentice = APPRENTICES[card]
        if apprentice.hook == hook:
            gain(game, seat, apprentice.gain)


def draw(game: Game, count: int) -> list[str]:
    """The top ``count`` Building cards, taken from the deck: fewer when it is short,
    none when it is empty (R12)."""
    deck = game.building_deck
    drawn = deck[:count]
    del deck[:count]
    return drawn


def gold_held(player: Player) -> int:
    """Gold as the end-game counts count it: Au, or Au + Mb for Therese."""
    return player.res[AU] + (player.res[MB] if player.character == THERESE else 0)


def marble_held(player: Player) -> int:
    """Marble as the end-game counts count it: Mb, or Au + Mb for Therese."""
    return player.res[MB] + (player.res[AU] if player.character == THERESE else 0)


def building_materials(player: Player) -> int:
    """Clay, wood and stone held, as the Trading Post counts them."""
    return player.res[CL] + player.res[WD] + player.res[ST]
