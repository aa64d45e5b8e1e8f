"""Over random positions, every level and baseline only ever plays legal turns."""

import math
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.amytis import BUILDINGS, Game, sample_game
from engine.amytis.ai import SearchSettings, choose_move, greedy_move, random_move
from engine.amytis.ai.search import search_move

sides_strategy = st.fixed_dictionaries({b: st.sampled_from("AB") for b in BUILDINGS})


def random_position(seed: int, sides: dict, turns: int) -> Game:
    rng = random.Random(seed)
    game = Game.new(seed, sides)
    for _ in range(turns):
        if game.is_over:
            break
        game.play(random_move(game, rng))
    return game


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**9), sides_strategy, st.integers(0, 40), st.integers(0, 10**6))
def test_easy_normal_and_the_baselines_play_legal_turns(seed, sides, turns, choice_seed):
    game = random_position(seed, sides, turns)
    if game.is_over:
        return
    legal = game.legal_moves()
    view = game.public_view(game.current_player)
    for level in ("easy", "normal"):
        assert choose_move(view, level, choice_seed, math.inf) in legal
    rng = random.Random(choice_seed)
    for baseline in (random_move, greedy_move):
        assert baseline(sample_game(view, rng), rng) in legal


@settings(max_examples=12, deadline=None)
@given(st.integers(0, 10**9), sides_strategy, st.integers(0, 40), st.integers(0, 10**6))
def test_a_small_search_plays_legal_turns(seed, sides, turns, choice_seed):
    game = random_position(seed, sides, turns)
    if game.is_over:
        return
    view = game.public_view(game.current_player)
    rng = random.Random(choice_seed)
    small = SearchSettings(candidates=3, samples=2, rounds=2, depth=2, reply_width=3)
    move = search_move(sample_game(view, rng), lambda r: sample_game(view, r), rng, small)
    assert move in game.legal_moves()
