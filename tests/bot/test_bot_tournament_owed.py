"""What a tournament owes its channel reaches it once. The podium is owed until Discord
has it: a channel that refuses it gets it once the bot may post there again, and a
process that died between posting it and forgetting the sign-up message does not post
it a second time. A round is announced as soon as its games exist, before the slow
part (drawing each game's first table, which the courier posts if that dies)."""

from __future__ import annotations

import asyncio

from bot_harness import answered, ids_of
from tournament_hands import computer_plays, number_of, posts, signed_up, started

from tests.discord_emulator import permissions


async def test_a_podium_the_channel_refused_is_posted_once_the_bot_may_post_there_again(
        emu, cast, runner):
    signup = await signed_up(emu, cast, [cast.alice, cast.bob], game="amytis",
                             format="swiss", rounds=1)
    number = number_of(signup)
    await started(emu, cast, signup)
    rounds = runner.bot.get_cog("Tournaments").rounds
    rounds.interval = 0.01  # the pause after a refusal, doubled each time, starts at 0.04 s
    game_id = (await runner.bot.services.tournaments.pairings(number))[0].game_id
    await emu.set_permissions(cast.channel, emu.bot, deny=permissions.SEND_MESSAGES)
    await computer_plays(runner.bot.services, game_id)
    await rounds.catch_up()
    assert posts(emu, cast, r"is over!") == []
    await emu.set_permissions(cast.channel, emu.bot)
    await asyncio.sleep(0.1)
    await rounds.catch_up()
    await rounds.catch_up()
    podium = posts(emu, cast, rf"Tournament #{number} \(.*\) is over!")
    assert len(podium) == 1 and "🥇" in podium[0].content


async def test_a_podium_posted_just_before_the_bot_died_is_not_posted_again(emu, cast, runner):
    signup = await signed_up(emu, cast, [cast.alice, cast.bob], game="amytis",
                             format="swiss", rounds=1)
    number = number_of(signup)
    await started(emu, cast, signup)
    game_id = (await runner.bot.services.tournaments.pairings(number))[0].game_id
    await computer_plays(runner.bot.services, game_id)
    await runner.bot.get_cog("Tournaments").rounds.catch_up()
    assert len(posts(emu, cast, r"is over!")) == 1
    # the process died after Discord took the podium, before it forgot the sign-up message
    await runner.bot.services.tournaments.set_message(number, signup.id)
    await runner.restart()
    await runner.bot.get_cog("Tournaments").rounds.catch_up()
    assert len(posts(emu, cast, r"is over!")) == 1
    assert (await runner.bot.services.tournaments.get(number)).message_id is None


async def test_a_cancelled_tournament_only_closes_its_sign_up_message(emu, cast, runner):
    signup = await signed_up(emu, cast, [cast.alice, cast.bob], game="amytis",
                             format="swiss", rounds=1)
    number = number_of(signup)
    await answered(await emu.slash(cast.alice, cast.channel, "tournament", subcommand="cancel",
                                   options={"tournament": number}))
    assert "was cancelled" in signup.content
    assert posts(emu, cast, r"is over!") == []
    assert (await runner.bot.services.tournaments.get(number)).message_id is None


async def test_a_round_is_announced_before_its_first_tables_are_drawn(emu, cast, runner,
                                                                      monkeypatch):
    signup = await signed_up(emu, cast, [cast.alice, cast.bob], game="amytis",
                             format="swiss", rounds=1)
    number = number_of(signup)
    rounds = runner.bot.get_cog("Tournaments").rounds

    async def died(*_: object) -> None:  # the process dies while drawing the first table
        raise RuntimeError("killed")

    monkeypatch.setattr(rounds, "_first_table", died)
    await answered(await emu.click(cast.alice, signup, ids_of(signup, "tournament:start:")[0]))
    await rounds.catch_up()
    assert len(posts(emu, cast, rf"Tournament #{number}, round 1 of 1")) == 1
