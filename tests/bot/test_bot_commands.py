"""``bot.py backup | restore | migrate``: the database commands, and how they fail."""

from __future__ import annotations

from pathlib import Path

import pytest

import bot


@pytest.fixture
def database(monkeypatch, tmp_path) -> Path:
    """Where ``DATABASE_URL`` points (nothing there yet); ``.env`` is not read."""
    monkeypatch.setattr(bot, "_load_dotenv", lambda: None)
    monkeypatch.setenv("DATABASE_URL", str(tmp_path / "data" / "amytis.db"))
    return tmp_path / "data" / "amytis.db"


def test_migrate_builds_the_database_and_says_what_it_holds(database, capsys):
    assert bot.main(["migrate"]) == 0
    assert capsys.readouterr().out.startswith(f"migrated {database}: 0 games, schema version ")


def test_backup_then_restore_through_the_command_line(database, tmp_path, capsys):
    bot.main(["migrate"])
    assert bot.main(["backup", str(tmp_path / "copy.db")]) == 0
    assert bot.main(["restore", str(tmp_path / "copy.db")]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[1].startswith(f"backed up to {tmp_path / 'copy.db'}: 0 games")
    assert lines[2].startswith(f"restored {database}: 0 games")
    assert len(list(database.parent.glob("amytis.db.before-restore-*"))) == 1


def test_backup_of_a_database_that_does_not_exist_exits_3_in_one_line(database, tmp_path,
                                                                       capsys):
    assert bot.main(["backup", str(tmp_path / "copy.db")]) == 3
    assert capsys.readouterr().err == (
        f"architects-bot: {database} does not exist or is not a file\n")


def test_a_command_the_bot_does_not_know_exits_2(database, capsys):
    assert bot.main(["bakup", "x.db"]) == 2
    assert "invalid choice: 'bakup'" in capsys.readouterr().err


def test_the_database_commands_need_no_token(database, monkeypatch, capsys):
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    assert bot.main(["migrate"]) == 0


def test_without_database_url_a_former_default_database_is_backed_up_and_migrated(
        monkeypatch, tmp_path, capsys, caplog):
    """An installation from before the rename: ``data/amytis.db`` and no DATABASE_URL."""
    monkeypatch.setattr(bot, "_load_dotenv", lambda: None)
    monkeypatch.setattr(bot, "project_dir", lambda: tmp_path)
    monkeypatch.setenv("DATABASE_URL", str(tmp_path / "data" / "amytis.db"))
    assert bot.main(["migrate"]) == 0
    monkeypatch.delenv("DATABASE_URL")
    capsys.readouterr()
    assert bot.main(["backup", str(tmp_path / "copy.db")]) == 0
    assert bot.main(["migrate"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith(f"backed up to {tmp_path / 'copy.db'}: 0 games")
    assert lines[1].startswith(f"migrated {tmp_path / 'data' / 'amytis.db'}: 0 games")
    assert not (tmp_path / "data" / "architects.db").exists()
    notes = [r.getMessage() for r in caplog.records if "former default" in r.getMessage()]
    assert len(notes) == 2  # one line for each command


@pytest.fixture
def project(monkeypatch, tmp_path) -> Path:
    """A project folder of the test's own, whose ``.env`` the bot reads."""
    monkeypatch.setattr(bot, "project_dir", lambda: tmp_path)
    monkeypatch.delenv("DATABASE_URL", raising=False)
    return tmp_path


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "latin-1"])
def test_an_env_file_that_is_not_utf8_exits_2_in_one_line(project, capsys, encoding):
    (project / ".env").write_text("DATABASE_URL=data/é.db\n", encoding=encoding)
    assert bot.main(["migrate"]) == 2
    assert capsys.readouterr().err == (f"architects-bot: {project / '.env'} is not UTF-8 "
                                       "text (saved as UTF-16?): save it again as UTF-8\n")


def test_an_env_file_saved_with_a_byte_order_mark_is_read(project, capsys):
    (project / ".env").write_text("DATABASE_URL=data/é.db\n", encoding="utf-8-sig")
    assert bot.main(["migrate"]) == 0
    assert capsys.readouterr().out.startswith(f"migrated {project / 'data' / 'é.db'}: ")
