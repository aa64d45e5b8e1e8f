"""Who has left a server: asked of the API, since without the (privileged) members
intent the bot's cache does not learn that someone left."""

from __future__ import annotations

import logging

import discord

from store.games import GameRow

log = logging.getLogger("architects.members")


async def gone_from(guild: discord.Guild | None, row: GameRow, claimant: int) -> list[int]:
    """The people seated in ``row`` (other than ``claimant``) who are no longer
    members of ``guild``. Asked of the API, since without the members intent the
    bot's cache does not learn that someone left."""
    if guild is None:
        return []
    gone = []
    for seat in row.seats:
        if seat.is_computer or seat.user_id == claimant:
            continue
        try:
            await guild.fetch_member(seat.user_id)
        except discord.NotFound:
            gone.append(seat.user_id)
        except discord.HTTPException as error:  # unknown: assume they are still there
            log.info("game %s: membership of %s not checked: %s", row.id, seat.user_id,
                     error)
    return gone
