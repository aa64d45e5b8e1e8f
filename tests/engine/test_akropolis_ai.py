"""The Akropolis computer player: legal in every mode, reproducible, honest, and it
sees the obviously better turn."""

import random

import pytest

from engine.akropolis import City, District, Game, Setup, sample_game
from engine.akropolis.ai import (
    LEVELS,
    Level,
    SearchSettings,
    choose_move,
    random_move,
    think,
)
from engine.akropolis.ai import search as search_module
from engine.akropolis.ai.policies import greedy_move, normal_move
from engine.akropolis.tiles import tiles_with_backs

LEVEL_NAMES = tuple(LEVELS)
TINY = SearchSettings(candidates=2, samples=1, rounds=2, depth=1, width=1)
ALL_VARIANTS = [d.value for d in District]
MODES = {
    "solo": {"seats": 1, "architect": "metagenes"},
    "solo-long-variants": {"seats": 1, "long": True, "architect": "callicrates",
                           "variants": ALL_VARIANTS},
    "2 seats": {"seats": 2},
    "2 seats long": {"seats": 2, "long": True},
    "3 seats variants": {"seats": 3, "variants": ALL_VARIANTS},
    "4 seats": {"seats": 4},
}


@pytest.fixture(autouse=True)
def tiny_hard(monkeypatch):
    """The hard level with a tiny search, so that the tests stay fast."""
    monkeypatch.setitem(LEVELS, "hard", Level("hard", normal_move, TINY, 60.0))


def position(turns: int, seed: int = 3, **mode) -> Game:
    """A game of ``mode`` after ``turns`` uniformly random turns."""
    game = Game.new(seed, **mode)
    rng = random.Random(seed)
    for _ in range(turns):
        game.play(random_move(game, rng))
    return game


def dealt(site: tuple[int, ...], columns: dict, stones: int = 0) -> Game:
    """A 2-seat game whose site is ``site`` and whose first player's city is built
    from ``columns`` (hexes given without a tile id each belong to a tile of their own)."""
    rest = [t for t in tiles_with_backs(("2+",)) if t not in site]
    game = Game(Setup(2, (*site, *rest)))
    game.cities[0] = City.from_columns(columns)
    game.stones[0] = stones
    return game


def decide(game: Game, level: str, seed: int = 11):
    return choose_move(game.public_view(game.current_player), level, seed)


@pytest.mark.parametrize("level", LEVEL_NAMES)
@pytest.mark.parametrize("mode", MODES)
def test_every_level_plays_a_legal_turn_in_every_mode(level, mode):
    for turns in (0, 9):
        game = position(turns, **MODES[mode])
        move = decide(game, level)
        assert move.take in game.legal_takes() and move.placement in game.legal_placements()
        game.play(move)
        assert game.moves[-1] == move


def test_the_levels_play_a_four_seat_game_to_its_end():
    game = Game.new(5, seats=4, variants=["garden", "market"])
    players = ("easy", "normal", "hard", "random")
    rng = random.Random(5)
    while not game.is_over:
        name = players[game.current_player]
        move = random_move(game, rng) if name == "random" else decide(game, name, game.turn)
        game.play(move)
    assert game.result().finished and len(game.moves) == 60


@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_the_same_seed_gives_the_same_turn(level):
    game = position(7, seats=3)
    view = game.public_view(game.current_player)
    assert choose_move(view, level, 42) == choose_move(view, level, 42)


@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_the_choice_is_the_same_whatever_the_stack_order(level):
    for seats, turns in ((2, 4), (1, 6), (4, 10)):
        game = position(turns, seats=seats, architect="hippodamos" if seats == 1 else None)
        seat = game.current_player
        view = game.public_view(seat)
        first = sample_game(view, random.Random(1))
        second = sample_game(view, random.Random(2))
        assert first.setup.tiles != second.setup.tiles
        assert first.public_view(seat) == second.public_view(seat)
        assert decide(first, level, 9) == decide(second, level, 9)


@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_a_tile_already_selected_is_the_one_placed(level):
    game = position(0, seats=2)
    game.decide(1)
    move = decide(game, level)
    assert move.take == 1
    game.back()
    game.play(move)


def test_a_finished_game_an_unknown_level_and_another_seat_are_refused():
    game = position(0, seats=2)
    with pytest.raises(ValueError, match="unknown level 'expert'"):
        decide(game, "expert")
    with pytest.raises(ValueError, match="it is seat 0's turn, not seat 1's"):
        choose_move(game.public_view(1), "easy", 1)
    while not game.is_over:
        game.play(random_move(game, random.Random(game.turn)))
    with pytest.raises(ValueError, match="the game is over"):
        decide(game, "normal")


def quarry_field() -> Game:
    """Quarries at level 1 under a footprint spanning two tiles: a tile on it gives
    3 stones, while its market (no market plaza) scores nothing anywhere."""
    columns = {
        (0, 0): [("plaza-house", 0)], (0, -1): [("quarry", 0)], (1, 0): [("quarry", 0)],
        (-1, 1): [("quarry", 0)],
        (1, -1): [("quarry", 9)], (2, -1): [("quarry", 9)], (2, -2): [("plaza-temple", 9)],
    }
    return dealt((49, 3, 46, 13), columns)


@pytest.mark.parametrize("level", ("normal", "hard"))
def test_covering_quarries_for_stones_is_preferred(level):
    game = quarry_field()
    move = decide(game, level)
    events = game.play(move)
    assert (events.level, events.stones_gained) == (2, 3)


def temple_in_waiting() -> Game:
    """A level-3 temple with five of its six neighbours built and 8 temple stars: any
    tile on its last empty neighbour, (1, -1), makes it score 3 x 8 points."""
    columns = {
        (0, 0): ["quarry", "quarry", "temple"],
        (1, 0): ["quarry"], (0, 1): ["quarry"], (-1, 1): ["quarry"], (-1, 0): ["quarry"],
        (0, -1): ["quarry"],
        (-2, 1): ["plaza-temple"], (-2, 2): ["plaza-temple"], (-1, 2): ["plaza-temple"],
        (0, 2): ["plaza-temple"],
    }
    return dealt((35, 36, 37, 49), columns, stones=1)


@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_completing_a_temple_surround_is_preferred(level):
    game = temple_in_waiting()
    events = game.play(decide(game, level))
    assert events.score_change[District.TEMPLE] == 24


def houses_waiting_for_a_plaza() -> Game:
    """Eight houses in one group and one house plaza: the plaza tile (site 1, for one
    stone) is worth 8 points more, the two houses of the free tile at most 2."""
    columns = {(q, 0): ["house"] for q in range(8)} | {(0, 1): ["plaza-house"]}
    return dealt((35, 1, 46, 49), columns, stones=2)


@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_a_big_plaza_is_preferred(level):
    game = houses_waiting_for_a_plaza()
    move = decide(game, level)
    assert move.take == 1
    assert game.play(move).score_change[District.HOUSE] == 8


def test_the_greedy_baseline_takes_the_most_points_now():
    game = houses_waiting_for_a_plaza()
    assert game.play(greedy_move(game, random.Random(1))).total_change == 7


def count_rollouts(monkeypatch) -> list[int]:
    calls = [0]
    line_value = search_module._line_value

    def counted(*args):
        calls[0] += 1
        return line_value(*args)

    monkeypatch.setattr(search_module, "_line_value", counted)
    return calls


def test_the_search_plays_its_rollout_budget_when_the_clock_allows(monkeypatch):
    calls = count_rollouts(monkeypatch)
    game = position(6, seats=2)
    rng = random.Random(4)
    view = game.public_view(game.current_player)
    move, capped = search_module.search_move(game, lambda r: sample_game(view, r), rng, TINY)
    assert not capped and move.take in game.legal_takes()
    assert TINY.candidates * TINY.samples < calls[0] <= TINY.most_rollouts


def test_the_clock_cap_stops_the_search_after_the_rollout_under_way(monkeypatch):
    calls = count_rollouts(monkeypatch)
    game = position(6, seats=2)
    view = game.public_view(game.current_player)
    move, capped = search_module.search_move(game, lambda r: sample_game(view, r),
                                             random.Random(4), TINY, deadline=0.0)
    assert capped and calls[0] == 1
    game.play(move)


def test_a_hard_turn_out_of_time_is_still_legal_and_says_the_cap_bound():
    game = position(8, seats=3)
    thought = think(game.public_view(game.current_player), "hard", 5, budget_s=0.0)
    assert thought.capped
    game.play(thought.move)
