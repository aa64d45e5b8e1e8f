"""The ``amytis-view/1`` record: what the players of a game in progress may see."""

import json
import random

import pytest

from engine.amytis import (
    Game,
    RecordError,
    from_view_record,
    random_sides,
    to_record,
    to_view_record,
)


def game_after(turns: int, seed: int) -> Game:
    rng = random.Random(seed)
    game = Game.new(seed, random_sides(rng))
    while game.decision is not None and game.turn < turns:
        game.decide(rng.choice(game.decision.options))
    return game


@pytest.mark.parametrize("seed", range(8))
def test_a_view_shows_each_stack_only_down_to_its_top_and_no_undrawn_card(seed):
    game = game_after(10, seed)
    record, view = to_record(game), to_view_record(game)
    for index, (full, seen) in enumerate(zip(record["stacks"], view["stacks"], strict=True)):
        left = len(game.board.stacks[index])
        shown = len(full) if left == 0 else len(full) - left + 1
        assert seen == full[:shown]  # taken tiles and the top showing, nothing beneath
    drawn = len(record["deck"]) - len(game.deck)
    assert view["deck"] == record["deck"][:drawn]
    undrawn = set(record["deck"][drawn:])
    shown_cards = {*view["display"], *view["deck"], *view["hands"][0], *view["hands"][1]}
    assert undrawn and not undrawn & shown_cards
    assert view["stack_heights"] == [len(s) for s in record["stacks"]]
    assert view["deck_size"] == len(record["deck"])
    assert view["moves"] == record["moves"]


@pytest.mark.parametrize("seed", range(8))
def test_a_view_replays_to_the_same_scores_as_the_whole_record(seed):
    game = game_after(7 + seed * 3, seed)
    replayed = from_view_record(json.loads(json.dumps(to_view_record(game))))
    assert replayed.turn_points == game.turn_points
    assert replayed.result() == game.result()
    assert replayed.decision == game.decision


def test_a_view_whose_moves_take_a_tile_it_does_not_show_is_refused():
    view = to_view_record(game_after(6, 3))
    taken = view["moves"][0]["stack"]
    view["stacks"][taken] = view["stacks"][taken][:1]
    with pytest.raises(RecordError, match=f"stack {taken} must show"):
        from_view_record(view)


def test_a_view_that_hides_a_drawn_card_is_refused():
    game = game_after(30, 5)
    view = to_view_record(game)
    assert view["deck"], "the game drew from the deck"
    view["deck"] = view["deck"][:-1]
    with pytest.raises(RecordError, match="'deck' must list"):
        from_view_record(view)


def test_a_whole_record_is_not_a_view():
    with pytest.raises(RecordError, match="amytis-view/1"):
        from_view_record(to_record(game_after(2, 1)))


@pytest.mark.parametrize(("field", "value", "message"), [
    ("stack_heights", None, "'stack_heights' must be a list of numbers"),
    ("stack_heights", [5] * 8, "'stack_heights' must list 9 heights"),
    ("deck_size", -1, "'deck_size' must be a number of cards"),
    ("deck_size", 40, "'deck_size' counts more cards than the game has"),
])
def test_a_malformed_view_is_refused_with_the_field_it_got_wrong(field, value, message):
    view = to_view_record(game_after(4, 2))
    view[field] = value
    with pytest.raises(RecordError, match=message):
        from_view_record(view)
