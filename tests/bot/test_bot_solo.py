"""Playing against the computer on Discord: it moves by itself, after restarts too."""

from __future__ import annotations

from bot_harness import Table, answered, computer_first_game, ids_of, public_post


async def start_solo(emu, cast, runner, level: str = "easy") -> Table:
    asked = await emu.slash(cast.alice, cast.channel, "amytis", subcommand="solo",
                            options={"level": level})
    assert "easy" in (await public_post(asked)).content
    thread = await emu.wait_for(lambda: emu.threads[-1] if emu.threads else None)
    players = {cast.alice.id: cast.alice}
    table = Table(emu, thread, players, runner)
    await table.noted(await emu.wait_for_message(thread, lambda m: ids_of(m, "amytis:stack:"),
                                                 timeout=15))
    return table


async def test_a_solo_game_is_played_to_the_end_with_the_computer_moving_by_itself(
        emu, cast, runner):
    table = await start_solo(emu, cast, runner)
    turns = 0
    message = table.controls()
    while ids_of(message, "amytis:stack:"):
        assert table.to_move(message) is cast.alice
        last = await table.play_turn(turns)
        turns += 1
        message = last if not ids_of(last, "amytis:stack:") and "🏆" in last.content else (
            await emu.wait_for_message(
                table.channel, lambda m: ids_of(m, "amytis:stack:") or "🏆" in m.content,
                after=last, timeout=15))
        message = await table.noted(message)
    computer_posts = [m for m in emu.messages(table.channel) if "🤖" in m.content]
    assert computer_posts, "the computer's turn is announced while it thinks"
    assert "🏆" in message.content
    stats = await answered(await emu.slash(cast.alice, table.channel, "amytis",
                                           subcommand="stats"))
    fields = {f["name"]: f["value"] for f in stats.embeds[0].get("fields", [])}
    assert any("computer" in name for name in fields)
    assert emu.failures == []


async def test_challenging_the_bot_itself_starts_a_game_against_the_computer(emu, cast, runner):
    asked = await emu.slash(cast.alice, cast.channel, "amytis", subcommand="challenge",
                            options={"opponent": emu.bot})
    assert "normal" in (await public_post(asked)).content
    thread = await emu.wait_for(lambda: emu.threads[-1] if emu.threads else None)
    await emu.wait_for_message(thread, lambda m: m.attachments, timeout=15)


async def test_the_computer_moves_in_a_game_left_waiting_for_it_after_a_restart(
        emu, cast, runner):
    await computer_first_game(runner, cast, emu.bot)
    await runner.start()
    posted = await emu.wait_for_message(cast.channel, lambda m: ids_of(m, "amytis:stack:"),
                                        timeout=15)
    assert cast.alice.mention in posted.content


async def test_a_game_abandoned_against_the_computer_is_won_by_the_computer(emu, cast, runner,
                                                                          clock):
    table = await start_solo(emu, cast, runner)
    clock.advance(73 * 3600)
    sweeper = runner.bot.services.sweeper
    await sweeper.on_report(await sweeper.sweep())
    final = emu.messages(table.channel)[-1]
    assert "won by forfeit" in final.content and emu.bot.mention in final.content
    assert not ids_of(final, "amytis:stack:")
