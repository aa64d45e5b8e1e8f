"""The lines that tell an Akropolis turn: the tile by the number the image prints
(its cost) and by its districts, in the reader's language."""

from types import SimpleNamespace

from cogs.akropolis.controls import tile_text
from cogs.akropolis.narration import final_lines, turn_lines
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


def test_a_turn_that_gains_no_stone_does_not_say_plus_nothing():
    game = Game.new(3)
    game.decide(0)
    events = game.decide(next(p for p in game.legal_placements()
                              if game.preview(p).stones_gained == 0))
    [line] = turn_lines(Translator("en"), ["Alice", "Bob"], events)
    assert "stone" not in line.split("→")[1]
    assert f"→ level {events.level}, score " in line


def test_the_final_lines_give_each_total_best_first_and_the_winner():
    game = Game.new(5)
    while not game.is_over:
        game.decide(game.legal_takes()[0])
        game.decide(game.legal_placements()[0])
    totals = [p.total for p in game.result().players]
    winner = max(range(2), key=lambda s: (totals[s], game.result().players[s].stones))
    row = SimpleNamespace(status="finished", seats=[], winners=list(game.result().winners))
    names = ["Alice", "Bob"]
    lines = final_lines(Translator("en"), row, game, names)
    order = sorted(range(2), key=lambda s: -totals[s])
    assert lines[0] == ("Final score: " + " · ".join(f"{names[s]} {totals[s]}" for s in order)
                        + ".")
    assert names[winner] in lines[1]
    fr = final_lines(Translator("fr"), row, game, names)[0]
    assert fr.startswith("Score final\u00a0: ")
