"""``/akropolis claim``: two players keep Amytis's claim by forfeit (after the
inactivity time, or at once when the opponent left); a larger table is pointed to
its vote."""

from __future__ import annotations

from akropolis_hands import two_players
from bot_harness import answered, ids_of, public_post


async def test_the_waiting_player_claims_once_the_opponent_ran_out_of_time(
        emu, cast, runner, clock):
    hands = await two_players(emu, cast, runner)
    mover = hands.to_move(hands.controls())
    waiting = cast.bob if mover is cast.alice else cast.alice
    early = await answered(await emu.slash(waiting, hands.thread, "akropolis",
                                           subcommand="claim"))
    assert early.ephemeral and "still has time" in early.content
    clock.advance(73 * 3600)
    final = await public_post(await emu.slash(waiting, hands.thread, "akropolis",
                                              subcommand="claim"))
    assert "won game" in final.content and "by forfeit" in final.content
    row = await runner.bot.services.games.repo.latest_in_channel(hands.thread.id)
    assert not row.is_active and row.end_reason == "forfeit"
    assert [s.seat for s in row.seats if s.user_id == waiting.id] == row.winners


async def test_the_player_to_move_claims_at_once_when_the_other_left(emu, cast, runner):
    hands = await two_players(emu, cast, runner)
    mover = hands.to_move(hands.controls())
    waiting = cast.bob if mover is cast.alice else cast.alice
    await emu.remove_member(cast.guild, waiting)
    final = await public_post(await emu.slash(mover, hands.thread, "akropolis",
                                              subcommand="claim"))
    assert mover.mention in final.content and "by forfeit" in final.content


async def test_a_table_of_three_is_told_to_vote_and_nothing_ends(emu, cast, runner, clock):
    carol = await emu.create_user("carol", guild=cast.guild)
    invitation = await public_post(await emu.slash(
        cast.alice, cast.channel, "akropolis", subcommand="challenge",
        options={"player1": cast.bob, "player2": carol}))
    for user in (cast.bob, carol):
        await answered(await emu.click(user, invitation, ids_of(invitation, "lobby:accept:")[0]))
    thread = emu.threads[-1]
    await emu.wait_for_message(thread, lambda m: "you play first" in m.content)
    clock.advance(73 * 3600)
    refused = await answered(await emu.slash(carol, thread, "akropolis", subcommand="claim"))
    assert refused.ephemeral and "more than two players" in refused.content
    assert "vote" in refused.content and "72 hours" in refused.content
    row = await runner.bot.services.games.repo.latest_in_channel(thread.id)
    assert row.is_active


async def test_a_russian_claim_is_answered_in_russian(emu, cast, runner):
    hands = await two_players(emu, cast, runner)
    mover = hands.to_move(hands.controls())
    waiting = cast.bob if mover is cast.alice else cast.alice
    early = await answered(await emu.slash(waiting, hands.thread, "akropolis",
                                           subcommand="claim", locale="ru"))
    assert "У соперника ещё есть время" in early.content


async def test_the_sweeper_tells_the_waiting_player_they_may_claim(emu, cast, runner, clock):
    hands = await two_players(emu, cast, runner)
    mover = hands.to_move(hands.controls())
    waiting = cast.bob if mover is cast.alice else cast.alice
    services = runner.bot.services
    clock.advance(73 * 3600)
    await services.sweeper.on_report(await services.sweeper.sweep())
    notice = await emu.wait_for_message(hands.thread, lambda m: "has not played" in m.content)
    assert mover.mention in notice.content and waiting.mention in notice.content
    assert "72 hours" in notice.content and "/akropolis claim" in notice.content
