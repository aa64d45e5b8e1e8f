"""The test side: create the world, then act as Discord users and moderators.

Every action that Discord would announce (a new member, a changed permission, a deleted
message) is dispatched on the gateway, so the bot's cache stays true to the world.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, replace
from typing import Any

from . import invocations as inv
from . import permissions as perms
from .events import Events
from .gateway import GUILD_MEMBERS, Gateway
from .interactions import Interaction
from .models import Channel, EditHold, Guild, Member, Message, Overwrite, Role, User
from .payloads import guild_payload, iso_now, member_payload, role_payload, user_payload
from .state import World


@dataclass
class Cast:
    """A ready-made guild for game tests: two players, a bystander, another bot, a moderator."""

    guild: Guild
    channel: Channel
    alice: User
    bob: User
    bystander: User
    other_bot: User
    moderator: User
    moderator_role: Role


class Driver:
    """Test-facing actions; mixed into :class:`DiscordEmulator`."""

    world: World
    gateway: Gateway
    events: Events

    # --- building the world -------------------------------------------------------

    async def create_user(self, name: str, *, guild: Guild | None = None, bot: bool = False,
                          locale: str = "en-US", roles: list[Role] | None = None) -> User:
        """A new account; with ``guild`` it also joins it (GUILD_MEMBER_ADD)."""
        user = self.world.new_user(name, bot=bot, locale=locale)
        if guild is not None:
            await self.add_member(guild, user, roles)
        return user

    async def create_guild(self, name: str = "Test Guild", *, owner: User | None = None,
                           locale: str = "en-US", shard: tuple[int, int] | None = None) -> Guild:
        """A guild with @everyone, the bot (with its role) and a ``#general`` channel;
        ``shard=(shard_id, shard_count)`` gives it an id Discord sends to that shard."""
        owner = owner or self.world.new_user("owner")
        guild = self.world.new_guild(name, owner, locale=locale, shard=shard)
        self.world.new_channel(guild, "general")
        await self.gateway.dispatch("GUILD_CREATE", guild_payload(
            guild, with_state=True, bot_id=self.world.bot.id))
        return guild

    async def add_member(self, guild: Guild, user: User, roles: list[Role] | None = None) -> Member:
        """Make a user join a guild."""
        member = self.world.add_member(guild, user, roles)
        await self.gateway.dispatch("GUILD_MEMBER_ADD",
                                    member_payload(member) | {"guild_id": str(guild.id)},
                                    intent=GUILD_MEMBERS)
        return member

    async def remove_member(self, guild: Guild, user: User) -> None:
        """A member leaves the guild (GUILD_MEMBER_REMOVE, only to bots with the
        members intent, as on Discord)."""
        self.world.remove_member(guild, user)
        await self.gateway.dispatch("GUILD_MEMBER_REMOVE",
                                    {"guild_id": str(guild.id), "user": user_payload(user)},
                                    intent=GUILD_MEMBERS)

    def grant_intents(self, intents: int) -> None:
        """Enable privileged intents for the application, as in the developer portal
        (``gateway.GUILD_MEMBERS``...); a bot asking for one not granted is refused."""
        self.world.granted_intents |= intents

    def recommend_shards(self, count: int) -> None:
        """The shard count ``GET /gateway/bot`` answers (an ``AutoShardedBot`` without
        ``shard_count`` connects that many)."""
        self.world.recommended_shards = count

    async def create_role(self, guild: Guild, name: str, permissions: int) -> Role:
        """A role with these permission bits (see ``permissions`` module constants)."""
        role = self.world.new_role(guild, name, permissions)
        await self.gateway.dispatch("GUILD_ROLE_CREATE",
                                    {"guild_id": str(guild.id), "role": role_payload(role)})
        return role

    async def set_role_permissions(self, role: Role, permissions: int) -> None:
        """Change a role's bits (use ``guild.everyone`` for @everyone)."""
        role.permissions = permissions
        await self.gateway.dispatch("GUILD_ROLE_UPDATE",
                                    {"guild_id": str(role.guild_id), "role": role_payload(role)})

    async def create_channel(self, guild: Guild, name: str) -> Channel:
        """A text channel."""
        channel = self.world.new_channel(guild, name)
        await self.events.channel_changed(channel, "CREATE")
        return channel

    async def create_thread(self, parent: Channel, name: str, *, owner: User,
                            private: bool = False) -> Channel:
        """A thread a user opened (not the bot); the owner is its first member."""
        guild = self.world.guilds[parent.guild_id or 0]
        thread = self.world.new_channel(guild, name, type=12 if private else 11,
                                        parent=parent, owner=owner)
        thread.archive_timestamp = iso_now()
        thread.thread_members.add(owner.id)
        await self.events.channel_changed(thread, "CREATE")
        return thread

    async def set_permissions(self, channel: Channel, target: User | Role | Guild, *,
                              allow: int = 0, deny: int = 0) -> None:
        """Set the channel overwrite of a member, a role, or @everyone (pass the guild).

        E.g. ``deny=permissions.SEND_MESSAGES`` for ``emu.bot`` makes the bot's sends fail
        with 403/50013, and its interactions carry the reduced ``app_permissions``.
        """
        kind = 1 if isinstance(target, User) else 0
        channel.overwrites[target.id] = Overwrite(target.id, kind, allow, deny)
        await self.events.channel_changed(channel, "UPDATE")

    async def populate(self, *, locale: str = "en-US", name: str = "Amytis Club",
                       shard: tuple[int, int] | None = None) -> Cast:
        """Build the usual cast in one call (see :class:`Cast`), in a guild on
        ``shard`` if given."""
        guild = await self.create_guild(name, locale=locale, shard=shard)
        moderator_role = await self.create_role(guild, "Moderators",
                                                perms.DEFAULT_EVERYONE | perms.MANAGE_MESSAGES)
        return Cast(
            guild=guild,
            channel=next(iter(guild.channels.values())),
            alice=await self.create_user("alice", guild=guild),
            bob=await self.create_user("bob", guild=guild),
            bystander=await self.create_user("bystander", guild=guild),
            other_bot=await self.create_user("otherbot", guild=guild, bot=True),
            moderator=await self.create_user("moderator", guild=guild, roles=[moderator_role]),
            moderator_role=moderator_role,
        )

    # --- acting as users and moderators -------------------------------------------

    async def post_message(self, user: User, channel: Channel, content: str) -> Message:
        """A user writes in a channel (reopens an archived, unlocked thread)."""
        inv.check_can_use(self.world, channel, user)
        if channel.archived:
            if channel.locked:
                raise inv.UserActionRefused("the thread is locked")
            channel.archived = False
            await self.events.channel_changed(channel, "UPDATE")
        message = self.world.new_message(channel, user, {"content": content}, [])
        await self.events.message_created(message)
        return message

    async def delete_message(self, message: Message) -> None:
        """A moderator deletes a message (MESSAGE_DELETE)."""
        message.deleted = True
        self.world.touch()
        await self.events.message_deleted(message)

    async def archive_thread(self, thread: Channel, *, locked: bool = False) -> None:
        """Archive (and optionally lock) a thread, as inactivity or a moderator would."""
        thread.archived, thread.locked = True, locked
        thread.archive_timestamp = iso_now()
        await self.events.channel_changed(thread, "UPDATE")

    async def delete_channel(self, channel: Channel) -> None:
        """Delete a channel or thread (CHANNEL_DELETE / THREAD_DELETE)."""
        channel.deleted = True
        await self.events.channel_changed(channel, "DELETE")

    async def drop_connections(self, code: int = 4000) -> None:
        """A gateway outage: close the bot's sockets with a resumable code.

        A client connected with ``reconnect=True`` comes back and RESUMEs, getting the
        events it missed replayed.
        """
        await self.gateway.close_all(code=code)

    # --- interactions -------------------------------------------------------------

    async def slash(self, user: User, channel: Channel, command: str, *,
                    subcommand: str | None = None, options: dict[str, Any] | None = None,
                    locale: str | None = None) -> Interaction:
        """Run ``/command [subcommand] options...``; returns the record to await answers on.

        ``subcommand`` may be ``"group sub"``. Option values: str/int/float/bool, a
        ``User``/``Member`` for user options, a ``Channel`` or a ``Role``.
        """
        spec = inv.find_command(self.world, self.world.guild_of(channel), command)
        inv.check_can_use(self.world, channel, user, spec)
        data = inv.command_data(self.world, channel, spec, subcommand, options or {})
        return await self._dispatch(2, user, channel, data, locale=locale)

    async def autocomplete(self, user: User, channel: Channel, command: str, *,
                           subcommand: str | None = None, focused: str, typed: str = "",
                           options: dict[str, Any] | None = None,
                           locale: str | None = None) -> Interaction:
        """A user typing ``typed`` into the option ``focused`` of ``/command
        [subcommand]``, having filled ``options`` already: an autocomplete interaction,
        whose answer is ``.choices``."""
        spec = inv.find_command(self.world, self.world.guild_of(channel), command)
        inv.check_can_use(self.world, channel, user, spec)
        data = inv.autocomplete_data(self.world, channel, spec, subcommand, focused, typed,
                                     options or {})
        return await self._dispatch(4, user, channel, data, locale=locale)

    async def click(self, user: User, message: Message, custom_id: str, *,
                    locale: str | None = None,
                    seen: list[dict[str, Any]] | None = None) -> Interaction:
        """Click a button of ``message``; with ``seen``, a button of those components,
        as a client still showing an older version of the message would: Discord then
        sends the message as it is now, which may no longer hold that button."""
        shown = message if seen is None else replace(message, components=seen)
        data = inv.component_data(self.world, user, shown, custom_id, None)
        return await self._dispatch(3, user, self._channel_of(message), data,
                                    message=message, locale=locale)

    def hold_edits(self, message: Message, seconds: float, *, applied_first: bool) -> None:
        """Keep each of the bot's edits of ``message`` in flight for ``seconds``,
        applied at the start of that time (everyone sees it while the bot still waits)
        or at its end (see ``EditHold``)."""
        message.hold = EditHold(seconds, applied_first)

    async def select(self, user: User, message: Message, custom_id: str, values: list[Any], *,
                     locale: str | None = None) -> Interaction:
        """Choose ``values`` in a select menu of ``message`` (Users for user selects)."""
        data = inv.component_data(self.world, user, message, custom_id, values)
        return await self._dispatch(3, user, self._channel_of(message), data,
                                    message=message, locale=locale)

    async def submit_modal(self, user: User, shown_by: Interaction,
                           answers: dict[str, Any]) -> Interaction:
        """Fill and submit the modal the bot answered ``shown_by`` with."""
        if shown_by.modal is None:
            raise inv.UserActionRefused("that interaction was not answered with a modal")
        data = inv.modal_data(shown_by.modal, answers)
        channel = self.world.channels[shown_by.channel_id]
        return await self._dispatch(5, user, channel, data, message=shown_by.clicked)

    def _channel_of(self, message: Message) -> Channel:
        return self.world.channels[message.channel_id]

    async def _dispatch(self, kind: int, user: User, channel: Channel, data: dict[str, Any], *,
                        message: Message | None = None, locale: str | None = None) -> Interaction:
        if not self.gateway.listeners(channel.guild_id):
            raise RuntimeError("no bot is connected to the emulator's gateway "
                               "(on the shard of this guild)")
        inv.check_can_use(self.world, channel, user)
        ident, token = self.world.ids.next(), "aW50ZXJhY3Rpb246" + secrets.token_urlsafe(48)
        payload = inv.base_payload(self.world, kind, user, channel, ident=ident, token=token,
                                   locale=locale)
        payload["data"] = data
        if message is not None:
            payload["message"] = self.events.message_json(message)
        record = Interaction(ident, token, kind, user.id, channel.id, payload, clicked=message)
        self.world.interactions[ident] = record
        await self.gateway.dispatch("INTERACTION_CREATE", payload)
        return record

    # --- looking -----------------------------------------------------------------

    def messages(self, channel: Channel) -> list[Message]:
        """Visible messages of a channel (no ephemerals, no deleted), oldest first."""
        return self.world.channel_history(channel)

    def direct_messages(self, user: User) -> list[Message]:
        """Messages the bot sent to ``user`` in DMs, oldest first."""
        return self.messages(self.world.dm_channel(user))

    @property
    def threads(self) -> list[Channel]:
        """All threads ever created, oldest first (check ``.archived``/``.deleted``)."""
        return [c for c in self.world.channels.values() if c.is_thread]

    async def wait_for(self, predicate: Any, timeout: float = 5.0) -> Any:
        """Wait until ``predicate()`` returns something truthy (e.g. a message) and return it."""
        return await self.world.wait_for(predicate, timeout)

    async def wait_for_message(self, channel: Channel, predicate: Any = None, *,
                               after: Message | None = None, timeout: float = 5.0) -> Message:
        """The first message in ``channel`` (newer than ``after``) matching ``predicate``."""

        def found() -> Message | None:
            for message in self.messages(channel):
                newer = after is None or message.id > after.id
                if newer and (predicate is None or predicate(message)):
                    return message
            return None

        return await self.world.wait_for(found, timeout)
