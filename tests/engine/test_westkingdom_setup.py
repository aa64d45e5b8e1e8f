"""Setup (rules 3): the deal, starting silver and characters, the starting hires and
the draft, with the record's worked example 1."""

import pytest

from engine.westkingdom import APPRENTICES, BUILDINGS, Game, IllegalMove, Move, Prompt, Setup
from engine.westkingdom.board import TAX_START, WORKERS

EXAMPLE_DISPLAY = ("A12", "A31", "A07", "A22", "A39", "A02", "A17", "A28")
EXAMPLE_PACKETS = (("B12", "B03", "B27", "B40"), ("B09", "B21", "B33", "B05"))


def example_setup() -> Setup:
    """The setup of the record's worked example 1 (2 seats, side A, seat 1 first)."""
    rest = [a for a in sorted(APPRENTICES) if a not in (*EXAMPLE_DISPLAY, "A05", "A33")]
    dealt = sum(EXAMPLE_PACKETS, ())
    return Setup(
        seats=2, side="A", first=1, characters=None, display=EXAMPLE_DISPLAY,
        apprentice_deck=("A05", "A33", *rest), packets=EXAMPLE_PACKETS,
        building_deck=tuple(b for b in sorted(BUILDINGS) if b not in dealt),
        black_market=tuple(f"BM{i:02}" for i in range(1, 11)),
        rewards=("R05", "R02", "R11", "R08", "R01"),
    )


def play(game: Game, *moves: tuple[int, str, object]) -> None:
    for seat, prompt, value in moves:
        game.play(Move(seat, Prompt(prompt), value))


def test_side_a_gives_three_four_five_silver_in_turn_order_and_virtue_seven():
    game = Game(example_setup())
    assert [p.res[5] for p in game.players] == [4, 3]
    assert [p.virtue for p in game.players] == [7, 7]
    five = Game.new(3, 5)
    first = five.setup.first
    assert [five.players[(first + k) % 5].res[5] for k in range(5)] == [3, 4, 5, 6, 7]


def test_every_player_starts_with_twenty_workers_in_supply_and_the_tax_stand_at_four():
    game = Game.new(1, 4)
    assert game.supply == [WORKERS] * 4 and game.tax == TAX_START == 4


def test_starting_hires_go_in_reverse_turn_order_without_refill_until_all_have_hired():
    game = Game(example_setup())
    assert game.decision.player == 0 and game.decision.options == EXAMPLE_DISPLAY
    play(game, (0, "hire", "A17"))
    assert game.decision.player == 1
    assert game.decision.options == ("A12", "A31", "A07", "A22", "A39", "A02", "A28")
    play(game, (1, "hire", "A12"))
    assert game.display == ["A05", "A31", "A07", "A22", "A39", "A02", "A33", "A28"]
    assert game.players[0].apprentices == ["A17"] and game.players[1].apprentices == ["A12"]


def test_a_starting_hire_applies_its_hire_virtue():
    game = Game(example_setup())
    play(game, (0, "hire", "A28"), (1, "hire", "A31"))  # Squire +1, Swindler -1
    assert [p.virtue for p in game.players] == [8, 6]


def test_the_draft_passes_packets_clockwise_and_the_last_cards_go_to_the_bottom_by_id():
    game = Game(example_setup())
    play(game, (0, "hire", "A17"), (1, "hire", "A12"))
    assert game.decision == game.decision.__class__(0, Prompt.DRAFT,
                                                    ("B03", "B12", "B27", "B40"))
    play(game, (0, "draft", "B27"), (1, "draft", "B33"))
    assert game.decision.options == ("B05", "B09", "B21")
    play(game, (0, "draft", "B21"), (1, "draft", "B40"))
    assert game.decision.options == ("B03", "B12")
    play(game, (0, "draft", "B12"), (1, "draft", "B05"))
    assert game.players[0].hand == ["B27", "B21", "B12"]
    assert game.players[1].hand == ["B33", "B40", "B05"]
    assert game.building_deck[-2:] == ["B03", "B09"]
    assert game.decision.player == 1 and game.decision.prompt is Prompt.PLACE


def test_worked_example_1_first_round():
    game = Game(example_setup())
    play(game, (0, "hire", "A17"), (1, "hire", "A12"),
         (0, "draft", "B27"), (1, "draft", "B33"), (0, "draft", "B21"), (1, "draft", "B40"),
         (0, "draft", "B12"), (1, "draft", "B05"),
         (1, "place", "mines:clay"))
    assert game.players[1].res[0] == 2
    play(game, (0, "place", "workshop:hire"))
    assert (game.players[0].res[5], game.tax) == (0, 6)
    assert game.decision.options == ("A05", "A31")
    third = game.apprentice_deck[0]
    play(game, (0, "hire", "A31"))
    assert game.display == ["A05", "A22", "A07", "A02", "A39", "A28", "A33", third]
    assert game.players[0].virtue == 6
    play(game, (1, "place", "storehouse"))
    assert game.decision.options == ("V:Cl+Cl", "stop")
    play(game, (1, "trade", "V:Cl+Cl"))
    assert game.players[1].virtue == 8 and game.players[1].res[0] == 0
    assert game.decision.player == 0 and game.decision.prompt is Prompt.PLACE


def test_a_new_game_is_the_same_for_the_same_seed():
    assert Setup.new(11, 3) == Setup.new(11, 3)
    assert Setup.new(11, 3) != Setup.new(12, 3)


@pytest.mark.parametrize("seats", [1, 6])
def test_a_game_has_two_to_five_seats(seats):
    with pytest.raises(IllegalMove, match="2 to 5 seats"):
        Game.new(0, seats)


def test_the_deal_uses_every_card_once_and_two_per_seat_plus_one_rewards():
    setup = Setup.new(5, 4)
    assert sorted(setup.display + setup.apprentice_deck) == sorted(APPRENTICES)
    assert sorted(sum(setup.packets, ()) + setup.building_deck) == sorted(BUILDINGS)
    assert len(setup.rewards) == 9 and len(set(setup.rewards)) == 9


def test_a_setup_with_a_card_twice_is_refused():
    setup = example_setup()
    with pytest.raises(ValueError, match="A05 appears twice"):
        Setup(**{**setup.__dict__, "apprentice_deck": ("A05", *setup.apprentice_deck)})
