"""The bot with worker processes (``WORKERS``): tables are drawn and the computer
thinks in them, and stopping the bot stops them."""

from __future__ import annotations

import os

import pytest
from bot_harness import BotRunner, ids_of
from test_bot_solo import start_solo
from westkingdom_hands import solo_game

from service.workers import loaded


@pytest.fixture
async def runner(emu, cast, tmp_path, clock):
    bot_runner = BotRunner(emu, str(tmp_path / "amytis.db"), clock, workers=1)
    await bot_runner.start()
    yield bot_runner
    await bot_runner.stop()


async def test_with_a_worker_process_the_computer_answers_a_move_with_a_new_table(
        emu, cast, runner):
    table = await start_solo(emu, cast, runner)
    assert table.controls().attachments, "the first table is drawn in the worker"
    last = await table.play_turn(0)
    answer = await emu.wait_for_message(table.channel, lambda m: ids_of(m, "amytis:stack:"),
                                        after=last, timeout=30)
    assert answer.attachments and table.to_move(answer) is cast.alice
    assert emu.failures == []


async def test_with_a_worker_process_each_west_kingdom_table_tells_the_turns_since_the_last(
        emu, cast, runner):
    """The story kept from table to table goes to the worker process and back."""
    hands = await solo_game(emu, runner, cast.alice, cast.channel, opponents=2, presses=10)
    # the computer seats answer in the worker: their table may still be on its way
    told = await emu.wait_for(hands.turns_told, timeout=30)
    assert all([line.startswith("alice at the ") for line in lines] == [True, False, False]
               for lines in told)  # alice's turn, then the two computer seats'
    assert emu.failures == []


async def test_stopping_the_bot_stops_its_worker_processes(emu, cast, runner):
    await start_solo(emu, cast, runner)
    bot = runner.bot
    pids = bot.workers.pids()
    assert len(pids) == 1
    await runner.stop()
    assert bot.workers is None
    for pid in pids:
        with pytest.raises(ChildProcessError):
            os.waitpid(pid, os.WNOHANG)


async def test_the_worker_processes_start_with_the_bot_ready_to_draw(emu, cast, runner):
    workers = runner.bot.workers
    pids = workers.pids()
    assert len(pids) == 1, "started before any table was asked for"
    assert await workers.run(loaded, "render.akropolis")  # imported as it started
    assert await workers.run(loaded, "render.amytis")
    assert workers.pids() == pids  # the same process drew: none was started for the work
    await start_solo(emu, cast, runner)
    assert workers.pids() == pids
