"""How a game ends when nobody plays its last move: a resignation or a claim leaves
the Rematch button, which starts the usual rematch; a moderator's abort does not.
Either way the last table loses its buttons."""

from __future__ import annotations

from akropolis_hands import two_players, with_computers
from bot_harness import answered, challenge_and_accept, ids_of, public_post


async def test_an_akropolis_resignation_offers_a_rematch_the_other_accepts_by_pressing_it(
        emu, cast, runner):
    hands = await two_players(emu, cast, runner)
    last_table = hands.controls()
    final = await public_post(await emu.slash(cast.alice, hands.thread, "akropolis",
                                              subcommand="resign"))
    old = await runner.bot.services.games.latest_in_channel(hands.thread.id)
    assert "resigned" in final.content
    assert ids_of(final, "") == [f"lobby:rematch:{old.id}", f"review:{old.id}",
                                 f"replay:{old.id}"]
    await emu.wait_for(lambda: ids_of(last_table, "akropolis:") == [])
    invitation = await public_post(await emu.click(cast.bob, final, f"lobby:rematch:{old.id}"))
    assert cast.alice.mention in invitation.content and ids_of(invitation, "lobby:accept:")
    await answered(await emu.click(cast.alice, final, f"lobby:rematch:{old.id}"))
    await emu.wait_for_message(hands.thread, lambda m: ids_of(m, "akropolis:take:"),
                               after=invitation, timeout=10)
    new = await runner.bot.services.games.in_channel(hands.thread.id)
    assert new.rematch_of == old.id and sorted(s.user_id for s in new.seats) == sorted(
        [cast.alice.id, cast.bob.id])


async def test_an_akropolis_claim_offers_a_rematch(emu, cast, runner, clock):
    hands = await two_players(emu, cast, runner)
    mover = hands.to_move(hands.controls())
    waiting = cast.bob if mover is cast.alice else cast.alice
    clock.advance(73 * 3600)
    final = await public_post(await emu.slash(waiting, hands.thread, "akropolis",
                                              subcommand="claim"))
    old = await runner.bot.services.games.latest_in_channel(hands.thread.id)
    assert "by forfeit" in final.content
    assert ids_of(final, "") == [f"lobby:rematch:{old.id}", f"review:{old.id}",
                                 f"replay:{old.id}"]
    invitation = await public_post(await emu.click(waiting, final, f"lobby:rematch:{old.id}"))
    assert mover.mention in invitation.content and ids_of(invitation, "lobby:accept:")
    await answered(await emu.click(mover, invitation, ids_of(invitation, "lobby:accept:")[0]))
    await emu.wait_for_message(hands.thread, lambda m: ids_of(m, "akropolis:take:"),
                               after=invitation, timeout=10)
    assert (await runner.bot.services.games.in_channel(hands.thread.id)).rematch_of == old.id


async def test_an_amytis_claim_offers_a_rematch(emu, cast, runner, clock):
    table = await challenge_and_accept(emu, cast, runner=runner)
    mover = table.to_move()
    waiting = cast.bob if mover is cast.alice else cast.alice
    clock.advance(73 * 3600)
    final = await public_post(await emu.slash(waiting, table.channel, "amytis",
                                              subcommand="claim"))
    assert "won by forfeit" in final.content and ids_of(final, "amytis:rematch:")
    challenge = await public_post(await emu.click(waiting, final,
                                                  ids_of(final, "amytis:rematch:")[0]))
    await answered(await emu.click(mover, challenge, ids_of(challenge, "amytis:accept:")[0]))
    await emu.wait_for_message(table.channel, lambda m: ids_of(m, "amytis:stack:"),
                               after=final, timeout=10)
    assert (await runner.bot.services.games.in_channel(table.channel.id)).rematch_of == 1


async def test_resigning_against_the_computer_offers_a_rematch_that_starts_at_once(
        emu, cast, runner):
    hands = await with_computers(emu, cast, runner, 2)
    final = await public_post(await emu.slash(cast.alice, hands.thread, "akropolis",
                                              subcommand="resign"))
    old = await runner.bot.services.games.latest_in_channel(hands.thread.id)
    assert (old.status, old.end_reason) == ("finished", "resigned")
    await answered(await emu.click(cast.alice, final, f"lobby:rematch:{old.id}"))
    await emu.wait_for_message(hands.thread, lambda m: ids_of(m, "akropolis:take:"),
                               after=final, timeout=10)
    new = await runner.bot.services.games.in_channel(hands.thread.id)
    assert new.rematch_of == old.id and sum(s.is_computer for s in new.seats) == 2


async def test_the_sweeper_tells_an_akropolis_forfeit_to_the_computer_with_a_rematch(
        emu, cast, runner, clock):
    hands = await with_computers(emu, cast, runner, 1)
    last = emu.messages(hands.thread)[-1]
    clock.advance(73 * 3600)
    sweeper = runner.bot.services.sweeper
    await sweeper.on_report(await sweeper.sweep())
    final = await emu.wait_for_message(hands.thread, lambda m: "by forfeit" in m.content,
                                       after=last)
    old = await runner.bot.services.games.latest_in_channel(hands.thread.id)
    assert emu.bot.mention in final.content and (old.status, old.end_reason) == (
        "finished", "forfeit")
    assert ids_of(final, "") == [f"lobby:rematch:{old.id}", f"review:{old.id}",
                                 f"replay:{old.id}"]
    await emu.wait_for(lambda: ids_of(hands.controls(), "akropolis:") == [])


async def test_a_moderators_abort_offers_no_rematch(emu, cast, runner):
    hands = await two_players(emu, cast, runner)
    last_table = hands.controls()
    final = await public_post(await emu.slash(cast.moderator, hands.thread, "akropolis",
                                              subcommand="abort"))
    assert "not counted" in final.content and final.components == []
    await emu.wait_for(lambda: ids_of(last_table, "akropolis:") == [])


async def test_resigning_an_amytis_game_against_the_computer_offers_a_new_one_at_once(
        emu, cast, runner):
    await public_post(await emu.slash(cast.alice, cast.channel, "amytis", subcommand="solo",
                                      options={"level": "easy"}))
    thread = await emu.wait_for(lambda: emu.threads[-1] if emu.threads else None)
    await emu.wait_for_message(thread, lambda m: ids_of(m, "amytis:stack:"), timeout=15)
    final = await public_post(await emu.slash(cast.alice, thread, "amytis",
                                              subcommand="resign"))
    assert "resigned" in final.content
    await answered(await emu.click(cast.alice, final, ids_of(final, "amytis:rematch:")[0]))
    await emu.wait_for_message(thread, lambda m: ids_of(m, "amytis:stack:"), after=final,
                               timeout=15)
    new = await runner.bot.services.games.in_channel(thread.id)
    assert new.rematch_of == 1 and new.has_computer
