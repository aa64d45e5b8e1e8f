"""Status, rules, the end of a game by command, statistics and rematch, on Discord."""

from __future__ import annotations

from bot_harness import challenge_and_accept, ids_of, opens_as_png


async def slash(emu, user, channel, subcommand, **options):
    interaction = await emu.slash(user, channel, "amytis", subcommand=subcommand,
                                  options=options or None)
    await interaction.response()
    await interaction.settled()
    return interaction


async def test_status_shows_a_spectator_the_table_and_whose_turn(emu, cast, runner):
    table = await challenge_and_accept(emu, cast, runner=runner)
    old = table.controls()
    shown = await slash(emu, cast.bystander, table.channel, "status")
    posted = shown.followups[0]
    assert not posted.ephemeral
    assert opens_as_png(posted.attachments[0].data)
    assert table.to_move(posted) is table.to_move(old)
    assert ids_of(posted, "amytis:stack:") and ids_of(old, "amytis:") == []


async def test_status_elsewhere_lists_your_games(emu, cast, runner):
    table = await challenge_and_accept(emu, cast, runner=runner)
    listed = await slash(emu, cast.alice, cast.channel, "status")
    assert listed.ephemeral and f"<#{table.channel.id}>" in listed.content


async def test_a_game_whose_thread_was_deleted_is_played_on_from_status(emu, cast, runner):
    table = await challenge_and_accept(emu, cast, runner=runner)
    await table.play_turn()
    await emu.delete_channel(table.channel)
    other = await emu.create_channel(cast.guild, "games")
    shown = await slash(emu, cast.alice, other, "status")
    assert not shown.ephemeral
    table.channel = other
    await table.play_turn()
    record = await slash(emu, cast.alice, other, "export")
    assert b'"moves"' in record.attachments[0].data


async def test_resigning_ends_the_game_and_counts_it(emu, cast, runner):
    table = await challenge_and_accept(emu, cast, runner=runner)
    await slash(emu, cast.alice, table.channel, "resign")
    final = table.emu.messages(table.channel)[-1]
    assert "resigned" in final.content and cast.bob.name in final.content
    assert ids_of(final, "amytis:rematch:")
    assert all(not ids_of(m, "amytis:stack:") for m in emu.messages(table.channel))
    stats = await slash(emu, cast.alice, table.channel, "stats", player=cast.bob)
    assert "1 won" in stats.embeds[0]["fields"][0]["value"]
    board = await slash(emu, cast.alice, table.channel, "leaderboard")
    assert board.embeds[0]["description"].startswith(f"**1.** {cast.bob.mention}")


async def test_a_rematch_swaps_the_first_player_and_keeps_the_sides(emu, cast, runner):
    table = await challenge_and_accept(emu, cast, sides="random", runner=runner)
    first_player = table.to_move()
    await slash(emu, cast.alice, table.channel, "resign")
    final = emu.messages(table.channel)[-1]
    rematch = await emu.click(cast.bob, final, ids_of(final, "amytis:rematch:")[0])
    await rematch.response()
    challenge = rematch.original
    accepted = await emu.click(cast.alice, challenge, ids_of(challenge, "amytis:accept:")[0])
    await accepted.response()
    await accepted.settled()
    second = await emu.wait_for_message(table.channel, lambda m: ids_of(m, "amytis:stack:"),
                                        after=final, timeout=10)
    assert table.to_move(second) is not first_player


async def test_only_moderators_can_abort_a_game(emu, cast, runner):
    table = await challenge_and_accept(emu, cast, runner=runner)
    refused = await slash(emu, cast.alice, table.channel, "abort")
    assert refused.ephemeral and "moderators" in refused.content
    await slash(emu, cast.moderator, table.channel, "abort")
    final = emu.messages(table.channel)[-1]
    assert "stopped the game" in final.content and not ids_of(final, "amytis:")


async def test_a_claim_needs_the_opponent_to_have_been_away_long_enough(emu, cast, runner,
                                                                        clock):
    table = await challenge_and_accept(emu, cast, runner=runner)
    mover = table.to_move()
    waiting = cast.bob if mover is cast.alice else cast.alice
    early = await slash(emu, waiting, table.channel, "claim")
    assert early.ephemeral and "still has time" in early.content
    clock.advance(73 * 3600)
    await slash(emu, waiting, table.channel, "claim")
    final = emu.messages(table.channel)[-1]
    assert "won by forfeit" in final.content


async def test_rules_turn_pages_and_show_the_sides_in_play(emu, cast, runner):
    table = await challenge_and_accept(emu, cast, sides="B", runner=runner)
    shown = await slash(emu, cast.bystander, table.channel, "rules")
    assert shown.ephemeral and shown.embeds[0]["footer"]["text"] == "Page 1 of 5"
    message = shown.original
    for _ in range(2):
        following = [c for c in ids_of(message, "amytis:rules:")][-1]
        turned = await emu.click(cast.bystander, message, following)
        await turned.response()
    page = message.embeds[0]
    assert page["footer"]["text"] == "Page 3 of 5"
    assert all(field["name"].endswith("— B") for field in page["fields"])


async def test_status_during_an_unconfirmed_turn_shows_it_as_buttons_only(emu, cast, runner):
    table = await challenge_and_accept(emu, cast, runner=runner)
    message = table.controls()
    player = table.to_move(message)
    await table.ready_turn(player, message)
    shown = await slash(emu, cast.bystander, table.channel, "status")
    posted = shown.followups[0]
    assert "0 points · " in posted.content and posted.content.count("0 points") == 2
    assert table.to_move(posted) is player
    assert ids_of(posted, "amytis:confirm:") and ids_of(posted, "amytis:back:")


async def test_the_waiting_player_is_told_when_a_claim_becomes_possible(emu, cast, runner,
                                                                        clock):
    table = await challenge_and_accept(emu, cast, runner=runner)
    mover = table.to_move()
    waiting = cast.bob if mover is cast.alice else cast.alice
    clock.advance(73 * 3600)
    sweeper = runner.bot.services.sweeper
    await sweeper.on_report(await sweeper.sweep())
    notice = emu.messages(table.channel)[-1]
    assert "72 hours" in notice.content and waiting.mention in notice.content
    await sweeper.on_report(await sweeper.sweep())
    assert emu.messages(table.channel)[-1] is notice  # told once, not at every sweep
