"""Everything the emulated Discord remembers, kept across bot reconnects.

``World`` owns the records and the small mutations shared by REST routes and the
test-side driver; it knows nothing of HTTP or websockets.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from . import permissions as perms
from .interactions import Interaction
from .models import Attachment, Channel, Guild, Member, Message, Role, Snowflakes, User


@dataclass
class Failure:
    """An error the emulator answered the bot with (4xx), for tests to inspect."""

    status: int
    code: int
    message: str
    method: str
    path: str
    errors: dict[str, Any] = field(default_factory=dict)


class World:
    """The emulated Discord's data: one bot application, its guilds, users and messages."""

    def __init__(self, bot_name: str = "Amytis", token: str = "emulator.bot.token") -> None:
        self.ids = Snowflakes()
        self.token = token
        self.bot = User(self.ids.next(), bot_name, bot=True)
        self.users: dict[int, User] = {self.bot.id: self.bot}
        self.guilds: dict[int, Guild] = {}
        self.channels: dict[int, Channel] = {}
        self.messages: dict[int, Message] = {}
        self.channel_messages: dict[int, list[Message]] = {}
        self.interactions: dict[int, Interaction] = {}
        self.commands: dict[int | None, list[dict[str, Any]]] = {}
        self.command_writes = 0
        self.failures: list[Failure] = []
        self.granted_intents = 0
        """Privileged intents enabled for the application in the developer portal."""
        self.recommended_shards = 1
        """The shard count ``GET /gateway/bot`` recommends."""
        self.watchers: list[Callable[[Message], None]] = []
        """Called with every message as it is created and after each edit, before
        anyone else can see it (a test that reads each version a message had)."""
        self._changed = asyncio.Event()

    @property
    def application_id(self) -> int:
        """Modern applications share their id with their bot user."""
        return self.bot.id

    def touch(self) -> None:
        """Wake ``wait_for`` callers: something changed."""
        self._changed.set()

    def shown(self, message: Message) -> None:
        """A message was created or edited: tell the watchers, then wake waiters."""
        for watcher in self.watchers:
            watcher(message)
        self.touch()

    async def wait_for(self, predicate: Any, timeout: float = 5.0) -> Any:
        """Wait until ``predicate()`` returns something truthy and return it."""
        deadline = time.monotonic() + timeout
        while True:
            value = predicate()
            if value:
                return value
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise TimeoutError("emulator: condition not met in time")
            self._changed.clear()
            try:
                await asyncio.wait_for(self._changed.wait(), min(remaining, 0.5))
            except TimeoutError:
                continue

    # --- creation -----------------------------------------------------------------

    def new_user(self, name: str, *, bot: bool = False, locale: str = "en-US") -> User:
        """Register a user account."""
        user = User(self.ids.next(), name, bot=bot, locale=locale)
        self.users[user.id] = user
        return user

    def new_guild(self, name: str, owner: User, *, locale: str = "en-US",
                  shard: tuple[int, int] | None = None) -> Guild:
        """A guild with @everyone, a bot role held by the bot, and the owner as member;
        ``shard`` (``(shard_id, shard_count)``) picks an id on that shard."""
        ident = self.ids.next_on_shard(*shard) if shard is not None else self.ids.next()
        guild = Guild(ident, name, owner.id, locale=locale)
        guild.roles[guild.id] = Role(guild.id, guild.id, "@everyone", perms.DEFAULT_EVERYONE)
        bot_role = self.new_role(guild, self.bot.name, perms.BOT_ROLE, position=1)
        self.guilds[guild.id] = guild
        self.add_member(guild, owner)
        self.add_member(guild, self.bot, [bot_role])
        return guild

    def new_role(self, guild: Guild, name: str, permissions: int, *, position: int = 1) -> Role:
        """Add a role to the guild."""
        role = Role(self.ids.next(), guild.id, name, permissions, position)
        guild.roles[role.id] = role
        return role

    def add_member(self, guild: Guild, user: User, roles: list[Role] | None = None) -> Member:
        """Make ``user`` a member of ``guild`` holding ``roles``."""
        member = Member(user, guild.id, [r.id for r in roles or []])
        guild.members[user.id] = member
        return member

    def remove_member(self, guild: Guild, user: User) -> None:
        """``user`` leaves ``guild`` (or is kicked)."""
        guild.members.pop(user.id, None)
        self.touch()

    def new_channel(self, guild: Guild, name: str, *, type: int = 0,
                    parent: Channel | None = None, owner: User | None = None) -> Channel:
        """A text channel, or a thread when ``type`` is 11/12 and ``parent`` given."""
        channel = Channel(self.ids.next(), guild.id, name, type=type,
                          position=len(guild.channels),
                          parent_id=parent.id if parent else None,
                          owner_id=owner.id if owner else None)
        return self.register_channel(guild, channel)

    def register_channel(self, guild: Guild | None, channel: Channel) -> Channel:
        """Index a channel built elsewhere (threads reuse their starter message id)."""
        if guild is not None:
            guild.channels[channel.id] = channel
        self.channels[channel.id] = channel
        self.channel_messages.setdefault(channel.id, [])
        return channel

    def dm_channel(self, user: User) -> Channel:
        """The bot's DM channel with ``user``, created on first use."""
        for channel in self.channels.values():
            if channel.type == 1 and channel.recipients == [user]:
                return channel
        return self.register_channel(None, Channel(self.ids.next(), None, "", type=1,
                                                   recipients=[user]))

    # --- lookups ------------------------------------------------------------------

    def guild_of(self, channel: Channel) -> Guild | None:
        """The guild a channel belongs to (None for DMs)."""
        return self.guilds.get(channel.guild_id) if channel.guild_id else None

    def permissions(self, channel: Channel, user_id: int) -> int:
        """Effective permissions of a user in a channel."""
        return perms.channel_permissions(self.guild_of(channel), channel, user_id)

    def member(self, guild: Guild, user: User) -> Member:
        """The member record, raising when the user is not in the guild."""
        try:
            return guild.members[user.id]
        except KeyError:
            raise LookupError(f"{user.name} is not a member of {guild.name}") from None

    # --- messages -----------------------------------------------------------------

    def new_message(self, channel: Channel, author: User, body: dict[str, Any],
                    attachments: list[Attachment], *, flags: int = 0,
                    webhook: bool = False, interaction: dict[str, Any] | None = None) -> Message:
        """Store a message; ephemeral ones are kept out of the channel's history."""
        message = Message(
            id=self.ids.next(),
            channel_id=channel.id,
            guild_id=channel.guild_id,
            author=author,
            content=body.get("content") or "",
            embeds=list(body.get("embeds") or []),
            components=list(body.get("components") or []),
            attachments=attachments,
            flags=flags,
            type=body.get("type", 0),
            webhook_id=self.application_id if webhook else None,
            application_id=self.application_id if webhook else None,
            interaction=interaction,
        )
        self.messages[message.id] = message
        if not message.ephemeral:
            self.channel_messages.setdefault(channel.id, []).append(message)
            channel.message_count += 1
        self.shown(message)
        return message

    def channel_history(self, channel: Channel) -> list[Message]:
        """Visible (non-ephemeral, not deleted) messages of a channel, oldest first."""
        return [m for m in self.channel_messages.get(channel.id, []) if not m.deleted]

    def new_attachment(self, filename: str, data: bytes, description: str | None) -> Attachment:
        """Store uploaded bytes as an attachment with a guessed content type."""
        kind = "image/png" if data[:8] == b"\x89PNG\r\n\x1a\n" else "application/octet-stream"
        return Attachment(self.ids.next(), filename, data, description, kind)
