"""Signing up for a tournament on Discord: the sign-up message's live count and its
buttons (after a restart too), the tournament's number offered as it is typed, a
start at the set time, the list with the winners, the standings and pairings images,
and tournament games left out of the limit of games a person plays at once."""

from __future__ import annotations

import asyncio
import re

from bot_harness import (
    answered,
    challenge_and_accept,
    ids_of,
    opens_as_png,
    public_post,
    refusal,
)
from tournament_hands import number_of, people, play_round, posts, signed_up, started, sweep

from i18n import Translator
from tests.discord_emulator import permissions

HOUR = 3600.0


async def test_the_sign_up_message_counts_players_as_they_join_and_leave(emu, cast, runner):
    signup = await signed_up(emu, cast, [cast.alice, cast.bob], game="amytis",
                             format="swiss", cap=8)
    assert "2 of 8 places taken" in signup.content
    assert f"<@{cast.alice.id}>, <@{cast.bob.id}>" in signup.content
    await answered(await emu.click(cast.bob, signup, ids_of(signup, "tournament:leave:")[0]))
    assert "1 of 8 places taken" in signup.content and f"<@{cast.bob.id}>" not in signup.content


async def test_the_sign_up_buttons_still_work_after_a_restart(emu, cast, runner):
    signup = await signed_up(emu, cast, [], game="westkingdom", format="swiss")
    await runner.restart()
    await answered(await emu.click(cast.bob, signup, ids_of(signup, "tournament:join:")[0]))
    assert "1 player signed up" in signup.content
    assert await runner.bot.services.tournaments.entrants(number_of(signup))


async def test_the_tournament_number_is_offered_from_the_servers_tournaments(
        emu, cast, runner):
    first = number_of(await signed_up(emu, cast, [], game="amytis", format="swiss"))
    second = number_of(await signed_up(emu, cast, [], game="akropolis", format="tables"))
    typed = await emu.autocomplete(cast.bob, cast.channel, "tournament", subcommand="join",
                                   focused="tournament")
    await typed.response()
    assert [c["value"] for c in typed.choices] == [second, first]  # the newest first
    assert typed.choices[0]["name"] == f"#{second} · Akropolis · table rounds · sign-up open"
    typed = await emu.autocomplete(cast.bob, cast.channel, "tournament", subcommand="join",
                                   focused="tournament", typed=f"#{first}")
    await typed.response()
    assert [c["value"] for c in typed.choices] == [first]


async def test_join_offers_only_the_tournaments_still_open_for_sign_up(emu, cast, runner):
    signup = await signed_up(emu, cast, [cast.alice, cast.bob], game="amytis",
                             format="swiss", rounds=1)
    running = number_of(signup)
    await started(emu, cast, signup)
    open_one = number_of(await signed_up(emu, cast, [], game="amytis", format="swiss"))
    for verb, offered in (("join", [open_one]), ("standings", [open_one, running])):
        typed = await emu.autocomplete(cast.bob, cast.channel, "tournament", subcommand=verb,
                                       focused="tournament")
        await typed.response()
        assert [c["value"] for c in typed.choices] == offered


async def test_a_tournament_starts_by_itself_at_its_time(emu, cast, runner, clock):
    signup = await signed_up(emu, cast, [cast.alice, cast.bob], game="amytis",
                             format="swiss", rounds=1, starts_in=2.0)
    number = number_of(signup)
    assert "<t:" in signup.content  # the start time, in each reader's own time zone
    clock.advance(2 * HOUR)
    await sweep(runner)
    assert posts(emu, cast, rf"Tournament #{number}, round 1 of 1")
    assert "has started" in signup.content and ids_of(signup, "tournament:") == []


async def test_a_tournament_without_enough_players_at_its_time_is_cancelled(
        emu, cast, runner, clock):
    signup = await signed_up(emu, cast, [cast.bob], game="amytis", format="swiss",
                             starts_in=1.0)
    number = number_of(signup)
    clock.advance(HOUR)
    await sweep(runner)
    assert len(posts(emu, cast, rf"Tournament #{number} \(.*\) was cancelled: only 1 had "
                                r"signed up by its start, and it needed 2\.")) == 1
    assert "was cancelled" in signup.content and ids_of(signup, "tournament:") == []


async def test_the_list_keeps_a_finished_tournament_with_its_winner(emu, cast, runner):
    signup = await signed_up(emu, cast, [cast.alice, cast.bob], game="amytis",
                             format="swiss", rounds=1)
    number = number_of(signup)
    await started(emu, cast, signup)
    await play_round(runner, number)
    results = await runner.bot.services.tournaments.results(number)
    winner = results.standings[0].player
    asked = await answered(await emu.slash(cast.bystander, cast.channel, "tournament",
                                           subcommand="list"))
    line = next(m for m in asked.followups if m.ephemeral).content
    assert re.search(rf"#{number} · .* · Swiss · finished · 2 players · won by <@{winner}>", line)


async def test_standings_and_pairings_answer_with_images_for_everyone(emu, cast, runner):
    players = await people(emu, cast, 3)
    signup = await signed_up(emu, cast, players, game="amytis", format="swiss", rounds=2)
    number = number_of(signup)
    await started(emu, cast, signup)
    for verb in ("standings", "pairings"):
        shown = await public_post(await emu.slash(cast.bystander, cast.channel, "tournament",
                                                  subcommand=verb))
        assert f"Tournament #{number}" in shown.content
        assert shown.attachments and opens_as_png(shown.attachments[0].data)


async def test_tournament_games_do_not_count_against_the_limit_of_games(emu, cast, runner):
    runner.bot.services.games.max_active_games = 1
    signup = await signed_up(emu, cast, [cast.alice, cast.bob], game="amytis",
                             format="swiss", rounds=1)
    await started(emu, cast, signup)
    table = await challenge_and_accept(emu, cast, runner=runner)  # refused if it counted
    row = await runner.bot.services.games.latest_in_channel(table.channel.id)
    assert row.is_active and {s.user_id for s in row.seats} == {cast.alice.id, cast.bob.id}


async def test_the_host_extends_pauses_resumes_and_ends_a_tournament_early(emu, cast, runner):
    players = await people(emu, cast, 4)
    signup = await signed_up(emu, cast, players, game="amytis", format="swiss", rounds=3)
    number = number_of(signup)
    await started(emu, cast, signup)
    deadline = (await runner.bot.services.tournaments.rounds(number))[-1].deadline
    for verb, options in (("extend", {"hours": 24.0}), ("pause", {}), ("resume", {})):
        await answered(await emu.slash(cast.alice, cast.channel, "tournament", subcommand=verb,
                                       options={"tournament": number, **options}))
    assert posts(emu, cast, rf"extended the round of tournament #{number}: "
                            rf"it now ends <t:{int(deadline + 24 * HOUR)}:R>")
    assert posts(emu, cast, rf"paused tournament #{number}")
    assert posts(emu, cast, rf"resumed tournament #{number}")
    await answered(await emu.slash(cast.alice, cast.channel, "tournament", subcommand="end",
                                   options={"tournament": number}))
    assert posts(emu, cast, rf"ended tournament #{number} early")
    assert len(posts(emu, cast, rf"Tournament #{number} \(.*\) is over!")) == 1
    row = await runner.bot.services.tournaments.get(number)
    assert row.status == "finished" and row.current_round == 1


async def test_the_games_options_are_typed_as_key_value_pairs(emu, cast, runner):
    signup = await signed_up(emu, cast, [cast.alice, cast.bob], game="westkingdom",
                             format="swiss", rounds=1, options="side=B")
    number = number_of(signup)
    await started(emu, cast, signup)
    table = (await runner.bot.services.tournaments.pairings(number))[0]
    game = await runner.bot.services.games.get(table.game_id)
    assert game.options["side"] == "B"


async def test_one_item_of_a_list_option_needs_no_comma(emu, cast, runner):
    signup = await signed_up(emu, cast, [], game="akropolis", format="tables",
                             options="variants=house")
    row = await runner.bot.services.tournaments.get(number_of(signup))
    assert row.options["variants"] == ["house"]


async def test_the_games_options_are_offered_at_their_defaults_as_they_are_typed(
        emu, cast, runner):
    typed = await emu.autocomplete(cast.alice, cast.channel, "tournament",
                                   subcommand="create", focused="options", typed="side=B",
                                   options={"game": "westkingdom"})
    await typed.response()
    assert [c["value"] for c in typed.choices] == ["side=B", "side=A"]


async def test_options_the_game_does_not_know_are_refused_privately(emu, cast, runner):
    said = await refusal(await emu.slash(cast.alice, cast.channel, "tournament",
                                         subcommand="create",
                                         options={"game": "westkingdom", "format": "swiss",
                                                  "options": "side=C"}))
    assert said == Translator("en")("errors.invalid_options")
    assert await runner.bot.services.tournaments.in_guild(cast.guild.id) == []


async def test_a_channel_that_refuses_threads_is_named_once_and_seated_once_it_allows_them(
        emu, cast, runner):
    signup = await signed_up(emu, cast, [cast.alice, cast.bob], game="amytis",
                             format="swiss", rounds=1)
    number = number_of(signup)
    rounds = runner.bot.get_cog("Tournaments").rounds
    rounds.interval = 0.01  # the pause after a refusal, doubled each time, starts at 0.04 s
    await emu.set_permissions(cast.channel, emu.bot, deny=permissions.CREATE_PUBLIC_THREADS)
    await answered(await emu.click(cast.alice, signup, ids_of(signup, "tournament:start:")[0]))
    await rounds.catch_up()
    assert emu.threads == []
    assert len(posts(emu, cast, "Create Public Threads")) == 1  # said once, not every look
    await emu.set_permissions(cast.channel, emu.bot)
    await asyncio.sleep(0.1)
    await rounds.catch_up()
    assert len(emu.threads) == 1 and posts(emu, cast, rf"Tournament #{number}, round 1 of 1")
