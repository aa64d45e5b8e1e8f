"""The bot's settings: what the operator gets told when one is missing or wrong."""

from pathlib import Path

import pytest

import bot
from bot import ConfigError, Settings


def test_settings_are_read_from_the_environment(tmp_path):
    settings = Settings.from_environ({"DISCORD_TOKEN": " abc ", "DEV_GUILD_ID": "42",
                                      "LOG_LEVEL": "debug", "DATABASE_URL": "sqlite:///x.db"},
                                     base=tmp_path)
    assert settings == Settings("abc", str(tmp_path / "x.db"), 42, "DEBUG")


def test_a_relative_database_is_in_the_project_folder_wherever_the_bot_starts(
        monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    settings = Settings.from_environ({"DISCORD_TOKEN": "t", "DATABASE_URL": "data/x.db"})
    assert settings.database_url == str(Path(bot.__file__).resolve().parent / "data" / "x.db")


@pytest.mark.parametrize(("environ", "message"), [
    ({}, "DISCORD_TOKEN is not set"),
    ({"DISCORD_TOKEN": "t", "DEV_GUILD_ID": "guild"}, "DEV_GUILD_ID must be a server id"),
    ({"DISCORD_TOKEN": "t", "LOG_LEVEL": "LOUD"}, "LOG_LEVEL must be"),
    ({"DISCORD_TOKEN": "t", "LOG_LEVEL": "NOTSET"}, "LOG_LEVEL must be"),
    ({"DISCORD_TOKEN": "t", "DATABASE_URL": "mysql://db"}, "DATABASE_URL must be"),
])
def test_a_bad_setting_is_named(environ, message):
    with pytest.raises(ConfigError, match=message):
        Settings.from_environ(environ)


def test_main_without_a_token_exits_2_with_one_line(monkeypatch, capsys, tmp_path):
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.setattr(bot, "_load_dotenv", lambda: None)
    assert bot.main([]) == 2
    error = capsys.readouterr().err
    assert error.count("\n") == 1 and "DISCORD_TOKEN" in error


def test_workers_are_bounded(tmp_path):
    settings = Settings.from_environ({"DISCORD_TOKEN": "t", "WORKERS": "32"}, base=tmp_path)
    assert settings.workers == bot.MAX_WORKERS == 32
    with pytest.raises(ConfigError, match="WORKERS must be a whole number from 0 to 32, "
                                          "not '33'"):
        Settings.from_environ({"DISCORD_TOKEN": "t", "WORKERS": "33"}, base=tmp_path)


def test_reviews_have_one_worker_unless_told_otherwise(tmp_path):
    assert Settings.from_environ({"DISCORD_TOKEN": "t"}, base=tmp_path).review_workers == 1
    told = Settings.from_environ({"DISCORD_TOKEN": "t", "REVIEW_WORKERS": "2"}, base=tmp_path)
    assert told.review_workers == 2
    with pytest.raises(ConfigError, match="REVIEW_WORKERS must be a whole number from 1 to "
                                          "32, not '0'"):
        Settings.from_environ({"DISCORD_TOKEN": "t", "REVIEW_WORKERS": "0"}, base=tmp_path)


def test_an_unsupported_database_url_is_named_without_its_password():
    with pytest.raises(ConfigError) as refused:
        Settings.from_environ({"DISCORD_TOKEN": "t",
                               "DATABASE_URL": "mysql://amytis:secret@host/db"})
    assert "secret" not in str(refused.value) and "amytis:***@host" in str(refused.value)
