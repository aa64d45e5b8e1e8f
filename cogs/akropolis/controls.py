"""The controls of a turn: the components and the line above them for each step.

1. a tile: one button per site tile, its cost on it, those the player cannot afford
   disabled; 2. a spot: the placement preview names the spots; the few best
   placements (a spot and a turn of the tile, with their score change) are one tap
   each, and two menus list every spot, best score change first, 50 a page; a
   button opens a box to type a code; 3. the tile is shown on that spot (in its
   best rotation unless a placement chose one), which the rotation buttons change,
   each redrawing the preview; Confirm plays the turn, Back returns to the step
   before. So a typical turn is three taps: a tile, a best placement, Confirm.
"""

from __future__ import annotations

import discord

from engine.akropolis import TILES, Game, Placement
from i18n import Translator
from render.akropolis.narration import signed, tile_number, tile_text
from render.akropolis.spots import RankedSpot as Spot
from render.akropolis.spots import rank as ranking
from service import TurnState

from . import ids
from .component import controls

PAGE = 25
"""Options of one select menu (Discord's limit)."""
MENUS = 2
"""Spot menus on one page of the spot step: 50 spots before any paging."""
BEST = 5
"""Best placements offered as one-tap buttons (one row of Discord's five)."""
ROTATION_ARROWS = ("↘️", "⬇️", "↙️", "↖️", "⬆️", "↗️")
"""Where hex B lies from hex A at each rotation on the images (``engine.akropolis.
DIRECTIONS``, clockwise from lower right, drawn in columns): a picture of the turn."""


LOOK_ALIKES = str.maketrans("авсекмнортух", "abcekmhoptyx")
"""Cyrillic letters that look like the Latin ones of the codes: "2а" typed on a
Russian keyboard is "2a"."""


def find_spot(game: Game, code: str) -> Spot | None:
    """The spot a code names (as typed: spaces and case ignored, Cyrillic look-alike
    letters read as the Latin ones they look like), or None."""
    wanted = "".join(code.split()).lower().translate(LOOK_ALIKES)
    return next((spot for spot in spots(game) if spot.code == wanted), None)


def spots(game: Game) -> tuple[Spot, ...]:
    """Every spot of the chosen tile, best score change first: the ranking the
    placement preview labels its spots by (``render.akropolis.spots.rank``), so the
    spots it labels are the menu's first."""
    return ranking(game).spots


def tile_view(state: TurnState, t: Translator) -> discord.ui.View:
    """Step 1: the site tiles, each button its number (its cost) and its districts.
    Like every step's controls, drawn from the game as the table knows it
    (``TurnState.public``): no label can depend on the order of the stacks."""
    game, at = state.public().game, _at(state)
    legal = set(game.decision.options)
    buttons = [discord.ui.Button(
        custom_id=ids.make("take", *at, index),
        label=f"{tile_number(index)} · {tile_text(t, TILES[game.site[index]])}"[:80],
        style=discord.ButtonStyle.primary, disabled=index not in legal, row=index // 4)
        for index in range(len(game.site))]
    return controls(*buttons)


def spot_view(state: TurnState, t: Translator, page: int) -> discord.ui.View:
    """Step 2: the best placements (one tap to their preview and Confirm), one page of
    the spot menus, paging, "type a code" and Back."""
    at, ranked = _at(state), ranking(state.public().game)
    every, per_page = ranked.spots, PAGE * MENUS
    pages = max(1, -(-len(every) // per_page))
    page = min(page, pages - 1)
    items: list[discord.ui.Item] = [discord.ui.Button(
        custom_id=ids.make("rot", *at, choice.rot, choice.spot.code),
        emoji=ROTATION_ARROWS[choice.rot], row=0, style=discord.ButtonStyle.primary,
        label=f"{choice.spot.code} · {signed(choice.change)}")
        for choice in ranked.choices[:BEST]]
    for menu in range(MENUS):
        first = page * per_page + menu * PAGE
        if first < len(every) or menu == 0:
            items.append(_spot_menu(at, t, menu, first, every))
    if page > 0:
        items.append(discord.ui.Button(custom_id=ids.make("spots", *at, page - 1), emoji="◀️",
                                       label=t("akropolis_play.controls.previous"), row=3))
    if page < pages - 1:
        items.append(discord.ui.Button(custom_id=ids.make("spots", *at, page + 1), emoji="▶️",
                                       label=t("akropolis_play.controls.next"), row=3))
    items += [discord.ui.Button(custom_id=ids.make("code", *at), emoji="⌨️", row=3,
                                label=t("akropolis_play.controls.type_code")),
              _back(at, t, row=3)]
    return controls(*items)


def _spot_menu(at: tuple[int, int, int], t: Translator, menu: int, first: int,
               every: tuple[Spot, ...]) -> discord.ui.Select:
    """The ``menu``-th spot menu of a page: spots ``first`` to ``first + 24`` (the first
    menu keeps the id without a number that older messages carry)."""
    shown = every[first:first + PAGE]
    return discord.ui.Select(
        custom_id=ids.make("spot", *at, menu or None), row=1 + menu,
        placeholder=t("akropolis_play.controls.spots", first=first + 1,
                      last=first + len(shown), count=len(every)),
        options=[discord.SelectOption(
            value=spot.code, emoji=ROTATION_ARROWS[spot.best.rot],
            label=t("akropolis_play.controls.spot", code=spot.code, level=spot.level),
            description=t("akropolis_play.controls.best", change=signed(spot.change)))
            for spot in shown])


def rotation_view(state: TurnState, t: Translator, spot: Spot, rot: int) -> discord.ui.View:
    """Step 3: the tile looked at on ``spot`` turned ``rot``; the other rotations,
    Confirm and Back (to the spots). Nothing is stored before Confirm."""
    game, at = state.public().game, _at(state)
    items: list[discord.ui.Item] = []
    for index, other in enumerate(game.rotations(spot.cell)):
        change = game.preview(Placement(spot.cell, other)).total_change
        items.append(discord.ui.Button(  # three a row: six rotations do not fit in one
            custom_id=ids.make("rot", *at, other, spot.code), emoji=ROTATION_ARROWS[other],
            label=signed(change), row=index // 3, disabled=other == rot,
            style=discord.ButtonStyle.primary if other == rot
            else discord.ButtonStyle.secondary))
    items += [discord.ui.Button(custom_id=ids.make("confirm", *at, rot, spot.code), emoji="✅",
                                row=2, label=t("akropolis_play.controls.confirm"),
                                style=discord.ButtonStyle.success),
              discord.ui.Button(custom_id=ids.make("spots", *at, 0), emoji="↩️", row=2,
                                label=t("akropolis_play.controls.back"))]
    return controls(*items)


def _back(at: tuple[int, int, int], t: Translator, row: int) -> discord.ui.Button:
    return discord.ui.Button(custom_id=ids.make("back", *at), emoji="↩️", row=row,
                             label=t("akropolis_play.controls.back"))


def _at(state: TurnState) -> tuple[int, int, int]:
    return state.row.id, state.turn, state.step


