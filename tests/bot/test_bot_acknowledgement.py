"""Every interaction is answered before its handler waits on anything slow: the
tripwire every end-to-end test sets (``acknowledgement``) catches a handler that
does not."""

from __future__ import annotations

import importlib

import pytest
from akropolis_hands import two_players
from bot_harness import answered, challenge_and_accept, ids_of, public_post


@pytest.fixture
def late_answers(monkeypatch, runner):
    """Guard answers only after a database read and a request to Discord's API, as
    a handler that looked something up first would."""
    # The module the running bot loaded: a bot that stops unloads its cogs, and the
    # next one imports them afresh.
    guard = importlib.import_module("cogs.common.guard")
    acknowledge = guard.acknowledge

    async def after_looking_up(interaction, how):
        await runner.bot.db.fetch_all("SELECT 1")
        await interaction.guild.fetch_member(interaction.user.id)
        await acknowledge(interaction, how)

    monkeypatch.setattr(guard, "acknowledge", after_looking_up)


async def test_a_command_and_a_click_answered_after_a_look_up_are_caught(
        emu, cast, runner, acknowledged_first, late_answers):
    table = await challenge_and_accept(emu, cast, runner=runner)
    await answered(await emu.slash(cast.alice, table.channel, "games"))
    message = table.controls()
    stack = ids_of(message, "amytis:stack:")[0]
    await answered(await emu.click(table.to_move(message), message, stack))
    assert [line for line in acknowledged_first.early if "'games'" in line] == [
        "a database read before answering 'games'",
        "a request to Discord's API before answering 'games'"]
    assert f"a database read before answering {stack!r}" in acknowledged_first.early
    acknowledged_first.early.clear()  # this test's own late answers, not the bot's



async def test_a_withdrawn_table_and_a_tile_put_back_are_answered_before_anything_slow(
        emu, cast, runner, acknowledged_first):
    # The other clicks and commands are answered under the same tripwire in their own
    # tests; these two have none elsewhere.
    table = await public_post(await emu.slash(cast.alice, cast.channel, "akropolis",
                                              subcommand="open"))
    await answered(await emu.click(cast.alice, table, ids_of(table, "lobby:cancel:")[0]))
    assert "withdrew" in table.content
    hands = await two_players(emu, cast, runner)
    message = hands.controls()
    player = hands.to_move(message)
    await hands.take(player, message)
    await hands.press(player, message, "akropolis:back:")
    assert ids_of(message, "akropolis:take:")
    assert acknowledged_first.early == []
