"""Each building card side, on hand-built cities with hand-computed points."""

from amytis_positions import points

# -- Garden -------------------------------------------------------------------------


def test_garden_side_a_counts_stacks_as_high_as_the_gardens():
    city = {0: ["pink-wall"], 1: ["blue-wall"], 2: ["pink-market", "blue-market"]}
    # the garden makes cell 4 a stack of 1: cells 0, 1 and 4 have height 1
    assert points("A", city, 4, "green-garden") == 3


def test_garden_side_a_on_a_high_stack_counts_only_equal_heights():
    city = {2: ["pink-wall", "blue-wall"], 5: ["pink-market", "blue-market", "green-wall"],
            0: ["orange-wall"]}
    # the garden brings cell 2 to height 3, like cell 5; cell 0 (height 1) does not count
    assert points("A", city, 2, "green-garden") == 2


def test_garden_side_b_scores_two_per_tile_of_its_stack():
    assert points("B", {}, 4, "green-garden") == 2
    assert points("B", {4: ["pink-wall", "blue-wall"], 0: ["orange-wall"]}, 4,
                  "green-garden") == 6


# -- Market -------------------------------------------------------------------------


def test_market_side_a_scores_two_per_visible_tile_of_its_colour():
    city = {0: ["blue-wall"], 1: ["blue-theater"], 2: ["blue-palace", "pink-wall"],
            3: ["green-wall"]}
    # visible blue: cells 0, 1 and the market; the blue palace at 2 is covered
    assert points("A", city, 4, "blue-market") == 6


def test_market_side_a_alone_scores_two():
    assert points("A", {}, 8, "orange-market") == 2


def test_market_side_b_scores_one_per_visible_tile_of_another_colour():
    city = {0: ["pink-wall"], 1: ["pink-theater"], 2: ["blue-wall"], 3: ["green-wall"],
            5: ["orange-wall"], 6: ["blue-garden", "pink-garden"]}
    # other colours visible: blue at 2, green at 3, orange at 5; cell 6 shows pink
    assert points("B", city, 4, "pink-market") == 3


def test_market_side_b_alone_scores_nothing():
    assert points("B", {}, 4, "pink-market") == 0


# -- Wall ---------------------------------------------------------------------------


def test_wall_side_a_scores_two_per_visible_wall_on_the_periphery():
    city = {3: ["pink-wall"], 4: ["green-wall"], 5: ["blue-wall", "blue-garden"]}
    # walls on edges: cell 3 and the new one on cell 1; the centre and a covered wall do not count
    assert points("A", city, 1, "orange-wall") == 4


def test_wall_side_a_in_the_centre_does_not_count_itself():
    assert points("A", {0: ["pink-wall"]}, 4, "orange-wall") == 2


def test_wall_side_b_scores_by_walls_on_the_corners():
    assert points("B", {2: ["pink-wall"], 8: ["green-wall"]}, 0, "orange-wall") == 8
    assert points("B", {2: ["pink-wall"], 6: ["green-wall"], 8: ["blue-wall"]}, 0,
                  "orange-wall") == 10
    assert points("B", {2: ["pink-wall"]}, 0, "orange-wall") == 4
    assert points("B", {}, 0, "orange-wall") == 1


def test_wall_side_b_off_the_corners_with_no_corner_wall_scores_nothing():
    assert points("B", {1: ["pink-wall"], 2: ["pink-garden"]}, 4, "orange-wall") == 0


# -- Palace -------------------------------------------------------------------------


def test_palace_side_a_scores_one_per_visible_palace():
    city = {0: ["pink-palace"], 8: ["green-palace"], 4: ["blue-palace", "blue-wall"]}
    assert points("A", city, 2, "orange-palace") == 3


def test_palace_side_a_alone_scores_one():
    assert points("A", {}, 2, "orange-palace") == 1


def test_palace_side_b_scores_the_completed_projects_when_chosen():
    assert points("B", {}, 2, "orange-palace", completed_projects=3,
                  palace_choice="score") == 3


def test_palace_side_b_scores_nothing_when_a_card_is_taken():
    assert points("B", {}, 2, "orange-palace", completed_projects=3,
                  palace_choice="display:0") == 0


# -- Residence ----------------------------------------------------------------------


def test_residence_side_a_counts_distinct_visible_types():
    city = {0: ["green-garden"], 1: ["pink-garden"], 2: ["orange-wall", "blue-garden"]}
    # visible types: garden (three times) and the residence
    assert points("A", city, 4, "pink-residence") == 2


def test_residence_side_b_scores_two_per_visible_residence_and_market():
    city = {0: ["green-residence"], 1: ["pink-market"], 2: ["orange-market", "blue-wall"]}
    assert points("B", city, 4, "pink-residence") == 6
    assert points("B", {}, 4, "pink-residence") == 2


# -- Theater ------------------------------------------------------------------------


def test_theater_side_a_scores_one_per_architect_on_the_board():
    assert points("A", {}, 0, "blue-theater", architects=5, own_architects=2) == 5
    assert points("A", {}, 0, "blue-theater", architects=1, own_architects=1) == 1


def test_theater_side_b_scores_two_per_own_architect_on_the_board():
    assert points("B", {}, 0, "blue-theater", architects=5, own_architects=3) == 6
    assert points("B", {}, 0, "blue-theater", architects=7, own_architects=1) == 2
