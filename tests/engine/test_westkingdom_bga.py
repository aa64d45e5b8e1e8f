"""The BGA test mode: each switch of ``Rulings`` turns one deliberate difference of
rules section 10 back into BGA's behaviour, and nothing else. Each test plays the
same hand-built position with the switch off (the engine) and on (BGA).
"""

import pytest
from westkingdom_positions import display, give, put, table

from engine.westkingdom import MARKET_CARDS, Game, Prompt, RecordError, Rulings, Setup, to_record
from engine.westkingdom.catalogue import SMALL_DEFAULT
from engine.westkingdom.market import reset
from engine.westkingdom.rulings import BGA, BGA_MARKET_CARDS, ENGINE

CL, WD, ST, AU, MB, AG = range(6)


def test_every_switch_is_off_by_default_and_the_default_game_is_unchanged():
    assert Rulings() == ENGINE and ENGINE.is_engine and not BGA.is_engine
    game, same = Game.new(11, 3, "B"), Game.new(11, 3, "B", bga=ENGINE)
    assert game.bga == ENGINE and game.setup == same.setup and game.decision == same.decision


def test_a_bga_game_keeps_its_switches_in_every_copy():
    rulings = Rulings(r2_two_market_cards=True)
    game = Game.new(4, 2, bga=rulings)
    assert game.bga == rulings and game.setup.bga == rulings and game.copy().bga == rulings


def test_a_bga_game_has_no_record_because_the_record_replays_the_engines_rulings():
    with pytest.raises(RecordError, match="no field for BGA's rulings"):
        to_record(Game.new(4, 2, bga=Rulings(r2_two_market_cards=True)))


def test_a_switch_is_true_or_false_and_a_setup_takes_only_rulings():
    with pytest.raises(ValueError, match="r2_two_market_cards"):
        Rulings(r2_two_market_cards=1)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="'bga' must be a Rulings"):
        Setup(**{**vars_of(Setup.new(0)), "bga": True})


def vars_of(setup: Setup) -> dict:
    return {name: getattr(setup, name) for name in setup.__dataclass_fields__}


# -- R2: the Black Market deck ------------------------------------------------------------

def test_r2_bga_deals_only_two_black_market_cards_and_nothing_else_changes():
    engine, bga = Game.new(8, 4), Game.new(8, 4, bga=Rulings(r2_two_market_cards=True))
    assert sorted(engine.bm_left) == sorted(MARKET_CARDS)
    assert sorted(bga.bm_left) == sorted(BGA_MARKET_CARDS)
    same = ("first", "display", "apprentice_deck", "packets", "building_deck", "rewards")
    assert all(getattr(engine.setup, f) == getattr(bga.setup, f) for f in same)


def test_r2_bga_refuses_a_setup_with_all_ten_black_market_cards():
    setup = vars_of(Setup.new(0))
    with pytest.raises(ValueError, match="unknown Black Market card"):
        Setup(**{**setup, "bga": Rulings(r2_two_market_cards=True)})


def test_r2_bga_left_pile_is_empty_after_every_second_reset_so_bm_a_pays_the_default():
    piles = {}
    for name, rulings in (("engine", ENGINE), ("bga", Rulings(r2_two_market_cards=True))):
        game = table(bga=rulings)
        sizes = []
        for _ in range(4):
            reset(game)
            sizes.append((len(game.bm_left), len(game.bm_right)))
        piles[name] = sizes
        if name == "bga":
            reset(game)  # the 5th reset: 1 card left of the 2
            reset(game)  # the 6th: empty again
            give(game, 0, "1Ag").decide("bm_a")
            assert game.players[0].res[AU] == SMALL_DEFAULT[AU] == 1
            assert game.players[0].res[MB] == SMALL_DEFAULT[MB] == 1
    assert piles["engine"] == [(9, 1), (8, 2), (7, 3), (6, 4)]
    assert piles["bga"] == [(1, 1), (0, 2), (1, 1), (0, 2)]  # the 3rd reset reshuffles (R18)


# -- R5: the Conspirator ------------------------------------------------------------------

def captures_with(rulings: Rulings, *conspirators: str) -> tuple[int, list]:
    """Seat 0 (2 Ag, k = 3 at the Town Centre, 3 seats) captures all it can of three
    groups at two locations: its silver left, and the groups it took."""
    game = give(table(3, bga=rulings), 0, "2Ag", apprentices=conspirators)
    put(put(put(put(game, 0, "towncentre", 2), 1, "quarry"), 2, "quarry"), 1, "forest")
    game.decide("towncentre")
    for group in (("quarry", 1), ("quarry", 2), ("forest", 1)):
        if group in game.decision.options:
            game.decide(group)
    return game.players[0].res[AG], game.captives[0]


def test_r5_bga_conspirator_makes_every_capture_after_the_first_free():
    bga = Rulings(r5_conspirator_each_capture=True)
    # 1 Tx for the first; the engine: 1 Ag off the action, so the third costs 1 Ag
    assert captures_with(ENGINE, "A04") == (0, [0, 2, 1])
    assert captures_with(bga, "A04") == (1, [0, 2, 1])


def test_r5_bga_second_conspirator_adds_nothing():
    bga = Rulings(r5_conspirator_each_capture=True)
    assert captures_with(bga, "A04", "A05") == captures_with(bga, "A04") == (1, [0, 2, 1])
    # the engine: two Conspirators stack, 2 Ag off the action
    assert captures_with(ENGINE, "A04", "A05") == (1, [0, 2, 1]) != captures_with(ENGINE, "A04")


def test_r5_bga_without_a_conspirator_later_captures_still_cost_silver():
    bga = Rulings(r5_conspirator_each_capture=True)
    assert captures_with(bga) == captures_with(ENGINE) == (0, [0, 1, 1])  # two of three


# -- R16: coins on the refreshed apprentices ------------------------------------------------

def refresh_with_coins(rulings: Rulings) -> Game:
    """Seat 0 takes Guildhall space 3 (a refresh) while column 1 holds 2 and 1 coins;
    the two refreshed cards are then put back on top of the apprentice deck."""
    game = put(table(bga=rulings), 1, "guildhall", 2)
    display(game, "A29", "A39", "A11", "A12", "A19", "A20", "A06", "A07")
    game.coins[:2] = [2, 1]
    give(game, 0, "2Wd 2St", hand=("B11",))
    game.decide("guildhall")  # space 3 of 12: the refresh; B11 is the only build
    deck = game.apprentice_deck
    deck[:0] = [deck.pop(-2), deck.pop()]  # A29, A39 back on top, in that order
    return game


def test_r16_bga_coins_stay_on_refreshed_apprentices_and_come_back_with_them():
    engine = refresh_with_coins(ENGINE)
    bga = refresh_with_coins(Rulings(r16_coins_stay_on_cards=True))
    for game in (engine, bga):
        assert game.coins == [0] * 8 and game.apprentice_deck[:2] == ["A29", "A39"]
    assert engine.deck_coins == {} and bga.deck_coins == {"A29": 2, "A39": 1}
    for game in (engine, bga):
        give(game, 1, "2Ag").decide("bm_b:hire")
        game.decide("A11")  # the top row slides; A29 comes out of the deck onto slot 7
        assert game.display[6] == "A29"
    assert engine.coins[6] == 0 and bga.coins[6] == 2 and bga.deck_coins == {"A39": 1}


# -- R17: the apprentice limit at an optional hire ------------------------------------------

FIVE = ("A01", "A02", "A03", "A04", "A05")


def test_r17_bga_black_market_hire_at_the_limit_discards_before_it_may_be_declined():
    engine = give(table(), 0, "2Ag", apprentices=FIVE)
    engine.decide("bm_b:hire")
    assert engine.decision.prompt is Prompt.HIRE
    engine.decide("skip")
    assert engine.players[0].apprentices == list(FIVE)

    bga = give(table(bga=Rulings(r17_dismiss_before_declining=True)), 0, "2Ag",
               apprentices=FIVE)
    bga.decide("bm_b:hire")
    assert bga.decision.prompt is Prompt.DISMISS and bga.decision.options == FIVE
    bga.decide("A02")
    assert bga.decision.prompt is Prompt.HIRE and bga.decision.options[-1] == "skip"
    bga.decide("skip")
    assert bga.players[0].apprentices == ["A01", "A03", "A04", "A05"]
    assert bga.apprentice_deck[-1] == "A02"


def test_r17_bga_tavern_hire_at_the_limit_discards_first_then_hires_without_a_second_discard():
    game = give(table(bga=Rulings(r17_dismiss_before_declining=True)), 0, "3Wd 2St 1Au",
                hand=("B04",), apprentices=FIVE)
    game.decide("guildhall")
    game.decide("B04")
    assert game.decision.prompt is Prompt.DISMISS
    game.decide("A05")
    hired = game.decision.options[0]
    game.decide(hired)
    assert game.players[0].apprentices == ["A01", "A02", "A03", "A04", hired]


def test_r17_bga_below_the_limit_asks_no_discard():
    game = give(table(bga=Rulings(r17_dismiss_before_declining=True)), 0, "2Ag",
                apprentices=FIVE[:4])
    game.decide("bm_b:hire")
    assert game.decision.prompt is Prompt.HIRE


def test_r17_bga_workshop_hire_at_the_limit_asks_the_discard_first_in_bgas_order():
    orders = []
    for rulings in (ENGINE, Rulings(r17_dismiss_before_declining=True)):
        game = give(table(bga=rulings), 0, "4Ag", apprentices=FIVE)
        display(game, "A29", "A39", "A11", "A12", "A19", "A20", "A06", "A07")
        game.decide("workshop:hire")
        order = [game.decision.prompt]
        game.decide("A29" if order[0] is Prompt.HIRE else "A02")
        order.append(game.decision.prompt)
        game.decide("A02" if order[1] is Prompt.DISMISS else "A29")
        orders.append(order)
        assert game.players[0].apprentices == ["A01", "A03", "A04", "A05", "A29"]
        assert game.players[0].res[AG] == 0 and game.apprentice_deck[-1] == "A02"
    assert orders == [[Prompt.HIRE, Prompt.DISMISS], [Prompt.DISMISS, Prompt.HIRE]]
