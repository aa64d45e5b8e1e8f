"""A draft round closes exactly once: when the last two picks of a round are pressed at
the same moment, both are answered without an error, the pick that stored the round
(in one transaction) is the one whose handler goes on, exactly one table follows the
draft, and the game goes on. On SQLite and on PostgreSQL."""

from __future__ import annotations

import asyncio
import logging

import pytest
from bot_harness import BotRunner, answered, ids_of, public_post
from westkingdom_hands import first_table

from i18n import translate

FAILED = translate("en", "errors.unexpected")


@pytest.fixture
def runner(runner_on_each_database: BotRunner) -> BotRunner:
    return runner_on_each_database


def boards(emu, channel) -> int:
    """How many tables (board images) the game's thread holds."""
    return sum(any(a.filename == "westkingdom-board.png" for a in m.attachments)
               for m in emu.messages(channel))


async def test_two_last_picks_pressed_at_once_close_each_round_once(
        emu, cast, runner, caplog):
    invitation = await public_post(await emu.slash(
        cast.alice, cast.channel, "westkingdom", subcommand="challenge",
        options={"player1": cast.bob}))
    await answered(await emu.click(cast.bob, invitation, ids_of(invitation, "lobby:accept:")[0]))
    hands = await first_table(emu, runner, [cast.alice, cast.bob])
    caplog.set_level(logging.ERROR)
    state = await hands.person_to_act()
    while not state.waiting:
        await hands.act()
        state = await hands.person_to_act()
    await emu.wait_for_message(hands.channel, lambda m: any(
        a.filename == "westkingdom-board.png" for a in m.attachments)
        and "table:private:" in str(m.components), timeout=10)
    before = boards(emu, hands.channel)
    rounds = 0
    while state.waiting:
        assert len(state.waiting) == 2
        row = state.row
        presses = []
        for seat in state.waiting:
            user = hands.user_of(state, seat)
            wanted = f"westkingdom:draft:{row.id}:{state.turn}:0"
            presses.append((user, await hands.private(user, row.id, wanted), wanted))
        clicks = await asyncio.gather(*(emu.click(user, panel, wanted)
                                        for user, panel, wanted in presses))
        for click in await asyncio.gather(*map(answered, clicks)):
            assert FAILED not in [m.content for m in click.followups]
            assert click.message is None or click.message.content != FAILED
        await hands.moved(row.version)
        rounds += 1
        state = await hands.person_to_act()
    await emu.wait_for(lambda: boards(emu, hands.channel) == before + 1, timeout=10)
    await asyncio.sleep(0.5)  # a second table, were one posted, would be there by now
    assert boards(emu, hands.channel) == before + 1
    assert rounds >= 3
    assert [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR] == []
    assert await hands.act()  # the game goes on from the table posted
