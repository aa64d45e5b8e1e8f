"""Rematch on an Akropolis score pad: alone against the same Architect at once; a
table of people invited again with its computer seats, started by a second press."""

from __future__ import annotations

import json

from akropolis_hands import AkropolisTable, first_table
from bot_harness import answered, ids_of, public_post, refusal


async def test_a_solo_rematch_deals_a_new_game_against_the_same_architect(emu, cast, runner):
    await public_post(await emu.slash(cast.alice, cast.channel, "akropolis", subcommand="solo",
                                      options={"architect": "metagenes"}))
    hands = await first_table(emu, runner, [cast.alice])
    final = await hands.play_out()
    old = await runner.bot.services.games.latest_in_channel(hands.thread.id)
    assert "not possible" in await refusal(
        await emu.click(cast.bob, final, f"lobby:rematch:{old.id}"))
    await answered(await emu.click(cast.alice, final, f"lobby:rematch:{old.id}"))
    table = await hands.noted(await emu.wait_for_message(
        hands.thread, lambda m: ids_of(m, "akropolis:take:"), after=final, timeout=10))
    assert "Against the Famous Architect" in table.content
    new = await runner.bot.services.games.in_channel(hands.thread.id)
    assert new.id != old.id and new.rematch_of == old.id
    assert json.loads(new.record)["architect"] == "metagenes"
    assert [s.user_id for s in new.seats] == [cast.alice.id]


async def test_a_table_with_a_computer_seat_is_invited_again_and_keeps_it(emu, cast, runner):
    table = await public_post(await emu.slash(cast.alice, cast.channel, "akropolis",
                                              subcommand="open", options={"seats": 3}))
    await answered(await emu.click(cast.bob, table, ids_of(table, "lobby:join:")[0]))
    await answered(await emu.click(cast.alice, table, ids_of(table, "lobby:computer:")[0]))
    await answered(await emu.click(cast.alice, table, ids_of(table, "lobby:start:")[0]))
    hands: AkropolisTable = await first_table(emu, runner, [cast.alice, cast.bob])
    final = await hands.play_out()
    old = await runner.bot.services.games.latest_in_channel(hands.thread.id)
    await answered(await emu.click(cast.alice, final, f"lobby:rematch:{old.id}"))
    invitation = await emu.wait_for_message(hands.thread, lambda m: ids_of(m, "lobby:accept:"),
                                            after=final)
    assert cast.bob.mention in invitation.content and "computer (easy)" in invitation.content
    await answered(await emu.click(cast.bob, final, f"lobby:rematch:{old.id}"))
    await emu.wait_for_message(hands.thread, lambda m: ids_of(m, "akropolis:take:"),
                               after=invitation, timeout=10)
    new = await runner.bot.services.games.in_channel(hands.thread.id)
    assert new.rematch_of == old.id
    assert sorted((s.user_id, s.computer_level) for s in new.seats) == sorted(
        (s.user_id, s.computer_level) for s in old.seats)
    assert "starts" in invitation.content and ids_of(invitation, "lobby:") == []
