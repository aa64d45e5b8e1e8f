"""The end of the game: two empty stacks, equal turns, final scores, shared victory."""

from amytis_positions import game_with

from engine.amytis import Game, Move


def test_first_player_emptying_a_second_stack_gives_the_second_player_one_last_turn():
    game = game_with({8: [], 0: ["green-wall"]}, height=1)
    events = game.play(Move(0, 0))
    assert not events.game_over
    assert game.board.empty_stacks() == 2
    assert game.decision.player == 1
    events = game.play(Move(1, 0))
    assert events.game_over
    assert game.is_over and game.decision is None
    assert game.turn == 2


def test_second_player_emptying_a_second_stack_ends_the_game_at_once():
    game = game_with({8: [], 1: ["green-wall", "blue-wall"]}, height=1)
    game.play(Move(1, 0))
    assert game.board.empty_stacks() == 1
    events = game.play(Move(0, 0))
    assert events.game_over
    assert game.turn == 2


def test_a_game_ends_with_both_players_having_played_as_many_turns():
    for seed in range(50):
        game = Game.new(seed)
        while not game.is_over:
            game.play(game.legal_moves()[seed % len(game.legal_moves())])
        assert game.turn % 2 == 0


def test_a_tie_is_a_shared_victory():
    game = game_with({8: [], 0: ["green-garden"], 1: ["blue-garden"]}, height=1)
    game.play(Move(0, 4))
    game.play(Move(1, 4))
    result = game.result()
    assert result.finished
    assert result.players[0].total == result.players[1].total == 1
    assert result.winners == (0, 1)


def test_the_higher_total_wins():
    game = game_with({8: [], 0: ["green-garden"], 1: ["blue-market"]}, height=1)
    game.play(Move(0, 4))
    game.play(Move(1, 4))
    assert game.result().winners == (1,)


def test_no_winner_is_named_before_the_end():
    game = game_with()
    game.play(Move(0, 0))
    result = game.result()
    assert not result.finished and result.winners == ()


def test_final_score_adds_buildings_projects_and_favors():
    game = game_with()
    game.building_points[0] = 40
    game.completed[0].extend([7, 3])
    game.favor_owners["projects"] = 0
    game.bottom_row[0] = 2
    score = game.score(0)
    assert (score.building, score.projects, score.favors) == (40, 18, 4 + 10)
    assert score.total == 72
    assert score.completed == (3, 7)


def test_a_final_turn_with_no_available_stack_ends_the_game():
    # Ruling: P0 empties stack 5 with its 4th Architect; stacks 6 and 7 are empty and
    # P1's three Architects (2, 4, 8: no line, nothing to retrieve) cover the rest,
    # so P1's last turn has no stack to take from.
    game = game_with({6: [], 7: []}, height=1)
    game.board.architects = [0, 0, 1, 0, 1, -1, -1, -1, 1]
    game.board.on_board = [3, 3]
    events = game.play(Move(5, 0))
    assert events.game_over and not events.line
    assert game.is_over and game.decision is None
