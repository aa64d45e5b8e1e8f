"""Tables of several seats on Discord, with real Akropolis games (its turns are
played through the service: its buttons come with the next step of the game)."""

from __future__ import annotations

import asyncio
import json

import pytest
from bot_harness import BotRunner, answered, ids_of, public_post, refusal

from service import Place
from tests.discord_emulator import Cast, DiscordEmulator
from tests.service.service_helpers import play_out


@pytest.fixture
async def preview(emu: DiscordEmulator, cast: Cast, tmp_path, clock):
    """The bot with Akropolis offered, as ``PREVIEW_GAMES=akropolis`` does."""
    bot_runner = BotRunner(emu, str(tmp_path / "tables.db"), clock,
                           preview_games=frozenset({"akropolis"}))
    await bot_runner.start()
    yield bot_runner
    await bot_runner.stop()


async def open_table(emu, cast, seats: int, user=None):
    asked = await emu.slash(user or cast.alice, cast.channel, "akropolis", subcommand="open",
                            options={"seats": seats})
    return await public_post(asked)


async def press(emu, user, message, prefix: str):
    return await answered(await emu.click(user, message, ids_of(message, prefix)[0]))


async def alice_and_bob_at_a_table(emu, cast):
    """Alice opens a table of two, Bob joins, Alice starts: the game's thread, once
    the first player has been told."""
    table = await open_table(emu, cast, 2)
    await press(emu, cast.bob, table, "lobby:join:")
    await press(emu, cast.alice, table, "lobby:start:")
    thread = emu.threads[-1]
    await emu.wait_for_message(thread, lambda m: "you play first" in m.content)
    return thread


async def test_every_game_is_offered_beside_the_others(emu, cast, preview):
    assert {c["name"] for c in emu.commands()} == {"amytis", "akropolis", "westkingdom",
                                                   "games", "tournament"}


async def test_the_command_group_follows_the_games_seat_range(emu, cast, preview):
    group = next(c for c in emu.commands() if c["name"] == "akropolis")
    verbs = {o["name"]: o for o in group["options"]}
    assert {"challenge", "open", "solo", "status", "resign", "leaderboard", "stats", "export",
            "abort"} <= set(verbs)
    players = [o["name"] for o in verbs["challenge"]["options"] if o["name"].startswith("player")]
    assert players == ["player1", "player2", "player3"]
    seats = next(o for o in verbs["open"]["options"] if o["name"] == "seats")
    assert (seats["min_value"], seats["max_value"]) == (2, 4)


async def test_a_three_seat_table_of_two_people_and_a_computer_is_played_to_the_end(
        emu, cast, preview):
    table = await open_table(emu, cast, 3)
    assert "1 of 3" in table.content and cast.alice.mention in table.content
    await press(emu, cast.bob, table, "lobby:join:")
    assert "2 of 3" in table.content and cast.bob.mention in table.content
    await press(emu, cast.alice, table, "lobby:computer:")
    assert "3 of 3" in table.content and "computer (easy)" in table.content
    await press(emu, cast.alice, table, "lobby:start:")
    thread = emu.threads[-1]
    assert "starts" in table.content and thread.mention in table.content
    assert ids_of(table, "lobby:") == []
    first = await emu.wait_for_message(thread, lambda m: "you play first" in m.content)
    services = preview.bot.services
    row = await services.games.in_channel(thread.id)
    assert sorted(s.user_id for s in row.seats) == sorted(
        [cast.alice.id, cast.bob.id, preview.bot.user.id])
    assert f"<@{row.user_at(row.to_move)}>" in first.content
    final = await play_out(services, row.id)
    assert final.row.status == "finished"
    exported = await answered(await emu.slash(cast.bystander, thread, "akropolis",
                                              subcommand="export"))
    data = json.loads(exported.attachments[0].data)
    assert data["format"] == "akropolis-record/1" and len(data["moves"]) > 0


async def test_a_table_tells_a_guest_that_only_the_host_starts_it_or_seats_others(
        emu, cast, preview):
    table = await open_table(emu, cast, 3)
    await press(emu, cast.bob, table, "lobby:join:")
    for prefix, text in (("lobby:start:", "can start this game."),
                         ("lobby:computer:", "can choose who else sits at this table.")):
        told = await refusal(await emu.click(cast.bob, table, ids_of(table, prefix)[0]))
        assert told == f"Only {cast.alice.mention} {text}"
    told = await refusal(await emu.click(cast.alice, table, ids_of(table, "lobby:leave:")[0]))
    assert told == "You host this table: press Cancel to withdraw it."
    assert "2 of 3" in table.content


async def test_the_host_frees_the_seat_of_a_player_who_cannot_start_now(emu, cast, preview):
    table = await open_table(emu, cast, 2)
    assert ids_of(table, "lobby:remove:") == []  # nobody else to remove yet
    await press(emu, cast.bob, table, "lobby:join:")
    services = preview.bot.services
    for number in range(services.games.max_active_games):  # Bob's games elsewhere
        await services.games.start_solo(
            game_kind="akropolis", place=Place(cast.guild.id, 900 + number),
            human_id=cast.bob.id, computer_id=preview.bot.user.id, level=1, options={})
    told = await refusal(await emu.click(cast.alice, table, ids_of(table, "lobby:start:")[0]))
    assert told == (f"{cast.bob.mention} already plays 5 of the 5 games allowed at once in this"
                    f" server, so this game cannot start yet. {cast.alice.mention} can free"
                    " their seat with “Remove a player”, or start once they have finished"
                    " a game.")
    remove = ids_of(table, "lobby:remove:")[0]
    told = await refusal(await emu.click(cast.bob, table, remove))
    assert told == f"Only {cast.alice.mention} can choose who else sits at this table."
    asked = await emu.click(cast.alice, table, remove)
    seats = await asked.wait(lambda i: next((m for m in i.followups if m.ephemeral), None))
    menu = ids_of(seats, "lobby:unseat:")[0]
    [option] = seats.component(menu)["options"]
    assert option["label"] == "bob"
    chosen = await answered(await emu.select(cast.alice, seats, menu, [option["value"]]))
    assert chosen.message.content == "Done: that seat at the table of Akropolis is free."
    assert "1 of 2" in table.content and cast.bob.mention not in table.content
    assert ids_of(table, "lobby:remove:") == []
    await press(emu, cast.bystander, table, "lobby:join:")
    await press(emu, cast.alice, table, "lobby:start:")
    assert "starts" in table.content


async def test_an_export_during_the_game_hides_the_order_of_the_stacks(emu, cast, preview):
    thread = await alice_and_bob_at_a_table(emu, cast)
    refused = await answered(await emu.slash(cast.bystander, thread, "akropolis",
                                             subcommand="export"))
    assert refused.ephemeral and "only its players" in refused.content
    mine = await answered(await emu.slash(cast.bob, thread, "akropolis", subcommand="export"))
    data = json.loads(mine.attachments[0].data)
    assert data["format"] == "akropolis-view/1"
    assert data["unseen_tiles"] == sorted(data["unseen_tiles"])
    row = await preview.bot.services.games.in_channel(thread.id)
    hidden = json.loads(row.record)["tiles"][len(data["tiles"]):]
    assert sorted(hidden) == data["unseen_tiles"] and hidden != data["unseen_tiles"]


async def test_a_four_seat_invitation_is_closed_by_one_decline(emu, cast, preview):
    carol = await emu.create_user("carol", guild=cast.guild)
    asked = await emu.slash(cast.alice, cast.channel, "akropolis", subcommand="challenge",
                            options={"player1": cast.bob, "player2": carol,
                                     "player3": cast.bystander})
    invitation = await public_post(asked)
    for user in (cast.bob, carol, cast.bystander):
        assert user.mention in invitation.content
    await press(emu, cast.bob, invitation, "lobby:accept:")
    assert cast.bob.mention in invitation.content.split("At the table:")[1]
    stranger = await emu.click(cast.moderator, invitation,
                               ids_of(invitation, "lobby:accept:")[0])
    assert "not at this table" in await refusal(stranger)
    await press(emu, carol, invitation, "lobby:decline:")
    assert "declined" in invitation.content and carol.mention in invitation.content
    assert ids_of(invitation, "lobby:") == [] and emu.threads == []
    assert await preview.bot.services.lobby.pending_in_channel(cast.channel.id) == []


async def test_two_people_pressing_join_for_the_last_seat_one_sits(emu, cast, preview):
    table = await open_table(emu, cast, 2)
    join = ids_of(table, "lobby:join:")[0]
    first, second = await asyncio.gather(emu.click(cast.bob, table, join),
                                         emu.click(cast.bystander, table, join))
    await asyncio.gather(answered(first), answered(second))
    lobby = (await preview.bot.services.lobby.pending_in_channel(cast.channel.id))[0]
    assert len(lobby.seated) == 2
    loser = second if lobby.seated[1].user_id == cast.bob.id else first
    assert "Every seat" in loser.followups[0].content and loser.followups[0].ephemeral
    assert emu.failures == []


async def test_leaving_and_joining_at_once_leave_a_consistent_table(emu, cast, preview):
    table = await open_table(emu, cast, 3)  # a full table offers no Join to press
    await press(emu, cast.bob, table, "lobby:join:")
    leave = await emu.click(cast.bob, table, ids_of(table, "lobby:leave:")[0])
    join = await emu.click(cast.bystander, table, ids_of(table, "lobby:join:")[0])
    await asyncio.gather(answered(leave), answered(join))
    lobby = (await preview.bot.services.lobby.pending_in_channel(cast.channel.id))[0]
    seated = [m.user_id for m in lobby.seated]
    assert seated == [cast.alice.id, cast.bystander.id]
    await emu.wait_for(lambda: "2 of 3" in table.content)
    assert emu.failures == []


async def test_games_lists_the_games_and_your_games_with_links(emu, cast, preview):
    thread = await alice_and_bob_at_a_table(emu, cast)
    listed = await answered(await emu.slash(cast.bob, cast.channel, "games"))
    assert listed.ephemeral
    assert "Akropolis" in listed.content and "The Architects of Amytis" in listed.content
    assert "/akropolis open" in listed.content and "/amytis challenge" in listed.content
    assert f"<#{thread.id}>" in listed.content


async def test_too_many_waiting_tables_are_refused_with_the_count(emu, cast, preview):
    for _ in range(3):
        channel = await emu.create_channel(cast.guild, "more")
        await public_post(await emu.slash(cast.alice, channel, "akropolis",
                                          subcommand="open", options={"seats": 2}))
    refused = await answered(await emu.slash(cast.alice, cast.channel, "akropolis",
                                             subcommand="open", options={"seats": 2}))
    assert refused.ephemeral and "3 of 3" in refused.content


async def test_an_amytis_open_table_starts_the_usual_game(emu, cast, runner):
    table = await public_post(await emu.slash(cast.alice, cast.channel, "amytis",
                                              subcommand="open"))
    assert ids_of(table, "lobby:computer:") and "1 of 2" in table.content
    await press(emu, cast.bob, table, "lobby:join:")
    await press(emu, cast.alice, table, "lobby:start:")
    thread = emu.threads[-1]
    first = await emu.wait_for_message(thread, lambda m: m.attachments, timeout=10)
    assert len(ids_of(first, "amytis:stack:")) == 9
    assert "Seat order" in table.content


async def test_the_host_may_choose_to_play_first_and_the_order_is_shown(emu, cast, preview):
    table = await public_post(await emu.slash(
        cast.alice, cast.channel, "akropolis", subcommand="open",
        options={"seats": 3, "order": "challenger_first"}))
    await press(emu, cast.bob, table, "lobby:join:")
    await press(emu, cast.bystander, table, "lobby:join:")
    await press(emu, cast.alice, table, "lobby:start:")
    assert (f"Seat order: 1. {cast.alice.mention} · 2. {cast.bob.mention} · "
            f"3. {cast.bystander.mention}") in table.content
    first = await emu.wait_for_message(emu.threads[-1], lambda m: "you play first" in m.content)
    assert f"{cast.alice.mention}, you play first." in first.content


async def test_an_open_table_nobody_fills_expires_and_loses_its_buttons(
        emu, cast, preview, clock):
    table = await open_table(emu, cast, 3)
    lobby = preview.bot.services.lobby
    for _ in range(500):  # the bot notes its message just after posting it
        if (await lobby.get(1)).message_id is not None:
            break
        await asyncio.sleep(0.01)
    clock.advance(16 * 60)
    sweeper = preview.bot.services.sweeper
    await sweeper.on_report(await sweeper.sweep())
    await emu.wait_for(lambda: "expired" in table.content)
    assert ids_of(table, "lobby:") == []
    again = await open_table(emu, cast, 2)
    assert "1 of 2" in again.content


async def test_one_games_commands_leave_another_games_table_alone(emu, cast, preview):
    thread = await alice_and_bob_at_a_table(emu, cast)
    status = await answered(await emu.slash(cast.bob, thread, "amytis", subcommand="status"))
    resign = await answered(await emu.slash(cast.bob, thread, "amytis", subcommand="resign"))
    for answer in (status, resign):
        assert answer.ephemeral and "went wrong" not in answer.content
    assert (await preview.bot.services.games.in_channel(thread.id)).is_active
    mine = await answered(await emu.slash(cast.bob, thread, "akropolis", subcommand="status"))
    # privately, or posted with the controls when Bob is the one to move
    shown = await mine.wait(lambda i: i.followups and i.followups[0])
    assert "turn 1" in shown.content and "take a tile" in shown.content
    assert shown.attachments[0].filename == "akropolis-table.png"


async def test_games_offers_akropolis_without_preview_games_now_it_is_public(
        emu, cast, runner):
    listed = await answered(await emu.slash(cast.alice, cast.channel, "games"))
    assert "The Architects of Amytis" in listed.content and "**Akropolis**" in listed.content
    assert "no game in progress" in listed.content


async def test_an_amytis_table_with_a_computer_seat_is_a_game_against_the_computer(
        emu, cast, runner):
    table = await public_post(await emu.slash(cast.alice, cast.channel, "amytis",
                                              subcommand="open"))
    await press(emu, cast.alice, table, "lobby:computer:")
    assert "computer (easy)" in table.content
    await press(emu, cast.alice, table, "lobby:start:")
    thread = emu.threads[-1]
    await emu.wait_for_message(thread, lambda m: m.attachments, timeout=10)
    row = await runner.bot.services.games.latest_in_channel(thread.id)
    assert row.has_computer and row.seats[row.seat_of(runner.bot.user.id)].computer_level == 1
    await emu.wait_for(lambda: any(ids_of(m, "amytis:stack:") and cast.alice.mention in m.content
                                   for m in emu.messages(thread)), timeout=15)


async def test_an_akropolis_solo_game_starts_in_its_own_thread(emu, cast, preview):
    started = await public_post(await emu.slash(cast.alice, cast.channel, "akropolis",
                                                subcommand="solo"))
    assert "alone" in started.content
    thread = await emu.wait_for(lambda: emu.threads and emu.threads[-1])
    first = await emu.wait_for_message(thread, lambda m: m.attachments)
    assert first.content == ("Against the Famous Architect: Hippodamos (easy). Standard game"
                             f" · variants: none.\n{cast.alice.mention}, take a tile from the"
                             " Construction Site.")


async def test_a_full_open_table_no_longer_offers_a_seat_to_anyone(preview, emu, cast):
    table = await open_table(emu, cast, 2)
    assert "Anyone here can join" in table.content
    await press(emu, cast.bob, table, "lobby:join:")
    assert "Anyone here can join" not in table.content
    assert "The table is full" in table.content
    assert ids_of(table, "lobby:join:") == ids_of(table, "lobby:computer:") == []
    assert ids_of(table, "lobby:start:") and ids_of(table, "lobby:leave:")
    await press(emu, cast.bob, table, "lobby:leave:")  # a seat is free again
    assert ids_of(table, "lobby:join:") and "Anyone here can join" in table.content
