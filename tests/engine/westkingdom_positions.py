"""Hand-built West Kingdom positions for the rules tests.

``table()`` plays a real setup (first answers everywhere), then empties every purse,
hand and tableau back into the decks, so that a test sets exactly the position the
rule needs with ``give`` and ``put`` and starts a seat's turn with ``turn``. Cards a
test gives are taken from where they lie (deck, display, another hand), so every
card stays in exactly one place.
"""

from __future__ import annotations

import random
from dataclasses import replace

from engine.westkingdom import CHARACTERS, Game, Prompt, Rulings, Setup
from engine.westkingdom.board import MARKET_SPACES, PLACE_INDEX
from engine.westkingdom.bundles import bundle
from engine.westkingdom.frames import END_TURN, TURN
from engine.westkingdom.rulings import ENGINE
from engine.westkingdom.setup import first_by_virtue


def table(seats: int = 2, seed: int = 0, first: int = 0,
          characters: tuple[str, ...] | None = None, bga: Rulings = ENGINE) -> Game:
    """A game after its setup and draft, at ``first``'s first placement: every seat
    with no resources, no cards, no debts, virtue 7 (side B: its character's), all
    20 workers in supply, the Tax Stand at 4; ``bga`` switches rulings to BGA's."""
    setup = Setup.new(seed, seats, bga=bga)
    if characters is not None:
        setup = replace(setup, side="B", characters=characters,
                        first=first_by_virtue(characters))
    else:
        setup = replace(setup, first=first)
    game = Game(setup)
    while game.decision.prompt in (Prompt.HIRE, Prompt.DRAFT):
        game.decide(game.decision.options[0])
    for seat, player in enumerate(game.players):
        game.building_deck.extend(player.hand)
        player.hand.clear()
        for card in list(player.apprentices):
            player.dismissed(card)
            game.apprentice_deck.append(card)
        player.res[:] = [0] * 6
        player.debts = player.paid = 0
        player.virtue = 7 if characters is None else CHARACTERS[characters[seat]].virtue
        game.supply[seat] += game.prison[seat]
        game.prison[seat] = 0
    turn(game, setup.first)
    return game


def turn(game: Game, seat: int) -> Game:
    """Start ``seat``'s turn now (its place or recover prompt)."""
    game.stack = [(TURN, seat)]
    game._run()
    return game


def give(game: Game, seat: int, res: str = "", *, virtue: int | None = None,
         hand: tuple[str, ...] = (), apprentices: tuple[str, ...] = (),
         buildings: tuple[str, ...] = (), debts: int | None = None,
         paid: int | None = None, cathedral: int | None = None) -> Game:
    """Add ``res`` (``"2Cl 3Ag"``) and the given cards to ``seat``; set the numbers given."""
    player = game.players[seat]
    for i, count in enumerate(bundle(res)[:6]):
        player.res[i] += count
    for card in hand:
        _take_building(game, card)
        player.hand.append(card)
    for card in buildings:
        _take_building(game, card)
        player.buildings.append(card)
    for card in apprentices:
        _take_apprentice(game, card)
        player.hired(card)
    if virtue is not None:
        player.virtue = virtue
    if debts is not None:
        player.debts = debts
    if paid is not None:
        player.paid = paid
    if cathedral is not None:
        player.cathedral = cathedral
    return _restart(game)


def put(game: Game, seat: int, place: str, count: int = 1, holder: int | None = None) -> Game:
    """Move ``count`` of ``seat``'s workers from its supply to ``place``: an open
    location, ``"prison"``, ``"guildhall"``, a Black Market space, or ``"board"`` of
    ``holder`` (as captives)."""
    game.supply[seat] -= count
    if place in PLACE_INDEX:
        game.at[PLACE_INDEX[place]][seat] += count
    elif place == "prison":
        game.prison[seat] += count
    elif place == "guildhall":
        game.guild[seat] += count
        game.guildhall.extend([seat] * count)
    elif place in MARKET_SPACES:
        assert count == 1
        game.market[MARKET_SPACES.index(place)] = seat
    else:
        assert place == "board" and holder is not None
        game.captives[holder][seat] += count
    return _restart(game)


def display(game: Game, *cards: str) -> Game:
    """Lay ``cards`` on the display, slot 1 first (each taken from where it lies); the
    cards they replace go to the bottom of the apprentice deck; coins are cleared."""
    for slot, card in enumerate(cards):
        if game.display[slot] == card:
            continue
        _take_apprentice(game, card)
        if game.display[slot] is not None:
            game.apprentice_deck.append(game.display[slot])
        game.display[slot] = card
    game.coins = [0] * 8
    return _restart(game)


def top_of_deck(game: Game, *cards: str) -> Game:
    """Put Building ``cards`` on top of the deck, in this order."""
    for card in cards:
        _take_building(game, card)
    game.building_deck[:0] = list(cards)
    return _restart(game)


def _restart(game: Game) -> Game:
    """A position changed at the start of a turn: ask that turn's first question again."""
    if len(game.stack) == 2 and game.stack[0][0] == END_TURN:
        turn(game, game.stack[0][1])
    return game


def random_game(seed: int, seats: int, side: str = "A", turns: int | None = None) -> Game:
    """A game played with random answers, to the end or for ``turns`` turns."""
    rng = random.Random(seed)
    game = Game.new(seed, seats, side)
    while game.decision is not None and (turns is None or game.turn < turns):
        game.decide(rng.choice(game.decision.options))
    return game


def _take_apprentice(game: Game, card: str) -> None:
    if card in game.apprentice_deck:
        game.apprentice_deck.remove(card)
    elif card in game.display:
        slot = game.display.index(card)
        game.display[slot] = game.apprentice_deck.pop(0)
    else:
        holder = next(p for p in game.players if card in p.apprentices)
        holder.dismissed(card)


def _take_building(game: Game, card: str) -> None:
    if card in game.building_deck:
        game.building_deck.remove(card)
        return
    for player in game.players:
        if card in player.hand:
            player.hand.remove(card)
            return
        if card in player.buildings:
            player.buildings.remove(card)
            return
    raise AssertionError(f"{card} is nowhere to take")
