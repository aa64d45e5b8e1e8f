"""Invariants over random games of every seat count and both board sides.

Each test plays ``WESTKINGDOM_GAMES`` random games (100 by default, which keeps the
suite quick); the long run is ``WESTKINGDOM_GAMES=2000 pytest
tests/engine/test_westkingdom_properties.py``. The legal answers are checked against
``reference_options``, a second, slower reading of the rules written apart from the
engine: it shares the card tables, not the rules code.
"""

import json
import os
import random
from collections import Counter
from dataclasses import fields

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.westkingdom import (
    APPRENTICES,
    BUILDINGS,
    MARKET_CARDS,
    Game,
    Prompt,
    Rulings,
    from_record,
    to_record,
)
from engine.westkingdom.board import OPEN_PLACES
from engine.westkingdom.prompts import PROMPTS
from engine.westkingdom.rulings import BGA, BGA_MARKET_CARDS, ENGINE
from engine.westkingdom.scoring import total

GAMES = int(os.environ.get("WESTKINGDOM_GAMES", "100"))
MAX_DECISIONS = 20_000
"""Far above any real game (about 1,500 decisions for 5 seats): a game still going
after this many has failed to end."""
CL, WD, ST, AU, MB, AG = range(6)

games = st.tuples(st.integers(0, 2**32), st.integers(2, 5), st.sampled_from("AB"))


# -- the second reading of the rules --------------------------------------------------------

def tax_due(player, tax: int) -> int:
    cut = 2 if player.virtue <= 1 else 1 if player.virtue <= 3 else 0
    return max(0, tax - cut - (player.character == "CH4"))


def hired(player, *names: str) -> int:
    return sum(APPRENTICES[a].name in names for a in player.apprentices)


def affordable(player, cost) -> bool:
    have = player.res
    if any(cost[i] > have[i] for i in (CL, WD, ST, AG)):
        return False
    if player.character == "CH1":
        return cost[AU] + cost[MB] <= have[AU] + have[MB]
    return cost[AU] <= have[AU] and cost[MB] <= have[MB]


def buildable(player, card: str) -> bool:
    skills = 0
    for a in player.apprentices:
        skills |= APPRENTICES[a].skills
    needed = BUILDINGS[card].skills
    return needed & skills == needed and affordable(player, BUILDINGS[card].cost)


def cathedral_payments(player) -> set:
    level = player.cathedral + 1
    if level in (2, 4):
        count = 4 if level == 2 else 8
        pays = set()
        for stone in range(count + 1):
            if stone <= player.res[ST] and count - stone <= player.res[WD]:
                pays.add(tuple((r, n) for r, n in (("Wd", count - stone), ("St", stone)) if n))
        return pays
    gold, marble = {1: (1, 0), 3: (0, 1), 5: (2, 2)}[level]
    if player.character == "CH1":
        if player.res[AU] + player.res[MB] < gold + marble:
            return set()
        gold, marble = min(player.res[AU], gold + marble), max(0, gold + marble - player.res[AU])
    elif player.res[AU] < gold or player.res[MB] < marble:
        return set()
    return {tuple((r, n) for r, n in (("Au", gold), ("Mb", marble)) if n)}


def cathedral_open(game, seat) -> bool:
    player = game.players[seat]
    if player.virtue < 5 or player.cathedral == 5:
        return False
    if not player.hand and player.character != "CH6":
        return False
    above = player.cathedral + 1
    if sum(p.cathedral == above for p in game.players) >= (5, 3, 3, 2, 2, 1)[above]:
        return False
    return bool(cathedral_payments(player))


def groups(game, places) -> set:
    return {(OPEN_PLACES[p], s) for p in places for s in range(game.seats) if game.at[p][s]}


def placements(game, seat) -> set:
    player, silver = game.players[seat], game.players[seat].res[AG]
    legal = {"quarry", "forest", "mines:clay", "silversmith", "storehouse", "workshop:draw"}
    if game.at[2][seat] + 1 >= 2:
        legal.add("mines:gold")
    price = (1 if player.character == "CH8" else 2) + tax_due(player, 2)
    reach = min(game.at[5][seat] + 1, 4)
    if any(card and silver - price >= max(0, slot // 2 + 1 - reach)
           for slot, card in enumerate(game.display)):
        legal.add("workshop:hire")
    if silver >= tax_due(player, 1):
        legal.add("towncentre")
    if game.tax:
        legal.add("taxstand")
    if sum(game.captives[seat]):
        legal.add("guardhouse:1")
    if game.prison[seat]:
        legal.add("guardhouse:2")
    if any(row[seat] for row in game.captives):
        legal.add("guardhouse:3")
    if player.debts and silver >= 3 + tax_due(player, 3):
        legal.add("guardhouse:4")
    if player.virtue <= 9:
        for space, names in enumerate((["bm_a"], ["bm_b:hire", "bm_b:draw5"], ["bm_c"])):
            if game.market[space] is None and silver >= max(0, space + 1 - hired(player,
                                                                                  "Trickster")):
                legal.update(names)
    if any(buildable(player, c) for c in player.hand) or cathedral_open(game, seat):
        legal.add("guildhall")
    return legal


def trades(player) -> set:
    legal = set()
    for a, b in (("Cl", "Cl"), ("Cl", "Wd"), ("Cl", "St"), ("Wd", "Wd"), ("Wd", "St"),
                 ("St", "St")):
        need = Counter((a, b))
        if all(player.res[("Cl", "Wd", "St").index(r)] >= n for r, n in need.items()):
            legal.add(f"V:{a}+{b}")
    for wood in range(4):
        if player.res[WD] >= wood and player.res[ST] >= 3 - wood:
            legal.add("Mb:" + "+".join(["Wd"] * wood + ["St"] * (3 - wood)))
    for card in player.apprentices:
        if APPRENTICES[card].name in ("Merchant", "Patron", "Trader") and \
                affordable(player, APPRENTICES[card].cost):
            legal.add(card)
    return legal | {"stop"}


def reference_options(game) -> set:
    """The legal answers of the pending prompt, from the rules text."""
    frame = game.stack[-1]
    prompt, seat = frame[0], frame[1]
    player = game.players[seat]
    display = [c for c in game.display if c]
    if prompt is Prompt.HIRE:
        source, reach = frame[2], frame[3]
        if source == "setup":
            return set(display)
        if source == "workshop":
            return {c for slot, c in enumerate(game.display)
                    if c and max(0, slot // 2 + 1 - reach) <= player.res[AG]}
        return set(display) | {"skip"}
    if prompt is Prompt.DISMISS:
        return set(player.apprentices)
    if prompt is Prompt.DRAFT:
        return set(game.packets[seat])
    if prompt is Prompt.PLACE:
        return placements(game, seat)
    if prompt is Prompt.RECOVER:
        found = {OPEN_PLACES[p] for p in range(9) if game.at[p][seat]}
        if found:
            return found
        found = {("bm_a", "bm_b", "bm_c")[i] for i in range(3) if game.market[i] == seat}
        found |= {"prison"} if game.prison[seat] else set()
        return found | {f"board:{h}" for h in range(game.seats) if game.captives[h][seat]}
    if prompt is Prompt.TRADE:
        return trades(player)
    if prompt is Prompt.CAPTURE:
        if frame[2] == "free":
            return groups(game, range(9)) | {"skip"}
        made, places, discount = frame[4], frame[5], frame[6]
        cost_ok = player.res[AG] >= tax_due(player, 1) if made == 0 else (
            discount > 0 or player.res[AG] >= 1)
        if not cost_ok:
            return {"stop"}
        limit = 2 if game.seats <= 3 else 1
        return groups(game, range(9) if len(places) < limit else places) | {"stop"}
    if prompt is Prompt.BARRACKS:
        own_held = any(row[seat] for row in game.captives)
        return groups(game, range(9)) | {"skip"} | ({"buyback"} if own_held else set())
    if prompt is Prompt.GUARD:
        legal = {"stop"}
        legal |= {1} if sum(game.captives[seat]) else set()
        legal |= {2} if game.prison[seat] else set()
        legal |= {3} if any(row[seat] for row in game.captives) else set()
        if player.debts and player.res[AG] >= 3 + tax_due(player, 3):
            legal.add(4)
        return legal
    if prompt is Prompt.BUYBACK:
        silver = {"silver"} if player.res[AG] >= 3 + tax_due(player, 2) else set()
        return silver | {"debt", "skip"}
    if prompt is Prompt.BUILD:
        legal = {c for c in player.hand if buildable(player, c)}
        return legal | ({"cathedral"} if cathedral_open(game, seat) else set())
    if prompt is Prompt.DISCARD:
        return set(player.hand)
    if prompt is Prompt.PAY:
        return cathedral_payments(player)
    if prompt is Prompt.GAIN:
        return {"B08": {"Au", "Ag"}, "B22": {"Au", "Mb"}}[frame[2]]
    if prompt is Prompt.KEEP:
        return set(game.keep_cards)
    if prompt is Prompt.LIBRARY:
        return set(player.hand) | {"skip"}
    assert prompt is Prompt.CHURCH and player.debts
    return {"destroy", "skip"}


# -- invariants ---------------------------------------------------------------------------

def check_workers(game) -> None:
    assert len(game.guildhall) == sum(game.guild)
    for seat in range(game.seats):
        where = (game.supply[seat] + sum(row[seat] for row in game.at) + game.prison[seat]
                 + game.guild[seat] + game.market.count(seat)
                 + sum(row[seat] for row in game.captives))
        assert where == 20
        assert min(game.supply[seat], game.prison[seat], game.guild[seat]) >= 0
        assert min(min(row) for row in game.at) >= 0


def check_cards(game) -> None:
    buildings = game.building_deck + game.keep_cards + [c for p in game.packets for c in p]
    apprentices = [c for c in game.display if c] + game.apprentice_deck
    rewards = list(game.rewards)
    for player in game.players:
        buildings += player.hand + player.buildings
        apprentices += player.apprentices
        rewards += player.rewards
    assert sorted(buildings) == sorted(BUILDINGS)
    assert sorted(apprentices) == sorted(APPRENTICES)
    market = BGA_MARKET_CARDS if game.bga.r2_two_market_cards else MARKET_CARDS
    assert sorted(game.bm_left + game.bm_right) == sorted(market)
    assert set(game.deck_coins) <= set(game.apprentice_deck)  # R16 in BGA mode only
    assert sorted(rewards) == sorted(game.setup.rewards)


def check_purses(game) -> None:
    for player in game.players:
        assert 0 <= player.virtue <= 14
        assert min(player.res) >= 0 and player.debts >= 0 and player.paid >= 0
        assert len(player.apprentices) <= player.apprentice_limit
        assert 0 <= player.cathedral <= 5
    assert game.tax >= 0


def play(seed: int, seats: int, side: str, each=None, bga: Rulings = ENGINE) -> Game:
    rng = random.Random(seed)
    game = Game.new(seed, seats, side, bga=bga)
    for _ in range(MAX_DECISIONS):
        if each is not None:
            each(game, rng)
        decision = game.decision
        if decision is None:
            return game
        game.decide(rng.choice(decision.options))
    raise AssertionError(f"game {seed} with {seats} seats, side {side} did not end")


@settings(max_examples=GAMES, deadline=None)
@given(games)
def test_random_games_end_and_keep_workers_cards_and_virtue_in_bounds(case):
    def check(game, rng):
        check_workers(game)
        check_cards(game)
        check_purses(game)
        if game.decision is not None:
            assert len(game.decision.options) >= 2
            assert len(set(game.decision.options)) == len(game.decision.options)

    game = play(*case, each=check)
    assert game.is_over and game.stack == [] and game.result().winners
    assert game.final_turns == 0 and len(game.guildhall) >= 4 * (max(2, case[1]) + 1)


SWITCHES = {field.name: Rulings(**{field.name: True}) for field in fields(Rulings)}
SWITCHES["all"] = BGA


@pytest.mark.parametrize("rulings", SWITCHES.values(), ids=SWITCHES.keys())
@settings(max_examples=max(3, GAMES // 10), deadline=None)
@given(games)
def test_random_games_with_bga_switches_end_with_workers_cards_and_answers_as_ever(rulings,
                                                                                  case):
    def check(game, rng):
        check_workers(game)
        check_cards(game)
        check_purses(game)
        if game.decision is not None:
            assert set(game.decision.options) == reference_options(game), game.stack[-1]

    game = play(*case, each=check, bga=rulings)
    assert game.is_over and game.result().winners and game.bga == rulings


@settings(max_examples=GAMES, deadline=None)
@given(games)
def test_every_answer_offered_is_legal_and_every_legal_answer_is_offered(case):
    def check(game, rng):
        if game.decision is not None:
            assert set(game.decision.options) == reference_options(game), game.stack[-1]

    play(*case, each=check)


@settings(max_examples=max(3, GAMES // 10), deadline=None)
@given(games)
def test_the_total_a_search_reads_is_the_scores_total_at_every_decision(case):
    def check(game, rng):
        for seat in range(game.seats):
            assert total(game, seat) == game.score(seat).total

    play(*case, each=check)


@settings(max_examples=max(3, GAMES // 10), deadline=None)
@given(games)
def test_a_placement_listed_on_a_copy_is_the_placement_of_the_game_copied(case):
    def check(game, rng):
        if game.decision is not None and game.decision.prompt is Prompt.PLACE:
            copied = game.copy()  # before the game itself is asked its answers
            assert copied.legal_options() == game.legal_options()

    play(*case, each=check)


@settings(max_examples=GAMES, deadline=None)
@given(games, st.integers(0, 400))
def test_the_record_round_trips_to_the_same_game(case, stop):
    stopped = []  # the game after its first ``stop`` decisions (or ended), as it is played

    def keep(game, rng):
        if not stopped and (len(game.decisions) >= stop or game.decision is None):
            stopped.append(game.copy())

    game = play(*case, each=keep)
    text = json.dumps(to_record(game))
    again = from_record(json.loads(text))
    assert json.dumps(to_record(again)) == text and again.result() == game.result()
    partial = stopped[0]
    again = from_record(json.loads(json.dumps(to_record(partial))))
    assert again.result() == partial.result() and again.decision == partial.decision


def hide(game: Game, viewer: int, rng: random.Random) -> Game:
    """A copy of ``game`` that differs in everything ``viewer`` cannot see: the other
    hands, packets and Black Market draw dealt again from the unseen cards, and every
    deck, the left Black Market pile under its top card and the rewards reshuffled."""
    other = game.copy()
    seats = [s for s in range(game.seats) if s != viewer]
    keeper = game.stack[-1][1] if game.keep_cards else None
    pool = list(other.building_deck)
    for s in seats:
        pool += other.players[s].hand + other.packets[s]
    if keeper is not None and keeper != viewer:
        pool += other.keep_cards
    rng.shuffle(pool)
    for s in seats:
        size = len(other.players[s].hand)
        other.players[s].hand, pool = pool[:size], pool[size:]
        size = len(other.packets[s])
        other.packets[s], pool = pool[:size], pool[size:]
    if keeper is not None and keeper != viewer:
        size = len(other.keep_cards)
        other.keep_cards, pool = pool[:size], pool[size:]
    other.building_deck = pool
    rng.shuffle(other.apprentice_deck)
    rng.shuffle(other.rewards)
    other.bm_left[1:] = rng.sample(other.bm_left[1:], len(other.bm_left[1:]))
    if other.stack:
        frame = other.stack[-1]
        other._options = PROMPTS[frame[0]][0](other, frame)
    return other


@settings(max_examples=GAMES, deadline=None)
@given(games)
def test_a_seats_view_is_the_same_whatever_it_cannot_see(case):
    def check(game, rng):
        if rng.random() < 0.05:
            for viewer in (*range(game.seats), None):
                assert hide(game, viewer, rng).public_view(viewer) == game.public_view(viewer)

    play(*case, each=check)
