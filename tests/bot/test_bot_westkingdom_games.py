"""Whole West Kingdom games on Discord, every decision made with the buttons: the
starting hires and the turns on the public panel, the draft and the hand's questions
in private panels, computer seats among the people."""

from __future__ import annotations

import pytest
from bot_harness import BotRunner, answered, ids_of, public_post
from westkingdom_hands import first_table

PREVIEW = frozenset({"westkingdom"})


@pytest.fixture
async def runner(emu, cast, tmp_path, clock):
    bot_runner = BotRunner(emu, str(tmp_path / "architects.db"), clock, preview_games=PREVIEW)
    await bot_runner.start()
    yield bot_runner
    await bot_runner.stop()


async def test_two_invited_players_play_to_the_score_pad(emu, cast, runner):
    invitation = await public_post(await emu.slash(
        cast.alice, cast.channel, "westkingdom", subcommand="challenge",
        options={"player1": cast.bob}))
    await answered(await emu.click(cast.bob, invitation, ids_of(invitation, "lobby:accept:")[0]))
    hands = await first_table(emu, runner, [cast.alice, cast.bob])
    final = await hands.play_out()
    row = await runner.bot.services.games.latest_in_channel(hands.channel.id)
    assert row.status == "finished"
    assert "Final score" in final.content and ids_of(final, "") == [f"lobby:rematch:{row.id}"]
    assert final.content.count(": rating ") == 2  # two people: a rated game
