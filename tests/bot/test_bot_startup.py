"""Starting the bot: a rejected token, a database from the future, and command sync."""

from __future__ import annotations

import asyncio
import logging
import sqlite3

import pytest

import bot


@pytest.fixture(autouse=True)
def root_logging_restored():
    """``main`` sets up logging for a whole process; give each test a fresh one."""
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    yield
    root.handlers[:] = handlers
    root.setLevel(level)


def run_main(monkeypatch, **environ: str) -> int:
    monkeypatch.setattr(bot, "_load_dotenv", lambda: None)
    for name, value in environ.items():
        monkeypatch.setenv(name, value)
    return asyncio.to_thread(bot.main, [])


async def test_a_rejected_token_exits_1_with_one_line(emu, monkeypatch, capsys, tmp_path):
    status = await run_main(monkeypatch, DISCORD_TOKEN="not-the-token",
                            DATABASE_URL=str(tmp_path / "amytis.db"))
    assert status == 1
    error = capsys.readouterr().err
    assert error.splitlines()[-1].startswith("amytis: Discord rejected DISCORD_TOKEN")
    assert "Traceback" not in error


async def test_a_database_newer_than_the_bot_is_refused(emu, monkeypatch, capsys, tmp_path):
    path = tmp_path / "amytis.db"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE schema_version (version INTEGER PRIMARY KEY, name TEXT,"
                     " applied_at REAL)")
        conn.execute("INSERT INTO schema_version VALUES (999, 'future', 0)")
    status = await run_main(monkeypatch, DISCORD_TOKEN=emu.token, DATABASE_URL=str(path))
    assert status == 1
    error = capsys.readouterr().err
    assert "schema version 999" in error.splitlines()[-1] and "Traceback" not in error


async def test_commands_are_synced_again_only_when_they_changed(emu, cast, runner):
    # Every public game is in the tree without PREVIEW_GAMES.
    assert {c["name"] for c in emu.commands()} == {"akropolis", "amytis", "games"}
    writes = emu.world.command_writes
    await runner.restart()
    assert emu.world.command_writes == writes
