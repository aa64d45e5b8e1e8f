"""Over random positions, every level and baseline only ever plays legal turns."""

import math
import random

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from engine.amytis import BUILDINGS, Game, sample_game
from engine.amytis.ai import SearchSettings, TreeSettings, choose_move, greedy_move, random_move
from engine.amytis.ai.ismcts import tree_search
from engine.amytis.ai.search import search_move

sides_strategy = st.fixed_dictionaries({b: st.sampled_from("AB") for b in BUILDINGS})


@st.composite
def running_games(draw) -> Game:
    """A game some random turns in, not yet over: a position for the AI to answer."""
    seed, turns = draw(st.integers(0, 10**9)), draw(st.integers(0, 40))
    rng = random.Random(seed)
    game = Game.new(seed, draw(sides_strategy))
    for _ in range(turns):
        if game.is_over:
            break
        game.play(random_move(game, rng))
    assume(not game.is_over)
    return game


@settings(max_examples=40, deadline=None)
@given(running_games(), st.integers(0, 10**6))
def test_easy_and_the_baselines_play_legal_turns(game, choice_seed):
    legal = game.legal_moves()
    view = game.public_view(game.current_player)
    assert choose_move(view, "easy", choice_seed, math.inf) in legal
    rng = random.Random(choice_seed)
    for baseline in (random_move, greedy_move):
        assert baseline(sample_game(view, rng), rng) in legal


@settings(max_examples=20, deadline=None)  # its full search: 0.13 s a position
@given(running_games(), st.integers(0, 10**6))
def test_normal_plays_legal_turns(game, choice_seed):
    view = game.public_view(game.current_player)
    assert choose_move(view, "normal", choice_seed, math.inf) in game.legal_moves()


@settings(max_examples=12, deadline=None)
@given(running_games(), st.integers(0, 10**6))
def test_a_small_search_plays_legal_turns(game, choice_seed):
    view = game.public_view(game.current_player)
    rng = random.Random(choice_seed)
    small = SearchSettings(candidates=3, samples=2, rounds=2, depth=2, reply_width=3)
    move = search_move(sample_game(view, rng), lambda r: sample_game(view, r), rng, small)
    assert move in game.legal_moves()


@settings(max_examples=8, deadline=None)
@given(running_games(), st.integers(0, 10**6))
def test_a_small_tree_search_plays_legal_turns(game, choice_seed):
    view = game.public_view(game.current_player)
    small = TreeSettings(iterations=10, playout_turns=1, node_width=3)
    assert tree_search(view, random.Random(choice_seed), small) in game.legal_moves()
