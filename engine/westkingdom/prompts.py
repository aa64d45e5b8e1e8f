"""Each prompt's legal answers and what an answer does; each step of a procedure.

``PROMPTS`` maps a ``Prompt`` to a pair of functions of the game and the prompt's
frame: its legal answers (in a fixed order), and the effect of one answer. ``STEPS``
maps every other frame name to the function that runs it. The game's loop (``Game``)
is the only caller; the rules themselves live in the modules these functions call.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .board import OPEN_PLACES, PLACE_INDEX
from .buildings import GAIN_CHOICES
from .bundles import AG, AU
from .display import SETUP, WORKSHOP, dismiss, hire, reach_price, refill_empty_slots
from .economy import can_pay_taxed, gain, pay_taxed
from .frames import ADVANCE, DRAFT_PASS, END_TURN, REFILL, RESET, TOWN, TURN, Frame
from .guildhall import (
    CATHEDRAL_CARD,
    advance,
    build_options,
    cathedral_mixes,
    construct,
    pay_mix,
    start_cathedral,
)
from .market import keep, reset
from .moves import Option, Prompt
from .placements import guard, place, place_options
from .trades import trade, trade_options
from .turns import draft_pass, end_turn, start_turn
from .workers import (
    buy_back,
    buyback_options,
    capture,
    groups,
    guard_options,
    held_elsewhere,
    recover,
    recover_options,
    release_captives,
)

if TYPE_CHECKING:
    from .game import Game

Options = Callable[["Game", Frame], tuple[Option, ...]]
Apply = Callable[["Game", Frame, Option], None]
STOP, SKIP = "stop", "skip"
TOWN_LOCATIONS_SMALL, TOWN_LOCATIONS_LARGE = 2, 1
"""How many locations one Town Centre action may capture from: 2 with up to 3
players, 1 with 4 or 5 (R4)."""


# -- hire, dismiss ----------------------------------------------------------------------

def hire_options(game: Game, frame: Frame) -> tuple[Option, ...]:
    """Setup: any card left on the display. Workshop: the cards within reach of the
    seat's silver. Black Market B and the Tavern: any card, or skip (R17)."""
    _, seat, source, reach = frame
    cards = [card for card in game.display if card is not None]
    if source == SETUP:
        return tuple(cards)
    if source == WORKSHOP:
        silver = game.players[seat].res[AG]
        return tuple(card for slot, card in enumerate(game.display)
                     if card is not None and reach_price(slot, reach) <= silver)
    return (*cards, SKIP)


def hire_answer(game: Game, frame: Frame, card: Option) -> None:
    _, seat, source, reach = frame
    if card == SKIP:
        return
    player = game.players[seat]
    if len(player.apprentices) >= player.apprentice_limit:
        game.stack.append((Prompt.DISMISS, seat, card, source, reach))
    else:
        hire(game, seat, str(card), source, reach)


def dismiss_options(game: Game, frame: Frame) -> tuple[Option, ...]:
    return tuple(game.players[frame[1]].apprentices)


def dismiss_answer(game: Game, frame: Frame, card: Option) -> None:
    """Discard ``card``, then hire the card chosen; none is chosen yet when R17
    follows BGA, whose discard comes before the hire prompt."""
    _, seat, hired, source, reach = frame
    dismiss(game, seat, str(card))
    if hired is not None:
        hire(game, seat, hired, source, reach)


# -- the draft ----------------------------------------------------------------------------

def draft_options(game: Game, frame: Frame) -> tuple[Option, ...]:
    return tuple(sorted(game.packets[frame[1]]))


def draft_answer(game: Game, frame: Frame, card: Option) -> None:
    game.packets[frame[1]].remove(card)
    game.players[frame[1]].hand.append(str(card))


def place_answer(game: Game, frame: Frame, placement: Option) -> None:
    place(game, frame[1], str(placement))


def recover_answer(game: Game, frame: Frame, where: Option) -> None:
    recover(game, frame[1], str(where))


# -- follow-ups of a placement ------------------------------------------------------------

def trade_options_of(game: Game, frame: Frame) -> tuple[Option, ...]:
    return (*trade_options(game.players[frame[1]]), STOP)


def trade_answer(game: Game, frame: Frame, which: Option) -> None:
    _, seat, left = frame
    if which == STOP:
        return
    if left > 1:
        game.stack.append((Prompt.TRADE, seat, left - 1))
    trade(game, seat, str(which))


def capture_options(game: Game, frame: Frame) -> tuple[Option, ...]:
    """A free capture: any group at any open location, or skip. At the Town Centre
    (rules 5.4, R4, R5): the groups at the locations still allowed, if the seat can
    pay for this capture, or stop."""
    if frame[2] != TOWN:
        return (*groups(game), SKIP)
    _, seat, _, _, made, places, discount = frame
    player = game.players[seat]
    affordable = (can_pay_taxed(player, 0, 1) if made == 0
                  else discount > 0 or player.res[AG] >= 1)
    if not affordable:
        return (STOP,)
    limit = TOWN_LOCATIONS_SMALL if game.seats <= 3 else TOWN_LOCATIONS_LARGE
    where = range(len(OPEN_PLACES)) if len(places) < limit else places
    return (*groups(game, where), STOP)


def capture_answer(game: Game, frame: Frame, group: Option) -> None:
    if group in (STOP, SKIP):
        return
    seat = frame[1]
    if frame[2] == TOWN:
        _, _, _, left, made, places, discount = frame
        if made == 0:
            pay_taxed(game, seat, 0, 1)
        elif discount:
            discount -= 1
        else:
            game.players[seat].res[AG] -= 1
        where = PLACE_INDEX[group[0]]  # type: ignore[index]
        if where not in places:
            places = (*places, where)
        if left > 1:
            game.stack.append((Prompt.CAPTURE, seat, TOWN, left - 1, made + 1, places, discount))
    capture(game, seat, group)  # type: ignore[arg-type]


def barracks_options(game: Game, frame: Frame) -> tuple[Option, ...]:
    """Any group to capture free, the free buy-back (only while some of the seat's
    workers are held on other boards: otherwise it would do nothing), or skip."""
    buyback = ("buyback",) if held_elsewhere(game, frame[1]) else ()
    return (*groups(game), *buyback, SKIP)


def barracks_answer(game: Game, frame: Frame, choice: Option) -> None:
    if choice == "buyback":
        release_captives(game, frame[1])
    elif choice != SKIP:
        capture(game, frame[1], choice)  # type: ignore[arg-type]


def guard_options_of(game: Game, frame: Frame) -> tuple[Option, ...]:
    return (*guard_options(game, frame[1]), STOP)


def guard_answer(game: Game, frame: Frame, number: Option) -> None:
    _, seat, left = frame
    if number == STOP:
        return
    if left > 1:
        game.stack.append((Prompt.GUARD, seat, left - 1))
    guard(game, seat, int(number))  # type: ignore[arg-type]


def buyback_options_of(game: Game, frame: Frame) -> tuple[Option, ...]:
    return buyback_options(game, frame[1])


def buyback_answer(game: Game, frame: Frame, how: Option) -> None:
    buy_back(game, frame[1], str(how))


def keep_options(game: Game, frame: Frame) -> tuple[Option, ...]:
    return tuple(sorted(game.keep_cards))


def keep_answer(game: Game, frame: Frame, card: Option) -> None:
    keep(game, frame[1], str(card))


# -- the Guildhall ---------------------------------------------------------------------------

def build_options_of(game: Game, frame: Frame) -> tuple[Option, ...]:
    return build_options(game, frame[1])


def build_answer(game: Game, frame: Frame, card: Option) -> None:
    if card == CATHEDRAL_CARD:
        start_cathedral(game, frame[1])
    else:
        construct(game, frame[1], str(card))


def hand_options(game: Game, frame: Frame) -> tuple[Option, ...]:
    return tuple(sorted(game.players[frame[1]].hand))


def discard_answer(game: Game, frame: Frame, card: Option) -> None:
    game.players[frame[1]].hand.remove(card)
    game.building_deck.append(str(card))


def pay_options(game: Game, frame: Frame) -> tuple[Option, ...]:
    return cathedral_mixes(game.players[frame[1]], frame[2])


def pay_answer(game: Game, frame: Frame, mix: Option) -> None:
    pay_mix(game, frame[1], mix)  # type: ignore[arg-type]


def gain_options(game: Game, frame: Frame) -> tuple[Option, ...]:
    return tuple(GAIN_CHOICES[frame[2]])


def gain_answer(game: Game, frame: Frame, code: Option) -> None:
    gain(game, frame[1], GAIN_CHOICES[frame[2]][str(code)])


def library_options(game: Game, frame: Frame) -> tuple[Option, ...]:
    return (*hand_options(game, frame), SKIP)


def library_answer(game: Game, frame: Frame, card: Option) -> None:
    if card != SKIP:
        discard_answer(game, frame, card)
        game.players[frame[1]].res[AU] += 2


def church_options(game: Game, frame: Frame) -> tuple[Option, ...]:
    return ("destroy", SKIP)


def church_answer(game: Game, frame: Frame, choice: Option) -> None:
    if choice == "destroy":
        game.players[frame[1]].debts -= 1


PROMPTS: dict[str, tuple[Options, Apply]] = {
    Prompt.HIRE: (hire_options, hire_answer),
    Prompt.DISMISS: (dismiss_options, dismiss_answer),
    Prompt.DRAFT: (draft_options, draft_answer),
    Prompt.PLACE: (lambda game, frame: place_options(game, frame[1]), place_answer),
    Prompt.RECOVER: (lambda game, frame: recover_options(game, frame[1]), recover_answer),
    Prompt.TRADE: (trade_options_of, trade_answer),
    Prompt.CAPTURE: (capture_options, capture_answer),
    Prompt.BARRACKS: (barracks_options, barracks_answer),
    Prompt.GUARD: (guard_options_of, guard_answer),
    Prompt.BUYBACK: (buyback_options_of, buyback_answer),
    Prompt.BUILD: (build_options_of, build_answer),
    Prompt.DISCARD: (hand_options, discard_answer),
    Prompt.PAY: (pay_options, pay_answer),
    Prompt.GAIN: (gain_options, gain_answer),
    Prompt.KEEP: (keep_options, keep_answer),
    Prompt.LIBRARY: (library_options, library_answer),
    Prompt.CHURCH: (church_options, church_answer),
}

STEPS: dict[str, Callable[[Game, Frame], None]] = {
    TURN: start_turn,
    END_TURN: end_turn,
    RESET: lambda game, frame: reset(game),
    ADVANCE: lambda game, frame: advance(game, frame[1]),
    DRAFT_PASS: draft_pass,
    REFILL: lambda game, frame: refill_empty_slots(game),
}
