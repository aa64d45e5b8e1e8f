"""A player who leaves the server: the game does not wait 72 hours for them."""

from __future__ import annotations

import asyncio

import pytest
from akropolis_hands import first_table, two_players, with_computers
from bot_harness import BotRunner, answered, challenge_and_accept, ids_of, public_post

from tests.discord_emulator import GUILD_MEMBERS


@pytest.fixture
async def runner_with_members(emu, cast, tmp_path, clock):
    emu.grant_intents(GUILD_MEMBERS)
    runner = BotRunner(emu, str(tmp_path / "amytis.db"), clock, members_intent=True)
    await runner.start()
    yield runner
    await runner.stop()


async def test_the_opponent_is_told_at_once_and_may_claim_at_once(emu, cast,
                                                                  runner_with_members):
    table = await challenge_and_accept(emu, cast, runner=runner_with_members)
    last = emu.messages(table.channel)[-1]
    await emu.remove_member(cast.guild, cast.bob)
    notice = await emu.wait_for_message(table.channel, lambda m: "left the server" in m.content,
                                        after=last)
    assert cast.bob.mention in notice.content and cast.alice.mention in notice.content
    final = await public_post(await emu.slash(cast.alice, table.channel, "amytis",
                                              subcommand="claim"))
    assert "won by forfeit" in final.content and cast.alice.mention in final.content


async def test_without_the_members_intent_a_claim_still_succeeds_at_once(emu, cast, runner):
    table = await challenge_and_accept(emu, cast, runner=runner)
    mover = table.to_move()
    waiting = cast.bob if mover is cast.alice else cast.alice
    before = len(emu.messages(table.channel))
    await emu.remove_member(cast.guild, mover)
    assert len(emu.messages(table.channel)) == before  # no event, so no notice
    final = await public_post(await emu.slash(waiting, table.channel, "amytis",
                                              subcommand="claim"))
    assert "won by forfeit" in final.content


async def test_the_player_to_move_may_claim_when_the_waiting_player_left(emu, cast, runner):
    table = await challenge_and_accept(emu, cast, runner=runner)
    mover = table.to_move()
    waiting = cast.bob if mover is cast.alice else cast.alice
    await emu.remove_member(cast.guild, waiting)
    final = await public_post(await emu.slash(mover, table.channel, "amytis",
                                              subcommand="claim"))
    assert "won by forfeit" in final.content and mover.name in final.content


async def test_a_claim_against_a_player_still_here_still_waits(emu, cast, runner):
    table = await challenge_and_accept(emu, cast, runner=runner)
    mover = table.to_move()
    waiting = cast.bob if mover is cast.alice else cast.alice
    early = await answered(await emu.slash(waiting, table.channel, "amytis",
                                           subcommand="claim"))
    assert early.ephemeral and "still has time" in early.content


async def test_a_game_against_the_computer_ends_when_its_player_leaves(emu, cast,
                                                                      runner_with_members):
    asked = await emu.slash(cast.alice, cast.channel, "amytis", subcommand="solo",
                            options={"level": "easy"})
    await public_post(asked)
    thread = await emu.wait_for(lambda: emu.threads[-1] if emu.threads else None)
    first = await emu.wait_for_message(thread, lambda m: ids_of(m, "amytis:stack:"), timeout=15)
    await emu.remove_member(cast.guild, cast.alice)
    final = await emu.wait_for_message(thread, lambda m: "won by forfeit" in m.content,
                                       after=first)
    assert emu.bot.mention in final.content and "no one else was playing" in final.content
    row = await runner_with_members.bot.services.games.repo.latest_in_channel(thread.id)
    assert row.status == "finished" and row.end_reason == "forfeit"
    await emu.wait_for(lambda: ids_of(first, "amytis:") == [])


async def shown(runner, channel) -> None:
    """Wait until the bot has stored which message shows the channel's table (it
    does so just after posting it)."""
    for _ in range(100):
        lobbies = await runner.bot.services.lobby.pending_in_channel(channel.id)
        if lobbies and lobbies[0].message_id is not None:
            return
        await asyncio.sleep(0.02)
    raise AssertionError("the table's message was never stored")


async def test_a_player_who_leaves_frees_their_seat_at_an_open_table(emu, cast,
                                                                    runner_with_members):
    table = await public_post(await emu.slash(cast.alice, cast.channel, "akropolis",
                                              subcommand="open", options={"seats": 3}))
    await answered(await emu.click(cast.bob, table, ids_of(table, "lobby:join:")[0]))
    assert "2 of 3" in table.content and cast.bob.mention in table.content
    await emu.remove_member(cast.guild, cast.bob)
    await emu.wait_for(lambda: "1 of 3" in table.content)
    assert cast.bob.mention not in table.content and ids_of(table, "lobby:join:")
    lobby = (await runner_with_members.bot.services.lobby.pending_in_channel(cast.channel.id))[0]
    assert [m.user_id for m in lobby.seated] == [cast.alice.id]


async def test_an_invitation_naming_a_player_who_leaves_is_called_off(emu, cast,
                                                                    runner_with_members):
    carol = await emu.create_user("carol", guild=cast.guild)
    invitation = await public_post(await emu.slash(
        cast.alice, cast.channel, "akropolis", subcommand="challenge",
        options={"player1": cast.bob, "player2": carol}))
    await answered(await emu.click(cast.bob, invitation,
                                   ids_of(invitation, "lobby:accept:")[0]))
    await emu.remove_member(cast.guild, carol)
    await emu.wait_for(lambda: "left the server" in invitation.content)
    assert carol.mention in invitation.content and "Akropolis is off" in invitation.content
    assert ids_of(invitation, "lobby:") == []
    assert await runner_with_members.bot.services.lobby.pending_in_channel(cast.channel.id) == []


async def test_a_host_who_leaves_withdraws_their_open_table(emu, cast, runner_with_members):
    table = await public_post(await emu.slash(cast.alice, cast.channel, "akropolis",
                                              subcommand="open", options={"seats": 2}))
    await shown(runner_with_members, cast.channel)
    await emu.remove_member(cast.guild, cast.alice)
    await emu.wait_for(lambda: "left the server" in table.content)
    assert ids_of(table, "lobby:") == [] and "Akropolis is off" in table.content
    assert await runner_with_members.bot.services.lobby.pending_in_channel(cast.channel.id) == []


async def test_the_other_akropolis_player_is_told_at_once_they_may_claim(
        emu, cast, runner_with_members):
    hands = await two_players(emu, cast, runner_with_members)
    last = emu.messages(hands.thread)[-1]
    await emu.remove_member(cast.guild, cast.bob)
    notice = await emu.wait_for_message(hands.thread, lambda m: "left the server" in m.content,
                                        after=last)
    assert cast.bob.mention in notice.content and cast.alice.mention in notice.content
    assert "/akropolis claim" in notice.content


async def left_alone(emu, cast, runner, thread) -> tuple:
    """Alice leaves the server: the game's notice, and the game as stored."""
    last = emu.messages(thread)[-1]
    await emu.remove_member(cast.guild, cast.alice)
    notice = await emu.wait_for_message(thread, lambda m: "left the server" in m.content,
                                        after=last)
    return notice, await runner.bot.services.games.latest_in_channel(thread.id)


async def test_an_akropolis_game_against_the_computer_ends_when_its_player_leaves(
        emu, cast, runner_with_members):
    hands = await with_computers(emu, cast, runner_with_members, 1)
    notice, row = await left_alone(emu, cast, runner_with_members, hands.thread)
    assert cast.alice.mention in notice.content and "counts as their loss" in notice.content
    assert (row.status, row.end_reason) == ("finished", "forfeit")
    assert row.winners == [s.seat for s in row.seats if s.is_computer]
    line = await runner_with_members.bot.services.stats.player_record(
        cast.guild.id, cast.alice.id, "akropolis")
    assert line.rated is None and line.vs_computer.losses == 1


async def test_a_player_alone_with_three_computers_who_leaves_ends_the_game_without_a_vote(
        emu, cast, runner_with_members):
    hands = await with_computers(emu, cast, runner_with_members, 3)
    notice, row = await left_alone(emu, cast, runner_with_members, hands.thread)
    assert "no one else was playing" in notice.content
    assert (row.status, row.end_reason) == ("finished", "forfeit")
    assert not any(ids_of(m, "absent:") for m in emu.messages(hands.thread))


async def test_a_solo_game_against_the_famous_architect_ends_when_its_player_leaves(
        emu, cast, runner_with_members):
    await public_post(await emu.slash(cast.alice, cast.channel, "akropolis",
                                      subcommand="solo"))
    hands = await first_table(emu, runner_with_members, [cast.alice])
    notice, row = await left_alone(emu, cast, runner_with_members, hands.thread)
    assert f"game #{row.id}" in notice.content
    assert (row.status, row.end_reason, row.winners) == ("finished", "forfeit", [])

