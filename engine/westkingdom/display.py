"""The apprentice display: hiring from it, its coins, refills and the Guildhall refresh.

The display is 8 slots, 0-based here: slot ``2(c-1) + row`` is column ``c`` (1..4)
of ``row`` (0 top, 1 bottom), so the record's slot number is ``slot + 1``. A slot is
``None`` only between the starting hires and their refill, or when the apprentice
deck has run out (which a real game never sees).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .board import DISPLAY_SLOTS
from .bundles import AG
from .catalogue import APPRENTICES
from .economy import change_virtue
from .moves import Prompt

if TYPE_CHECKING:
    from .game import Game

SETUP, WORKSHOP, MARKET, TAVERN = "setup", "workshop", "market", "tavern"
"""Where a hire comes from: it decides its price and whether the display slides."""


def column(slot: int) -> int:
    """The column (1..4) of a display slot."""
    return slot // 2 + 1


def reach_price(slot: int, reach: int) -> int:
    """Extra silver to take the card of ``slot`` with free reach ``reach`` (rules 5.3)."""
    return max(0, column(slot) - reach)


def hire(game: Game, seat: int, card: str, source: str, reach: int = 0) -> None:
    """``seat`` takes apprentice ``card`` from the display (rules 5.3, 5.7, 3.6).

    At the Workshop a card beyond the reach costs 1 Ag a column, each coin laid on a
    card of the same row from column 1 on. The hirer takes the coins lying on the
    card and its hire virtue. The row then slides left and column 4 is refilled,
    except for the starting hires, which leave their slot empty until all have hired.
    """
    display, coins = game.display, game.coins
    slot = display.index(card)
    player = game.players[seat]
    if source == WORKSHOP:
        extra = reach_price(slot, reach)
        player.res[AG] -= extra
        for c in range(extra):  # a coin meant for an empty slot goes to the supply
            if display[2 * c + slot % 2] is not None:
                coins[2 * c + slot % 2] += 1
    player.res[AG] += coins[slot]
    coins[slot] = 0
    player.hired(card)
    change_virtue(game, seat, APPRENTICES[card].hire_virtue)
    if source == SETUP:
        display[slot] = None
        return
    while slot + 2 < DISPLAY_SLOTS:
        display[slot], coins[slot] = display[slot + 2], coins[slot + 2]
        slot += 2
    lay_apprentice(game, slot)


def offer_hire(game: Game, seat: int, source: str, reach: int = 0) -> None:
    """Ask ``seat`` for a hire: the Workshop's, or the free one of Black Market B or
    the Tavern, which it may decline (R17). If R17 follows BGA, a seat at its
    apprentice limit discards one first, before it may decline, as BGA asks at all
    three; otherwise it discards only once it has hired."""
    game.stack.append((Prompt.HIRE, seat, source, reach))
    player = game.players[seat]
    if (game.bga.r17_dismiss_before_declining
            and len(player.apprentices) >= player.apprentice_limit):
        game.stack.append((Prompt.DISMISS, seat, None, source, reach))


def dismiss(game: Game, seat: int, card: str) -> None:
    """``seat`` discards hired apprentice ``card`` to the bottom of the deck; its
    hire virtue stays (rules 5.3)."""
    game.players[seat].dismissed(card)
    game.apprentice_deck.append(card)


def draw_apprentice(game: Game) -> str | None:
    """The top card of the apprentice deck, or ``None`` when it has run out."""
    deck = game.apprentice_deck
    return deck.pop(0) if deck else None


def lay_apprentice(game: Game, slot: int) -> None:
    """Draw the top apprentice onto ``slot``, with the coins it kept in the deck if
    R16 follows BGA (none otherwise)."""
    card = game.display[slot] = draw_apprentice(game)
    game.coins[slot] = game.deck_coins.pop(card, 0) if card is not None else 0


def refill_empty_slots(game: Game) -> None:
    """After the starting hires: fill the empty slots in place, slot 1 first (3.6)."""
    for slot in range(DISPLAY_SLOTS):
        if game.display[slot] is None:
            game.display[slot] = draw_apprentice(game)


def refresh(game: Game) -> None:
    """The Guildhall's apprentice refresh (rules 2.5): column 1 goes to the bottom of
    the deck, its coins back to the supply (R16; BGA leaves them on the cards); the
    other columns move left; two new cards fill column 4, top row first."""
    display, coins = game.display, game.coins
    for slot in (0, 1):
        card = display[slot]
        if card is not None:
            game.apprentice_deck.append(card)
            if coins[slot] and game.bga.r16_coins_stay_on_cards:
                game.deck_coins[card] = coins[slot]
    display[:6], coins[:6] = display[2:], coins[2:]
    for slot in (6, 7):
        lay_apprentice(game, slot)
