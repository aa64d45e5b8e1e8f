"""What a player can see of a game, and games sampled to agree with it.

Everything on the table is public (section 11): the site, every city, every stone,
the tiles laid out so far and in what order. Only the order of the face-down stacks
is hidden; the view lists the tiles still in them sorted by id. An AI that decides
from a ``PublicView`` cannot cheat; where it needs the stacks it draws them with
``sample_game``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from .architect import ArchitectCity
from .city import City
from .hexes import District
from .moves import Decision, Move, Result

if TYPE_CHECKING:
    from .game import Game


@dataclass(frozen=True)
class PublicView:
    """Everything on the table, as a spectator or ``viewer`` sees it.

    ``cities`` are copies (a ``City`` per player, an ``ArchitectCity`` for the solo
    Architect). ``dealt`` lists the tiles laid out on the site so far, in the order
    they came; ``unseen_tiles`` those still in the stacks, sorted by id.
    """

    viewer: int | None
    seats: int
    long: bool
    variants: tuple[District, ...]
    architect: str | None
    site: tuple[int, ...]
    dealt: tuple[int, ...]
    stacks_left: int
    unseen_tiles: tuple[int, ...]
    cities: tuple[City | ArchitectCity, ...]
    stones: tuple[int, ...]
    turn: int
    round: int
    chief: int
    player: int
    decision: Decision | None
    selection: int | None
    moves: tuple[Move, ...]
    result: Result
    _game: Game = field(compare=False, repr=False)

    @classmethod
    def of(cls, game: Game, viewer: int | None = None) -> PublicView:
        """The view of ``game`` for ``viewer`` (every seat sees the same table)."""
        setup = game.setup
        dealt = setup.tiles[:game.dealt]
        known = spectator_game(game)  # the hidden order replaced by the sorted one
        unseen = known.setup.tiles[game.dealt:]
        return cls(
            viewer=viewer,
            seats=setup.seats,
            long=setup.long,
            variants=setup.variants,
            architect=setup.architect,
            site=tuple(game.site),
            dealt=dealt,
            stacks_left=game.stacks_left,
            unseen_tiles=unseen,
            cities=tuple(c.copy() for c in game.cities),
            stones=tuple(game.stones),
            turn=game.turn,
            round=game.round,
            chief=game.chief,
            player=game.current_player,
            decision=game.decision,
            selection=game.selection,
            moves=tuple(game.moves),
            result=game.result(),
            _game=known,
        )


def spectator_game(game: Game) -> Game:
    """``game`` as anyone at the table knows it, for whatever is drawn for everyone
    (a public panel, its labels, the previews it shows): the tiles still in the
    stacks put in a fixed order (by id), so that the copy is a function of the public
    part alone. Everything else, its moves and pending decision included, is the
    game's own: all of it is on the table."""
    setup = game.setup
    known = game.copy()
    known.setup = replace(setup, tiles=setup.tiles[:game.dealt]
                          + tuple(sorted(setup.tiles[game.dealt:])))
    return known


def sample_game(view: PublicView, rng: random.Random) -> Game:
    """A full game that agrees with everything ``view`` shows, the order of its stacks
    drawn at random. Its setup and moves form a true record of a game that would have
    reached the viewed position."""
    hidden = list(view.unseen_tiles)
    rng.shuffle(hidden)
    game = view._game.copy()
    game.setup = replace(game.setup, tiles=view.dealt + tuple(hidden))
    return game
