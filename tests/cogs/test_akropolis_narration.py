"""The lines that tell an Akropolis turn: the tile by the number the image prints
(its cost) and by its districts, in the reader's language."""

from cogs.akropolis.controls import tile_text
from cogs.akropolis.narration import turn_lines
from engine.akropolis import TILES, Game
from i18n import Translator


def test_a_tile_is_named_by_its_districts_plazas_starred_quarries_left_out():
    en, ru, fr = Translator("en"), Translator("ru"), Translator("fr")
    assert tile_text(en, TILES[24]) == "house + garden + market★"
    assert tile_text(en, TILES[29]) == "houses"
    assert tile_text(ru, TILES[5]) == "парк + жилой квартал★"
    assert tile_text(fr, TILES[46]) == "jardin"
    assert tile_text(en, TILES[1]) == "house★"


def test_a_turn_names_the_tile_by_its_cost_and_its_districts():
    game = Game.new(3)
    tile = TILES[game.site[1]]
    game.decide(1)
    [line] = turn_lines(Translator("en"), ["Alice", "Bob"], game.decide(game.legal_placements()[0]))
    assert line.startswith(f"Alice: tile 1 ({tile_text(Translator('en'), tile)}, 1 stone) → ")
