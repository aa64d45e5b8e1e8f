"""The outside player's own sampling of what its seat cannot see.

It starts from the table as anyone knows it (``spectator_game``: every hidden card
dealt in a fixed order from sorted pools, so a function of the public part alone) and
works out from the seat's ``PublicView`` which cards it has not seen: the Building
cards in no tableau and not in its own hand, packet or Black Market B draw; the
apprentices neither on the display nor hired; the Black Market cards under the two
tops; the rewards nobody took. Those it shuffles and deals into the hidden places by
their sizes (the other hands' sizes, the packets, an unread Black Market B draw, the
decks, the piles, the rewards left), and it puts its own cards where they are.
"""

from __future__ import annotations

import random

from engine.westkingdom import APPRENTICES, BUILDINGS, REWARDS, Game, Prompt, PublicView


class UnseenMismatch(RuntimeError):
    """The cards the view does not show do not fill the hidden places: the view and the
    table are not of the same game."""


def deal_unseen(table: Game, view: PublicView, rng: random.Random) -> Game:
    """A game agreeing with ``view`` (a seat's) and ``table`` (``spectator_game`` of the
    same game), its hidden cards dealt at random by ``rng`` from those ``view`` has not
    seen; its pending decision offers the seat's own answers."""
    if view.viewer is None or view.hand is None or view.packet is None:
        raise ValueError("the outside player samples from a seat's view, not a spectator's")
    me = view.viewer
    world = table.copy()
    decision = view.decision
    own_keep = (decision is not None and decision.player == me
                and decision.prompt is Prompt.KEEP)
    keep = list(decision.options) if own_keep and decision is not None else []
    seen = {card for tableau in view.tableaus for card in tableau.buildings}
    seen.update(view.hand, view.packet, keep)
    buildings = _shuffled(set(BUILDINGS) - seen, rng)
    others = [seat for seat in range(view.seats) if seat != me]
    sizes = [view.tableaus[seat].hand_size for seat in others]
    sizes += [len(world.packets[seat]) for seat in others]
    hidden_keep = 0 if own_keep else len(world.keep_cards)
    if sum(sizes) + hidden_keep + view.building_deck_size != len(buildings):
        raise UnseenMismatch(f"{len(buildings)} unseen Building cards for "
                             f"{sum(sizes) + hidden_keep + view.building_deck_size} places")
    for seat in others:
        world.players[seat].hand[:] = _take(buildings, view.tableaus[seat].hand_size)
    for seat in others:
        world.packets[seat][:] = _take(buildings, len(world.packets[seat]))
    world.keep_cards = keep if own_keep else _take(buildings, hidden_keep)
    world.building_deck = buildings
    world.players[me].hand[:] = view.hand
    world.packets[me][:] = view.packet
    world.apprentice_deck = _apprentices(view, rng)
    world.bm_left, world.bm_right = _market(table, view, rng)
    taken = {card for tableau in view.tableaus for card in tableau.rewards}
    world.rewards = _shuffled(set(REWARDS) - taken, rng)[:view.rewards_left]
    if decision is not None and decision.player == me:
        world.offer(decision.options)
    return world


def _apprentices(view: PublicView, rng: random.Random) -> list[str]:
    seen = {card for card in view.display if card is not None}
    seen.update(card for tableau in view.tableaus for card in tableau.apprentices)
    deck = _shuffled(set(APPRENTICES) - seen, rng)
    if len(deck) != view.apprentice_deck_size:
        raise UnseenMismatch(f"{len(deck)} unseen apprentices for a deck of "
                             f"{view.apprentice_deck_size}")
    return deck


def _market(table: Game, view: PublicView, rng: random.Random) -> tuple[list[str], list[str]]:
    """The two Black Market piles: each top as shown, the cards under them dealt."""
    tops = [card for card in (view.market_small, view.market_large) if card is not None]
    under = _shuffled(set(table.bga.market_cards()) - set(tops), rng)
    left_size, right_size = view.market_piles
    if len(under) != left_size + right_size - len(tops):
        raise UnseenMismatch(f"{len(under)} unseen Black Market cards for piles of "
                             f"{left_size} and {right_size}")
    left = [view.market_small, *_take(under, left_size - 1)] if left_size else []
    right = [view.market_large, *under] if right_size else []
    return left, right  # type: ignore[return-value]


def _shuffled(cards: set[str], rng: random.Random) -> list[str]:
    """``cards`` in a random order that depends on ``rng`` and the set alone."""
    pool = sorted(cards)
    rng.shuffle(pool)
    return pool


def _take(pool: list[str], count: int) -> list[str]:
    """The first ``count`` cards of ``pool``, taken out of it."""
    taken = pool[:count]
    del pool[:count]
    return taken
