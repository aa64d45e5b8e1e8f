"""What a process knows of a server when it may not be connected to it.

With shards spread over several processes, each process's cache holds only the
servers of its own shards, yet the one that holds the sweeper's lease announces
for every server. So a server's language comes from the cache when the server is
there, else from the API; and chores that follow a server's events (a computer
turn owed after a restart) are left to the process whose shard hears them.
"""

from __future__ import annotations

import discord

from i18n import Translator

FALLBACK_LOCALE = "en"


def on_my_shards(client: discord.Client, guild_id: int) -> bool:
    """Whether Discord sends this process the events of ``guild_id``: always when not
    sharded, else when the guild's shard (``(guild_id >> 22) % count``) is one it
    connects."""
    count = client.shard_count
    if not count or count == 1:
        return True
    shard = (guild_id >> 22) % count
    if isinstance(client, discord.AutoShardedClient):
        return shard in (client.shard_ids or range(count))
    return shard == (client.shard_id or 0)


async def server_locale(client: discord.Client, guild_id: int) -> str:
    """The server's preferred language: from the cache, else asked of Discord (a
    server on another process's shard); English if Discord will not say."""
    guild = client.get_guild(guild_id)
    if guild is not None and not guild.unavailable:
        return guild.preferred_locale.value
    try:
        return (await client.fetch_guild(guild_id)).preferred_locale.value
    except discord.HTTPException:  # the bot left the server: nothing will be posted there
        return FALLBACK_LOCALE


async def server_translator(client: discord.Client, guild_id: int) -> Translator:
    """A translator speaking the server's language (see :func:`server_locale`), for
    posts that answer no interaction."""
    return Translator(await server_locale(client, guild_id))
