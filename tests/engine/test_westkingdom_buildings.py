"""Every Building (rules 8.2): its printed cost, VP, skills and virtue, and its effect
(immediate, end of game or scoring), on hand-built positions. Expected values are
written from the card text of the rules, not read from the catalogue."""

import pytest
from westkingdom_positions import display, give, put, table, top_of_deck

from engine.westkingdom import BUILDINGS, Game, Prompt
from engine.westkingdom.bundles import bundle
from engine.westkingdom.guildhall import can_build

CL, WD, ST, AU, MB, AG = range(6)

CARDS = {  # id: (VP, cost, skills, virtue)
    "B01": (3, "4Cl 2Wd", "", 0), "B02": (4, "2Wd 2Au", "", 1),
    "B03": (7, "2Cl 4St 1Mb", "M", 0), "B04": (6, "3Wd 2St 1Au", "C", 0),
    "B05": (8, "1Cl 2Wd 3St", "M", -2), "B06": (5, "2Cl 1Wd 2St", "", 0),
    "B07": (7, "1Wd 3St 2Au", "M", 0), "B08": (6, "1Wd 3St 1Au", "T", 0),
    "B09": (11, "4Cl 2Wd 3St 2Mb", "CTM", 1), "B10": (11, "3Cl 4Wd 1Au 1Mb", "CTM", -1),
    "B11": (3, "2Wd 2St", "", 0), "B12": (7, "2Cl 4Wd 1Au", "C", 0),
    "B13": (3, "2Cl 3Wd 1Au", "", 0), "B14": (9, "3Wd 5St 1Au", "CM", 0),
    "B15": (10, "2Cl 6Wd 2Au", "CTM", 0), "B16": (7, "1Cl 2St 1Au", "", -1),
    "B17": (5, "3Cl 1Wd 1St", "", 0), "B18": (10, "2Cl 4Wd 1Au 2Mb", "CTM", 0),
    "B19": (6, "2Cl 1Wd 4St", "C", 1), "B20": (5, "3Cl 3St", "", 1),
    "B21": (6, "3Cl 2St 1Au", "T", 0), "B22": (3, "4Cl 1Wd", "", 0),
    "B23": (8, "4St 3Au", "CT", 0), "B24": (14, "4St 2Au 2Mb", "CTM", -1),
    "B25": (7, "2Wd 2St 3Au", "M", 0), "B26": (12, "3Cl 4St 1Au 2Mb", "CTM", -2),
    "B27": (4, "3St 1Mb", "", 1), "B28": (10, "1St 1Au 3Mb", "CT", -2),
    "B29": (8, "1Cl 3Wd 2St", "CM", -2), "B30": (12, "5Wd 2St 2Au", "CTM", -2),
    "B31": (8, "4Wd 2St 1Mb", "CT", 0), "B32": (6, "3Wd 1St 2Mb", "T", 0),
    "B33": (3, "4Cl 2St", "", 0), "B34": (5, "2Wd 4St", "", 0),
    "B35": (5, "4Cl 2Wd 1Au", "M", -1), "B36": (9, "2Wd 3St 2Mb", "TM", 1),
    "B37": (7, "1Cl 3Wd 1St 1Au", "C", 0), "B38": (9, "3Wd 3St 2Mb", "TM", 0),
    "B39": (4, "6Cl 1Wd", "", 0), "B40": (6, "2Wd 1Au 1Mb", "T", 0),
}
PLAIN_GAINS = {"B01": "4St", "B05": "4Ag", "B11": "4Cl", "B23": "2card", "B25": "2Mb",
               "B33": "4Wd"}


def build(card: str, res: str = "", game: Game | None = None, last: bool = False, **given):
    """Seat 0 constructs ``card`` with exactly its cost plus ``res``, a Labourer for
    the skills; ``last``: in the final turn of the game."""
    game = game or table()
    apprentices = given.pop("apprentices", ())
    hand = given.pop("hand", ())
    give(game, 0, f"{CARDS[card][1]} {res}", hand=(card, *hand),
         apprentices=("A13", *apprentices), **given)
    if last:
        game.final_turns = 1
    game.decide("guildhall")
    if game.decision is not None and game.decision.prompt is Prompt.BUILD:
        game.decide(card)
    return game


@pytest.mark.parametrize("card", sorted(CARDS))
def test_each_building_has_its_printed_vp_cost_skills_and_virtue(card):
    vp, cost, skills, virtue = CARDS[card]
    building = BUILDINGS[card]
    assert (building.vp, building.cost, building.virtue) == (vp, bundle(cost), virtue)
    assert building.skills == sum({"C": 1, "T": 2, "M": 4}[s] for s in skills)


@pytest.mark.parametrize("card", sorted(CARDS))
def test_constructing_pays_exactly_the_cost_and_applies_the_virtue_change(card):
    game = table()
    game.players[1].virtue = 6  # the Monument's +1 for everyone shows on seat 1 only
    build(card, game=game)
    player = game.players[0]
    assert card in player.buildings and card not in player.hand
    gained = bundle(PLAIN_GAINS.get(card, ""))
    expected = list(gained[:6])
    if card == "B38":  # Palace: 1 Au per 4 virtue (7)
        expected[AU] = 1
    assert player.res == expected  # a card that asks something has not given it yet
    assert player.virtue == 7 + CARDS[card][3] + (1 if card == "B36" else 0)


def test_a_building_needs_each_of_its_skills_on_some_apprentice():
    game = give(table(), 0, "3Wd 5St 1Au", hand=("B14",), apprentices=("A01",))  # C, no M
    assert not can_build(game.players[0], "B14")
    give(game, 0, apprentices=("A07",))
    assert can_build(game.players[0], "B14")


# -- plain gains ------------------------------------------------------------------------------

@pytest.mark.parametrize(("card", "resource"), [("B01", ST), ("B05", AG), ("B11", CL),
                                                ("B33", WD)])
def test_a_plain_building_gives_four_of_a_resource(card, resource):
    assert build(card).players[0].res[resource] == 4


def test_factory_gives_two_marble():
    assert build("B25").players[0].res[MB] == 2


def test_drafting_room_draws_two_cards():
    game = top_of_deck(table(), "B01", "B02")
    assert build("B23", game=game).players[0].hand == ["B01", "B02"]


# -- immediate effects -----------------------------------------------------------------------

def test_tavern_hires_any_face_up_apprentice_for_free_or_skips():
    game = display(table(), "A29", "A39", "A11", "A12", "A19", "A20", "A06", "A07")
    build("B04", game=game)
    assert game.decision.prompt is Prompt.HIRE
    assert game.decision.options[-1] == "skip" and len(game.decision.options) == 9
    game.decide("A07")
    assert game.players[0].apprentices == ["A13", "A07"] and game.players[0].res == [0] * 6


def test_tavern_at_the_apprentice_limit_dismisses_first():
    game = build("B04", apprentices=("A01", "A02", "A03", "A04"))
    hired = game.decision.options[0]
    game.decide(hired)
    assert game.decision.prompt is Prompt.DISMISS
    game.decide("A02")
    assert game.players[0].apprentices == ["A13", "A01", "A03", "A04", hired]
    assert game.apprentice_deck[-1] == "A02"


@pytest.mark.parametrize(("answer", "gain"), [("Au", [0, 0, 0, 1, 0, 0]),
                                              ("Ag", [0, 0, 0, 0, 0, 3])])
def test_treasury_gives_a_gold_or_three_silver(answer, gain):
    game = build("B08")
    assert game.decision.options == ("Au", "Ag")
    game.decide(answer)
    assert game.players[0].res == gain


@pytest.mark.parametrize(("answer", "gain"), [("Au", [0, 0, 0, 1, 0, 0]),
                                              ("Mb", [0, 0, 0, 0, 1, 0])])
def test_clay_pit_gives_a_gold_or_a_marble(answer, gain):
    game = build("B22")
    assert game.decision.options == ("Au", "Mb")
    game.decide(answer)
    assert game.players[0].res == gain


def test_watchtower_costs_a_virtue_to_everyone_with_three_in_the_prison():
    game = put(put(put(table(3), 0, "prison", 3), 1, "prison", 4), 2, "prison", 2)
    build("B10", game=game)
    assert [p.virtue for p in game.players] == [5, 6, 7]  # the builder: -1 card, -1 effect


def test_armoury_makes_one_free_capture_anywhere_or_skips():
    game = put(put(table(), 1, "quarry", 2), 1, "forest")
    build("B14", game=game)
    assert game.decision.options == (("quarry", 1), ("forest", 1), "skip")
    game.decide(("forest", 1))
    assert game.captives[0][1] == 1 and game.players[0].res == [0] * 6


def test_fortress_asks_two_free_captures_the_second_even_after_a_skip():
    game = put(put(table(), 1, "quarry", 2), 1, "forest")
    build("B26", game=game)
    game.decide("skip")
    assert game.decision.prompt is Prompt.CAPTURE
    game.decide(("quarry", 1))
    assert game.captives[0][1] == 2 and game.players[0].virtue == 5


def test_barracks_buys_back_every_captive_worker_free():
    game = put(put(put(table(3), 0, "board", 2, holder=1), 0, "board", 1, holder=2), 1,
               "quarry")
    build("B15", game=game)
    assert game.decision.options == (("quarry", 1), "buyback", "skip")
    game.decide("buyback")
    assert game.captives[1][0] == game.captives[2][0] == 0 and game.supply[0] == 19


def test_barracks_may_capture_instead():
    game = put(table(), 1, "forest", 2)
    build("B15", game=game)
    assert game.decision.options == (("forest", 1), "skip")
    game.decide(("forest", 1))
    assert game.captives[0][1] == 2


def test_betting_house_takes_a_debt():
    player = build("B16").players[0]
    assert (player.debts, player.virtue) == (1, 6)


def test_church_may_destroy_an_unpaid_debt():
    game = build("B20", debts=2)
    assert game.decision.options == ("destroy", "skip")
    game.decide("destroy")
    assert (game.players[0].debts, game.players[0].paid, game.players[0].virtue) == (1, 0, 8)


def test_church_asks_nothing_without_a_debt():
    assert build("B20").decision.player == 1


def test_hideout_frees_all_own_workers_from_the_prison():
    game = build("B29", game=put(table(), 0, "prison", 4))
    assert game.prison[0] == 0 and game.supply[0] == 19


def test_library_discards_a_card_for_two_gold_or_skips():
    game = build("B31", hand=("B01",))
    assert game.decision.options == ("B01", "skip")
    game.decide("B01")
    assert game.players[0].res[AU] == 2 and game.building_deck[-1] == "B01"


def test_monument_gives_every_player_a_virtue():
    game = build("B36", game=table(3))
    assert [p.virtue for p in game.players] == [9, 8, 8]


def test_palace_gives_a_gold_per_four_virtue():
    assert build("B38", virtue=9).players[0].res[AU] == 2


# -- end of the game --------------------------------------------------------------------------

def test_trading_post_gives_a_virtue_per_four_clay_wood_and_stone_at_the_end():
    game = build("B07", "4Cl 3Wd 2St", last=True)
    assert game.is_over and game.players[0].virtue == 9


def test_castle_gives_a_virtue_per_two_gold_at_the_end():
    assert build("B18", "5Au", last=True).players[0].virtue == 9


def test_chapel_gives_two_virtue_for_strictly_the_most_cathedral_progress():
    game = table()
    game.players[0].cathedral, game.players[1].cathedral = 2, 1
    assert build("B19", game=game, last=True).players[0].virtue == 10
    game = table()
    game.players[0].cathedral = game.players[1].cathedral = 2
    assert build("B19", game=game, last=True).players[0].virtue == 8


def test_dungeon_loses_two_virtue_at_the_end():
    assert build("B24", last=True).players[0].virtue == 4


def test_observatory_gives_a_virtue_per_two_marble_at_the_end():
    assert build("B37", "5Mb", last=True).players[0].virtue == 9


def test_reservoir_gives_a_virtue_per_two_paid_debts_at_the_end():
    assert build("B39", paid=5, last=True).players[0].virtue == 9


# -- scoring ------------------------------------------------------------------------------------

def buildings_line(game: Game, seat: int = 0) -> int:
    return game.score(seat).buildings


def test_steeple_scores_two_more_for_strictly_the_most_cathedral_progress():
    game = build("B02", cathedral=2)
    game.players[1].cathedral = 1
    assert buildings_line(game) == 6
    game.players[1].cathedral = 2
    assert buildings_line(game) == 4


@pytest.mark.parametrize(("card", "resource", "code"), [
    ("B03", ST, "St"), ("B12", WD, "Wd"), ("B21", CL, "Cl"), ("B40", AG, "Ag")])
def test_a_market_scores_two_more_for_strictly_the_most_of_its_resource(card, resource, code):
    game = build(card, f"3{code}")
    game.players[1].res[resource] = 2
    assert buildings_line(game) == CARDS[card][0] + 2
    game.players[1].res[resource] = 3
    assert buildings_line(game) == CARDS[card][0]


@pytest.mark.parametrize(("card", "apprentices"), [
    ("B06", ("A02", "A11", "A01")), ("B17", ("A01", "A04", "A07")),
    ("B34", ("A07", "A09", "A02"))])
def test_a_hut_scores_one_per_apprentice_with_its_skill_the_labourer_too(card, apprentices):
    game = build(card, apprentices=apprentices)
    assert buildings_line(game) == 5 + 3  # two of the three, and the Labourer


def test_university_scores_two_more_without_an_unpaid_debt():
    assert buildings_line(build("B09")) == 13
    assert buildings_line(build("B09", debts=1)) == 11


def test_aqueduct_scores_one_per_constructed_building_itself_included():
    assert buildings_line(build("B13", buildings=("B11",))) == 3 + 3 + 2


def test_fountain_makes_each_unpaid_debt_cost_one():
    game = build("B27", debts=3)
    assert game.score(0).debts == -3 and buildings_line(game) == 4


def test_gamblers_den_costs_one_more_per_unpaid_debt():
    game = build("B28", debts=2)
    assert buildings_line(game) == 8 and game.score(0).debts == -4


def test_keep_scores_one_per_three_captives_on_the_board():
    game = build("B30", game=put(table(3), 1, "board", 4, holder=0))
    put(game, 2, "board", 3, holder=0)
    assert buildings_line(game) == 14


def test_lighthouse_scores_one_per_four_virtue():
    assert buildings_line(build("B32", virtue=9)) == 8


def test_moneylender_scores_one_per_paid_debt():
    assert buildings_line(build("B35", paid=3)) == 8
