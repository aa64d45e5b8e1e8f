"""End-of-game scoring (section 6) and the variants (section 7) on hand-built cities."""

from akropolis_cities import city_of, raised, ringed_lake, row

from engine.akropolis import City, District, score_city
from engine.akropolis.hexes import cell_of
from engine.akropolis.tiles import TILE_CODES

H, M, B, T, G, Q = "house", "market", "barracks", "temple", "garden", "quarry"
PH, PM, PB, PT, PG = "plaza-house", "plaza-market", "plaza-barracks", "plaza-temple", "plaza-garden"


def points(spec, district, variants=(), **kwargs):
    scores = score_city(city_of(spec), variants, **kwargs)
    score = scores[list(District).index(district)]
    return score.value, score.stars, score.points


# -- the rulebook's worked example and the engine test cases of section 6 ----------------

def test_worked_example_five_houses_on_level_1_two_on_level_2_three_plazas_score_27():
    spec = row(0, 0, [H, H, H, H, H, raised(H, 2), raised(H, 2)])
    spec |= {(0, 2): PH, (2, 2): PH, (4, 2): PH, (1, 1): Q, (3, 1): Q}
    assert points(spec, District.HOUSE) == (9, 3, 27)


def test_the_six_house_group_scores_6_over_the_five_house_group_worth_10():
    spec = row(0, 0, [raised(H, 2)] * 5) | row(0, 3, [H] * 6) | {(0, 6): PH}
    assert points(spec, District.HOUSE) == (6, 1, 6)


def test_adjacent_markets_on_levels_1_and_3_both_fail():
    spec = {(0, 0): M, (1, 0): raised(M, 3), (0, 3): raised(M, 2), (3, 3): PM}
    assert points(spec, District.MARKET) == (2, 2, 4)


def test_a_temple_beside_a_one_cell_lake_fails_and_a_garden_beside_it_doubles_in_the_variant():
    spec = ringed_lake() | {(1, 0): T, (-1, 0): G, (2, 0): Q, (1, 1): Q, (2, -1): Q,
                            (0, 2): PT, (-1, 2): PG}
    city = city_of(spec)
    assert city.lake_cells() == {(0, 0)}
    assert sum(1 for step in [(1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)]
               if city.level(1 + step[0], 0 + step[1])) == 5
    assert points(spec, District.TEMPLE) == (0, 2, 0)
    assert points(spec, District.GARDEN) == (1, 3, 3)
    assert points(spec, District.GARDEN, {District.GARDEN}) == (2, 3, 6)


def test_a_district_type_without_a_plaza_scores_nothing():
    assert points({(0, 0): G, (1, 0): raised(G, 3)}, District.GARDEN) == (4, 0, 0)


def test_stars_add_up_over_every_visible_plaza_of_the_type_at_any_level():
    spec = {(0, 0): G, (1, 0): PG, (2, 0): raised(PG, 3), (3, 0): [PG, Q]}
    assert points(spec, District.GARDEN) == (1, 6, 6)


# -- houses ---------------------------------------------------------------------------

def test_houses_at_different_heights_side_by_side_form_one_group():
    spec = {(0, 0): H, (1, 0): raised(H, 3), (2, 0): H, (0, 2): H, (2, 2): PH}
    assert points(spec, District.HOUSE) == (5, 1, 5)


def test_groups_of_equal_size_score_the_one_of_higher_value():
    spec = row(0, 0, [H, H, H]) | row(0, 2, [H, raised(H, 2), raised(H, 2)]) | {(5, 5): PH}
    assert points(spec, District.HOUSE) == (5, 1, 5)


def test_house_variant_doubles_a_value_of_10_or_more():
    spec = row(0, 0, [H] * 10) | {(0, 2): PH, (1, 2): PH}
    assert points(spec, District.HOUSE, {District.HOUSE}) == (20, 2, 40)
    assert points(spec, District.HOUSE) == (10, 2, 20)


def test_house_variant_leaves_a_value_of_9_alone():
    spec = row(0, 0, [H] * 7 + [raised(H, 2)]) | {(0, 2): PH}
    assert points(spec, District.HOUSE, {District.HOUSE}) == (9, 1, 9)


# -- markets --------------------------------------------------------------------------

def test_markets_apart_each_score_their_level():
    spec = {(0, 0): M, (2, 0): raised(M, 2), (4, 0): M, (0, 2): PM, (6, 6): PM}
    assert points(spec, District.MARKET) == (4, 4, 16)


def test_market_variant_doubles_a_market_beside_a_market_plaza():
    spec = {(0, 0): M, (1, 0): PM, (4, 0): raised(M, 2)}
    assert points(spec, District.MARKET, {District.MARKET}) == (4, 2, 8)
    assert points(spec, District.MARKET) == (3, 2, 6)


def test_market_variant_never_rescues_markets_that_touch():
    spec = {(0, 0): M, (1, 0): M, (0, 1): PM}
    assert points(spec, District.MARKET, {District.MARKET}) == (0, 2, 0)


# -- barracks -------------------------------------------------------------------------

def test_barracks_on_the_edge_score_and_a_surrounded_one_does_not():
    spec = {(0, 0): B} | {cell: Q for cell in [(1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1)]}
    spec |= {(1, -1): raised(B, 2), (3, 0): PB}
    assert points(spec, District.BARRACKS) == (2, 2, 4)


def test_barracks_whose_only_empty_side_is_a_lake_are_not_on_the_edge():
    spec = ringed_lake() | {(1, 0): B, (2, 0): Q, (1, 1): Q, (2, -1): Q, (0, 2): PB}
    assert points(spec, District.BARRACKS) == (0, 2, 0)
    spec[(2, 0)] = B  # on the outer edge
    assert points(spec, District.BARRACKS) == (1, 2, 2)


def test_barracks_variant_doubles_4_unbuilt_sides():
    spec = {(0, 0): Q, (1, 0): B, (0, 1): Q, (5, 5): PB}  # empty: (2,0) (1,1) (1,-1) (2,-1)
    assert points(spec, District.BARRACKS, {District.BARRACKS}) == (2, 2, 4)
    assert points(spec, District.BARRACKS) == (1, 2, 2)


def test_barracks_variant_doubles_3_unbuilt_sides_but_not_2():
    spec = {(1, 0): raised(B, 2), (0, 0): Q, (0, 1): Q, (1, 1): Q, (5, 5): PB}
    assert points(spec, District.BARRACKS, {District.BARRACKS}) == (4, 2, 8)
    spec[(2, 0)] = Q  # empty now only (1,-1) and (2,-1)
    assert points(spec, District.BARRACKS, {District.BARRACKS}) == (2, 2, 4)


def test_barracks_variant_counts_a_lake_side_unless_scored_as_bga():
    spec = ringed_lake() | {(1, 0): B, (1, 1): Q, (3, 3): PB}  # 2 outside sides + the lake
    assert points(spec, District.BARRACKS, {District.BARRACKS}) == (2, 2, 4)
    assert points(spec, District.BARRACKS, {District.BARRACKS}, lake_sides=False) == (1, 2, 2)


# -- temples --------------------------------------------------------------------------

def test_a_temple_with_six_built_neighbours_scores_and_one_on_the_edge_does_not():
    spec = {(0, 0): raised(T, 2), (3, 0): T, (3, 3): PT}
    spec |= {cell: Q for cell in [(1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)]}
    assert points(spec, District.TEMPLE) == (2, 2, 4)


def test_temple_variant_doubles_temples_on_level_2_or_higher():
    ring = [(1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)]
    spec = {(0, 0): raised(T, 2), (5, 0): T, (3, 3): PT} | dict.fromkeys(ring, Q)
    spec |= {(5 + dq, dr): Q for dq, dr in ring}
    assert points(spec, District.TEMPLE, {District.TEMPLE}) == (4 + 1, 2, 10)
    assert points(spec, District.TEMPLE) == (3, 2, 6)


# -- gardens --------------------------------------------------------------------------

def test_every_garden_scores_its_level_even_on_the_edge():
    spec = {(0, 0): G, (1, 0): raised(G, 2), (4, 0): raised(G, 3), (0, 2): PG}
    assert points(spec, District.GARDEN) == (6, 3, 18)


def test_garden_variant_doubles_only_gardens_beside_a_lake():
    spec = ringed_lake() | {(0, 1): raised(G, 2), (3, 0): G, (3, 3): PG}
    assert points(spec, District.GARDEN, {District.GARDEN}) == (4 + 1, 3, 15)


def test_temple_variant_doubles_a_level_3_temple_and_leaves_a_level_1_one():
    ring = [(1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)]
    spec = {(0, 0): raised(T, 3), (1, 0): T, (3, 3): PT, (4, 3): PT}
    spec |= dict.fromkeys(ring[1:], Q) | {(2, 0): Q, (2, -1): Q, (1, 1): Q}
    # (0, 0) is surrounded; (1, 0) too: (2,0) (1,1) (0,1) (0,0) (1,-1) (2,-1) are built.
    assert points(spec, District.TEMPLE, {District.TEMPLE}) == (6 + 1, 4, 28)


def test_two_tiles_placed_round_a_cell_make_it_a_lake_that_doubles_a_garden():
    city = City.start()
    city.place(5, TILE_CODES[5], cell_of(2, -1), 4)    # garden (2,-1), quarry, house plaza
    assert city.lake_cells() == frozenset()
    city.place(13, TILE_CODES[13], cell_of(1, -2), 3)  # quarry (1,-2), quarry, garden plaza
    assert city.lake_cells() == {(1, -1)}
    scores = score_city(city, {District.GARDEN})
    assert scores[4] == (2, 3, 6) and score_city(city)[4] == (1, 3, 3)
