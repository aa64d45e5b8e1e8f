"""The Guildhall (rules 2.5, 5.8, 5.9, 7): its grid and triggers, the Cathedral, and
the end of the game with its final round (R7, R8)."""

import pytest
from westkingdom_positions import display, give, put, table, turn

from engine.westkingdom import Move, Prompt
from engine.westkingdom.board import guildhall_empty, guildhall_size, guildhall_trigger

CL, WD, ST, AU, MB, AG = range(6)


@pytest.mark.parametrize(("seats", "spaces", "refresh", "resets"), [
    (2, 12, [3, 6, 9], [7, 10]), (3, 16, [3, 7, 11], [9, 13]), (4, 20, [3, 8, 13], [11, 16]),
    (5, 24, [3, 9, 15], [13, 19])])
def test_the_guildhall_grid_and_its_trigger_spaces(seats, spaces, refresh, resets):
    assert guildhall_size(seats) == spaces
    triggers = {s: guildhall_trigger(s, seats) for s in range(1, spaces + 1)}
    assert [s for s, t in triggers.items() if t == "refresh"] == refresh
    assert [s for s, t in triggers.items() if t == "reset"] == resets
    assert [s for s, t in triggers.items() if t == "end"] == [spaces]


def test_no_guildhall_space_is_empty_once_the_final_turns_place_beyond_the_last():
    assert guildhall_empty(2, 5) == 7
    assert guildhall_empty(2, 12) == 0
    assert guildhall_empty(2, 14) == 0


def test_the_refresh_space_sends_column_1_under_the_deck_and_slides_the_rest_left():
    game = display(put(table(), 1, "guildhall", 2), "A29", "A39", "A11", "A12", "A19",
                   "A20", "A06", "A07")
    game.coins[0], game.coins[3] = 2, 1
    new = game.apprentice_deck[:2]
    give(game, 0, "2Wd 2St", hand=("B11",))
    game.decide("guildhall")  # space 3
    assert game.display == ["A11", "A12", "A19", "A20", "A06", "A07", *new]
    assert game.coins == [0, 1, 0, 0, 0, 0, 0, 0]  # R16: the 2 coins on A29 left the game
    assert game.apprentice_deck[-2:] == ["A29", "A39"]


def test_r7_the_refresh_happens_before_the_build_so_a_tavern_sees_the_new_display():
    game = display(put(table(), 1, "guildhall", 2), "A29", "A39", "A11", "A12", "A19",
                   "A20", "A06", "A07")
    give(game, 0, "3Wd 2St 1Au", hand=("B04",), apprentices=("A01",))
    game.decide("guildhall")
    game.decide("B04")
    assert game.decision.prompt is Prompt.HIRE
    assert "A29" not in game.decision.options and "A11" in game.decision.options


def test_the_guildhall_needs_the_cathedral_or_a_building_to_construct():
    game = give(table(), 0, "1Au", hand=("B09",))
    assert "guildhall" in game.decision.options  # the Cathedral is open
    game = give(table(), 0, "1Au", hand=("B09",), virtue=4)
    assert "guildhall" not in game.decision.options  # below virtue 5: closed


@pytest.mark.parametrize(("level", "res", "left"), [
    (1, "1Au", [0, 0, 0, 0, 0, 0]), (3, "1Mb", [0, 0, 0, 0, 0, 0]),
    (5, "2Au 2Mb 1Ag", [0, 0, 0, 0, 0, 1])])
def test_the_cathedral_levels_with_a_fixed_cost(level, res, left):
    game = give(table(), 0, res, hand=("B09",), cathedral=level - 1)
    game.rewards[:] = ["R05"]
    game.decide("guildhall")
    player = game.players[0]
    assert (player.cathedral, player.res, player.hand, player.virtue) == (level, left, [], 9)
    assert game.building_deck[-1] == "B09" and player.rewards == ["R05"]


def test_worked_example_2_the_cathedral_discard_then_the_stone_and_wood_mix():
    game = table(4)
    for seat in (0, 1, 3, 0, 1, 3, 0, 1, 3, 0, 1, 3):
        put(game, seat, "guildhall")  # spaces 1-12; R = 5, so 13 = 2R + 3 refreshes
    give(game, 2, "5St 2Wd", virtue=6, hand=("B11", "B18"), cathedral=1)
    game.rewards[:2] = ["R05", "R10"]
    turn(game, 2)
    old_display = list(game.display)
    game.play(Move(2, Prompt.PLACE, "guildhall"))
    assert game.display[:6] == old_display[2:]
    assert game.decision.options == ("B11", "cathedral")
    game.play(Move(2, Prompt.BUILD, "cathedral"))
    assert game.decision.prompt is Prompt.DISCARD
    game.play(Move(2, Prompt.DISCARD, "B18"))
    assert game.decision.options == ((("St", 4),), (("Wd", 1), ("St", 3)),
                                     (("Wd", 2), ("St", 2)))
    game.play(Move(2, Prompt.PAY, (("Wd", 1), ("St", 3))))
    player = game.players[2]
    assert (player.cathedral, player.res[ST], player.res[WD], player.hand) == (2, 2, 1, ["B11"])
    assert player.rewards == ["R05"] and player.virtue == 8 and game.decision.player == 3


def test_level_4_costs_eight_stone_and_wood_in_any_mix():
    game = give(table(), 0, "5St 4Wd", hand=("B09", "B01"), cathedral=3)
    game.decide("guildhall")
    game.decide("B01")
    assert game.decision.options == ((("Wd", 3), ("St", 5)), (("Wd", 4), ("St", 4)))


def test_a_cathedral_row_holds_only_so_many_markers():
    game = give(table(3), 0, "9St", hand=("B09",), cathedral=1)
    game.players[1].cathedral = game.players[2].cathedral = 2
    turn(game, 0)
    assert "guildhall" in game.decision.options  # level 2 holds 3
    game = give(table(3), 0, "1Mb", hand=("B09",), cathedral=2)
    game.players[1].cathedral = game.players[2].cathedral = 3
    turn(game, 0)
    assert "guildhall" not in game.decision.options  # level 3 holds 2


def test_a_cathedral_advance_takes_the_rewards_in_order_then_one_virtue_when_none_is_left():
    game = give(table(), 0, "1Au", hand=("B09",))
    game.rewards[:] = ["R01"]
    game.decide("guildhall")
    assert game.players[0].res[AG] == 3 and game.players[0].virtue == 8
    game = give(table(), 0, "1Au", hand=("B09",))
    game.rewards[:] = []
    game.decide("guildhall")
    assert game.players[0].virtue == 8 and game.players[0].res == [0] * 6


def test_the_last_space_starts_the_final_round_and_every_seat_plays_once_more():
    game = table(3)
    for seat in (1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 1):
        put(game, seat, "guildhall")  # spaces 1-15 of 16
    give(game, 0, "2Wd 2St", hand=("B11",))
    game.decide("guildhall")  # space 16: the end
    assert game.in_final_round and game.decision.player == 1
    game.decide("quarry")
    game.decide("quarry")
    assert not game.is_over and game.decision.player == 0  # the trigger seat plays last
    game.decide("quarry")
    assert game.is_over and game.decision is None and game.result().winners


def test_r8_the_guildhall_stays_open_in_the_final_round_beside_the_full_grid():
    game = table()
    for seat in (1, 0) * 5 + (1,):
        put(game, seat, "guildhall")  # spaces 1-11 of 12
    give(game, 0, "2Wd 2St", hand=("B11",))
    game.decide("guildhall")  # space 12: the end; the Well is built
    assert game.final_turns == 2 and game.decision.player == 1
    give(game, 1, "2Wd 4St", hand=("B34",))
    display_before = list(game.display)
    game.decide("guildhall")  # space 13: beside the grid, no trigger
    assert len(game.guildhall) == 13 and game.guildhall[-1] == 1
    assert game.display == display_before and game.players[1].buildings == ["B34"]
    assert game.decision.player == 0 and game.final_turns == 1
