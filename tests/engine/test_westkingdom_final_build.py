"""Near the end a West Kingdom card a seat can pay for is as good as built: every seat
plays one more turn once the last Guildhall space is taken and may still build then
(rule 7, ruling R8), so the hard level's lines count it at its full points."""

import pytest
from westkingdom_positions import give, put, table

from engine.westkingdom.ai import LEVELS, Level, SearchSettings, think
from engine.westkingdom.ai import evaluation as evaluation_module
from engine.westkingdom.ai.evaluation import end_points, expected_points, final_build
from engine.westkingdom.ai.policies import normal_option
from engine.westkingdom.board import guildhall_size

FIVE = "B06"
"""5 points, for 2 clay, a wood and 2 stone, no skill."""
SEVEN = "B16"
"""7 points, for a clay, 2 stone and a gold, no skill: 6 more at the end (the gold
spent was a point)."""


def near_the_end(empty: int, final_turns: int | None = None):
    """Seat 0 to play at a two-seat table with ``empty`` Guildhall spaces left (and
    ``final_turns`` turns left once the last is taken), holding both cards and the
    materials for them."""
    game = table(2)
    give(game, 0, "3Cl 1Wd 4St 1Au", hand=(FIVE, SEVEN))
    filled = guildhall_size(2) - empty
    put(game, 0, "guildhall", filled // 2)
    put(game, 1, "guildhall", filled - filled // 2)
    game.final_turns = final_turns
    return game


def test_in_the_final_round_the_best_card_the_seat_can_pay_for_counts_at_its_full_points():
    game = near_the_end(0, final_turns=2)
    assert end_points(game, 0) > expected_points(game, 0) + 5.0
    assert final_build(game, 0) < 6.0


def test_a_card_the_seat_cannot_pay_for_counts_only_as_the_hand_does():
    game = near_the_end(0, final_turns=2)
    game.players[0].res[:] = [0] * len(game.players[0].res)
    assert final_build(game, 0) == 0.0


@pytest.mark.parametrize(("final_turns", "builds"), [(2, True), (1, False)])
def test_a_seat_whose_last_turn_is_played_builds_nothing_more(final_turns, builds):
    """Seat 1 to play: with two turns left seat 0 plays after it, with one seat 0 has
    played its last."""
    game = near_the_end(0, final_turns=final_turns)
    game.player = 1
    assert (final_build(game, 0) > 5.0) is builds


def test_a_seat_with_no_worker_to_place_builds_nothing_more_in_the_final_round():
    game = near_the_end(0, final_turns=2)
    game.supply[0] = 0
    assert final_build(game, 0) == 0.0


def test_with_the_last_three_spaces_empty_the_card_already_counts():
    """Its 6 points at the end, less the share of them the hand already counts."""
    assert 4.5 < final_build(near_the_end(3), 0) < 6.0


def test_with_more_spaces_empty_the_hand_counts_as_expected_points_has_it():
    game = near_the_end(4)
    assert final_build(game, 0) == 0.0
    assert end_points(game, 0) == expected_points(game, 0)


@pytest.mark.parametrize("counted", [True, False])
def test_the_search_counts_the_final_build_only_when_its_setting_says_so(monkeypatch, counted):
    seen = []
    monkeypatch.setattr(evaluation_module, "final_build",
                        lambda game, seat: seen.append(seat) or 0.0)
    settings = SearchSettings(iterations=(6, 4, 4, 4), root_width=2.0, tail=1,
                              final_build=counted)
    monkeypatch.setitem(LEVELS, "hard", Level("hard", normal_option, settings, 60.0))
    game = near_the_end(3)
    think(game.public_view(0), "hard", 5)
    assert bool(seen) is counted
