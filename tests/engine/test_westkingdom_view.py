"""The public view (rules 12): what each seat may see, and nothing more."""

from westkingdom_positions import give, put, table

from engine.westkingdom import Game, Prompt


def test_a_seat_sees_its_own_hand_and_only_the_size_of_the_others():
    game = give(give(table(), 0, hand=("B01", "B02")), 1, hand=("B03",))
    view = game.public_view(0)
    assert view.hand == ("B01", "B02")
    assert [t.hand_size for t in view.tableaus] == [2, 1]
    assert game.public_view(None).hand is None


def test_the_answers_of_a_decision_show_only_to_the_seat_that_owes_it():
    game = table()
    assert game.public_view(0).decision.options == game.decision.options
    other = game.public_view(1).decision
    assert (other.player, other.prompt, other.options) == (0, Prompt.PLACE, ())


def test_a_seat_sees_its_own_draft_packet_only():
    game = Game.new(2, 3)
    while game.decision.prompt is Prompt.HIRE:
        game.decide(game.decision.options[0])
    assert game.public_view(1).packet == tuple(sorted(game.packets[1]))
    assert game.public_view(None).packet is None


def test_the_view_shows_the_table():
    game = put(put(give(table(), 0, "3Ag 2Mb", virtue=9, debts=1), 0, "quarry", 2), 1, "bm_b")
    view = game.public_view(1)
    mine = view.tableaus[0]
    assert mine.res == (0, 0, 0, 0, 2, 3) and (mine.virtue, mine.debts) == (9, 1)
    assert mine.workers[0] == 2 and mine.supply == 18
    assert view.market == (None, 1, None) and view.market_small == game.bm_left[0]
    assert view.market_large is None and view.market_piles == (10, 0)
    assert view.tax == 4 and view.rewards_left == 5 and view.display == tuple(game.display)
    assert view.building_deck_size == len(game.building_deck)
    assert view.result == game.result()
