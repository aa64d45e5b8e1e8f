"""Games for the Akropolis tests: dealt in a chosen order, or played at random."""

import random

from engine.akropolis import Game, Move, Setup, mode_backs
from engine.akropolis.tiles import tiles_with_backs


def dealing(*first: int, seats: int = 2, variants=(), architect: str | None = None) -> Game:
    """A game whose site opens with the tiles ``first``, in order (the rest by id)."""
    rest = [t for t in tiles_with_backs(mode_backs(seats, False)) if t not in first]
    return Game(Setup(seats, (*first, *rest), variants=tuple(variants), architect=architect))


def random_game(seed: int, seats: int = 2, moves: int | None = None, **kwargs) -> Game:
    """A game from ``seed`` played with uniformly random whole moves, to the end or
    until ``moves`` moves are recorded."""
    rng = random.Random(seed)
    game = Game.new(seed, seats, **kwargs)
    while not game.is_over and (moves is None or len(game.moves) < moves):
        placement = rng.choice(game.legal_placements())
        game.play(Move(rng.choice(game.legal_takes()), placement.anchor, placement.rot))
    return game
