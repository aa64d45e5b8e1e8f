"""Gateway events that follow state changes, in one place so REST and driver agree.

Ephemeral messages never reach the gateway, exactly as on Discord.
"""

from __future__ import annotations

from typing import Any

from .gateway import Gateway
from .models import Channel, Message
from .payloads import channel_payload, member_payload, message_payload
from .state import World


class Events:
    """Turns record changes into the gateway dispatches Discord would send."""

    def __init__(self, world: World, gateway: Gateway, base_url: str) -> None:
        self.world = world
        self.gateway = gateway
        self.base_url = base_url

    def message_json(self, message: Message) -> dict[str, Any]:
        """The message object for REST answers and events."""
        return message_payload(message, self.base_url)

    async def message_created(self, message: Message) -> None:
        """MESSAGE_CREATE, with the author's member object in guilds."""
        if message.ephemeral:
            return
        data = self.message_json(message)
        guild = self.world.guilds.get(message.guild_id or 0)
        if guild is not None and message.author.id in guild.members:
            data["member"] = member_payload(guild.members[message.author.id], with_user=False)
        await self.gateway.dispatch("MESSAGE_CREATE", data)

    async def message_updated(self, message: Message) -> None:
        """MESSAGE_UPDATE with the full message."""
        if not message.ephemeral:
            await self.gateway.dispatch("MESSAGE_UPDATE", self.message_json(message))

    async def message_deleted(self, message: Message) -> None:
        """MESSAGE_DELETE."""
        if message.ephemeral:
            return
        data = {"id": str(message.id), "channel_id": str(message.channel_id)}
        if message.guild_id:
            data["guild_id"] = str(message.guild_id)
        await self.gateway.dispatch("MESSAGE_DELETE", data)

    async def channel_changed(self, channel: Channel, kind: str) -> None:
        """CHANNEL_/THREAD_ CREATE, UPDATE or DELETE (``kind`` is the verb)."""
        prefix = "THREAD" if channel.is_thread else "CHANNEL"
        data = channel_payload(channel)
        if channel.is_thread and kind == "CREATE":
            data["newly_created"] = True
            if self.world.bot.id in channel.thread_members:
                data["member"] = {"id": str(channel.id), "user_id": str(self.world.bot.id),
                                  "join_timestamp": data["thread_metadata"]["create_timestamp"],
                                  "flags": 0}
        await self.gateway.dispatch(f"{prefix}_{kind}", data)
        self.world.touch()
