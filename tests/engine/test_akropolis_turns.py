"""A turn (rule 5.2), refill and the end (5.3): costs, stones, rounds, what decide reports."""

import pytest
from akropolis_games import dealing

from engine.akropolis import (
    DecisionKind,
    District,
    Game,
    IllegalMove,
    Move,
    Placement,
)


def first_placement(game: Game) -> Placement:
    return game.legal_placements()[0]


def test_a_turn_is_a_tile_decision_then_a_placement_decision():
    game = dealing(35, 16, 36, 12)
    assert game.decision.kind is DecisionKind.TILE and game.decision.options == (0, 1)
    assert game.decide(1) is None and game.selection == 1
    assert game.decision.kind is DecisionKind.PLACEMENT and len(game.decision.options) == 90
    game.back()
    assert game.decision.kind is DecisionKind.TILE and game.selection is None


def test_back_without_a_chosen_tile_is_refused():
    with pytest.raises(IllegalMove, match="there is no selection to take back"):
        Game.new(3).back()


def test_taking_site_tile_i_costs_i_stones_to_the_supply():
    game = dealing(35, 16, 36, 12, seats=3)  # seat 1 has 2 stones
    game.play(Move(0, (1, 1), 0))
    events = game.play(Move(2, (1, 1), 0))
    assert events.player == 1 and events.cost == 2 and events.tile.id == 12
    assert game.stones == [1, 0, 3] and game.site == [16, 36, 1]


def test_a_tile_one_cannot_afford_is_refused_with_the_cost():
    game = dealing(35, 16, 36, 12)
    assert game.legal_takes() == (0, 1)
    with pytest.raises(IllegalMove, match="tile 3 costs 3 stones, seat 0 has 1"):
        game.decide(3)


def test_a_player_without_stones_must_take_the_free_tile():
    game = dealing(35, 16, 36, 12)
    game.play(Move(1, (1, 1), 0))
    game.play(Move(0, (1, 1), 0))
    assert game.stones[0] == 0 and game.legal_takes() == (0,)


def test_covered_quarries_pay_stones_and_decide_reports_them():
    game = dealing(35, 16, 36, 12)
    game.play(Move(0, (0, 1), 0))   # seat 0: houses on (0,1) (1,1), quarry on (0,2)
    game.play(Move(0, (1, 1), 0))
    game.decide(0)                  # tile 36: market, barracks, quarry
    # Over the starting plaza (0,0), the starting quarry (1,0) and the house (0,1).
    placement = Placement((0, 0), 0)
    preview = game.preview(placement)
    events = game.decide(placement)
    assert (events.level, events.stones_gained) == (preview.level, preview.stones_gained) == (2, 1)
    assert game.stones[0] == 2
    assert events.score_change == preview.score_change
    assert events.total_change == preview.total_change


def test_decide_reports_the_score_change_per_district():
    game = dealing(5, 16, 36, 12)      # tile 5: garden, quarry, house plaza
    events = game.play(Move(0, (1, 1), 0))
    assert events.score_change == {District.HOUSE: 0, District.MARKET: 0,
                                   District.BARRACKS: 0, District.TEMPLE: 0,
                                   District.GARDEN: 0}
    game.play(Move(0, (1, 1), 0))
    events = game.play(Move(1, (-1, 0), 3))  # tile 12, a barracks plaza: no barracks yet
    assert events.score_change[District.BARRACKS] == 0
    assert events.total_change == -1 and game.score(0).total == 0


def test_preview_does_not_change_the_game():
    game = dealing(35, 16, 36, 12)
    game.decide(1)
    before = game.public_view()
    game.preview(first_placement(game))
    assert game.public_view() == before


def test_the_site_is_refilled_when_one_tile_is_left_and_the_chief_passes():
    game = dealing(35, 16, 36, 12)
    for _ in range(2):
        game.play(Move(0, first_placement(game).anchor, first_placement(game).rot))
    events = game.play(Move(0, first_placement(game).anchor, first_placement(game).rot))
    assert events.round_ended and game.round == 1 and game.chief == 1
    assert game.site == [12, *game.setup.tiles[4:7]] and game.stacks_left == 10
    assert game.current_player == 1  # the new Chief, next in rotation anyway


def test_the_game_ends_when_one_tile_is_left_and_no_stack():
    game = dealing()
    turns = 0
    while not game.is_over:
        events = game.play(Move(0, first_placement(game).anchor, first_placement(game).rot))
        turns += 1
    assert events.game_over and turns == 36 and len(game.site) == 1
    assert game.round == 11 and game.decision is None and game.legal_takes() == ()
    with pytest.raises(IllegalMove, match="the game is over"):
        game.decide(0)


@pytest.mark.parametrize(("seats", "long", "turns"), [(3, False, 16), (4, False, 15),
                                                       (2, True, 30), (3, True, 20), (1, True, 30)])
def test_each_seat_plays_the_turns_of_section_4(seats, long, turns):
    game = Game.new(11, seats, long, architect="metagenes" if seats == 1 else None)
    while not game.is_over:
        game.play(Move(0, first_placement(game).anchor, first_placement(game).rot))
    assert len(game.moves) == turns * seats and len(game.site) == 1
    assert game.turn == turns * game.setup.sides


def test_the_winner_has_the_highest_total_then_the_most_stones():
    game = Game.new(11)
    while not game.is_over:
        game.play(Move(0, first_placement(game).anchor, first_placement(game).rot))
    result = game.result()
    totals = [p.total for p in result.players]
    assert result.finished and result.winners
    assert all(totals[w] == max(totals) for w in result.winners)


def test_an_unfinished_game_has_no_winner_yet():
    assert Game.new(2).result().winners == ()


@pytest.mark.parametrize(("option", "message"), [
    (7, "site tile 7 does not exist"),
    (True, "site tile True does not exist"),
    ("0", "site tile '0' does not exist"),
])
def test_a_bad_site_index_is_refused(option, message):
    with pytest.raises(IllegalMove, match=message):
        Game.new(2).decide(option)


@pytest.mark.parametrize(("option", "message"), [
    (((1, 1), 6), "rotation 6 does not exist"),
    ((1, 1), r"a placement is \(\(q, r\), rot\)"),
    (((500, 1), 0), "cell 500,1 is too far"),
])
def test_a_malformed_placement_is_refused(option, message):
    game = Game.new(2)
    game.decide(0)
    with pytest.raises(IllegalMove, match=message):
        game.decide(option)


def test_anchors_list_upper_levels_first_with_their_rotations():
    game = dealing(35, 16, 36, 12)
    game.play(Move(0, (0, 1), 0))
    game.play(Move(0, (1, 1), 0))
    game.decide(0)
    anchors = game.anchors()
    assert anchors[0].level == 2 and anchors[-1].level == 1
    uppers = [a for a in anchors if a.level == 2]
    listed = [p for p in game.legal_placements() if p.anchor in {a.cell for a in uppers}]
    assert game.legal_placements()[:len(listed)] == tuple(listed)
    for anchor in anchors:
        rotations = game.rotations(anchor.cell)
        assert rotations and all(Placement(anchor.cell, r) in game.legal_placements()
                                 for r in rotations)
    assert sum(len(game.rotations(a.cell)) for a in anchors) == len(game.legal_placements())


def test_moves_and_placements_have_a_text_form():
    move = Move(2, (1, -2), 4)
    assert move.text == "2:1,-2/4" and Move.parse("2:1,-2/4") == move
    assert Placement.parse("1,-2/4") == move.placement and move.placement.text == "1,-2/4"
    with pytest.raises(ValueError, match="a placement is written q,r/rot"):
        Placement.parse("1;2/3")


def test_a_copy_is_independent():
    game = Game.new(4)
    clone = game.copy()
    clone.play(Move(0, first_placement(clone).anchor, first_placement(clone).rot))
    assert game.turn == 0 and clone.turn == 1
    assert game.cities[0] != clone.cities[0] and game.site != clone.site


def test_preview_needs_a_tile_and_takes_one_by_index():
    game = dealing(35, 16, 36, 12)
    with pytest.raises(IllegalMove, match="choose a site tile first"):
        game.preview(Placement((1, 1), 0))
    preview = game.preview(Placement((1, 1), 0), take=1)  # tile 16: its house scores 1
    assert preview.score_change[District.HOUSE] == 1 and preview.total_change == 1 - 1
