"""Builders of Discord JSON objects from the emulator's records.

Every key discord.py reads unconditionally is present, so the real client parses these
exactly as it parses Discord's own payloads.
"""

from __future__ import annotations

import datetime
from typing import Any

from .models import DISCORD_EPOCH_MS, Attachment, Channel, Guild, Member, Message, Role, User


def iso_now() -> str:
    """The current time in Discord's ISO-8601 form."""
    return datetime.datetime.now(datetime.UTC).isoformat()


def snowflake_time(snowflake: int) -> str:
    """The creation time encoded in a snowflake, as an ISO-8601 string."""
    ms = (snowflake >> 22) + DISCORD_EPOCH_MS
    return datetime.datetime.fromtimestamp(ms / 1000, datetime.UTC).isoformat()


def user_payload(user: User) -> dict[str, Any]:
    """A user object."""
    return {
        "id": str(user.id),
        "username": user.name,
        "global_name": user.global_name,
        "discriminator": "0",
        "avatar": None,
        "bot": user.bot,
        "system": False,
        "public_flags": 0,
        "flags": 0,
    }


def member_payload(member: Member, *, with_user: bool = True,
                   permissions: int | None = None) -> dict[str, Any]:
    """A guild member; interactions add the member's channel ``permissions``."""
    data: dict[str, Any] = {
        "roles": [str(r) for r in member.roles],
        "nick": member.nick,
        "avatar": None,
        "banner": None,
        "joined_at": member.joined_at,
        "premium_since": None,
        "deaf": False,
        "mute": False,
        "pending": False,
        "flags": 0,
        "communication_disabled_until": None,
    }
    if with_user:
        data["user"] = user_payload(member.user)
    if permissions is not None:
        data["permissions"] = str(permissions)
    return data


def role_payload(role: Role) -> dict[str, Any]:
    """A role object."""
    return {
        "id": str(role.id),
        "name": role.name,
        "color": 0,
        "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
        "hoist": False,
        "icon": None,
        "unicode_emoji": None,
        "position": role.position,
        "permissions": str(role.permissions),
        "managed": False,
        "mentionable": False,
        "flags": 0,
    }


def channel_payload(channel: Channel) -> dict[str, Any]:
    """A guild channel, thread or DM channel object."""
    data: dict[str, Any] = {"id": str(channel.id), "type": channel.type, "flags": 0}
    if channel.type == 1:
        data["recipients"] = [user_payload(u) for u in channel.recipients]
        data["last_message_id"] = None
        return data
    data.update(
        guild_id=str(channel.guild_id),
        name=channel.name,
        position=channel.position,
        parent_id=str(channel.parent_id) if channel.parent_id else None,
        nsfw=False,
        rate_limit_per_user=0,
        last_message_id=None,
    )
    if not channel.is_thread:
        data["topic"] = None
        data["permission_overwrites"] = [
            {"id": str(o.id), "type": o.type, "allow": str(o.allow), "deny": str(o.deny)}
            for o in channel.overwrites.values()
        ]
        return data
    data.update(
        owner_id=str(channel.owner_id),
        message_count=channel.message_count,
        member_count=len(channel.thread_members),
        total_message_sent=channel.message_count,
        thread_metadata={
            "archived": channel.archived,
            "locked": channel.locked,
            "invitable": channel.invitable,
            "auto_archive_duration": channel.auto_archive_duration,
            "archive_timestamp": channel.archive_timestamp or snowflake_time(channel.id),
            "create_timestamp": snowflake_time(channel.id),
        },
    )
    return data


def guild_payload(guild: Guild, *, with_state: bool = False,
                  bot_id: int | None = None) -> dict[str, Any]:
    """A guild; ``with_state`` adds what GUILD_CREATE carries (channels, members, threads)."""
    data: dict[str, Any] = {
        "id": str(guild.id),
        "name": guild.name,
        "icon": None,
        "owner_id": str(guild.owner_id),
        "roles": [role_payload(r) for r in guild.roles.values()],
        "emojis": [],
        "stickers": [],
        "features": [],
        "verification_level": 0,
        "default_message_notifications": 0,
        "explicit_content_filter": 0,
        "mfa_level": 0,
        "nsfw_level": 0,
        "premium_tier": 0,
        "preferred_locale": guild.locale,
        "system_channel_id": None,
        "afk_channel_id": None,
        "afk_timeout": 300,
        "unavailable": False,
    }
    if with_state:
        live = [c for c in guild.channels.values() if not c.deleted]
        data.update(
            joined_at="2024-01-01T00:00:00+00:00",
            large=False,
            member_count=len(guild.members),
            members=[member_payload(m) for m in guild.members.values()],
            channels=[channel_payload(c) for c in live if not c.is_thread],
            threads=[_thread_with_member(c, bot_id) for c in live
                     if c.is_thread and not c.archived],
            voice_states=[],
            presences=[],
            stage_instances=[],
            guild_scheduled_events=[],
            soundboard_sounds=[],
        )
    return data


def _thread_with_member(thread: Channel, bot_id: int | None) -> dict[str, Any]:
    data = channel_payload(thread)
    if bot_id is not None and bot_id in thread.thread_members:
        data["member"] = {"id": str(thread.id), "user_id": str(bot_id),
                          "join_timestamp": snowflake_time(thread.id), "flags": 0}
    return data


def attachment_payload(attachment: Attachment, channel_id: int, base_url: str) -> dict[str, Any]:
    """An attachment whose URL is served by the emulator's CDN route."""
    url = f"{base_url}/attachments/{channel_id}/{attachment.id}/{attachment.filename}"
    data: dict[str, Any] = {
        "id": str(attachment.id),
        "filename": attachment.filename,
        "size": attachment.size,
        "url": url,
        "proxy_url": url,
        "content_type": attachment.content_type,
    }
    if attachment.description is not None:
        data["description"] = attachment.description
    dims = attachment.image_size()
    if dims:
        data["width"], data["height"] = dims
    return data


def message_payload(message: Message, base_url: str) -> dict[str, Any]:
    """A message object, as REST answers and MESSAGE_CREATE/UPDATE carry it."""
    data: dict[str, Any] = {
        "id": str(message.id),
        "channel_id": str(message.channel_id),
        "author": user_payload(message.author),
        "content": message.content,
        "timestamp": snowflake_time(message.id),
        "edited_timestamp": message.edited_timestamp,
        "tts": False,
        "mention_everyone": False,
        "mentions": [],
        "mention_roles": [],
        "attachments": [attachment_payload(a, message.channel_id, base_url)
                        for a in message.attachments],
        "embeds": message.embeds,
        "components": message.components,
        "pinned": False,
        "type": message.type,
        "flags": message.flags,
    }
    if message.guild_id is not None:
        data["guild_id"] = str(message.guild_id)
    if message.webhook_id is not None:
        data["webhook_id"] = str(message.webhook_id)
    if message.application_id is not None:
        data["application_id"] = str(message.application_id)
    if message.interaction is not None:
        data["interaction_metadata"] = message.interaction
    return data


def error_payload(code: int, message: str, errors: dict[str, Any] | None = None) -> dict[str, Any]:
    """Discord's JSON error body."""
    data: dict[str, Any] = {"code": code, "message": message}
    if errors:
        data["errors"] = errors
    return data
