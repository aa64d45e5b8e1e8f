"""The turn (rules 4): virtue and its bounds, debts, the hand and apprentice limits, and
the turn of a player with no worker in supply."""

import pytest
from westkingdom_positions import display, give, put, table, turn

from engine.westkingdom import IllegalMove, Move, Prompt

CL, WD, ST, AU, MB, AG = range(6)


# -- virtue and debts (2.2, 4.2) ---------------------------------------------------------------

def test_virtue_gained_above_fourteen_destroys_one_unpaid_debt_per_point():
    game = give(table(), 0, "4Cl", virtue=13, debts=3)
    game.decide("storehouse")
    game.decide("V:Cl+Cl")  # 13 -> 14
    assert (game.players[0].virtue, game.players[0].debts) == (14, 3)
    game = give(table(), 0, "1Au", virtue=14, debts=3, hand=("B09",))
    game.rewards[:] = ["R05"]  # +2 V
    game.decide("guildhall")
    player = game.players[0]
    assert (player.virtue, player.debts, player.paid) == (14, 1, 0)  # destroyed, not paid


def test_virtue_above_fourteen_without_debts_is_lost():
    game = give(table(), 0, "2Cl", virtue=14)
    game.decide("storehouse")
    game.decide("V:Cl+Cl")
    assert (game.players[0].virtue, game.players[0].debts) == (14, 0)


def test_virtue_lost_below_zero_becomes_one_unpaid_debt_per_point():
    game = give(table(), 0, virtue=1)
    game.decide("taxstand")  # -2 V
    assert (game.players[0].virtue, game.players[0].debts) == (0, 1)


def test_a_loss_of_virtue_is_never_unaffordable():
    game = give(table(), 0, "1Ag", virtue=0)
    assert "bm_a" in game.decision.options and "taxstand" in game.decision.options


def test_a_paid_debt_gives_a_virtue_a_destroyed_one_does_not():
    game = give(table(), 0, "6Ag", debts=1, apprentices=("A06",))
    game.decide("guardhouse:4")
    assert (game.players[0].paid, game.players[0].virtue, game.players[0].res[CL]) == (1, 8, 2)
    game = give(table(), 0, "3Cl 3St", debts=1, apprentices=("A06",), hand=("B20",))
    game.decide("guildhall")
    game.decide("destroy")
    player = game.players[0]
    assert (player.debts, player.paid, player.virtue, player.res[CL]) == (0, 0, 8, 0)


def test_low_virtue_ignores_tax_one_at_two_or_three_two_at_zero_or_one():
    for virtue, due in ((4, 2), (3, 1), (2, 1), (1, 0), (0, 0)):
        game = give(table(), 0, "4Ag", virtue=virtue)
        game.decide("workshop:hire")
        assert game.tax == 4 + due
        assert game.players[0].res[AG] == 2 - due


def test_virtue_four_and_below_closes_the_cathedral():
    game = give(table(), 0, "1Au", virtue=4, hand=("B09",))
    assert "guildhall" not in game.decision.options


# -- the hand limit (R10) ------------------------------------------------------------------------

def test_a_placement_turn_ends_with_discards_down_to_six_cards_one_at_a_time():
    cards = ("B01", "B02", "B03", "B04", "B05", "B06")
    game = put(give(table(), 0, hand=cards), 0, "workshop", 3)
    top = game.building_deck[:3]
    game.decide("workshop:draw")  # k = 4: 3 cards, 9 in hand
    assert game.decision.prompt is Prompt.DISCARD
    for card in ("B01", "B02", top[0]):
        game.decide(card)
    assert len(game.players[0].hand) == 6 and game.decision.player == 1
    assert game.building_deck[-3:] == ["B01", "B02", top[0]]


def test_six_cards_are_kept_without_a_discard():
    game = give(table(), 0, hand=("B01", "B02", "B03", "B04", "B05"))
    game.decide("workshop:draw")
    assert len(game.players[0].hand) == 6 and game.decision.player == 1


# -- the apprentice limit (R10) ----------------------------------------------------------------

def test_hiring_at_the_limit_dismisses_one_first_to_the_bottom_and_keeps_its_virtue():
    game = give(table(), 0, "4Ag", apprentices=("A09", "A02", "A03", "A04", "A05"), virtue=6)
    display(game, "A29")
    game.decide("workshop:hire")
    game.decide("A29")
    assert game.decision.prompt is Prompt.DISMISS
    assert game.decision.options == ("A09", "A02", "A03", "A04", "A05")
    game.decide("A09")  # the Gatekeeper's -1 hire virtue is not given back
    assert game.players[0].apprentices == ["A02", "A03", "A04", "A05", "A29"]
    assert game.apprentice_deck[-1] == "A09" and game.players[0].virtue == 6


def test_below_the_limit_a_hire_asks_no_dismissal():
    game = display(give(table(), 0, "4Ag", apprentices=("A02", "A03", "A04", "A05")), "A29")
    game.decide("workshop:hire")
    game.decide("A29")
    assert len(game.players[0].apprentices) == 5 and game.decision.player == 1


# -- the turn without a worker in supply (4.1) ----------------------------------------------

def test_with_no_worker_in_supply_the_turn_takes_one_back_from_an_open_location():
    game = put(put(put(table(), 0, "quarry", 12), 0, "forest", 7), 0, "prison", 1)
    turn(game, 0)
    assert game.decision.prompt is Prompt.RECOVER
    assert game.decision.options == ("quarry", "forest")
    game.decide("forest")
    assert game.supply[0] == 1 and game.decision.player == 1


def test_with_nothing_on_open_locations_a_worker_comes_back_from_anywhere_but_the_guildhall():
    game = put(put(table(3), 0, "guildhall", 10), 0, "prison", 6)
    put(put(put(game, 0, "board", 2, holder=1), 0, "board", 1, holder=2), 0, "bm_b")
    turn(game, 0)
    assert game.decision.options == ("bm_b", "prison", "board:1", "board:2")
    game.decide("board:2")
    assert game.captives[2][0] == 0 and game.supply[0] == 1


def test_a_single_place_to_take_back_from_is_not_asked():
    game = put(table(), 0, "quarry", 20)  # its turn begins with nothing in supply
    assert game.decision.player == 1 and game.supply[0] == 1


def test_a_recovery_turn_has_no_hand_limit():
    game = put(give(table(), 0, hand=("B01", "B02", "B03", "B04", "B05", "B06", "B07")), 0,
               "quarry", 10)
    put(game, 0, "forest", 10)
    turn(game, 0)
    game.decide("quarry")
    assert len(game.players[0].hand) == 7 and game.decision.player == 1


def test_a_seat_with_every_worker_in_the_guildhall_passes():
    game = put(table(), 0, "guildhall", 20)  # its turn begins with nothing in supply
    assert game.decision.player == 1 and game.turn == 1


def test_a_move_by_the_wrong_seat_or_prompt_is_refused():
    game = table()
    with pytest.raises(IllegalMove, match="expected seat 0, got seat 1"):
        game.play(Move(1, Prompt.PLACE, "quarry"))
    with pytest.raises(IllegalMove, match='expected "place", got "trade"'):
        game.play(Move(0, Prompt.TRADE, "V:Cl+Cl"))
