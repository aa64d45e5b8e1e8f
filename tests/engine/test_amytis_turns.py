"""A turn: retrieve, choose, place and score, King's Favor; and its decisions."""

import pytest
from amytis_positions import game_with

from engine.amytis import City, DecisionKind, IllegalMove, Move

# P0 lines up stacks 0, 1, 2 on its third turn while P1 takes 3, 4, 6 (no line).
LINE_OF_THREE = [Move(0, 0), Move(3, 0), Move(1, 1), Move(4, 1), Move(2, 2)]


def test_a_turn_offers_every_stack_that_has_tiles_and_no_architect():
    game = game_with({5: []})
    game.play(Move(0, 4))
    assert game.decision.player == 1
    assert game.decision.kind is DecisionKind.STACK
    assert game.decision.options == (1, 2, 3, 4, 6, 7, 8)


def test_taking_a_tile_reveals_the_next_one_and_places_an_architect():
    game = game_with({4: ["pink-wall", "blue-garden"]})
    events = game.play(Move(4, 0))
    assert events.tile.id == "pink-wall"
    assert events.revealed.id == "blue-garden"
    assert game.board.architects[4] == 0
    assert game.cities[0].stacks[0][-1].id == "pink-wall"


def test_completing_a_line_of_three_earns_a_favor_decision():
    game = game_with()
    for move in LINE_OF_THREE[:-1]:
        game.play(move)
    events = game.play(LINE_OF_THREE[-1])
    assert events.line
    assert not events.turn_over
    assert game.decision.kind is DecisionKind.FAVOR
    assert game.decision.player == 0
    assert "staircase" in game.decision.options and "bottom-row" in game.decision.options
    events = game.decide("corners")
    assert events.favor == "corners" and events.turn_over
    assert game.favor_owners == {"corners": 0}
    assert game.pawns == [4, 5]
    assert game.moves[-1] == Move(2, 2, favor="corners")


def test_a_line_is_retrieved_at_the_start_of_the_owners_next_turn():
    game = game_with()
    for move in LINE_OF_THREE:
        game.play(move)
    game.decide("staircase")
    events = game.play(Move(6, 2))
    assert events.retrieved == 3
    assert game.board.on_board == [0, 3]
    assert game.board.architects[:3] == [-1, -1, -1]


def test_all_four_architects_on_the_board_are_retrieved():
    game = game_with()
    for move in [Move(0, 0), Move(3, 0), Move(1, 1), Move(4, 1), Move(5, 2), Move(7, 2),
                 Move(6, 3)]:
        game.play(move)
    assert game.board.on_board == [4, 3]
    events = game.play(Move(2, 3))
    assert events.retrieved == 4
    assert game.board.on_board == [0, 4]


def test_theater_counts_architects_after_this_turns_retrieval():
    game = game_with({7: ["orange-theater"]})
    for move in LINE_OF_THREE:
        game.play(move)
    game.decide("staircase")
    game.play(Move(6, 2))
    # P0 took its 3 Architects back; P1 has 3 on the board; P0 places its 1st
    events = game.play(Move(7, 4))
    assert events.tile.id == "orange-theater"
    assert events.points == 4


def test_theater_side_b_counts_only_the_movers_architects():
    game = game_with({4: ["orange-theater"]}, sides={"theater": "B"})
    game.play(Move(0, 0))
    game.play(Move(1, 0))
    events = game.play(Move(4, 4))
    assert events.points == 4


def test_palace_draw_from_the_display_refills_the_same_position():
    game = game_with({0: ["green-palace"]}, display=(11, 12, 13), deck=(14, 15))
    events = game.play(Move(0, 4, palace="display:1"))
    assert events.card_taken == 12
    assert game.display == [11, 14, 13]
    assert game.projects[0] == [1, 2, 12]
    assert events.points == 1


def test_palace_draw_from_the_deck_takes_its_top_card():
    game = game_with({0: ["green-palace"]}, deck=(14, 15))
    game.play(Move(0, 4, palace="deck"))
    assert game.projects[0][-1] == 14
    assert list(reversed(game.deck)) == [15]


def test_palace_draw_with_an_empty_deck_leaves_the_position_empty():
    game = game_with({0: ["green-palace"]}, display=(11, 12, 13), deck=())
    game.play(Move(0, 4, palace="display:0"))
    assert game.display == [None, 12, 13]
    assert game.palace_options() == ("display:1", "display:2")


def test_palace_side_a_with_no_card_anywhere_skips_the_draw():
    game = game_with({0: ["green-palace"]}, display=(None, None, None), deck=())
    assert game.decide(0) is None
    events = game.decide(4)
    assert events.card_taken is None and events.points == 1
    assert game.moves[-1] == Move(0, 4)


def test_palace_side_b_offers_scoring_beside_the_cards():
    game = game_with({0: ["green-palace"]}, sides={"palace": "B"}, deck=(14,))
    game.decide(0)
    game.decide(4)
    assert game.decision.kind is DecisionKind.PALACE
    assert game.decision.options == ("display:0", "display:1", "display:2", "deck", "score")


def test_palace_side_b_counts_completed_projects_before_this_turns_check():
    game = game_with({0: ["blue-palace"]}, sides={"palace": "B"}, hands=((3, 1), (2, 4, 5)))
    game.completed[1].append(2)
    game.cities[0] = City.build({3: ["blue-wall"], 4: ["blue-market"]})
    events = game.play(Move(0, 5, palace="score"))
    assert events.completed == (3,)  # B B B in the middle row
    assert events.points == 1


def test_a_card_drawn_this_turn_can_be_completed_this_turn():
    game = game_with({0: ["blue-palace"]}, display=(3, 12, 13), hands=((1, 2), (4, 5, 6)))
    game.cities[0] = City.build({3: ["blue-wall"], 4: ["blue-market"]})
    events = game.play(Move(0, 5, palace="display:0"))
    assert events.card_taken == 3
    assert events.completed == (3,)


def test_several_cards_complete_in_one_turn():
    game = game_with({0: ["blue-garden"]}, hands=((3, 13), (4, 5, 6)), display=(7, 8, 9))
    game.cities[0] = City.build({3: ["blue-wall"], 4: ["green-market"], 5: ["blue-wall"],
                                 6: ["blue-market"], 8: ["blue-theater"]})
    # 7 makes the bottom row B B B and the .B./BGB pattern upside down
    events = game.play(Move(0, 7))
    assert events.completed == (3, 13)


def test_a_completed_card_stays_completed_when_covered():
    game = game_with({0: ["pink-garden"]}, hands=((3, 1), (4, 5, 6)))
    game.cities[0] = City.build({3: ["blue-wall"], 4: ["blue-market"], 5: ["blue-wall"]})
    game.completed[0].append(3)
    game.play(Move(0, 4))
    assert game.score(0).completed == (3,)


def test_a_favor_with_no_pawn_left_is_lost():
    game = game_with()
    game.pawns[0] = 0
    for move in LINE_OF_THREE:
        events = game.play(move)
    assert events.line and events.favor_lost and events.out_of_pawns and events.turn_over
    assert game.decision.player == 1


def test_a_favor_with_no_free_space_is_lost():
    game = game_with()
    game.favor_owners.update({s: 1 for s in ("stacks-1", "stacks-2", "stacks-3", "stacks-4",
                                             "staircase", "corners", "projects")})
    game.bottom_row[:] = [2, 4]
    for move in LINE_OF_THREE:
        events = game.play(move)
    assert events.favor_lost and not events.out_of_pawns
    assert game.decision.kind is DecisionKind.STACK


def test_a_player_holds_at_most_four_bottom_row_spaces():
    game = game_with()
    game.bottom_row[:] = [4, 0]
    assert "bottom-row" not in game.favor_options(0)
    assert "bottom-row" in game.favor_options(1)


def test_the_bottom_row_has_six_spaces_shared():
    game = game_with()
    game.bottom_row[:] = [3, 3]
    assert "bottom-row" not in game.favor_options(0)


def test_an_upper_favor_space_holds_one_pawn():
    game = game_with()
    game.favor_owners["staircase"] = 1
    assert "staircase" not in game.favor_options(0)


def test_back_undoes_a_selection_before_the_turn_executes():
    game = game_with({0: ["green-palace"]})
    game.decide(0)
    game.decide(4)
    game.back()
    assert game.decision.kind is DecisionKind.CELL
    game.back()
    assert game.decision.kind is DecisionKind.STACK
    assert game.selection == (None, None)
    with pytest.raises(IllegalMove):
        game.back()


def test_preview_tells_the_points_without_playing():
    game = game_with({0: ["blue-market"], 1: ["blue-wall"]})
    game.play(Move(1, 0))
    game.play(Move(2, 0))
    before = game.copy()
    assert game.preview(0, 4) == 4
    assert game.cities == before.cities and game.turn == before.turn


@pytest.mark.parametrize(("move", "reason"), [
    (Move(9, 0), "stack 9 does not exist"),
    (Move(0, 9), "cell 9 does not exist"),
    (Move(4, 0), "stack 4 holds an architect"),
    (Move(5, 0), "stack 5 is empty"),
    (Move(0, 0, palace="deck"), "no palace choice applies"),
    (Move(0, 0, favor="corners"), "no favor was earned"),
])
def test_illegal_moves_are_refused_with_the_reason_and_change_nothing(move, reason):
    game = game_with({5: []})
    game.play(Move(4, 4))
    game.play(Move(1, 1))
    with pytest.raises(IllegalMove, match=reason):
        game.play(move)
    assert game.turn == 2 and game.decision.player == 0


def test_a_palace_needs_its_choice():
    game = game_with({0: ["green-palace"]})
    with pytest.raises(IllegalMove, match="palace choice is required"):
        game.play(Move(0, 0))
    with pytest.raises(IllegalMove, match="not available"):
        game.play(Move(0, 0, palace="score"))
    assert game.turn == 0


def test_copies_are_independent():
    game = game_with()
    clone = game.copy()
    clone.play(Move(0, 0))
    assert game.turn == 0 and game.board.on_board == [0, 0]
    assert clone.turn == 1
