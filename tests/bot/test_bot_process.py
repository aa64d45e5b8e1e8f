"""The bot as a process: started like ``python bot.py``, stopped like systemd stops it."""

from __future__ import annotations

import asyncio
import os
import signal
import sqlite3
import sys
from collections.abc import AsyncIterator
from contextlib import closing
from pathlib import Path

import pytest
from bot_harness import challenge_and_accept, ids_of

ROOT = Path(__file__).resolve().parents[2]
LAUNCHER = Path(__file__).with_name("emulated_bot.py")


class BotProcess:
    """A running ``bot.main`` and what it has written to stderr so far."""

    def __init__(self, process: asyncio.subprocess.Process) -> None:
        self.process = process
        self.lines: list[str] = []

    async def wait_for_line(self, text: str, timeout: float = 30) -> str:
        """Read stderr until a line containing ``text`` (and return it)."""
        async def read() -> str:
            while True:
                raw = await self.process.stderr.readline()
                if not raw:
                    raise AssertionError(f"the bot exited before {text!r}: {self.lines}")
                self.lines.append(raw.decode().rstrip("\n"))
                if text in self.lines[-1]:
                    return self.lines[-1]
        return await asyncio.wait_for(read(), timeout)

    async def finish(self, timeout: float = 30) -> int:
        """Wait for the process to exit; return its status (stderr fully read).

        Both pipes are read to their end and closed, not only waited for: a pipe
        left open outlives the test's event loop, and its transport then fails
        when it is collected during a later test.
        """
        _, rest = await asyncio.wait_for(self.process.communicate(), timeout)
        self.lines += rest.decode().splitlines()
        assert self.process.returncode is not None
        return self.process.returncode


WORKERS = "1"
"""The bot's drawing and thinking processes here: a pool as in production, of one
process rather than the two a two-core machine gets by default (each starts a Python
and imports what it draws with: 0.3 s of CPU a bot, and these tests start eleven)."""


async def start_bot(emu, database: Path, *args: str, no_color: str = "1") -> BotProcess:
    environ = {**os.environ, "DISCORD_TOKEN": emu.token, "DATABASE_URL": str(database),
               "DEV_GUILD_ID": "", "LOG_LEVEL": "INFO", "NO_COLOR": no_color,
               "WORKERS": WORKERS}
    process = await asyncio.create_subprocess_exec(
        sys.executable, str(LAUNCHER), str(emu.port), *args, cwd=ROOT, env=environ,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    return BotProcess(process)


def _players(database: Path) -> list[int]:
    """Who sits in the stored games, read from ``database`` alone (no ``-wal``)."""
    with closing(sqlite3.connect(database)) as conn:
        return sorted(row[0] for row in conn.execute("SELECT user_id FROM game_seats"))


@pytest.fixture
async def running_bot(emu, cast, tmp_path) -> AsyncIterator[BotProcess]:
    bot = await start_bot(emu, tmp_path / "data" / "amytis.db")
    await bot.wait_for_line("logged in as")
    yield bot
    if bot.process.returncode is None:
        bot.process.kill()
    await bot.finish()


@pytest.mark.parametrize("stop", [signal.SIGTERM, signal.SIGINT])
async def test_a_stop_signal_finishes_writes_checkpoints_and_exits_0(
        emu, cast, running_bot, tmp_path, stop):
    await challenge_and_accept(emu, cast)
    running_bot.process.send_signal(stop)
    assert await running_bot.finish() == 0
    database = tmp_path / "data" / "amytis.db"
    wal = database.with_name("amytis.db-wal")
    assert not wal.exists() or wal.stat().st_size == 0
    assert _players(database) == sorted([cast.alice.id, cast.bob.id])
    assert any(f"{stop.name} received: stopping" in line for line in running_bot.lines)
    assert running_bot.lines[-1].endswith(f"database checkpointed and closed: {database}")


async def test_a_click_in_progress_when_the_stop_comes_is_finished_and_answered(
        emu, cast, running_bot, tmp_path):
    await emu.slash(cast.alice, cast.channel, "amytis", subcommand="challenge",
                    options={"opponent": cast.bob})
    challenge = await emu.wait_for_message(cast.channel, lambda m: ids_of(m, "amytis:accept:"))
    accepted = await emu.click(cast.bob, challenge, ids_of(challenge, "amytis:accept:")[0])
    await accepted.response()  # deferred: the thread, the game and its table are to come
    running_bot.process.send_signal(signal.SIGTERM)
    assert await running_bot.finish() == 0
    assert [m for m in emu.messages(emu.threads[-1]) if m.attachments]  # the first table
    assert _players(tmp_path / "data" / "amytis.db") == sorted([cast.alice.id, cast.bob.id])


async def test_the_start_up_log_names_the_account_the_servers_and_the_database(
        running_bot, tmp_path):
    line = next(line for line in running_bot.lines if "logged in as" in line)
    assert "logged in as Amytis" in line
    assert "servers: 1;" in line
    assert line.endswith(f"database: {tmp_path / 'data' / 'amytis.db'}")


async def test_a_second_bot_on_the_same_database_is_refused(emu, running_bot, tmp_path):
    second = await start_bot(emu, tmp_path / "data" / "amytis.db")
    assert await second.finish() == 3
    assert second.lines[-1] == (f"architects-bot: {tmp_path / 'data' / 'amytis.db'} is in use by "
                                "another architects-bot process: stop it first")


async def test_a_damaged_database_ends_the_process_with_3_and_no_traceback(emu, tmp_path):
    database = tmp_path / "amytis.db"
    database.write_bytes(b"\0" * 4096 + b"not a database")
    bot = await start_bot(emu, database)
    assert await bot.finish() == 3
    assert bot.lines[-1].startswith(f"architects-bot: {database} is damaged or not an SQLite")
    assert not any("Traceback" in line for line in bot.lines)


async def test_help_prints_usage_and_exits_0_without_logging_in(emu):
    process = await asyncio.create_subprocess_exec(
        sys.executable, str(ROOT / "bot.py"), "--help", cwd=ROOT,
        env={**os.environ, "DISCORD_TOKEN": ""}, stdout=asyncio.subprocess.PIPE)
    output, _ = await asyncio.wait_for(process.communicate(), 30)
    assert process.returncode == 0
    text = output.decode()
    assert text.startswith("usage: bot.py")
    assert all(command in text for command in ("run", "backup", "restore", "migrate"))


async def test_the_backup_command_copies_a_running_bot_s_games(emu, cast, running_bot,
                                                                tmp_path):
    await challenge_and_accept(emu, cast)
    copy = tmp_path / "copy.db"
    backing_up = await asyncio.create_subprocess_exec(
        sys.executable, str(ROOT / "bot.py"), "backup", str(copy), cwd=ROOT,
        env={**os.environ, "DATABASE_URL": str(tmp_path / "data" / "amytis.db")},
        stdout=asyncio.subprocess.PIPE)
    output, _ = await asyncio.wait_for(backing_up.communicate(), 30)
    assert backing_up.returncode == 0
    assert output.decode().startswith(f"backed up to {copy}: 1 game, schema version ")
    assert _players(copy) == sorted([cast.alice.id, cast.bob.id])
    assert running_bot.process.returncode is None  # the bot played on meanwhile


async def test_a_gateway_that_ends_the_session_for_good_exits_1_in_one_line(emu, running_bot):
    await emu.drop_connections(code=4004)  # "authentication failed": not resumable
    assert await running_bot.finish() == 1
    assert running_bot.lines[-1] == ("architects-bot: Discord closed the connection: Shard ID None "
                                     "WebSocket closed with 4004")
    assert not any("Traceback" in line for line in running_bot.lines)


async def test_restore_is_refused_while_the_bot_runs_and_its_database_is_left_whole(
        emu, cast, running_bot, tmp_path):
    await challenge_and_accept(emu, cast)
    database = tmp_path / "data" / "amytis.db"
    copy = tmp_path / "copy.db"
    results = []
    for args in (["backup", str(copy)], ["restore", str(copy)], ["restore", str(database)]):
        command = await asyncio.create_subprocess_exec(
            sys.executable, str(ROOT / "bot.py"), *args, cwd=ROOT,
            env={**os.environ, "DATABASE_URL": str(database)},
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
        _, error = await asyncio.wait_for(command.communicate(), 30)
        results.append((command.returncode, error.decode()))
    assert results == [
        (0, ""),
        (3, f"architects-bot: {database} is in use by another architects-bot process: "
            "stop it first\n"),
        (3, f"architects-bot: {database} is the database itself, not a backup of it: name a file "
            "made by bot.py backup\n")]
    assert sorted(p.name for p in database.parent.iterdir()) == [
        "amytis.db", "amytis.db-shm", "amytis.db-wal", "amytis.db.lock"]
    running_bot.process.send_signal(signal.SIGTERM)
    assert await running_bot.finish() == 0
    assert _players(database) == sorted([cast.alice.id, cast.bob.id])


async def test_a_log_that_is_not_a_terminal_has_no_colour_codes(emu, cast, tmp_path):
    bot = await start_bot(emu, tmp_path / "amytis.db", no_color="")
    await bot.wait_for_line("logged in as")
    bot.process.send_signal(signal.SIGTERM)
    assert await bot.finish() == 0
    assert not any("\x1b[" in line for line in bot.lines)
    assert any(" INFO     architects logged in as " in line for line in bot.lines)
