"""The West Kingdom commands beside the table: the questions about a hand only ever
asked privately, ``hand``, ``player``, ``rules`` page by page, and ``status``."""

from __future__ import annotations

import json

import pytest
from bot_harness import answered, ids_of, opens_as_png, public_post
from westkingdom_hands import first_table

from cogs.westkingdom.rules import PAGES


@pytest.fixture
async def hands(emu, cast, runner):
    invitation = await public_post(await emu.slash(
        cast.alice, cast.channel, "westkingdom", subcommand="challenge",
        options={"player1": cast.bob}))
    await answered(await emu.click(cast.bob, invitation, ids_of(invitation, "lobby:accept:")[0]))
    return await first_table(emu, runner, [cast.alice, cast.bob])


async def play(hands, presses: int) -> None:
    for press in range(presses):
        await hands.act(press)


async def test_every_question_about_a_hand_is_answered_in_a_private_panel(
        emu, cast, runner):
    # The computer seats at their quickest (level 1, easy): their strength is not the point.
    await public_post(await emu.slash(cast.alice, cast.channel, "westkingdom",
                                      subcommand="solo", options={"opponents": 2, "level": 1}))
    hands = await first_table(emu, runner, [cast.alice])
    await hands.play_out()
    answers = [c.split(":")[1] for c in hands.private_clicks]
    assert "draft" in answers and "opt" in answers  # the draft, and a hand's question
    assert hands.public_checks  # the public panel was read at each such question
    drafts = [c for _, c in hands.clicks if c.startswith("westkingdom:draft:")]
    assert drafts and all(c in hands.private_clicks for c in drafts)
    for message in emu.messages(hands.channel):
        assert not ids_of(message, "westkingdom:draft:")


async def test_hand_shows_the_players_cards_privately(emu, cast, hands):
    await play(hands, 30)
    pressed = await answered(await emu.slash(cast.bob, hands.channel, "westkingdom",
                                             subcommand="hand"))
    panel = await pressed.followup(0)
    assert panel.ephemeral and panel.attachments[0].filename == "westkingdom-hand.png"
    assert opens_as_png(panel.attachments[0].data)[0] > 200


async def test_hand_refuses_a_bystander(emu, cast, hands):
    pressed = await answered(await emu.slash(cast.bystander, hands.channel, "westkingdom",
                                             subcommand="hand"))
    refusal = await pressed.followup(0)
    assert refusal.ephemeral and not refusal.attachments and not refusal.components


async def test_player_shows_a_tableau_at_full_size(emu, cast, hands):
    pressed = await answered(await emu.slash(cast.alice, hands.channel, "westkingdom",
                                             subcommand="player",
                                             options={"player": cast.bob}))
    shown = await pressed.followup(0)
    assert not shown.ephemeral and "bob" in shown.content
    assert shown.attachments[0].filename.startswith("westkingdom-tableau-")
    assert opens_as_png(shown.attachments[0].data)[0] > 400


async def test_rules_turn_page_by_page_to_the_last(emu, cast, hands):
    pressed = await answered(await emu.slash(cast.bystander, hands.channel, "westkingdom",
                                             subcommand="rules"))
    message = await pressed.followup(0)
    assert message.ephemeral
    titles = [message.embeds[0]["title"]]
    for _ in range(len(PAGES) - 1):
        nexts = [i for i in ids_of(message, "westkingdom:rules:")
                 if int(i.rsplit(":", 1)[1]) == len(titles)]
        await answered(await emu.click(cast.bystander, message, nexts[0]))
        titles.append(message.embeds[0]["title"])
    assert len(set(titles)) == len(PAGES)
    assert [int(i.rsplit(":", 1)[1]) for i in ids_of(message, "westkingdom:rules:")] == \
        [len(PAGES) - 2]  # the last page: Previous only


async def test_status_posts_a_fresh_table_for_the_player_awaited(emu, cast, hands):
    state = await hands.person_to_act()
    mover = hands.user_of(state, state.seat_to_act) if not state.waiting \
        else hands.user_of(state, state.waiting[0])
    old = hands.public()
    posted = await public_post(await emu.slash(mover, hands.channel, "westkingdom",
                                               subcommand="status"))
    assert posted.attachments[0].filename == "westkingdom-board.png"
    assert ids_of(posted, "") and posted.id != old.id
    await hands.noted(posted)
    await play(hands, 3)  # the fresh table plays on


async def test_status_shows_others_the_table_privately_without_buttons(emu, cast, hands):
    pressed = await answered(await emu.slash(cast.bystander, hands.channel, "westkingdom",
                                             subcommand="status"))
    shown = await pressed.followup(0)
    assert shown.ephemeral and not shown.components
    assert shown.attachments[0].filename == "westkingdom-board.png"


async def test_export_during_the_game_is_the_players_own_view(emu, cast, hands):
    await play(hands, 20)
    pressed = await answered(await emu.slash(cast.alice, hands.channel, "westkingdom",
                                             subcommand="export"))
    message = await pressed.followup(0)
    assert message.ephemeral and "westkingdom-view/1" in message.content
    export = json.loads(message.attachments[0].data)
    state = await hands.state()
    assert export["format"] == "westkingdom-view/1"
    assert export["viewer"] == state.row.seat_of(cast.alice.id)
