"""The shard settings: which of Discord's shards this process connects."""

import pytest

from bot import AmytisBot, ConfigError, Settings, ShardedAmytisBot, make_bot


def _settings(**environ: str) -> Settings:
    return Settings.from_environ({"DISCORD_TOKEN": "t", **environ})


def test_without_shard_settings_the_bot_is_the_plain_unsharded_client():
    settings = _settings()
    assert (settings.shard_count, settings.shard_ids) == (None, ())
    bot = make_bot(settings)
    assert type(bot) is AmytisBot and (bot.shard_id, bot.shard_count) == (None, None)


def test_one_shard_id_makes_a_plain_client_on_that_shard():
    bot = make_bot(_settings(SHARD_COUNT="4", SHARD_IDS=" 3 "))
    assert type(bot) is AmytisBot and (bot.shard_id, bot.shard_count) == (3, 4)


def test_several_shard_ids_make_the_sharded_client_on_those_shards():
    settings = _settings(SHARD_COUNT="4", SHARD_IDS="2,0")
    assert settings.shard_ids == (0, 2)
    bot = make_bot(settings)
    assert isinstance(bot, ShardedAmytisBot) and isinstance(bot, AmytisBot)
    assert (bot.shard_ids, bot.shard_count) == ([0, 2], 4)


def test_a_shard_count_alone_connects_every_shard_from_this_process():
    assert _settings(SHARD_COUNT="3").shard_ids == (0, 1, 2)


@pytest.mark.parametrize(("environ", "message"), [
    ({"SHARD_IDS": "0"}, "SHARD_IDS needs SHARD_COUNT, the same number in every process"),
    ({"SHARD_COUNT": "0"}, "SHARD_COUNT must be a whole number of at least 1, not '0'"),
    ({"SHARD_COUNT": "2", "SHARD_IDS": "0,2"},
     r"SHARD_IDS must be shard numbers from 0 to 1 separated by commas, not '0,2'"),
    ({"SHARD_COUNT": "2", "SHARD_IDS": "0,٣"}, "SHARD_IDS must be shard numbers"),
    ({"SHARD_COUNT": "2", "SHARD_IDS": "0,"}, "SHARD_IDS must be shard numbers"),
    ({"SHARD_COUNT": "2", "SHARD_IDS": "1,1"}, "SHARD_IDS names shard 1 twice"),
])
def test_a_bad_shard_setting_is_named_in_one_line(environ, message):
    with pytest.raises(ConfigError, match=message) as caught:
        _settings(**environ)
    assert "\n" not in str(caught.value)
