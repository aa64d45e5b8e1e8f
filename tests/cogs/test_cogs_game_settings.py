"""The settings of the games offered and of the players' limits."""

import pytest

from bot import ConfigError, Settings


def test_previewed_games_and_limits_are_read_from_the_environment():
    settings = Settings.from_environ({"DISCORD_TOKEN": "t", "PREVIEW_GAMES": " Akropolis, ",
                                      "MAX_ACTIVE_GAMES": "8", "MAX_PENDING_TABLES": "2",
                                      "MAX_PENDING_SEATS": "4"})
    assert settings.preview_games == frozenset({"akropolis"})
    assert (settings.max_active_games, settings.max_pending_tables,
            settings.max_pending_seats) == (8, 2, 4)


def test_without_them_no_game_is_previewed_and_the_limits_are_five_three_and_three():
    settings = Settings.from_environ({"DISCORD_TOKEN": "t"})
    assert settings.preview_games == frozenset()
    assert (settings.max_active_games, settings.max_pending_tables,
            settings.max_pending_seats) == (5, 3, 3)


@pytest.mark.parametrize(("environ", "message"), [
    ({"PREVIEW_GAMES": "chess"}, "PREVIEW_GAMES names a game this bot does not have: chess"),
    ({"MAX_ACTIVE_GAMES": "0"}, "MAX_ACTIVE_GAMES must be a whole number of at least 1"),
    ({"MAX_PENDING_TABLES": "many"}, "MAX_PENDING_TABLES must be a whole number"),
    ({"MAX_PENDING_SEATS": "0"}, "MAX_PENDING_SEATS must be a whole number of at least 1"),
])
def test_a_bad_game_setting_is_named(environ, message):
    with pytest.raises(ConfigError, match=message):
        Settings.from_environ({"DISCORD_TOKEN": "t", **environ})
