"""The frame of every command and click handler: acknowledge first, then refusals
as one private line and anything unexpected logged and apologised for."""

from __future__ import annotations

import discord

from cogs.common.replies import (
    acknowledge,
    game_of,
    refusal_text,
    report_unexpected,
    tell,
    translator_for,
)
from service.errors import ServiceError


class Guard:
    """Runs a handler: acknowledges the interaction first (``ack``, see
    ``replies.acknowledge``); a refusal becomes one ephemeral line, anything else
    is logged and answered with a short apology, so no interaction is left
    unanswered."""

    def __init__(self, interaction: discord.Interaction, context: str, ack: str | None) -> None:
        self.interaction = interaction
        self.context = context
        self.ack = ack
        self.t = translator_for(interaction)

    async def __aenter__(self):
        await acknowledge(self.interaction, self.ack)
        return self.t

    async def __aexit__(self, kind, error, traceback) -> bool:
        if error is None:
            return False
        if isinstance(error, ServiceError):
            await tell(self.interaction, refusal_text(self.t, error, game_of(self.interaction)))
            return True
        if isinstance(error, Exception):
            await report_unexpected(self.interaction, error, self.context)
            return True
        return False
