"""A local emulator of Discord's HTTP API and gateway, for end-to-end tests of the bot.

The real discord.py client connects to it; tests then act as Discord users::

    async with DiscordEmulator() as emu:
        cast = await emu.populate()
        ...start the bot with emu.token...
        inter = await emu.slash(cast.alice, cast.channel, "amytis", subcommand="challenge",
                                options={"opponent": cast.bob})
        await inter.response()
"""

from . import permissions
from .driver import Cast
from .gateway import GUILD_MEMBERS, shard_of
from .interactions import Event, Interaction
from .invocations import UserActionRefused
from .models import Attachment, Channel, Guild, Member, Message, Role, User
from .server import DiscordEmulator
from .state import Failure

__all__ = [
    "GUILD_MEMBERS",
    "Attachment",
    "Cast",
    "Channel",
    "DiscordEmulator",
    "Event",
    "Failure",
    "Guild",
    "Interaction",
    "Member",
    "Message",
    "Role",
    "User",
    "UserActionRefused",
    "permissions",
    "shard_of",
]
