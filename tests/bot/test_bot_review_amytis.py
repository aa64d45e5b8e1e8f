"""An Amytis game's review on Discord, with the real judge: a game resigned after a
few turns (so the review stays short), whose last message's Review button opens the
summary, the costliest decisions told in words (the tile, its cell, the Palace's
card) and drawn."""

from __future__ import annotations

import pytest
from bot_harness import answered, ids_of, opens_as_png, public_post
from cheap_review import cheapen
from test_bot_solo import start_solo

from engine.amytis import review as amytis_review

JUDGING = 120.0
"""Seconds a whole review may take here (one thread, a shared machine)."""
TURNS = 2


@pytest.fixture(autouse=True)
def cheap_judge(monkeypatch):
    cheapen(monkeypatch, amytis_review)


async def test_a_resigned_amytis_game_is_reviewed_from_its_last_message(emu, cast, runner):
    table = await start_solo(emu, cast, runner)
    for turn in range(TURNS):
        await table.play_turn(turn)
        await table.noted(await emu.wait_for_message(
            table.channel, lambda m: ids_of(m, "amytis:stack:"), timeout=30))
    final = await public_post(await emu.slash(cast.alice, table.channel, "amytis",
                                              subcommand="resign"))
    row = await runner.bot.services.games.latest_in_channel(table.channel.id)
    assert ids_of(final, "review:") == [f"review:{row.id}"]
    pressed = await emu.click(cast.alice, final, f"review:{row.id}")
    summary = await pressed.wait(lambda i: next((m for m in i.followups if m.embeds), None),
                                 timeout=JUDGING)
    assert summary.embeds[0]["title"] == f"Review of game #{row.id}: alice"
    verdicts = summary.embeds[0]["description"]
    assert "good move" in verdicts and "3.0 points or more" in verdicts
    for costly in summary.embeds[1:]:
        played = costly["fields"][0]["value"]
        assert "→ cell " in played and "/" not in played  # words, not the move's text form
    assert len(summary.attachments) == len(summary.embeds) - 1
    assert all(opens_as_png(a.data)[0] >= 400 for a in summary.attachments)
    pressed = await emu.click(cast.alice, summary, ids_of(summary, "review:")[0])
    first = (await answered(pressed)).message
    assert "→ cell " in first.embeds[0]["fields"][0]["value"]
    assert opens_as_png(first.attachments[0].data)[0] >= 400
    assert emu.failures == []
