"""The daily game on Discord: a private thread, a restart in the middle, one attempt,
the result and its shared line, and nothing of the deal for those yet to play."""

from __future__ import annotations

import json
import logging

from akropolis_hands import first_table
from bot_harness import refusal


async def start_daily(emu, cast, runner, options: dict | None = None):
    said = await refusal(await emu.slash(cast.alice, cast.channel, "akropolis",
                                         subcommand="daily", options=options or {}))
    return said, await first_table(emu, runner, [cast.alice])


async def finished_daily(emu, cast, runner):
    _said, hands = await start_daily(emu, cast, runner)
    return hands, await hands.play_out()


async def test_the_daily_game_is_played_in_a_private_thread_by_default(emu, cast, runner):
    said, hands = await start_daily(emu, cast, runner)
    assert "private thread" in said and hands.thread.type == 12
    assert cast.alice.id in hands.thread.thread_members
    intro = emu.messages(hands.thread)[0].content
    assert "daily game of" in intro
    assert any(level in intro for level in ("Hippodamos", "Metagenes", "Callicrates"))


async def test_a_public_thread_chosen_for_the_daily_game_is_warned_about(emu, cast, runner):
    said, hands = await start_daily(emu, cast, runner, {"place": "thread"})
    assert "everyone in the channel sees your tiles" in said and hands.thread.type == 11


async def test_a_restart_in_the_middle_of_a_daily_game_loses_nothing(emu, cast, runner):
    _, hands = await start_daily(emu, cast, runner)
    await hands.play_turn()
    await hands.play_turn()
    before = await runner.bot.services.games.repo.latest_in_channel(hands.thread.id)
    await runner.restart()
    again = await refusal(await emu.slash(cast.alice, cast.channel, "akropolis",
                                          subcommand="daily"))
    assert f"#{before.id} is not over yet" in again and hands.thread.mention in again
    after = await runner.bot.services.games.get(before.id)
    assert (after.turn, after.record, after.daily_day) == (before.turn, before.record,
                                                           before.daily_day)
    final = await hands.play_out()
    assert "Daily game over" in final.content


async def test_the_final_table_gives_the_result_rank_and_a_line_to_share(emu, cast, runner):
    _, final = await finished_daily(emu, cast, runner)
    assert "Daily game over" in final.content and "You are **1** of 1" in final.content
    assert any(square in final.content for square in "🟩🟨🟥")


async def test_a_second_daily_game_the_same_day_is_refused_with_the_leaderboard(
        emu, cast, runner):
    _hands, _ = await finished_daily(emu, cast, runner)
    said = await refusal(await emu.slash(cast.alice, cast.channel, "akropolis",
                                         subcommand="daily"))
    assert "already played today's daily game" in said and "leaderboard" in said
    assert "Your streak: 1 day played" in said and len(emu.threads) == 1


async def test_the_shared_line_says_nothing_of_the_deal(emu, cast, runner):
    _hands, _ = await finished_daily(emu, cast, runner)
    shared = await emu.slash(cast.alice, cast.channel, "akropolis", subcommand="daily",
                             options={"share": True})
    await shared.response()
    post = await shared.wait(lambda i: next((m for m in i.followups if not m.ephemeral), None))
    assert "daily" in post.content and not post.attachments
    assert not any(word in post.content.lower() for word in ("tile", "quarry", "house"))


async def test_another_players_daily_game_is_hidden_from_one_yet_to_play(emu, cast, runner):
    hands, _ = await finished_daily(emu, cast, runner)
    row = await runner.bot.services.games.repo.latest_in_channel(hands.thread.id)
    for verb in ("export", "status"):
        said = await refusal(await emu.slash(cast.bob, cast.channel, "akropolis",
                                             subcommand=verb, options={"game": row.id}))
        assert "finish your own daily game first" in said, verb


async def before_and_after_midnight(emu, cast, runner, clock):
    """Alice and Bob start the day's deal at 23:59 UTC; Alice finishes it at 00:01:
    her game and Bob's table."""
    clock.advance(16 * 3600 - 60)  # the clock starts at 08:00 UTC
    _said, alice = await start_daily(emu, cast, runner)
    await refusal(await emu.slash(cast.bob, cast.channel, "akropolis", subcommand="daily"))
    bob = await first_table(emu, runner, [cast.bob])
    clock.advance(120)
    await alice.play_out()
    return await runner.bot.services.games.repo.latest_in_channel(alice.thread.id), bob


async def private_answer(interaction):
    """The private message the bot answered ``interaction`` with."""
    await interaction.response()
    return await interaction.wait(lambda i: next((m for m in i.followups if m.ephemeral), None))


async def test_a_daily_game_stays_hidden_after_midnight_from_one_still_playing_its_deal(
        emu, cast, runner, clock):
    row, _bob = await before_and_after_midnight(emu, cast, runner, clock)
    for verb in ("export", "status", "review"):
        said = await refusal(await emu.slash(cast.bob, cast.channel, "akropolis",
                                             subcommand=verb, options={"game": row.id}))
        assert "finish your own daily game first" in said, verb


async def test_a_daily_game_is_exported_once_one_has_finished_its_deal_after_midnight(
        emu, cast, runner, clock):
    row, bob = await before_and_after_midnight(emu, cast, runner, clock)
    await bob.play_out()
    for viewer in (cast.bob, cast.bystander):  # the bystander can no longer start that deal
        answer = await private_answer(await emu.slash(
            viewer, cast.channel, "akropolis", subcommand="export", options={"game": row.id}))
        assert [a.filename for a in answer.attachments] == [f"akropolis-game-{row.id}.json"]


async def test_nothing_of_the_deal_reaches_the_logs(emu, cast, runner, caplog):
    caplog.set_level(logging.DEBUG)
    hands, _ = await finished_daily(emu, cast, runner)
    row = await runner.bot.services.games.repo.latest_in_channel(hands.thread.id)
    tiles = json.loads(row.record)["tiles"]
    assert str(row.seed) not in caplog.text and str(row.computer_seed) not in caplog.text
    assert json.dumps(tiles[:4])[1:-1] not in caplog.text


async def test_the_amytis_daily_game_is_played_against_the_hard_computer(emu, cast, runner):
    said = await refusal(await emu.slash(cast.alice, cast.channel, "amytis",
                                         subcommand="daily"))
    thread = await emu.wait_for(lambda: emu.threads and emu.threads[-1])
    await emu.wait_for_message(thread, lambda m: m.attachments, timeout=30)
    assert "private thread" in said
    assert "against the hard computer" in emu.messages(thread)[0].content
