"""Workers on the move: captures, the Prison, buying back, and recovering a worker.

Workers are identical, so the table counts them by place: ``game.at[place][seat]``
on the open locations, ``game.captives[holder][owner]`` on a player's board,
``game.prison[seat]``, ``game.market`` (who stands on each Black Market space) and
``game.guild[seat]`` in the Guildhall. A captured group is ``(place, seat)``: every
worker of one colour at one open location (rules 5.4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .board import MARKET_SPACES, OPEN_PLACES, PLACE_INDEX
from .bundles import AG
from .catalogue import DEBT
from .economy import apprentice_bonus, can_pay_taxed, change_virtue, pay_taxed, take_debt

if TYPE_CHECKING:
    from .game import Game

Group = tuple[str, int]
"""Every worker of seat ``[1]`` at open location ``[0]``."""

PRISON = "prison"
BOARD = "board:"


def groups(game: Game, places: tuple[int, ...] | range | None = None) -> list[Group]:
    """The capturable groups at ``places`` (default: every open location), in the
    order of the locations, then of the seats."""
    found = []
    for place in range(len(OPEN_PLACES)) if places is None else places:
        row = game.at[place]
        for seat in range(game.seats):
            if row[seat]:
                found.append((OPEN_PLACES[place], seat))
    return found


def capture(game: Game, captor: int, group: Group) -> None:
    """``captor`` takes a whole group: its own workers back to its supply, anyone
    else's onto its board as captives (rules 5.4)."""
    place, seat = PLACE_INDEX[group[0]], group[1]
    count = game.at[place][seat]
    game.at[place][seat] = 0
    if seat == captor:
        game.supply[seat] += count
    else:
        game.captives[captor][seat] += count


def held_elsewhere(game: Game, seat: int) -> int:
    """``seat``'s workers held captive on other players' boards."""
    return sum(game.captives[holder][seat] for holder in range(game.seats))


def hand_in_captives(game: Game, seat: int) -> None:
    """Guard action 1: every captive on ``seat``'s board to the Prison, +1 Ag each."""
    board = game.captives[seat]
    game.players[seat].res[AG] += sum(board)
    for owner, count in enumerate(board):
        game.prison[owner] += count
        board[owner] = 0


def free_prisoners(game: Game, seat: int, most: int | None = None) -> None:
    """``seat``'s workers in the Prison (all, or at most ``most``) back to its supply."""
    freed = game.prison[seat] if most is None else min(most, game.prison[seat])
    game.prison[seat] -= freed
    game.supply[seat] += freed


def release_captives(game: Game, seat: int) -> None:
    """Every worker of ``seat`` on other players' boards back to its supply."""
    for holder in range(game.seats):
        game.supply[seat] += game.captives[holder][seat]
        game.captives[holder][seat] = 0


BUYBACK_SILVER, BUYBACK_TAX = 3, 2
PAYOFF_SILVER, PAYOFF_TAX = 3, 3


def buyback_options(game: Game, seat: int) -> tuple[str, ...]:
    """Guard action 3's payment (rules 5.6): silver if affordable, a debt, or skip (R17)."""
    player = game.players[seat]
    silver = ("silver",) if can_pay_taxed(player, BUYBACK_SILVER, BUYBACK_TAX) else ()
    return (*silver, "debt", "skip")


def buy_back(game: Game, seat: int, how: str) -> None:
    """Pay for guard action 3 as chosen, and release the workers; ``"skip"`` does
    nothing but still uses up the action (R17)."""
    if how == "skip":
        return
    if how == "silver":
        pay_taxed(game, seat, BUYBACK_SILVER, BUYBACK_TAX)
    else:
        take_debt(game, seat)
        change_virtue(game, seat, -1)
    release_captives(game, seat)


def can_pay_off(game: Game, seat: int) -> bool:
    """Guard action 4's gate: an unpaid debt and 3 Ag + 3 Tx to pay it."""
    player = game.players[seat]
    return player.debts > 0 and can_pay_taxed(player, PAYOFF_SILVER, PAYOFF_TAX)


def pay_off_debt(game: Game, seat: int) -> None:
    """Guard action 4: pay, flip a debt to paid, +1 V, and each Debt Collector's bonus."""
    pay_taxed(game, seat, PAYOFF_SILVER, PAYOFF_TAX)
    player = game.players[seat]
    player.debts -= 1
    player.paid += 1
    change_virtue(game, seat, 1)
    apprentice_bonus(game, seat, DEBT)


def guard_options(game: Game, seat: int) -> list[int]:
    """The guard actions legal for ``seat`` now (rules 5.6)."""
    legal = []
    if sum(game.captives[seat]):
        legal.append(1)
    if game.prison[seat]:
        legal.append(2)
    if held_elsewhere(game, seat):
        legal.append(3)
    if can_pay_off(game, seat):
        legal.append(4)
    return legal


def recover_options(game: Game, seat: int) -> tuple[str, ...]:
    """Where a seat with an empty supply may take back a worker (rules 4.1): an open
    location if it has a worker on one; otherwise a Black Market space, the Prison or
    another player's board. Never the Guildhall."""
    open_places = tuple(name for i, name in enumerate(OPEN_PLACES) if game.at[i][seat])
    if open_places:
        return open_places
    found = [MARKET_SPACES[i] for i, who in enumerate(game.market) if who == seat]
    if game.prison[seat]:
        found.append(PRISON)
    found += [f"{BOARD}{holder}" for holder in range(game.seats) if game.captives[holder][seat]]
    return tuple(found)


def recover(game: Game, seat: int, place: str) -> None:
    """Take one of ``seat``'s workers back from ``place`` to its supply."""
    if place in PLACE_INDEX:
        game.at[PLACE_INDEX[place]][seat] -= 1
    elif place in MARKET_SPACES:
        game.market[MARKET_SPACES.index(place)] = None
    elif place == PRISON:
        game.prison[seat] -= 1
    else:
        game.captives[int(place[len(BOARD):])][seat] -= 1
    game.supply[seat] += 1
