"""Challenges on Discord: who may answer, what is refused, and where the game goes."""

from __future__ import annotations

import asyncio

from bot_harness import answered, challenge_and_accept, ids_of, public_post

from tests.discord_emulator import permissions


async def settled(fetch, done, timeout: float = 5.0):
    """Poll ``fetch()`` until ``done`` holds: the bot finishes its bookkeeping after
    answering, as a real bot does."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        value = await fetch()
        if done(value) or loop.time() > deadline:
            return value
        await asyncio.sleep(0.01)


async def challenge(emu, cast, opponent, **options):
    return await answered(await emu.slash(cast.alice, cast.channel, "amytis",
                                          subcommand="challenge",
                                          options={"opponent": opponent, **options}))


async def test_a_challenge_shows_accept_decline_and_cancel(emu, cast, runner):
    posted = await public_post(await challenge(emu, cast, cast.bob))
    assert not posted.ephemeral
    assert cast.alice.mention in posted.content and cast.bob.mention in posted.content
    assert "all A" in posted.content and "15 minutes" in posted.content
    assert len(ids_of(posted, "amytis:")) == 3


async def test_accepting_opens_a_thread_with_the_first_table(emu, cast, runner):
    table = await challenge_and_accept(emu, cast, runner=runner)
    assert table.channel.is_thread and table.channel.parent_id == cast.channel.id
    first = table.controls()
    assert first.attachments and len(ids_of(first, "amytis:stack:")) == 9
    assert table.to_move(first) in (cast.alice, cast.bob)


async def test_challenging_yourself_is_refused_privately(emu, cast, runner):
    asked = await challenge(emu, cast, cast.alice)
    assert asked.ephemeral and "yourself" in asked.content


async def test_challenging_a_bot_that_cannot_play_is_refused(emu, cast, runner):
    asked = await challenge(emu, cast, cast.other_bot)
    assert asked.ephemeral and "is a bot" in asked.content


async def test_only_the_challenged_player_can_accept(emu, cast, runner):
    posted = await public_post(await challenge(emu, cast, cast.bob))
    pressed = await answered(await emu.click(cast.bystander, posted,
                                             ids_of(posted, "amytis:accept:")[0]))
    assert pressed.followups[0].ephemeral and cast.bob.mention in pressed.followups[0].content
    assert emu.threads == []


async def test_declining_closes_the_challenge(emu, cast, runner):
    posted = await public_post(await challenge(emu, cast, cast.bob))
    await answered(await emu.click(cast.bob, posted, ids_of(posted, "amytis:decline:")[0]))
    assert "declined" in posted.content and ids_of(posted, "amytis:") == []


async def test_only_the_challenger_can_cancel(emu, cast, runner):
    posted = await public_post(await challenge(emu, cast, cast.bob))
    cancel = ids_of(posted, "amytis:cancel:")[0]
    refused = await answered(await emu.click(cast.bob, posted, cancel))
    assert refused.followups[0].ephemeral
    await answered(await emu.click(cast.alice, posted, cancel))
    assert "withdrew" in posted.content


async def test_a_second_game_in_a_busy_thread_is_refused(emu, cast, runner):
    table = await challenge_and_accept(emu, cast, runner=runner)
    asked = await answered(await emu.slash(cast.alice, table.channel, "amytis",
                                           subcommand="challenge",
                                           options={"opponent": cast.bystander}))
    assert asked.ephemeral and "already being played" in asked.content


async def test_missing_permissions_are_named(emu, cast, runner):
    await emu.set_permissions(cast.channel, emu.bot,
                              deny=permissions.ATTACH_FILES | permissions.EMBED_LINKS)
    asked = await challenge(emu, cast, cast.bob)
    assert asked.ephemeral
    assert "Attach Files" in asked.content and "Embed Links" in asked.content


async def test_without_thread_permissions_the_game_is_played_in_the_channel(emu, cast, runner):
    await emu.set_permissions(cast.channel, emu.bot, deny=permissions.CREATE_PUBLIC_THREADS)
    table = await challenge_and_accept(emu, cast, runner=runner)
    assert table.channel is cast.channel
    assert emu.threads == []
    await table.play_turn()
    assert emu.failures == []


async def test_custom_sides_are_chosen_with_a_select(emu, cast, runner):
    asked = await challenge(emu, cast, cast.bob, sides="custom")
    assert asked.ephemeral
    select_id = ids_of(asked.original, "amytis:sides:")[0]
    chosen = await emu.select(cast.alice, asked.original, select_id, ["wall", "palace"])
    posted = await public_post(chosen)
    assert "Wall B" in posted.content and "Garden A" in posted.content
    assert ids_of(posted, "amytis:accept:")


async def test_an_expired_challenge_loses_its_buttons(emu, cast, runner, clock):
    posted = await public_post(await challenge(emu, cast, cast.bob))
    services = runner.bot.services
    await settled(lambda: services.lobby.get(1), lambda row: row.message_id is not None)
    clock.advance(16 * 60)
    report = await services.sweeper.sweep()
    await services.sweeper.on_report(report)
    assert "expired" in posted.content
    assert ids_of(posted, "amytis:") == []


async def test_a_russian_user_is_answered_in_russian(emu, cast, runner):
    asked = await emu.slash(cast.alice, cast.channel, "amytis", subcommand="challenge",
                            options={"opponent": cast.bob}, locale="ru")
    posted = await public_post(asked)
    assert "вызывает" in posted.content and "15 минут" in posted.content
    refused = await answered(await emu.slash(cast.alice, cast.channel, "amytis",
                                             subcommand="challenge",
                                             options={"opponent": cast.alice}, locale="fr"))
    assert "vous défier vous-même" in refused.content


async def test_commands_carry_their_russian_and_french_names(emu, cast, runner):
    amytis = next(c for c in emu.commands() if c["name"] == "amytis")
    challenge_command = next(o for o in amytis["options"] if o["name"] == "challenge")
    assert challenge_command["name_localizations"]["ru"] == "вызов"
    assert challenge_command["name_localizations"]["fr"] == "défier"
    assert "Вызвать" in challenge_command["description_localizations"]["ru"]
