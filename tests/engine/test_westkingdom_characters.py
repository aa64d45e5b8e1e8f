"""Side B (rules 3.5, 8.5): the five base characters' starting values and abilities."""

from dataclasses import replace

from westkingdom_positions import display, give, table, top_of_deck, turn

from engine.westkingdom import Game, Prompt, Setup
from engine.westkingdom.setup import first_by_virtue

CL, WD, ST, AU, MB, AG = range(6)
ALL = ("CH1", "CH3", "CH4", "CH6", "CH8")


def side_b(characters: tuple[str, ...]) -> Game:
    setup = Setup.new(4, len(characters), "B")
    return Game(replace(setup, characters=characters, first=first_by_virtue(characters)))


def test_each_character_starts_with_its_silver_virtue_items_prisoners_and_debt():
    game = side_b(ALL)
    expected = [  # Ag, V, resources, Prison, debts
        (5, 5, [0, 0, 0, 0, 0], 4, 0),    # Therese
        (10, 3, [0, 0, 0, 0, 1], 8, 1),   # Caroline: 1 Mb and an unpaid debt
        (0, 11, [0, 0, 0, 1, 0], 0, 0),   # Ada: 1 Au
        (4, 7, [0, 0, 1, 0, 0], 0, 0),    # Frederick: 1 St
        (3, 9, [0, 1, 0, 0, 0], 0, 0),    # Rudolf: 1 Wd
    ]
    for seat, (silver, virtue, res, prison, debts) in enumerate(expected):
        player = game.players[seat]
        assert (player.res[AG], player.virtue, player.res[:5]) == (silver, virtue, res)
        assert (game.prison[seat], game.supply[seat], player.debts) == (prison, 20 - prison,
                                                                        debts)


def test_side_b_ignores_the_side_a_silver_and_the_highest_virtue_plays_first():
    game = side_b(("CH6", "CH4", "CH1"))
    assert game.setup.first == 1  # Ada, virtue 11
    assert [p.res[AG] for p in game.players] == [4, 0, 5]


def test_extra_cards_are_drawn_after_the_draft_by_descending_seat():
    game = side_b(("CH1", "CH6", "CH4"))  # Therese and Ada draw one card each
    top = game.setup.building_deck[:2]
    while game.decision.prompt in (Prompt.HIRE, Prompt.DRAFT):
        game.decide(game.decision.options[0])
    assert [len(p.hand) for p in game.players] == [4, 3, 4]
    assert game.players[2].hand[-1] == top[0] and game.players[0].hand[-1] == top[1]


def test_therese_pays_marble_with_gold_gold_first():
    game = give(table(characters=("CH6", "CH1")), 1, "3St 1Au 1Mb", hand=("B27",))
    turn(game, 1)
    game.decide("guildhall")
    game.decide("B27")
    assert game.players[1].buildings == ["B27"]
    assert game.players[1].res[AU] == 0 and game.players[1].res[MB] == 1  # R19


def test_therese_can_build_with_gold_where_marble_is_printed():
    game = table(characters=("CH6", "CH1"))
    give(game, 1, "2Cl 4St 2Au", hand=("B03",), apprentices=("A07",))
    turn(game, 1)
    game.decide("guildhall")
    game.decide("B03")
    assert game.players[1].buildings == ["B03"] and game.players[1].res[AU] == 1


def test_therese_counts_gold_and_marble_together_for_the_castle():
    game = table(characters=("CH6", "CH1"))
    give(game, 1, "2Cl 4Wd 1Au 2Mb 3Au 1Mb", hand=("B18",), apprentices=("A13",))
    turn(game, 1)
    game.final_turns = 1
    game.decide("guildhall")
    game.decide("B18")
    assert game.is_over and game.players[1].virtue == 5 + 2  # 4 of Au and Mb held


def test_caroline_draws_a_card_with_each_black_market_action():
    game = give(table(characters=("CH8", "CH3")), 1, "1Ag")
    top_of_deck(game, "B11")
    turn(game, 1)
    game.decide("bm_a")
    assert game.players[1].hand == ["B11"]


def test_ada_ignores_one_tax_on_every_taxed_payment():
    game = table(characters=("CH4", "CH6"))
    give(game, 0, "3Ag")
    game.decide("workshop:hire")
    assert game.players[0].res[AG] == 0 and game.tax == 5


def test_ada_at_virtue_one_pays_no_tax_at_all():
    game = give(table(characters=("CH4", "CH6")), 0, "2Ag", virtue=1)
    game.decide("workshop:hire")
    assert game.players[0].res[AG] == 0 and game.tax == 4


def test_frederick_works_on_the_cathedral_without_a_card_to_discard():
    game = give(table(characters=("CH6", "CH1")), 0, "1Au")
    assert "guildhall" in game.decision.options
    game.decide("guildhall")
    assert game.players[0].cathedral == 1 and game.decision.player == 1


def test_rudolf_hires_at_the_workshop_for_one_silver_less():
    game = table(characters=("CH8", "CH6"))
    give(game, 0, "3Ag")
    game.decide("workshop:hire")
    assert game.players[0].res[AG] == 0 and game.tax == 6


def test_rudolf_may_have_six_apprentices():
    game = table(characters=("CH8", "CH6"))
    display(give(game, 0, "4Ag", apprentices=("A01", "A02", "A03", "A04", "A05")), "A29")
    game.decide("workshop:hire")
    game.decide("A29")
    assert len(game.players[0].apprentices) == 6 and game.decision.player == 1
