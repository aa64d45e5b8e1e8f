"""Replays on Discord, end to end with the real drawing: for each game, the 🎞️ Replay
button of a finished game's last message posts the animation for everyone after a
"drawing" line, and ``/<game> replay`` then posts it at once, drawn only once; a
second ask in the same channel soon after points to the replay posted (or being
drawn) rather than posting it twice; a game still played is refused privately in the
asker's language."""

from __future__ import annotations

import io

import pytest
from bot_harness import Table, ids_of, public_post, refusal
from PIL import Image

from cogs.common.replay import AGAIN_AFTER
from service.replays import ReplayService
from tests.discord_emulator import Message

GAMES = ("amytis", "akropolis", "westkingdom")
DRAWING = 60.0
"""Seconds a replay may take to draw here (one thread, a shared machine)."""


async def solo_table(emu, cast, runner, game: str) -> Table:
    """Alice's solo game of ``game`` with its first table posted in its thread."""
    await public_post(await emu.slash(cast.alice, cast.channel, game, subcommand="solo"))
    thread = await emu.wait_for(lambda: emu.threads and emu.threads[-1])
    table = Table(emu, thread, {cast.alice.id: cast.alice}, runner)
    await table.noted(await emu.wait_for_message(thread, lambda m: m.attachments, timeout=15))
    return table


async def resigned_solo(emu, cast, runner, game: str) -> tuple[Table, Message, int]:
    """A solo game of ``game`` Alice resigned at once: its thread, its last message
    and its number."""
    table = await solo_table(emu, cast, runner, game)
    final = await public_post(await emu.slash(cast.alice, table.channel, game,
                                              subcommand="resign"))
    row = await runner.bot.services.games.latest_in_channel(table.channel.id)
    return table, final, row.id


def animated_webp(data: bytes) -> int:
    """The frames of an animated WebP (raises if the bytes are not one)."""
    image = Image.open(io.BytesIO(data))
    assert image.format == "WEBP" and image.is_animated
    return image.n_frames


async def posted_replay(interaction) -> Message:
    """The public message a replay ask ends with, once it holds the animation."""
    await interaction.response()
    return await interaction.wait(
        lambda i: next((m for m in i.followups if not m.ephemeral and m.attachments), None),
        DRAWING)


@pytest.mark.parametrize("game", GAMES)
async def test_the_replay_button_posts_the_animation_and_the_command_posts_it_again_at_once(
        emu, cast, runner, clock, game):
    table, final, game_id = await resigned_solo(emu, cast, runner, game)
    assert ids_of(final, "replay:") == [f"replay:{game_id}"]
    pressed = await emu.click(cast.bob, final, f"replay:{game_id}")
    shown = await posted_replay(pressed)
    drawing = [e.body.get("content", "") for e in pressed.events if e.kind == "followup"]
    assert drawing == [f"🎞️ Drawing the replay of game #{game_id}…"]
    assert shown.content.startswith("🎞️ ") and f"game #{game_id}" in shown.content
    assert animated_webp(shown.attachments[0].data) >= 2
    assert ids_of(shown, "replay:") == [f"replay:{game_id}:open"]

    clock.advance(AGAIN_AFTER + 1)
    asked = await emu.slash(cast.bystander, table.channel, game, subcommand="replay")
    again = await posted_replay(asked)
    assert not any("Drawing" in e.body.get("content", "") for e in asked.events)
    assert again.attachments[0].data == shown.attachments[0].data
    assert emu.failures == []


async def test_a_second_press_while_the_replay_is_drawn_posts_it_once(emu, cast, runner):
    table, final, game_id = await resigned_solo(emu, cast, runner, "akropolis")
    presses = [await emu.click(cast.alice, final, f"replay:{game_id}"),
               await emu.click(cast.bob, final, f"replay:{game_id}")]
    for pressed in presses:
        await pressed.response()
    said = [await pressed.wait(lambda i: next(
        (m for m in i.followups if m.ephemeral or m.attachments), None), DRAWING)
            for pressed in presses]
    told = [m.content for m in said if m.ephemeral]
    assert told == [f"🎞️ The replay of game #{game_id} is being drawn: it will appear here "
                    "in a moment."]
    posted = [m for m in emu.messages(table.channel) if m.content.startswith("🎞️ ")]
    assert [m.id for m in posted] == [m.id for m in said if not m.ephemeral]


async def test_an_ask_soon_after_a_replay_was_posted_links_to_it_and_later_posts_it_again(
        emu, cast, runner, clock):
    table, final, game_id = await resigned_solo(emu, cast, runner, "amytis")
    shown = await posted_replay(await emu.click(cast.alice, final, f"replay:{game_id}"))
    asked = await emu.slash(cast.bob, table.channel, "amytis", subcommand="replay")
    assert await refusal(asked) == (f"🎞️ The replay of game #{game_id} was just posted here: "
                                    "https://discord.com/channels/"
                                    f"{shown.guild_id}/{shown.channel_id}/{shown.id}")
    clock.advance(AGAIN_AFTER + 1)
    again = await posted_replay(await emu.slash(cast.bob, table.channel, "amytis",
                                                subcommand="replay"))
    assert again.id != shown.id and again.attachments[0].data == shown.attachments[0].data


async def test_a_replay_asked_again_after_a_restart_is_not_drawn_again(emu, cast, runner,
                                                                       monkeypatch):
    drawn = []
    draw = ReplayService._draw

    async def counted(self, row, locale, *args):
        drawn.append(locale)
        return await draw(self, row, locale, *args)

    monkeypatch.setattr(ReplayService, "_draw", counted)
    table, _, game_id = await resigned_solo(emu, cast, runner, "akropolis")
    first = await posted_replay(await emu.slash(cast.alice, table.channel, "akropolis",
                                                subcommand="replay",
                                                options={"game": game_id}))
    await runner.restart()
    second = await posted_replay(await emu.slash(cast.bob, table.channel, "akropolis",
                                                 subcommand="replay"))
    assert drawn == ["en"]
    assert second.attachments[0].data == first.attachments[0].data


async def test_a_game_still_played_is_refused_privately_in_the_askers_language(
        emu, cast, runner):
    table = await solo_table(emu, cast, runner, "akropolis")
    text = await refusal(await emu.slash(cast.alice, table.channel, "akropolis",
                                         subcommand="replay", locale="fr"))
    assert "encore en cours" in text
    assert not [m for m in emu.messages(table.channel) if "🎞️" in m.content]
