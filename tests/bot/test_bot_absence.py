"""An absent player at a table of three: the others vote on Discord, and the
computer takes the seat or the game ends; a two-player game keeps its claim."""

from __future__ import annotations

import pytest
from bot_harness import BotRunner, answered, ids_of, public_post, refusal

from tests.discord_emulator import GUILD_MEMBERS, Cast, DiscordEmulator
from tests.service.service_helpers import play_out


@pytest.fixture
async def preview(emu: DiscordEmulator, cast: Cast, tmp_path, clock):
    bot_runner = BotRunner(emu, str(tmp_path / "absence.db"), clock,
                           preview_games=frozenset({"akropolis"}), members_intent=True)
    emu.grant_intents(GUILD_MEMBERS)
    await bot_runner.start()
    yield bot_runner
    await bot_runner.stop()


async def table_of_three(emu, cast):
    """Alice, Bob and Carol at Akropolis, in a thread: the game's row and the thread."""
    carol = await emu.create_user("carol", guild=cast.guild)
    asked = await emu.slash(cast.alice, cast.channel, "akropolis", subcommand="challenge",
                            options={"player1": cast.bob, "player2": carol})
    invitation = await public_post(asked)
    for user in (cast.bob, carol):
        await answered(await emu.click(user, invitation, ids_of(invitation, "lobby:accept:")[0]))
    thread = emu.threads[-1]
    await emu.wait_for_message(thread, lambda m: "you play first" in m.content)
    return carol, thread


async def ballot(emu, thread):
    return await emu.wait_for_message(thread, lambda m: ids_of(m, "absent:"))


async def test_the_others_vote_the_computer_into_an_absent_players_seat(
        emu, cast, preview, clock):
    carol, thread = await table_of_three(emu, cast)
    services = preview.bot.services
    row = await services.games.in_channel(thread.id)
    absent = row.user_at(row.to_move)
    clock.advance(73 * 3600)
    await services.sweeper.on_report(await services.sweeper.sweep())
    asked = await ballot(emu, thread)
    assert f"<@{absent}>" in asked.content and "72 hours" in asked.content
    voters = [u for u in (cast.alice, cast.bob, carol) if u.id != absent]
    refused = await emu.click(next(u for u in (cast.alice, cast.bob, carol) if u.id == absent),
                              asked, ids_of(asked, "absent:computer:")[0])
    assert "Only the other players" in await refusal(refused)
    await answered(await emu.click(voters[0], asked, ids_of(asked, "absent:computer:")[0]))
    assert "computer 1, end 0 (of 2)" in asked.content
    await answered(await emu.click(voters[1], asked, ids_of(asked, "absent:computer:")[0]))
    assert "The computer now plays" in asked.content and ids_of(asked, "absent:") == []
    row = await services.games.get(row.id)
    taken = next(s for s in row.seats if s.user_id == absent)
    assert taken.is_computer and taken.computer_from_turn == 0
    assert row.turn >= 1 and not row.seats[row.to_move].is_computer
    assert f"<@{row.user_at(row.to_move)}>" in asked.content
    table = await emu.wait_for_message(thread, lambda m: m.attachments, after=asked)
    assert ids_of(table, f"akropolis:take:{row.id}:{row.turn}:") and \
        table.content.endswith(f"<@{row.user_at(row.to_move)}>, take a tile from the "
                               "Construction Site.")
    final = await play_out(services, row.id)
    assert final.row.status == "finished"


async def test_a_player_leaving_the_server_asks_the_others_at_once(emu, cast, preview):
    carol, thread = await table_of_three(emu, cast)
    await emu.remove_member(cast.guild, carol)
    asked = await ballot(emu, thread)
    assert carol.mention in asked.content and "left the server" in asked.content
    for user in (cast.alice, cast.bob):
        await answered(await emu.click(user, asked, ids_of(asked, "absent:end:")[0]))
    assert "not counted" in asked.content
    row = await preview.bot.services.games.latest_in_channel(thread.id)
    assert row.status == "aborted"


async def test_a_game_the_vote_ends_keeps_no_buttons_on_its_last_table(emu, cast, preview):
    carol, thread = await table_of_three(emu, cast)
    table = await emu.wait_for_message(thread, lambda m: ids_of(m, "akropolis:take:"))
    assert ids_of(table, "akropolis:")
    await emu.remove_member(cast.guild, carol)
    asked = await ballot(emu, thread)
    for user in (cast.alice, cast.bob):
        await answered(await emu.click(user, asked, ids_of(asked, "absent:end:")[0]))
    assert "not counted" in asked.content
    await emu.wait_for(lambda: ids_of(table, "akropolis:") == [])
