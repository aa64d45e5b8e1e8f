"""Placing a tile (rule 5.2): the geometry of rotations, what is legal, quarries."""

import pytest
from akropolis_games import dealing

from engine.akropolis import City, Game, IllegalMove, Move, Placement
from engine.akropolis.hexes import axial, cell_of, footprint_of, tile_cells
from engine.akropolis.tiles import TILE_CODES


def place(city: City, tile: int, anchor: tuple[int, int], rot: int) -> tuple[int, int]:
    assert city.is_legal(footprint_of(cell_of(*anchor), rot))
    return city.place(tile, TILE_CODES[tile], cell_of(*anchor), rot)


@pytest.mark.parametrize(("rot", "b", "c"), [
    (0, (1, 0), (0, 1)), (1, (0, 1), (-1, 1)), (2, (-1, 1), (-1, 0)),
    (3, (-1, 0), (0, -1)), (4, (0, -1), (1, -1)), (5, (1, -1), (1, 0)),
])
def test_rotations_put_b_and_c_where_the_table_of_rule_2_2_says(rot, b, c):
    cells = tile_cells(cell_of(0, 0), rot)
    assert [axial(cell) for cell in cells] == [(0, 0), b, c]


def test_the_three_placements_of_a_footprint_cover_the_same_cells():
    for rot in range(6):
        cells = {axial(c) for c in tile_cells(cell_of(2, -1), rot)}
        same = [(a, k) for a in cells for k in range(6)
                if {axial(c) for c in tile_cells(cell_of(*a), k)} == cells]
        assert len(same) == 3
        assert len({footprint_of(cell_of(*a), k) for a, k in same}) == 1


def test_a_fresh_city_has_30_footprints_and_90_placements_all_on_level_1():
    game = Game.new(1)
    placements = game.legal_placements()
    assert len(placements) == 90 == len(set(placements))
    assert len(game.cities[0].ground) == 30 and not game.cities[0].upper
    assert {a.level for a in game.anchors()} == {1}
    score = game.score(0)
    assert [d.points for d in score.districts] == [0] * 5 and score.total == 1


def test_a_tile_cannot_be_stacked_exactly_on_one_tile():
    city = City.start()
    place(city, 35, (1, 1), 0)
    assert not city.is_legal(footprint_of(cell_of(1, 1), 0))
    game = dealing(35, 16)
    game.play(Move(0, (1, 1), 0))
    game.play(Move(0, (1, 1), 0))  # seat 1, in its own city
    game.decide(0)
    with pytest.raises(IllegalMove, match=r"placement 2,1/2 would cover a single tile \(tile 35\)"):
        game.decide(Placement((2, 1), 2))


def test_two_quarries_of_one_tile_and_a_hex_of_another_give_two_stones():
    city = City.start()
    assert place(city, 1, (1, 1), 0) == (1, 0)  # quarries on (1, 1) and (2, 1)
    assert place(city, 16, (2, 0), 5) == (1, 0)  # its barracks on (2, 0)
    assert place(city, 3, (2, 0), 1) == (2, 2)


def test_a_level_1_tile_must_touch_the_city():
    game = Game.new(1)
    game.decide(0)
    with pytest.raises(IllegalMove, match="placement 5,5/0 does not touch the city"):
        game.decide(Placement((5, 5), 0))


def test_a_tile_must_lie_flat():
    game = Game.new(1)
    game.decide(0)
    with pytest.raises(IllegalMove, match=r"placement 0,1/4 is not flat: .*\[0, 1, 1\]"):
        game.decide(Placement((0, 1), 4))
