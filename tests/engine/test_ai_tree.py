"""The hard level's tree search and its helpers: quick points, fitted moves, the
exact last turn, and the choices a strong player expects."""

import random

import pytest

from engine.amytis import Building, City, Colour, Game, Move, Tile, random_sides, sample_game
from engine.amytis.ai import greedy_move
from engine.amytis.ai.endgame import final_margin, is_last_turn, last_turn_move
from engine.amytis.ai.heuristics import open_line_stacks
from engine.amytis.ai.ismcts import TreeSettings, _judge, tree_search
from engine.amytis.ai.playout import fit_move
from engine.amytis.ai.policies import immediate_moves
from engine.amytis.ai.search import reply_move

SMALL = TreeSettings(iterations=24, playout_turns=1, node_width=3)


def greedy_game(seed: int, turns: int) -> Game:
    """A game after ``turns`` greedy turns from a seeded deal with random sides."""
    rng = random.Random(seed)
    game = Game.new(seed, random_sides(rng))
    while game.turn < turns and not game.is_over:
        game.play(greedy_move(game, rng))
    return game


def test_cell_points_are_the_previews_of_the_nine_cells():
    for seed in range(6):
        game = greedy_game(seed, 2 * seed)
        for stack in game.board.available():
            palace = "score" if game.board.stacks[stack][-1].building is Building.PALACE \
                and "score" in game.palace_options() else None
            assert game.cell_points(stack, palace) == [
                game.preview(stack, cell, palace) for cell in range(9)]


@pytest.mark.parametrize("side", ["A", "B"])
def test_every_option_of_a_palace_scores_what_its_preview_says(side):
    game = Game.new(3, {Building.PALACE: side})
    stack = game.board.available()[0]
    game.board.stacks[stack][-1] = Tile(Colour.GREEN, Building.PALACE)
    game.cities[0] = City.build({4: ["blue-palace"]})
    game.completed[1] = [7]  # a side-B Palace that scores counts it
    options = [(points, move) for points, move in immediate_moves(game) if move.stack == stack]
    assert {move.palace for _, move in options} == set(game.palace_options())
    for points, move in options:
        assert points == game.preview(move.stack, move.cell, move.palace)
    assert any(points for points, _ in options)


def test_a_move_fitted_to_another_sample_gains_or_loses_its_palace_choice():
    game = greedy_game(3, 0)
    stack = game.board.available()[0]
    game.board.stacks[stack][-1] = Tile(Colour.GREEN, Building.WALL)
    assert fit_move(game, Move(stack, 4, "deck"), random.Random(1)) == Move(stack, 4)
    game.board.stacks[stack][-1] = Tile(Colour.GREEN, Building.PALACE)
    fitted = fit_move(game, Move(stack, 4), random.Random(1))
    assert (fitted.stack, fitted.cell) == (stack, 4)
    assert fitted.palace in game.palace_options()


def last_turn_position() -> Game:
    """A game whose next turn is its last: the second player, two stacks empty."""
    for seed in range(100):
        game = greedy_game(seed, 0)
        rng = random.Random(seed)
        while not game.is_over and not is_last_turn(game):
            game.play(greedy_move(game, rng))
        if not game.is_over:
            return game
    raise AssertionError("no greedy game reached a last turn")


def test_the_game_ends_after_the_last_turn_whatever_is_played():
    game = last_turn_position()
    assert game.player == 1
    for move in game.legal_moves()[:20]:
        after = game.copy()
        assert after.play(move).game_over


def test_the_last_turn_takes_the_best_final_margin():
    game = last_turn_position()
    view = game.public_view(1)
    world = sample_game(view, random.Random(5))
    chosen = last_turn_move(world, view.unseen_cards)
    best = max(final_margin(world, m) for m in world.legal_moves() if m.palace != "deck")
    if chosen.palace != "deck":
        assert final_margin(world, chosen) == best
    assert tree_search(view, random.Random(9), SMALL) == chosen


def test_a_line_that_reaches_the_last_turn_is_judged_by_the_exact_best_reply():
    world = sample_game(last_turn_position().public_view(0), random.Random(3))
    best = max(final_margin(world, move) for move in world.legal_moves())
    assert _judge(world.copy(), random.Random(1), SMALL, 1) == best
    assert _judge(world.copy(), random.Random(1), SMALL, 0) == -best


def test_a_line_that_reaches_the_end_is_judged_by_the_final_scores():
    game = last_turn_position()
    game.play(game.legal_moves()[0])
    margin = game.score(0).total - game.score(1).total
    assert game.is_over
    assert _judge(game, random.Random(1), SMALL, 0) == margin


def test_the_tree_search_answers_from_the_public_view_alone():
    game = greedy_game(8, 9)
    view = game.public_view(game.current_player)
    first = sample_game(view, random.Random(1)).public_view(game.current_player)
    second = sample_game(view, random.Random(2)).public_view(game.current_player)
    assert tree_search(first, random.Random(3), SMALL) == tree_search(second, random.Random(3),
                                                                     SMALL)


def test_the_trees_quick_player_weighs_blocking_a_line_that_scores_little_at_once():
    game = greedy_game(0, 11)  # the opponent needs stack 6 to complete a line
    me = game.player
    assert open_line_stacks(game, 1 - me) == {6}
    narrow = reply_move(game, random.Random(1), 3)
    thorough = reply_move(game, random.Random(1), 3, thorough=True)
    assert narrow.stack != 6  # too few points at once to be looked at
    assert thorough.stack == 6  # looked at, the block is the best move


def all_a_game_with_tops(seed: int, tops: list[Tile]) -> Game:
    """A new all-A game whose available stacks show ``tops`` (the rest green theaters,
    each worth 1 point at once on the first turn)."""
    game = Game.new(seed, {building: "A" for building in Building})
    for i, stack in enumerate(game.board.available()):
        game.board.stacks[stack][-1] = tops[i] if i < len(tops) else \
            Tile(Colour.GREEN, Building.THEATER)
    return game


def test_the_trees_quick_player_builds_a_project_that_scores_nothing_more_at_once():
    game = all_a_game_with_tops(1, [Tile(Colour.BLUE, Building.THEATER)])
    me = game.player
    game.cities[me] = City.build({0: ["blue-wall"], 1: ["blue-wall"]})
    game.projects[me] = [3]  # BBB: the top row lacks its third blue tile
    move = reply_move(game, random.Random(1), 1, thorough=True)
    assert (move.stack, move.cell) == (game.board.available()[0], 2)


def test_the_trees_quick_player_weighs_taking_a_project_card_from_the_display():
    game = next(g for g in map(Game.new, range(100)) if 3 in g.display)
    game.sides = {**game.sides, Building.PALACE: "B"}  # a card, or a point per completion
    me = game.player
    game.cities[me] = City.build({0: ["blue-wall"], 1: ["blue-wall"], 2: ["blue-wall"]})
    for i, stack in enumerate(game.board.available()):
        game.board.stacks[stack][-1] = Tile(Colour.BLUE, Building.PALACE) if i == 0 else \
            Tile(Colour.GREEN, Building.THEATER)
    move = reply_move(game, random.Random(1), 1, thorough=True)
    assert move.palace == f"display:{game.display.index(3)}"  # BBB, completed at once
