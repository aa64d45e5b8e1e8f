"""REST routes for channels, messages and threads, with Discord's permission checks.

The bot's permissions are computed per channel on every call, so a test that removes
a permission sees the same 403 (code 50013) the real API would return.
"""

from __future__ import annotations

from typing import Any

from aiohttp import web

from . import permissions as perms
from .events import Events
from .http_util import (
    ARCHIVED_THREAD,
    CANNOT_DM,
    CANNOT_EDIT_OTHERS,
    MISSING_ACCESS,
    MISSING_PERMISSIONS,
    THREAD_EXISTS,
    UNKNOWN_CHANNEL,
    UNKNOWN_MESSAGE,
    UNKNOWN_USER,
    ApiError,
    apply_edit,
    check_message,
    json_response,
    new_attachments,
    read_body,
)
from .in_flight import edit_in_flight
from .models import Channel, Message
from .payloads import channel_payload, iso_now, snowflake_time
from .state import World


class ChannelRoutes:
    """Channel, message and thread endpoints under ``/api/v10``."""

    def __init__(self, world: World, events: Events) -> None:
        self.world = world
        self.events = events

    def register(self, app: web.Application, prefix: str) -> None:
        """Attach the routes to the aiohttp application."""
        c, m = f"{prefix}/channels/{{cid}}", f"{prefix}/channels/{{cid}}/messages"
        app.router.add_get(c, self.get_channel)
        app.router.add_patch(c, self.edit_channel)
        app.router.add_delete(c, self.delete_channel)
        app.router.add_get(m, self.history)
        app.router.add_post(m, self.send)
        app.router.add_get(m + "/{mid}", self.get_message)
        app.router.add_patch(m + "/{mid}", self.edit)
        app.router.add_delete(m + "/{mid}", self.delete)
        app.router.add_post(m + "/{mid}/threads", self.thread_from_message)
        app.router.add_post(c + "/threads", self.thread_without_message)
        app.router.add_put(c + "/thread-members/{uid}", self.add_thread_member)
        app.router.add_delete(c + "/thread-members/{uid}", self.remove_thread_member)
        app.router.add_post(f"{prefix}/users/@me/channels", self.open_dm)

    # --- helpers ------------------------------------------------------------------

    def channel(self, request: web.Request) -> Channel:
        """The channel of the URL, or 404 Unknown Channel."""
        channel = self.world.channels.get(int(request.match_info["cid"]))
        if channel is None or channel.deleted:
            raise ApiError(UNKNOWN_CHANNEL)
        return channel

    def message(self, channel: Channel, request: web.Request) -> Message:
        """The message of the URL in that channel, or 404 Unknown Message."""
        message = self.world.messages.get(int(request.match_info["mid"]))
        if message is None or message.deleted or message.channel_id != channel.id:
            raise ApiError(UNKNOWN_MESSAGE)
        return message

    def require(self, channel: Channel, *bits: int) -> int:
        """The bot's permissions in ``channel``; 50001 without access, 50013 without a bit."""
        value = self.world.permissions(channel, self.world.bot.id)
        private = channel.type == 12 and self.world.bot.id not in channel.thread_members
        if not value & perms.VIEW_CHANNEL or (private and not value & perms.MANAGE_THREADS):
            raise ApiError(MISSING_ACCESS)
        for bit in bits:
            if not value & bit:
                raise ApiError(MISSING_PERMISSIONS, detail=f"missing permission bit {bit}")
        return value

    def send_bit(self, channel: Channel) -> int:
        """Threads need Send Messages in Threads; other channels Send Messages."""
        return perms.SEND_MESSAGES_IN_THREADS if channel.is_thread else perms.SEND_MESSAGES

    async def unarchive_for_message(self, channel: Channel, value: int) -> None:
        """Posting in an archived thread reopens it, unless it is locked."""
        if not channel.archived:
            return
        if channel.locked and not value & perms.MANAGE_THREADS:
            raise ApiError(ARCHIVED_THREAD)
        channel.archived = False
        channel.archive_timestamp = iso_now()
        await self.events.channel_changed(channel, "UPDATE")

    # --- channels -----------------------------------------------------------------

    async def get_channel(self, request: web.Request) -> web.Response:
        """GET /channels/{id}."""
        channel = self.channel(request)
        self.require(channel)
        return json_response(channel_payload(channel))

    async def edit_channel(self, request: web.Request) -> web.Response:
        """PATCH /channels/{id}: rename, archive or lock (threads)."""
        channel = self.channel(request)
        body, _ = await read_body(request)
        value = self.require(channel)
        owner = channel.is_thread and channel.owner_id == self.world.bot.id
        manage = perms.MANAGE_THREADS if channel.is_thread else perms.MANAGE_CHANNELS
        if not value & manage and (not owner or "locked" in body):
            raise ApiError(MISSING_PERMISSIONS)
        for key in ("name", "archived", "locked", "auto_archive_duration", "invitable"):
            if key in body:
                setattr(channel, key, body[key])
        if "archived" in body:
            channel.archive_timestamp = iso_now()
        await self.events.channel_changed(channel, "UPDATE")
        return json_response(channel_payload(channel))

    async def delete_channel(self, request: web.Request) -> web.Response:
        """DELETE /channels/{id}."""
        channel = self.channel(request)
        self.require(channel, perms.MANAGE_THREADS if channel.is_thread else perms.MANAGE_CHANNELS)
        channel.deleted = True
        await self.events.channel_changed(channel, "DELETE")
        return json_response(channel_payload(channel))

    async def open_dm(self, request: web.Request) -> web.Response:
        """POST /users/@me/channels: the DM channel with a user."""
        body, _ = await read_body(request)
        user = self.world.users.get(int(body.get("recipient_id", 0)))
        if user is None:
            raise ApiError(UNKNOWN_USER)
        return json_response(channel_payload(self.world.dm_channel(user)))

    # --- messages -----------------------------------------------------------------

    async def history(self, request: web.Request) -> web.Response:
        """GET /channels/{id}/messages: newest first, honouring ``limit``, ``before``
        and ``after`` (the ``limit`` messages right after it, still newest first)."""
        channel = self.channel(request)
        self.require(channel, perms.READ_MESSAGE_HISTORY)
        limit = int(request.query.get("limit", 50))
        before = int(request.query.get("before", 0)) or None
        after = int(request.query.get("after", 0)) or None
        history = self.world.channel_history(channel)
        if after is not None:
            found = [m for m in history if m.id > after][:limit][::-1]
        else:
            found = [m for m in reversed(history) if before is None or m.id < before][:limit]
        return json_response([self.events.message_json(m) for m in found])

    async def get_message(self, request: web.Request) -> web.Response:
        """GET /channels/{id}/messages/{mid}."""
        channel = self.channel(request)
        self.require(channel, perms.READ_MESSAGE_HISTORY)
        return json_response(self.events.message_json(self.message(channel, request)))

    async def send(self, request: web.Request) -> web.Response:
        """POST /channels/{id}/messages (JSON or multipart with files)."""
        channel = self.channel(request)
        body, files = await read_body(request)
        if channel.type == 1 and channel.recipients[0].bot:
            raise ApiError(CANNOT_DM)
        value = self.require(channel, self.send_bit(channel),
                             *([perms.ATTACH_FILES] if files else []))
        check_message(body, files)
        await self.unarchive_for_message(channel, value)
        flags = int(body.get("flags") or 0) & ~64  # channel messages are never ephemeral
        attachments = new_attachments(self.world, body, files)
        message = self.world.new_message(channel, self.world.bot, body, attachments, flags=flags)
        await self.events.message_created(message)
        return json_response(self.events.message_json(message))

    async def edit(self, request: web.Request) -> web.Response:
        """PATCH /channels/{id}/messages/{mid}: only the bot's own messages."""
        channel = self.channel(request)
        message = self.message(channel, request)
        body, files = await read_body(request)
        self.require(channel, *([perms.ATTACH_FILES] if files else []))
        if message.author.id != self.world.bot.id:
            raise ApiError(CANNOT_EDIT_OTHERS)
        check_message({"flags": message.flags, **body}, files)

        async def apply() -> None:
            apply_edit(self.world, message, body, files)
            await self.events.message_updated(message)

        await edit_in_flight(self.world, message, apply)
        return json_response(self.events.message_json(message))

    async def delete(self, request: web.Request) -> web.Response:
        """DELETE /channels/{id}/messages/{mid}: own messages, or Manage Messages."""
        channel = self.channel(request)
        message = self.message(channel, request)
        own = message.author.id == self.world.bot.id
        self.require(channel, *([] if own else [perms.MANAGE_MESSAGES]))
        message.deleted = True
        self.world.touch()
        await self.events.message_deleted(message)
        return web.Response(status=204)

    # --- threads ------------------------------------------------------------------

    async def thread_from_message(self, request: web.Request) -> web.Response:
        """POST /channels/{id}/messages/{mid}/threads: the thread takes the message's id."""
        channel = self.channel(request)
        message = self.message(channel, request)
        body, _ = await read_body(request)
        self.require(channel, perms.CREATE_PUBLIC_THREADS)
        if message.thread_id is not None or message.id in self.world.channels:
            raise ApiError(THREAD_EXISTS)
        thread = self._new_thread(channel, message.id, 11, body)
        message.thread_id = thread.id
        await self.events.channel_changed(thread, "CREATE")
        return json_response(channel_payload(thread))

    async def thread_without_message(self, request: web.Request) -> web.Response:
        """POST /channels/{id}/threads: private (12, Discord's default) or public (11)."""
        channel = self.channel(request)
        body, _ = await read_body(request)
        kind = int(body.get("type") or 12)
        bit = perms.CREATE_PRIVATE_THREADS if kind == 12 else perms.CREATE_PUBLIC_THREADS
        self.require(channel, bit)
        thread = self._new_thread(channel, self.world.ids.next(), kind, body)
        await self.events.channel_changed(thread, "CREATE")
        return json_response(channel_payload(thread))

    def _new_thread(self, parent: Channel, thread_id: int, kind: int,
                    body: dict[str, Any]) -> Channel:
        if parent.is_thread or parent.guild_id is None:
            raise ApiError(MISSING_PERMISSIONS, detail="threads need a guild text channel")
        thread = Channel(thread_id, parent.guild_id, str(body.get("name", "thread"))[:100],
                         type=kind, parent_id=parent.id, owner_id=self.world.bot.id,
                         auto_archive_duration=int(body.get("auto_archive_duration") or 1440),
                         invitable=bool(body.get("invitable", True)),
                         archive_timestamp=snowflake_time(thread_id),
                         thread_members={self.world.bot.id})
        return self.world.register_channel(self.world.guild_of(parent), thread)

    async def add_thread_member(self, request: web.Request) -> web.Response:
        """PUT /channels/{id}/thread-members/{@me|user id}."""
        thread, user_id = self._thread_member_target(request)
        if thread.archived:
            raise ApiError(ARCHIVED_THREAD)
        # Joining needs access (a private thread only with Manage Threads); adding
        # someone else needs Send Messages in Threads, as in the Discord client.
        own = user_id == self.world.bot.id
        self.require(thread, *([] if own else [perms.SEND_MESSAGES_IN_THREADS]))
        thread.thread_members.add(user_id)
        await self._members_update(thread, added=user_id)
        return web.Response(status=204)

    async def remove_thread_member(self, request: web.Request) -> web.Response:
        """DELETE /channels/{id}/thread-members/{@me|user id}."""
        thread, user_id = self._thread_member_target(request)
        if user_id != self.world.bot.id:
            self.require(thread, perms.MANAGE_THREADS)
        thread.thread_members.discard(user_id)
        await self._members_update(thread, removed=user_id)
        return web.Response(status=204)

    def _thread_member_target(self, request: web.Request) -> tuple[Channel, int]:
        thread = self.channel(request)
        if not thread.is_thread:
            raise ApiError(UNKNOWN_CHANNEL)
        raw = request.match_info["uid"]
        user_id = self.world.bot.id if raw == "@me" else int(raw)
        if user_id not in self.world.users:
            raise ApiError(UNKNOWN_USER)
        return thread, user_id

    async def _members_update(self, thread: Channel, added: int = 0, removed: int = 0) -> None:
        data: dict[str, Any] = {"id": str(thread.id), "guild_id": str(thread.guild_id),
                                "member_count": len(thread.thread_members)}
        if added:
            data["added_members"] = [{"id": str(thread.id), "user_id": str(added),
                                      "join_timestamp": iso_now(), "flags": 0}]
        if removed:
            data["removed_member_ids"] = [str(removed)]
        await self.events.gateway.dispatch("THREAD_MEMBERS_UPDATE", data)
        self.world.touch()
