"""The public view: what players see, and games sampled to agree with it."""

import random

from engine.amytis import DecisionKind, Game, Move, all_sides, sample_game


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


def everything(game: Game) -> tuple:
    """All a game holds, hidden parts included: what the table shows, every stack in
    full, the deck in order, its setup, its moves and each turn's points."""
    return (game.public_view(), game.board.stacks, game.deck, game.setup, game.moves,
            game.turn_points)


def steps(seed: int):
    """Every decision of a seeded game played at random one step at a time (a stack,
    a cell, a Palace choice, a King's Favor), the game as it stood at each."""
    rng = random.Random(seed)
    game = Game.new(seed, all_sides("B" if seed % 2 else "A"))
    while not game.is_over:
        yield game
        game.decide(rng.choice(game.decision.options))


def redealt(game: Game, rng: random.Random) -> Game:
    """Another game the table could be looking at: the tiles beneath the tops and the
    deck dealt again at random, the moves played."""
    other = sample_game(game.public_view(None), rng)
    other.moves, other.turn_points = list(game.moves), list(game.turn_points)
    return other


def test_the_spectator_copy_is_the_same_whatever_lies_beneath_the_tops_and_in_the_deck():
    rng = random.Random(41)
    for seed in range(3):
        for game in steps(seed):
            first, second = redealt(game, rng).public(), redealt(game, rng).public()
            assert everything(first) == everything(second) == everything(game.public())


def test_the_spectator_copy_shows_the_table_its_moves_and_the_decision_pending():
    for game in steps(4):
        known = game.public()
        assert known.public_view() == game.public_view()
        assert known.moves == game.moves and known.turn == game.turn
        assert known.decision == game.decision and known.selection == game.selection
