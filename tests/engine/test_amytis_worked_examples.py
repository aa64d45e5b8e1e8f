"""The worked examples of the rules reference, played through a real game."""

from amytis_positions import game_with, points

from engine.amytis import City, Move


def test_residence_side_a_with_wall_theater_and_market_scores_four():
    city = {0: ["pink-wall"], 1: ["blue-theater"], 2: ["green-market"]}
    assert points("A", city, 4, "orange-residence") == 4


def test_two_orange_over_two_blue_complete_card_8_worth_ten():
    # Seat 0 holds card 8 and builds orange-orange over blue-blue in four turns.
    game = game_with({0: ["orange-wall"], 1: ["orange-garden"], 3: ["blue-wall"],
                      4: ["blue-garden"]}, hands=((8, 1), (2, 3, 4)))
    game.play(Move(0, 0))
    game.play(Move(6, 6))
    game.play(Move(1, 1))
    game.play(Move(7, 7))
    game.play(Move(3, 3))
    game.play(Move(5, 5))
    assert game.result().players[0].completed == ()
    events = game.play(Move(4, 4))
    assert events.completed == (8,)
    assert game.score(0).projects == 10
    assert game.score(0).completed == (8,)


def test_favor_iv_scores_six_per_stack_of_exactly_four_tiles():
    game = game_with()
    game.cities[0] = City.build({
        0: ["pink-wall"] * 2 + ["blue-wall"] * 2,
        4: ["green-wall", "green-wall", "orange-wall", "orange-wall"],
        8: ["pink-garden"] * 2 + ["blue-garden"] * 2 + ["green-garden"],
        2: ["blue-market"] * 2 + ["green-market"],
    })
    game.favor_owners["stacks-4"] = 0
    assert game.score(0).favors == 12
    assert game.score(1).favors == 0
