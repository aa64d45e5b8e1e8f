"""``sample_game``: a game dealt to agree with one seat's public view, its hidden
cards placed where the view says a hidden card is, and nothing of them leaking."""

import random
from collections import Counter

import pytest

from engine.westkingdom import APPRENTICES, BUILDINGS, REWARDS, Game, sample_game


def _positions(seed: int, seats: int, side: str, steps: int):
    """Games along a random line of play, one position per decision."""
    rng = random.Random(seed)
    game = Game.new(seed, seats, side)
    for _ in range(steps):
        if game.is_over:
            return
        yield game
        game.decide(rng.choice(game.decision.options))


def _building_places(game: Game) -> Counter:
    cards = Counter(game.building_deck + game.keep_cards)
    for seat in range(game.seats):
        cards.update(game.players[seat].hand + game.players[seat].buildings + game.packets[seat])
    return cards


@pytest.mark.parametrize(("seats", "side"), [(2, "A"), (3, "B"), (5, "A")])
def test_the_sampled_game_shows_the_viewer_the_same_view(seats, side):
    rng = random.Random(seats)
    for game in _positions(seats, seats, side, 250):
        seat = game.decision.player
        view = game.public_view(seat)
        sampled = sample_game(view, rng)
        assert sampled.public_view(seat) == view
        assert sampled.decision == game.decision


def test_every_hidden_card_is_dealt_where_a_hidden_card_lies():
    rng = random.Random(5)
    for game in _positions(11, 4, "A", 300):
        seat = game.decision.player
        sampled = sample_game(game.public_view(seat), rng)
        assert _building_places(sampled) == Counter(set(BUILDINGS))
        assert sorted(sampled.apprentice_deck) == sorted(game.apprentice_deck)
        assert [len(p.hand) for p in sampled.players] == [len(p.hand) for p in game.players]
        assert [len(p) for p in sampled.packets] == [len(p) for p in game.packets]
        assert len(sampled.building_deck) == len(game.building_deck)
        assert sampled.players[seat].hand == game.players[seat].hand
        assert sampled.packets[seat] == game.packets[seat]
        assert Counter(sampled.bm_left + sampled.bm_right) == \
            Counter(game.bm_left + game.bm_right)
        assert sampled.bm_left[:1] == game.bm_left[:1]
        assert sampled.bm_right[:1] == game.bm_right[:1]
        assert len(sampled.rewards) == len(game.rewards)
        taken = {r for p in game.players for r in p.rewards}
        assert set(sampled.rewards) <= set(REWARDS) - taken
        assert set(sampled.display) - {None} <= set(APPRENTICES)


def test_the_hidden_cards_are_drawn_at_random_and_by_the_seed():
    game = Game.new(3, 3)
    view = game.public_view(game.decision.player)
    hands = {tuple(sample_game(view, random.Random(s)).packets[1]) for s in range(20)}
    assert len(hands) > 10
    first = sample_game(view, random.Random(4))
    again = sample_game(view, random.Random(4))
    assert first.packets == again.packets and first.building_deck == again.building_deck


def test_the_view_carries_nothing_of_the_hidden_cards():
    """Two games that differ only in the other hands and the deck order give the same
    sampled games: the view's own copy is dealt from the public part alone."""
    game = next(g for g in _positions(8, 3, "A", 200) if g.turn > 8)
    seat = game.decision.player
    other = game.copy()
    mover = (seat + 1) % 3
    pool = other.players[mover].hand + other.building_deck
    random.Random(1).shuffle(pool)
    size = len(other.players[mover].hand)
    other.players[mover].hand, other.building_deck = pool[:size], pool[size:]
    other.apprentice_deck.reverse()
    a = sample_game(game.public_view(seat), random.Random(2))
    b = sample_game(other.public_view(seat), random.Random(2))
    assert a.players[mover].hand == b.players[mover].hand
    assert a.building_deck == b.building_deck
    assert a.apprentice_deck == b.apprentice_deck


def test_a_sampled_game_plays_on_to_its_end():
    rng = random.Random(3)
    game = next(g for g in _positions(4, 2, "B", 120) if g.turn > 10)
    sampled = sample_game(game.public_view(game.decision.player), rng)
    while not sampled.is_over:
        sampled.decide(rng.choice(sampled.decision.options))
    assert sampled.result().winners
