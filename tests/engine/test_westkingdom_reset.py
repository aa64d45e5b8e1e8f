"""The Black Market reset (rules 6): its trigger, the arrests, the card shift, the
reset abilities, the crowded-Prison penalties, and the empty left pile (R18)."""

from westkingdom_positions import display, give, put, table, turn

from engine.westkingdom import Prompt
from engine.westkingdom.market import reset

CL, WD, ST, AU, MB, AG = range(6)


def test_the_third_black_market_worker_triggers_a_reset_once_its_action_is_resolved():
    game = put(put(give(table(), 0, "2Ag"), 1, "bm_a"), 1, "bm_c")
    game.decide("bm_b:hire")
    assert game.decision.prompt is Prompt.HIRE and game.market == [1, 0, 1]
    game.decide("skip")
    assert game.market == [None, None, None] and game.prison == [1, 2]


def test_every_black_market_worker_of_any_colour_goes_to_the_prison():
    game = put(put(put(table(3), 0, "bm_a"), 1, "bm_b"), 2, "bm_c")
    reset(game)
    assert game.prison == [1, 1, 1] and game.market == [None, None, None]


def test_a_reset_moves_the_left_top_card_onto_the_right_pile_large_side_up():
    game = give(table(), 0, "3Ag")
    game.bm_left[:] = ["BM04", "BM09", "BM01", "BM02", "BM03", "BM05", "BM06", "BM07",
                       "BM08", "BM10"]
    reset(game)
    assert game.bm_left[0] == "BM09" and game.bm_right == ["BM04"]
    turn(game, 0)
    game.decide("bm_c")  # BM04 large side: 1 Au 1 St 2 Wd
    assert game.players[0].res[:5] == [0, 2, 1, 1, 0]


def test_r18_an_empty_left_pile_is_refilled_from_the_whole_right_pile_before_the_shift():
    game = table()
    game.bm_right = list(game.bm_left)
    game.bm_left = []
    reset(game)
    order = game.setup.reshuffle(0)
    assert game.reshuffles == [order]
    assert game.bm_right == [order[0]] and game.bm_left == list(order[1:])


def test_at_a_reset_three_or_more_prisoners_cost_a_virtue():
    game = put(put(table(3), 0, "prison", 3), 1, "prison", 2)
    reset(game)
    assert [p.virtue for p in game.players] == [6, 7, 7]


def test_at_a_reset_the_most_prisoners_take_a_debt_each_when_tied():
    game = put(put(put(table(3), 0, "prison", 2), 1, "prison", 2), 2, "prison", 1)
    reset(game)
    assert [p.debts for p in game.players] == [1, 1, 0]


def test_at_a_reset_an_empty_prison_gives_nobody_a_debt():
    game = table()
    reset(game)
    assert [p.debts for p in game.players] == [0, 0]


def test_the_rulebook_example_a_gatekeeper_frees_two_of_three_then_ties_at_two_take_debts():
    game = put(give(table(3), 0, apprentices=("A09",)), 0, "prison", 3)
    put(put(game, 1, "prison", 2), 2, "prison", 1)
    reset(game)
    assert game.prison == [1, 2, 1]
    assert [p.virtue for p in game.players] == [7, 7, 7]  # nobody is at 3 any more
    assert [p.debts for p in game.players] == [0, 1, 0]


def test_r6_the_gatekeeper_frees_prisoners_before_the_squires_look_at_the_prison():
    game = put(give(table(), 0, apprentices=("A09", "A26")), 0, "prison", 2)
    reset(game)
    assert game.prison[0] == 0 and game.players[0].res[AU] == 1


def test_a_guildhall_reset_space_resets_after_the_build_r7():
    game = put(table(), 0, "guildhall", 3)  # spaces 1-3; 2 seats: R = 3
    put(game, 1, "guildhall", 3)  # spaces 4-6 (refresh spaces 3 and 6 already passed)
    put(put(game, 1, "bm_a"), 0, "bm_c")
    give(game, 0, "2Wd 2St", hand=("B11",))
    game.decide("guildhall")  # space 7 = 2R + 1: build the Well, then the reset
    assert game.players[0].res[CL] == 4
    assert game.market == [None, None, None] and game.prison == [1, 1]


def test_the_reset_comes_before_the_hand_limit():
    game = put(put(give(table(), 0, "1Ag", hand=("B01", "B02", "B03", "B04", "B05", "B06")),
                   1, "bm_b"), 1, "bm_c")
    display(game, "A29")
    game.players[0].character = "CH3"  # Caroline: a 7th card with the Black Market action
    game.decide("bm_a")
    assert game.market == [None, None, None]  # the reset is done...
    assert game.decision.prompt is Prompt.DISCARD  # ...before the hand-limit discard
