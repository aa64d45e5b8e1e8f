"""Posting a game's table: the one step every game's turns end with.

The table goes out while the courier knows it is being posted (so it does not post
it a second time meanwhile), the message is recorded as the game's table with the
version it shows (which settles the table the game owed, ``store.deliveries``), and
the controls it supersedes lose their buttons.
"""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord.ext import commands

from service import Services, TurnState

from .courier import posting_guard
from .tables import Send

log = logging.getLogger("architects.tables")


async def post_table(bot: commands.Bot, services: Services, send: Send, state: TurnState,
                     message: dict[str, Any], *,
                     replaces: int | None = None) -> discord.Message:
    """Post ``message`` (``content``, ``attachments`` and maybe ``view``) as the table
    of ``state``'s game; ``replaces`` is a controls message already edited by the
    caller, whose buttons need not be stripped again."""
    message = dict(message)
    files = message.pop("attachments")
    async with posting_guard(bot, state.row.id):
        posted = await send(files=files, **message)
        live = state.row.is_active and bool(posted.components)
        previous = await services.games.set_messages(
            state.row.id, table_message_id=posted.id,
            controls_message_id=posted.id if live else None, shown_version=state.row.version)
    if previous is not None and previous not in (replaces, posted.id):
        channel = bot.get_partial_messageable(state.row.channel_id)
        try:
            await channel.get_partial_message(previous).edit(view=None)
        except discord.HTTPException as error:  # gone, or too old: harmless
            log.info("game %s: old controls not stripped: %s", state.row.id, error)
    return posted
