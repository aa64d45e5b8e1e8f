"""What a player can see of a game, and games sampled to agree with it.

Players see the top tile of each main-board stack and its height, but not the tiles
beneath nor the three left in the box; they know which Project cards are in the
deck but not in what order. An AI that decides from a ``PublicView`` cannot cheat;
where it needs the hidden parts it draws them with ``sample_game``.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .moves import Decision, DecisionKind, Move, Result
from .tiles import ALL_TILES, Building, Tile

if TYPE_CHECKING:
    from .game import Game


@dataclass(frozen=True)
class PublicView:
    """Everything on the table, as a spectator or ``viewer`` sees it.

    ``cities[p][cell]`` lists that stack bottom tile first (tiles in cities were
    all seen when placed). ``unseen_tiles`` is the multiset of tiles nobody can see
    (beneath the main-board tops, or out of the game), sorted by id so that it
    reveals nothing of their order; ``unseen_cards`` likewise for the deck.
    ``last_completed`` names the Project cards the last turn completed.
    """

    viewer: int | None
    sides: dict[Building, str]
    stack_tops: tuple[Tile | None, ...]
    stack_heights: tuple[int, ...]
    architects: tuple[int | None, ...]
    cities: tuple[tuple[tuple[Tile, ...], ...], tuple[tuple[Tile, ...], ...]]
    display: tuple[int | None, ...]
    deck_size: int
    projects: tuple[tuple[int, ...], tuple[int, ...]]
    completed: tuple[tuple[int, ...], tuple[int, ...]]
    last_completed: tuple[int, ...]
    favor_owners: dict[str, int]
    bottom_row: tuple[int, int]
    pawns: tuple[int, int]
    building_points: tuple[int, int]
    player: int
    turn: int
    decision: Decision | None
    selection: tuple[int | None, int | None]
    last_move: Move | None
    turn_points: tuple[int, ...]
    result: Result
    unseen_tiles: tuple[Tile, ...]
    unseen_cards: tuple[int, ...]

    @classmethod
    def of(cls, game: Game, viewer: int | None = None) -> PublicView:
        """The view of ``game`` for ``viewer`` (both players see the same table)."""
        board = game.board
        cities = tuple(tuple(tuple(s) for s in c.stacks) for c in game.cities)
        seen = Counter(t for s in board.stacks if s for t in s[-1:])
        seen.update(t for city in cities for s in city for t in s)
        unseen = Counter(ALL_TILES)
        unseen.subtract(seen)
        return cls(
            viewer=viewer,
            sides=dict(game.sides),
            stack_tops=tuple(s[-1] if s else None for s in board.stacks),
            stack_heights=tuple(len(s) for s in board.stacks),
            architects=tuple(a if a >= 0 else None for a in board.architects),
            cities=cities,  # type: ignore[arg-type]
            display=tuple(game.display),
            deck_size=len(game.deck),
            projects=(tuple(game.projects[0]), tuple(game.projects[1])),
            completed=(tuple(game.completed[0]), tuple(game.completed[1])),
            last_completed=game.last_completed,
            favor_owners=dict(game.favor_owners),
            bottom_row=(game.bottom_row[0], game.bottom_row[1]),
            pawns=(game.pawns[0], game.pawns[1]),
            building_points=(game.building_points[0], game.building_points[1]),
            player=game.player,
            turn=game.turn,
            decision=game.decision,
            selection=game.selection,
            last_move=game.moves[-1] if game.moves else None,
            turn_points=tuple(game.turn_points),
            result=game.result(),
            unseen_tiles=tuple(sorted(unseen.elements(), key=lambda t: t.id)),
            unseen_cards=tuple(sorted(game.deck)),
        )


def sample_game(view: PublicView, rng: random.Random) -> Game:
    """A full game that agrees with everything ``view`` shows, its hidden parts drawn
    at random: the tiles beneath each stack's top and the order of the deck.

    The sample is for search: it plays on from the viewed position, but its
    ``setup`` is the sampled present (its record would not retell the past).
    """
    return _dealt(view, rng)


def spectator_game(game: Game) -> Game:
    """``game`` as anyone at the table knows it, for whatever is drawn for everyone
    (a public panel, its labels, its prompt): the tiles beneath each stack's top and
    the deck dealt again in a fixed order (by id), so that the copy is a function of
    the public part alone. Its moves and each turn's points are the game's own (they
    are public), so its turn, last move and pending decision are those of ``game``.

    A copy of a turn previewed before Confirm shows what that turn revealed (the new
    top of its stack, a card drawn): the engine cannot tell a preview from a turn
    played, so whatever asks for Confirm of such a turn reads only its move, its tile
    and its points. Its ``setup`` is the dealt present, like a sample's."""
    known = _dealt(PublicView.of(game), None)
    known.moves = list(game.moves)
    known.turn_points = list(game.turn_points)
    return known


def _dealt(view: PublicView, rng: random.Random | None) -> Game:
    """A full game that agrees with ``view``, the hidden tiles and cards dealt in a
    fixed order (the view's, sorted by id) when ``rng`` is ``None``, shuffled by it
    otherwise."""
    from .board import NO_ARCHITECT, MainBoard
    from .city import City
    from .game import Game
    from .setup import Setup

    hidden = list(view.unseen_tiles)
    deck = list(view.unseen_cards)
    if rng is not None:
        rng.shuffle(hidden)
    stacks = []
    for top, height in zip(view.stack_tops, view.stack_heights, strict=True):
        below = [hidden.pop() for _ in range(height - 1)] if top is not None else []
        stacks.append(tuple([top, *below]) if top is not None else ())
    if rng is not None:
        rng.shuffle(deck)
    setup = Setup(view.sides, tuple(stacks), view.display, tuple(deck), view.projects)

    game = Game.__new__(Game)
    game.setup = setup
    game.sides = view.sides
    game.board = MainBoard(setup.stacks)
    game.board.architects = [NO_ARCHITECT if a is None else a for a in view.architects]
    game.board.on_board = [view.architects.count(0), view.architects.count(1)]
    game.cities = [City(c) for c in view.cities]
    game.display = list(view.display)
    game.deck = list(reversed(deck))
    game.projects = [list(p) for p in view.projects]
    game.completed = [list(c) for c in view.completed]
    game.last_completed = view.last_completed
    game.favor_owners = dict(view.favor_owners)
    game.bottom_row = list(view.bottom_row)
    game.pawns = list(view.pawns)
    game.building_points = list(view.building_points)
    # A pending Favor is written into the move of the turn that earned it.
    game.moves = ([view.last_move] if view.decision is not None and view.last_move is not None
                  and view.decision.kind is DecisionKind.FAVOR else [])
    game.turn_points = []
    game.player = view.player
    game.finished = view.result.finished
    game.stage = view.decision.kind if view.decision else DecisionKind.STACK
    game._stack, game._cell = view.selection
    return game

