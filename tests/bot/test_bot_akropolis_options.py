"""The options of a new Akropolis game (the long game, the variants, the Architect's
level), and the city of any seat at full size."""

from __future__ import annotations

import json

from akropolis_hands import first_table, two_players
from bot_harness import answered, ids_of, opens_as_png, public_post, refusal

from cogs.akropolis.rules import PAGES, rules_embed
from i18n import Translator


async def record_of(runner, thread) -> dict:
    row = await runner.bot.services.games.latest_in_channel(thread.id)
    return json.loads(row.record)


async def test_solo_takes_the_long_game_and_variants_named_in_any_language(
        emu, cast, runner):
    await public_post(await emu.slash(cast.alice, cast.channel, "akropolis", subcommand="solo",
                                      options={"architect": "callicrates", "long": True,
                                               "variants": "houses;  Jardins, Казармы"}))
    thread = await emu.wait_for(lambda: emu.threads and emu.threads[-1])
    first = await emu.wait_for_message(thread, lambda m: m.attachments, timeout=10)
    assert "Against the Famous Architect: Callicrates (hard)." in first.content
    assert "Long game · variants: Houses, Gardens, Barracks." in first.content
    record = await record_of(runner, thread)
    assert (record["long"], record["variants"], record["architect"]) == (
        True, ["house", "garden", "barracks"], "callicrates")


async def test_variants_typed_with_the_russian_rulebooks_words_and_endings_are_taken(
        emu, cast, runner):
    await public_post(await emu.slash(cast.alice, cast.channel, "akropolis", subcommand="solo",
                                      options={"variants": "жилые кварталы, парками"},
                                      locale="ru"))
    thread = await emu.wait_for(lambda: emu.threads and emu.threads[-1])
    await emu.wait_for_message(thread, lambda m: m.attachments, timeout=10)
    assert (await record_of(runner, thread))["variants"] == ["house", "garden"]


async def test_a_variant_that_is_no_district_is_refused_privately_and_starts_nothing(
        emu, cast, runner):
    asked = await emu.slash(cast.alice, cast.channel, "akropolis", subcommand="solo",
                            options={"variants": "houses, castles"})
    text = await refusal(asked)
    assert "“castles” is not a district" in text and "houses, markets" in text
    assert emu.threads == []


async def test_a_russian_player_is_refused_in_russian(emu, cast, runner):
    asked = await emu.slash(cast.alice, cast.channel, "akropolis", subcommand="solo",
                            options={"variants": "замки"}, locale="ru")
    assert "«замки» — не квартал" in await refusal(asked)


async def test_the_long_game_is_refused_for_four_players(emu, cast, runner):
    asked = await emu.slash(cast.alice, cast.channel, "akropolis", subcommand="open",
                            options={"seats": 4, "long": True})
    assert "1 to 3 players" in await refusal(asked)


async def test_an_open_table_and_a_challenge_carry_their_variants_into_the_game(
        emu, cast, runner):
    invitation = await public_post(await emu.slash(
        cast.alice, cast.channel, "akropolis", subcommand="challenge",
        options={"player1": cast.bob, "variants": "temples", "order": "challenger_first"}))
    await answered(await emu.click(cast.bob, invitation, ids_of(invitation, "lobby:accept:")[0]))
    thread = await emu.wait_for(lambda: emu.threads and emu.threads[-1])
    first = await emu.wait_for_message(thread, lambda m: m.attachments, timeout=10)
    assert "Standard game · variants: Temples." in first.content
    assert f"{cast.alice.mention}, you play first" in first.content
    assert (await record_of(runner, thread))["variants"] == ["temple"]


async def test_city_shows_any_seat_at_full_size_and_refuses_a_stranger(emu, cast, runner):
    hands = await two_players(emu, cast, runner)
    thread = hands.thread
    await hands.play_turn()
    shown = await answered(await emu.slash(cast.alice, thread, "akropolis", subcommand="city",
                                           options={"player": cast.bob}))
    reply = shown.followups[-1]
    assert reply.ephemeral and reply.content == "The city of bob."
    assert opens_as_png(reply.attachments[0].data)[0] >= 400
    mine = await answered(await emu.slash(cast.bob, thread, "akropolis", subcommand="city"))
    assert mine.followups[-1].content == "The city of bob."
    stranger = await emu.slash(cast.alice, thread, "akropolis", subcommand="city",
                               options={"player": cast.bystander})
    assert "not playing" in await refusal(stranger)


async def test_city_shows_the_famous_architects_city_in_solo_only(emu, cast, runner):
    await public_post(await emu.slash(cast.alice, cast.channel, "akropolis", subcommand="solo"))
    hands = await first_table(emu, runner, [cast.alice])
    await hands.play_turn()
    shown = await answered(await emu.slash(cast.alice, hands.thread, "akropolis",
                                           subcommand="city", options={"architect": True}))
    reply = shown.followups[-1]
    assert reply.ephemeral and reply.content == "The Famous Architect's city."
    assert opens_as_png(reply.attachments[0].data)[0] >= 400
    two = await two_players(emu, cast, runner)
    refused = await answered(await emu.slash(cast.alice, two.thread, "akropolis",
                                             subcommand="city", options={"architect": True}))
    assert refused.followups[-1].content.startswith("The Famous Architect only plays in a solo")


async def test_rules_are_paged_privately_with_the_variants_of_the_game_here(emu, cast, runner):
    await public_post(await emu.slash(cast.alice, cast.channel, "akropolis", subcommand="solo",
                                      options={"variants": "gardens, markets"}))
    thread = await emu.wait_for(lambda: emu.threads and emu.threads[-1])
    await emu.wait_for_message(thread, lambda m: m.attachments, timeout=10)
    shown = await answered(await emu.slash(cast.bob, thread, "akropolis", subcommand="rules",
                                           locale="fr"))
    page = shown.followups[-1]
    t = Translator("fr")
    assert page.ephemeral and page.embeds[0] == rules_embed(t, 0, ["market", "garden"]).to_dict()
    assert len(PAGES) > 1 and ids_of(page, "akropolis:rules:1:mg")
    await answered(await emu.click(cast.bob, page, ids_of(page, "akropolis:rules:")[0],
                                   locale="fr"))
    assert page.embeds[0] == rules_embed(t, 1, ["market", "garden"]).to_dict()
    assert ids_of(page, "akropolis:rules:0:mg")
