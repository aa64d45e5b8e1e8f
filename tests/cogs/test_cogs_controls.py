"""The stack grid's buttons: each top tile's colour as an emoji of that colour."""

from types import SimpleNamespace

import discord

from cogs.amytis.controls import turn_view
from engine.amytis import Colour, Game
from i18n import Translator
from service import TurnState

COLOUR_OF = {"🟩": Colour.GREEN, "🟦": Colour.BLUE, "🟧": Colour.ORANGE, "🩷": Colour.PINK}


def test_each_stack_button_shows_its_top_tiles_colour_and_pink_is_pink():
    seen = set()
    for seed in range(4):
        game = Game.new(seed)
        state = TurnState(row=SimpleNamespace(id=7, turn=0, version=1), game=game)
        buttons = [item for item in turn_view(state, Translator("en")).children
                   if isinstance(item, discord.ui.DynamicItem)]
        for stack, item in enumerate(buttons):
            colour = game.board.top(stack).colour
            assert COLOUR_OF[str(item.item.emoji)] is colour
            seen.add(colour)
    assert seen == set(Colour)
