"""The line that tells a turn, read back from real games."""

from cogs.amytis.narration import last_turn_events, turn_line
from engine.amytis import UPPER_FAVORS, Events, Game, Move
from i18n import Translator


def line_of_three(game: Game) -> Events:
    """The first player lines up three Architects on their third turn."""
    for move in [Move(0, 0), Move(3, 0), Move(1, 1), Move(4, 1)]:
        game.play(move)
    palace = "deck" if game.board.top(2).building.value == "palace" else None
    return game.play(Move(2, 2, palace))


def line_of_three_with_favor() -> Game:
    game = Game.new(1)
    line_of_three(game)
    game.decide("corners")
    return game


def test_a_favor_lost_for_want_of_a_pawn_says_so_not_that_no_space_was_left():
    game = Game.new(1)
    game.pawns[0] = 0
    events = line_of_three(game)
    assert turn_line(Translator("en"), "Alice", events).endswith(
        " · King's Favor lost (no pawn left)")
    assert turn_line(Translator("ru"), "Алиса", events).endswith(
        " · благосклонность царя пропала: фишек не осталось")
    assert turn_line(Translator("fr"), "Alice", events).endswith(
        " · Faveur du Roi perdue (plus aucun pion)")


def test_a_favor_lost_because_every_space_is_taken_says_no_space_is_left():
    game = Game.new(1)
    game.favor_owners.update({s: 1 for s in UPPER_FAVORS})
    game.bottom_row[:] = [2, 4]
    events = line_of_three(game)
    assert turn_line(Translator("en"), "Alice", events).endswith(
        " · King's Favor lost (no free space left)")


def test_a_turn_with_a_favor_is_told_whole_from_the_record():
    game = line_of_three_with_favor()
    events = last_turn_events(game)
    assert (events.stack, events.cell, events.favor) == (2, 2, "corners")
    line = turn_line(Translator("en"), "Alice", events)
    tile = events.tile
    assert line.startswith(f"Alice: {tile.colour.value} {tile.building.value.capitalize()}"
                           f" → cell 3, +{events.points} point")
    assert line.endswith("King's Favor: Corners III+")


def test_the_line_speaks_the_readers_language_with_its_plurals():
    events = last_turn_events(line_of_three_with_favor())
    line = turn_line(Translator("ru"), "Алиса", events)
    assert "→ ячейка 3" in line and "благосклонность царя: Углы III+" in line


def test_a_game_without_moves_has_nothing_to_tell():
    assert last_turn_events(Game.new(2)) is None
