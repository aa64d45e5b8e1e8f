"""Table rounds of twelve at Akropolis on Discord: three tables of four a round, each
in its own thread, seated by standings, places giving points, and the podium."""

from __future__ import annotations

from bot_harness import answered
from tournament_hands import number_of, people, play_round, posts, signed_up, started


async def test_twelve_players_at_four_seats_play_two_table_rounds_to_the_podium(
        emu, cast, runner):
    players = await people(emu, cast, 12)
    signup = await signed_up(emu, cast, players, game="akropolis", format="tables", seats=4,
                             rounds=2, hours=48.0, rated=True)
    number = number_of(signup)
    assert "12 players signed up" in signup.content
    first = await started(emu, cast, signup)
    assert first.content.count("Table ") == 3 and first.content.count("<#") == 3
    for thread in emu.threads:
        intro = emu.messages(thread)[0]
        assert intro.content.count("<@") == 4
    rows = await runner.bot.services.tournaments.pairings(number, 1)
    assert sorted(len(table.players) for table in rows) == [4, 4, 4]

    assert await play_round(runner, number) == 3
    second = posts(emu, cast, rf"Tournament #{number}, round 2 of 2")
    assert len(second) == 1 and second[0].attachments
    assert len(emu.threads) == 6

    # A player removed at a table of four: the computer plays their seat on, at once.
    table = (await runner.bot.services.tournaments.pairings(number, 2))[0]
    removed = table.players[0]
    thread = next(t for t in emu.threads if t.id == table.channel_id)
    tables_before = sum(bool(m.attachments) for m in emu.messages(thread))
    await answered(await emu.slash(cast.alice, cast.channel, "tournament", subcommand="remove",
                                   options={"tournament": number,
                                            "player": emu.world.users[removed]}))
    told = [m for m in emu.messages(thread) if f"<@{removed}> was removed" in m.content]
    assert len(told) == 1 and "the computer plays their seat to the end" in told[0].content
    assert sum(bool(m.attachments) for m in emu.messages(thread)) == tables_before + 1
    game = await runner.bot.services.games.get(table.game_id)
    assert game.is_active and game.seats[game.seat_of(removed)].is_computer

    assert await play_round(runner, number) == 3
    podium = posts(emu, cast, rf"Tournament #{number} \(Akropolis\) is over!")
    assert len(podium) == 1 and "🥇" in podium[0].content
    results = await runner.bot.services.tournaments.results(number)
    assert results.rounds_played == 2 and all(s.games == 2 for s in results.standings)
    assert results.standings[-1].player == removed  # the removed are listed after the rest
