"""Every location and sub-action (rules 2.1, 5.1-5.7), on hand-built positions."""

import pytest
from westkingdom_positions import display, give, put, table, top_of_deck, turn

from engine.westkingdom import IllegalMove, Prompt
from engine.westkingdom.board import PLACE_INDEX

CL, WD, ST, AU, MB, AG = range(6)


def at(game, place, seat):
    return game.at[PLACE_INDEX[place]][seat]


# -- Quarry, Forest, Mines, Silversmith (5.1) ----------------------------------------------

def test_quarry_gives_one_stone_per_own_worker_there_after_placing():
    game = put(put(table(), 0, "quarry", 2), 1, "quarry", 3)
    game.decide("quarry")
    assert game.players[0].res[ST] == 3 and at(game, "quarry", 0) == 3


def test_forest_gives_one_wood_per_own_worker_there():
    game = table()
    game.decide("forest")
    assert game.players[0].res[WD] == 1


def test_mines_clay_gives_one_more_clay_than_own_workers():
    game = put(table(), 0, "mines", 1)
    game.decide("mines:clay")
    assert game.players[0].res[CL] == 3


def test_mines_gold_needs_a_second_own_worker_and_gives_one_gold_per_pair():
    game = put(table(), 1, "mines", 4)
    assert "mines:gold" not in game.decision.options  # other colours never count
    game = put(table(), 0, "mines", 2)
    game.decide("mines:gold")  # k = 3
    assert game.players[0].res[AU] == 1 and game.players[0].res[CL] == 0


def test_silversmith_gives_one_more_silver_than_own_workers():
    game = put(table(), 0, "silversmith", 1)
    game.decide("silversmith")
    assert game.players[0].res[AG] == 3


# -- King's Storehouse (5.2) -----------------------------------------------------------------

def test_storehouse_offers_each_affordable_trade_and_stop():
    game = give(table(), 0, "1Cl 2Wd 1St")
    game.decide("storehouse")
    assert game.decision.prompt is Prompt.TRADE
    assert game.decision.options == ("V:Cl+Wd", "V:Cl+St", "V:Wd+Wd", "V:Wd+St",
                                      "Mb:Wd+Wd+St", "stop")


def test_storehouse_makes_up_to_k_trades_and_stops_when_none_is_left():
    game = put(give(table(), 0, "3St"), 0, "storehouse")
    game.decide("storehouse")  # k = 2
    assert game.decision.options == ("V:St+St", "Mb:St+St+St", "stop")
    game.decide("Mb:St+St+St")
    assert game.players[0].res[MB] == 1 and game.players[0].res[ST] == 0
    assert game.decision.player == 1  # the second trade had only "stop": taken, not asked


def test_a_trade_can_pay_for_the_next():
    game = put(give(table(), 0, "1Ag", apprentices=("A18", "A37")), 0, "storehouse")
    game.decide("storehouse")
    game.decide("A18")  # 1 Ag -> 2 Wd
    assert "A37" in game.decision.options
    game.decide("A37")  # 2 Wd -> 1 Mb
    assert game.players[0].res[MB] == 1 and game.players[0].res[WD] == 0


def test_storehouse_with_nothing_to_trade_asks_nothing():
    game = table()
    game.decide("storehouse")
    assert game.decision.player == 1 and game.decision.prompt is Prompt.PLACE


def test_storehouse_trade_for_virtue():
    game = give(table(), 0, "2Cl")
    game.decide("storehouse")
    game.decide("V:Cl+Cl")
    assert game.players[0].virtue == 8 and game.players[0].res[CL] == 0


# -- Workshop (5.3) --------------------------------------------------------------------------

def test_workshop_hire_pays_two_silver_and_two_tax_on_placement():
    game = display(give(table(), 0, "5Ag"), "A29", "A39", "A11", "A12", "A19", "A20", "A06", "A07")
    game.decide("workshop:hire")
    assert game.players[0].res[AG] == 1 and game.tax == 6
    assert game.decision.options == ("A29", "A39", "A11", "A12")  # 1 Ag reaches column 2


def test_workshop_hire_needs_four_silver():
    game = give(table(), 0, "3Ag")
    assert "workshop:hire" not in game.decision.options


def test_workshop_reach_is_the_number_of_own_workers_there_up_to_four():
    game = display(put(give(table(), 0, "4Ag"), 0, "workshop", 2),
                   "A29", "A39", "A11", "A12", "A19", "A20", "A06", "A07")
    game.decide("workshop:hire")
    assert game.decision.options == ("A29", "A39", "A11", "A12", "A19", "A20")


def test_a_hire_beyond_reach_lays_a_coin_on_each_leftmost_card_of_its_row():
    game = display(give(table(), 0, "6Ag"), "A29", "A39", "A11", "A12", "A19", "A20", "A06", "A07")
    game.decide("workshop:hire")
    assert game.decision.options == ("A29", "A39", "A11", "A12", "A19", "A20")
    game.decide("A20")  # column 3, bottom row: 2 extra Ag
    assert game.players[0].res[AG] == 0 and game.players[0].apprentices == ["A20"]
    assert game.display[:7] == ["A29", "A39", "A11", "A12", "A19", "A07", "A06"]
    assert game.coins == [0, 1, 0, 1, 0, 0, 0, 0]


def test_the_hirer_takes_the_silver_lying_on_the_card():
    game = display(give(table(), 0, "4Ag"), "A29", "A39", "A11", "A12", "A19", "A20", "A06", "A07")
    game.coins[1] = 3
    game.decide("workshop:hire")
    game.decide("A39")
    assert game.players[0].res[AG] == 3 and game.coins[1] == 0


def test_workshop_draw_draws_one_card_plus_one_per_pair_of_own_workers():
    game = top_of_deck(put(table(), 0, "workshop", 3), "B01", "B02", "B03", "B04")
    game.decide("workshop:draw")  # k = 4
    assert game.players[0].hand == ["B01", "B02", "B03"]


# -- Town Centre (5.4) -----------------------------------------------------------------------

def test_town_centre_needs_one_tax_and_charges_it_on_the_first_capture():
    assert "towncentre" not in table().decision.options
    game = put(put(give(table(), 0, "1Ag"), 1, "quarry", 2), 1, "forest", 1)
    game.decide("towncentre")
    assert game.decision.options == (("quarry", 1), ("forest", 1), ("towncentre", 0), "stop")
    game.decide(("quarry", 1))
    assert game.captives[0][1] == 2 and at(game, "quarry", 1) == 0
    assert (game.players[0].res[AG], game.tax) == (0, 5)


def test_each_later_capture_costs_one_silver_up_to_k_captures():
    game = put(give(table(), 0, "2Ag"), 0, "towncentre", 1)
    put(put(put(game, 1, "quarry", 2), 1, "forest", 1), 1, "mines", 1)
    game.decide("towncentre")  # k = 2
    game.decide(("quarry", 1))
    assert ("forest", 1) in game.decision.options
    game.decide(("forest", 1))
    assert game.players[0].res[AG] == 0 and game.captives[0][1] == 3
    assert game.decision.player == 1  # two captures made: the action is over


def test_town_centre_stops_when_the_next_capture_cannot_be_paid():
    game = put(give(table(), 0, "1Ag"), 0, "towncentre", 2)
    put(put(game, 1, "quarry", 2), 1, "forest", 1)
    game.decide("towncentre")
    game.decide(("quarry", 1))  # the 1 Ag went as tax; no silver for the second
    assert game.decision.player == 1


def test_capturing_your_own_workers_returns_them_to_your_supply_and_k_stays():
    game = put(give(table(), 0, "2Ag"), 0, "towncentre", 1)
    put(game, 1, "quarry", 1)
    game.decide("towncentre")
    game.decide(("towncentre", 0))  # both own workers there, the new one too
    assert at(game, "towncentre", 0) == 0 and game.supply[0] == 20
    assert game.decision.options == (("quarry", 1), "stop")  # still a second capture


def test_town_centre_with_up_to_three_players_captures_from_two_locations_at_most():
    game = put(give(table(3), 0, "5Ag"), 0, "towncentre", 3)
    for place in ("quarry", "forest", "mines"):
        put(game, 1, place)
    put(game, 2, "quarry")
    game.decide("towncentre")
    game.decide(("quarry", 1))
    game.decide(("forest", 1))
    assert game.decision.options == (("quarry", 2), "stop")


def test_town_centre_with_four_or_five_players_captures_from_one_location():
    game = put(give(table(4), 0, "5Ag"), 0, "towncentre", 1)
    put(put(put(game, 1, "quarry"), 2, "quarry"), 3, "forest")
    game.decide("towncentre")
    game.decide(("quarry", 1))
    assert game.decision.options == (("quarry", 2), "stop")


# -- Tax Stand (5.5) -------------------------------------------------------------------------

def test_tax_stand_takes_the_whole_pool_for_two_virtue():
    game = table()
    game.decide("taxstand")
    assert (game.players[0].res[AG], game.tax, game.players[0].virtue) == (4, 0, 5)


def test_tax_stand_is_closed_when_the_pool_is_empty():
    game = table()
    game.tax = 0
    turn(game, 0)
    assert "taxstand" not in game.decision.options


# -- Guardhouse (5.6) ------------------------------------------------------------------------

def test_guard_action_1_sends_all_captives_to_the_prison_for_one_silver_each():
    game = put(put(table(3), 1, "board", 2, holder=0), 2, "board", 1, holder=0)
    game.decide("guardhouse:1")
    assert game.players[0].res[AG] == 3 and game.prison == [0, 2, 1]
    assert game.captives[0] == [0, 0, 0]


def test_guard_action_2_frees_all_own_workers_from_the_prison():
    game = put(table(), 0, "prison", 3)
    game.decide("guardhouse:2")
    assert game.prison[0] == 0 and game.supply[0] == 19


def test_guard_action_3_buys_back_workers_with_silver_and_tax():
    game = put(give(table(3), 0, "5Ag"), 0, "board", 2, holder=1)
    put(game, 0, "board", 1, holder=2)
    game.decide("guardhouse:3")
    assert game.decision.options == ("silver", "debt", "skip")
    game.decide("silver")
    assert game.players[0].res[AG] == 0 and game.tax == 6
    assert game.captives[1][0] == game.captives[2][0] == 0 and game.supply[0] == 19


def test_guard_action_3_can_be_paid_with_a_debt_and_a_virtue():
    game = put(table(), 0, "board", 2, holder=1)
    game.decide("guardhouse:3")
    assert game.decision.options == ("debt", "skip")
    game.decide("debt")
    assert (game.players[0].debts, game.players[0].virtue, game.supply[0]) == (1, 6, 19)


def test_guard_action_4_pays_off_a_debt_for_six_silver_and_gains_a_virtue():
    game = give(table(), 0, "6Ag", debts=2)
    game.decide("guardhouse:4")
    player = game.players[0]
    assert (player.res[AG], player.debts, player.paid, player.virtue) == (0, 1, 1, 8)
    assert game.tax == 7


def test_guard_actions_need_their_gates():
    game = give(table(), 0, "5Ag", debts=1)
    assert not {"guardhouse:1", "guardhouse:2", "guardhouse:3", "guardhouse:4"} \
        & set(game.decision.options)


def test_guardhouse_gives_k_actions_the_later_ones_legal_at_that_moment():
    game = put(give(table(), 0, "4Ag", debts=1), 0, "guardhouse", 2)
    put(game, 1, "board", 2, holder=0)
    game.decide("guardhouse:1")  # k = 3; +2 Ag: now the debt can be paid off
    assert game.decision.prompt is Prompt.GUARD and game.decision.options == (4, "stop")
    game.decide(4)
    player = game.players[0]
    assert (player.res[AG], player.debts, player.paid, game.prison[1]) == (0, 0, 1, 2)
    assert game.decision.player == 1  # the third action had nothing legal but "stop"


def test_guardhouse_repeats_an_action_and_may_stop():
    game = put(give(table(), 0, "18Ag", debts=3), 0, "guardhouse", 3)
    game.decide("guardhouse:4")
    game.decide(4)
    assert game.decision.options == (4, "stop")
    game.decide("stop")
    assert game.players[0].debts == 1 and game.decision.player == 1


# -- Black Market (5.7) ---------------------------------------------------------------------

def test_black_market_small_pays_one_silver_and_a_virtue_for_the_left_top_small_side():
    game = give(table(), 0, "1Ag")
    game.bm_left[0] = "BM02"
    game.decide("bm_a")
    player = game.players[0]
    assert (player.res[AG], player.res[AU], player.virtue) == (0, 2, 6)
    assert game.market == [0, None, None]


def test_black_market_small_with_an_empty_left_pile_pays_the_printed_default():
    game = give(table(), 0, "1Ag")
    game.bm_left.clear()
    game.decide("bm_a")
    assert game.players[0].res[MB] == 1 and game.players[0].res[AU] == 1


def test_black_market_large_pays_three_silver_for_the_right_top_or_its_default():
    game = give(table(), 0, "3Ag")
    game.decide("bm_c")  # right pile empty before the first reset
    player = game.players[0]
    assert (player.res[MB], player.res[ST], player.res[WD], player.res[AG]) == (2, 1, 1, 0)
    game = give(table(), 0, "3Ag")
    game.bm_right.insert(0, "BM07")
    game.decide("bm_c")
    assert game.players[0].res[:5] == [0, 1, 2, 0, 1]


def test_black_market_middle_hires_any_apprentice_free_or_skips():
    game = display(give(table(), 0, "2Ag"), "A29", "A39", "A11", "A12", "A19", "A20", "A06", "A07")
    game.decide("bm_b:hire")
    assert game.decision.options == ("A29", "A39", "A11", "A12", "A19", "A20", "A06", "A07", "skip")
    game.decide("A07")
    assert game.players[0].apprentices == ["A07"] and game.players[0].res[AG] == 0
    assert game.players[0].virtue == 6


def test_black_market_middle_draws_five_keeps_one_and_the_rest_go_under_by_id():
    game = top_of_deck(give(table(), 0, "2Ag"), "B30", "B10", "B20", "B01", "B05", "B06")
    game.decide("bm_b:draw5")
    assert game.decision.options == ("B01", "B05", "B10", "B20", "B30")
    game.decide("B20")
    assert game.players[0].hand == ["B20"] and game.building_deck[0] == "B06"
    assert game.building_deck[-4:] == ["B01", "B05", "B10", "B30"]


def test_black_market_is_closed_at_virtue_ten_and_to_an_occupied_space():
    game = give(table(), 0, "10Ag", virtue=10)
    assert not any(o.startswith("bm") for o in game.decision.options)
    game = put(give(table(), 0, "10Ag", virtue=9), 1, "bm_a")
    assert [o for o in game.decision.options if o.startswith("bm")] == \
        ["bm_b:hire", "bm_b:draw5", "bm_c"]


def test_black_market_needs_its_silver():
    game = give(table(), 0, "2Ag")
    assert [o for o in game.decision.options if o.startswith("bm")] == \
        ["bm_a", "bm_b:hire", "bm_b:draw5"]


# -- Guildhall (5.8) -------------------------------------------------------------------------

def test_guildhall_is_closed_without_a_building_to_construct_or_a_cathedral_step():
    game = give(table(), 0, "9St", hand=("B09",))  # University needs every skill
    assert "guildhall" not in game.decision.options


def test_guildhall_constructs_a_building_from_hand_paying_its_cost():
    game = give(table(), 0, "2Wd 2St 1Cl", hand=("B11", "B09"))
    game.decide("guildhall")
    assert game.players[0].buildings == ["B11"] and game.players[0].hand == ["B09"]
    assert game.players[0].res[:3] == [5, 0, 0]  # the Well gives 4 Cl
    assert game.guildhall == [0] and game.guild[0] == 1


def test_an_illegal_placement_is_refused_with_the_legal_ones_named():
    game = table()
    with pytest.raises(IllegalMove, match="'guildhall' is not a legal 'place' for seat 0"):
        game.decide("guildhall")


def test_a_hire_out_of_reach_is_refused_naming_the_column_and_the_silver():
    game = display(give(table(), 0, "5Ag"), "A29", "A39", "A11", "A12", "A19", "A20", "A06", "A07")
    game.decide("workshop:hire")
    with pytest.raises(IllegalMove, match="seat 0 cannot reach column 4 with 1 Ag"):
        game.decide("A06")


def test_decide_reports_the_answer_and_every_forced_answer_after_it():
    game = put(give(table(), 0, "2Cl"), 0, "storehouse")
    moves = game.decide("storehouse")  # k = 2
    assert [(m.seat, m.prompt, m.value) for m in moves] == [(0, Prompt.PLACE, "storehouse")]
    moves = game.decide("V:Cl+Cl")  # the second trade can only stop: taken, not asked
    assert [(m.prompt, m.value) for m in moves] == [(Prompt.TRADE, "V:Cl+Cl"),
                                                    (Prompt.TRADE, "stop")]
    assert [m.value for m in game.decisions[-2:]] == ["storehouse", "V:Cl+Cl"]
