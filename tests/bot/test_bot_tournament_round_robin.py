"""A round robin of four at West Kingdom on Discord: everyone meets everyone, and
the last round is finished by the sweeper: a reminder at half time, then at the
deadline the computer takes every seat still played and the podium follows."""

from __future__ import annotations

from tournament_hands import number_of, people, play_round, posts, signed_up, started, sweep

DAY = 24 * 3600.0


async def test_a_round_robin_of_four_ends_with_a_deadline_takeover_and_a_podium(
        emu, cast, runner, clock):
    players = await people(emu, cast, 4)
    signup = await signed_up(emu, cast, players, game="westkingdom", format="round_robin",
                             hours=24.0)
    number = number_of(signup)
    first = await started(emu, cast, signup)
    assert f"Tournament #{number}, round 1 of 3" in first.content  # 4 players: 3 rounds
    await play_round(runner, number)
    await play_round(runner, number)
    last_round = emu.threads[-2:]
    assert len(posts(emu, cast, rf"Tournament #{number}, round 3 of 3")) == 1

    clock.advance(DAY / 2)
    await sweep(runner)
    for thread in last_round:
        reminder = [m for m in emu.messages(thread) if m.content.startswith("⏰")]
        assert len(reminder) == 1 and f"tournament #{number} is waiting" in reminder[0].content

    clock.advance(DAY / 2)
    await sweep(runner)
    for thread in last_round:
        said = emu.messages(thread)
        taken = next(i for i, m in enumerate(said) if m.content.startswith("⌛"))
        assert "Final score" in said[taken + 1].content and said[taken + 1].attachments
    podium = posts(emu, cast, rf"Tournament #{number} \(.*\) is over!")
    assert len(podium) == 1 and podium[0].attachments
    row = await runner.bot.services.tournaments.get(number)
    assert row.status == "finished"
    every_game = await runner.bot.services.tournaments.pairings(number, 3)
    for table in every_game:
        game = await runner.bot.services.games.get(table.game_id)
        assert game.status == "finished" and all(seat.is_computer for seat in game.seats)
