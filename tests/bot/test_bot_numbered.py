"""A game looked up by its number with ``status`` and ``export``: from the thread its
rematch now holds, or from anywhere in its server, as its players or anyone may see it."""

from __future__ import annotations

import json

from akropolis_hands import two_players
from bot_harness import answered, challenge_and_accept, ids_of, opens_as_png, public_post


async def ask(emu, user, channel, group, subcommand, **options):
    return await answered(await emu.slash(user, channel, group, subcommand=subcommand,
                                          options=options or None))


async def text(emu, user, channel, group, subcommand, **options) -> str:
    return (await ask(emu, user, channel, group, subcommand, **options)).followups[0].content


async def test_a_finished_amytis_game_is_exported_by_its_number_once_its_rematch_started(
        emu, cast, runner):
    table = await challenge_and_accept(emu, cast, runner=runner)
    final = await public_post(await emu.slash(cast.alice, table.channel, "amytis",
                                              subcommand="resign"))
    rematch = ids_of(final, "amytis:rematch:")[0]
    await public_post(await emu.click(cast.alice, final, rematch))
    await answered(await emu.click(cast.bob, final, rematch))
    games = runner.bot.services.games
    second = await games.in_channel(table.channel.id)
    first = second.rematch_of
    here = await text(emu, cast.bystander, table.channel, "amytis", "export")
    assert "only its players" in here  # the thread's own game is now the rematch
    exported = await ask(emu, cast.bystander, table.channel, "amytis", "export", game=first)
    [file] = exported.followups[0].attachments
    assert file.filename == f"amytis-game-{first}.json"
    assert json.loads(file.data)["format"] == "amytis-record/1"
    shown = (await ask(emu, cast.bystander, cast.channel, "amytis", "status",
                       game=first)).followups[0]
    assert shown.ephemeral and shown.components == []
    assert opens_as_png(shown.attachments[0].data)
    assert await text(emu, cast.bystander, cast.channel, "amytis", "export",
                      game=second.id) == (f"Game #{second.id} is still being played: until it"
                                          " is over, only its players can look it up by its"
                                          " number.")
    mine = (await ask(emu, cast.bob, cast.channel, "amytis", "status",
                      game=second.id)).followups[0]
    assert mine.ephemeral and mine.components == []  # its controls stay in its thread


async def test_a_number_of_no_game_or_of_another_server_or_game_is_refused_clearly(
        emu, cast, runner):
    table = await challenge_and_accept(emu, cast, runner=runner)
    game = (await runner.bot.services.games.in_channel(table.channel.id)).id
    assert await text(emu, cast.alice, cast.channel, "amytis", "export",
                      game=game + 100) == f"There is no game #{game + 100}."
    assert await text(emu, cast.alice, cast.channel, "akropolis", "status", game=game) == (
        f"Game #{game} is a game of The Architects of Amytis: ask /amytis status with its"
        " number.")
    other = await emu.populate(name="Another Club")
    assert await text(emu, other.alice, other.channel, "amytis", "export", game=game) == (
        f"Game #{game} was played in another server: look it up there.")


async def test_an_akropolis_game_is_shown_and_exported_by_its_number(emu, cast, runner):
    hands = await two_players(emu, cast, runner)
    await public_post(await emu.slash(cast.alice, hands.thread, "akropolis",
                                      subcommand="resign"))
    game = (await runner.bot.services.games.latest_in_channel(hands.thread.id)).id
    status = (await ask(emu, cast.bystander, cast.channel, "akropolis", "status",
                        game=game)).followups[0]
    assert status.ephemeral and status.components == []
    assert status.attachments[0].filename == "akropolis-scores.png"
    assert f"{cast.bob.name} wins" in status.content
    exported = await ask(emu, cast.bystander, cast.channel, "akropolis", "export", game=game)
    data = json.loads(exported.followups[0].attachments[0].data)
    assert data["format"] == "akropolis-record/1"
    assert await text(emu, cast.bystander, cast.channel, "amytis", "export", game=game) == (
        f"Game #{game} is a game of Akropolis: ask /akropolis export with its number.")
