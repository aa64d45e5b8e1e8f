"""Bad input to a tournament gets one private line in the reader's language, and
changes nothing: too few players, a format the game cannot seat, joining twice,
joining a started event, someone other than the host managing it."""

from __future__ import annotations

from bot_harness import answered, ids_of, refusal
from tournament_hands import number_of, people, signed_up, started

from i18n import Translator
from service import Place


async def test_starting_with_fewer_players_than_the_minimum_is_refused_privately(
        emu, cast, runner):
    signup = await signed_up(emu, cast, [cast.alice], game="amytis", format="swiss")
    number = number_of(signup)
    said = await refusal(await emu.click(cast.alice, signup,
                                         ids_of(signup, "tournament:start:")[0]))
    assert said == Translator("en")("errors.tournament_too_few_players", tournament_id=number,
                                    needed=2, count=1)
    assert (await runner.bot.services.tournaments.get(number)).status == "signup"
    assert ids_of(signup, "tournament:start:")  # still open for sign-up


async def test_a_format_the_game_cannot_seat_is_refused_privately(emu, cast, runner):
    asked = await emu.slash(cast.alice, cast.channel, "tournament", subcommand="create",
                            options={"game": "amytis", "format": "tables"})
    said = await refusal(asked)
    assert said == Translator("en")("errors.tournament_game_seats", seats=3)
    assert not any(m.components for m in emu.messages(cast.channel))
    assert await runner.bot.services.tournaments.in_guild(cast.guild.id) == []


async def test_joining_twice_is_refused_in_the_players_language(emu, cast, runner):
    signup = await signed_up(emu, cast, [cast.bob], game="amytis", format="swiss")
    number = number_of(signup)
    said = await refusal(await emu.slash(cast.bob, cast.channel, "tournament",
                                         subcommand="join", options={"tournament": number},
                                         locale="fr"))
    assert said == Translator("fr")("errors.tournament_already_joined", tournament_id=number)
    assert len(await runner.bot.services.tournaments.entrants(number)) == 1


async def test_joining_a_started_tournament_is_refused_privately(emu, cast, runner):
    players = await people(emu, cast, 2)
    signup = await signed_up(emu, cast, players, game="amytis", format="swiss", rounds=1)
    number = number_of(signup)
    await started(emu, cast, signup)
    said = await refusal(await emu.slash(cast.moderator, cast.channel, "tournament",
                                         subcommand="join", options={"tournament": number}))
    assert said == Translator("en")("errors.tournament_started", tournament_id=number)


async def test_someone_other_than_the_host_cannot_manage_a_tournament(emu, cast, runner):
    players = await people(emu, cast, 2)
    signup = await signed_up(emu, cast, players, game="amytis", format="swiss", rounds=1)
    number = number_of(signup)
    await started(emu, cast, signup)
    for verb in ("pause", "end", "cancel"):
        said = await refusal(await emu.slash(cast.bob, cast.channel, "tournament",
                                             subcommand=verb, options={"tournament": number}))
        assert said == Translator("en")("errors.not_tournament_manager", tournament_id=number,
                                        host_id=cast.alice.id)
    assert (await runner.bot.services.tournaments.get(number)).status == "running"


async def test_start_clicked_by_someone_other_than_the_host_is_refused_privately(
        emu, cast, runner):
    signup = await signed_up(emu, cast, [cast.alice, cast.bob], game="amytis",
                             format="swiss", rounds=1)
    number = number_of(signup)
    said = await refusal(await emu.click(cast.bob, signup,
                                         ids_of(signup, "tournament:start:")[0]))
    assert said == Translator("en")("errors.not_tournament_manager", tournament_id=number,
                                    host_id=cast.alice.id)
    assert ids_of(signup, "tournament:start:") and emu.threads == []


async def test_a_member_of_the_manager_role_may_manage_it(emu, cast, runner):
    players = await people(emu, cast, 2)
    signup = await signed_up(emu, cast, players, game="amytis", format="swiss", rounds=1,
                             manager_role=cast.moderator_role)
    number = number_of(signup)
    await started(emu, cast, signup)
    await answered(await emu.slash(cast.moderator, cast.channel, "tournament",
                                   subcommand="pause", options={"tournament": number}))
    assert (await runner.bot.services.tournaments.get(number)).status == "paused"


async def test_a_server_moderator_may_manage_any_tournament(emu, cast, runner):
    players = await people(emu, cast, 2)
    signup = await signed_up(emu, cast, players, game="amytis", format="swiss", rounds=1)
    number = number_of(signup)
    await started(emu, cast, signup)
    await answered(await emu.slash(cast.moderator, cast.channel, "tournament",
                                   subcommand="cancel", options={"tournament": number}))
    assert (await runner.bot.services.tournaments.get(number)).status == "cancelled"
    assert any(f"<@{cast.moderator.id}> cancelled tournament #{number}" in m.content
               for m in emu.messages(cast.channel))


async def test_a_tournament_needs_a_text_channel_for_its_threads(emu, cast, runner):
    thread = await emu.create_thread(cast.channel, "chat", owner=cast.alice)
    said = await refusal(await emu.slash(cast.alice, thread, "tournament",
                                         subcommand="create",
                                         options={"game": "amytis", "format": "swiss"}))
    assert said == Translator("en")("tournament.needs_channel")
    assert not any(m.author.bot for m in emu.messages(thread))
    assert await runner.bot.services.tournaments.in_guild(cast.guild.id) == []


async def test_pairings_before_the_first_round_are_refused_privately(emu, cast, runner):
    number = number_of(await signed_up(emu, cast, [cast.bob], game="amytis", format="swiss"))
    asked = await emu.slash(cast.bystander, cast.channel, "tournament", subcommand="pairings")
    said = await refusal(asked)
    assert said == Translator("en")("tournament.no_round", number=number)
    assert not any(m.ephemeral is False and said in m.content for m in asked.followups)


async def test_another_servers_tournament_is_unknown_here(emu, cast, runner):
    elsewhere = await runner.bot.services.tournaments.create(
        place=Place(cast.guild.id + 1, cast.channel.id + 1), host_id=cast.alice.id,
        game_kind="amytis", format="swiss", round_seconds=3600.0, rounds=1)
    unknown = Translator("en")("errors.unknown_tournament", tournament_id=elsewhere.id)
    for verb, user in (("join", cast.bob), ("standings", cast.bob), ("cancel", cast.moderator),
                       ("cancel", cast.alice)):
        said = await refusal(await emu.slash(user, cast.channel, "tournament", subcommand=verb,
                                             options={"tournament": elsewhere.id}))
        assert said == unknown
    assert await runner.bot.services.tournaments.entrants(elsewhere.id) == []
    assert (await runner.bot.services.tournaments.get(elsewhere.id)).status == "signup"
