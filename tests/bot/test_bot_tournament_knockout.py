"""A knockout of four at Amytis on Discord, matches best of three: each match plays
its games one after another in its own thread, and the winners meet in the final."""

from __future__ import annotations

from collections import Counter

from tournament_hands import number_of, people, play_round, posts, signed_up, started


async def test_a_knockout_plays_each_match_in_its_thread_up_to_the_final(emu, cast, runner):
    players = await people(emu, cast, 4)
    signup = await signed_up(emu, cast, players, game="amytis", format="knockout",
                             best_of=3, hours=24.0)
    number = number_of(signup)
    first = await started(emu, cast, signup)
    assert "round 1 of 2" in first.content and first.content.count("Match ") == 2
    tournaments = runner.bot.services.tournaments
    while (await tournaments.get(number)).current_round == 1:
        await play_round(runner, number)
    semifinals = await tournaments.pairings(number, 1)
    for match in (0, 1):
        games = [x for x in semifinals if x.table_index == match]
        decisive = [x for x in games if len(set(x.places)) == 2]
        wins = Counter(x.players[x.places.index(1)] for x in decisive)
        # A drawn game counts for nobody and is played again, so only the decisive
        # games are bounded by the best of three (the deals, hence draws, vary by run).
        assert 2 <= len(decisive) <= 3 and max(wins.values()) == 2 and len(games) <= 6
        assert len({x.channel_id for x in games}) == 1
        thread = next(t for t in emu.threads if t.id == games[0].channel_id)
        assert sum(bool(m.attachments) for m in emu.messages(thread)) == len(games)
    assert len(emu.threads) == 3  # two semi-finals, then the final
    while (await tournaments.get(number)).status == "running":
        await play_round(runner, number)
    assert len(posts(emu, cast, rf"Tournament #{number} \(.*\) is over!")) == 1
