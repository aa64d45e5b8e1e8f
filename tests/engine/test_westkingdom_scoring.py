"""Scoring (rules 7): the seven lines, the end-game effects before them, and the
tie-breaks for the win (R13)."""

import pytest
from westkingdom_positions import give, put, table

from engine.westkingdom.moves import PlayerScore, winners

CL, WD, ST, AU, MB, AG = range(6)


def finish(game):
    """End the game with the seat to move placing at the Quarry in its last turn."""
    game.final_turns = 1
    game.decide("quarry")
    assert game.is_over
    return game


def test_the_seven_lines_of_a_hand_built_position():
    game = give(table(), 0, "3Au 2Mb 25Ag", virtue=12, debts=2, cathedral=3,
                buildings=("B11", "B13"))
    put(game, 0, "prison", 5)
    assert game.score(0).lines == {
        "buildings": 3 + 3 + 2,  # the Aqueduct: +1 per building, itself included
        "cathedral": 7, "virtue": 3, "debts": -4, "gold_marble": 5, "silver": 2,
        "prison": -2,
    }
    assert game.score(0).total == 19


@pytest.mark.parametrize(("virtue", "points"), [
    (0, -9), (1, -8), (2, -7), (3, -5), (4, -3), (5, -1), (6, 0), (7, 0), (8, 0), (9, 0),
    (10, 1), (11, 2), (12, 3), (13, 5), (14, 7)])
def test_virtue_scores_by_the_track(virtue, points):
    assert give(table(), 0, virtue=virtue).score(0).virtue == points


@pytest.mark.parametrize(("row", "points"), [(0, 0), (1, 2), (2, 4), (3, 7), (4, 12), (5, 20)])
def test_the_cathedral_scores_the_row_reached(row, points):
    assert give(table(), 0, cathedral=row).score(0).cathedral == points


def test_silver_scores_per_full_ten_and_the_prison_per_full_pair():
    game = put(give(table(), 0, "19Ag"), 0, "prison", 3)
    assert (game.score(0).silver, game.score(0).prison) == (1, -1)


def test_captives_on_a_board_do_not_count_as_the_owners_prisoners():
    game = put(table(), 0, "board", 4, holder=1)
    assert game.score(0).prison == 0


def test_an_unfinished_game_is_scored_without_end_game_effects_and_has_no_winners():
    game = give(table(), 0, buildings=("B24",))  # Dungeon: -2 V at the end
    result = game.result()
    assert not result.finished and result.winners == ()
    assert result.players[0].virtue == 0 and game.players[0].virtue == 7
    finish(game)
    assert game.players[0].virtue == 5 and game.result().players[0].virtue == -1


def score(total: int, virtue: int, silver: int) -> PlayerScore:
    return PlayerScore(total, 0, 0, 0, 0, 0, 0, virtue, silver)


def test_the_highest_total_wins():
    assert winners((score(30, 7, 0), score(31, 0, 0))) == (1,)


def test_a_tie_on_total_goes_to_the_higher_virtue():
    assert winners((score(30, 8, 0), score(30, 9, 0), score(12, 14, 40))) == (1,)


def test_a_tie_on_total_and_virtue_goes_to_the_most_silver():
    assert winners((score(30, 8, 5), score(30, 8, 6))) == (1,)


def test_a_tie_on_total_virtue_and_silver_is_shared():
    assert winners((score(30, 8, 6), score(29, 14, 9), score(30, 8, 6))) == (0, 2)


def test_a_finished_game_names_its_winner_with_the_tie_breaks():
    game = give(give(table(), 0, "3Au 5Ag", virtue=8), 1, "3Au 7Ag", virtue=8)
    finish(game)  # seat 0 places at the Quarry: +1 St, which scores nothing
    result = game.result()
    assert [p.total for p in result.players] == [3, 3]
    assert result.winners == (1,)
