"""The images the Discord table posts are drawn from a seat's ``public_view`` (or a
spectator's): a seat's view draws the same board, tableaus and score pad as a
spectator's, byte for byte, and what another seat holds never changes a byte of
anything that seat is shown, its private hand included."""

from __future__ import annotations

import pytest
from westkingdom_pictures import hidden_shuffled, played

from render.westkingdom import (
    render_board,
    render_game,
    render_hand,
    render_scorepad,
    render_tableau,
)
from render.westkingdom.changes import previous_view


@pytest.mark.parametrize(("seats", "turns"), [(2, 40), (5, 70), (3, 10**6)])
def test_a_seats_view_draws_the_spectators_public_images(seats, turns):
    game = played(seats + 30, seats, turns)
    spectator = game.public_view()
    before, _ = previous_view(game)
    for seat in range(seats):
        view = game.public_view(seat)
        assert render_game(view, "fr") == render_game(spectator, "fr")
        assert render_scorepad(view, "ru") == render_scorepad(spectator, "ru")
        if not game.is_over:
            assert (render_board(view, "en", previous=before)
                    == render_board(spectator, "en", previous=before))
        for other in range(seats):
            assert render_tableau(view, other, "en") == render_tableau(spectator, other, "en")


@pytest.mark.parametrize(("seats", "turns"), [(2, 30), (5, 60)])
def test_another_seats_hidden_cards_change_nothing_a_seat_is_shown(seats, turns):
    game = played(seats + 40, seats, turns)
    for seat in range(seats):
        other = hidden_shuffled(game, seat, keep=seat)
        assert [p.hand for p in other.players] != [p.hand for p in game.players]
        mine, theirs = game.public_view(seat), other.public_view(seat)
        assert render_hand(theirs, seat, "ru") == render_hand(mine, seat, "ru")
        assert render_board(theirs, "ru") == render_board(mine, "ru")
        assert render_tableau(theirs, seat, "fr") == render_tableau(mine, seat, "fr")
        assert render_scorepad(theirs, "en") == render_scorepad(mine, "en")
