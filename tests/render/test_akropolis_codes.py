"""The codes of candidate spots (shared with the bot's buttons and menus): level-1
spots numbered in reading order, upper spots their level and a letter."""

from __future__ import annotations

from engine.akropolis import Anchor, Game
from render.akropolis import anchor_codes, cell_for_code


def test_level_one_spots_are_numbered_top_to_bottom_then_left_to_right():
    anchors = [Anchor((0, 1), 1), Anchor((1, -1), 1), Anchor((-1, 0), 1), Anchor((0, -1), 1)]
    # pixel rows: (1,-1) and (-1,0) on row -1, (0,-1) on -2, (0,1) on 2
    assert anchor_codes(anchors) == {(0, -1): "1", (-1, 0): "2", (1, -1): "3", (0, 1): "4"}


def test_upper_spots_carry_their_level_and_a_letter():
    anchors = [Anchor((2, 0), 2), Anchor((0, 0), 2), Anchor((1, 0), 3), Anchor((5, 5), 1)]
    assert anchor_codes(anchors) == {(0, 0): "2a", (2, 0): "2b", (1, 0): "3a", (5, 5): "1"}


def test_letters_go_on_past_z():
    anchors = [Anchor((0, r), 2) for r in range(28)]
    codes = anchor_codes(anchors)
    assert codes[(0, 25)] == "2z" and codes[(0, 26)] == "2aa" and codes[(0, 27)] == "2ab"


def test_every_spot_of_a_game_gets_a_distinct_code_whatever_the_order():
    game = Game.new(5)
    anchors = game.anchors()
    codes = anchor_codes(anchors)
    assert len(set(codes.values())) == len(anchors) == len(codes)
    assert anchor_codes(reversed(anchors)) == codes


def test_a_typed_code_finds_its_cell():
    codes = {(0, 0): "2a", (1, 1): "12"}
    assert cell_for_code(codes, " 2A ") == (0, 0)
    assert cell_for_code(codes, "12") == (1, 1)
    assert cell_for_code(codes, "13") is None
