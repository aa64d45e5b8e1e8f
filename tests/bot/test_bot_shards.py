"""Bots sharing Discord's shards: two processes over one PostgreSQL database, and
one process connecting both shards.

Shard 0 and shard 1 of 2 run as two bots (two processes in production; two clients
here, each with its own connection pool and sweeper) over one database, and the
emulator sends each server's events only to the bot of its shard. A server's
commands and clicks are handled by that bot alone; the sweeper's chores happen once
across both, and whichever bot holds the lease announces them in the right channel
and the server's language. SQLite allows one bot per file, so these run on
PostgreSQL only (skipped without ``TEST_POSTGRES_URL``). One process with both
shards is discord.py's sharded client over any database.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from dataclasses import dataclass

import pytest
from bot_harness import (
    BotRunner,
    answered,
    challenge_and_accept,
    computer_first_game,
    ids_of,
    public_post,
)
from test_bot_challenges import settled
from test_bot_solo import start_solo

from bot import ShardedAmytisBot
from service import SweepReport
from tests.discord_emulator import Cast, DiscordEmulator

ON_POSTGRES = pytest.mark.parametrize("migrated_database_url", ["postgres"], indirect=True)

SHARDS = 2


@dataclass
class ShardBot:
    """One process's bot and the servers of the interactions it received."""

    runner: BotRunner
    heard: list[int]

    async def sweep(self) -> SweepReport:
        """One sweep of this bot's sweeper, announced as its loop would."""
        sweeper = self.runner.bot.services.sweeper
        report = await sweeper.sweep()
        await sweeper.on_report(report)
        return report


async def shard_bot(emu: DiscordEmulator, database: str, clock, shard_id: int) -> ShardBot:
    runner = BotRunner(emu, database, clock, shard_count=SHARDS, shard_ids=(shard_id,))
    bot = await runner.start()
    heard: list[int] = []

    async def on_interaction(interaction) -> None:
        heard.append(interaction.guild_id)

    bot.add_listener(on_interaction)
    return ShardBot(runner, heard)


async def posted_challenge(emu: DiscordEmulator, cast: Cast, bot: ShardBot):
    """Alice challenges Bob; the challenge message, once the bot has noted it."""
    posted = await public_post(await emu.slash(
        cast.alice, cast.channel, "amytis", subcommand="challenge",
        options={"opponent": cast.bob}, locale="en-US"))
    await settled(lambda: bot.runner.bot.services.lobby.get(1),
                  lambda row: row.message_id is not None)
    return posted


@pytest.fixture
async def zero_cast(emu: DiscordEmulator) -> Cast:
    return await emu.populate(name="Zero Club", shard=(0, SHARDS))


@pytest.fixture
async def one_cast(emu: DiscordEmulator) -> Cast:
    return await emu.populate(name="One Club", shard=(1, SHARDS))


@pytest.fixture
async def bots(emu, zero_cast, one_cast, migrated_database_url, clock
               ) -> AsyncIterator[tuple[ShardBot, ShardBot]]:
    """Shard 0's bot, holding the sweeper's lease, and shard 1's."""
    zero = await shard_bot(emu, migrated_database_url, clock, 0)
    await zero.sweep()  # the lease is shard 0's before shard 1's sweeper asks for it
    one = await shard_bot(emu, migrated_database_url, clock, 1)
    yield zero, one
    await one.runner.stop()
    await zero.runner.stop()


@ON_POSTGRES
async def test_each_bot_is_connected_to_the_servers_of_its_shard_only(bots, zero_cast, one_cast):
    zero, one = bots
    assert [g.id for g in zero.runner.bot.guilds] == [zero_cast.guild.id]
    assert [g.id for g in one.runner.bot.guilds] == [one_cast.guild.id]


@ON_POSTGRES
async def test_a_game_in_a_server_on_shard_one_is_played_by_the_shard_one_bot_only(
        emu, bots, one_cast):
    zero, one = bots
    table = await challenge_and_accept(emu, one_cast, runner=one.runner)
    for turn in range(3):
        await table.play_turn(turn)
    assert zero.heard == []
    assert one.heard == [one_cast.guild.id] * len(emu.interactions)
    assert emu.failures == []


@ON_POSTGRES
async def test_a_command_in_a_server_on_shard_zero_is_answered_by_shard_zero_only(
        emu, bots, zero_cast):
    zero, one = bots
    games = await answered(await emu.slash(zero_cast.alice, zero_cast.channel, "games"))
    assert "Amytis" in games.content
    assert (zero.heard, one.heard) == ([zero_cast.guild.id], [])


@ON_POSTGRES
async def test_an_expired_challenge_on_shard_one_is_announced_in_its_channel_by_the_lease_holder(
        emu, bots, zero_cast, one_cast, clock):
    zero, one = bots
    posted = await posted_challenge(emu, one_cast, one)
    clock.advance(16 * 60)
    held, not_held = await zero.sweep(), await one.sweep()
    assert [c.id for c in held.expired_lobbies] == [1] and not_held == SweepReport()
    assert "has expired" in posted.content and ids_of(posted, "amytis:") == []
    assert emu.messages(zero_cast.channel) == []
    assert await zero.sweep() == SweepReport()  # expired once, announced once
    assert emu.failures == []


@ON_POSTGRES
async def test_a_french_server_on_shard_one_hears_of_an_expiry_in_french_from_shard_zero(
        emu, bots, clock):
    zero, one = bots
    french = await emu.populate(name="Club de Lyon", locale="fr", shard=(1, SHARDS))
    posted = await posted_challenge(emu, french, one)
    assert zero.runner.bot.get_guild(french.guild.id) is None
    clock.advance(16 * 60)
    await zero.sweep()
    assert posted.content == (f"⌛ Le défi de {french.alice.mention} "
                              f"à {french.bob.mention} a expiré.")


@ON_POSTGRES
@pytest.mark.parametrize("at_once", [False, True],
                         ids=["shard_0_sweeps_first", "both_sweep_at_once"])
async def test_a_game_abandoned_against_the_computer_is_forfeited_once_across_both_bots(
        emu, bots, one_cast, clock, at_once):
    zero, one = bots
    table = await start_solo(emu, one_cast, one.runner)
    clock.advance(73 * 3600)  # the lease has lapsed too: either bot may take it now
    if at_once:
        reports = await asyncio.gather(zero.sweep(), one.sweep())
        assert sorted(len(r.forfeited_games) for r in reports) == [0, 1]
    else:  # shard 0 takes the lease and posts the final table in shard 1's server
        reports = [await zero.sweep(), await one.sweep()]
        assert [len(r.forfeited_games) for r in reports] == [1, 0]
    forfeits = [m for m in emu.messages(table.channel) if "won by forfeit" in m.content]
    assert len(forfeits) == 1 and emu.bot.mention in forfeits[0].content
    assert "alice" in forfeits[0].attachments[0].description  # her name, not her id
    assert not ids_of(forfeits[0], "amytis:stack:")


@ON_POSTGRES
async def test_a_computer_turn_owed_after_a_restart_is_played_once_by_the_bot_of_its_shard(
        emu, bots, one_cast):
    zero, one = bots
    await zero.runner.stop()
    game_id = await computer_first_game(one.runner, one_cast, emu.bot)
    restarted_zero = await zero.runner.start()
    await restarted_zero.get_cog("Amytis")._resume  # it looked, and left it to shard 1
    assert [m for m in emu.messages(one_cast.channel) if m.attachments] == []
    await one.runner.start()
    posted = await emu.wait_for_message(one_cast.channel, lambda m: ids_of(m, "amytis:stack:"),
                                        timeout=15)
    await one.runner.bot.get_cog("Amytis")._resume
    await one.runner.bot.get_cog("Lobby").courier.caught_up.wait()
    assert one_cast.alice.mention in posted.content
    first, *rest = [m for m in emu.messages(one_cast.channel) if m.attachments]
    assert rest == [posted]  # the first table the game owed, then the computer's move
    assert not first.components
    row = await one.runner.bot.services.games.get(game_id)
    assert row.user_at(row.to_move) == one_cast.alice.id


async def test_one_process_connects_both_shards_and_plays_in_servers_on_each(
        emu, zero_cast, one_cast, tmp_path, clock):
    runner = BotRunner(emu, str(tmp_path / "amytis.db"), clock, shard_count=SHARDS,
                       shard_ids=(0, 1))
    bot = await runner.start()
    try:
        assert isinstance(bot, ShardedAmytisBot)
        assert sorted(s.shard for s in emu.gateway.live) == [(0, SHARDS), (1, SHARDS)]
        assert (bot.get_guild(zero_cast.guild.id).shard_id,
                bot.get_guild(one_cast.guild.id).shard_id) == (0, 1)
        table = await challenge_and_accept(emu, one_cast, runner=runner)
        await table.play_turn()
        games = await answered(await emu.slash(zero_cast.alice, zero_cast.channel, "games"))
        assert "Amytis" in games.content
        assert emu.failures == []
    finally:
        await runner.stop()
