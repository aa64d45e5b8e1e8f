"""Setup for every mode: the tiles of section 3, the table of section 4, the stones."""

from collections import Counter

import pytest

from engine.akropolis import TILES, Game, HexType, IllegalMove, Setup, mode_backs
from engine.akropolis.setup import parse_variants
from engine.akropolis.tiles import tiles_with_backs

MODES = [  # seats, long, tiles, stacks, stack size, site, rounds, turns per seat
    (1, False, 37, 11, 3, 4, 12, 18),
    (2, False, 37, 11, 3, 4, 12, 18),
    (3, False, 49, 11, 4, 5, 12, 16),
    (4, False, 61, 11, 5, 6, 12, 15),
    (1, True, 61, 19, 3, 4, 20, 30),
    (2, True, 61, 19, 3, 4, 20, 30),
    (3, True, 61, 14, 4, 5, 15, 20),
]


def _game(seats: int, long: bool, seed: int = 3) -> Game:
    return Game.new(seed, seats, long, architect="hippodamos" if seats == 1 else None)


def test_tile_backs_are_those_of_section_3():
    three = {4, 10, 15, 19, 29, 31, 42, 45, 51, 54, 55, 59}
    four = {11, 17, 18, 30, 33, 34, 38, 43, 44, 47, 56, 58}
    assert {t for t, tile in TILES.items() if tile.back == "3+"} == three
    assert {t for t, tile in TILES.items() if tile.back == "4"} == four
    assert len(TILES) == 61 and sum(tile.back == "2+" for tile in TILES.values()) == 37


def test_every_tile_has_at_most_one_plaza_and_30_have_one():
    plazas = {t: sum(h.value.startswith("plaza") for h in tile.hexes) for t, tile in TILES.items()}
    assert set(plazas.values()) == {0, 1}
    assert sum(plazas.values()) == 30
    assert sum(plazas[t] for t in tiles_with_backs(("2+",))) == 20
    assert sum(plazas[t] for t in tiles_with_backs(("2+", "3+"))) == 25


@pytest.mark.parametrize(("backs", "counts"), [
    (("2+",), (18, 12, 10, 8, 6, 37, 5, 4, 4, 4, 3)),
    (("2+", "3+"), (27, 16, 13, 10, 7, 49, 6, 5, 5, 5, 4)),
    (("2+", "3+", "4"), (36, 20, 16, 12, 8, 61, 7, 6, 6, 6, 5)),
])
def test_hex_counts_match_the_table_of_section_3(backs, counts):
    hexes = Counter(h for t in tiles_with_backs(backs) for h in TILES[t].hexes)
    order = ["house", "market", "barracks", "temple", "garden", "quarry", "plaza-house",
             "plaza-market", "plaza-barracks", "plaza-temple", "plaza-garden"]
    assert tuple(hexes[HexType(name)] for name in order) == counts


@pytest.mark.parametrize(("seats", "long", "tiles", "stacks", "size", "site", "rounds", "turns"),
                         MODES)
def test_each_mode_deals_the_table_of_section_4(seats, long, tiles, stacks, size, site, rounds,
                                                turns):
    game = _game(seats, long)
    setup = game.setup
    assert len(setup.tiles) == tiles == len(set(setup.tiles))
    assert set(setup.tiles) == set(tiles_with_backs(mode_backs(seats, long)))
    assert (setup.stacks, setup.stack_size, setup.site_size) == (stacks, size, site)
    assert (setup.rounds, setup.turns_per_seat) == (rounds, turns)
    assert game.site == list(setup.tiles[:site]) and game.stacks_left == stacks


@pytest.mark.parametrize(("seats", "stones"), [(1, [1, 2]), (2, [1, 2]), (3, [1, 2, 3]),
                                               (4, [1, 2, 3, 4])])
def test_starting_stones_are_one_two_three_four(seats, stones):
    assert _game(seats, False).stones == stones


def test_every_city_starts_with_the_starting_tile():
    city = _game(4, False).cities[3]
    assert city.visible() == {(0, 0): (HexType.PLAZA_HOUSE, 1, 0), (0, -1): (HexType.QUARRY, 1, 0),
                              (1, 0): (HexType.QUARRY, 1, 0), (-1, 1): (HexType.QUARRY, 1, 0)}


def test_the_same_seed_deals_the_same_game_and_another_seed_another():
    assert Setup.new(5, 3).tiles == Setup.new(5, 3).tiles
    assert Setup.new(5, 3).tiles != Setup.new(6, 3).tiles


def test_seat_zero_is_the_first_player_and_chief():
    game = _game(3, False)
    assert (game.current_player, game.chief, game.round) == (0, 0, 0)


@pytest.mark.parametrize(("kwargs", "message"), [
    ({"seats": 5}, "a game has 1 to 4 seats, not 5"),
    ({"seats": 4, "long": True}, "the long game is for 1 to 3 seats"),
    ({"seats": 1}, "a solo game needs the Architect's level"),
    ({"seats": 2, "architect": "metagenes"}, "only a solo game has an Architect"),
    ({"seats": 2, "variants": ["castle"]}, "unknown variant 'castle'"),
    ({"seats": 2, "variants": ["house", "house"]}, "variant 'house' is given twice"),
])
def test_a_bad_mode_is_refused_with_its_reason(kwargs, message):
    with pytest.raises(IllegalMove, match=message):
        Game.new(1, **kwargs)


def test_variants_keep_their_order():
    assert [v.value for v in parse_variants(["garden", "house"])] == ["garden", "house"]


def test_tile_hexes_keep_the_clockwise_order_of_the_catalogue():
    assert [h.value for h in TILES[8].hexes] == ["house", "quarry", "plaza-temple"]
    assert [h.value for h in TILES[53].hexes] == ["garden", "barracks", "house"]
    assert [h.value for h in TILES[61].hexes] == ["barracks", "market", "quarry"]
