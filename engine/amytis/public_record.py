"""The ``amytis-view/1`` record: a game in progress as its players may see it.

A game record (``amytis-record/1``) holds the whole deal: the tiles under each
stack's top and the deck order, which nobody may see before the game ends. A view
record keeps the same shape, cut down to what was revealed at the table so far:

- ``stacks[i]``: the tiles of stack *i* seen so far, top first (those taken, then
  the top now showing); ``stack_heights[i]``: how many tiles it started with;
- ``deck``: the cards drawn from the deck so far, in the order drawn;
  ``deck_size``: how many cards it started with;
- ``sides``, ``display``, ``hands`` and ``moves`` as in a game record.

Replaying a view needs stand-ins for what it hides. Nothing hidden ever scores or
is taken before it is revealed, so any stand-in gives the same scores; a view
that does not show exactly the tiles and cards its moves revealed is refused.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from ..errors import RecordError
from .game import Game
from .projects import CARD_NUMBERS
from .record import FORMAT, replay_moves, setup_from_record
from .setup import Setup
from .tiles import ALL_TILES, Tile

VIEW_FORMAT = "amytis-view/1"


def to_view_record(game: Game) -> dict[str, Any]:
    """What the players of ``game`` may see of it, ready for ``json.dumps``."""
    setup = game.setup
    stacks = []
    for start, now in zip(setup.stacks, game.board.stacks, strict=True):
        shown = _revealed(len(start), len(now))
        stacks.append([t.id for t in start[:shown]])
    drawn = len(setup.deck) - len(game.deck)
    return {
        "format": VIEW_FORMAT,
        "sides": {b.value: side for b, side in setup.sides.items()},
        "stack_heights": [len(s) for s in setup.stacks],
        "stacks": stacks,
        "display": list(setup.display),
        "deck_size": len(setup.deck),
        "deck": list(setup.deck[:drawn]),
        "hands": [list(h) for h in setup.hands],
        "moves": [m.to_record() for m in game.moves],
    }


def from_view_record(data: Mapping[str, Any]) -> Game:
    """Replay a view with stand-ins for what it hides; ``RecordError`` if it is wrong
    or if its moves reach beyond what it shows."""
    shown, heights, deck_size = _shown_setup(data)
    taken = _tiles_taken(data.get("moves"))
    for index, (seen, height) in enumerate(zip(shown.stacks, heights, strict=True)):
        expected = _revealed(height, max(height - taken[index], 0))
        if len(seen) != expected:
            raise RecordError(f"stack {index} must show the {expected} tiles revealed by the "
                              f"moves, not {len(seen)}")
    try:
        setup = _with_stand_ins(shown, heights, deck_size)
    except ValueError as error:
        raise RecordError(str(error)) from None
    game = replay_moves(Game(setup), data)
    drawn = deck_size - len(game.deck)
    if len(shown.deck) != drawn:
        raise RecordError(f"'deck' must list the {drawn} cards drawn by the moves, "
                          f"not {len(shown.deck)}")
    return game


def _shown_setup(data: Mapping[str, Any]) -> tuple[Setup, list[int], int]:
    """The view's fields, checked: what it shows as a (partial) setup, the stacks'
    starting heights and the deck's starting size."""
    if not isinstance(data, Mapping) or data.get("format") != VIEW_FORMAT:
        found = data.get("format") if isinstance(data, Mapping) else None
        raise RecordError(f"format must be {VIEW_FORMAT!r}, not {found!r}")
    heights = data.get("stack_heights")
    if not isinstance(heights, list) or not all(_is_count(h) for h in heights):
        raise RecordError("'stack_heights' must be a list of numbers")
    deck_size = data.get("deck_size")
    if not _is_count(deck_size):
        raise RecordError("'deck_size' must be a number of cards")
    shown = setup_from_record({**data, "format": FORMAT})
    if len(heights) != len(shown.stacks):
        raise RecordError(f"'stack_heights' must list {len(shown.stacks)} heights")
    if any(len(s) > h for s, h in zip(shown.stacks, heights, strict=True)):
        raise RecordError("a stack shows more tiles than it started with")
    if len(shown.deck) > deck_size:
        raise RecordError("'deck' shows more cards than 'deck_size'")
    return shown, heights, deck_size


def _tiles_taken(moves: Any) -> Counter[Any]:
    """How many tiles the moves take from each stack (malformed moves are left for
    the replay to name)."""
    if not isinstance(moves, list):
        return Counter()
    return Counter(m.get("stack") for m in moves if isinstance(m, Mapping))


def _revealed(start: int, now: int) -> int:
    """Tiles of a stack seen so far: those taken, and the top showing now."""
    return start if now == 0 else start - now + 1


def _with_stand_ins(shown: Setup, heights: list[int], deck_size: int) -> Setup:
    spare = Counter(ALL_TILES)
    spare.subtract(t for s in shown.stacks for t in s)
    stand_ins: list[Tile] = sorted(spare.elements(), key=lambda t: t.id, reverse=True)
    stacks = []
    for seen, height in zip(shown.stacks, heights, strict=True):
        missing = height - len(seen)
        if missing > len(stand_ins):
            raise ValueError("the stacks hold more tiles than the game has")
        stacks.append(tuple(seen) + tuple(stand_ins.pop() for _ in range(missing)))
    used = {*shown.display, *shown.deck, *shown.hands[0], *shown.hands[1]}
    cards = [c for c in CARD_NUMBERS if c not in used][:deck_size - len(shown.deck)]
    if len(shown.deck) + len(cards) != deck_size:
        raise ValueError("'deck_size' counts more cards than the game has")
    return Setup(shown.sides, tuple(stacks), shown.display, (*shown.deck, *cards), shown.hands)


def _is_count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0
