"""Project cards: patterns in any of four rotations, never mirrored."""

import pytest

from engine.amytis import PROJECTS, City, Tile


def masks(cells: dict[int, str]):
    return City.build({c: [t] for c, t in cells.items()}).colour_masks()


def test_there_are_twenty_cards_worth_eight_ten_or_twelve():
    assert sorted(PROJECTS) == list(range(1, 21))
    assert [PROJECTS[n].points for n in (1, 6, 7, 14, 15, 20)] == [8, 8, 10, 10, 12, 12]
    assert sum(card.points for card in PROJECTS.values()) == 6 * 8 + 8 * 10 + 6 * 12


def test_card_pattern_reads_as_printed():
    assert PROJECTS[8].rows == ("OB", "OB")
    assert PROJECTS[19].rows == (".P.", "BGO", ".G.")


def test_pattern_as_printed_completes_the_card():
    # card 9: OPP / P..
    city = masks({0: "orange-wall", 1: "pink-wall", 2: "pink-garden", 3: "pink-market"})
    assert PROJECTS[9].completed_by(city)


def test_rotated_pattern_completes_the_card():
    # card 9 turned a quarter clockwise: P O / . P / . P, placed on the right two columns
    city = masks({1: "pink-wall", 2: "orange-wall", 5: "pink-garden", 8: "pink-market"})
    assert PROJECTS[9].completed_by(city)


def test_mirror_image_does_not_complete_the_card():
    # card 9 mirrored: P P O / . . P
    city = masks({0: "pink-wall", 1: "pink-garden", 2: "orange-wall", 5: "pink-market"})
    assert not PROJECTS[9].completed_by(city)


def test_blank_cells_match_anything_even_empty_cells():
    # card 13: .B. / BGB in the bottom two rows, top row empty
    city = masks({3: "blue-wall", 4: "green-wall", 5: "blue-garden", 1: "blue-market"})
    assert PROJECTS[13].completed_by(city)
    assert PROJECTS[13].completed_by(masks({6: "blue-wall", 7: "green-wall",
                                            8: "blue-garden", 4: "blue-market"}))


def test_only_visible_colours_count():
    covered = City.build({0: ["blue-wall", "pink-wall"], 1: ["blue-garden"], 2: ["blue-market"]})
    assert not PROJECTS[3].completed_by(covered.colour_masks())


@pytest.mark.parametrize("card", sorted(PROJECTS))
def test_every_card_fits_the_city_in_some_rotation(card):
    assert PROJECTS[card].placements
    for placement in PROJECTS[card].placements:
        assert sum(bin(m).count("1") for m in placement) == sum(
            c is not None for row in PROJECTS[card].pattern for c in row)


def test_the_colours_of_a_city_follow_every_tile_placed_or_taken_back():
    city = City.build({0: ["blue-wall"]})
    before = city.colour_masks()
    copy = city.copy()
    city.place(0, Tile.parse("pink-wall"))
    assert city.colour_masks() == masks({0: "pink-wall"})
    assert copy.colour_masks() == before
    city.remove_top(0)
    assert city.colour_masks() == before
