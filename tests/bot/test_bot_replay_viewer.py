"""The step-through viewer and the daily game's replay on Discord: Step through under
a posted replay opens a private page per step with Previous, Next and a paged select
of every step, whose buttons still work after a restart; a daily game's replay is
refused to one yet to play its deal, shown privately to its player the same day, and
posted for everyone once the day is over."""

from __future__ import annotations

from bot_harness import answered, ids_of, opens_as_png, public_post, refusal
from test_bot_replay import posted_replay

from render.replay import scenes
from service import Place
from tests.service.service_helpers import play_out


async def played_game(runner, cast) -> tuple[int, int]:
    """A whole Amytis game of Alice against the computer in the server's channel,
    played by the service (its table was never posted): its number and how many
    steps its replay has (the table as dealt, each turn, the score pad)."""
    services = runner.bot.services
    row = await services.games.start_solo(
        game_kind="amytis", place=Place(cast.guild.id, cast.channel.id),
        human_id=cast.alice.id, computer_id=runner.bot.user.id, level=1, options={})
    state = await play_out(services, row.id)
    return row.id, len(scenes(state.row.record))


def select_values(message, custom_id: str) -> list[str]:
    return [option["value"] for option in message.component(custom_id)["options"]]


async def test_the_viewer_steps_through_a_game_and_its_buttons_work_after_a_restart(
        emu, cast, runner):
    game_id, steps = await played_game(runner, cast)
    assert steps > 25  # more than one select holds
    posted = await posted_replay(await emu.slash(cast.alice, cast.channel, "amytis",
                                                 subcommand="replay", options={"game": game_id}))
    opened = await answered(await emu.click(cast.bob, posted, f"replay:{game_id}:open"))
    page = await opened.followup()
    assert page.ephemeral and f"step 1/{steps}" in page.content
    assert opens_as_png(page.attachments[0].data)[0] >= 400
    assert ids_of(page, f"replay:{game_id}:") == [f"replay:{game_id}:1", f"replay:{game_id}:jump"]
    # More steps than one select holds: the first 23, then a way to the later ones.
    assert select_values(page, f"replay:{game_id}:jump") == [*map(str, range(23)), "23"]

    page = (await answered(await emu.click(cast.bob, page, f"replay:{game_id}:1"))).message
    assert f"step 2/{steps}" in page.content
    assert ids_of(page, f"replay:{game_id}:")[:2] == [f"replay:{game_id}:0",
                                                      f"replay:{game_id}:2"]

    await runner.restart()
    jumped = await answered(await emu.select(cast.bob, page, f"replay:{game_id}:jump", ["23"]))
    page = jumped.message
    assert f"step 24/{steps}" in page.content
    assert select_values(page, f"replay:{game_id}:jump") == ["0", *map(str, range(23, steps))]
    last = (await answered(await emu.click(cast.bob, page, f"replay:{game_id}:22"))).message
    assert f"step 23/{steps}" in last.content
    assert emu.failures == []


async def resigned_daily(emu, cast, runner):
    """Alice's daily Akropolis game, resigned at once: its number and last message."""
    await refusal(await emu.slash(cast.alice, cast.channel, "akropolis", subcommand="daily"))
    thread = await emu.wait_for(lambda: emu.threads and emu.threads[-1])
    await emu.wait_for_message(thread, lambda m: m.attachments, timeout=15)
    final = await public_post(await emu.slash(cast.alice, thread, "akropolis",
                                              subcommand="resign"))
    row = await runner.bot.services.games.latest_in_channel(thread.id)
    return row.id, final


async def test_a_daily_games_replay_is_hidden_until_its_day_is_over(emu, cast, runner, clock):
    game_id, final = await resigned_daily(emu, cast, runner)
    said = await refusal(await emu.slash(cast.bob, cast.channel, "akropolis",
                                         subcommand="replay", options={"game": game_id}))
    assert "finish your own daily game first" in said

    own = await emu.click(cast.alice, final, f"replay:{game_id}")
    await own.response()
    shown = await own.wait(lambda i: next((m for m in i.followups if m.attachments), None), 60)
    assert shown.ephemeral and "Shown to you alone" in shown.content
    assert not any(m.attachments for m in emu.messages(cast.channel) if "🎞️" in m.content)

    clock.advance(24 * 3600)
    posted = await posted_replay(await emu.slash(cast.bob, cast.channel, "akropolis",
                                                 subcommand="replay", options={"game": game_id}))
    assert "Shown to you alone" not in posted.content
    assert emu.failures == []
