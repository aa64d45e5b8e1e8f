"""Table rounds of twelve at Akropolis on Discord: three tables of four a round, each
in its own thread, seated by standings, places giving points, and the podium."""

from __future__ import annotations

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
    assert await play_round(runner, number) == 3
    podium = posts(emu, cast, rf"Tournament #{number} \(Akropolis\) is over!")
    assert len(podium) == 1 and "🥇" in podium[0].content
    results = await runner.bot.services.tournaments.results(number)
    assert results.rounds_played == 2 and all(s.games == 2 for s in results.standings)
