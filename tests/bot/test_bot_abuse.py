"""Clicks and commands a crafted client can send: forged component ids, commands
outside a server. Each gets a short private refusal and changes nothing."""

from __future__ import annotations

import copy

import pytest
from akropolis_hands import two_players
from bot_harness import answered, challenge_and_accept, ids_of, public_post, refusal


def forge(message, custom_id: str) -> str:
    """Put ``custom_id`` on the first button of ``message``, as a crafted client would."""
    message.components = copy.deepcopy(message.components)
    message.components[0]["components"][0]["custom_id"] = custom_id
    return custom_id


@pytest.mark.parametrize("forged", [
    "amytis:stack:²:0:0:0",  # passes str.isdigit(), fails int()
    "amytis:stack:9999999999999999999:0:0:0",  # beyond SQLite's integers
    "amytis:cell:1:0:0:99999999999999999999999",
    "amytis:palace:1:0:1:display:9999",
    "amytis:confirm:1:0",
    "amytis:favor:1:0:1",  # a select's id on a button: no values come with it
    "amytis:sides:1574448086946811904",  # a private select's id on a public message
])
async def test_a_forged_id_gets_a_short_private_refusal(emu, cast, runner, forged, caplog):
    table = await challenge_and_accept(emu, cast, runner=runner)
    message = table.controls()
    pressed = await emu.click(table.to_move(message), message, forge(message, forged))
    assert "no longer valid" in await refusal(pressed)
    assert "Ignoring exception" not in caplog.text
    assert "unexpected error" not in caplog.text


async def test_a_stale_button_names_the_status_command_of_its_own_game(emu, cast, runner):
    table = await challenge_and_accept(emu, cast, runner=runner)
    message = table.controls()
    pressed = await emu.click(cast.bob, message, forge(message, "amytis:gone:1"))
    assert await refusal(pressed) == ("This button is no longer valid. Use /amytis status "
                                      "to see the game.")
    hands = await two_players(emu, cast, runner)
    message = hands.controls()
    pressed = await emu.click(cast.bob, message, forge(message, "akropolis:gone:1"))
    assert await refusal(pressed) == ("This button is no longer valid. Use /akropolis status "
                                      "to see the game.")


async def test_a_stale_table_button_points_to_the_games_command(emu, cast, runner):
    table = await public_post(await emu.slash(cast.alice, cast.channel, "akropolis",
                                              subcommand="open"))
    pressed = await emu.click(cast.bob, table, forge(table, "lobby:gone:1"))
    assert await refusal(pressed) == ("This button is no longer valid. /games shows your "
                                      "games in progress.")


async def test_a_forged_id_for_a_game_that_does_not_exist_is_refused(emu, cast, runner):
    table = await challenge_and_accept(emu, cast, runner=runner)
    message = table.controls()
    pressed = await emu.click(table.to_move(message), message,
                              forge(message, "amytis:stack:424242:0:1:0"))
    assert await refusal(pressed) == "There is no game #424242."


async def test_a_forged_rules_id_on_a_game_message_does_not_edit_it(emu, cast, runner):
    table = await challenge_and_accept(emu, cast, runner=runner)
    message = table.controls()
    content, attachments = message.content, list(message.attachments)
    pressed = await emu.click(cast.bystander, message, forge(message, "amytis:rules:2:BBBBBB"))
    assert "no longer valid" in await refusal(pressed)
    assert message.content == content and message.embeds == []
    assert message.attachments == attachments


@pytest.mark.parametrize(("subcommand", "options"), [
    ("status", None), ("leaderboard", None), ("rules", None), ("resign", None),
    ("challenge", "bob"),
])
async def test_commands_outside_a_server_are_refused_politely(emu, cast, runner, subcommand,
                                                              options):
    dm = emu.world.dm_channel(cast.alice)
    asked = await answered(await emu.slash(
        cast.alice, dm, "amytis", subcommand=subcommand,
        options={"opponent": cast.bob} if options else None))
    assert "played in a server" in asked.content
    assert await runner.bot.services.lobby.pending_in_channel(dm.id) == []


CAUGHT_UP = ("The turn had moved on since these buttons were drawn: "
             "here is where it stands now.")


async def test_a_double_press_of_back_goes_back_one_step(emu, cast, runner):
    table = await challenge_and_accept(emu, cast, runner=runner)
    message = table.controls()
    player = table.to_move(message)
    await table.ready_turn(player, message)
    repo = runner.bot.services.games.repo
    chosen = (await repo.latest_in_channel(table.channel.id)).pending
    before_back = copy.deepcopy(message.components)
    back = ids_of(message, "amytis:back:")[0]
    await table.click(player, message, back)
    message.components = before_back  # the second press, on the state the first left
    second = await emu.click(player, message, back)
    assert await refusal(second) == CAUGHT_UP  # it shows the step the turn is at
    assert (await repo.latest_in_channel(table.channel.id)).pending == chosen[:-1]


async def test_a_double_press_of_a_stack_says_the_choice_was_made(emu, cast, runner):
    table = await challenge_and_accept(emu, cast, runner=runner)
    message = table.controls()
    player = table.to_move(message)
    grid = copy.deepcopy(message.components)
    stack = ids_of(message, "amytis:stack:")[0]
    first, second = (await emu.click(player, message, stack),
                     await emu.click(player, message, stack))
    await answered(first)
    assert await refusal(second) == CAUGHT_UP
    row = await runner.bot.services.games.repo.latest_in_channel(table.channel.id)
    assert row.pending == [int(stack.rsplit(":", 1)[1])]
    assert grid != message.components  # the message moved on to the cell grid
