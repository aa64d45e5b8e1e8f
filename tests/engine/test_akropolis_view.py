"""The public view: the whole table, nothing of the stacks' order."""

import random

from akropolis_games import random_game

from engine.akropolis import ArchitectCity, City, Game, sample_game


def test_the_view_shows_the_table():
    game = random_game(3, 3, 7)
    view = game.public_view(1)
    assert view.viewer == 1 and view.seats == 3 and view.player == game.current_player == 1
    assert view.site == tuple(game.site) and view.stones == tuple(game.stones)
    assert view.round == game.round == 1 and view.chief == 1
    assert view.stacks_left == 10 and view.moves == tuple(game.moves)
    assert view.dealt == game.setup.tiles[:9] and view.cities[0] == game.cities[0]
    assert view.result == game.result()


def test_the_view_lists_the_stacked_tiles_sorted_and_hides_their_order():
    game = random_game(3, 2, 5)
    view = game.public_view(0)
    hidden = game.setup.tiles[game.dealt:]
    assert view.unseen_tiles == tuple(sorted(hidden)) != hidden
    assert view._game.setup.tiles[game.dealt:] == tuple(sorted(hidden))
    assert str(list(hidden)).strip("[]") not in repr(view)


def test_the_views_cities_are_copies():
    game = random_game(4, 2, 2)
    view = game.public_view()
    city = view.cities[0]
    assert isinstance(city, City)
    city.place(1, (10, 10, 10), city.placed[0][1], 0, track=False)
    assert game.cities[0] != city and game.public_view() != view


def test_the_solo_view_shows_the_architects_tiles():
    game = random_game(5, 1, 4, architect="metagenes")
    view = game.public_view(0)
    assert isinstance(view.cities[1], ArchitectCity) and len(view.cities[1].tiles) == 4
    assert view.architect == "metagenes" and view.result.players[1].architect == "metagenes"


def test_samples_agree_with_the_view_but_draw_the_stacks_at_random():
    game = random_game(6, 2, 6)
    view = game.public_view(0)
    samples = [sample_game(view, random.Random(seed)) for seed in range(5)]
    assert all(s.public_view(0) == view for s in samples)
    assert len({s.setup.tiles for s in samples}) == 5
    assert all(sorted(s.setup.tiles) == sorted(game.setup.tiles) for s in samples)


def steps(seed: int, seats: int):
    """Every decision of a seeded game played at random one step at a time (a tile,
    then its placement), the game as it stood at each."""
    rng = random.Random(seed)
    game = Game.new(seed, seats)
    while not game.is_over:
        yield game
        game.decide(rng.choice(game.decision.options))


def test_the_spectator_copy_is_the_same_whatever_the_order_of_the_stacks():
    rng = random.Random(41)
    for seed, seats in ((1, 2), (2, 3), (3, 4)):
        for game in steps(seed, seats):
            view = game.public_view(None)
            first = sample_game(view, rng).public()
            second = sample_game(view, rng).public()
            known = game.public()
            assert first.setup == second.setup == known.setup
            assert first.public_view() == second.public_view() == known.public_view()


def test_the_spectator_copy_shows_the_table_its_moves_and_the_decision_pending():
    for game in steps(5, 2):
        known = game.public()
        assert known.public_view() == game.public_view()
        assert known.moves == game.moves and known.turn == game.turn
        assert known.decision == game.decision and known.selection == game.selection
