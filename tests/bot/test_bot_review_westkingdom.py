"""A West Kingdom game's review on Discord, with the real judge: a game resigned after
its first turns, whose Review button opens the summary; each turn is told in the
buttons' words, never in its text form, and drawn on the board."""

from __future__ import annotations

import pytest
from bot_harness import answered, ids_of, opens_as_png, public_post
from cheap_review import cheapen
from westkingdom_hands import first_table

from engine.westkingdom import review as westkingdom_review

JUDGING = 120.0
"""Seconds a whole review may take here (one thread, a shared machine)."""
PRESSES = 60
"""Presses before Alice resigns: the starting hires, the draft, a few turns each."""


@pytest.fixture(autouse=True)
def cheap_judge(monkeypatch):
    cheapen(monkeypatch, westkingdom_review)


async def test_a_resigned_west_kingdom_game_is_reviewed_turn_by_turn(emu, cast, runner):
    invitation = await public_post(await emu.slash(
        cast.alice, cast.channel, "westkingdom", subcommand="challenge",
        options={"player1": cast.bob}))
    await answered(await emu.click(cast.bob, invitation, ids_of(invitation, "lobby:accept:")[0]))
    hands = await first_table(emu, runner, [cast.alice, cast.bob])
    for press in range(PRESSES):
        await hands.act(press)
    final = await public_post(await emu.slash(cast.alice, hands.channel, "westkingdom",
                                              subcommand="resign"))
    row = await runner.bot.services.games.latest_in_channel(hands.channel.id)
    pressed = await emu.click(cast.alice, final, f"review:{row.id}")
    summary = await pressed.wait(lambda i: next((m for m in i.followups if m.embeds), None),
                                 timeout=JUDGING)
    assert summary.embeds[0]["title"] == f"Review of game #{row.id}: alice"
    assert len(summary.attachments) == len(summary.embeds) - 1
    assert all(opens_as_png(a.data)[0] >= 400 for a in summary.attachments)
    assert "1.5 points or more" in summary.embeds[0]["description"]
    page = (await answered(await emu.click(cast.alice, summary,
                                           ids_of(summary, "review:")[0]))).message
    played = page.embeds[0]["fields"][0]["value"]
    assert played and "place:" not in played
    assert opens_as_png(page.attachments[0].data)[0] >= 400
    assert emu.failures == []
