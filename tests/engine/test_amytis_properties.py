"""Invariants over some thirteen hundred random games from random seeds and sides."""

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.amytis import (
    ALL_TILES,
    BUILDINGS,
    DecisionKind,
    Game,
    from_record,
    to_record,
)
from engine.amytis.favors import PAWNS_PER_PLAYER

sides_strategy = st.fixed_dictionaries({b: st.sampled_from("AB") for b in BUILDINGS})


def check_invariants(game: Game) -> None:
    tiles = [t for s in game.board.stacks for t in s]
    tiles += [t for city in game.cities for s in city.stacks for t in s]
    assert len(tiles) == 45
    assert not Counter(tiles) - Counter(ALL_TILES)
    for player in (0, 1):
        on_board = game.board.architects.count(player)
        assert on_board == game.board.on_board[player] <= 4
        placed = sum(1 for owner in game.favor_owners.values() if owner == player)
        placed += game.bottom_row[player]
        assert 2 + game.pawns[player] + placed == PAWNS_PER_PLAYER
        assert game.bottom_row[player] <= 4
    assert sum(game.bottom_row) <= 6


def check_options_are_legal(game: Game) -> None:
    decision = game.decision
    assert decision.options, "a pending decision always has an option"
    if decision.kind is DecisionKind.STACK:
        for stack in decision.options:
            assert game.board.stacks[stack] and game.board.architects[stack] == -1
    for option in decision.options:
        game.copy().decide(option)  # raises IllegalMove if an offered option is illegal


@settings(max_examples=500, deadline=None)
@given(seed=st.integers(0, 2**32), sides=sides_strategy, choices=st.randoms(use_true_random=True))
def test_random_games_end_legally_and_conserve_the_material(seed, sides, choices):
    game = Game.new(seed, sides)
    steps = 0
    while game.decision is not None:
        check_invariants(game)
        if steps % 7 == 0:
            check_options_are_legal(game)
        game.decide(choices.choice(game.decision.options))
        steps += 1
        assert steps < 400, "a game always ends"
    check_invariants(game)
    assert game.turn % 2 == 0
    assert game.result().winners


@settings(max_examples=500, deadline=None)
@given(seed=st.integers(0, 2**32), sides=sides_strategy, choices=st.randoms(use_true_random=True),
       stop=st.integers(0, 60))
def test_random_games_round_trip_through_the_record(seed, sides, choices, stop):
    game = Game.new(seed, sides)
    while game.decision is not None and game.turn < stop:
        game.decide(choices.choice(game.decision.options))
    while game.decision is not None and game.decision.kind in (DecisionKind.CELL,
                                                               DecisionKind.PALACE):
        game.decide(choices.choice(game.decision.options))  # records hold whole turns
    rebuilt = from_record(to_record(game))
    assert rebuilt.result() == game.result()
    assert rebuilt.turn_points == game.turn_points
    assert rebuilt.public_view() == game.public_view()


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_whole_moves_and_step_wise_decisions_agree(seed):
    rng = random.Random(seed)
    game = Game.new(seed, {b: rng.choice("AB") for b in BUILDINGS})
    while not game.is_over:
        move = rng.choice(game.legal_moves())
        stepped = game.copy()
        for option in (move.stack, move.cell, move.palace, move.favor):
            if option is not None:
                stepped.decide(option)
        game.play(move)
        assert stepped.public_view() == game.public_view()
