"""Where a game is played: the place of an interaction, and the thread a new game
gets when the bot may make one."""

from __future__ import annotations

import functools
import logging

import discord

from i18n import Translator
from service import Place, Services
from store.games import GameRow

from .replies import publish
from .tables import GameTable

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


async def open_private_thread(interaction: discord.Interaction,
                              name: str) -> discord.Thread | None:
    """A private thread for the interaction's user alone (with the bot), when the bot
    may make one here; ``None`` means it may not (the caller chooses another place)."""
    channel = interaction.channel
    perms = interaction.app_permissions
    if not isinstance(channel, discord.TextChannel):
        return None
    if not (perms.create_private_threads and perms.send_messages_in_threads):
        return None
    try:
        thread = await channel.create_thread(name=name[:100],
                                             type=discord.ChannelType.private_thread,
                                             invitable=False, auto_archive_duration=10080)
        await thread.add_user(interaction.user)
    except discord.HTTPException as error:
        log.info("no private thread in channel %s (%s)", channel.id, error)
        return None
    return thread


async def started_alone(interaction: discord.Interaction, t: Translator, services: Services,
                         table: GameTable, row: GameRow) -> None:
    """A solo game: announced in the channel, then moved to a thread made from that
    announcement, where the game posts its first table."""
    sent = await publish(interaction, content=t("lobby.solo", player=interaction.user.mention,
                                                game=table.title(t)))
    thread = await open_thread(interaction, sent, t("lobby.thread", game=table.title(t),
                                                    number=row.id))
    if thread is None:
        await table.started(interaction, t, row, functools.partial(publish, interaction))
        return
    row = await services.games.relocate(row.id, Place(row.guild_id, thread.id, thread.parent_id))
    await table.started(interaction, t, row, thread.send)
