"""Each ruling of rules section 10, exactly as written, in a test named after it.

R6, R7, R8 and R18 are exercised where their procedures are (``test_westkingdom_reset``,
``test_westkingdom_guildhall``), in tests named after them; each has a short one here too.
"""

import pytest
from westkingdom_positions import display, give, put, table, turn

from engine.westkingdom import (
    APPRENTICES,
    BUILDINGS,
    CHARACTERS,
    MARKET_CARDS,
    DecisionError,
    Game,
    IllegalMove,
    Prompt,
    Setup,
    from_record,
    to_record,
)
from engine.westkingdom.market import reset
from engine.westkingdom.moves import PlayerScore, winners
from engine.westkingdom.setup import first_by_virtue

CL, WD, ST, AU, MB, AG = range(6)


def test_r1_the_base_game_has_40_apprentices_40_buildings_5_characters_and_no_promo():
    assert sorted(APPRENTICES) == [f"A{i:02}" for i in range(1, 41)]
    assert sorted(BUILDINGS) == [f"B{i:02}" for i in range(1, 41)]
    assert sorted(CHARACTERS) == ["CH1", "CH3", "CH4", "CH6", "CH8"]
    record = to_record(Game.new(1, 2))
    record["promo"] = True
    with pytest.raises(DecisionError, match="'promo' must be false"):
        from_record(record)


def test_r2_all_ten_black_market_cards_start_on_the_left_pile():
    game = Game.new(3, 2)
    assert sorted(game.bm_left) == sorted(MARKET_CARDS) and game.bm_right == []


def test_r3_the_tax_stand_costs_two_virtue():
    game = table()
    game.decide("taxstand")
    assert game.players[0].virtue == 5


def test_r4_with_four_or_five_players_captures_come_from_one_location():
    game = put(give(table(5), 0, "9Ag"), 0, "towncentre", 2)
    put(put(put(put(game, 1, "quarry"), 2, "forest"), 3, "quarry"), 4, "forest")
    game.decide("towncentre")  # k = 3
    game.decide(("forest", 2))
    assert game.decision.options == (("forest", 4), "stop")


def test_r5_each_conspirator_takes_one_silver_off_the_whole_action_and_two_stack():
    game = put(give(table(3), 0, "1Ag", apprentices=("A04", "A05")), 0, "towncentre", 2)
    put(put(put(game, 1, "quarry"), 2, "quarry"), 1, "forest")
    game.decide("towncentre")  # k = 3
    game.decide(("quarry", 1))  # 1 Tx
    game.decide(("quarry", 2))  # free: the first Conspirator
    game.decide(("forest", 1))  # free: the second
    assert game.players[0].res[AG] == 0 and game.captives[0] == [0, 2, 1]


def test_r5_the_conspirator_never_takes_off_the_tax_of_the_first_capture():
    game = give(table(), 0, apprentices=("A04",))
    assert "towncentre" not in game.decision.options


def test_r6_reset_abilities_free_prisoners_before_squires_check_the_prison():
    game = put(give(table(), 1, apprentices=("A09", "A28")), 1, "prison", 2)
    reset(game)
    assert game.prison[1] == 0 and game.players[1].virtue == 9


def test_r7_the_refresh_comes_before_the_build_and_the_reset_after_it():
    game = put(put(table(), 1, "guildhall", 6), 1, "bm_a")
    give(game, 0, "3Wd 2St 1Au", hand=("B04",), apprentices=("A01",))
    game.decide("guildhall")  # space 7 of 12 = 2R + 1: a reset
    game.decide("B04")
    assert game.decision.prompt is Prompt.HIRE and game.market == [1, None, None]
    game.decide("skip")
    assert game.market == [None, None, None] and game.prison[1] == 1


def test_r8_final_turns_may_use_the_guildhall_past_the_last_space_with_no_trigger():
    game = put(table(), 1, "guildhall", 12)
    game.final_turns = 2
    give(game, 0, "2Wd 2St", hand=("B11",))
    game.decide("guildhall")
    assert len(game.guildhall) == 13 and game.players[0].buildings == ["B11"]


def test_r9_the_tax_stand_starts_with_four_silver():
    assert Game.new(0, 3).tax == 4


def test_r10_the_hand_limit_is_six_and_the_apprentice_limit_five():
    game = give(table(), 0, "4Ag", hand=("B01", "B02", "B03", "B04", "B05", "B06"),
                apprentices=("A01", "A02", "A03", "A04", "A05"))
    display(game, "A29")
    game.decide("workshop:hire")
    game.decide("A29")
    assert game.decision.prompt is Prompt.DISMISS
    game.decide("A01")
    assert len(game.players[0].apprentices) == 5
    game = give(table(), 0, hand=("B01", "B02", "B03", "B04", "B05", "B06"))
    game.decide("workshop:draw")
    assert game.decision.prompt is Prompt.DISCARD


def test_r11_on_side_b_the_highest_virtue_plays_first_ties_to_the_lowest_seat():
    assert first_by_virtue(("CH1", "CH8", "CH6")) == 1
    assert first_by_virtue(("CH6", "CH6")) == 0  # only promo boards could tie
    setup = Setup.new(2, 3, "B")
    with pytest.raises(ValueError, match="highest virtue"):
        Setup(**{**setup.__dict__, "first": (setup.first + 1) % 3})


def test_r12_a_draw_from_a_short_deck_takes_what_is_left_and_nothing_from_an_empty_one():
    game = put(table(), 0, "workshop", 3)
    game.building_deck[:] = game.building_deck[:1]
    game.decide("workshop:draw")  # 3 cards asked, 1 left
    assert len(game.players[0].hand) == 1 and game.building_deck == []
    turn(game, 0)
    game.decide("workshop:draw")
    assert len(game.players[0].hand) == 1


def test_r13_ties_go_to_virtue_then_silver_then_are_shared():
    def score(total, virtue, silver):
        return PlayerScore(total, 0, 0, 0, 0, 0, 0, virtue, silver)
    assert winners((score(5, 9, 0), score(5, 8, 30))) == (0,)
    assert winners((score(5, 9, 3), score(5, 9, 4))) == (1,)
    assert winners((score(5, 9, 4), score(5, 9, 4))) == (0, 1)


def test_r14_acolyte_a03_has_masonry():
    assert APPRENTICES["A03"].skills == 4


def test_r15_there_is_no_solo_game():
    with pytest.raises(IllegalMove, match="2 to 5 seats"):
        Game.new(0, 1)


def test_r16_coins_on_the_refreshed_column_go_back_to_the_supply():
    game = put(table(), 1, "guildhall", 2)
    game.coins[:2] = [2, 1]
    give(game, 0, "2Wd 2St", hand=("B11",))
    game.decide("guildhall")  # space 3: refresh
    assert game.coins == [0] * 8 and sum(p.res[AG] for p in game.players) == 0


def test_r17_tavern_and_black_market_hires_may_be_declined_the_workshop_hire_may_not():
    game = give(table(), 0, "2Ag")
    game.decide("bm_b:hire")
    assert game.decision.options[-1] == "skip"
    game = give(table(), 0, "4Ag")
    game.decide("workshop:hire")
    assert "skip" not in game.decision.options


def test_r17_a_hire_at_the_limit_discards_only_once_the_hire_is_chosen():
    game = give(table(), 0, "2Ag", apprentices=("A01", "A02", "A03", "A04", "A05"))
    game.decide("bm_b:hire")
    game.decide("skip")  # declined: no dismissal asked
    assert game.players[0].apprentices == ["A01", "A02", "A03", "A04", "A05"]


def test_r17_a_skipped_buyback_still_uses_up_its_guard_action():
    game = put(put(table(), 0, "guardhouse", 1), 0, "board", 1, holder=1)
    put(game, 0, "prison", 1)
    game.decide("guardhouse:3")  # k = 2
    game.decide("skip")
    assert game.decision.options == (2, 3, "stop")  # one more action, not two


def test_r18_a_reset_with_an_empty_left_pile_reshuffles_the_right_pile_into_it():
    game = table()
    game.bm_right, game.bm_left = list(game.bm_left), []
    reset(game)
    assert len(game.bm_left) == 9 and len(game.bm_right) == 1
    assert [game.bm_right[0], *game.bm_left] == list(game.setup.reshuffle(0))


def test_r19_therese_pays_gold_first_without_being_asked():
    game = give(table(characters=("CH1", "CH8")), 0, "3St 2Au 1Mb", hand=("B27",))
    turn(game, 0)
    game.decide("guildhall")
    game.decide("B27")  # no payment prompt follows
    assert game.players[0].res[AU:MB + 1] == [1, 1] and game.decision.player == 1


def test_r20_a_trade_beaten_by_another_in_every_resource_is_still_offered():
    game = give(table(), 0, "2Cl", apprentices=("A21",))
    game.decide("storehouse")
    assert {"V:Cl+Cl", "A21"} <= set(game.decision.options)


def test_empty_deck_draws_at_black_market_b_keep_what_there_is():
    game = give(table(), 0, "2Ag")
    game.building_deck[:] = ["B07"]
    game.decide("bm_b:draw5")  # one card drawn: kept without asking
    assert game.players[0].hand == ["B07"] and game.decision.player == 1
