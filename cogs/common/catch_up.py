"""Buttons of an earlier step of the turn, pressed by its mover: the step was stored,
but the bot stopped before it redrew the controls (see ``cogs.common.courier`` for
the tables it owes). Rather than refuse every press, the controls are redrawn at the
step the turn is at, whatever the game."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import discord

from i18n import Translator
from service import TurnState
from service.turns import Turns

from .replies import tell

Redraw = Callable[[discord.Interaction, Translator, TurnState], Awaitable[None]]
"""Draws a game's controls at ``state`` on the clicked message (the game's own)."""


async def caught_up(interaction: discord.Interaction, t: Translator, turns: Turns,
                    game_id: int, redraw: Redraw) -> bool:
    """Redraw the game's live controls for their mover after a stale press, and say
    so; False when the press was anyone else's, or on any other message (then it is
    only refused)."""
    state = await turns.view(game_id)
    clicked = interaction.message.id if interaction.message else None
    if state.user_to_act != interaction.user.id or clicked != state.row.controls_message_id:
        return False
    await redraw(interaction, t, state)
    await tell(interaction, t("errors.caught_up"))
    return True
