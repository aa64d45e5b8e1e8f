"""A West Kingdom game survives a restart of the bot: the draft picks already made
are kept and the old private panels still pick; the answers of a turn not yet
confirmed are kept and the old public panel still plays."""

from __future__ import annotations

from bot_harness import answered, ids_of, public_post
from westkingdom_hands import first_table

from cogs.westkingdom.labels import PRIVATE


async def two_players(emu, cast, runner):
    invitation = await public_post(await emu.slash(
        cast.alice, cast.channel, "westkingdom", subcommand="challenge",
        options={"player1": cast.bob}))
    await answered(await emu.click(cast.bob, invitation, ids_of(invitation, "lobby:accept:")[0]))
    return await first_table(emu, runner, [cast.alice, cast.bob])


async def test_a_restart_mid_draft_keeps_the_picks_and_the_old_panels_pick(emu, cast, runner):
    hands = await two_players(emu, cast, runner)
    press = 0
    while not (await hands.person_to_act()).waiting:
        await hands.act(press)
        press += 1
    state = await hands.state()
    first, second = (hands.user_of(state, seat) for seat in state.waiting)
    second_panel = await hands.panel(second, state.row.id)  # opened before the restart
    await hands.act(press)  # the first seat's pick, held
    held = (await hands.state()).row.held
    assert list(held) == [state.row.seat_of(first.id)]
    await runner.restart()
    assert (await hands.state()).row.held == held
    picks = ids_of(second_panel, f"westkingdom:draft:{state.row.id}:{state.turn}:")
    await hands.press(second, second_panel, picks[0])
    after = await hands.state()
    assert after.turn > state.turn and after.row.held == {}
    picked = after.game.engine.players[state.row.seat_of(first.id)].hand
    assert held[state.row.seat_of(first.id)] in picked  # the pick made before the restart
    final = await hands.play_out()
    assert "Final score" in final.content


async def test_a_restart_mid_turn_keeps_the_answers_and_the_old_panel_plays(
        emu, cast, runner):
    hands = await two_players(emu, cast, runner)
    press = 0
    while True:
        state = await hands.person_to_act()
        before = state.pending
        await hands.act(press)
        press += 1
        state = await hands.state()
        if state.pending and not before and not state.waiting \
                and state.decision is not None and state.decision.kind not in PRIVATE:
            break
    public = hands.public()
    await runner.restart()
    kept = await hands.state()
    assert kept.pending == state.pending and kept.step == state.step
    assert hands.public().id == public.id  # no new table: the old one still plays
    clicks = len(hands.clicks)
    await hands.act(press)
    assert hands.clicks[clicks][1].startswith(f"westkingdom:opt:{state.row.id}:")
    assert (await hands.state()).step > state.step
    final = await hands.play_out()
    assert "Final score" in final.content
