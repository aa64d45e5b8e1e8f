"""The draft's picks are made at once: every seat yet to pick may pick, in any order."""

from __future__ import annotations

import pytest

from engine.westkingdom import Game, Prompt, facing, open_decisions


def _at_draft(seats: int = 3, seed: int = 5) -> Game:
    game = Game.new(seed, seats)
    while game.decision.prompt is not Prompt.DRAFT:
        game.decide(game.decision.options[0])
    return game


def test_every_seat_owes_a_pick_in_a_draft_round():
    game = _at_draft(3)
    decisions = open_decisions(game)
    assert sorted(decisions) == [0, 1, 2]
    assert all(d.prompt is Prompt.DRAFT and len(d.options) == 4 for d in decisions.values())


def test_a_seat_picks_from_its_own_packet():
    game = _at_draft(3)
    for seat, decision in open_decisions(game).items():
        assert set(decision.options) == set(game.packets[seat])


def test_seats_that_picked_owe_nothing_more_this_round():
    game = _at_draft(3)
    first = game.decision.player
    game.decide(game.decision.options[0])
    assert first not in open_decisions(game)
    assert len(open_decisions(game)) == 2


def test_outside_the_draft_only_the_pending_decision_is_open():
    game = Game.new(5, 3)
    assert open_decisions(game) == {game.decision.player: game.decision}


def test_facing_a_seat_makes_its_pick_the_pending_decision():
    game = _at_draft(3)
    turned = facing(game, 2)
    assert turned.decision == open_decisions(game)[2]
    assert turned.public_view(2).decision.options == turned.decision.options
    assert game.decision.player != 2  # the game itself is untouched


def test_picks_collected_in_any_order_give_the_written_order_s_game():
    game = _at_draft(3)
    picks = {seat: d.options[-1] for seat, d in open_decisions(game).items()}
    in_order = game.copy()
    for _ in range(3):
        in_order.decide(picks[in_order.decision.player])
    out_of_order = game.copy()
    facing(out_of_order, 2).decide(picks[2])  # a look ahead changes nothing
    for _ in range(3):
        out_of_order.decide(picks[out_of_order.decision.player])
    assert in_order.decisions == out_of_order.decisions
    assert [p.hand for p in in_order.players] == [p.hand for p in out_of_order.players]


def test_facing_a_seat_with_nothing_to_decide_is_refused():
    game = Game.new(5, 3)
    other = (game.decision.player + 1) % 3
    with pytest.raises(ValueError, match="no decision"):
        facing(game, other)
