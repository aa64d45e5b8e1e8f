"""openskill ratings, as the service uses them."""

from __future__ import annotations

import pytest

from service.ratings import Rating, initial_rating, rate, shown_change, shown_rating


def test_the_winner_gains_what_the_loser_loses() -> None:
    fresh = initial_rating()
    winner, loser = rate([fresh, fresh], winners=[0])
    assert winner.mu > fresh.mu > loser.mu
    assert winner.mu - fresh.mu == pytest.approx(fresh.mu - loser.mu)
    assert winner.sigma < fresh.sigma


def test_a_tie_between_equals_moves_no_mean() -> None:
    fresh = initial_rating()
    for winners in ([0, 1], []):
        a, b = rate([fresh, fresh], winners=winners)
        assert a.mu == pytest.approx(fresh.mu) and b.mu == pytest.approx(fresh.mu)


def test_beating_a_stronger_player_gains_more() -> None:
    weak, strong = Rating(20.0, 4.0), Rating(30.0, 4.0)
    upset = rate([weak, strong], winners=[0])[0].mu - weak.mu
    expected = rate([strong, weak], winners=[0])[0].mu - strong.mu
    assert upset > expected > 0


def test_the_leaderboard_figure_is_conservative() -> None:
    assert Rating(25.0, 8.0).ordinal == pytest.approx(1.0)
    with pytest.raises(ValueError):
        rate([initial_rating()], winners=[0])


def test_behind_the_winner_a_higher_score_places_higher() -> None:
    fresh = initial_rating()
    first, second, third, fourth = rate([fresh] * 4, winners=[0], scores=[90, 70, 80, 60])
    assert first.mu > third.mu > second.mu > fourth.mu


def test_without_scores_everyone_behind_the_winners_shares_second_place() -> None:
    fresh = initial_rating()
    _, second, third = rate([fresh] * 3, winners=[0])
    assert second.mu == pytest.approx(third.mu)


def test_equal_scores_behind_the_winner_share_a_place() -> None:
    fresh = initial_rating()
    _, second, third = rate([fresh] * 3, winners=[0], scores=[50, 40, 40])
    assert second.mu == pytest.approx(third.mu)


def test_a_new_player_is_shown_1500_and_a_first_loss_keeps_a_positive_rating() -> None:
    fresh = initial_rating()
    assert shown_rating(fresh.ordinal) == 1500
    winner, loser = rate([fresh, fresh], winners=[0])
    assert 0 < shown_rating(loser.ordinal) < 1500 < shown_rating(winner.ordinal)
    assert shown_change(None, loser.ordinal) == shown_rating(loser.ordinal) - 1500


def test_no_rating_a_player_can_reach_is_shown_negative() -> None:
    worst = initial_rating()
    for _ in range(200):
        worst = rate([worst, Rating(45.0, 1.0)], winners=[1])[0]
    assert shown_rating(worst.ordinal) > 0
