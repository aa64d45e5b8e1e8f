"""Akropolis as a game kind: its options, and a computer that cannot see the stacks."""

from __future__ import annotations

import dataclasses
import random

import pytest

from engine.akropolis import Game
from service.akropolis import KIND
from service.errors import InvalidOptions


def test_options_are_completed_and_checked_against_the_number_of_players() -> None:
    assert KIND.normalize_options({}, 1) == {"seats": "random", "long": False,
                                             "variants": [], "architect": "hippodamos"}
    assert KIND.normalize_options({"variants": ["garden", "market"], "long": True}, 3) == {
        "seats": "random", "long": True, "variants": ["garden", "market"], "architect": None}
    for options, seats in (({"long": True}, 4), ({"variants": ["moat"]}, 2),
                           ({"architect": "zeus"}, 1), ({"colour": "red"}, 2)):
        with pytest.raises(InvalidOptions):
            KIND.normalize_options(options, seats)


def test_the_computer_plays_the_same_whatever_order_the_hidden_stacks_are_in() -> None:
    game = Game.new(11, 3)
    for _ in range(4):
        game.play(KIND.computer_move(game, 2, 5))
    dealt = game.setup.tiles[:game.dealt]
    hidden = list(game.setup.tiles[game.dealt:])
    random.Random(1).shuffle(hidden)
    other = game.copy()
    other.setup = dataclasses.replace(game.setup, tiles=dealt + tuple(hidden))
    assert other.setup.tiles != game.setup.tiles
    for level in (1, 2):
        assert KIND.computer_move(game, level, 99) == KIND.computer_move(other, level, 99)


def test_the_export_of_a_game_in_progress_lists_the_stacks_without_their_order() -> None:
    game = Game.new(4, 2)
    view = KIND.public_export(KIND.dump(game), 0)
    assert view["format"] == "akropolis-view/1"
    assert view["tiles"] == list(game.setup.tiles[:game.dealt])
    assert view["unseen_tiles"] == sorted(game.setup.tiles[game.dealt:])
