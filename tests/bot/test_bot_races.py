"""Two people acting on the same thing at once: one wins, the other is told, and
nothing is left half-done (no stray thread, no second challenge)."""

from __future__ import annotations

import asyncio

from akropolis_hands import two_players
from bot_harness import answered, challenge_and_accept, ids_of, public_post, refusal

from tests.discord_emulator import Interaction


async def both(*interactions: Interaction) -> None:
    await asyncio.gather(*(answered(i) for i in interactions))


async def open_challenge(emu, cast):
    return await public_post(await emu.slash(cast.alice, cast.channel, "amytis",
                                             subcommand="challenge",
                                             options={"opponent": cast.bob}))


async def test_a_double_accept_opens_one_thread_and_deletes_none(emu, cast, runner):
    posted = await open_challenge(emu, cast)
    accept = ids_of(posted, "amytis:accept:")[0]
    first, second = (await emu.click(cast.bob, posted, accept),
                     await emu.click(cast.bob, posted, accept))
    await both(first, second)
    assert len(emu.threads) == 1 and not emu.threads[0].deleted
    refused = [m for i in (first, second) for m in i.followups if m.ephemeral]
    assert len(refused) == 1 and "no longer open" in refused[0].content
    assert emu.failures == []
    await emu.wait_for_message(emu.threads[0], lambda m: ids_of(m, "amytis:stack:"))


async def test_accept_racing_cancel_leaves_either_a_game_or_nothing(emu, cast, runner):
    posted = await open_challenge(emu, cast)
    accept = await emu.click(cast.bob, posted, ids_of(posted, "amytis:accept:")[0])
    cancel = await emu.click(cast.alice, posted, ids_of(posted, "amytis:cancel:")[0])
    await both(accept, cancel)
    assert all(not thread.deleted for thread in emu.threads)
    assert emu.failures == []
    row = await runner.bot.services.lobby.get(1)
    if row.status == "started":
        assert len(emu.threads) == 1
        assert "withdrew" not in posted.content
    else:
        assert row.status == "cancelled" and emu.threads == []
        assert await runner.bot.services.games.repo.all_ids() == []


async def test_both_players_pressing_rematch_start_one_game(emu, cast, runner):
    table = await challenge_and_accept(emu, cast, runner=runner)
    final = await public_post(await emu.slash(cast.alice, table.channel, "amytis",
                                              subcommand="resign"))
    rematch = ids_of(final, "amytis:rematch:")[0]
    await both(await emu.click(cast.alice, final, rematch),
               await emu.click(cast.bob, final, rematch))
    services = runner.bot.services
    assert await services.lobby.pending_in_channel(table.channel.id) == []
    second = await emu.wait_for_message(table.channel, lambda m: ids_of(m, "amytis:stack:"),
                                        after=final, timeout=10)
    row = await services.games.in_channel(table.channel.id)
    assert row.rematch_of == 1
    assert [m for m in emu.messages(table.channel) if ids_of(m, "amytis:stack:")] == [second]
    challenges = [m for m in emu.messages(table.channel) if "challenges" in m.content]
    assert all(not ids_of(m, "amytis:accept:") for m in challenges)


async def test_pressing_rematch_after_the_other_player_accepts_their_challenge(emu, cast,
                                                                               runner):
    table = await challenge_and_accept(emu, cast, runner=runner)
    final = await public_post(await emu.slash(cast.alice, table.channel, "amytis",
                                              subcommand="resign"))
    rematch = ids_of(final, "amytis:rematch:")[0]
    asked = await public_post(await emu.click(cast.alice, final, rematch))
    await answered(await emu.click(cast.bob, final, rematch))
    await emu.wait_for(lambda: "accepted" in asked.content and not ids_of(asked, "amytis:"))
    await emu.wait_for_message(table.channel, lambda m: ids_of(m, "amytis:stack:"),
                               after=final, timeout=10)
    assert await runner.bot.services.lobby.pending_in_channel(table.channel.id) == []


async def late_rematch_press(emu, runner, final, rematch: str, first, second) -> str:
    """``first`` asked for a rematch; ``second`` accepts it by pressing Rematch while
    ``first`` presses it again, both read before either writes (the database busy):
    what ``first`` hears."""
    async with runner.bot.db.transaction():
        accepting = await emu.click(second, final, rematch)
        await accepting.response()
        await asyncio.sleep(0.3)
        late = await emu.click(first, final, rematch)
        await late.response()
        await asyncio.sleep(0.3)
    await answered(accepting)
    return await refusal(late)


async def test_a_late_amytis_rematch_press_is_refused_and_posts_no_second_challenge(
        emu, cast, runner):
    table = await challenge_and_accept(emu, cast, runner=runner)
    final = await public_post(await emu.slash(cast.alice, table.channel, "amytis",
                                              subcommand="resign"))
    rematch = ids_of(final, "amytis:rematch:")[0]
    asked = await public_post(await emu.click(cast.alice, final, rematch))
    told = await late_rematch_press(emu, runner, final, rematch, cast.alice, cast.bob)
    assert "already started" in told or "already have an open challenge" in told
    await emu.wait_for_message(table.channel, lambda m: ids_of(m, "amytis:stack:"),
                               after=final, timeout=10)
    assert await runner.bot.services.lobby.pending_in_channel(table.channel.id) == []
    challenges = [m for m in emu.messages(table.channel) if ids_of(m, "amytis:accept:")]
    assert challenges == [] and not ids_of(asked, "amytis:")
    assert emu.failures == []


async def test_a_late_akropolis_rematch_press_is_refused_and_posts_no_second_invitation(
        emu, cast, runner):
    hands = await two_players(emu, cast, runner)
    final = await public_post(await emu.slash(cast.alice, hands.thread, "akropolis",
                                              subcommand="resign"))
    rematch = ids_of(final, "lobby:rematch:")[0]
    await public_post(await emu.click(cast.alice, final, rematch))
    told = await late_rematch_press(emu, runner, final, rematch, cast.alice, cast.bob)
    assert "already started" in told or "already have an open challenge" in told
    await emu.wait_for_message(hands.thread, lambda m: ids_of(m, "akropolis:take:"),
                               after=final, timeout=10)
    assert await runner.bot.services.lobby.pending_in_channel(hands.thread.id) == []
    assert [m for m in emu.messages(hands.thread) if ids_of(m, "lobby:accept:")] == []
    assert emu.failures == []


async def test_rematch_pressed_after_the_rematch_started_says_so(emu, cast, runner):
    hands = await two_players(emu, cast, runner)
    final = await public_post(await emu.slash(cast.bob, hands.thread, "akropolis",
                                              subcommand="resign"))
    rematch = ids_of(final, "lobby:rematch:")[0]
    await public_post(await emu.click(cast.alice, final, rematch))
    await answered(await emu.click(cast.bob, final, rematch))
    game = await runner.bot.services.games.in_channel(hands.thread.id)
    told = await refusal(await emu.click(cast.alice, final, rematch))
    assert told == f"The rematch has already started: game #{game.id}, here."
