"""Status, rules, the end of a game by command, statistics and rematch, on Discord."""

from __future__ import annotations

from bot_harness import answered, challenge_and_accept, ids_of, opens_as_png, public_post

from engine.amytis.ai import choose_move


async def slash(emu, user, channel, subcommand, **options):
    return await answered(await emu.slash(user, channel, "amytis", subcommand=subcommand,
                                          options=options or None))


async def test_status_shows_a_spectator_the_table_privately_without_controls(emu, cast, runner):
    table = await challenge_and_accept(emu, cast, runner=runner)
    old = table.controls()
    live = ids_of(old, "amytis:")
    posted_before = len(emu.messages(table.channel))
    shown = await slash(emu, cast.bystander, table.channel, "status")
    private = shown.followups[0]
    assert private.ephemeral
    assert opens_as_png(private.attachments[0].data)
    assert table.to_move(private) is table.to_move(old)
    assert private.components == []
    assert ids_of(old, "amytis:") == live  # the player's controls stay live
    assert len(emu.messages(table.channel)) == posted_before


async def test_status_by_the_player_to_move_posts_new_controls_and_strips_the_old(
        emu, cast, runner):
    table = await challenge_and_accept(emu, cast, runner=runner)
    old = table.controls()
    posted = await public_post(await emu.slash(table.to_move(old), table.channel, "amytis",
                                               subcommand="status"))
    assert ids_of(posted, "amytis:stack:")
    await emu.wait_for(lambda: ids_of(old, "amytis:") == [])


async def test_many_status_calls_at_once_leave_one_live_set_of_controls(emu, cast, runner):
    table = await challenge_and_accept(emu, cast, runner=runner)
    player = table.to_move()
    asked = [await emu.slash(user, table.channel, "amytis", subcommand="status")
             for user in [player, cast.bystander] * 5]
    for interaction in asked:
        await answered(interaction)
    await runner.bot.services.games.repo.get(1)  # the bot's bookkeeping has settled
    for interaction in asked[::2]:
        await public_post(interaction)

    def one_live():
        live = [m for m in emu.messages(table.channel) if ids_of(m, "amytis:stack:")]
        return live if len(live) == 1 else None

    live = await emu.wait_for(one_live)
    row = await runner.bot.services.games.repo.get(1)
    assert row.controls_message_id == live[0].id
    assert sum(1 for i in asked if i.followups and i.followups[0].ephemeral) == 5


async def play_out(services, game_id: int) -> None:
    """Play a game to its end through the service, as fast moves would."""
    while True:
        state = await services.turns.view(game_id)
        if not state.row.is_active:
            return
        game = state.game
        move = choose_move(game.public_view(game.current_player), "easy", game.turn)
        await services.turns.play(game_id, state.user_to_act, state.turn, move)


async def test_status_in_the_thread_of_a_finished_game_shows_its_result(emu, cast, runner):
    table = await challenge_and_accept(emu, cast, runner=runner)
    await play_out(runner.bot.services, 1)
    shown = await slash(emu, cast.bystander, table.channel, "status")
    result = shown.followups[0]
    assert result.ephemeral and result.attachments[0].filename == "amytis-final.png"
    assert opens_as_png(result.attachments[0].data)
    assert "🏆" in result.content
    assert f"{cast.alice.name}: rating" in result.content
    assert f"{cast.bob.name}: rating" in result.content
    assert result.components == []


async def test_status_elsewhere_lists_your_games(emu, cast, runner):
    table = await challenge_and_accept(emu, cast, runner=runner)
    listed = await slash(emu, cast.alice, cast.channel, "status")
    assert listed.ephemeral and f"<#{table.channel.id}>" in listed.content


async def test_a_game_whose_thread_was_deleted_is_played_on_from_status(emu, cast, runner):
    table = await challenge_and_accept(emu, cast, runner=runner)
    await table.play_turn()
    await emu.delete_channel(table.channel)
    other = await emu.create_channel(cast.guild, "games")
    shown = await public_post(await emu.slash(cast.alice, other, "amytis", subcommand="status"))
    assert not shown.ephemeral
    table.channel = other
    await table.play_turn()
    record = await slash(emu, cast.alice, other, "export")
    assert b'"moves"' in record.attachments[0].data


async def test_resigning_ends_the_game_and_counts_it(emu, cast, runner):
    table = await challenge_and_accept(emu, cast, runner=runner)
    final = await public_post(await emu.slash(cast.alice, table.channel, "amytis",
                                              subcommand="resign"))
    assert "resigned" in final.content and cast.bob.name in final.content
    assert ids_of(final, "amytis:rematch:")
    await emu.wait_for(lambda: all(not ids_of(m, "amytis:stack:")
                                   for m in emu.messages(table.channel)))
    stats = await slash(emu, cast.alice, table.channel, "stats", player=cast.bob)
    assert "1 won" in stats.embeds[0]["fields"][0]["value"]
    board = await slash(emu, cast.alice, table.channel, "leaderboard")
    assert board.embeds[0]["description"].startswith(f"**1.** {cast.bob.mention}")


async def test_a_rematch_swaps_the_first_player_and_keeps_the_sides(emu, cast, runner):
    table = await challenge_and_accept(emu, cast, sides="random", runner=runner)
    first_player = table.to_move()
    final = await public_post(await emu.slash(cast.alice, table.channel, "amytis",
                                              subcommand="resign"))
    challenge = await public_post(await emu.click(cast.bob, final,
                                                  ids_of(final, "amytis:rematch:")[0]))
    await answered(await emu.click(cast.alice, challenge, ids_of(challenge, "amytis:accept:")[0]))
    second = await emu.wait_for_message(table.channel, lambda m: ids_of(m, "amytis:stack:"),
                                        after=final, timeout=10)
    assert table.to_move(second) is not first_player


async def test_only_moderators_can_abort_a_game(emu, cast, runner):
    table = await challenge_and_accept(emu, cast, runner=runner)
    refused = await slash(emu, cast.alice, table.channel, "abort")
    assert refused.ephemeral and "moderators" in refused.content
    final = await public_post(await emu.slash(cast.moderator, table.channel, "amytis",
                                              subcommand="abort"))
    await emu.wait_for(lambda: all(not ids_of(m, "amytis:stack:")
                                   for m in emu.messages(table.channel)))
    assert "stopped the game" in final.content and not ids_of(final, "amytis:")


async def test_a_claim_needs_the_opponent_to_have_been_away_long_enough(emu, cast, runner,
                                                                        clock):
    table = await challenge_and_accept(emu, cast, runner=runner)
    mover = table.to_move()
    waiting = cast.bob if mover is cast.alice else cast.alice
    early = await slash(emu, waiting, table.channel, "claim")
    assert early.ephemeral and "still has time" in early.content
    clock.advance(73 * 3600)
    final = await public_post(await emu.slash(waiting, table.channel, "amytis",
                                              subcommand="claim"))
    assert "won by forfeit" in final.content
    await emu.wait_for(lambda: all(not ids_of(m, "amytis:stack:")
                                   for m in emu.messages(table.channel)))


async def test_rules_turn_pages_and_show_the_sides_in_play(emu, cast, runner):
    table = await challenge_and_accept(emu, cast, sides="B", runner=runner)
    shown = await slash(emu, cast.bystander, table.channel, "rules")
    assert shown.ephemeral and shown.embeds[0]["footer"]["text"] == "Page 1 of 5"
    message = shown.original
    for _ in range(2):
        following = [c for c in ids_of(message, "amytis:rules:")][-1]
        await answered(await emu.click(cast.bystander, message, following))
    page = message.embeds[0]
    assert page["footer"]["text"] == "Page 3 of 5"
    assert all(field["name"].endswith("— B") for field in page["fields"])


async def test_status_during_an_unconfirmed_turn_shows_it_as_buttons_only(emu, cast, runner):
    table = await challenge_and_accept(emu, cast, runner=runner)
    message = table.controls()
    player = table.to_move(message)
    await table.ready_turn(player, message)
    posted = await public_post(await emu.slash(player, table.channel, "amytis",
                                               subcommand="status"))
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
