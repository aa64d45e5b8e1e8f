"""Whole Akropolis games on Discord, every turn played with the buttons: solo at each
level of the Famous Architect, three players with a computer seat, four players."""

from __future__ import annotations

import json
import re

import pytest
from akropolis_hands import first_table
from bot_harness import answered, ids_of, opens_as_png, public_post

from engine.akropolis import Move
from service import Place, Services
from store.database import Database


def said(emu, hands, text: str) -> bool:
    return any(text in m.content for m in emu.messages(hands.thread))


@pytest.mark.parametrize("level", ["hippodamos", "metagenes", "callicrates"])
async def test_a_solo_game_against_each_architect_is_played_to_the_score_pad(
        emu, cast, runner, level):
    await public_post(await emu.slash(cast.alice, cast.channel, "akropolis", subcommand="solo",
                                      options={"architect": level}))
    hands = await first_table(emu, runner, [cast.alice])
    assert "Against the Famous Architect" in hands.controls().content
    final = await hands.play_out()
    assert said(emu, hands, "The Famous Architect took tile")
    assert final.attachments[0].filename == "akropolis-scores.png"
    assert opens_as_png(final.attachments[0].data)[0] > 400
    assert any(verdict in final.content for verdict in (
        "You beat the Famous Architect!", "The Famous Architect wins",
        "A draw with the Famous Architect"))
    row = await runner.bot.services.games.latest_in_channel(hands.thread.id)
    assert row.status == "finished"
    assert ids_of(final, "") == [f"lobby:rematch:{row.id}", f"review:{row.id}",
                                 f"replay:{row.id}"]
    assert json.loads(row.record)["architect"] == level


async def test_three_players_with_a_computer_seat_play_to_the_end_unrated(
        emu, cast, runner):
    table = await public_post(await emu.slash(cast.alice, cast.channel, "akropolis",
                                              subcommand="open", options={"seats": 3}))
    await answered(await emu.click(cast.bob, table, ids_of(table, "lobby:join:")[0]))
    await answered(await emu.click(cast.alice, table, ids_of(table, "lobby:computer:")[0]))
    await answered(await emu.click(cast.alice, table, ids_of(table, "lobby:start:")[0]))
    hands = await first_table(emu, runner, [cast.alice, cast.bob])
    final = await hands.play_out()
    assert said(emu, hands, "computer (easy): tile")
    assert final.attachments[0].filename == "akropolis-scores.png"
    assert "wins!" in final.content or "share the victory" in final.content
    assert ": rating " not in final.content  # a game with a computer seat is not rated


async def test_four_invited_players_play_to_the_end(emu, cast, runner):
    carol = await emu.create_user("carol", guild=cast.guild)
    invitation = await public_post(await emu.slash(
        cast.alice, cast.channel, "akropolis", subcommand="challenge",
        options={"player1": cast.bob, "player2": carol, "player3": cast.bystander}))
    for user in (cast.bob, carol, cast.bystander):
        await answered(await emu.click(user, invitation, ids_of(invitation, "lobby:accept:")[0]))
    hands = await first_table(emu, runner, [cast.alice, cast.bob, carol, cast.bystander])
    final = await hands.play_out()
    row = await runner.bot.services.games.latest_in_channel(hands.thread.id)
    assert row.status == "finished" and len(row.seats) == 4
    assert final.content.count(": rating ") == 4
    # the post reads without its image: every total, and ratings on the 1500 scale
    assert final.content.count(" · ") >= 3 and "Final score: " in final.content
    shown = [int(r) for r in re.findall(r": rating (\d+) \([+-]\d+\)", final.content)]
    assert len(shown) == 4 and all(1000 < r < 2000 for r in shown)


async def test_computer_turns_left_unplayed_by_a_stop_are_played_at_start(emu, cast, runner):
    """Alice and a computer at a table; Alice's first turn is played while the bot
    is down (as a crash between her Confirm and the computer's turn leaves it)."""
    computer = runner.bot.user
    await runner.stop()
    db = await Database.open(runner.database)
    try:
        lobby = Services.create(db, clock=runner.clock).lobby
        table = await lobby.open(game_kind="akropolis", place=Place(cast.guild.id, cast.channel.id),
                                 host_id=cast.alice.id, seats=2,
                                 options={"seats": "challenger_first"})
        await lobby.add_computer(table.id, cast.alice.id, computer.id, 1)
        started = await lobby.start(table.id, cast.alice.id)
        turns = Services.create(db, clock=runner.clock).turns
        game = (await turns.view(started.game_id)).game
        game.decide(0)
        first = game.legal_placements()[0]
        await turns.play(started.game_id, cast.alice.id, 0, Move(0, first.anchor, first.rot))
    finally:
        await db.close()
    await runner.start()
    posted = await emu.wait_for_message(cast.channel, lambda m: m.attachments, timeout=10)
    row = await runner.bot.services.games.get(started.game_id)
    assert row.turn == 2 and row.user_at(row.to_move) == cast.alice.id
    assert "computer (easy): tile" in posted.content and ids_of(posted, "akropolis:take:")
