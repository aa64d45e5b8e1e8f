"""``/akropolis status`` on Discord: the table for a spectator privately, fresh
controls for the player to move, the result of a finished game, your games
elsewhere, and a game by its number privately without controls."""

from __future__ import annotations

from akropolis_hands import two_players
from bot_harness import answered, ids_of, opens_as_png, public_post


async def status(emu, user, channel, **options):
    return await emu.slash(user, channel, "akropolis", subcommand="status",
                           options=options or None)


async def test_status_shows_a_spectator_the_table_privately_without_controls(emu, cast, runner):
    hands = await two_players(emu, cast, runner)
    old = hands.controls()
    live = ids_of(old, "akropolis:")
    posted_before = len(emu.messages(hands.thread))
    private = (await answered(await status(emu, cast.bystander, hands.thread))).followups[0]
    assert private.ephemeral and private.components == []
    assert private.attachments[0].filename == "akropolis-table.png"
    assert opens_as_png(private.attachments[0].data)
    assert hands.to_move(private) is hands.to_move(old)
    assert ids_of(old, "akropolis:") == live  # the player's controls stay live
    assert len(emu.messages(hands.thread)) == posted_before


async def test_status_by_the_player_to_move_posts_new_controls_and_strips_the_old(
        emu, cast, runner):
    hands = await two_players(emu, cast, runner)
    old = hands.controls()
    posted = await hands.noted(await public_post(
        await status(emu, hands.to_move(old), hands.thread)))
    assert posted.attachments[0].filename == "akropolis-table.png"
    assert ids_of(posted, "akropolis:take:")
    await emu.wait_for(lambda: ids_of(old, "akropolis:") == [])
    await hands.play_turn()  # the new controls play the turn


async def test_status_after_taking_a_tile_posts_the_spots_to_choose_from(emu, cast, runner):
    hands = await two_players(emu, cast, runner)
    old = hands.controls()
    player = hands.to_move(old)
    await hands.take(player, old)
    posted = await hands.noted(await public_post(await status(emu, player, hands.thread)))
    assert posted.attachments[0].filename == "akropolis-placement.png"
    assert "where will tile" in posted.content
    await emu.wait_for(lambda: ids_of(old, "akropolis:") == [])
    await hands.choose_spot(player, posted)
    await hands.press(player, posted, "akropolis:confirm:")
    row = await runner.bot.services.games.in_channel(hands.thread.id)
    assert row.turn == 1


async def test_status_in_the_thread_of_a_finished_game_shows_its_result_privately(
        emu, cast, runner):
    hands = await two_players(emu, cast, runner)
    await public_post(await emu.slash(cast.alice, hands.thread, "akropolis",
                                      subcommand="resign"))
    result = (await answered(await status(emu, cast.bystander, hands.thread))).followups[0]
    assert result.ephemeral and result.components == []
    assert result.attachments[0].filename == "akropolis-scores.png"
    assert opens_as_png(result.attachments[0].data)
    assert f"{cast.bob.name} wins" in result.content
    assert f"{cast.alice.name}: rating" in result.content
    assert f"{cast.bob.name}: rating" in result.content


async def test_status_elsewhere_lists_your_games(emu, cast, runner):
    hands = await two_players(emu, cast, runner)
    listed = (await answered(await status(emu, cast.alice, cast.channel))).followups[0]
    assert listed.ephemeral and f"<#{hands.thread.id}>" in listed.content


async def test_status_by_number_shows_the_table_privately_without_controls_even_to_the_mover(
        emu, cast, runner):
    hands = await two_players(emu, cast, runner)
    old = hands.controls()
    game = (await runner.bot.services.games.in_channel(hands.thread.id)).id
    shown = (await answered(await status(emu, hands.to_move(old), cast.channel,
                                         game=game))).followups[0]
    assert shown.ephemeral and shown.components == []
    assert f"Game #{game}" in shown.content
    assert ids_of(old, "akropolis:take:")  # its controls stay in its thread
