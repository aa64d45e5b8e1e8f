"""The evaluation the normal and hard levels judge positions by."""

import random

import pytest

from engine.amytis import City, Colour, Game
from engine.amytis.ai.heuristics import (
    card_value,
    evaluate,
    mean_card_value,
    missing_cells,
    open_lines,
    placement_bonus,
    project_chance,
    turns_left,
)
from engine.amytis.ai.policies import random_move
from engine.amytis.tiles import COLOURS, Building, Tile


def test_a_completed_pattern_misses_no_cell():
    # Card 8: OB / OB, a 2x2 square of two orange tiles beside two blue ones.
    city = City.build({0: ["orange-wall"], 1: ["blue-wall"], 3: ["orange-garden"],
                       4: ["blue-market"]})
    assert missing_cells(8, city.colour_masks()) == 0
    assert card_value(8, city.colour_masks(), 5) == 10


def test_an_empty_city_misses_every_coloured_cell_of_a_pattern():
    assert missing_cells(8, City().colour_masks()) == 4
    assert missing_cells(15, City().colour_masks()) == 5


def test_a_rotated_pattern_counts_but_a_covered_cell_is_missing_again():
    # Card 3 (BBB) turned upright in the left column.
    city = City.build({0: ["blue-wall"], 3: ["blue-wall"], 6: ["blue-garden", "pink-wall"]})
    assert missing_cells(3, city.colour_masks()) == 1


def test_the_chance_of_a_project_falls_with_missing_cells_and_with_time():
    chances = [project_chance(m, 8) for m in range(6)]
    assert chances == sorted(chances, reverse=True)
    assert chances[0] == 1.0
    assert project_chance(3, 2) == 0.0
    assert project_chance(2, 2) < project_chance(2, 8)


def test_a_blind_draw_is_worth_the_mean_of_the_deck():
    masks = City().colour_masks()
    cards = [3, 8]
    expected = (card_value(3, masks, 8) + card_value(8, masks, 8)) / 2
    assert mean_card_value(cards, masks, 8) == expected
    assert mean_card_value([], masks, 8) == 0.0


def test_two_architects_in_a_line_open_the_third_stack():
    game = Game.new(1)
    game.board.architects[0] = game.board.architects[1] = 0
    game.board.on_board[0] = 2
    assert open_lines(game, 0) == 1
    game.board.architects[4] = 0
    game.board.on_board[0] = 3
    assert open_lines(game, 0) == 3  # stack 2, and 7 and 8 through the centre
    game.board.architects[2] = 1
    assert open_lines(game, 0) == 2


def test_the_evaluation_is_zero_sum_and_the_turns_run_out():
    rng = random.Random(3)
    game = Game.new(3)
    before = turns_left(game)
    for _ in range(10):
        game.play(random_move(game, rng))
        assert evaluate(game, 0) == -evaluate(game, 1)
    assert turns_left(game) < before


def test_the_placement_that_completes_a_project_in_hand_is_worth_what_it_adds():
    game = Game.new(1)
    game.cities[0] = City.build({0: ["blue-wall"], 1: ["blue-wall"]})
    game.projects[0] = [3]  # BBB
    before = card_value(3, game.cities[0].colour_masks(), turns_left(game))
    bonus = placement_bonus(game, 0)
    assert bonus[2][COLOURS.index(Colour.BLUE)] == pytest.approx(8 - before)
    assert bonus[2][COLOURS.index(Colour.GREEN)] == 0
    assert bonus[0][COLOURS.index(Colour.GREEN)] < 0  # covers one of its blue tiles


def test_raising_a_stack_for_an_owned_favor_space_is_worth_its_points():
    game = Game.new(1)
    game.projects[0] = []
    game.cities[0] = City.build({4: ["blue-wall"], 5: ["blue-wall", "pink-wall"]})
    game.favor_owners["stacks-2"] = 0  # 2 points per stack of exactly two tiles
    bonus = placement_bonus(game, 0)
    assert bonus[4] == [2, 2, 2, 2]  # a second tile
    assert bonus[5] == [-2, -2, -2, -2]  # a third
    assert bonus[0] == [0, 0, 0, 0]


@pytest.mark.parametrize("seed", range(3))
def test_the_placement_bonus_of_a_card_is_its_value_with_that_cell_recoloured(seed):
    rng = random.Random(seed)
    game = Game.new(seed)
    tiles = [f"{colour}-wall" for colour in COLOURS]
    game.cities[0] = City.build({cell: [rng.choice(tiles)] for cell in range(9)
                                 if rng.random() < 0.6})
    for card in rng.sample(range(1, 21), 8):
        game.projects[0], game.completed[0] = [card], []
        city, turns = game.cities[0], turns_left(game)
        held = card_value(card, city.colour_masks(), turns)
        bonus = placement_bonus(game, 0)
        for cell in range(9):
            for colour in COLOURS:
                city.place(cell, Tile(colour, Building.WALL))
                gain = card_value(card, city.colour_masks(), turns) - held
                city.remove_top(cell)
                assert bonus[cell][COLOURS.index(colour)] == gain
