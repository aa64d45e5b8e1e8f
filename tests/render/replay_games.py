"""Small games for the replay tests, played by uniformly random legal decisions, and
their records with every hidden thing the table never saw dealt again.

A re-deal must leave the game the table saw as it was: what it changes is only
what stayed hidden to the end of the record (the tiles below a stack's top, the
deck beyond the cards drawn, the stacks never laid out, the Building cards never
built, the apprentices never on the display, the rewards never taken).
"""

from __future__ import annotations

import random
from typing import Any

from engine import akropolis, amytis, westkingdom


def akropolis_record(moves: int | None = None, seats: int = 2, seed: int = 5) -> dict[str, Any]:
    """An Akropolis game of ``seats``, played to its end or for ``moves`` turns."""
    rng = random.Random(seed)
    game = akropolis.Game.new(seed, seats)
    while (decision := game.decision) is not None and (moves is None or len(game.moves) < moves):
        game.decide(rng.choice(decision.options))
    return akropolis.to_record(game)


def amytis_record(seed: int = 7) -> dict[str, Any]:
    """A finished Amytis game."""
    rng = random.Random(seed)
    game = amytis.Game.new(seed)
    while not game.is_over:
        game.play(rng.choice(game.legal_moves()))
    return amytis.to_record(game)


def westkingdom_record(decisions: int, seats: int = 3, seed: int = 11) -> dict[str, Any]:
    """The first ``decisions`` answers of a West Kingdom game of ``seats`` (a random
    player takes hundreds of turns to fill the Guildhall)."""
    rng = random.Random(seed)
    game = westkingdom.Game.new(seed, seats, "A")
    while (decision := game.decision) is not None and len(game.decisions) < decisions:
        game.decide(rng.choice(decision.options))
    return westkingdom.to_record(game)


def redealt_akropolis(record: dict[str, Any]) -> dict[str, Any]:
    """``record`` with the tiles of the stacks not yet laid out in the reverse order."""
    game = akropolis.from_record(record)
    hidden = game.stacks_left * game.setup.stack_size
    tiles = record["tiles"]
    return {**record, "tiles": tiles[:len(tiles) - hidden] + tiles[len(tiles) - hidden:][::-1]}


def redealt_amytis(record: dict[str, Any]) -> dict[str, Any]:
    """``record`` with the tiles under every stack's top shuffled among the stacks,
    and the deck beyond the cards drawn in the reverse order."""
    game = amytis.from_record(record)
    taken = [len(stack) - len(left) for stack, left in zip(record["stacks"], game.board.stacks,
                                                          strict=True)]
    below = [stack[count + 1:] for stack, count in zip(record["stacks"], taken, strict=True)]
    pool = [tile for tiles in below for tile in tiles]
    random.Random(3).shuffle(pool)
    stacks = []
    for stack, count, tiles in zip(record["stacks"], taken, below, strict=True):
        stacks.append(stack[:count + 1] + pool[:len(tiles)])
        pool = pool[len(tiles):]
    drawn = len(record["deck"]) - len(game.deck)
    deck = record["deck"][:drawn] + record["deck"][drawn:][::-1]
    return {**record, "stacks": stacks, "deck": deck}


CARD_ANSWERS = ("draft", "keep", "discard", "library")
"""The answers that name a Building card only its holder sees."""


def redealt_westkingdom(record: dict[str, Any]) -> dict[str, Any]:
    """``record`` with Building cards never built swapped in pairs (in the packets,
    the deck and the answers that named them), the apprentices never on the display
    in the reverse order, and the rewards never taken too. A swap that would change
    what the rules ask (a card a hand could then afford to build makes a forced
    answer a choice) is left out: the record must stay a game that could be played."""
    built: set[str] = set()
    shown: set[str] = set()
    replay = westkingdom.Game(westkingdom.from_record(record).setup)
    for raw in record["decisions"]:
        replay.play(westkingdom.Move.from_record(raw))
        shown |= {card for card in replay.display if card is not None}
        for player in replay.players:
            built |= set(player.buildings)
            shown |= set(player.apprentices)
    deck = record["apprentice_deck"]
    seen = max((i + 1 for i, a in enumerate(deck) if a in shown), default=0)
    taken = len(record["rewards"]) - len(replay.rewards)
    redealt = {**record, "apprentice_deck": deck[:seen] + deck[seen:][::-1],
               "rewards": record["rewards"][:taken] + record["rewards"][taken:][::-1]}
    dealt = {card for packet in record["packets"] for card in packet}
    unseen = sorted((dealt | set(record["building_deck"])) - built)
    for a, b in zip(unseen[::2], unseen[1::2], strict=False):
        swapped = _swapped(redealt, {a: b, b: a})
        try:
            westkingdom.from_record(swapped)
        except westkingdom.RecordError:
            continue
        redealt = swapped
    return redealt


def _swapped(record: dict[str, Any], swap: dict[str, str]) -> dict[str, Any]:
    def card(value: Any) -> Any:
        return swap.get(value, value) if isinstance(value, str) else value

    decisions = [{key: card(value) if key in CARD_ANSWERS else value
                  for key, value in raw.items()} for raw in record["decisions"]]
    return {**record, "decisions": decisions,
            "packets": [[card(c) for c in packet] for packet in record["packets"]],
            "building_deck": [card(c) for c in record["building_deck"]]}
