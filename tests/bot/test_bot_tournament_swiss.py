"""A Swiss tournament of eight on Discord, run by the bot from sign-up to podium, on
SQLite and on PostgreSQL: its games in their own threads, a restart in the middle of a
round, a removal that leaves an odd number and so a bye, the standings after each
round and the podium."""

from __future__ import annotations

import pytest
from bot_harness import BotRunner, answered, ids_of
from tournament_hands import (
    computer_plays,
    number_of,
    people,
    play_round,
    posts,
    signed_up,
    started,
)

from service import Services
from store.database import Database


async def test_a_swiss_of_eight_runs_from_sign_up_to_podium_through_a_restart_and_a_removal(
        emu, cast, runner):
    players = await people(emu, cast, 8)
    signup = await signed_up(emu, cast, players, game="amytis", format="swiss", rounds=3,
                             hours=24.0)
    number = number_of(signup)
    assert "8 players signed up" in signup.content
    first = await started(emu, cast, signup)
    assert ids_of(signup, "tournament:") == []  # sign-up is closed
    assert len(emu.threads) == 4
    assert len(posts(emu, cast, rf"Tournament #{number}, round 1 of 3")) == 1
    for player in players:
        assert f"<@{player.id}>" in first.content
    for thread in emu.threads:
        intro, table = emu.messages(thread)[:2]
        assert intro.content.count("<@") == 2 and table.attachments

    assert await play_round(runner, number) == 4
    second = posts(emu, cast, rf"Tournament #{number}, round 2 of 3")
    assert len(second) == 1 and second[0].attachments  # the standings after round 1
    assert len(emu.threads) == 8

    # Half the round is played, then the bot restarts: nothing is seated or said twice.
    assert await play_round(runner, number, only=2) == 2
    await runner.restart()
    await runner.bot.get_cog("Tournaments").rounds.catch_up()
    assert len(emu.threads) == 8
    assert len(posts(emu, cast, r"round 2 of 3")) == 1

    # The host removes a player whose game is still going: it is lost by forfeit.
    removed = next(p for p in players
                   if f"<@{p.id}>" in emu.messages(emu.threads[-1])[0].content)
    await answered(await emu.slash(cast.alice, cast.channel, "tournament", subcommand="remove",
                                   options={"tournament": number, "player": removed}))
    assert posts(emu, cast, rf"removed <@{removed.id}> from tournament #{number}")
    last = emu.messages(emu.threads[-1])[-1]
    assert last.content == (f"<@{removed.id}> was removed from tournament #{number}: "
                            "this game is lost by forfeit.")
    await play_round(runner, number)
    third = posts(emu, cast, rf"Tournament #{number}, round 3 of 3")
    assert len(third) == 1 and "Bye this round: <@" in third[0].content
    assert f"<@{removed.id}>" not in third[0].content
    assert len(emu.threads) == 11  # seven players: three tables and a bye

    await play_round(runner, number)
    podium = posts(emu, cast, rf"Tournament #{number} \(The Architects of Amytis\) is over!")
    assert len(podium) == 1 and "🥇" in podium[0].content and podium[0].attachments
    assert "is over" in signup.content
    await runner.bot.get_cog("Tournaments").rounds.catch_up()
    assert len(posts(emu, cast, r"is over!")) == 1


async def test_a_tournament_that_ended_while_the_bot_was_down_gets_its_podium_at_start(
        emu, cast, runner, clock):
    signup = await signed_up(emu, cast, [cast.alice, cast.bob], game="amytis",
                             format="swiss", rounds=1)
    number = number_of(signup)
    await started(emu, cast, signup)
    game_id = (await runner.bot.services.tournaments.pairings(number))[0].game_id
    await runner.stop()
    db = await Database.open(runner.database)
    try:
        await computer_plays(Services.create(db, clock=clock), game_id)
    finally:
        await db.close()
    await runner.start()
    podium = await emu.wait_for_message(cast.channel, lambda m: "is over!" in m.content,
                                        timeout=10)
    assert f"Tournament #{number}" in podium.content and "🥇" in podium.content
    await runner.bot.get_cog("Tournaments").rounds.catch_up()
    assert len(posts(emu, cast, r"is over!")) == 1


@pytest.fixture
def runner(runner_on_each_database: BotRunner) -> BotRunner:
    """These tournaments run on SQLite and on PostgreSQL."""
    return runner_on_each_database
