"""Playing Amytis on Discord, end to end: the real bot, the local Discord API, users
clicking buttons. Each test asserts what Discord would have received."""

from __future__ import annotations

import copy
import json

from bot_harness import Table, answered, challenge_and_accept, ids_of, opens_as_png, refusal

from engine.amytis import from_record, from_view_record
from render.amytis import style
from tests.discord_emulator import Cast, DiscordEmulator


async def test_a_whole_game_is_played_with_buttons_from_challenge_to_final_score(
        emu, cast, runner):
    table = await challenge_and_accept(emu, cast, sides="random", runner=runner)
    first = table.controls()
    assert opens_as_png(first.attachments[0].data) == (style.WIDTH, style.HEIGHT)
    assert table.to_move(first) in (cast.alice, cast.bob)
    turns = 0
    message = first
    while ids_of(message, "amytis:stack:"):
        message = await table.play_turn(turns)
        turns += 1
        assert turns < 60
    assert turns % 2 == 0
    final = message
    width, height = opens_as_png(final.attachments[0].data)
    assert width > height  # landscape, for phones
    assert "🏆" in final.content
    assert ids_of(final, "amytis:rematch:")
    assert all(i.response_delay is not None and i.response_delay < 3 for i in emu.interactions)
    assert emu.failures == []
    exported = await answered(await emu.slash(cast.alice, table.channel, "amytis",
                                              subcommand="export"))
    assert exported.ephemeral
    record = json.loads(exported.attachments[0].data)
    game = from_record(record)
    assert game.is_over and game.turn == turns


async def test_a_bystander_pressing_a_button_is_told_privately_and_nothing_changes(
        emu, cast, runner):
    table = await challenge_and_accept(emu, cast, runner=runner)
    message = table.controls()
    before = [list(ids_of(message, "amytis:"))]
    pressed = await emu.click(cast.bystander, message, ids_of(message, "amytis:stack:")[0])
    assert "not playing" in await refusal(pressed)
    assert [list(ids_of(table.controls(), "amytis:"))] == before


async def test_the_player_waiting_is_told_it_is_not_their_turn(emu, cast, runner):
    table = await challenge_and_accept(emu, cast, runner=runner)
    message = table.controls()
    waiting = cast.bob if table.to_move(message) is cast.alice else cast.alice
    pressed = await emu.click(waiting, message, ids_of(message, "amytis:stack:")[0])
    assert "not your turn" in await refusal(pressed)


async def test_a_double_press_on_confirm_plays_the_move_once(emu, cast, runner):
    table = await challenge_and_accept(emu, cast, runner=runner)
    message = table.controls()
    player = table.to_move(message)
    await table.ready_turn(player, message, choice=4)
    confirm = ids_of(message, "amytis:confirm:")[0]
    first = await emu.click(player, message, confirm)
    second = await emu.click(player, message, confirm)
    await first.response()
    await second.response()
    await first.settled()
    await second.settled()
    refusals = [i for i in (first, second) if any(m.ephemeral for m in i.followups)]
    assert len(refusals) == 1
    game = from_view_record(json.loads(await exported_record(emu, cast, table)))
    assert game.turn == 1


async def exported_record(emu: DiscordEmulator, cast: Cast, table: Table) -> bytes:
    """What Alice, a player, exports of the game in progress (its view)."""
    exported = await answered(await emu.slash(cast.alice, table.channel, "amytis",
                                              subcommand="export"))
    return exported.attachments[0].data


async def test_a_button_from_an_earlier_turn_is_refused_and_changes_nothing(emu, cast, runner):
    table = await challenge_and_accept(emu, cast, runner=runner)
    old = table.controls()
    seen_by_a_slow_client = copy.deepcopy(old.components)
    await table.play_turn()
    old.components = seen_by_a_slow_client  # a client that still shows the old buttons
    before = await exported_record(emu, cast, table)
    stale = await emu.click(table.to_move(), old, ids_of(old, "amytis:stack:")[0])
    assert "earlier turn" in await refusal(stale)
    assert await exported_record(emu, cast, table) == before


async def test_old_controls_lose_their_buttons_after_the_move(emu, cast, runner):
    table = await challenge_and_accept(emu, cast, runner=runner)
    old = table.controls()
    await table.play_turn()
    assert ids_of(old, "amytis:") == []
    assert "→" in old.content  # the narration stays on the old message


async def test_the_game_goes_on_after_a_restart_with_the_same_buttons(emu, cast, runner):
    table = await challenge_and_accept(emu, cast, runner=runner)
    await table.play_turn()
    message = table.controls()
    player = table.to_move(message)
    await table.click(player, message, ids_of(message, "amytis:stack:")[0])
    await runner.restart()
    # the selection made before the restart is still there: the cell grid
    cells = ids_of(message, "amytis:cell:")
    assert len(cells) == 9
    await table.click(player, message, cells[0])
    for palace in ids_of(message, "amytis:palace:")[:1]:
        await table.click(player, message, palace)
    confirm = await table.click(player, message, ids_of(message, "amytis:confirm:")[0])
    assert not any(m.ephemeral for m in confirm.followups)
    record = json.loads(await exported_record(emu, cast, table))
    assert len(record["moves"]) == 2


async def test_an_unknown_button_id_gets_an_answer(emu, cast, runner):
    table = await challenge_and_accept(emu, cast, runner=runner)
    message = table.controls()
    bogus = ids_of(message, "amytis:stack:")[0].replace("amytis:stack:", "amytis:nonsense:")
    message.components[0]["components"][0]["custom_id"] = bogus
    pressed = await emu.click(table.to_move(message), message, bogus)
    assert "no longer valid" in await refusal(pressed)


async def test_cell_buttons_show_what_each_placement_would_score(emu, cast, runner):
    table = await challenge_and_accept(emu, cast, runner=runner)
    await table.play_turn()
    await table.play_turn()
    message = table.controls()
    player = table.to_move(message)
    stack_id = ids_of(message, "amytis:stack:")[0]
    await table.click(player, message, stack_id)
    game = from_view_record(json.loads(await exported_record(emu, cast, table)))
    stack = int(stack_id.rsplit(":", 1)[1])
    palace_b = "score" if game.board.top(stack).building.value == "palace" and game.sides[
        game.board.top(stack).building] == "B" else None
    labels = [message.component(cid)["label"] for cid in ids_of(message, "amytis:cell:")]
    expected = [f"{cell + 1}: +{game.preview(stack, cell, palace_b)}" for cell in range(9)]
    assert [label.split(" · ")[0] for label in labels] == expected
    built = [label for label in labels if " · " in label]
    assert len(built) == sum(1 for h in game.cities[game.current_player].heights() if h)


async def test_a_click_is_acknowledged_while_its_game_is_busy(emu, cast, runner):
    table = await challenge_and_accept(emu, cast, runner=runner)
    message = table.controls()
    player = table.to_move(message)
    games = runner.bot.services.games
    async with games.locks(1):  # another click of this game is being handled
        pressed = await emu.click(player, message, ids_of(message, "amytis:stack:")[0])
        await pressed.response()
        assert pressed.callback_type == 6 and not pressed.followups
        resign = await emu.slash(player, table.channel, "amytis", subcommand="resign")
        await resign.response()
        assert resign.ephemeral and not resign.followups
    await pressed.settled()
    assert ids_of(message, "amytis:cell:")
    final = await resign.wait(lambda i: next((m for m in i.followups if not m.ephemeral), None))
    assert "resigned" in final.content
