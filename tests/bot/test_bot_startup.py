"""Starting the bot: every way it can fail says so in one line and exits, never hangs.

``bot.main`` runs in a thread as ``python bot.py`` would run it, against the emulator
(or against no Discord at all: an emulator that was started, then stopped).
"""

from __future__ import annotations

import asyncio
import logging
import os
import socket
import sqlite3
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import bot
from tests.discord_emulator import DiscordEmulator


@pytest.fixture(autouse=True)
def root_logging_restored():
    """``main`` sets up logging for a whole process; give each test a fresh one."""
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    yield
    root.handlers[:] = handlers
    root.setLevel(level)


@pytest.fixture
async def no_discord() -> Iterator[DiscordEmulator]:
    """discord.py pointed at a loopback port where nothing listens any more."""
    emulator = await DiscordEmulator().start()
    await emulator.stop()
    with emulator.patched():
        yield emulator


def run_main(monkeypatch, **environ: str) -> int:
    monkeypatch.setattr(bot, "_load_dotenv", lambda: None)
    monkeypatch.setenv("DEV_GUILD_ID", "")
    for name, value in environ.items():
        monkeypatch.setenv(name, value)
    return asyncio.to_thread(bot.main, [])


def one_line(capsys) -> str:
    """The operator's explanation: one line, last on stderr (after the log), no traceback."""
    error = capsys.readouterr().err
    assert "Traceback" not in error
    explanations = [line for line in error.splitlines() if line.startswith("architects-bot: ")]
    assert len(explanations) == 1 and error.splitlines()[-1] == explanations[0], error
    return explanations[0]


async def test_a_rejected_token_exits_1_with_one_line(emu, monkeypatch, capsys, tmp_path):
    status = await run_main(monkeypatch, DISCORD_TOKEN="not-the-token",
                            DATABASE_URL=str(tmp_path / "amytis.db"))
    assert status == 1
    error = capsys.readouterr().err
    assert error.splitlines()[-1].startswith("architects-bot: Discord rejected DISCORD_TOKEN")
    assert "Traceback" not in error


async def test_a_database_newer_than_the_bot_is_refused(emu, monkeypatch, capsys, tmp_path):
    path = tmp_path / "amytis.db"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE schema_version (version INTEGER PRIMARY KEY, name TEXT,"
                     " applied_at REAL)")
        conn.execute("INSERT INTO schema_version VALUES (999, 'future', 0)")
    status = await run_main(monkeypatch, DISCORD_TOKEN=emu.token, DATABASE_URL=str(path))
    assert status == 3
    error = capsys.readouterr().err
    assert "schema version 999" in error.splitlines()[-1] and "Traceback" not in error


async def test_a_server_the_bot_is_not_in_as_dev_guild_exits_2(emu, monkeypatch, capsys,
                                                                 tmp_path):
    status = await run_main(monkeypatch, DISCORD_TOKEN=emu.token, DEV_GUILD_ID="123456789",
                            DATABASE_URL=str(tmp_path / "amytis.db"))
    assert status == 2
    assert one_line(capsys) == ("architects-bot: DEV_GUILD_ID 123456789: the bot is not in that "
                                "server; invite it there or unset DEV_GUILD_ID")


async def test_an_unreachable_discord_exits_1_at_once(no_discord, monkeypatch, capsys,
                                                      tmp_path):
    status = await run_main(monkeypatch, DISCORD_TOKEN="token",
                            DATABASE_URL=str(tmp_path / "amytis.db"))
    assert status == 1
    line = one_line(capsys)
    assert line.startswith("architects-bot: cannot reach Discord: ")
    assert str(no_discord.port) in line


@pytest.fixture
async def silent_discord() -> Iterator[DiscordEmulator]:
    """discord.py pointed at a loopback port that accepts connections and never
    answers them (a firewall that swallows replies, a hung proxy)."""
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.bind(("127.0.0.1", 0))
    listener.listen(16)  # the kernel completes each connection; nobody ever reads it
    emulator = DiscordEmulator()
    emulator.port = listener.getsockname()[1]
    with listener, emulator.patched():
        yield emulator


async def test_a_discord_that_never_answers_exits_1_saying_how_long_it_waited(
        silent_discord, monkeypatch, capsys, tmp_path):
    monkeypatch.setattr(bot, "LOGIN_TIMEOUT", 1.0)
    status = await run_main(monkeypatch, DISCORD_TOKEN="token",
                            DATABASE_URL=str(tmp_path / "amytis.db"))
    assert status == 1
    assert one_line(capsys) == ("architects-bot: cannot reach Discord: no answer within 1 s; "
                                "check the network, then start the bot again")


def _not_a_database(path: Path) -> None:
    path.write_text("these are my notes, not a database\n" * 200)


def _damaged_database(path: Path) -> None:
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE notes (text TEXT)")
        conn.executemany("INSERT INTO notes VALUES (?)", [("x" * 500,)] * 100)
    data = bytearray(path.read_bytes())
    data[4096:8192] = b"\xff" * 4096  # the second page: a B-tree page gone to garbage
    path.write_bytes(bytes(data))


def _folder_is_a_file(path: Path) -> None:
    path.parent.write_text("a file where the database folder should be")


def _path_is_a_folder(path: Path) -> None:
    path.mkdir()


@pytest.mark.parametrize(("database", "prepare", "message"), [
    ("amytis.db", _not_a_database, "file is not a database"),
    ("amytis.db", _damaged_database, "database disk image is malformed"),
    ("data/amytis.db", _folder_is_a_file, "is a file"),
    ("amytis.db", _path_is_a_folder, "is a folder, not a database file"),
    ("x" * 300 + "/amytis.db", None, "File name too long"),
])
async def test_a_database_the_bot_cannot_use_exits_3_before_logging_in(
        no_discord, monkeypatch, capsys, tmp_path, database, prepare, message):
    path = tmp_path / database
    if prepare is not None:
        prepare(path)
    status = await run_main(monkeypatch, DISCORD_TOKEN="token", DATABASE_URL=str(path))
    assert status == 3  # and not 1: Discord (absent here) was never asked
    line = one_line(capsys)
    assert message in line and str(tmp_path) in line


async def test_commands_are_synced_again_only_when_they_changed(emu, cast, runner):
    # Every public game is in the tree without PREVIEW_GAMES, and the tournaments.
    assert {c["name"] for c in emu.commands()} == {"akropolis", "amytis", "westkingdom",
                                                   "games", "tournament"}
    writes = emu.world.command_writes
    await runner.restart()
    assert emu.world.command_writes == writes


async def test_members_intent_refused_by_discord_exits_2_with_one_line(emu, monkeypatch, capsys,
                                                                       tmp_path):
    status = await run_main(monkeypatch, DISCORD_TOKEN=emu.token, MEMBERS_INTENT="on",
                            DATABASE_URL=str(tmp_path / "amytis.db"))
    assert status == 2
    assert one_line(capsys).startswith(
        "architects-bot: MEMBERS_INTENT is on, but Discord refused the Server Members intent")


@pytest.mark.parametrize(("text", "wanted"), [("", False), ("on", True), ("1", True),
                                               ("No", False), ("off", False)])
def test_members_intent_reads_on_and_off(text, wanted):
    settings = bot.Settings.from_environ({"DISCORD_TOKEN": "t", "MEMBERS_INTENT": text})
    assert settings.members_intent is wanted


def test_a_members_intent_that_is_neither_on_nor_off_is_refused():
    with pytest.raises(bot.ConfigError, match="MEMBERS_INTENT must be on or off"):
        bot.Settings.from_environ({"DISCORD_TOKEN": "t", "MEMBERS_INTENT": "maybe"})


def test_a_dev_guild_id_of_unicode_digits_is_refused():
    with pytest.raises(bot.ConfigError, match="DEV_GUILD_ID must be a server id"):
        bot.Settings.from_environ({"DISCORD_TOKEN": "t", "DEV_GUILD_ID": "１２３"})


async def test_without_database_url_the_bot_runs_on_a_former_default_database(
        no_discord, monkeypatch, capsys, caplog, tmp_path):
    """A bot set up before the rename keeps its ``data/amytis.db``, and says so once."""
    former = tmp_path / "data" / "amytis.db"
    former.parent.mkdir()
    with sqlite3.connect(former) as conn:
        conn.execute("CREATE TABLE notes (text TEXT)")  # a file the bot must open, not replace
    monkeypatch.setattr(bot, "project_dir", lambda: tmp_path)
    status = await run_main(monkeypatch, DISCORD_TOKEN="token", DATABASE_URL="")
    assert status == 1  # the database was opened and migrated, then Discord was not there
    with sqlite3.connect(former) as conn:
        tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master")}
    assert {"notes", "games"} <= tables
    assert not (tmp_path / "data" / "architects.db").exists()
    notes = [r for r in caplog.records if "former default" in r.getMessage()]
    assert len(notes) == 1 and str(former) in notes[0].getMessage()


@pytest.mark.parametrize(("no_color", "coloured"), [("", True), ("1", False)])
def test_the_log_is_coloured_only_on_a_terminal_and_without_no_color(monkeypatch, no_color,
                                                                      coloured):
    leader, follower = os.openpty()
    with open(follower, "w") as terminal, open(leader, "rb", buffering=0) as screen:
        monkeypatch.setattr(sys, "stderr", terminal)
        monkeypatch.setenv("NO_COLOR", no_color)
        bot._set_up_logging("INFO")
        logging.getLogger("architects").info("ready")
        terminal.flush()
        shown = screen.read(4096)
    assert b"ready" in shown
    assert (b"\x1b[" in shown) == coloured
