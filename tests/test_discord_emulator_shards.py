"""The Discord emulator shards as Discord does: each guild's events go only to the
session that identified with that guild's shard, a wrong shard is refused, and a
sharded client learns its shard count from ``GET /gateway/bot``."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import discord
import pytest
from discord.ext import commands

from tests.discord_emulator import DiscordEmulator, shard_of


class Watcher(commands.Bot):
    """A bot with ``/ping`` that notes the guilds its pings and messages came from."""

    def __init__(self, **options: object) -> None:
        super().__init__(command_prefix="!", intents=discord.Intents.default(),
                         guild_ready_timeout=0.05, **options)
        self.pinged: list[int | None] = []
        self.messages: list[int | None] = []

        @self.tree.command(name="ping", description="Answer pong")
        async def ping(interaction: discord.Interaction) -> None:
            self.pinged.append(interaction.guild_id)
            await interaction.response.send_message("pong", ephemeral=True)

    async def setup_hook(self) -> None:
        await self.tree.sync()

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        """Discord spaces a sharded client's IDENTIFYs by 5 s; the emulator does not."""

    async def on_message(self, message: discord.Message) -> None:
        self.messages.append(message.guild.id if message.guild else None)


async def connected(emu: DiscordEmulator, client: Watcher) -> asyncio.Task[None]:
    """Log ``client`` in, connect it and wait until it is ready."""
    await client.login(emu.token)
    task = asyncio.create_task(client.connect(reconnect=False))
    await asyncio.wait_for(client.wait_until_ready(), 10)
    return task


def sent(emu: DiscordEmulator, shard_id: int, event: str) -> list[str | None]:
    """The guild ids of the ``event`` dispatches shard ``shard_id``'s session was sent."""
    [session] = [s for s in emu.gateway.live if s.shard is not None and s.shard[0] == shard_id]
    return [f["d"].get("guild_id") for f in session.sent if f["t"] == event]


@pytest.fixture
async def emu() -> AsyncIterator[DiscordEmulator]:
    async with DiscordEmulator() as emulator:
        yield emulator


@pytest.fixture
async def two_shards(emu: DiscordEmulator) -> AsyncIterator[tuple[Watcher, Watcher]]:
    """Shard 0 and shard 1 of 2, as two processes would connect them."""
    clients = (Watcher(shard_id=0, shard_count=2), Watcher(shard_id=1, shard_count=2))
    tasks = [await connected(emu, client) for client in clients]
    yield clients
    for client, task in zip(clients, tasks, strict=True):
        await client.close()
        await asyncio.wait_for(task, 5)


def test_guilds_made_for_a_shard_belong_to_it() -> None:
    emulator = DiscordEmulator()
    for shard_id in (1, 0, 1, 2):
        ident = emulator.world.ids.next_on_shard(shard_id, 3)
        assert shard_of(ident, 3) == shard_id == (ident >> 22) % 3


async def test_each_shard_is_ready_with_only_its_own_guilds(emu) -> None:
    first = await emu.create_guild("Zero", shard=(0, 2))
    second = await emu.create_guild("One", shard=(1, 2))
    async with Watcher(shard_id=0, shard_count=2) as zero, \
            Watcher(shard_id=1, shard_count=2) as one:
        tasks = [await connected(emu, zero), await connected(emu, one)]
        assert [g.id for g in zero.guilds] == [first.id]
        assert [g.id for g in one.guilds] == [second.id]
        assert [s.shard for s in emu.gateway.live] == [(0, 2), (1, 2)]
        late = await emu.create_guild("Late", shard=(1, 2))
        await emu.wait_for(lambda: one.get_guild(late.id))
        assert zero.get_guild(late.id) is None
    await asyncio.gather(*tasks)


async def test_a_guilds_interactions_and_messages_reach_only_its_shard(emu, two_shards) -> None:
    zero, one = two_shards
    zero_cast = await emu.populate(name="Zero", shard=(0, 2))
    one_cast = await emu.populate(name="One", shard=(1, 2))
    for cast in (one_cast, zero_cast):
        await (await emu.slash(cast.alice, cast.channel, "ping")).response()
        await emu.post_message(cast.alice, cast.channel, "hello")
    await emu.wait_for(lambda: zero.messages and one.messages)
    assert (one.pinged, one.messages) == ([one_cast.guild.id], [one_cast.guild.id])
    assert (zero.pinged, zero.messages) == ([zero_cast.guild.id], [zero_cast.guild.id])
    for event in ("INTERACTION_CREATE", "MESSAGE_CREATE"):
        assert sent(emu, 0, event) == [str(zero_cast.guild.id)]
        assert sent(emu, 1, event) == [str(one_cast.guild.id)]


async def test_direct_messages_reach_shard_zero_only(emu, two_shards) -> None:
    zero, one = two_shards
    alice = await emu.create_user("alice")
    await emu.post_message(alice, emu.world.dm_channel(alice), "hello")
    await emu.wait_for(lambda: zero.messages)
    assert (sent(emu, 0, "MESSAGE_CREATE"), sent(emu, 1, "MESSAGE_CREATE")) == ([None], [])
    assert (zero.messages, one.messages) == ([None], [])


async def test_an_unsharded_client_hears_every_guild(emu) -> None:
    guilds = [await emu.create_guild("Zero", shard=(0, 2)),
              await emu.create_guild("One", shard=(1, 2))]
    async with Watcher() as client:
        task = await connected(emu, client)
        assert sorted(g.id for g in client.guilds) == sorted(g.id for g in guilds)
        assert emu.gateway.live[0].shard is None
    await task


async def test_a_shard_id_not_below_the_count_is_refused_with_4010(emu) -> None:
    async with Watcher(shard_id=2, shard_count=2) as client:
        await client.login(emu.token)
        with pytest.raises(discord.ConnectionClosed) as closed:
            await asyncio.wait_for(client.connect(reconnect=False), 5)
        assert closed.value.code == 4010
    assert emu.gateway.identifies == 0


async def test_a_sharded_client_connects_the_recommended_number_of_shards(emu) -> None:
    zero = await emu.create_guild("Zero", shard=(0, 2))
    one = await emu.create_guild("One", shard=(1, 2))
    emu.recommend_shards(2)

    class Sharded(Watcher, commands.AutoShardedBot):
        """The watcher on discord.py's sharded client, with no shard count of its own."""

    async with Sharded() as client:
        task = await connected(emu, client)
        assert client.shard_count == 2
        assert sorted(s.shard for s in emu.gateway.live) == [(0, 2), (1, 2)]
        assert (client.get_guild(zero.id).shard_id, client.get_guild(one.id).shard_id) == (0, 1)
    await task


async def test_a_command_in_a_guild_whose_shard_is_not_connected_cannot_be_sent(emu) -> None:
    cast = await emu.populate(shard=(1, 2))
    async with Watcher(shard_id=0, shard_count=2) as zero:
        task = await connected(emu, zero)
        with pytest.raises(RuntimeError, match="shard"):
            await emu.slash(cast.alice, cast.channel, "ping")
        assert zero.pinged == []
    await task
