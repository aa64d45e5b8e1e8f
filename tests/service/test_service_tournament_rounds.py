"""A tournament's rounds under way: deadlines and reminders, the host's actions
(extend, pause, remove, end early, cancel), the start at its time, ratings and the
active-game limit."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from service_helpers import BOB, CHANNEL, GUILD, play_out
from tournament_runs import (
    HOST,
    PLAYERS,
    computer_plays,
    people_play,
    play_round,
    run_to_the_end,
    signed_up,
    thread_of,
)

from service import ManualClock, Place, Services
from service.akropolis import GAME_KIND as AKROPOLIS
from service.amytis import GAME_KIND as AMYTIS
from service.errors import StaleTurn
from store import Database

HOUR = 3600.0
LATE_IN_THE_GAME = 28
"""Turns played before a deadline: an Amytis game lasts about 32, and the rest is
played by the computer at `normal`, which takes its time over each."""


async def _games(services: Services, tournament_id: int, round_number: int = 1):
    return [await services.games.get(table.game_id)
            for table in await services.tournaments.pairings(tournament_id, round_number)]


async def test_at_the_deadline_the_computer_finishes_each_game_and_the_result_counts(
        services: Services, clock: ManualClock) -> None:
    t = await signed_up(services, PLAYERS[:4], game_kind=AMYTIS, format="swiss", rounds=2,
                        round_seconds=4 * HOUR)
    played, late = await services.tournaments.start_tables(t.id, thread_of)
    await computer_plays(services, played.id)
    await play_out(services, late.id, turns=LATE_IN_THE_GAME)
    clock.advance(4 * HOUR)
    (row,) = (await services.tournaments.sweep()).taken_over
    assert (row.id, row.status, row.end_reason) == (late.id, "finished", "completed")
    assert min(seat.computer_from_turn or 0 for seat in row.seats) == LATE_IN_THE_GAME
    assert all(table.is_over for table in await services.tournaments.pairings(t.id, 1))
    assert (await services.tournaments.get(t.id)).current_round == 2


async def test_at_the_deadline_only_the_seat_holding_the_game_up_is_taken_over_then(
        services: Services, clock: ManualClock) -> None:
    # the other player's own moves stand until the computer must play for them to
    # finish the game at once: their seat passes to it only from the turn it first does
    t = await signed_up(services, PLAYERS[:2], game_kind=AMYTIS, format="swiss", rounds=1,
                        round_seconds=4 * HOUR)
    (late,) = await services.tournaments.start_tables(t.id, thread_of)
    waited_on = (await play_out(services, late.id, turns=LATE_IN_THE_GAME)).row.to_move
    clock.advance(4 * HOUR)
    (row,) = (await services.tournaments.sweep()).taken_over
    assert row.status == "finished"
    assert row.seats[waited_on].computer_from_turn == LATE_IN_THE_GAME
    assert row.seats[1 - waited_on].computer_from_turn > LATE_IN_THE_GAME


async def test_a_round_s_reminders_fall_at_half_time_and_an_hour_before_the_end_once_each(
        services: Services, clock: ManualClock) -> None:
    t = await signed_up(services, PLAYERS[:2], game_kind=AMYTIS, format="swiss", rounds=1,
                        round_seconds=4 * HOUR)
    (row,) = await services.tournaments.start_tables(t.id, thread_of)
    clock.advance(2 * HOUR)
    (half,) = await services.tournaments.reminders_due()
    assert (half.when, half.game.id, half.waiting) == (
        "half", row.id, (row.seats[row.to_move].user_id,))
    assert await services.tournaments.reminders_due() == []
    clock.advance(HOUR)
    assert [r.when for r in await services.tournaments.reminders_due()] == ["hour"]
    assert await services.tournaments.reminders_due() == []


async def test_an_extension_moves_the_deadline_and_no_takeover_comes_before_it(
        services: Services, clock: ManualClock) -> None:
    t = await signed_up(services, PLAYERS[:2], game_kind=AMYTIS, format="swiss", rounds=1,
                        round_seconds=HOUR)
    await services.tournaments.start_tables(t.id, thread_of)
    extended = await services.tournaments.extend(t.id, HOST, HOUR)
    clock.advance(HOUR)
    assert extended.extended == HOUR
    assert await services.tournaments.deadlines_due() == []


async def test_a_pause_stops_the_clock_and_resume_gives_back_the_time_that_was_left(
        services: Services, clock: ManualClock) -> None:
    t = await signed_up(services, PLAYERS[:2], game_kind=AMYTIS, format="swiss", rounds=1,
                        round_seconds=2 * HOUR)
    await services.tournaments.start_tables(t.id, thread_of)
    clock.advance(HOUR)
    await services.tournaments.pause(t.id, HOST)
    clock.advance(10 * HOUR)
    assert await services.tournaments.deadlines_due() == []
    await services.tournaments.resume(t.id, HOST)
    (current,) = await services.tournaments.rounds(t.id)
    assert current.deadline == clock.now() + HOUR


async def test_the_last_game_ending_during_a_pause_opens_the_next_round_on_resume(
        services: Services) -> None:
    t = await signed_up(services, PLAYERS[:2], game_kind=AMYTIS, format="swiss", rounds=2)
    (row,) = await services.tournaments.start_tables(t.id, thread_of)
    await services.tournaments.pause(t.id, HOST)
    await computer_plays(services, row.id)
    assert (await services.tournaments.get(t.id)).current_round == 1
    assert (await services.tournaments.resume(t.id, HOST)).current_round == 2


async def test_a_removed_player_loses_their_game_by_forfeit_and_is_never_paired_again(
        services: Services) -> None:
    t = await signed_up(services, PLAYERS[:4], game_kind=AMYTIS, format="swiss", rounds=2)
    created = await services.tournaments.start_tables(t.id, thread_of)
    gone = created[0].seats[0].user_id
    await services.tournaments.remove(t.id, HOST, gone)
    ended = await services.games.get(created[0].id)
    assert (ended.status, ended.end_reason, ended.winners) == ("finished", "forfeit", [1])
    await computer_plays(services, created[1].id)
    second = await services.tournaments.rounds(t.id)
    assert len(second) == 2 and len(second[1].byes) == 1
    assert all(gone not in table.players for table in await services.tournaments.pairings(t.id))
    standings = (await services.tournaments.results(t.id)).standings
    assert standings[-1].player == gone and standings[-1].removed


async def test_a_player_removed_from_a_round_robin_loses_every_game_left_on_the_schedule(
        services: Services) -> None:
    t = await signed_up(services, PLAYERS[:4], game_kind=AMYTIS, format="round_robin")
    gone = PLAYERS[3]
    await services.tournaments.remove(t.id, HOST, gone)
    await run_to_the_end(services, t.id)
    theirs = [table for table in await services.tournaments.repo.tables(t.id)
              if gone in table.players]
    assert len(theirs) == 3
    assert all(table.game_id is None and table.forfeits == (gone,) for table in theirs)
    last = (await services.tournaments.results(t.id)).standings[-1]
    assert (last.player, last.points, last.games) == (gone, 0.0, 3)


async def test_a_player_removed_in_a_knockout_loses_the_whole_match(
        services: Services) -> None:
    t = await signed_up(services, PLAYERS[:2], game_kind=AMYTIS, format="knockout", best_of=3)
    (row,) = await services.tournaments.start_tables(t.id, thread_of)
    gone, stays = row.seats[0].user_id, row.seats[1].user_id
    await services.tournaments.remove(t.id, HOST, gone)
    assert len(await services.tournaments.pairings(t.id, 1)) == 1  # no second game
    results = await services.tournaments.results(t.id)
    assert results.tournament.status == "finished"
    assert [row.player for row in results.podium] == [stays]


async def test_a_player_removed_from_a_bigger_table_is_played_by_the_computer_and_placed_last(
        services: Services) -> None:
    t = await signed_up(services, PLAYERS[:3], game_kind=AKROPOLIS, format="tables", seats=3,
                        rounds=1)
    (row,) = await services.tournaments.start_tables(t.id, thread_of)
    gone = row.seats[2].user_id
    await services.tournaments.remove(t.id, HOST, gone)
    assert (await services.games.get(row.id)).seats[2].is_computer
    await computer_plays(services, row.id)
    (table,) = await services.tournaments.pairings(t.id, 1)
    assert table.forfeits == (gone,)
    last = (await services.tournaments.results(t.id)).standings[-1]
    assert (last.player, last.points) == (gone, 0.0)


async def test_a_removal_that_finds_the_game_moved_on_meanwhile_changes_nothing(
        services: Services, monkeypatch: pytest.MonkeyPatch) -> None:
    # another process (a sweeper after its lease lapsed, a move) moved the game between
    # the removal reading it and handing the seat over: the seat must not be left to a
    # removed player with nobody to play it
    t = await signed_up(services, PLAYERS[:3], game_kind=AKROPOLIS, format="tables", seats=3,
                        rounds=1)
    (row,) = await services.tournaments.start_tables(t.id, thread_of)
    gone = row.seats[2].user_id
    read = services.games.repo.get_in

    async def read_before_the_move(conn, game_id):
        found = await read(conn, game_id)
        return replace(found, version=found.version - 1)

    monkeypatch.setattr(services.games.repo, "get_in", read_before_the_move)
    with pytest.raises(StaleTurn):
        await services.tournaments.remove(t.id, HOST, gone)
    monkeypatch.undo()
    assert not any(e.removed for e in await services.tournaments.entrants(t.id))
    assert not (await services.games.get(row.id)).seats[2].is_computer


async def test_a_game_the_players_vote_to_end_is_lost_by_the_absent_player(
        services: Services) -> None:
    t = await signed_up(services, PLAYERS[:3], game_kind=AKROPOLIS, format="tables", seats=3,
                        rounds=1)
    (row,) = await services.tournaments.start_tables(t.id, thread_of)
    absent, *present = [seat.user_id for seat in row.seats]
    for voter in present:
        await services.absence.vote(row.id, voter, "end", departed=[absent])
    assert (await services.games.get(row.id)).status == "aborted"
    (table,) = await services.tournaments.pairings(t.id, 1)
    assert table.places is not None and table.places[0] == 3 and max(table.places[1:]) < 3
    points = {s.player: s.points for s in (await services.tournaments.results(t.id)).standings}
    assert points[absent] == 0 and points[present[0]] + points[present[1]] == 3


async def test_a_game_a_moderator_aborts_counts_for_nobody(services: Services) -> None:
    t = await signed_up(services, PLAYERS[:4], game_kind=AMYTIS, format="swiss", rounds=2)
    first, second = await services.tournaments.start_tables(t.id, thread_of)
    await services.games.abort(first.id, BOB)
    await computer_plays(services, second.id)
    aborted = {seat.user_id for seat in first.seats}
    standings = (await services.tournaments.results(t.id)).standings
    assert [(s.points, s.games) for s in standings if s.player in aborted] == [(0, 0), (0, 0)]
    assert (await services.tournaments.get(t.id)).current_round == 2


async def test_a_knockout_game_a_moderator_aborts_is_played_again(services: Services) -> None:
    t = await signed_up(services, PLAYERS[:2], game_kind=AMYTIS, format="knockout")
    (first,) = await services.tournaments.start_tables(t.id, thread_of)
    await services.games.abort(first.id, BOB)
    (again,) = await services.tournaments.start_tables(t.id, thread_of)
    assert {s.user_id for s in again.seats} == {s.user_id for s in first.seats}
    await computer_plays(services, again.id)
    assert (await services.tournaments.get(t.id)).status == "finished"


async def test_ending_early_stops_the_games_and_keeps_the_standings_as_they_are(
        services: Services) -> None:
    t = await signed_up(services, PLAYERS[:4], game_kind=AMYTIS, format="swiss", rounds=3)
    first, second = await services.tournaments.start_tables(t.id, thread_of)
    await computer_plays(services, first.id)
    ended = await services.tournaments.end_early(t.id, HOST)
    assert ended.status == "finished"
    assert (await services.games.get(second.id)).status == "aborted"
    results = await services.tournaments.results(t.id)
    assert sum(row.points for row in results.standings) == 1
    assert results.podium


async def test_a_member_of_the_manager_role_may_cancel(services: Services) -> None:
    t = await signed_up(services, PLAYERS[:2], game_kind=AMYTIS, format="swiss", rounds=1,
                        start=False, manager_role_id=77)
    assert (await services.tournaments.cancel(t.id, BOB, roles=[77])).status == "cancelled"


async def test_a_tournament_starts_by_itself_at_its_time(
        services: Services, clock: ManualClock) -> None:
    t = await signed_up(services, PLAYERS[:2], game_kind=AMYTIS, format="swiss", rounds=1,
                        start=False, starts_at=clock.now() + HOUR)
    assert (await services.tournaments.sweep()).started == []
    clock.advance(HOUR)
    sweep = await services.tournaments.sweep()
    assert [s.id for s in sweep.started] == [t.id]
    assert [table.tournament_id for table in sweep.awaiting] == [t.id]


async def test_at_its_time_a_tournament_short_of_its_minimum_is_cancelled(
        services: Services, clock: ManualClock) -> None:
    t = await signed_up(services, PLAYERS[:2], game_kind=AMYTIS, format="swiss", rounds=1,
                        start=False, minimum=4, starts_at=clock.now() + HOUR)
    clock.advance(HOUR)
    assert [s.status for s in (await services.tournaments.sweep()).cancelled] == ["cancelled"]
    assert (await services.tournaments.get(t.id)).status == "cancelled"


async def test_tournament_games_do_not_count_against_the_active_game_limit(
        db: Database, clock: ManualClock) -> None:
    services = Services.create(db, clock=clock, rng=random.Random(7), max_active_games=1)
    t = await signed_up(services, PLAYERS[:2], game_kind=AMYTIS, format="swiss", rounds=1)
    await services.tournaments.start_tables(t.id, thread_of)
    invitation = await services.lobby.invite(game_kind=AMYTIS, place=Place(GUILD, CHANNEL),
                                             host_id=PLAYERS[0], invited=[PLAYERS[1]])
    assert (await services.lobby.accept(invitation.id, PLAYERS[1])).game_id is not None


async def test_a_player_at_the_active_game_limit_is_still_seated_in_a_tournament(
        db: Database, clock: ManualClock) -> None:
    services = Services.create(db, clock=clock, rng=random.Random(7), max_active_games=1)
    invitation = await services.lobby.invite(game_kind=AMYTIS, place=Place(GUILD, CHANNEL),
                                             host_id=PLAYERS[0], invited=[PLAYERS[1]])
    await services.lobby.accept(invitation.id, PLAYERS[1])
    t = await signed_up(services, PLAYERS[:2], game_kind=AMYTIS, format="swiss", rounds=1)
    assert len(await services.tournaments.start_tables(t.id, thread_of)) == 1


async def test_an_unrated_tournament_leaves_the_ratings_alone(services: Services) -> None:
    t = await signed_up(services, PLAYERS[:2], game_kind=AMYTIS, format="swiss", rounds=1)
    await play_round(services, t.id, people_play)
    record = await services.stats.player_record(GUILD, PLAYERS[0], AMYTIS)
    assert record.rated is None and record.vs_computer is None


async def test_a_rated_tournament_counts_its_games(services: Services) -> None:
    t = await signed_up(services, PLAYERS[:2], game_kind=AMYTIS, format="swiss", rounds=1,
                        rated=True)
    await play_round(services, t.id, people_play)
    record = await services.stats.player_record(GUILD, PLAYERS[0], AMYTIS)
    assert record.rated is not None and record.rated.games_played == 1
