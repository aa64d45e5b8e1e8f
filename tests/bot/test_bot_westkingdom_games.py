"""Whole West Kingdom games on Discord, every decision made with the buttons: the
starting hires and the turns on the public panel, the draft and the hand's questions
in private panels, computer seats among the people, at every table size."""

from __future__ import annotations

import pytest
from bot_harness import answered, ids_of, public_post
from westkingdom_hands import first_table

from cogs.westkingdom.component import COG_NAME
from i18n import Translator


async def finished(runner, hands, final):
    """The game's row, checked finished with the score pad and Rematch."""
    row = await runner.bot.services.games.latest_in_channel(hands.channel.id)
    assert row.status == "finished"
    assert "Final score" in final.content
    assert ids_of(final, "") == [f"lobby:rematch:{row.id}", f"review:{row.id}",
                                 f"replay:{row.id}"]
    return row


async def test_two_invited_players_play_to_the_score_pad(emu, cast, runner):
    invitation = await public_post(await emu.slash(
        cast.alice, cast.channel, "westkingdom", subcommand="challenge",
        options={"player1": cast.bob}))
    await answered(await emu.click(cast.bob, invitation, ids_of(invitation, "lobby:accept:")[0]))
    hands = await first_table(emu, runner, [cast.alice, cast.bob])
    final = await hands.play_out()
    await finished(runner, hands, final)
    assert final.content.count(": rating ") == 2  # two people: a rated game


async def test_an_open_table_of_three_with_a_computer_seat_plays_to_the_score_pad(
        emu, cast, runner):
    table = await public_post(await emu.slash(cast.alice, cast.channel, "westkingdom",
                                              subcommand="open", options={"seats": 3}))
    await answered(await emu.click(cast.bob, table, ids_of(table, "lobby:join:")[0]))
    await answered(await emu.click(cast.alice, table, ids_of(table, "lobby:computer:")[0]))
    await answered(await emu.click(cast.alice, table, ids_of(table, "lobby:start:")[0]))
    hands = await first_table(emu, runner, [cast.alice, cast.bob])
    row = await finished(runner, hands, await hands.play_out())
    assert len(row.seats) == 3 and sum(s.is_computer for s in row.seats) == 1


@pytest.mark.parametrize("opponents", [3, 4])
async def test_a_solo_game_against_computer_seats_plays_to_the_score_pad(
        emu, cast, runner, opponents):
    # The computer seats at their quickest (level 1, easy): their strength is not the point.
    await public_post(await emu.slash(cast.alice, cast.channel, "westkingdom",
                                      subcommand="solo",
                                      options={"opponents": opponents, "level": 1}))
    hands = await first_table(emu, runner, [cast.alice])
    row = await finished(runner, hands, await hands.play_out())
    assert len(row.seats) == opponents + 1
    assert sum(s.is_computer for s in row.seats) == opponents


async def test_a_table_drawn_while_the_bot_closes_still_names_its_computer_seats(
        emu, cast, runner):
    await public_post(await emu.slash(cast.alice, cast.channel, "westkingdom",
                                      subcommand="solo", options={"opponents": 1}))
    hands = await first_table(emu, runner, [cast.alice])
    row = await runner.bot.services.games.latest_in_channel(hands.channel.id)
    names = runner.bot.get_cog(COG_NAME).table.names
    before = await names.of(Translator("en"), row)
    await runner.bot.remove_cog("Lobby")  # closing removes the cogs, then a last table is drawn
    assert await names.of(Translator("en"), row) == before
    assert sum(name.startswith("computer (") for name in before) == 1


async def test_a_table_posted_while_the_bot_closes_is_recorded_and_offers_a_rematch(
        emu, cast, runner):
    """Closing the bot removes its cogs, the Lobby and its courier among them, while a
    computer's turn may still end with a table: that table is posted and recorded all
    the same, and a finished game's still offers Rematch and Review. (The computer seat
    at its quickest, level 1: its strength is not the point.)"""
    await public_post(await emu.slash(cast.alice, cast.channel, "westkingdom",
                                      subcommand="solo", options={"opponents": 1, "level": 1}))
    hands = await first_table(emu, runner, [cast.alice])
    row = await finished(runner, hands, await hands.play_out())
    await runner.bot.remove_cog("Lobby")
    table = runner.bot.get_cog(COG_NAME).table
    await table.redeliver(Translator("en"), row, table.channel(row).send, row.turn)
    last = emu.messages(hands.channel)[-1]
    assert ids_of(last, "") == [f"lobby:rematch:{row.id}", f"review:{row.id}",
                                f"replay:{row.id}"]
    again = await runner.bot.services.games.get(row.id)
    assert again.table_message_id == int(last.id) != row.table_message_id
