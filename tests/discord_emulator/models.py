"""Plain records of what the emulated Discord knows: users, guilds, channels, messages.

They are deliberately dumb dataclasses; the rules (permissions, validation, events)
live in their own modules so a test can read a record without dragging the server in.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

DISCORD_EPOCH_MS = 1420070400000


class Snowflakes:
    """Generates strictly increasing snowflakes with a real timestamp part.

    Real ids let the bot's code (and discord.py's ``created_at``) treat them as Discord's.
    """

    def __init__(self) -> None:
        self._last = 0

    def next(self) -> int:
        """Return a fresh id, larger than every id returned before."""
        stamp = int(time.time() * 1000) - DISCORD_EPOCH_MS
        candidate = (stamp << 22) | (1 << 17) | (1 << 12)
        self._last = max(candidate, self._last + 1)
        return self._last

    def next_on_shard(self, shard_id: int, shard_count: int) -> int:
        """A fresh id whose guild Discord would send to shard ``shard_id`` of
        ``shard_count``: as if it were made a few milliseconds later, when the
        timestamp part (what the shard depends on) gives that shard."""
        ident = self.next()
        while (ident >> 22) % shard_count != shard_id:
            ident = (((ident >> 22) + 1) << 22) | (1 << 17) | (1 << 12)
        self._last = ident
        return ident


@dataclass(eq=False)
class User:
    """A Discord account; ``bot`` marks bot accounts (ours or another one)."""

    id: int
    name: str
    bot: bool = False
    global_name: str | None = None
    locale: str = "en-US"

    @property
    def mention(self) -> str:
        """The text form Discord uses to ping this user."""
        return f"<@{self.id}>"


@dataclass(eq=False)
class Role:
    """A guild role; the ``@everyone`` role has the guild's id."""

    id: int
    guild_id: int
    name: str
    permissions: int
    position: int = 0


@dataclass(eq=False)
class Member:
    """A user's membership in a guild, with the ids of the roles it holds."""

    user: User
    guild_id: int
    roles: list[int] = field(default_factory=list)
    nick: str | None = None
    joined_at: str = "2024-01-01T00:00:00+00:00"


@dataclass
class Overwrite:
    """A channel permission overwrite; ``type`` is 0 for a role, 1 for a member."""

    id: int
    type: int
    allow: int = 0
    deny: int = 0


@dataclass(eq=False)
class Channel:
    """A guild text channel, a thread (type 11 public, 12 private) or a DM (type 1)."""

    id: int
    guild_id: int | None
    name: str
    type: int = 0
    position: int = 0
    parent_id: int | None = None
    overwrites: dict[int, Overwrite] = field(default_factory=dict)
    owner_id: int | None = None
    archived: bool = False
    locked: bool = False
    invitable: bool = True
    auto_archive_duration: int = 1440
    archive_timestamp: str = ""
    thread_members: set[int] = field(default_factory=set)
    recipients: list[User] = field(default_factory=list)
    message_count: int = 0
    deleted: bool = False

    @property
    def is_thread(self) -> bool:
        """Threads take their permissions from the parent channel."""
        return self.type in (10, 11, 12)

    @property
    def mention(self) -> str:
        """The text form Discord uses to link this channel."""
        return f"<#{self.id}>"


@dataclass(eq=False)
class Guild:
    """A guild with its roles, members and channels (threads included), keyed by id."""

    id: int
    name: str
    owner_id: int
    roles: dict[int, Role] = field(default_factory=dict)
    members: dict[int, Member] = field(default_factory=dict)
    channels: dict[int, Channel] = field(default_factory=dict)
    locale: str = "en-US"

    @property
    def everyone(self) -> Role:
        """The ``@everyone`` role, which every member holds implicitly."""
        return self.roles[self.id]


@dataclass(eq=False)
class Attachment:
    """A stored file: the bytes as uploaded, so tests can open the bot's images."""

    id: int
    filename: str
    data: bytes
    description: str | None = None
    content_type: str = "application/octet-stream"

    @property
    def size(self) -> int:
        """Size in bytes, as Discord reports it."""
        return len(self.data)

    def image_size(self) -> tuple[int, int] | None:
        """Width and height read from a PNG header (Discord reports them for images)."""
        if self.data[:8] == b"\x89PNG\r\n\x1a\n" and len(self.data) >= 24:
            return int.from_bytes(self.data[16:20], "big"), int.from_bytes(self.data[20:24], "big")
        return None


def iter_components(components: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """Yield every component, nested ones included (rows, sections, containers)."""
    for component in components:
        yield component
        yield from iter_components(component.get("components", []))
        accessory = component.get("accessory")
        if accessory:
            yield accessory


@dataclass(frozen=True)
class EditHold:
    """A slow edit: the emulated Discord keeps each PATCH of a message in flight for
    ``seconds``, and applies it at the start (the bot still waits for the answer
    while everyone sees the new version) or only at the end."""

    seconds: float
    applied_first: bool


@dataclass(eq=False)
class Message:
    """A message as Discord stores it; ephemeral ones live only on their interaction."""

    id: int
    channel_id: int
    guild_id: int | None
    author: User
    content: str = ""
    embeds: list[dict[str, Any]] = field(default_factory=list)
    components: list[dict[str, Any]] = field(default_factory=list)
    attachments: list[Attachment] = field(default_factory=list)
    flags: int = 0
    type: int = 0
    webhook_id: int | None = None
    application_id: int | None = None
    interaction: dict[str, Any] | None = None
    edited_timestamp: str | None = None
    thread_id: int | None = None
    deleted: bool = False
    edits: int = 0
    hold: EditHold | None = None
    """Set by a test: how the bot's edits of this message are kept in flight."""
    in_flight: int = 0
    """How many of the bot's edits of this message are held in flight now."""

    @property
    def ephemeral(self) -> bool:
        """True when only the invoking user sees it (flag 64)."""
        return bool(self.flags & 64)

    def all_components(self) -> list[dict[str, Any]]:
        """Every component of the message, flattened."""
        return list(iter_components(self.components))

    def buttons(self) -> list[dict[str, Any]]:
        """All buttons (component type 2), in reading order."""
        return [c for c in self.all_components() if c.get("type") == 2]

    def custom_ids(self) -> list[str]:
        """The custom ids of all interactive components, in reading order."""
        return [c["custom_id"] for c in self.all_components() if "custom_id" in c]

    def component(self, custom_id: str) -> dict[str, Any] | None:
        """The component with this custom id, or None."""
        return next((c for c in self.all_components() if c.get("custom_id") == custom_id), None)

    def button(self, label: str) -> dict[str, Any]:
        """The button with this label; raises LookupError so a test fails legibly."""
        for candidate in self.buttons():
            if candidate.get("label") == label:
                return candidate
        raise LookupError(f"no button labelled {label!r} in message {self.id}")
