"""The Black Market: its three spaces (rules 5.7) and its reset (rules 6, R6, R18).

The left pile shows the small side of its top card (the ``bm_a`` reward), the right
pile the large side of its top card (``bm_c``). A reset sends the Black Market's
workers to the Prison, moves a card from the left pile to the right, and then weighs
on whoever has too many workers in the Prison.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .board import MARKET_SILVER, MARKET_SPACES, MARKET_VIRTUE_MAX
from .bundles import AG
from .catalogue import (
    AT_MARKET,
    CAROLINE,
    GATEKEEPER,
    ILLUSIONIST,
    LARGE_DEFAULT,
    MARKET_CARDS,
    SMALL_DEFAULT,
    SQUIRE,
    TRICKSTER,
)
from .display import MARKET, offer_hire
from .economy import apprentice_bonus, change_virtue, draw, gain, take_debt
from .frames import RESET
from .moves import Prompt
from .workers import free_prisoners

if TYPE_CHECKING:
    from .game import Game
    from .player import Player

_ACTIONS = (("bm_a",), ("bm_b:hire", "bm_b:draw5"), ("bm_c",))
DRAW = 5
"""Cards drawn at ``bm_b:draw5``, of which one is kept."""
GATEKEEPER_FREES = 2
CROWDED_PRISON = 3
"""From this many workers in the Prison, a reset (or a Watchtower) costs 1 V."""


def market_price(player: Player, space: int) -> int:
    """The silver a Black Market space costs ``player``: 1 Ag less per Trickster."""
    return max(0, MARKET_SILVER[space] - player.count_hook(TRICKSTER))


def market_options(game: Game, seat: int) -> list[str]:
    """The Black Market placements open to ``seat``: virtue 9 or less, an empty
    space, and its silver."""
    player = game.players[seat]
    if player.virtue > MARKET_VIRTUE_MAX:
        return []
    legal: list[str] = []
    for space, actions in enumerate(_ACTIONS):
        if game.market[space] is None and player.res[AG] >= market_price(player, space):
            legal += actions
    return legal


def small_side(game: Game) -> tuple[int, ...]:
    """What ``bm_a`` gives now: the left pile's top card, small side, or the default."""
    return MARKET_CARDS[game.bm_left[0]].small if game.bm_left else SMALL_DEFAULT


def large_side(game: Game) -> tuple[int, ...]:
    """What ``bm_c`` gives now: the right pile's top card, large side, or the default."""
    return MARKET_CARDS[game.bm_right[0]].large if game.bm_right else LARGE_DEFAULT


def place_market(game: Game, seat: int, location: str, action: str) -> None:
    """Resolve a Black Market placement: pay, lose 1 V (none with an Illusionist),
    take the space's reward, then the Swindlers' and Caroline's bonuses. The 3rd
    worker in the Black Market triggers a reset once all of it is resolved."""
    space = MARKET_SPACES.index(location)
    player = game.players[seat]
    game.market[space] = seat
    player.res[AG] -= market_price(player, space)
    if not player.count_hook(ILLUSIONIST):
        change_virtue(game, seat, -1)
    if None not in game.market:
        game.stack.append((RESET, seat))
    if space == 0:
        gain(game, seat, small_side(game))
    elif space == 2:
        gain(game, seat, large_side(game))
    elif action == "hire":
        offer_hire(game, seat, MARKET)
    else:
        game.keep_cards = draw(game, DRAW)
        if game.keep_cards:
            game.stack.append((Prompt.KEEP, seat))
    # As in BGA, the bonuses come with the placement: the Swindlers counted are those
    # hired before a bm_b hire, and Caroline's card is drawn before the bm_b keep.
    apprentice_bonus(game, seat, AT_MARKET)
    if player.character == CAROLINE:
        player.hand.extend(draw(game, 1))


def keep(game: Game, seat: int, card: str) -> None:
    """Keep one card of the ``bm_b:draw5`` draw; the others go to the bottom of the
    deck, lowest id first (record 6.2)."""
    game.players[seat].hand.append(card)
    game.keep_cards.remove(card)
    game.building_deck.extend(sorted(game.keep_cards))
    game.keep_cards = []


def reset(game: Game) -> None:
    """The Black Market reset, its five steps in order (rules 6)."""
    for space, who in enumerate(game.market):
        if who is not None:
            game.prison[who] += 1
            game.market[space] = None
    if not game.bm_left:
        game.bm_left = list(game.next_reshuffle())
        game.bm_right = []
    game.bm_right.insert(0, game.bm_left.pop(0))
    for seat in range(game.seats):
        gatekeepers = game.players[seat].count_hook(GATEKEEPER)
        if gatekeepers:
            free_prisoners(game, seat, GATEKEEPER_FREES * gatekeepers)
        if not game.prison[seat]:
            apprentice_bonus(game, seat, SQUIRE)
    for seat in range(game.seats):
        if game.prison[seat] >= CROWDED_PRISON:
            change_virtue(game, seat, -1)
    most = max(game.prison)
    if most:
        for seat in range(game.seats):
            if game.prison[seat] == most:
                take_debt(game, seat)
