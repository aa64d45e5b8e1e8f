"""The computer opponent's entry points: honest, legal, reproducible."""

import math
import random
from dataclasses import replace

import pytest

from engine.amytis import Building, DecisionKind, Game, Move, all_sides, sample_game
from engine.amytis.ai import (
    LEVELS,
    SearchSettings,
    TreeSettings,
    choose_favor,
    choose_move,
    random_move,
)

LEVEL_NAMES = tuple(LEVELS)


@pytest.fixture(autouse=True)
def small_budgets(monkeypatch):
    """The searching levels with tiny budgets: the same code, a fraction of the work."""
    monkeypatch.setitem(LEVELS, "normal", replace(
        LEVELS["normal"], search=SearchSettings(candidates=3, samples=2, rounds=2, depth=2)))
    monkeypatch.setitem(LEVELS, "hard", replace(
        LEVELS["hard"], tree=TreeSettings(iterations=16, playout_turns=1, node_width=3)))


def position(seed: int, turns: int, sides: str = "A") -> Game:
    """A game after ``turns`` uniformly random turns from a seeded deal."""
    rng = random.Random(seed)
    game = Game.new(seed, all_sides(sides))
    for _ in range(turns):
        if game.is_over:
            break
        game.play(random_move(game, rng))
    return game


def twin_views(game: Game, seed: int):
    """Two games with identical public views but different hidden tiles and deck."""
    view = game.public_view(game.current_player)
    first = sample_game(view, random.Random(seed))
    second = sample_game(view, random.Random(seed + 1))
    assert [s[:-1] for s in first.board.stacks] != [s[:-1] for s in second.board.stacks]
    return first.public_view(game.current_player), second.public_view(game.current_player)


def favor_pending() -> Game:
    """A game waiting for a King's Favor: a turn completed a line of Architects."""
    for seed in range(200):
        rng = random.Random(seed)
        game = Game.new(seed)
        while not game.is_over:
            stack = next((s for s in game.board.available()
                          if game.board.would_complete_line(game.player, s)), None)
            if stack is not None and game.favor_options(game.player):
                move = random_move(game, rng)
                game.play(Move(stack, move.cell, _palace_for(game, stack)))
                assert game.stage is DecisionKind.FAVOR
                return game
            game.play(random_move(game, rng))
    raise AssertionError("no random game earned a Favor")


def _palace_for(game: Game, stack: int) -> str | None:
    if game.board.stacks[stack][-1].building is Building.PALACE:
        return game.palace_options()[0]
    return None


@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_the_choice_is_the_same_whatever_the_hidden_tiles(level):
    for seed, turns in ((3, 0), (4, 7), (5, 16)):
        first, second = twin_views(position(seed, turns), seed)
        assert first == second
        assert choose_move(first, level, 42, math.inf) == choose_move(second, level, 42, math.inf)


def test_a_blind_deck_draw_is_valued_without_the_sampled_deck_order():
    # A Palace on top of a stack offers a blind draw from the deck.
    game = next(g for g in (position(seed, 0) for seed in range(100))
                if any(t.building is Building.PALACE for t in g.public_view(0).stack_tops))
    first, second = twin_views(game, 7)
    assert sample_game(first, random.Random(1)).deck != sample_game(first, random.Random(2)).deck
    for level in ("normal", "hard"):  # the levels that may draw blind
        assert choose_move(first, level, 9, math.inf) == choose_move(second, level, 9, math.inf)


@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_a_seed_makes_the_play_reproducible(level):
    view = position(11, 9, "B").public_view(None)
    assert choose_move(view, level, 5, math.inf) == choose_move(view, level, 5, math.inf)


@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_the_move_is_a_whole_legal_turn(level):
    game = position(12, 5)
    move = choose_move(game.public_view(game.current_player), level, 1, math.inf)
    assert move in game.legal_moves()
    assert game.play(move).turn_over


@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_a_pending_favor_gets_a_free_space(level):
    game = favor_pending()
    view = game.public_view(game.current_player)
    favor = choose_favor(view, level, 3)
    assert favor in view.decision.options
    move = choose_move(view, level, 3)
    assert move == view.last_move.with_favor(favor)
    assert game.decide(move.favor).turn_over


def test_a_hard_search_cut_short_by_its_budget_still_answers_a_legal_move():
    game = position(13, 4)
    move = choose_move(game.public_view(game.current_player), "hard", 2, budget_s=0.0)
    assert move in game.legal_moves()


def test_wrong_requests_are_refused_with_a_reason():
    game = position(14, 2)
    view = game.public_view(0)
    with pytest.raises(ValueError, match="unknown level"):
        choose_move(view, "grandmaster", 1)
    with pytest.raises(ValueError, match="no King's Favor"):
        choose_favor(view, "easy", 1)
    game.decide(game.board.available()[0])
    with pytest.raises(ValueError, match="start of a turn"):
        choose_move(game.public_view(0), "easy", 1)
    game.back()
    while not game.is_over:
        game.play(random_move(game, random.Random(0)))
    with pytest.raises(ValueError, match="over"):
        choose_move(game.public_view(0), "normal", 1)
