"""Invariants over thousands of random games in every mode."""

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.akropolis import (
    ARCHITECT_LEVELS,
    City,
    District,
    Game,
    Setup,
    from_record,
    sample_game,
    to_record,
)
from engine.akropolis.hexes import DIRECTIONS

MODES = [(1, False), (2, False), (3, False), (4, False), (1, True), (2, True), (3, True)]

modes = st.sampled_from(MODES)
variant_sets = st.sets(st.sampled_from(list(District))).map(lambda s: sorted(s))
levels = st.sampled_from(ARCHITECT_LEVELS)


def new_game(seed: int, mode: tuple[int, bool], variants, level) -> Game:
    seats, long = mode
    return Game.new(seed, seats, long, variants, level if seats == 1 else None)


def legal_by_the_rules(visible: dict[tuple[int, int], tuple], anchor: tuple[int, int],
                       rot: int) -> bool:
    """Rule 5.2, written again from the visible hexes (a city's ``visible()``),
    independently of the engine."""
    q, r = anchor
    cells = [(q, r), (q + DIRECTIONS[rot][0], r + DIRECTIONS[rot][1]),
             (q + DIRECTIONS[(rot + 1) % 6][0], r + DIRECTIONS[(rot + 1) % 6][1])]
    heights = {visible[c][1] if c in visible else 0 for c in cells}
    if len(heights) != 1:
        return False
    if heights == {0}:
        return any((cq + dq, cr + dr) in visible for cq, cr in cells for dq, dr in DIRECTIONS)
    return len({visible[c][2] for c in cells}) >= 2


def check_placements(city: City, offered) -> None:
    """Every offered placement is legal, and every legal placement is offered."""
    visible = city.visible()  # built once, not again for each placement tried
    near = set(visible)
    for _ in range(2):  # hex A may lie two steps from the city
        near |= {(q + dq, r + dr) for q, r in near for dq, dr in DIRECTIONS}
    legal = {(a, k) for a in near for k in range(6) if legal_by_the_rules(visible, a, k)}
    assert {(p.anchor, p.rot) for p in offered} == legal
    assert len(offered) == len(set(offered))
    levels_offered = [city.level(*p.anchor) for p in offered]
    assert levels_offered == sorted(levels_offered, reverse=True)  # upper levels first


def check_city_state(city: City) -> None:
    """The incremental footprints and lakes agree with a city rebuilt from scratch."""
    rebuilt = City.from_columns({cell: list(hexes) for cell, hexes in city.stacks().items()})
    assert (rebuilt.ground, rebuilt.upper, rebuilt.lakes) == (city.ground, city.upper, city.lakes)


def check_tiles(game: Game) -> None:
    tiles = list(game.site) + list(game.setup.tiles[game.dealt:])
    for city in game.cities:
        tiles += [p[0] for p in city.placed] if isinstance(city, City) else city.tiles
    assert Counter(tiles) == Counter(game.setup.tiles)


@settings(max_examples=400, deadline=None)
@given(seed=st.integers(0, 2**32), mode=modes, variants=variant_sets, level=levels,
       choices=st.randoms(use_true_random=True))
def test_random_games_end_on_time_and_conserve_tiles_and_stones(seed, mode, variants, level,
                                                                 choices):
    game = new_game(seed, mode, variants, level)
    stones = sum(game.stones)
    while game.decision is not None:
        game.decide(choices.choice(game.decision.options))
        before = game.result().players[game.current_player].total
        events = game.decide(choices.choice(game.decision.options))
        mover_total = game.score(events.player).total
        assert events.total_change == mover_total - before
        stones += events.stones_gained - (0 if game.solo else events.cost)
        if events.architect is not None:
            stones -= events.architect.cost
        assert sum(game.stones) == stones and min(game.stones) >= 0
        check_tiles(game)
    setup: Setup = game.setup
    assert len(game.moves) == setup.turns_per_seat * setup.seats
    assert game.turn == len(setup.tiles) - 1 and len(game.site) == 1
    assert game.round == setup.rounds - 1 and game.result().winners


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), mode=modes, choices=st.randoms(use_true_random=True))
def test_the_offered_placements_are_exactly_the_legal_ones(seed, mode, choices):
    game = new_game(seed, mode, (), "metagenes")
    while game.decision is not None:
        game.decide(choices.choice(game.decision.options))
        city = game.cities[game.current_player]
        if game.turn % 6 == 0:
            check_placements(city, game.decision.options)
            check_city_state(city)
        game.decide(choices.choice(game.decision.options))


@settings(max_examples=400, deadline=None)
@given(seed=st.integers(0, 2**32), mode=modes, variants=variant_sets, level=levels,
       choices=st.randoms(use_true_random=True), stop=st.integers(0, 40))
def test_random_games_round_trip_through_the_record(seed, mode, variants, level, choices, stop):
    game = new_game(seed, mode, variants, level)
    while game.decision is not None and len(game.moves) < stop:
        move = choices.choice(game.legal_takes()), choices.choice(game.legal_placements())
        game.decide(move[0])
        game.decide(move[1])
    rebuilt = from_record(to_record(game))
    assert rebuilt.result() == game.result()
    assert rebuilt.public_view() == game.public_view()
    assert to_record(rebuilt) == to_record(game)


@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 2**32), mode=modes, choices=st.randoms(use_true_random=True),
       stop=st.integers(0, 30), shuffle=st.randoms(use_true_random=True))
def test_the_public_view_is_the_same_whatever_the_hidden_stack_order(seed, mode, choices, stop,
                                                                      shuffle):
    game = new_game(seed, mode, (), "callicrates")
    while game.decision is not None and len(game.moves) < stop:
        game.decide(choices.choice(game.decision.options))
        game.decide(choices.choice(game.decision.options))
    hidden = list(game.setup.tiles[game.dealt:])
    shuffle.shuffle(hidden)
    other = Game(Setup(game.setup.seats, game.setup.tiles[:game.dealt] + tuple(hidden),
                       game.setup.long, game.setup.variants, game.setup.architect))
    for move in game.moves:
        other.play(move)
    assert other.public_view(0) == game.public_view(0)
    sampled = sample_game(game.public_view(0), random.Random(seed))
    assert sampled.public_view(0) == game.public_view(0)
    assert from_record(to_record(sampled)).public_view(0) == game.public_view(0)
    while sampled.decision is not None:  # a sample plays on to the end
        sampled.push(_any_move(sampled, choices))
    assert sampled.result().finished


def _any_move(game: Game, rng: random.Random):
    from engine.akropolis import Move

    placement = rng.choice(game.legal_placements())
    return Move(rng.choice(game.legal_takes()), placement.anchor, placement.rot)
