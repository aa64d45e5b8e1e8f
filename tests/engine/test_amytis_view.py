"""The public view: what players see, and games sampled to agree with it."""

import random

from engine.amytis import DecisionKind, Game, Move, sample_game


def test_the_view_hides_the_tiles_under_the_tops_and_the_deck_order():
    game = Game.new(3)
    view = game.public_view(0)
    assert view.stack_heights == (5,) * 9
    assert len(view.unseen_tiles) == 48 - 9
    assert view.unseen_cards == tuple(sorted(game.setup.deck))
    assert [t.id for t in view.unseen_tiles] == sorted(t.id for t in view.unseen_tiles)


def test_a_sampled_game_shows_the_same_table():
    game = Game.new(5)
    for move in [Move(0, 0), Move(3, 0), Move(1, 1)]:
        game.play(Move(move.stack, move.cell, "deck" if game.board.top(move.stack)
                       .building.value == "palace" else None))
    view = game.public_view(1)
    sampled = sample_game(view, random.Random(1))
    assert sampled.public_view(1).stack_tops == view.stack_tops
    assert sampled.public_view(1).cities == view.cities
    assert sampled.result() == game.result()


def test_a_game_sampled_while_a_favor_is_pending_can_take_it():
    game = Game.new(1)
    for move in [Move(0, 0), Move(3, 0), Move(1, 1), Move(4, 1)]:
        game.play(move)
    game.play(Move(2, 2, "deck" if game.board.top(2).building.value == "palace" else None))
    view = game.public_view(0)
    assert view.decision.kind is DecisionKind.FAVOR
    sampled = sample_game(view, random.Random(2))
    events = sampled.decide("corners")
    assert events.favor == "corners" and sampled.favor_owners == {"corners": 0}


def test_the_view_names_the_projects_the_last_turn_completed_and_only_that_turn():
    rng = random.Random(2)
    for seed in range(80):
        game = Game.new(seed)
        while not game.is_over:
            events = game.play(rng.choice(game.legal_moves()))
            if events.completed:
                break
        if events.completed:
            break
    assert game.public_view().last_completed == events.completed
    assert set(events.completed) <= set(game.public_view().completed[events.player])
    if not game.is_over:
        following = game.play(rng.choice(game.legal_moves()))
        assert game.public_view().last_completed == following.completed
