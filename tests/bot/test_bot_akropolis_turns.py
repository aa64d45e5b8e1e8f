"""Akropolis turns on Discord, played with the buttons: a tile, a spot, a rotation,
Confirm; refusals for everyone else; a restart in the middle of a placement."""

from __future__ import annotations

import asyncio

import pytest
from akropolis_hands import two_players
from bot_harness import answered, ids_of, opens_as_png, refusal

from cogs.akropolis.controls import tile_text
from engine.akropolis import TILES
from i18n import Translator


async def test_the_table_offers_one_button_per_site_tile_numbered_by_its_cost(
        emu, cast, runner):
    hands = await two_players(emu, cast, runner)
    message = hands.controls()
    labels = [c["label"] for c in message.all_components()
              if c.get("custom_id", "").startswith("akropolis:take:")]
    game = (await runner.bot.services.turns.view(1)).game
    # the number is the cost the image prints under the tile, then its districts
    assert labels == [f"{cost} · {tile_text(Translator('en'), TILES[tile])}"
                      for cost, tile in enumerate(game.site)]
    # the first player starts with 1 stone (rules, setup): tiles 3 and 4 are out of reach
    assert [i.rsplit(":", 1)[1] for i in ids_of(message, "akropolis:take:")] == ["0", "1"]
    assert message.attachments[0].filename == "akropolis-table.png"
    assert opens_as_png(message.attachments[0].data)[0] > 400


async def test_a_turn_is_a_tile_a_spot_and_confirm_and_moves_to_the_next_player(
        emu, cast, runner):
    hands = await two_players(emu, cast, runner)
    message = hands.controls()
    first = hands.to_move(message)
    await hands.take(first, message, 1)
    assert "where will tile 1 go?" in message.content
    assert message.attachments[0].filename == "akropolis-placement.png"
    menu = message.component(ids_of(message, "akropolis:spot:")[0])
    assert all(o["label"].split(" · ")[1].startswith("level") for o in menu["options"])
    await hands.choose_spot(first, message)
    assert "tile 1 on spot" in message.content and "Confirm" in [
        c.get("label") for c in message.all_components()]
    rotations = ids_of(message, "akropolis:rot:")
    assert 1 <= len(rotations) <= 5  # the rotation shown is disabled
    row = await runner.bot.services.games.in_channel(hands.thread.id)
    assert row.turn == 0 and row.pending == [1]  # nothing but the tile before Confirm
    await hands.press(first, message, "akropolis:confirm:")
    # the old controls only say the turn was played: it is told once, on the new table
    assert ids_of(message, "akropolis:") == [] and "has played." in message.content
    assert "tile 1 (" not in message.content and message.attachments == []
    nxt = await hands.noted(await emu.wait_for_message(hands.thread, lambda m: m.attachments,
                                                       after=message, timeout=10))
    assert hands.to_move(nxt) is not first and "take a tile" in nxt.content
    assert nxt.content.count("tile 1 (") == 1 and ", 1 stone) → level" in nxt.content
    assert "+0 stone" not in nxt.content
    row = await runner.bot.services.games.in_channel(hands.thread.id)
    assert row.turn == 1 and row.pending == []


async def test_a_bystander_and_the_other_player_are_refused_privately(emu, cast, runner):
    hands = await two_players(emu, cast, runner)
    message = hands.controls()
    first = hands.to_move(message)
    other = cast.bob if first is cast.alice else cast.alice
    take = ids_of(message, "akropolis:take:")[0]
    assert "not playing" in await refusal(await emu.click(cast.bystander, message, take))
    assert "not your turn" in await refusal(await emu.click(other, message, take))
    await hands.take(first, message)
    menu = ids_of(message, "akropolis:spot:")[0]
    value = message.component(menu)["options"][0]["value"]
    assert "not your turn" in await refusal(await emu.select(other, message, menu, [value]))
    row = await runner.bot.services.games.in_channel(hands.thread.id)
    assert row.pending == [0] and row.turn == 0


async def test_a_double_press_of_a_tile_takes_it_once(emu, cast, runner):
    hands = await two_players(emu, cast, runner)
    message = hands.controls()
    first = hands.to_move(message)
    take = ids_of(message, "akropolis:take:")[0]
    presses = await asyncio.gather(emu.click(first, message, take),
                                   emu.click(first, message, take))
    await asyncio.gather(*map(answered, presses))
    refused = await emu.wait_for(
        lambda: [p for p in presses if any(m.ephemeral for m in p.followups)])
    assert len(refused) == 1 and "moved on" in refused[0].followups[0].content
    row = await runner.bot.services.games.in_channel(hands.thread.id)
    assert row.pending == [0] and emu.failures == []
    assert ids_of(message, "akropolis:spot:")  # both presses leave it at the spot menu


async def test_a_double_press_of_confirm_plays_the_turn_once(emu, cast, runner):
    hands = await two_players(emu, cast, runner)
    message = hands.controls()
    first = hands.to_move(message)
    await hands.take(first, message)
    await hands.choose_spot(first, message)
    confirm = ids_of(message, "akropolis:confirm:")[0]
    presses = await asyncio.gather(emu.click(first, message, confirm),
                                   emu.click(first, message, confirm))
    await asyncio.gather(*map(answered, presses))
    refused = [p for p in presses if any(m.ephemeral for m in p.followups)]
    assert len(refused) == 1 and "already" in refused[0].followups[0].content
    await hands.noted(await emu.wait_for_message(hands.thread, lambda m: m.attachments,
                                                 after=message, timeout=10))
    row = await runner.bot.services.games.in_channel(hands.thread.id)
    assert row.turn == 1 and ids_of(message, "akropolis:") == []


async def test_back_from_a_rotation_returns_to_the_spots(emu, cast, runner):
    hands = await two_players(emu, cast, runner)
    message = hands.controls()
    first = hands.to_move(message)
    await hands.take(first, message)
    await hands.choose_spot(first, message)
    assert message.attachments[0].filename == "akropolis-placement.png"
    await hands.press(first, message, "akropolis:spots:")
    assert "where will tile 0 go?" in message.content and ids_of(message, "akropolis:spot:")


async def test_turning_the_tile_redraws_the_preview_with_what_it_brings(emu, cast, runner):
    hands = await two_players(emu, cast, runner)
    message = hands.controls()
    first = hands.to_move(message)
    await hands.take(first, message)
    await hands.choose_spot(first, message)
    shown = message.attachments[0].data
    turned = ids_of(message, "akropolis:rot:")[0]
    await hands.press(first, message, "akropolis:rot:")
    assert message.attachments[0].data != shown and "score" in message.content
    assert message.component(turned)["disabled"]
    confirm = ids_of(message, "akropolis:confirm:")[0]
    assert confirm.split(":")[5] == turned.split(":")[5]  # Confirm plays the rotation shown


async def test_a_restart_in_the_middle_of_a_placement_keeps_the_buttons_working(
        emu, cast, runner):
    hands = await two_players(emu, cast, runner)
    message = hands.controls()
    first = hands.to_move(message)
    await hands.take(first, message, 1)
    await hands.choose_spot(first, message, 2)
    await runner.restart()
    await hands.press(first, message, "akropolis:rot:")
    await hands.press(first, message, "akropolis:confirm:")
    row = await runner.bot.services.games.in_channel(hands.thread.id)
    assert row.turn == 1 and "has played." in message.content
    nxt = await emu.wait_for_message(hands.thread, lambda m: m.attachments, after=message,
                                     timeout=10)
    assert ", 1 stone) → level" in nxt.content


async def test_a_typed_code_places_the_tile_and_a_bad_one_is_refused(emu, cast, runner):
    hands = await two_players(emu, cast, runner)
    message = hands.controls()
    first = hands.to_move(message)
    await hands.take(first, message)
    box = await emu.click(first, message, ids_of(message, "akropolis:code:")[0])
    await box.response()
    bad = await emu.submit_modal(first, box, {"code": "9z"})
    assert "no spot “9z”" in await refusal(bad)
    assert "where will tile 0 go?" in message.content
    box = await emu.click(first, message, ids_of(message, "akropolis:code:")[0])
    await box.response()
    await runner.restart()  # a box opened before a restart still works
    good = await emu.submit_modal(first, box, {"code": " 2 "})
    await answered(good)
    assert "tile 0 on spot 2 " in message.content


async def test_a_best_placement_is_one_tap_to_its_preview_then_confirm(emu, cast, runner):
    hands = await two_players(emu, cast, runner)
    message = hands.controls()
    first = hands.to_move(message)
    await hands.take(first, message)
    best = ids_of(message, "akropolis:rot:")[0]  # the first of the best placements
    rot, code = best.split(":")[5:7]
    await hands.press(first, message, "akropolis:rot:")
    assert f"tile 0 on spot {code} " in message.content
    assert message.attachments[0].filename == "akropolis-placement.png"
    confirm = ids_of(message, "akropolis:confirm:")[0]
    assert confirm.split(":")[5:7] == [rot, code]  # Confirm plays the placement tapped
    await hands.press(first, message, "akropolis:confirm:")
    row = await runner.bot.services.games.in_channel(hands.thread.id)
    assert row.turn == 1  # three taps: the tile, the placement, Confirm


async def test_the_spot_menus_show_every_spot_best_change_first(emu, cast, runner):
    hands = await two_players(emu, cast, runner)
    message = hands.controls()
    await hands.take(hands.to_move(message), message)
    game = (await runner.bot.services.turns.view(1)).game
    menus = [message.component(i) for i in ids_of(message, "akropolis:spot:")]
    shown = [o["value"] for menu in menus for o in menu["options"]]
    assert len(menus) == 2 and len(shown) == len(set(shown)) == len(game.anchors()) > 25
    best = [int(o["description"].rsplit(" ", 1)[1]) for menu in menus for o in menu["options"]]
    assert best == sorted(best, reverse=True)


@pytest.mark.parametrize(("locale", "asked", "button"), [
    ("ru", "куда положить участок 0?", "Ввести код"),
    ("fr", "où poser la tuile 0\u202f?", "Taper un code"),
])
async def test_the_mover_reads_the_turn_in_their_own_language(emu, cast, runner, locale, asked,
                                                               button):
    hands = await two_players(emu, cast, runner)
    message = hands.controls()
    first = hands.to_move(message)
    await answered(await emu.click(first, message, ids_of(message, "akropolis:take:")[0],
                                   locale=locale))
    assert asked in message.content
    assert button in [c.get("label") for c in message.all_components()]
