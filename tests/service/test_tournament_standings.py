"""Points by place, the stated tie-breaks, byes and forfeits in the standings."""

from __future__ import annotations

import pytest

from service.tournaments import (
    Entrant,
    Game,
    PairingError,
    Round,
    forfeit,
    place_points,
    swiss_standings,
    table_standings,
)


def test_a_two_player_game_gives_one_point_for_a_win_and_a_half_each_for_a_draw() -> None:
    assert place_points(Game((1, 2), (2, 1), (3, 9))) == (0.0, 1.0)
    assert place_points(Game((1, 2), (1, 1), (5, 5))) == (0.5, 0.5)


def test_places_at_a_table_give_seats_minus_one_down_to_zero() -> None:
    assert place_points(Game((1, 2, 3, 4), (3, 1, 4, 2), (0,) * 4)) == (1.0, 3.0, 0.0, 2.0)


@pytest.mark.parametrize("places", [(1, 1, 3, 4), (1, 1, 2, 3)])
def test_tied_players_share_the_points_of_the_places_they_cover(places) -> None:
    assert place_points(Game((1, 2, 3, 4), places, (0,) * 4)) == (2.5, 2.5, 1.0, 0.0)


def test_a_game_needs_a_place_and_a_score_per_player() -> None:
    with pytest.raises(PairingError):
        Game((1, 2, 3), (1, 2), (0, 0, 0))


def test_a_forfeit_puts_the_removed_player_last_and_keeps_the_others_order() -> None:
    game = Game((1, 2, 3, 4), (1, 2, 3, 4), (50, 40, 30, 20))
    assert forfeit(game, {1}) == Game((1, 2, 3, 4), (4, 1, 2, 3), (50, 40, 30, 20))


def test_a_forfeit_of_two_removed_players_shares_the_last_place() -> None:
    game = Game((1, 2, 3), (1, 2, 3), (9, 8, 7))
    assert forfeit(game, {1, 2}).places == (2, 2, 1)


def _win(winner: int, loser: int, scores: tuple[int, int] = (0, 0)) -> Game:
    return Game((winner, loser), (1, 2), scores)


def _rows(entrants, rounds):
    return {row.player: row for row in swiss_standings(entrants, rounds)}


def test_a_swiss_bye_is_worth_a_win_and_adds_no_buchholz() -> None:
    rows = _rows([Entrant(1), Entrant(2), Entrant(3)], [Round((_win(1, 2),), (3,))])
    assert rows[3].points == 1.0 and rows[3].tiebreaks[0] == 0.0 and rows[3].byes == 1
    assert rows[3].games == 0


def test_buchholz_is_the_sum_of_the_opponents_points() -> None:
    entrants = [Entrant(p) for p in (1, 2, 3, 4)]
    rounds = [Round((_win(1, 2), _win(3, 4))), Round((_win(1, 3), _win(2, 4)))]
    rows = _rows(entrants, rounds)
    assert rows[1].tiebreaks[0] == rows[2].points + rows[3].points == 2.0
    assert rows[4].tiebreaks[0] == rows[3].points + rows[2].points


def test_equal_buchholz_is_broken_by_the_opponents_game_scores() -> None:
    # 1 and 3 both beat a player with no other game; 1's opponent scored more
    entrants = [Entrant(p) for p in (1, 2, 3, 4)]
    rows = _rows(entrants, [Round((_win(1, 2, (10, 9)), _win(3, 4, (10, 4))))])
    assert rows[1].tiebreaks == (0.0, 9.0) and rows[3].tiebreaks == (0.0, 4.0)
    assert rows[1].rank == 1 and rows[3].rank == 2


def test_players_equal_on_points_and_tie_breaks_share_a_rank() -> None:
    entrants = [Entrant(1, rating=900), Entrant(2, rating=1200)]
    rows = swiss_standings(entrants, [Round((Game((1, 2), (1, 1), (5, 5)),))])
    assert [(row.rank, row.player) for row in rows] == [(1, 2), (1, 1)]


def test_a_removed_player_is_listed_after_everyone_still_in() -> None:
    entrants = [Entrant(1, removed=True), Entrant(2), Entrant(3), Entrant(4)]
    rows = swiss_standings(entrants, [Round((_win(1, 2), _win(3, 4)))])
    assert rows[-1].player == 1 and rows[-1].rank == 4


def test_table_standings_break_equal_points_by_total_game_score() -> None:
    entrants = [Entrant(p) for p in range(1, 7)]
    rounds = [Round((Game((1, 2, 3), (1, 2, 3), (40, 30, 20)),
                     Game((4, 5, 6), (1, 2, 3), (55, 10, 5))))]
    rows = table_standings(entrants, rounds, 3)
    assert [row.player for row in rows[:2]] == [4, 1]
    assert rows[0].points == rows[1].points == 2.0 and rows[0].tiebreaks == (55.0,)


def test_a_table_round_bye_is_worth_the_middle_place() -> None:
    rows = table_standings([Entrant(p) for p in range(1, 6)],
                           [Round((Game((1, 2, 3, 4), (1, 2, 3, 4), (0,) * 4),), (5,))], 4)
    assert {row.player: row.points for row in rows}[5] == 1.5


def test_a_player_missing_from_the_entrants_is_refused_not_dropped() -> None:
    with pytest.raises(PairingError):
        swiss_standings([Entrant(1)], [Round((_win(1, 2),))])
