"""Where a game is played: the place of an interaction, and the thread a new game
gets when the bot may make one."""

from __future__ import annotations

import logging

import discord

from service import Place

log = logging.getLogger("architects.places")


def place_of(interaction: discord.Interaction) -> Place:
    """Where the interaction happened, as the service records a game's place."""
    channel = interaction.channel
    parent = channel.parent_id if isinstance(channel, discord.Thread) else None
    return Place(interaction.guild_id or 0, interaction.channel_id, parent)


async def open_thread(interaction: discord.Interaction, message: discord.abc.Snowflake | None,
                      name: str) -> discord.Thread | None:
    """A public thread from ``message`` for a new game, when the bot may make one there;
    ``None`` means the game is played in the channel itself."""
    channel = interaction.channel
    perms = interaction.app_permissions
    if not isinstance(channel, discord.TextChannel) or message is None:
        return None
    if not (perms.create_public_threads and perms.send_messages_in_threads):
        return None
    try:
        return await channel.create_thread(name=name[:100], message=message,
                                           auto_archive_duration=10080)
    except discord.HTTPException as error:
        log.info("no thread in channel %s (%s); playing in the channel", channel.id, error)
        return None


