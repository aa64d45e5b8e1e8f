"""``/games`` says "your move" to everyone a decision made at once still waits for."""

from __future__ import annotations

from bot_harness import answered, ids_of, public_post
from westkingdom_hands import first_table

YOUR_MOVE = "your move"


async def games_text(emu, cast, user) -> str:
    asked = await emu.slash(user, cast.channel, "games")
    await asked.response()
    return (await asked.followup(0)).content


async def test_a_draft_round_awaits_each_player_until_they_have_picked(emu, cast, runner):
    invitation = await public_post(await emu.slash(
        cast.alice, cast.channel, "westkingdom", subcommand="challenge",
        options={"player1": cast.bob}))
    await answered(await emu.click(cast.bob, invitation, ids_of(invitation, "lobby:accept:")[0]))
    hands = await first_table(emu, runner, [cast.alice, cast.bob])
    while not (await hands.state()).waiting:
        await hands.act()
    assert YOUR_MOVE in (await games_text(emu, cast, cast.alice)).lower()
    assert YOUR_MOVE in (await games_text(emu, cast, cast.bob)).lower()
    state = await hands.state()
    first = state.row.user_at(state.waiting[0])
    await hands.act()  # the first waiting seat picks
    picked = hands.players[first]
    other = cast.bob if picked is cast.alice else cast.alice
    assert YOUR_MOVE not in (await games_text(emu, cast, picked)).lower()
    assert YOUR_MOVE in (await games_text(emu, cast, other)).lower()
