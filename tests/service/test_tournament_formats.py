"""Round robin schedules, knockout brackets and table rounds: the rules of issue 45."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tournament_helpers import table_sizes_for, tournaments

from service.tournaments import (
    Entrant,
    Game,
    Pairing,
    PairingError,
    Round,
    advance,
    bracket,
    knockout_round,
    match_winner,
    next_match_seats,
    round_robin,
    table_round,
    table_sizes,
    table_standings,
)
from service.tournaments.standings import byes_had, meetings

FAST = settings(max_examples=40, deadline=None)


def _field(count: int) -> list[Entrant]:
    return [Entrant(p, rating=1000 + p) for p in range(1, count + 1)]


# Round robin


@given(st.integers(2, 60))
@FAST
def test_round_robin_meets_every_pair_exactly_once(count: int) -> None:
    pairs = Counter(frozenset(t) for r in round_robin(_field(count)) for t in r.tables)
    assert set(pairs) == {frozenset(pair) for pair in combinations(range(1, count + 1), 2)}
    assert set(pairs.values()) == {1}


@given(st.integers(2, 60))
@FAST
def test_round_robin_seats_everyone_once_a_round(count: int) -> None:
    for pairing in round_robin(_field(count)):
        assert sorted(pairing.players()) == list(range(1, count + 1))


@given(st.integers(2, 60))
@FAST
def test_round_robin_gives_each_player_one_bye_when_the_count_is_odd(count: int) -> None:
    schedule = round_robin(_field(count))
    byes = Counter(p for pairing in schedule for p in pairing.byes)
    assert len(schedule) == (count if count % 2 else count - 1)
    assert byes == (Counter(range(1, count + 1)) if count % 2 else Counter())


@given(st.integers(2, 60))
@FAST
def test_round_robin_balances_first_seats_within_one(count: int) -> None:
    firsts, games = Counter(), Counter()
    for pairing in round_robin(_field(count)):
        for first, second in pairing.tables:
            firsts[first] += 1
            games[first] += 1
            games[second] += 1
    assert all(abs(2 * firsts[p] - games[p]) <= 1 for p in games)


def test_round_robin_leaves_out_removed_players_and_ignores_the_listing_order() -> None:
    field = [Entrant(p) for p in range(1, 5)] + [Entrant(9, removed=True)]  # equal ratings
    assert round_robin(field) == round_robin(field[::-1])
    assert 9 not in {p for pairing in round_robin(field) for p in pairing.players()}


# Knockout


@given(st.integers(2, 200))
@FAST
def test_knockout_byes_go_to_the_top_seeds(count: int) -> None:
    slots = bracket(_field(count))
    size = len(slots)
    assert size & (size - 1) == 0 and size // 2 < count <= size
    seeds = sorted(range(1, count + 1), reverse=True)  # the best rating is the top seed
    assert sorted(knockout_round(slots).byes, reverse=True) == seeds[:size - count]


@given(st.integers(2, 200), st.randoms(use_true_random=True))
@FAST
def test_knockout_ends_with_one_champion_after_log2_rounds(count: int,
                                                           rnd: random.Random) -> None:
    slots, rounds = bracket(_field(count)), 0
    while len(slots) > 1:
        pairing = knockout_round(slots)
        assert len(set(pairing.players())) == len(pairing.players())
        slots = advance(slots, [rnd.choice(table) for table in pairing.tables])
        rounds += 1
    assert slots[0] is not None and 2 ** rounds >= count > 2 ** (rounds - 1)


def test_knockout_top_two_seeds_meet_only_in_the_final() -> None:
    slots = bracket(_field(8))  # player 8 is the top seed, 7 the second
    assert slots == (8, 1, 5, 4, 7, 2, 6, 3)


def test_knockout_player_facing_two_removed_players_goes_through_alone() -> None:
    assert advance((1, 2, None, None), [1]) == (1, None)
    assert knockout_round((1, None)) == Pairing((), (1,))


def test_knockout_refuses_a_match_with_no_winner() -> None:
    with pytest.raises(PairingError):
        advance((1, 2), [])


def _duel(winner: int | None, players: tuple[int, int] = (1, 2)) -> Game:
    places = (1, 1) if winner is None else tuple(1 if p == winner else 2 for p in players)
    return Game(players, places, (0, 0))


def test_best_of_three_ends_at_two_wins() -> None:
    assert match_winner((1, 2), [_duel(2)], 3) is None
    assert match_winner((1, 2), [_duel(2), _duel(1)], 3) is None
    assert match_winner((1, 2), [_duel(2), _duel(1), _duel(2)], 3) == 2


def test_best_of_one_replays_a_draw() -> None:
    assert match_winner((1, 2), [_duel(None)], 1) is None
    assert match_winner((1, 2), [_duel(None), _duel(2)], 1) == 2


def test_a_match_of_endless_draws_goes_to_the_higher_seed() -> None:
    assert match_winner((1, 2), [_duel(None)] * 5, 3) is None
    assert match_winner((1, 2), [_duel(None)] * 6, 3) == 1


def test_a_match_cut_short_goes_to_the_player_with_more_wins() -> None:
    assert match_winner((1, 2), [_duel(2)] + [_duel(None)] * 5, 3) == 2


def test_a_match_is_best_of_an_odd_number() -> None:
    with pytest.raises(PairingError):
        match_winner((1, 2), [], 2)


def test_the_first_seat_of_a_match_alternates() -> None:
    assert [next_match_seats((1, 2), n) for n in range(3)] == [(1, 2), (2, 1), (1, 2)]


# Table rounds


SIZES = st.integers(3, 5).flatmap(
    lambda seats: st.integers(2, seats).flatmap(
        lambda low: st.tuples(st.integers(low, 300), st.just(seats), st.just(low))))
"""A player count, a table size and the smallest table allowed."""


@given(SIZES)
@FAST
def test_table_sizes_are_the_fewest_even_tables_within_range(event) -> None:
    count, seats, low = event
    sizes, out = table_sizes(count, seats, low)
    assert all(low <= size <= seats for size in sizes)
    assert max(sizes) - min(sizes) <= 1 and list(sizes) == sorted(sizes, reverse=True)
    assert sum(sizes) + out == count and len(sizes) == -(-sum(sizes) // seats)


@given(SIZES)
@FAST
def test_table_rounds_leave_out_only_as_few_as_cannot_be_seated(event) -> None:
    count, seats, low = event
    _, out = table_sizes(count, seats, low)
    for fewer in range(out):
        seated = count - fewer
        tables = -(-seated // seats)
        assert not any(t * low <= seated <= t * seats for t in range(tables, seated + 1))


def test_table_sizes_seat_everyone_when_tables_of_two_are_allowed() -> None:
    assert table_sizes(5, 4) == ((3, 2), 0)
    assert table_sizes(13, 4) == ((4, 3, 3, 3), 0)


def test_table_sizes_leave_out_the_player_no_table_can_take() -> None:
    assert table_sizes(5, 4, 3) == ((4,), 1)


def test_too_few_players_for_a_table_is_refused() -> None:
    with pytest.raises(PairingError):
        table_sizes(2, 4, 3)


TABLES = st.integers(3, 5).flatmap(
    lambda seats: st.integers(2, seats).flatmap(
        lambda low: st.tuples(st.just(seats), st.just(low),
                              tournaments(table_sizes_for(seats, low), smallest=low))))


def _company(tables: Sequence[Sequence[int]], rounds: Sequence[Round]) -> int:
    met = meetings(rounds)
    return sum(met.get(frozenset(pair), 0) for table in tables
               for pair in combinations(table, 2))


@given(TABLES)
@FAST
def test_table_rounds_seat_everyone_still_in_once_at_tables_in_range(event) -> None:
    seats, low, (entrants, rounds) = event
    pairing = table_round(entrants, rounds, seats, low)
    active = sorted(e.player for e in entrants if not e.removed)
    assert sorted(pairing.players()) == active
    assert sorted(map(len, pairing.tables), reverse=True) == list(
        table_sizes(len(active), seats, low)[0])


@given(TABLES)
@FAST
def test_table_rounds_seat_people_who_met_less_than_a_cut_of_the_standings(event) -> None:
    seats, low, (entrants, rounds) = event
    pairing = table_round(entrants, rounds, seats, low)
    order = [row.player for row in table_standings(entrants, rounds, seats)
             if not row.removed and row.player not in pairing.byes]
    sizes = table_sizes(len(order) + len(pairing.byes), seats, low)[0]
    cut = [order[sum(sizes[:i]):sum(sizes[:i + 1])] for i in range(len(sizes))]
    assert _company(pairing.tables, rounds) <= _company(cut, rounds)


@given(TABLES)
@FAST
def test_table_round_byes_go_to_players_with_the_fewest_byes(event) -> None:
    seats, low, (entrants, rounds) = event
    had = byes_had(rounds)
    active = [e.player for e in entrants if not e.removed]
    for player in table_round(entrants, rounds, seats, low).byes:
        assert had.get(player, 0) == min(had.get(p, 0) for p in active)


@given(TABLES, st.randoms(use_true_random=True))
@FAST
def test_the_same_table_event_always_gives_the_same_seating(event, rnd: random.Random) -> None:
    seats, low, (entrants, rounds) = event
    shuffled = entrants[:]
    rnd.shuffle(shuffled)
    assert table_round(shuffled, rounds, seats, low) == table_round(entrants, rounds, seats, low)


def test_last_rounds_table_mates_are_split_up() -> None:
    entrants = _field(16)
    first = Round(tuple(Game(tuple(range(s, s + 4)), (1, 2, 3, 4), (40, 30, 20, 10))
                        for s in (1, 5, 9, 13)))
    pairing = table_round(entrants, [first], 4)
    assert _company(pairing.tables, [first]) == 0
    assert sorted(pairing.tables[0]) == [1, 5, 9, 13]  # the four winners


def test_the_first_seat_goes_to_whoever_had_it_least() -> None:
    entrants = _field(3)
    first = Round((Game((1, 2, 3), (1, 2, 3), (9, 5, 1)),))
    assert table_round(entrants, [first], 3).tables == ((3, 2, 1),)


def test_players_who_met_are_swapped_apart_across_nearby_tables() -> None:
    # the cut of the standings would seat 5 with 6 and 8 with 9 again
    entrants = _field(9)
    first = Round((Game((1, 2, 3), (1, 2, 3), (30, 10, 0)),
                   Game((4, 5, 6), (1, 1, 1), (50, 50, 50)),
                   Game((7, 8, 9), (1, 2, 3), (20, 10, 0))))
    order = [row.player for row in table_standings(entrants, [first], 3)]
    assert _company([order[:3], order[3:6], order[6:]], [first]) == 2
    assert _company(table_round(entrants, [first], 3).tables, [first]) == 0


def test_a_table_round_bye_skips_the_lowest_player_who_had_one() -> None:
    entrants = _field(5)
    first = Round((Game((1, 2, 3, 4), (1, 1, 1, 1), (10, 10, 10, 10)),), (5,))
    assert [row.player for row in table_standings(entrants, [first], 4)][-1] == 5
    assert table_round(entrants, [first], 4, min_seats=3).byes == (1,)
