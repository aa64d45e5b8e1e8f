"""Bad input to a tournament gets one typed refusal each, and changes nothing."""

from __future__ import annotations

import pytest
from service_helpers import BOB, CHANNEL, GUILD
from tournament_runs import HOST, PLAYERS, signed_up

from service import Place, Services
from service.akropolis import GAME_KIND as AKROPOLIS
from service.amytis import GAME_KIND as AMYTIS
from service.errors import (
    InvalidTournament,
    NotInTournament,
    NotTournamentManager,
    TournamentAlreadyJoined,
    TournamentFull,
    TournamentNotFound,
    TournamentNotRunning,
    TournamentStarted,
    TournamentTooFewPlayers,
    TournamentUnseatable,
)

DAY = 24 * 3600.0


async def _create(services: Services, **settings):
    settings.setdefault("round_seconds", DAY)
    return await services.tournaments.create(place=Place(GUILD, CHANNEL), host_id=HOST,
                                             **settings)


async def test_starting_with_too_few_players_is_refused(services: Services) -> None:
    t = await signed_up(services, PLAYERS[:3], start=False, game_kind=AMYTIS, format="swiss",
                        rounds=3, minimum=4)
    with pytest.raises(TournamentTooFewPlayers):
        await services.tournaments.start(t.id, HOST)
    assert (await services.tournaments.get(t.id)).status == "signup"


UNSEATABLE = {
    "table rounds of a two-player game": dict(game_kind=AMYTIS, format="tables", seats=3),
    "a Swiss at more than two seats a table": dict(game_kind=AKROPOLIS, format="swiss",
                                                   seats=4),
    "table rounds of two seats a table": dict(game_kind=AKROPOLIS, format="tables", seats=2),
}
INVALID = {
    "an unknown format": dict(format="ladder"),
    "a Swiss of no rounds": dict(rounds=0),
    "a Swiss of matches of three games": dict(best_of=3),
    "a round of thirty seconds": dict(round_seconds=30),
    "a cap below the minimum": dict(minimum=4, cap=3),
}


@pytest.mark.parametrize("settings", UNSEATABLE.values(), ids=UNSEATABLE.keys())
async def test_a_format_the_game_cannot_seat_is_refused(services: Services,
                                                        settings: dict) -> None:
    with pytest.raises(TournamentUnseatable):
        await _create(services, rounds=2, **settings)


@pytest.mark.parametrize("settings", INVALID.values(), ids=INVALID.keys())
async def test_settings_that_make_no_tournament_are_refused(services: Services,
                                                            settings: dict) -> None:
    with pytest.raises(InvalidTournament):
        await _create(services, **{"game_kind": AMYTIS, "format": "swiss", "rounds": 2,
                                   **settings})


async def test_joining_twice_is_refused(services: Services) -> None:
    t = await signed_up(services, [BOB], start=False, game_kind=AMYTIS, format="swiss",
                        rounds=1)
    with pytest.raises(TournamentAlreadyJoined):
        await services.tournaments.join(t.id, BOB)


async def test_joining_a_started_tournament_is_refused(services: Services) -> None:
    t = await signed_up(services, PLAYERS[:2], game_kind=AMYTIS, format="swiss", rounds=1)
    with pytest.raises(TournamentStarted):
        await services.tournaments.join(t.id, BOB)


async def test_joining_past_the_cap_is_refused(services: Services) -> None:
    t = await signed_up(services, PLAYERS[:2], start=False, game_kind=AMYTIS, format="swiss",
                        rounds=1, cap=2)
    with pytest.raises(TournamentFull):
        await services.tournaments.join(t.id, BOB)


async def test_leaving_a_tournament_one_is_not_in_is_refused(services: Services) -> None:
    t = await signed_up(services, [], start=False, game_kind=AMYTIS, format="swiss", rounds=1)
    with pytest.raises(NotInTournament):
        await services.tournaments.leave(t.id, BOB)


@pytest.mark.parametrize("action", ["start", "cancel", "pause", "end_early"])
async def test_only_a_manager_manages_a_tournament(services: Services, action: str) -> None:
    t = await signed_up(services, PLAYERS[:2], start=False, game_kind=AMYTIS, format="swiss",
                        rounds=1, manager_role_id=77)
    with pytest.raises(NotTournamentManager):
        await getattr(services.tournaments, action)(t.id, BOB, roles=[78])


async def test_only_a_manager_removes_a_player(services: Services) -> None:
    t = await signed_up(services, PLAYERS[:2], game_kind=AMYTIS, format="swiss", rounds=1)
    with pytest.raises(NotTournamentManager):
        await services.tournaments.remove(t.id, PLAYERS[0], PLAYERS[1])


async def test_only_a_manager_extends_a_round(services: Services) -> None:
    t = await signed_up(services, PLAYERS[:2], game_kind=AMYTIS, format="swiss", rounds=1)
    with pytest.raises(NotTournamentManager):
        await services.tournaments.extend(t.id, PLAYERS[0], 3600.0)


async def test_a_tournament_at_sign_up_cannot_be_paused(services: Services) -> None:
    t = await signed_up(services, PLAYERS[:2], start=False, game_kind=AMYTIS, format="swiss",
                        rounds=1)
    with pytest.raises(TournamentNotRunning):
        await services.tournaments.pause(t.id, HOST)


async def test_an_unknown_tournament_is_refused(services: Services) -> None:
    with pytest.raises(TournamentNotFound):
        await services.tournaments.join(404, BOB)
