"""The Guildhall: its triggers, constructing a Building, and the Cathedral
(rules 2.4, 2.5, 5.8, 5.9, R7, R8).

A worker goes onto the next space; the apprentice refresh of its space happens at
once, its Black Market reset after the build (R7), and the last space starts the
final round. During that round the Guildhall may still be used, its extra workers
standing beside the grid with no trigger (R8).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .board import (
    CATHEDRAL_FIXED,
    CATHEDRAL_MIX,
    CATHEDRAL_ROOM,
    CATHEDRAL_TOP,
    CATHEDRAL_VIRTUE_MIN,
    END,
    REFRESH,
    RESET,
    guildhall_size,
    guildhall_trigger,
)
from .buildings import IMMEDIATE
from .bundles import AU, MB, RESOURCES, ST, WD, bundle
from .catalogue import BUILDINGS, CATHEDRAL, EMPTY_REWARD, FREDERICK, REWARDS
from .display import refresh
from .economy import apprentice_bonus, can_afford, change_virtue, gain, paid_for, pay
from .frames import ADVANCE
from .frames import RESET as RESET_STEP
from .moves import Mix, Prompt, mix_of

if TYPE_CHECKING:
    from .game import Game
    from .player import Player

CATHEDRAL_CARD = "cathedral"
"""The ``build`` answer that works on the Cathedral instead of a Building."""


def can_build(player: Player, card: str) -> bool:
    """Whether ``player`` has the skills and the resources to construct ``card``."""
    building = BUILDINGS[card]
    return not building.skills & ~player.skills and can_afford(player, building.cost)


def cathedral_mixes(player: Player, level: int) -> tuple[Mix, ...]:
    """The payments ``player`` can make for Cathedral ``level``: every affordable mix
    of stone and wood for levels 2 and 4, the fixed cost otherwise (Therese pays it
    gold first, R19)."""
    count = CATHEDRAL_MIX[level]
    if count:
        return tuple(mix_of({"St": stone, "Wd": count - stone})
                     for stone in range(min(count, player.res[ST]), -1, -1)
                     if count - stone <= player.res[WD])
    gold, marble = CATHEDRAL_FIXED[level]
    cost = bundle(f"{gold}Au {marble}Mb")
    if not can_afford(player, cost):
        return ()
    paid = paid_for(player, cost)
    return (mix_of({"Au": paid[AU], "Mb": paid[MB]}),)


def can_advance(game: Game, seat: int) -> bool:
    """The Cathedral's gates (rules 5.9): virtue 5 or more, a level above, room on
    it, a card to discard (not for Frederick), and one way to pay."""
    player = game.players[seat]
    if player.virtue < CATHEDRAL_VIRTUE_MIN or player.cathedral >= CATHEDRAL_TOP:
        return False
    if not player.hand and player.character != FREDERICK:
        return False
    level = player.cathedral + 1
    if sum(p.cathedral == level for p in game.players) >= CATHEDRAL_ROOM[level]:
        return False
    return bool(cathedral_mixes(player, level))


def build_options(game: Game, seat: int) -> tuple[str, ...]:
    """The Buildings ``seat`` can construct (in id order), and the Cathedral if open."""
    player = game.players[seat]
    legal = [card for card in sorted(player.hand) if can_build(player, card)]
    if can_advance(game, seat):
        legal.append(CATHEDRAL_CARD)
    return tuple(legal)


def can_use_guildhall(game: Game, seat: int) -> bool:
    """The Guildhall's gate: something to construct or the Cathedral (rules 5.8)."""
    player = game.players[seat]
    return any(can_build(player, card) for card in player.hand) or can_advance(game, seat)


def may_use_guildhall(game: Game, seat: int) -> bool:
    """The Guildhall's gate as the table sees it: ``seat`` holds a card (how many is
    public, which is not) or may raise its Cathedral (rules 5.8, 5.9; 12)."""
    return bool(game.players[seat].hand) or can_advance(game, seat)


def place_guildhall(game: Game, seat: int) -> None:
    """Put ``seat``'s worker on the next Guildhall space and act on its trigger."""
    game.guild[seat] += 1
    game.guildhall.append(seat)
    space = len(game.guildhall)
    if space <= guildhall_size(game.seats):
        trigger = guildhall_trigger(space, game.seats)
        if trigger == REFRESH:
            refresh(game)
        elif trigger == RESET:
            game.stack.append((RESET_STEP, seat))
        elif trigger == END:
            game.final_turns = game.seats + 1  # this turn, then one more for everyone
    game.stack.append((Prompt.BUILD, seat))


def construct(game: Game, seat: int, card: str) -> None:
    """Pay for ``card``, put it in the tableau, change virtue, resolve its effect."""
    player = game.players[seat]
    building = BUILDINGS[card]
    pay(player, building.cost)
    player.hand.remove(card)
    player.buildings.append(card)
    change_virtue(game, seat, building.virtue)
    gain(game, seat, building.gain)
    effect = IMMEDIATE.get(card)
    if effect is not None:
        effect(game, seat)


def start_cathedral(game: Game, seat: int) -> None:
    """Ask for the card to discard (not Frederick), then the payment; then advance."""
    player = game.players[seat]
    game.stack.append((ADVANCE, seat))
    game.stack.append((Prompt.PAY, seat, player.cathedral + 1))
    if player.character != FREDERICK:
        game.stack.append((Prompt.DISCARD, seat, CATHEDRAL_CARD))


def pay_mix(game: Game, seat: int, mix: Mix) -> None:
    """Take the resources of payment ``mix`` from ``seat``."""
    res = game.players[seat].res
    for code, count in mix:
        res[RESOURCES.index(code)] -= count


def advance(game: Game, seat: int) -> None:
    """Move up one row and take the top Reward card (+1 V once the pile is empty);
    each Acolyte adds its bonus."""
    player = game.players[seat]
    player.cathedral += 1
    if game.rewards:
        reward = game.rewards.pop(0)
        player.rewards.append(reward)
        gain(game, seat, REWARDS[reward])
    else:
        gain(game, seat, EMPTY_REWARD)
    apprentice_bonus(game, seat, CATHEDRAL)

