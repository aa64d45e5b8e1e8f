"""Stopping the bot while the computer thinks: the stop logs no error, and the move the
computer owed is played and posted once the bot is back."""

from __future__ import annotations

import asyncio
import logging
import threading

from bot_harness import ids_of
from test_bot_solo import start_solo

from service.amytis import AmytisKind


async def test_a_stop_while_the_computer_thinks_logs_no_error_and_its_move_comes_after_restart(
        emu, cast, runner, monkeypatch, caplog):
    thinking, answer = threading.Event(), threading.Event()
    think = AmytisKind.computer_move

    def slow_computer(game, level, seed):
        thinking.set()
        answer.wait(30)  # until the bot has begun to stop
        return think(game, level, seed)

    table = await start_solo(emu, cast, runner)
    # Slowed only once the first table is up: a computer that moves first must not
    # hold that table back beyond start_solo's wait.
    monkeypatch.setattr(AmytisKind, "computer_move", staticmethod(slow_computer))
    last = await table.play_turn(0)
    await emu.wait_for(thinking.is_set, timeout=10)
    bot = runner.bot
    with caplog.at_level(logging.INFO):
        stopping = asyncio.create_task(runner.stop())
        await emu.wait_for(bot.is_closed, timeout=10)
        answer.set()
        await asyncio.wait_for(stopping, 30)
        await asyncio.sleep(0.2)  # whatever the stop left running has its say
    assert [record.getMessage() for record in caplog.records
            if record.levelno >= logging.ERROR] == []
    await runner.start()
    moved = await emu.wait_for_message(table.channel, lambda m: ids_of(m, "amytis:stack:"),
                                       after=last, timeout=30)
    assert moved.attachments and table.to_move(moved) is cast.alice
