"""The controls of a turn: the components that show the decision to make now.

The stack grid mirrors the main board, the cell grid the city (each cell showing
what the placement would score), then the Palace choice, Confirm/Back, and the
King's Favor select. Every component carries the game, the turn and the step it
was made for, so a click from an earlier turn, or a second press on a state already
left behind (a double press of Back), is recognised and refused.
"""

from __future__ import annotations

import discord

from cogs.common.component import view_of
from engine.amytis import PROJECTS, Building, DecisionKind, Game, Tile, favor_value
from i18n import Translator
from service import TurnState

from . import ids
from .component import button, select
from .narration import cell_label

SHAPES = {"green": "●", "blue": "★", "orange": "▲", "pink": "■"}
"""The colour's shape, so that a colour-blind player can read every label."""
COLOUR_EMOJI = {"green": "🟩", "blue": "🟦", "orange": "🟧", "pink": "🩷"}
"""Unicode has no pink square (🟪 is purple, which reads as blue): pink gets the pink
heart, its only pink symbol, and keeps its ■ in the label."""

Step = tuple[int, int, int]
"""Game, turn and step: the state a component is made for (first in its id)."""


def tile_label(t: Translator, tile: Tile) -> str:
    """``▲ Wall``: the colour's shape and the building's name."""
    return f"{SHAPES[tile.colour.value]} {t(f'amytis.building.{tile.building.value}')}"


def turn_view(state: TurnState, t: Translator) -> discord.ui.View | None:
    """The components of the decision pending in ``state`` (``None`` once over), drawn
    from the game as the table knows it (``TurnState.public``): everyone sees them, so
    no label of them can depend on a tile beneath a stack's top or on the deck."""
    state = state.public()
    game, at = state.game, (state.row.id, state.turn, state.step)
    if state.ready is not None:
        return view_of(
            button(ids.make("confirm", *at), label=t("amytis.controls.confirm"),
                   emoji="✅", style=discord.ButtonStyle.success),
            _back(at, t, row=None),
        )
    decision = game.decision
    if decision is None:
        return None
    if decision.kind is DecisionKind.STACK:
        return view_of(*_stack_grid(game, at, t, decision.options))
    if decision.kind is DecisionKind.CELL:
        return view_of(*_cell_grid(game, at, t), _back(at, t, row=3))
    if decision.kind is DecisionKind.PALACE:
        return view_of(*_palace_buttons(game, at, t, decision.options), _back(at, t, row=1))
    return view_of(_favor_select(game, at, t, decision.options))


def _back(at: Step, t: Translator, row: int | None) -> discord.ui.Item:
    return button(ids.make("back", *at), label=t("amytis.controls.back"), emoji="↩️", row=row)


def _stack_grid(game: Game, at: Step, t: Translator, options: tuple) -> list[discord.ui.Item]:
    items = []
    for stack in range(9):
        top = game.board.top(stack)
        height = len(game.board.stacks[stack])
        if top is None:
            label, emoji = t("amytis.controls.empty_stack"), None
        else:
            label = f"{tile_label(t, top)} · {height}"
            emoji = COLOUR_EMOJI[top.colour.value]
        items.append(button(ids.make("stack", *at, stack), label=label, emoji=emoji,
                            row=stack // 3, disabled=stack not in options,
                            style=discord.ButtonStyle.primary))
    return items


def _cell_grid(game: Game, at: Step, t: Translator) -> list[discord.ui.Item]:
    """Each cell: its number, what building there would score, and what it covers
    (so the grid reads like the city on the image)."""
    stack = game.selection[0]
    tile = game.board.top(stack)
    scoring = "score" if (tile.building is Building.PALACE
                          and game.sides[Building.PALACE] == "B") else None
    city = game.cities[game.current_player]
    tops, heights = city.tops(), city.heights()
    items = []
    for cell in range(9):
        points = game.preview(stack, cell, scoring)
        label = f"{cell_label(cell)}: +{points}"
        if tops[cell] is not None:
            label += f" · {tile_label(t, tops[cell])} ({heights[cell]})"
        items.append(button(ids.make("cell", *at, cell), label=label, row=cell // 3,
                            style=discord.ButtonStyle.primary))
    return items


def _palace_buttons(game: Game, at: Step, t: Translator,
                    options: tuple) -> list[discord.ui.Item]:
    stack, cell = game.selection
    items = []
    for option in options:
        if option.startswith("display:"):
            card = game.display[int(option.removeprefix("display:"))]
            label = t("amytis.controls.take_card", card=card,
                      points=t("amytis.points", count=PROJECTS[card].points))
            emoji = "🃏"
        elif option == "deck":
            label, emoji = t("amytis.controls.take_deck", count=len(game.deck)), "🂠"
        else:
            points = game.preview(stack, cell, "score")
            label = t("amytis.controls.palace_score", points=t("amytis.points", count=points))
            emoji = "👑"
        items.append(button(ids.make("palace", *at, text=option), label=label,
                            emoji=emoji, row=0, style=discord.ButtonStyle.primary))
    return items


def _favor_select(game: Game, at: Step, t: Translator, options: tuple) -> discord.ui.Item:
    player = game.current_player
    heights = game.cities[player].heights()
    completed = len(game.completed[player])
    choices = []
    for space in options:
        worth = favor_value(space, heights, completed, game.bottom_row[player])
        choices.append(discord.SelectOption(
            value=space, label=t(f"amytis.favor.{space}"),
            description=t("amytis.controls.favor_worth", rule=t(f"amytis.favor_rule.{space}"),
                          points=t("amytis.points", count=worth))[:100]))
    return select(ids.make("favor", *at), choices,
                  placeholder=t("amytis.controls.favor_placeholder"))


def prompt(state: TurnState, t: Translator, mention: str) -> str:
    """The line above the controls: whose decision it is and what to do, from the
    game as the table knows it (``TurnState.public``). A turn awaiting Confirm is
    told by its move, the tile it placed and its points: what it revealed (the
    stack's new top, a card drawn) stays unseen until it is confirmed."""
    state = state.public()
    game = state.game
    if state.ready is not None:
        move = game.moves[-1]
        tile = game.cities[state.seat_to_act].tops()[move.cell]
        return t("amytis.prompt.confirm", player=mention, tile=t(f"amytis.tile.{tile.id}"),
                 cell=cell_label(move.cell),
                 points=t("amytis.points", count=game.turn_points[-1]))
    decision = game.decision
    if decision is None:
        return ""
    if decision.kind is DecisionKind.STACK:
        return t("amytis.prompt.stack", player=mention)
    stack = game.selection[0]
    tile = game.board.top(stack) if stack is not None else None
    if decision.kind is DecisionKind.CELL:
        return t("amytis.prompt.cell", player=mention, tile=t(f"amytis.tile.{tile.id}"))
    if decision.kind is DecisionKind.PALACE:
        return t("amytis.prompt.palace", player=mention)
    return t("amytis.prompt.favor", player=mention)
