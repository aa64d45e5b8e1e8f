"""Whole tournaments run by the service, one per format, the games played fast by the
computer for the people: rounds open themselves when the last game of one ends, and
the tournament finishes after its last round with standings and a podium."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from tournament_runs import PLAYERS, people_play, run_to_the_end, signed_up

from service import Services
from service.akropolis import GAME_KIND as AKROPOLIS
from service.amytis import GAME_KIND as AMYTIS
from service.westkingdom import GAME_KIND as WEST_KINGDOM


def _pairs(tables) -> Counter:
    return Counter(frozenset(table.players) for table in tables)


async def test_an_eight_player_swiss_of_amytis_plays_three_rounds_without_a_rematch(
        services: Services) -> None:
    t = await signed_up(services, PLAYERS[:8], game_kind=AMYTIS, format="swiss", rounds=3)
    games = await run_to_the_end(services, t.id, people_play)
    tables = await services.tournaments.repo.tables(t.id)
    assert len(games) == 12 and all(g.status == "finished" for g in games)
    assert max(_pairs(tables).values()) == 1
    results = await services.tournaments.results(t.id)
    assert results.tournament.status == "finished" and results.rounds_played == 3
    assert sum(row.points for row in results.standings) == 12
    assert results.podium and results.podium[0].rank == 1


async def test_a_round_robin_of_west_kingdom_at_two_seats_has_everyone_meet_once(
        services: Services) -> None:
    players = PLAYERS[:4]
    t = await signed_up(services, players, game_kind=WEST_KINGDOM, format="round_robin")
    assert t.rounds == 3
    await run_to_the_end(services, t.id)
    tables = await services.tournaments.repo.tables(t.id)
    assert _pairs(tables) == Counter(frozenset(pair) for pair in combinations(players, 2))
    assert (await services.tournaments.get(t.id)).status == "finished"


async def test_a_table_round_event_of_akropolis_seats_twelve_at_three_tables_of_four(
        services: Services) -> None:
    t = await signed_up(services, PLAYERS, game_kind=AKROPOLIS, format="tables", seats=4,
                        rounds=2)
    games = await run_to_the_end(services, t.id)
    assert len(games) == 6 and all(len(g.seats) == 4 for g in games)
    results = await services.tournaments.results(t.id)
    # each game gives 3 + 2 + 1 + 0 points by place, shared on ties
    assert sum(row.points for row in results.standings) == 6 * 6
    assert all(row.games == 2 for row in results.standings)
    assert len(results.standings[0].tiebreaks) == 1  # the total game score


async def test_a_knockout_best_of_three_plays_each_match_until_someone_wins_two(
        services: Services) -> None:
    t = await signed_up(services, PLAYERS[:4], game_kind=AMYTIS, format="knockout", best_of=3)
    assert t.rounds == 2
    await run_to_the_end(services, t.id, people_play)
    tables = await services.tournaments.repo.tables(t.id)
    final = [table for table in tables if table.round_number == 2]
    assert len(final) >= 2 and all(table.game_id is not None for table in final)
    # the games of a match alternate the first seat and are played in one thread
    assert final[1].players == final[0].players[::-1]
    assert len({table.channel_id for table in final}) == 1
    assert (await services.tournaments.get(t.id)).status == "finished"


async def test_a_knockout_of_six_gives_the_top_two_seeds_a_bye(services: Services) -> None:
    t = await signed_up(services, PLAYERS[:6], game_kind=AMYTIS, format="knockout")
    first = (await services.tournaments.rounds(t.id))[0]
    assert t.rounds == 3 and len(first.byes) == 2
    assert len(await services.tournaments.pairings(t.id, 1)) == 2


async def test_the_odd_player_out_of_a_swiss_round_has_a_bye_worth_a_win(
        services: Services) -> None:
    t = await signed_up(services, PLAYERS[:5], game_kind=AMYTIS, format="swiss", rounds=1)
    (first,) = await services.tournaments.rounds(t.id)
    assert len(first.byes) == 1 and len(await services.tournaments.pairings(t.id)) == 2
    await run_to_the_end(services, t.id)
    bye = next(row for row in (await services.tournaments.results(t.id)).standings
               if row.player == first.byes[0])
    assert (bye.points, bye.byes, bye.games) == (1.0, 1, 0)
