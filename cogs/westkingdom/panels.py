"""The components of a West Kingdom turn: the public panel of the player to move,
a seat's private panel, and the draft's.

A placement turn shows a button for each of the 19 placements, the closed ones grey
(pressed, they say why); a follow-up shows a button per answer, or a menu when there
are many; a turn complete shows Confirm and Back. A prompt about a hand (``labels.
PRIVATE``) is never asked on the public panel: that panel then says the player is
choosing privately and carries the button that opens their private panel.
"""

from __future__ import annotations

from collections.abc import Sequence

import discord

from cogs.common.private import panel_button
from engine.westkingdom import PLACEMENTS, Prompt
from i18n import Translator
from service import TurnState

from . import ids
from .component import controls
from .labels import PRIVATE, fit, option_label, placement_label, placement_reason

MAX_BUTTONS = 20
"""Answers shown as buttons; more go in a menu (Discord allows 25 components, and
Back and the private panel's button need room)."""
MENU_SIZE = 25
"""Options in one select menu (Discord's limit); longer lists are paged."""


def is_private(state: TurnState) -> bool:
    """Whether the decision awaited asks about a hand (or Confirm follows one)."""
    decision = state.game.engine.decision
    return decision is not None and decision.prompt in PRIVATE


def hand_button(t: Translator, game_id: int) -> discord.ui.Item:
    """The button that opens the presser's private panel (their hand)."""
    return panel_button(game_id, t("westkingdom_table.button.hand"))


def placement_buttons(state: TurnState, t: Translator) -> list[discord.ui.Item]:
    """One button per placement: green when open, grey when closed (its press tells
    why), in the record's order. On the public panel "open" is as the table can tell:
    the Guildhall is green while the mover holds a card, and its press tells them
    privately when none can be built."""
    game, seat = state.game.engine, state.seat_to_act
    open_now = set(state.game.engine.decision.options)
    buttons = []
    for index, placement in enumerate(PLACEMENTS):
        legal = placement in open_now
        buttons.append(discord.ui.Button(
            custom_id=ids.make("place", state.row.id, state.turn, state.step, index),
            label=fit(placement_label(t, game, seat, placement)),
            style=discord.ButtonStyle.success if legal else discord.ButtonStyle.secondary))
    return buttons


def closed_reason(state: TurnState, t: Translator, index: int) -> str | None:
    """Why the placement at ``index`` cannot be chosen now (``None``: it can)."""
    placement = PLACEMENTS[index]
    if placement in state.game.engine.decision.options:
        return None
    return (placement_reason(t, state.game.engine, state.seat_to_act, placement)
            or t("westkingdom_table.closed"))


def answer_items(state: TurnState, t: Translator, names: Sequence[str],
                 page: int = 0) -> list[discord.ui.Item]:
    """The answers of the pending follow-up: buttons, or a paged menu when many."""
    game = state.game.engine
    options = game.decision.options
    at = (state.row.id, state.turn, state.step)
    if len(options) <= MAX_BUTTONS:
        return [discord.ui.Button(custom_id=ids.make("opt", *at, index),
                                  label=fit(option_label(t, game, names, option)),
                                  style=_style(option))
                for index, option in enumerate(options)]
    pages = (len(options) + MENU_SIZE - 1) // MENU_SIZE
    page = min(max(page, 0), pages - 1)
    first = page * MENU_SIZE
    menu = discord.ui.Select(
        custom_id=ids.make("pick", *at),
        placeholder=t("westkingdom_table.menu", first=first + 1,
                      last=min(first + MENU_SIZE, len(options)), count=len(options)),
        options=[discord.SelectOption(label=fit(option_label(t, game, names, option)),
                                      value=str(index))
                 for index, option in enumerate(options[first:first + MENU_SIZE], first)])
    items: list[discord.ui.Item] = [menu]
    for other in (page - 1, page + 1):
        if 0 <= other < pages:
            items.append(discord.ui.Button(
                custom_id=ids.make("page", *at, other),
                label=t("westkingdom_table.button.previous" if other < page
                        else "westkingdom_table.button.next")))
    return items


def _style(option: object) -> discord.ButtonStyle:
    """Declining ("Done", "Skip") reads apart from the answers that do something."""
    return (discord.ButtonStyle.secondary if option in ("stop", "skip")
            else discord.ButtonStyle.primary)


def back_button(state: TurnState, t: Translator) -> discord.ui.Button:
    """Takes back the last answer not yet stored."""
    return discord.ui.Button(custom_id=ids.make("back", state.row.id, state.turn, state.step),
                             label=t("westkingdom_table.button.back"), emoji="↩️",
                             style=discord.ButtonStyle.secondary)


def confirm_items(state: TurnState, t: Translator) -> list[discord.ui.Item]:
    """Confirm (and Back) for a turn, or a step before a card is revealed."""
    confirm = discord.ui.Button(
        custom_id=ids.make("confirm", state.row.id, state.turn, state.step),
        label=t("westkingdom_table.button.confirm"), emoji="✅",
        style=discord.ButtonStyle.success)
    return [confirm, back_button(state, t)]


def turn_view(state: TurnState, t: Translator, names: Sequence[str], *,
              private: bool, page: int = 0) -> discord.ui.View:
    """The controls of the mover's panel, public or private, at the step the turn is
    at: placements, a follow-up's answers, or Confirm. The public panel of a private
    prompt holds only the button to open the private one, and is drawn from the game
    as the table knows it (``TurnState.public``): no label or button state of it can
    depend on a hand."""
    if not private:
        state = state.public()
    game_id = state.row.id
    if state.ready is not None:
        return controls(*confirm_items(state, t))
    if not private and is_private(state):
        return controls(hand_button(t, game_id))
    decision = state.game.engine.decision
    if decision.prompt is Prompt.PLACE:
        return controls(*placement_buttons(state, t), hand_button(t, game_id))
    items = answer_items(state, t, names, page)
    if state.pending:
        items.append(back_button(state, t))
    if not private:
        items.append(hand_button(t, game_id))
    return controls(*items)


def draft_view(state: TurnState, t: Translator, seat: int,
               names: Sequence[str]) -> discord.ui.View:
    """A seat's draft picks: a button per card of its packet (its private panel)."""
    game = state.game.engine
    options = game.decision.options
    return controls(*(discord.ui.Button(
        custom_id=ids.make(ids.DRAFT, state.row.id, state.turn, number=index),
        label=fit(option_label(t, game, names, option)), style=discord.ButtonStyle.primary)
        for index, option in enumerate(options)))
