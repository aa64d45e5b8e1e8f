"""A West Kingdom seat that holds the materials for cards of its hand can turn them into
buildings before the end: the Guildhall fills only by building, and every seat plays
one more turn once the last space is taken, and may still build then (rule 7, ruling
R8). So the hard level's lines can count a rival's such cards at their full points,
as many as builds are left."""

import pytest
from westkingdom_positions import give, put, table

from engine.westkingdom.ai import LEVELS, Level, SearchSettings, think
from engine.westkingdom.ai import evaluation as evaluation_module
from engine.westkingdom.ai.evaluation import (
    buildable,
    builds_left,
    end_points,
    expected_points,
    win_chance,
)
from engine.westkingdom.ai.policies import normal_option
from engine.westkingdom.board import guildhall_size

FIVE = "B06"
"""5 points, for 2 clay, a wood and 2 stone, no skill."""
SEVEN = "B16"
"""7 points, for a clay, 2 stone and a gold, no skill: 6 more at the end (the gold
spent was a point)."""
EIGHT_WITH_MASONRY = "B05"
"""8 points, for a clay, 2 wood and 3 stone, and a skill."""
BOTH = "3Cl 1Wd 4St 1Au"
"""Exactly what ``FIVE`` and ``SEVEN`` cost together."""


def near_the_end(empty: int, final_turns: int | None = None, res: str = BOTH,
                 hand: tuple[str, ...] = (FIVE, SEVEN)):
    """Seat 0 to play at a two-seat table with ``empty`` Guildhall spaces left (and
    ``final_turns`` turns left once the last is taken), holding ``hand`` and ``res``."""
    game = table(2)
    give(game, 0, res, hand=hand)
    filled = guildhall_size(2) - empty
    put(game, 0, "guildhall", filled // 2)
    put(game, 1, "guildhall", filled - filled // 2)
    game.final_turns = final_turns
    return game


@pytest.mark.parametrize(("empty", "builds"), [(0, 1), (3, 4), (10, 11)])
def test_a_seat_may_build_once_a_space_and_once_more_on_its_last_turn(empty, builds):
    assert builds_left(near_the_end(empty), 0) == builds


@pytest.mark.parametrize(("final_turns", "builds"), [(2, 1), (1, 0)])
def test_in_the_final_round_a_seat_builds_once_if_its_last_turn_is_still_to_come(
        final_turns, builds):
    """Seat 1 to play: with two turns left seat 0 plays after it, with one seat 0 has
    played its last."""
    game = near_the_end(0, final_turns=final_turns)
    game.player = 1
    assert builds_left(game, 0) == builds


def test_a_seat_with_no_worker_to_place_builds_nothing_more_in_the_final_round():
    game = near_the_end(0, final_turns=2)
    game.supply[0] = 0
    assert builds_left(game, 0) == 0 and buildable(game, 0) == 0.0


def test_with_one_build_left_the_card_worth_most_at_the_end_counts_at_its_full_points():
    """``SEVEN``'s 6 points at the end, less the share of it and its materials that
    ``expected_points`` already counts."""
    game = near_the_end(0, final_turns=2)
    assert 4.5 < buildable(game, 0) < 6.0
    assert buildable(game, 0) == buildable(near_the_end(0, 2, hand=(SEVEN,)), 0)


def test_with_builds_left_for_both_both_cards_count():
    game = near_the_end(3)
    alone = buildable(near_the_end(3, hand=(SEVEN,)), 0)
    assert buildable(game, 0) > alone + 3.0
    assert end_points(game, 0) == expected_points(game, 0) + buildable(game, 0)


def test_what_pays_for_one_card_does_not_pay_for_another():
    """Enough for ``SEVEN`` (the better) but then a stone short of ``FIVE``."""
    game = near_the_end(3, res="2Cl 1Wd 2St 1Au")
    assert buildable(game, 0) == buildable(near_the_end(3, res="2Cl 1Wd 2St 1Au",
                                                        hand=(SEVEN,)), 0) > 0.0


def test_a_card_the_seat_cannot_pay_for_or_lacks_the_skill_for_counts_only_as_the_hand_does():
    assert buildable(near_the_end(3, res=""), 0) == 0.0
    assert buildable(near_the_end(3, res="5Cl 5Wd 5St", hand=(EIGHT_WITH_MASONRY,)), 0) == 0.0


def test_a_rivals_cards_it_can_pay_for_count_against_the_seat_and_its_own_do_not_for_it():
    """So that building a card stays worth a turn to the seat itself."""
    game = near_the_end(3)
    assert win_chance(game, 0, end_points) == win_chance(game, 0)
    assert win_chance(game, 1, end_points) < win_chance(game, 1) - 0.1


@pytest.mark.parametrize("counted", [True, False])
def test_the_search_counts_what_rivals_can_build_only_when_its_setting_says_so(
        monkeypatch, counted):
    seen = []
    monkeypatch.setattr(evaluation_module, "buildable", lambda game, seat: seen.append(seat) or 0.0)
    settings = SearchSettings(iterations=(6, 4, 4, 4), root_width=2.0, tail=1,
                              rivals_buildable=counted)
    monkeypatch.setitem(LEVELS, "hard", Level("hard", normal_option, settings, 60.0))
    game = near_the_end(3)
    think(game.public_view(0), "hard", 5)
    assert set(seen) == ({1} if counted else set())
