"""What a tournament owes its channel reaches it once. A round's announcement and the
podium are owed until Discord has them: a channel that refuses one gets it once the
bot may post there again, a process that dies before posting it leaves it to the next
look, and one that dies between posting it and marking it done does not post it a
second time. A round is announced as soon as its games exist, before the slow part
(drawing each game's first table, which the courier posts if that dies). A look with
nothing owed asks the database one question."""

from __future__ import annotations

import asyncio

from bot_harness import BotRunner, answered, ids_of
from tournament_hands import computer_plays, number_of, posts, signed_up, started

from tests.discord_emulator import permissions


async def unmarked(runner: BotRunner, sql: str, number: int) -> None:
    """What a process that died before marking a message done leaves in the database."""
    async with runner.bot.services.games.db.transaction() as conn:
        await conn.execute(sql, (number,))


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
    # the process died after Discord took the podium, before it marked it done
    await unmarked(runner, "UPDATE tournaments SET closed_out = 0 WHERE id = ?", number)
    await runner.restart()
    await runner.bot.get_cog("Tournaments").rounds.catch_up()
    assert len(posts(emu, cast, r"is over!")) == 1
    assert (await runner.bot.services.tournaments.get(number)).closed_out


async def test_a_cancelled_tournament_only_closes_its_sign_up_message(emu, cast, runner):
    signup = await signed_up(emu, cast, [cast.alice, cast.bob], game="amytis",
                             format="swiss", rounds=1)
    number = number_of(signup)
    await answered(await emu.slash(cast.alice, cast.channel, "tournament", subcommand="cancel",
                                   options={"tournament": number}))
    assert "was cancelled" in signup.content
    assert posts(emu, cast, r"is over!") == []
    assert (await runner.bot.services.tournaments.get(number)).closed_out


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


async def test_a_round_whose_announcement_died_with_the_process_is_announced_after_a_restart(
        emu, cast, runner, monkeypatch):
    signup = await signed_up(emu, cast, [cast.alice, cast.bob], game="amytis",
                             format="swiss", rounds=1)
    number = number_of(signup)
    rounds = runner.bot.get_cog("Tournaments").rounds

    async def died(*_: object) -> None:  # the games exist; the process dies announcing
        raise RuntimeError("killed")

    monkeypatch.setattr(rounds, "_announce_round", died)
    await answered(await emu.click(cast.alice, signup, ids_of(signup, "tournament:start:")[0]))
    for _ in range(200):  # the click's seating goes on after its answer
        if (await runner.bot.services.tournaments.pairings(number))[0].game_id is not None:
            break
        await asyncio.sleep(0.05)
    await runner.restart()
    await runner.bot.get_cog("Tournaments").rounds.catch_up()
    await runner.bot.get_cog("Tournaments").rounds.catch_up()
    assert len(posts(emu, cast, rf"Tournament #{number}, round 1 of 1")) == 1


async def test_a_round_announced_just_before_the_bot_died_is_not_announced_again(emu, cast,
                                                                                  runner):
    signup = await signed_up(emu, cast, [cast.alice, cast.bob], game="amytis",
                             format="swiss", rounds=1)
    number = number_of(signup)
    await started(emu, cast, signup)
    # the process died after Discord took the announcement, before it marked it done
    await unmarked(runner, "UPDATE tournament_rounds SET announced = 0 WHERE tournament_id = ?",
                   number)
    await runner.restart()
    await runner.bot.get_cog("Tournaments").rounds.catch_up()
    assert len(posts(emu, cast, rf"Tournament #{number}, round 1 of 1")) == 1
    assert (await runner.bot.services.tournaments.rounds(number))[0].announced


async def test_a_tournament_whose_sign_up_message_was_never_recorded_still_gets_its_podium(
        emu, cast, runner):
    signup = await signed_up(emu, cast, [cast.alice, cast.bob], game="amytis",
                             format="swiss", rounds=1)
    number = number_of(signup)
    # the process died between posting the sign-up message and recording it
    await runner.bot.services.tournaments.set_message(number, None)
    await answered(await emu.slash(cast.alice, cast.channel, "tournament", subcommand="start",
                                   options={"tournament": number}))
    services = runner.bot.services
    await runner.bot.get_cog("Tournaments").rounds.catch_up()
    await computer_plays(services, (await services.tournaments.pairings(number))[0].game_id)
    await runner.bot.get_cog("Tournaments").rounds.catch_up()
    await runner.bot.get_cog("Tournaments").rounds.catch_up()
    assert len(posts(emu, cast, rf"Tournament #{number} \(.*\) is over!")) == 1


async def test_a_look_with_nothing_to_do_asks_the_database_one_question(emu, cast, runner,
                                                                        monkeypatch):
    signup = await signed_up(emu, cast, [cast.alice, cast.bob], game="amytis",
                             format="swiss", rounds=2)
    await started(emu, cast, signup)
    rounds = runner.bot.get_cog("Tournaments").rounds
    await rounds.catch_up()
    db = runner.bot.services.games.db
    look = asyncio.current_task()  # the bot's own loop may look meanwhile: not counted
    asked: list[str] = []

    def counted(read):
        async def read_and_count(sql, *args, **kwargs):
            if asyncio.current_task() is look:
                asked.append(sql)
            return await read(sql, *args, **kwargs)
        return read_and_count

    for name in ("fetch_one", "fetch_all"):
        monkeypatch.setattr(db, name, counted(getattr(db, name)))
    await rounds.catch_up()
    assert len(asked) == 1, asked


async def test_a_sign_up_message_never_recorded_is_recorded_at_its_first_click(emu, cast,
                                                                               runner):
    signup = await signed_up(emu, cast, [cast.alice], game="amytis", format="swiss", rounds=1)
    number = number_of(signup)
    # the process died between posting the sign-up message and recording it
    await runner.bot.services.tournaments.set_message(number, None)
    await answered(await emu.click(cast.bob, signup, ids_of(signup, "tournament:join:")[0]))
    assert (await runner.bot.services.tournaments.get(number)).message_id == signup.id


async def test_a_tournament_whose_step_keeps_failing_holds_up_no_other(emu, cast, runner,
                                                                      monkeypatch):
    first, second = [number_of(await signed_up(emu, cast, [cast.alice, cast.bob],
                                               game="amytis", format="swiss", rounds=1))
                     for _ in range(2)]
    rounds = runner.bot.get_cog("Tournaments").rounds
    announce = rounds._announce_round

    async def broken(t, parent, row, number):  # a bug in the first one's announcement
        if row.id == first:
            raise RuntimeError("a bug")
        await announce(t, parent, row, number)

    monkeypatch.setattr(rounds, "_announce_round", broken)
    for number in (first, second):  # started by the sweeper: the look seats them
        await runner.bot.services.tournaments.start(number, cast.alice.id)
    await rounds.catch_up()
    assert len(posts(emu, cast, rf"Tournament #{second}, round 1 of 1")) == 1
