"""The solo Famous Architect (section 8): its take, its score at each level, variants."""

import pytest
from akropolis_games import dealing

from engine.akropolis import (
    ArchitectCity,
    District,
    HexType,
    Move,
    architect_score,
    architect_take,
)

MIXED = [16, 20, 24, 13]
"""B/T/H, H/T/plaza-barracks, H/G/plaza-market, Q/Q/plaza-garden: with the starting tile,
3 houses, 1 barracks, 2 temples, 1 garden, 5 quarries; plazas 1 house, 1 market,
1 barracks, 1 garden (stars 1, 2, 2, 0, 3)."""
MARKETS = [36, 37, 39, 40, 3, 41]
"""5 markets and 1 market plaza; 2 barracks, 2 temples, 1 garden, no other plaza but the
starting house plaza."""


def breakdown(score):
    return [(d.value, d.stars, d.points) for d in score.districts]


def test_the_architect_counts_its_starting_tile():
    counts = ArchitectCity(MIXED).hex_counts()
    assert counts[HexType.HOUSE] == 3 and counts[HexType.QUARRY] == 5
    assert counts[HexType.PLAZA_HOUSE] == 1


def test_hippodamos_scores_every_district_once_times_stars_plus_stones():
    score = architect_score(ArchitectCity(MIXED), 2, "hippodamos")
    assert breakdown(score) == [(3, 1, 3), (0, 2, 0), (1, 2, 2), (2, 0, 0), (1, 3, 3)]
    assert score.total == 3 + 2 + 3 + 2 and score.quarry_bonus == 0


def test_metagenes_adds_two_points_per_quarry_starting_tile_included():
    score = architect_score(ArchitectCity(MIXED), 2, "metagenes")
    assert score.quarry_bonus == 10 and score.total == 8 + 10 + 2


def test_callicrates_counts_each_district_as_level_2():
    score = architect_score(ArchitectCity(MIXED), 2, "callicrates")
    assert breakdown(score) == [(6, 1, 6), (0, 2, 0), (2, 2, 4), (4, 0, 0), (2, 3, 6)]
    assert score.total == 16 + 2


def test_market_variant_doubles_at_most_three_markets_per_market_plaza():
    city = ArchitectCity(MARKETS)
    assert breakdown(architect_score(city, 0, "hippodamos"))[1] == (5, 2, 10)
    assert breakdown(architect_score(city, 0, "hippodamos", {District.MARKET}))[1] == (8, 2, 16)
    assert breakdown(architect_score(city, 0, "callicrates", {District.MARKET}))[1] == (16, 2, 32)


def test_barracks_and_garden_variants_double_everything():
    score = architect_score(ArchitectCity(MARKETS), 0, "hippodamos",
                            {District.BARRACKS, District.GARDEN})
    assert [d.value for d in score.districts] == [0, 5, 4, 2, 2]


def test_temple_variant_doubles_only_for_callicrates():
    city = ArchitectCity(MARKETS)
    assert architect_score(city, 0, "metagenes", {District.TEMPLE}).districts[3].value == 2
    assert architect_score(city, 0, "callicrates", {District.TEMPLE}).districts[3].value == 8


def test_house_variant_doubles_a_house_value_of_10_or_more_once():
    city = ArchitectCity([35, 29, 16])  # 5 houses
    assert architect_score(city, 0, "hippodamos", {District.HOUSE}).districts[0].value == 5
    assert architect_score(city, 0, "callicrates", {District.HOUSE}).districts[0].value == 20


@pytest.mark.parametrize(("site", "stones", "take"), [
    ([35, 16, 1, 2], 5, 2),   # the cheapest plaza tile
    ([35, 16, 1, 2], 1, 0),   # it cannot pay for it: the free tile
    ([35, 16, 36, 37], 9, 0),  # no plaza on the site: the free tile
    ([5, 16, 1], 0, 0),       # the free tile has a plaza
])
def test_the_architect_takes_the_cheapest_plaza_tile_it_can_afford(site, stones, take):
    assert architect_take(site, stones) == take


def test_the_player_pays_the_architect_and_the_architect_pays_the_supply():
    # Only site[3] (tile 12) shows a plaza.
    game = dealing(35, 16, 36, 12, seats=1, architect="hippodamos")
    events = game.play(Move(1, (1, 1), 0))  # the player pays 1 stone to the Architect
    assert events.cost == 1 and game.stones[0] == 0
    assert events.architect.take == 2 and events.architect.tile.id == 12
    assert events.architect.cost == 2 and game.stones[1] == 2 + 1 - 2
    assert game.cities[1].tiles == [12] and game.site == [35, 36]
    assert game.current_player == 0 and game.turn == 2


def test_a_solo_game_lasts_18_turns_each_and_every_decision_is_the_players():
    game = dealing(seats=1, architect="callicrates")
    while game.decision is not None:
        assert game.decision.player == 0
        game.play(Move(0, game.legal_placements()[0].anchor, game.legal_placements()[0].rot))
    assert len(game.moves) == 18 and game.turn == 36
    assert len(game.cities[1].tiles) == 18 and len(game.site) == 1


def test_solo_ties_on_score_and_stones_are_a_draw():
    from engine.akropolis.moves import DistrictScore, PlayerScore, winners

    zero = (DistrictScore(0, 0, 0),) * 5
    player = PlayerScore(3, zero)
    assert winners((player, PlayerScore(3, zero, 0, "metagenes"))) == (0, 1)
    assert winners((player, PlayerScore(2, zero, 1, "metagenes"))) == (0,)
    assert winners((PlayerScore(2, zero), PlayerScore(1, zero, 1, "hippodamos"))) == (0,)
