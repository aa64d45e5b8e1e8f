"""A click on a message the bot is editing at that moment is still answered: the
emulated Discord keeps the bot's edit in flight (``hold_edits``) while another
player clicks the same message."""

from __future__ import annotations

import asyncio
import copy

from bot_harness import challenge_and_accept, ids_of

HOLD = 2.0
"""Seconds each edit of the table stays in flight: long enough to click meanwhile."""
WINDOW = 3.0
"""Discord's time to acknowledge an interaction."""


async def the_other_clicks_during_the_movers_edit(emu, cast, runner, *, applied_first: bool):
    """The player to move takes a stack; while the bot's edit of the table is in flight,
    the other player clicks a stack of the table as their client still shows it."""
    table = await challenge_and_accept(emu, cast, runner=runner)
    message = table.controls()
    mover = table.to_move(message)
    other = cast.bob if mover is cast.alice else cast.alice
    shown = copy.deepcopy(message.components)
    emu.hold_edits(message, HOLD, applied_first=applied_first)
    stacks = ids_of(message, "amytis:stack:")
    await emu.click(mover, message, stacks[0])
    await emu.wait_for(lambda: message.in_flight)
    return message, await emu.click(other, message, stacks[-1], seen=shown)


async def answered_once(emu, click) -> float:
    """Seconds until ``click`` was acknowledged, checked once the bot's edit is over
    to have had no second answer refused (a click handled twice is answered twice)."""
    delay = (await click.response(timeout=WINDOW)).response_delay
    await asyncio.sleep(HOLD)
    assert [f.path for f in emu.failures if str(click.id) in f.path] == []
    return delay


async def test_a_click_while_the_bots_edit_of_its_message_is_on_its_way_is_answered(
        emu, cast, runner):
    message, click = await the_other_clicks_during_the_movers_edit(emu, cast, runner,
                                                                    applied_first=False)
    assert message.in_flight and message.edits == 0
    assert await answered_once(emu, click) < WINDOW


async def test_a_click_while_the_bots_edit_of_its_message_is_shown_but_unanswered_is_answered(
        emu, cast, runner):
    message, click = await the_other_clicks_during_the_movers_edit(emu, cast, runner,
                                                                    applied_first=True)
    assert message.in_flight and message.edits == 1
    assert click.payload["data"]["custom_id"] not in message.custom_ids()  # Discord sends it so
    assert await answered_once(emu, click) < WINDOW
