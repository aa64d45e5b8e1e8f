"""Which process looks after a server's chores: the one connecting its shard."""

from __future__ import annotations

import discord
import pytest

from cogs.common.servers import on_my_shards

ON_SHARD_0, ON_SHARD_1 = 0 << 22, 1 << 22  # (guild id >> 22) % 2 is the shard
INTENTS = discord.Intents.default()


@pytest.mark.parametrize("shards", [{}, {"shard_id": 0, "shard_count": 1}],
                         ids=["unsharded", "one_shard_of_one"])
def test_a_process_that_does_not_shard_looks_after_every_server(shards):
    client = discord.Client(intents=INTENTS, **shards)
    assert on_my_shards(client, ON_SHARD_0) and on_my_shards(client, ON_SHARD_1)


def test_a_process_on_one_shard_looks_after_the_servers_of_that_shard_only():
    client = discord.Client(intents=INTENTS, shard_id=1, shard_count=2)
    assert on_my_shards(client, ON_SHARD_1 | 12345)
    assert not on_my_shards(client, ON_SHARD_0 | 12345)


def test_a_process_connecting_several_shards_looks_after_the_servers_of_each():
    client = discord.AutoShardedClient(intents=INTENTS, shard_ids=[0, 2], shard_count=3)
    assert [on_my_shards(client, shard << 22) for shard in range(6)] == [
        True, False, True, True, False, True]
