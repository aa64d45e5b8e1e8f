"""What players type for Akropolis: spot codes with look-alike Cyrillic letters, and
variants named in any language, singular or plural, with or without case endings."""

import pytest

from cogs.akropolis.controls import find_spot, spots
from cogs.akropolis.options import parse_variants
from engine.akropolis import Game


def game_with_an_upper_spot() -> Game:
    """A game whose player to move has taken a tile that can go on level 2."""
    game = Game.new(11)
    while True:
        game.decide(game.legal_takes()[0])
        if any(not s.code.isdigit() for s in spots(game)):
            return game
        placements = game.legal_placements()
        game.decide(placements[len(placements) // 2])  # beside the others, to build up


def test_a_code_typed_with_cyrillic_look_alike_letters_names_the_same_spot():
    game = game_with_an_upper_spot()
    lettered = next(s for s in spots(game) if not s.code.isdigit())
    cyrillic = lettered.code.translate(str.maketrans("abcekmhoptyx", "авсекмнортух"))
    assert cyrillic != lettered.code
    assert find_spot(game, cyrillic) == lettered
    assert find_spot(game, " " + cyrillic.upper()) == lettered


@pytest.mark.parametrize(("typed", "chosen"), [
    ("жилые кварталы, парки", ["house", "garden"]),
    ("Жилых кварталов; парками", ["house", "garden"]),
    ("рынок, рынков, казарм, храмами", ["market", "barracks", "temple"]),
    ("жилые дома, сады", ["house", "garden"]),
    ("houses, Garden, temple", ["house", "garden", "temple"]),
    ("Habitations, marches, caserne", ["house", "market", "barracks"]),
])
def test_variants_are_read_in_every_language_and_case(typed, chosen):
    assert parse_variants(typed) == (chosen, None)


def test_anything_else_is_the_name_refused():
    assert parse_variants("парки, замки") == (["garden"], "замки")
    assert parse_variants("house, hou") == (["house"], "hou")
