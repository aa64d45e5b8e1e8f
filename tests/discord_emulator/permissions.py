"""Discord's permission arithmetic, so the emulator refuses what Discord refuses.

The algorithm follows Discord's documentation: base permissions from @everyone and the
member's roles, Administrator short-circuits, then channel overwrites (@everyone, roles,
member) apply; threads use their parent's overwrites. Bits are the real ones.
"""

from __future__ import annotations

from .models import Channel, Guild

CREATE_INSTANT_INVITE = 1 << 0
KICK_MEMBERS = 1 << 1
ADMINISTRATOR = 1 << 3
MANAGE_CHANNELS = 1 << 4
MANAGE_GUILD = 1 << 5
ADD_REACTIONS = 1 << 6
VIEW_CHANNEL = 1 << 10
SEND_MESSAGES = 1 << 11
MANAGE_MESSAGES = 1 << 13
EMBED_LINKS = 1 << 14
ATTACH_FILES = 1 << 15
READ_MESSAGE_HISTORY = 1 << 16
MENTION_EVERYONE = 1 << 17
USE_EXTERNAL_EMOJIS = 1 << 18
CHANGE_NICKNAME = 1 << 26
MANAGE_ROLES = 1 << 28
USE_APPLICATION_COMMANDS = 1 << 31
MANAGE_THREADS = 1 << 34
CREATE_PUBLIC_THREADS = 1 << 35
CREATE_PRIVATE_THREADS = 1 << 36
SEND_MESSAGES_IN_THREADS = 1 << 38
ALL = (1 << 51) - 1

DEFAULT_EVERYONE = (
    CREATE_INSTANT_INVITE
    | ADD_REACTIONS
    | VIEW_CHANNEL
    | SEND_MESSAGES
    | EMBED_LINKS
    | ATTACH_FILES
    | READ_MESSAGE_HISTORY
    | MENTION_EVERYONE
    | USE_EXTERNAL_EMOJIS
    | CHANGE_NICKNAME
    | USE_APPLICATION_COMMANDS
    | CREATE_PUBLIC_THREADS
    | CREATE_PRIVATE_THREADS
    | SEND_MESSAGES_IN_THREADS
)
"""What a fresh guild's @everyone role gets, close to Discord's defaults."""

BOT_ROLE = DEFAULT_EVERYONE | MANAGE_THREADS | MANAGE_MESSAGES
"""A typical invite-link role for a game bot: it may tidy its threads and messages."""

DM_PERMISSIONS = (
    VIEW_CHANNEL | SEND_MESSAGES | EMBED_LINKS | ATTACH_FILES | READ_MESSAGE_HISTORY
    | ADD_REACTIONS | USE_EXTERNAL_EMOJIS | USE_APPLICATION_COMMANDS
)
"""What anyone has in a DM channel with the bot."""


def base_permissions(guild: Guild, user_id: int) -> int:
    """Guild-wide permissions of a member, before channel overwrites."""
    if user_id == guild.owner_id:
        return ALL
    member = guild.members.get(user_id)
    if member is None:
        return 0
    value = guild.everyone.permissions
    for role_id in member.roles:
        role = guild.roles.get(role_id)
        if role is not None:
            value |= role.permissions
    return ALL if value & ADMINISTRATOR else value


def channel_permissions(guild: Guild | None, channel: Channel, user_id: int) -> int:
    """Effective permissions of ``user_id`` in ``channel`` (threads use their parent)."""
    if guild is None:
        return DM_PERMISSIONS
    value = base_permissions(guild, user_id)
    if value & ADMINISTRATOR or value == ALL:
        return ALL
    source = guild.channels.get(channel.parent_id) if channel.is_thread else channel
    if source is not None:
        value = _apply_overwrites(guild, source, user_id, value)
    if not value & VIEW_CHANNEL:
        return 0
    return value


def _apply_overwrites(guild: Guild, channel: Channel, user_id: int, value: int) -> int:
    """Apply @everyone, then the aggregated role overwrites, then the member's own."""
    everyone = channel.overwrites.get(guild.id)
    if everyone is not None:
        value = (value & ~everyone.deny) | everyone.allow
    member = guild.members.get(user_id)
    roles = member.roles if member else []
    allow = deny = 0
    for role_id in roles:
        overwrite = channel.overwrites.get(role_id)
        if overwrite is not None and overwrite.type == 0:
            allow |= overwrite.allow
            deny |= overwrite.deny
    value = (value & ~deny) | allow
    own = channel.overwrites.get(user_id)
    if own is not None and own.type == 1:
        value = (value & ~own.deny) | own.allow
    return value
