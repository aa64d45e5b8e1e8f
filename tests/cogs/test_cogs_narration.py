"""The line that tells a turn, read back from real games."""

from cogs.amytis.narration import last_turn_events, turn_line
from engine.amytis import Game, Move
from i18n import Translator


def line_of_three_with_favor() -> Game:
    game = Game.new(1)
    for move in [Move(0, 0), Move(3, 0), Move(1, 1), Move(4, 1)]:
        game.play(move)
    palace = "deck" if game.board.top(2).building.value == "palace" else None
    game.play(Move(2, 2, palace))
    game.decide("corners")
    return game


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
    assert "→ клетка 3" in line and "милость короля: Углы III+" in line


def test_a_game_without_moves_has_nothing_to_tell():
    assert last_turn_events(Game.new(2)) is None
