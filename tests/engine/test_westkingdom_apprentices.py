"""Every apprentice (rules 8.1): its hire virtue and its ability, on hand-built positions.

The expected values are written from the card text in the rules, not read from the
catalogue, so that a wrong table row fails here.
"""

import pytest
from westkingdom_positions import display, give, put, table, top_of_deck

from engine.westkingdom import APPRENTICES, Prompt
from engine.westkingdom.market import reset

CL, WD, ST, AU, MB, AG = range(6)

HIRE_VIRTUE = {
    "A01": 1, "A02": 1, "A03": 1, "A04": 0, "A05": 0, "A06": 0, "A07": 0, "A08": 0,
    "A09": -1, "A10": -1, "A11": 0, "A12": 0, "A13": 0, "A14": 0, "A15": 0, "A16": 0,
    "A17": 0, "A18": 0, "A19": 0, "A20": 0, "A21": 0, "A22": 0, "A23": 0, "A24": 0,
    "A25": -1, "A26": 1, "A27": 1, "A28": 1, "A29": 0, "A30": 0, "A31": -1, "A32": -1,
    "A33": -1, "A34": 0, "A35": 0, "A36": 0, "A37": 0, "A38": -1, "A39": 0, "A40": 0,
}
SKILLS = {  # C carpentry, T tiling, M masonry (A03: masonry, R14)
    "A01": "C", "A02": "T", "A03": "M", "A04": "C", "A05": "C", "A06": "T", "A07": "M",
    "A08": "C", "A09": "M", "A10": "C", "A11": "T", "A12": "T", "A13": "CTM", "A14": "T",
    "A15": "M", "A16": "T", "A17": "M", "A18": "C", "A19": "T", "A20": "T", "A21": "T",
    "A22": "M", "A23": "M", "A24": "C", "A25": "T", "A26": "T", "A27": "M", "A28": "C",
    "A29": "M", "A30": "M", "A31": "T", "A32": "M", "A33": "C", "A34": "C", "A35": "T",
    "A36": "M", "A37": "C", "A38": "M", "A39": "C", "A40": "C",
}


@pytest.mark.parametrize("card", sorted(HIRE_VIRTUE))
def test_hiring_an_apprentice_applies_its_hire_virtue(card):
    game = display(give(table(), 0, "4Ag"), card)
    game.decide("workshop:hire")
    game.decide(card)
    assert game.players[0].apprentices == [card]
    assert game.players[0].virtue == 7 + HIRE_VIRTUE[card]


@pytest.mark.parametrize("card", sorted(SKILLS))
def test_each_apprentice_has_its_printed_skills(card):
    mask = sum({"C": 1, "T": 2, "M": 4}[s] for s in SKILLS[card])
    assert APPRENTICES[card].skills == mask


def advance_on_the_cathedral(card: str):
    """Seat 0, with ``card`` hired, works on the Cathedral's level 1 (reward: +2 V)."""
    game = give(table(), 0, "1Au", hand=("B09",), apprentices=(card,))
    game.rewards[:] = ["R10"]
    top_of_deck(game, "B01")
    game.decide("guildhall")  # only the Cathedral, one card, one cost: all forced
    return game


def test_acolyte_a01_draws_a_card_on_each_cathedral_advance():
    game = advance_on_the_cathedral("A01")
    player = game.players[0]
    assert (player.cathedral, player.virtue, player.hand) == (1, 9, ["B01"])


def test_acolyte_a02_gives_two_clay_on_each_cathedral_advance():
    assert advance_on_the_cathedral("A02").players[0].res[CL] == 2


def test_acolyte_a03_gives_two_silver_on_each_cathedral_advance():
    assert advance_on_the_cathedral("A03").players[0].res[AG] == 2


def town_centre_captures(*conspirators: str) -> list[int]:
    """Seat 0 (1 Ag, k = 3) captures three groups of seat 1: its silver after each."""
    game = put(give(table(), 0, "1Ag", apprentices=conspirators), 0, "towncentre", 2)
    put(put(put(game, 1, "quarry"), 1, "forest"), 1, "mines")
    game.decide("towncentre")
    silver = []
    for group in (("quarry", 1), ("forest", 1)):
        if group not in game.decision.options:
            break
        game.decide(group)
        silver.append(game.players[0].res[AG])
    return silver


@pytest.mark.parametrize("card", ["A04", "A05"])
def test_a_conspirator_makes_one_later_capture_of_the_action_free(card):
    assert town_centre_captures() == [0]  # the second capture cannot be paid
    assert town_centre_captures(card) == [0, 0]


@pytest.mark.parametrize(("card", "resource"), [("A06", CL), ("A07", ST), ("A08", WD)])
def test_a_debt_collector_adds_two_resources_when_a_debt_is_paid_off(card, resource):
    game = give(table(), 0, "6Ag", debts=1, apprentices=(card,))
    game.decide("guardhouse:4")
    assert game.players[0].res[resource] == 2 and game.players[0].virtue == 8


def test_gatekeeper_frees_two_of_your_workers_at_each_reset():
    game = put(give(table(), 1, apprentices=("A09",)), 1, "prison", 3)
    reset(game)
    assert game.prison[1] == 1 and game.supply[1] == 19
    assert game.players[1].virtue == 7  # no longer 3 in the Prison: no virtue lost


def test_illusionist_enters_the_black_market_without_losing_virtue():
    game = give(table(), 0, "1Ag", apprentices=("A10",))
    game.decide("bm_a")
    assert game.players[0].virtue == 7


@pytest.mark.parametrize("card", ["A11", "A12"])
def test_a_jeweller_adds_one_silver_at_the_silversmith(card):
    game = give(table(), 0, apprentices=(card,))
    game.decide("silversmith")
    assert game.players[0].res[AG] == 3


def test_the_labourer_has_all_three_skills_for_a_building():
    game = give(table(), 0, "4Cl 2Wd 3St 2Mb", hand=("B09",), apprentices=("A13",))
    game.decide("guildhall")
    assert game.players[0].buildings == ["B09"] and game.players[0].res == [0] * 6


TRADES = {  # apprentice: (what it holds, what it holds after its one trade)
    "A14": ("1Ag", [3, 0, 0, 0, 0, 0]),
    "A15": ("2Ag", [0, 0, 0, 1, 0, 0]),
    "A16": ("3Ag", [0, 0, 0, 0, 1, 0]),
    "A17": ("1Ag", [0, 0, 2, 0, 0, 0]),
    "A18": ("1Ag", [0, 2, 0, 0, 0, 0]),
    "A35": ("3Cl", [0, 0, 0, 0, 1, 0]),
    "A36": ("2St", [0, 0, 0, 0, 1, 0]),
    "A37": ("2Wd", [0, 0, 0, 0, 1, 0]),
}


@pytest.mark.parametrize("card", sorted(TRADES))
def test_a_merchant_or_trader_adds_its_printed_trade_at_the_storehouse(card):
    held, after = TRADES[card]
    game = give(table(), 0, held, apprentices=(card,))
    game.decide("storehouse")
    assert card in game.decision.options
    game.decide(card)
    assert game.players[0].res == after


@pytest.mark.parametrize(("card", "held"), [("A21", "1Cl"), ("A22", "2Ag"), ("A23", "1St"),
                                            ("A24", "1Wd")])
def test_a_patron_trades_its_resource_for_a_virtue(card, held):
    game = give(table(), 0, held, apprentices=(card,))
    game.decide("storehouse")
    game.decide(card)
    assert game.players[0].virtue == 8 and game.players[0].res == [0] * 6


def test_a_trade_apprentice_is_not_offered_without_its_cost():
    game = give(table(), 0, "2Wd", apprentices=("A15",))
    game.decide("storehouse")
    assert "A15" not in game.decision.options


@pytest.mark.parametrize("card", ["A19", "A20"])
def test_a_miner_adds_one_clay_at_the_mines_with_either_option(card):
    game = give(table(), 0, apprentices=(card,))
    game.decide("mines:clay")
    assert game.players[0].res[CL] == 3
    game = put(give(table(), 0, apprentices=(card,)), 0, "mines")
    game.decide("mines:gold")
    assert game.players[0].res[CL] == 1 and game.players[0].res[AU] == 1


def test_pickpocket_adds_a_gold_at_the_tax_stand():
    game = give(table(), 0, apprentices=("A25",))
    game.decide("taxstand")
    assert game.players[0].res[AU] == 1 and game.players[0].res[AG] == 4


@pytest.mark.parametrize(("card", "resource", "count"), [("A26", AU, 1), ("A27", MB, 1)])
def test_a_squire_rewards_a_reset_with_no_own_worker_in_the_prison(card, resource, count):
    game = give(table(), 1, apprentices=(card,))
    reset(game)
    assert game.players[1].res[resource] == count
    game = put(give(table(), 1, apprentices=(card,)), 1, "prison")
    reset(game)
    assert game.players[1].res[resource] == 0


def test_squire_a28_gives_two_virtue_at_a_reset_with_no_own_worker_in_the_prison():
    game = give(table(), 1, apprentices=("A28",))
    reset(game)
    assert game.players[1].virtue == 9


@pytest.mark.parametrize("card", ["A29", "A30"])
def test_a_stonecutter_adds_one_stone_at_the_quarry(card):
    game = give(table(), 0, apprentices=(card,))
    game.decide("quarry")
    assert game.players[0].res[ST] == 2


@pytest.mark.parametrize(("card", "gain"), [("A31", [2, 0, 0, 0, 0, 0]),
                                            ("A32", [0, 0, 1, 0, 0, 0]),
                                            ("A33", [0, 1, 0, 0, 0, 0])])
def test_a_swindler_adds_its_bonus_to_any_black_market_action(card, gain):
    game = give(table(), 0, "2Ag", apprentices=(card,))
    game.decide("bm_b:hire")
    game.decide("skip")
    assert game.players[0].res == gain


def test_thief_loses_one_virtue_less_at_the_tax_stand():
    game = give(table(), 0, apprentices=("A34",))
    game.decide("taxstand")
    assert game.players[0].virtue == 6


def test_trickster_pays_one_silver_less_at_the_black_market():
    game = give(table(), 0, "2Ag", apprentices=("A38",))
    assert "bm_c" in game.decision.options
    game.decide("bm_c")
    assert game.players[0].res[AG] == 0
    game = give(table(), 0, apprentices=("A38",))
    assert "bm_a" in game.decision.options  # free with the Trickster


@pytest.mark.parametrize("card", ["A39", "A40"])
def test_a_woodcutter_adds_one_wood_at_the_forest(card):
    game = give(table(), 0, apprentices=(card,))
    game.decide("forest")
    assert game.players[0].res[WD] == 2


def test_two_copies_of_a_location_bonus_both_count():
    game = give(table(), 0, apprentices=("A29", "A30"))
    game.decide("quarry")
    assert game.players[0].res[ST] == 3


def test_the_hire_prompt_is_not_asked_of_other_seats():
    game = give(table(), 0, "4Ag")
    game.decide("workshop:hire")
    assert game.decision.prompt is Prompt.HIRE and game.decision.player == 0
