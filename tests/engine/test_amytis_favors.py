"""The King's Favor board's end-game points."""

from engine.amytis import City
from engine.amytis.favors import UPPER_FAVORS, bottom_row_points, favor_value


def heights(cells: dict[int, int]) -> list[int]:
    return [cells.get(c, 0) for c in range(9)]


def test_stacks_favors_score_each_stack_of_the_exact_height():
    h = heights({0: 1, 1: 1, 2: 2, 3: 3, 4: 4, 5: 4, 6: 5})
    assert UPPER_FAVORS["stacks-1"](h, 0) == 6
    assert UPPER_FAVORS["stacks-2"](h, 0) == 2
    assert UPPER_FAVORS["stacks-3"](h, 0) == 4
    assert UPPER_FAVORS["stacks-4"](h, 0) == 12


def test_empty_cells_never_count():
    assert UPPER_FAVORS["stacks-1"](heights({}), 0) == 0


def test_staircase_counts_rows_and_columns_reading_one_two_three():
    # row 0 reads 1,2,3; column 0 reads 1,2,3; a stack serves both
    h = heights({0: 1, 1: 2, 2: 3, 3: 2, 6: 3})
    assert UPPER_FAVORS["staircase"](h, 0) == 12


def test_staircase_reads_three_two_one_too_but_not_diagonals():
    assert UPPER_FAVORS["staircase"](heights({6: 3, 7: 2, 8: 1}), 0) == 6
    assert UPPER_FAVORS["staircase"](heights({0: 1, 4: 2, 8: 3}), 0) == 0


def test_staircase_needs_the_exact_heights():
    assert UPPER_FAVORS["staircase"](heights({0: 1, 1: 2, 2: 4}), 0) == 0


def test_corners_score_five_per_corner_of_three_or_more_tiles():
    assert UPPER_FAVORS["corners"](heights({0: 3, 2: 5, 6: 2, 4: 4}), 0) == 10


def test_projects_favor_scores_two_per_completed_card():
    assert UPPER_FAVORS["projects"](heights({}), 3) == 6


def test_bottom_row_scores_by_number_of_pawns():
    assert [bottom_row_points(n) for n in range(5)] == [0, 4, 10, 18, 30]


def test_favor_value_of_the_bottom_row_is_the_gain_of_one_more_pawn():
    assert favor_value("bottom-row", heights({}), 0, 2) == 8
    assert favor_value("corners", City.build({0: ["pink-wall"] * 3}).heights(), 0, 0) == 5
