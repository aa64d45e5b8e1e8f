"""The West Kingdom computer player closes out a game it has won: past a long game's
length, far enough ahead that the plan cannot hand the lead away, it gathers what its
next Guildhall placement lacks and fills the Guildhall, instead of mining on while
the game crawls to no end."""

import random

import pytest
from westkingdom_benchmark import benchmark_position, play_to_the_end
from westkingdom_positions import give, put, table, turn

from bench.westkingdom_outside import farmer_option
from engine.westkingdom import Game
from engine.westkingdom.ai import choose_move, closing
from engine.westkingdom.ai import search as search_module
from engine.westkingdom.ai.evaluation import expected_points, lead
from engine.westkingdom.ai.policies import finish_turn, step_option
from engine.westkingdom.board import CATHEDRAL_TOP, MINES, QUARRY
from engine.westkingdom.bundles import AG, MB, ST, WD
from engine.westkingdom.catalogue import BUILDINGS
from engine.westkingdom.moves import Prompt
from engine.westkingdom.player import Player


def crawl(ahead: float, filled: int = 6, turn: int = 200,
          rival_at: str = "mines") -> tuple[Game, int]:
    """A two-seat game long past its length, as the benchmark's endless games were:
    ``filled`` Guildhall spaces taken in turn, and every other worker at the Mines but
    one in the supply of the seat to place, which leads by ``ahead`` expected points
    in gold; the other seat's workers stand at ``rival_at``. The seat holds an Armoury
    (3 wood, 5 stone, a gold; carpentry and masonry), a silver and no wood or stone,
    and stands on the Cathedral's third level, the fourth costing 8 wood or stone; the
    other seat holds nothing (``westkingdom_positions.table``)."""
    game = table(seats=2)
    seat, other = game.current_player, 1 - game.current_player
    for space in range(filled):
        put(game, space % 2, "guildhall")
    game.turn = turn
    put(game, seat, "mines", game.supply[seat] - 1)
    put(game, other, rival_at, game.supply[other])
    give(game, seat, "1Ag", hand=("B14",), cathedral=3)
    give(game, seat, f"{round(ahead - lead(game, seat, expected_points))}Au")
    return game, seat


def test_an_empty_hand_weighs_more_than_any_card_lacks_and_less_than_a_guildhall_space():
    """Drawing a card always brings the end nearer, and so does building, even when
    it empties the hand."""
    empty = Player(None, 0, 7)
    dearest = max(closing.card_steps(empty, card) for card in BUILDINGS)
    assert dearest < closing.DRAW_STEPS < closing.SPACE_STEPS


def test_a_closing_seat_with_an_empty_hand_and_the_cathedral_built_draws():
    game, seat = crawl(100)
    player = game.players[seat]
    player.cathedral = CATHEDRAL_TOP
    game.building_deck.append(player.hand.pop())
    assert closing.closing_option(game) == "workshop:draw"
    game.push("workshop:draw")
    finish_turn(game, seat, closing.closing_worth)
    assert player.hand
    assert closing.steps_to_close(game, seat) < 6 * closing.SPACE_STEPS + closing.DRAW_STEPS


def test_a_missing_marble_weighs_the_wood_or_stone_the_storehouse_takes_for_it():
    """A Lighthouse (3 wood, a stone, 2 marble) with 4 wood and a marble held: the
    stone, then three wood or stone beyond the cost for the marble, less the spare
    wood, and the visit; every stone gathered is a step nearer."""
    player = Player(None, 1, 7)
    player.skills = BUILDINGS["B32"].skills
    player.res[:5] = [0, 4, 0, 0, 1]
    steps = [closing.card_steps(player, "B32")]
    for _ in range(3):
        player.res[ST] += 1
        steps.append(closing.card_steps(player, "B32"))
    assert steps == [1 + 2 + closing.TRADE_STEPS, 3, 2, 1]
    player.res[WD] -= 1
    player.res[ST] -= 2
    player.res[MB] += 1
    assert closing.card_steps(player, "B32") == 0


def test_a_material_the_nearest_card_lacks_is_a_step_nearer_the_end():
    game, seat = crawl(100)
    game.players[seat].cathedral = CATHEDRAL_TOP  # the Armoury is the only way in
    before = closing.steps_to_close(game, seat)
    game.players[seat].res[WD] += 1
    assert closing.steps_to_close(game, seat) == before - 1
    game.players[seat].res[WD] += 10  # wood beyond the Armoury's three brings nothing
    assert closing.steps_to_close(game, seat) == before - 3


def test_each_marble_traded_at_the_storehouse_is_a_step_nearer():
    """Two marble short of a Lighthouse (3 wood, a stone, 2 marble) with the wood to
    trade for both: a first visit to the Storehouse trades once (one worker there), and
    that trade must count, or a closing seat never starts."""
    player = Player(None, 1, 7)
    player.skills = BUILDINGS["B32"].skills
    player.res[:5] = [0, 9, 1, 0, 0]
    before = closing.card_steps(player, "B32")
    player.res[WD] -= closing.MARBLE_TRADE
    player.res[MB] += 1
    assert closing.card_steps(player, "B32") == before - closing.TRADE_STEPS


def test_the_next_cathedral_level_is_a_way_into_the_guildhall_while_its_row_has_room():
    """The fourth level costs 8 wood or stone, which the seat lacks; the first a gold,
    which it has. The top costs two gold and two marble: the six wood or stone the
    Storehouse takes for them, and a trade for each; once the other seat is on it (it
    holds one), the Armoury is the way in."""
    game, seat = crawl(100)
    player = game.players[seat]
    assert closing.cathedral_steps(game, seat) == 8
    player.cathedral = 0
    assert closing.cathedral_steps(game, seat) == 0
    player.cathedral = 4
    assert closing.cathedral_steps(game, seat) == 6 + 2 * closing.TRADE_STEPS
    game.players[1 - seat].cathedral = CATHEDRAL_TOP
    assert closing.cathedral_steps(game, seat) >= closing.SPACE_STEPS
    assert closing.route_steps(game, seat, player.res) == closing.card_steps(player, "B14")


def test_a_gathering_turn_counts_when_it_brings_the_nearest_route_nearer_than_a_step():
    """The Armoury lacks 3 wood, 5 stone, carpentry and masonry, and 3 of a hire's 4
    silver; a turn at the Silversmith brings two silver, one step nearer the end."""
    game, seat = crawl(100)
    player = game.players[seat]
    player.cathedral = CATHEDRAL_TOP
    armoury = closing.card_steps(player, "B14")
    assert armoury == 3 + 5 + 2 * closing.HIRE_STEPS + 3
    short = closing.TURN_STEPS * (closing.SUPPLY_WANTED - 1)
    nearer = closing.TURN_STEPS + armoury - 2
    assert closing.steps_to_close(game, seat) == 6 * closing.SPACE_STEPS + nearer + short


def test_a_skill_the_card_needs_weighs_a_hire_and_the_silver_it_lacks():
    player = Player(None, 1, 7)
    assert closing.card_steps(player, "B06") == 5  # Tiler's Hut: 2 clay, a wood, 2 stone
    player.res[:3] = [2, 1, 2]
    assert closing.card_steps(player, "B06") == 0
    player.res[:4] = [0, 3, 5, 1]
    hires = 2 * closing.HIRE_STEPS + closing.HIRE_SILVER - 1
    assert closing.card_steps(player, "B14") == hires  # Armoury: carpentry and masonry


def test_nobody_closes_before_a_long_game_length():
    game, seat = crawl(400, turn=50)
    assert not closing.sure_to_win(game, seat)
    assert closing.sure_to_win(crawl(400)[0], seat)


def test_a_closing_seat_first_takes_its_own_group_back_from_the_mines():
    """One worker in supply and sixteen standing at the Mines: a capture of its own
    group at the Town Centre frees them all, where taking them back one a turn would
    spend every other turn."""
    game, seat = crawl(100, rival_at="quarry")
    group = game.at[MINES][seat]
    assert closing.closing_option(game) == "towncentre"
    game.push("towncentre")
    finish_turn(game, seat, closing.closing_worth)
    assert game.at[MINES][seat] == 0
    assert game.supply[seat] == group


def test_a_closing_seat_first_captures_a_large_rival_group_at_the_mines():
    """The other seat's seventeen at the Mines earn nine gold a turn while the seat
    closes: its one capture at the Town Centre takes them, not its own group."""
    game, seat = crawl(100)
    assert closing.closing_option(game) == "towncentre"
    game.push("towncentre")
    assert step_option(game, closing.closing_worth) == ("mines", 1 - seat)


def test_a_closing_seat_without_the_tax_gathers_silver_for_the_capture_first():
    game, seat = crawl(100)
    game.players[seat].res[AG] = 0
    turn(game, seat)
    assert "towncentre" not in game.decision.options
    assert closing.closing_option(game) == "silversmith"


def test_a_small_rival_group_at_the_mines_is_left_alone():
    """Five of the other seat's workers at the Mines earn too little to race: the one
    capture frees the seat's own sixteen instead."""
    game, seat = crawl(100, rival_at="quarry")
    game.at[QUARRY][1 - seat] -= closing.RIVAL_GROUP - 1
    game.at[MINES][1 - seat] += closing.RIVAL_GROUP - 1
    assert closing.rival_income(game, seat) == 0
    game.push("towncentre")
    assert step_option(game, closing.closing_worth) == ("mines", seat)


def test_a_closing_seat_takes_back_a_worker_from_the_group_that_gathers_nothing_it_needs():
    """An empty supply, two workers at the Quarry and fifteen at the Mines, and an
    Armoury lacking five stone: the Quarry group makes the next stone placement yield
    three, the Mines group gathers gold the seat has plenty of (and an odd group of
    fifteen yields no less gold for the one taken back)."""
    game, seat = crawl(100)
    game.players[seat].cathedral = CATHEDRAL_TOP
    game.at[MINES][seat] -= 2
    game.at[QUARRY][seat] += 2
    turn(put(game, seat, "mines"), seat)
    assert game.decision.prompt is Prompt.RECOVER
    assert closing.closing_option(game) == "mines"


@pytest.mark.parametrize(("ahead", "closes"), [(25, False), (150, True)])
def test_a_seat_closes_only_when_its_lead_outlasts_the_closing(ahead, closes, monkeypatch):
    """With the capture of the other seat's group left out of the plan: 25 points
    ahead with three spaces to fill is a sure win as the game stands, but the other
    seat's seventeen at the Mines earn more than that while the seat gathers wood and
    stone for its builds; 150 points ahead they do not."""
    monkeypatch.setattr(closing, "RIVAL_GROUP", 100)
    game, seat = crawl(ahead, filled=9)
    assert closing.sure_to_win(game, seat)
    assert closing.closes_ahead(game, seat) is closes


def test_a_plan_that_cannot_fill_the_guildhall_within_its_turns_is_not_followed():
    """400 points ahead, but ten spaces to fill are more than 30 turns of gathering."""
    game, seat = crawl(400, filled=2)
    assert closing.sure_to_win(game, seat)
    assert not closing.closes_ahead(game, seat)


def test_a_race_at_the_mines_is_closed_once_the_rival_group_is_captured():
    """25 points ahead, the other seat's seventeen at the Mines earning more than that
    while the seat builds: the plan captures them first, and then holds its lead to
    the end (without it, it would not: the test above)."""
    game, seat = crawl(25, filled=9)
    assert closing.closes_ahead(game, seat)


def test_a_closing_seat_chooses_the_same_whatever_the_hidden_cards(monkeypatch):
    """Honesty: the plan is checked in a game dealt from the seat's view, so the other
    hand and the deck order changed, with the same view and seed, change nothing."""
    game, seat = crawl(150, filled=9)
    give(game, 1 - seat, hand=tuple(game.building_deck[:4]))
    other = game.copy()
    pool = other.players[1 - seat].hand + other.building_deck
    random.Random(2).shuffle(pool)
    other.players[1 - seat].hand, other.building_deck = pool[:4], pool[4:]
    assert other.public_view(seat) == game.public_view(seat)
    assert other.players[1 - seat].hand != game.players[1 - seat].hand
    checks = []
    original = search_module.closes_ahead
    monkeypatch.setattr(search_module, "closes_ahead",
                        lambda *a: checks.append(original(*a)) or checks[-1])
    answers = {choose_move(g.public_view(seat), "hard", 9) for g in (game, other)}
    assert checks == [True, True]
    assert len(answers) == 1


def test_a_closing_seat_with_one_worker_gathers_what_its_card_lacks_rather_than_mine_on():
    """The Mines farmer's game of seed 43 (``bench/westkingdom_strength.py``, game 85)
    at turn 100: hard leads 81 to 29 with six spaces empty, one worker in supply,
    eleven at the Mines, no silver for the Town Centre and no stone for its cards.
    Placing the last worker to gather a stone costs a step (the worker to take back)
    and gains one, as near the end as mining gold and worth fewer points: it mined
    gold for 200 turns, to the turn limit, 369 to 79."""
    game = benchmark_position("mines-farmer-closing-seed-43-turn-100")
    hard_seat = 1
    assert game.current_player == hard_seat and closing.sure_to_win(game, hard_seat)
    assert closing.closing_option(game) == "quarry"


def test_a_closing_seat_two_marble_short_of_the_cathedral_goes_to_the_storehouse():
    """The Mines farmer's game of seed 1011 (game 21) at turn 252: hard leads 203 to 17
    with five spaces empty; the Cathedral's top level, two gold and two marble, is its
    nearest way into the Guildhall, and it holds six wood and no marble. It mined gold
    there to the turn limit while one trade counted as no step nearer."""
    game = benchmark_position("mines-farmer-closing-seed-1011-turn-252")
    hard_seat = 1
    assert game.current_player == hard_seat and closing.sure_to_win(game, hard_seat)
    assert closing.closing_option(game) == "storehouse"


@pytest.mark.parametrize("position", ["mines-farmer-closing-seed-43-turn-100",
                                      "mines-farmer-closing-seed-1011-turn-252"])
def test_hard_closes_the_games_it_mined_against_the_farmer_to_the_turn_limit(position):
    """The two positions above, played on by hard itself against the Mines farmer
    (``bench/westkingdom_outside``), which never builds: hard now fills the Guildhall
    and wins each within a long game's length."""
    game = play_to_the_end(benchmark_position(position), 1, turns=120, others=farmer_option)
    assert game.result().winners == (1,)


def test_hard_closes_the_benchmark_game_it_led_to_the_turn_limit():
    """The benchmark's game 98 of hard against normal (seed 99) at turn 150, as the
    players before the closing plan left it: hard 78 gold ahead, fourteen workers at
    the Mines and none in supply, four Guildhall spaces empty since turn 110; they
    mined on and hard led 365 to 171 at the 300-turn limit. Hard now fills the spaces and wins
    within 50 turns, a long game's length."""
    game = benchmark_position("led-to-the-limit-seed-99-turn-150")
    hard_seat = 0
    assert (game.turn, len(game.guildhall)) == (150, 8)
    assert play_to_the_end(game, hard_seat, turns=50).result().winners == (hard_seat,)
