"""Every refusal a player of one game meets names that game's own commands, never
another game's: each path is played through the emulated bot (see ``refusal_paths``)
and every text the players read is checked."""

from __future__ import annotations

import asyncio
import copy

from akropolis_hands import two_players
from bot_harness import challenge_and_accept, ids_of
from refusal_paths import (
    Ears,
    commands_refused_in_game,
    damaged,
    ended,
    forged_clicks,
    groups_of,
    no_game_here,
    table_refusals,
)


def other_player(table, user):
    return next(p for p in table.players.values() if p is not user)


async def test_no_text_of_an_akropolis_game_names_another_games_commands(emu, cast, runner):
    ears = Ears(emu)
    await no_game_here(ears, emu, cast, "akropolis")
    await table_refusals(ears, emu, cast, "akropolis")
    hands = await two_players(emu, cast, runner)
    thread, message = hands.thread, hands.controls()
    mover = hands.to_move(message)
    game_id = (await runner.bot.services.games.in_channel(thread.id)).id
    take = ids_of(message, "akropolis:take:")[0]
    await ears.hear("a bystander's click", emu.click(cast.bystander, message, take))
    await ears.hear("a click out of turn", emu.click(other_player(hands, mover), message, take))
    stale = await forged_clicks(ears, emu, "akropolis", message, mover, "take", "spot")
    first_turn = copy.deepcopy(message.components)
    for press in await asyncio.gather(emu.click(mover, message, take),
                                      emu.click(mover, message, take)):
        await ears.hear("a double press of a tile", press)
    box = await emu.click(mover, message, ids_of(message, "akropolis:code:")[0])
    await box.response()
    await ears.hear("a code that names no spot", emu.submit_modal(mover, box, {"code": "9z"}))
    await hands.choose_spot(mover, message)
    confirm = ids_of(message, "akropolis:confirm:")[0]
    for press in await asyncio.gather(emu.click(mover, message, confirm),
                                      emu.click(mover, message, confirm)):
        await ears.hear("a double press of Confirm", press)
    table = await hands.noted(await emu.wait_for_message(thread, lambda m: m.attachments,
                                                         after=message, timeout=10))
    message.components = first_turn  # as a client that kept the old buttons would
    await ears.hear("a button of an earlier turn", emu.click(mover, message, take))
    mover = hands.to_move(table)
    await commands_refused_in_game(ears, emu, cast, "akropolis", thread,
                                   other_player(hands, mover))
    await ears.hear("the city of a bystander", emu.slash(
        cast.alice, thread, "akropolis", subcommand="city", options={"player": cast.bystander}))
    broken = await damaged(ears, emu, runner, "akropolis", thread, mover, table,
                           "akropolis:take:", game_id)
    await ended(ears, emu, cast, "akropolis", thread, table)
    ears.read_channels(cast.channel, thread)
    assert ears.naming(groups_of("amytis")) == []
    assert "/akropolis status" in stale and "/akropolis abort" in broken


async def test_no_text_of_an_amytis_game_names_another_games_commands(emu, cast, runner):
    ears = Ears(emu)
    await no_game_here(ears, emu, cast, "amytis")
    await table_refusals(ears, emu, cast, "amytis")
    table = await challenge_and_accept(emu, cast, runner=runner)
    where, message = table.channel, table.controls()
    mover = table.to_move(message)
    game_id = (await runner.bot.services.games.in_channel(where.id)).id
    stack = ids_of(message, "amytis:stack:")[0]
    await ears.hear("a bystander's click", emu.click(cast.bystander, message, stack))
    await ears.hear("a click out of turn", emu.click(other_player(table, mover), message, stack))
    stale = await forged_clicks(ears, emu, "amytis", message, mover, "stack", "favor")
    first_turn = copy.deepcopy(message.components)
    for press in await asyncio.gather(emu.click(mover, message, stack),
                                      emu.click(mover, message, stack)):
        await ears.hear("a double press of a stack", press)
    back = ids_of(message, "amytis:back:")[0]
    for press in await asyncio.gather(emu.click(mover, message, back),
                                      emu.click(mover, message, back)):
        await ears.hear("a double press of Back", press)
    last = emu.messages(where)[-1]
    await table.ready_turn(mover, table.controls())
    message = table.controls()
    confirm = ids_of(message, "amytis:confirm:")[0]
    for press in await asyncio.gather(emu.click(mover, message, confirm),
                                      emu.click(mover, message, confirm)):
        await ears.hear("a double press of Confirm", press)
    favor = ids_of(message, "amytis:favor:")
    if favor:
        value = message.component(favor[0])["options"][0]["value"]
        await ears.hear("a favor", emu.select(mover, message, favor[0], [value]))
    nxt = await table.noted(await emu.wait_for_message(
        where, lambda m: m.id > last.id and m.attachments, timeout=10))
    message.components = first_turn  # as a client that kept the old buttons would
    await ears.hear("a button of an earlier turn", emu.click(mover, message, stack))
    mover = table.to_move(nxt)
    await commands_refused_in_game(ears, emu, cast, "amytis", where, other_player(table, mover))
    broken = await damaged(ears, emu, runner, "amytis", where, mover, nxt, "amytis:stack:",
                           game_id)
    await ended(ears, emu, cast, "amytis", where, nxt)
    ears.read_channels(cast.channel, where)
    assert ears.naming(groups_of("akropolis")) == []
    assert "/amytis status" in stale and "/amytis abort" in broken
