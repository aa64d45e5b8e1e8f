"""Invitations, resignation, forfeit by inactivity, abort, statistics and rematches."""

from __future__ import annotations

import asyncio
import json

import pytest
from conftest import StartGame
from service_helpers import ALICE, BOB, BOT, CAROL, CHANNEL, GUILD, play_to_the_end

from service import ManualClock, Place, Services
from service.amytis import GAME_KIND as AMYTIS
from service.errors import (
    ALL_ERRORS,
    ChallengeClosed,
    ChallengeNotFound,
    ChallengePending,
    ChallengeSelf,
    ChannelBusy,
    ClaimNotAllowed,
    ClaimTooEarly,
    GameOver,
    InvalidOptions,
    NoGameHere,
    NotChallenged,
    NotChallenger,
    RematchStarted,
    RematchUnavailable,
    UnknownGameKind,
)
from store.games import GameRow

HERE = Place(GUILD, CHANNEL)


async def _challenge(services: Services, options: dict | None = None, **kw):
    return await services.lobby.invite(
        game_kind=AMYTIS, place=kw.get("place", HERE), host_id=kw.get("by", ALICE),
        invited=[kw.get("to", BOB)], options=options)


async def _accept(services: Services, lobby_id: int, user_id: int) -> GameRow:
    """Accept a two-seat invitation: the game it starts."""
    accepted = await services.lobby.accept(lobby_id, user_id)
    return await services.games.get(accepted.game_id)


def test_every_error_has_a_unique_key_and_an_english_message() -> None:
    keys = [cls.key for cls in ALL_ERRORS]
    assert len(keys) == len(set(keys)) and len(keys) >= 20
    assert ChannelBusy(channel_id=1).message.startswith("A game is already")


async def test_accepting_starts_the_game_with_the_chosen_sides(services: Services) -> None:
    sides = {"garden": "B", "market": "A", "wall": "B", "palace": "A",
             "residence": "B", "theater": "A"}
    challenge = await _challenge(services, {"sides": sides, "seats": "opponent_first"})
    assert challenge.status == "pending" and challenge.expires_at - challenge.created_at == 900
    game = await _accept(services, challenge.id, BOB)
    assert [s.user_id for s in game.seats] == [BOB, ALICE]
    assert json.loads(game.record)["sides"] == sides
    assert (await services.lobby.get(challenge.id)).game_id == game.id
    assert (await services.games.in_channel(CHANNEL)).id == game.id
    assert [g.id for g in await services.games.of_user(ALICE)] == [game.id]


async def test_random_sides_and_seats_come_from_the_stored_seed(services: Services) -> None:
    seen_first, seen_sides = set(), set()
    for channel in range(20, 32):
        challenge = await _challenge(services, {"sides": "random"}, place=Place(GUILD, channel))
        game = await _accept(services, challenge.id, BOB)
        seen_first.add(game.user_at(0))
        sides = json.loads(game.record)["sides"]
        seen_sides.add(tuple(sorted(sides.items())))
        kind = services.games.kind(AMYTIS)
        assert kind.sides_of(game.seed, game.options) == sides
    assert seen_first == {ALICE, BOB} and len(seen_sides) > 1


async def test_challenge_refusals(services: Services, start_game: StartGame) -> None:
    with pytest.raises(ChallengeSelf):
        await _challenge(services, to=ALICE)
    with pytest.raises(InvalidOptions):
        await _challenge(services, {"sides": "C"})
    with pytest.raises(InvalidOptions):
        await _challenge(services, {"sides": {"moat": "A"}})
    with pytest.raises(UnknownGameKind):
        await services.lobby.invite(game_kind="chess", place=HERE, host_id=ALICE,
                                    invited=[BOB])
    with pytest.raises(ChallengeNotFound):
        await _accept(services, 404, BOB)
    challenge = await _challenge(services)
    with pytest.raises(ChallengePending):
        await _challenge(services, to=CAROL)
    with pytest.raises(NotChallenged):
        await _accept(services, challenge.id, CAROL)
    with pytest.raises(NotChallenged):
        await services.lobby.decline(challenge.id, ALICE)
    with pytest.raises(NotChallenger):
        await services.lobby.cancel(challenge.id, BOB)
    assert (await services.lobby.decline(challenge.id, BOB)).status == "declined"
    with pytest.raises(ChallengeClosed) as caught:
        await _accept(services, challenge.id, BOB)
    assert caught.value.params["status"] == "declined"
    await start_game()
    with pytest.raises(ChannelBusy):
        await _challenge(services, by=CAROL)


async def test_a_second_acceptance_in_a_busy_channel_is_refused(services: Services) -> None:
    first = await _challenge(services)
    second = await _challenge(services, by=CAROL, to=BOB)
    await _accept(services, first.id, BOB)
    with pytest.raises(ChannelBusy):
        await _accept(services, second.id, BOB)
    assert (await services.lobby.get(second.id)).status == "pending"


async def test_challenges_expire_after_fifteen_minutes(services: Services,
                                                       clock: ManualClock) -> None:
    challenge = await _challenge(services)
    other = await _challenge(services, by=CAROL)
    assert (await services.lobby.cancel(other.id, CAROL)).status == "cancelled"
    clock.advance(14 * 60)
    assert (await services.sweeper.sweep()).expired_lobbies == []
    clock.advance(60)
    with pytest.raises(ChallengeClosed):
        await _accept(services, challenge.id, BOB)
    report = await services.sweeper.sweep()
    assert [c.id for c in report.expired_lobbies] == [challenge.id]
    assert report.expired_lobbies[0].status == "expired"
    assert (await services.sweeper.sweep()).expired_lobbies == []


async def test_resignation_counts_as_a_loss(services: Services, start_game: StartGame) -> None:
    game = await start_game()
    ended = await services.games.resign(game.id, ALICE)
    assert (ended.status, ended.end_reason, ended.ended_by) == ("finished", "resigned", ALICE)
    assert ended.winners == [game.seat_of(BOB)]
    with pytest.raises(GameOver):
        await services.games.resign(game.id, BOB)
    with pytest.raises(NoGameHere):
        await services.games.in_channel(CHANNEL)
    alice = await services.stats.player_record(GUILD, ALICE, AMYTIS)
    bob = await services.stats.player_record(GUILD, BOB, AMYTIS)
    assert (alice.rated.losses, bob.rated.wins) == (1, 1)
    assert bob.rated.rating_mu > alice.rated.rating_mu
    assert [g.id for g in alice.recent_games] == [game.id]
    board = await services.stats.leaderboard(GUILD, AMYTIS)
    assert [line.user_id for line in board] == [BOB, ALICE]


async def test_forfeit_by_inactivity_uses_stored_times(services: Services, clock: ManualClock,
                                                       start_game: StartGame) -> None:
    game = await start_game()
    mover, waiting = game.user_at(0), game.user_at(1)
    clock.advance(71 * 3600)
    with pytest.raises(ClaimTooEarly) as caught:
        await services.games.claim_forfeit(game.id, waiting)
    assert caught.value.params["minutes"] == 60
    assert (await services.sweeper.sweep()).claimable_games == []
    clock.advance(3600)
    with pytest.raises(ClaimNotAllowed):
        await services.games.claim_forfeit(game.id, mover)
    report = await services.sweeper.sweep()
    assert [g.id for g in report.claimable_games] == [game.id]
    assert (await services.sweeper.sweep()).claimable_games == []  # announced once
    ended = await services.games.claim_forfeit(game.id, waiting)
    assert (ended.end_reason, ended.winners) == ("forfeit", [1])


async def test_the_computer_claims_its_forfeits_and_stats_stay_apart(
    services: Services, clock: ManualClock
) -> None:
    game = await services.games.start_solo(
        game_kind=AMYTIS, place=HERE, human_id=ALICE, computer_id=BOT, level=2,
        options={"sides": "A", "seats": "challenger_first"})
    assert game.seats[1].computer_level == 2
    clock.advance(73 * 3600)
    report = await services.sweeper.sweep()
    assert [g.id for g in report.forfeited_games] == [game.id]
    line = await services.stats.player_record(GUILD, ALICE, AMYTIS)
    assert line.rated is None and line.vs_computer.losses == 1
    assert line.vs_computer.rating_mu is None
    assert await services.stats.leaderboard(GUILD, AMYTIS) == []
    again = await services.games.rematch_vs_computer(game.id, ALICE)
    assert [s.user_id for s in again.seats] == [BOT, ALICE] and again.rematch_of == game.id


async def test_a_moderator_abort_counts_nothing(services: Services,
                                                start_game: StartGame) -> None:
    game = await start_game()
    ended = await services.games.abort(game.id, CAROL)
    assert (ended.status, ended.end_reason, ended.winners) == ("aborted", "aborted", [])
    assert (await services.stats.player_record(GUILD, ALICE, AMYTIS)).rated is None


async def test_a_finished_game_counts_once_and_a_rematch_swaps_seats(
    services: Services, start_game: StartGame
) -> None:
    game = await start_game({"sides": "random"})
    with pytest.raises(RematchUnavailable):
        await services.lobby.rematch(game.id, ALICE)
    final = await play_to_the_end(services, game.id)
    for user in (ALICE, BOB):
        line = (await services.stats.player_record(GUILD, user, AMYTIS)).rated
        assert line.games_played == 1 and line.wins + line.losses + line.ties == 1
    challenge = await services.lobby.rematch(game.id, BOB)
    rematch = await _accept(services, challenge.id, ALICE)
    assert [s.user_id for s in rematch.seats] == [final.row.user_at(1), final.row.user_at(0)]
    assert json.loads(rematch.record)["sides"] == json.loads(game.record)["sides"]
    assert rematch.rematch_of == game.id


async def test_the_sweeper_task_runs_until_stopped(services: Services,
                                                   clock: ManualClock) -> None:
    reports = []

    async def collect(report) -> None:
        reports.append(report)

    services.sweeper.on_report = collect
    services.sweeper.interval = 0.01
    await _challenge(services)
    clock.advance(3600)
    services.sweeper.start()
    while not reports:
        await asyncio.sleep(0.01)
    await services.sweeper.stop()
    assert len(reports[0].expired_lobbies) == 1


async def test_asking_back_for_a_rematch_accepts_the_one_already_asked(
    services: Services, start_game: StartGame
) -> None:
    game = await start_game()
    await services.games.resign(game.id, ALICE)
    asked = await services.lobby.rematch(game.id, ALICE)
    assert asked.status == "pending" and asked.game_id is None
    answered = await services.lobby.rematch(game.id, BOB)
    assert answered.id == asked.id and answered.status == "started"
    rematch = await services.games.get(answered.game_id)
    assert rematch.is_active and rematch.rematch_of == game.id
    assert await services.lobby.pending_in_channel(CHANNEL) == []


async def test_both_players_asking_for_a_rematch_at_once_start_one_game(
    services: Services, start_game: StartGame
) -> None:
    game = await start_game()
    await services.games.resign(game.id, ALICE)
    first, second = await asyncio.gather(services.lobby.rematch(game.id, ALICE),
                                         services.lobby.rematch(game.id, BOB))
    assert first.id == second.id and second.status == "started"
    assert await services.lobby.pending_in_channel(CHANNEL) == []


async def test_rematch_pressed_again_once_it_started_is_refused_and_invites_no_one(
    services: Services, start_game: StartGame
) -> None:
    game = await start_game()
    await services.games.resign(game.id, ALICE)
    await services.lobby.rematch(game.id, ALICE)
    started = await services.lobby.rematch(game.id, BOB)
    with pytest.raises(RematchStarted) as caught:
        await services.lobby.rematch(game.id, ALICE)
    assert caught.value.params == {"game_id": game.id, "rematch_id": started.game_id}
    assert await services.lobby.pending_in_channel(CHANNEL) == []


async def test_a_late_rematch_press_racing_the_acceptance_invites_no_one(
    services: Services, start_game: StartGame
) -> None:
    game = await start_game()
    await services.games.resign(game.id, ALICE)
    await services.lobby.rematch(game.id, ALICE)
    # The database is busy while both presses arrive: each reads what it needs
    # before the other writes, as two clicks handled at once do.
    async with services.games.db.transaction():
        accepting = asyncio.create_task(services.lobby.rematch(game.id, BOB))
        await asyncio.sleep(0.3)
        late = asyncio.create_task(services.lobby.rematch(game.id, ALICE))
        await asyncio.sleep(0.3)
    started, refused = await asyncio.gather(accepting, late, return_exceptions=True)
    assert started.status == "started"
    assert isinstance(refused, RematchStarted | ChallengePending)
    assert await services.lobby.pending_in_channel(CHANNEL) == []
    assert (await services.games.in_channel(CHANNEL)).id == started.game_id


async def test_a_solo_rematch_pressed_twice_starts_one_game(services: Services) -> None:
    game = await services.games.start_solo(game_kind=AMYTIS, place=HERE, human_id=ALICE,
                                           computer_id=BOT, level=1, options={})
    await services.games.resign(game.id, ALICE)
    first = await services.games.rematch_vs_computer(game.id, ALICE)
    with pytest.raises(RematchStarted):
        await services.games.rematch_vs_computer(game.id, ALICE)
    assert (await services.games.in_channel(CHANNEL)).id == first.id


async def test_a_claim_against_a_player_who_left_needs_no_wait(
    services: Services, start_game: StartGame
) -> None:
    game = await start_game()
    mover = game.user_at(game.to_move)
    waiting = ALICE if mover == BOB else BOB
    with pytest.raises(ClaimTooEarly):
        await services.games.claim_forfeit(game.id, waiting)
    ended = await services.games.claim_forfeit(game.id, mover, departed=[waiting])
    assert (ended.status, ended.end_reason) == ("finished", "forfeit")
    assert ended.winners == [game.seat_of(mover)]


async def test_a_failing_tournament_chore_does_not_lose_the_rest_of_the_sweep(
        services: Services, clock: ManualClock, monkeypatch, caplog) -> None:
    # Expired challenges are marked as such by the sweep: were its report lost, they
    # would never be announced.
    challenge = await _challenge(services)
    clock.advance(15 * 60)

    async def broken() -> None:
        raise RuntimeError("a tournament chore failed")

    monkeypatch.setattr(services.sweeper.tournaments, "sweep", broken)
    report = await services.sweeper.sweep()
    assert [c.id for c in report.expired_lobbies] == [challenge.id]
    assert "tournament chores failed" in caplog.text
