"""Members asked of the API when the cache does not know them: who has left a server
(without the privileged members intent the bot's cache does not learn it), and the
name a server shows for someone."""

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


async def display_name(guild: discord.Guild | None, user_id: int) -> str:
    """A member's name as the server shows it, from the cache or else the API;
    ``#<id>`` for someone no longer there (the id still tells people apart)."""
    try:
        member = guild and (guild.get_member(user_id) or await guild.fetch_member(user_id))
    except discord.HTTPException:
        member = None
    return member.display_name if member else f"#{user_id}"
