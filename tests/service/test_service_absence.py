"""An absent player in a game of three or more: the others vote to let the computer
take the seat or to end the game; nothing played is lost."""

from __future__ import annotations

import pytest
from conftest import StartGame
from service_helpers import ALICE, BOB, BOT, CAROL, CHANNEL, GUILD, play_out

from service import ManualClock, Place, Services
from service.errors import (
    ClaimInstead,
    NoAbsence,
    NotAVoter,
    NotYourTurn,
    StaleTurn,
    VoteInstead,
)
from store.games import GameRow


async def three_seats(services: Services) -> GameRow:
    """Alice, Bob and Carol at Akropolis, in that order: Alice moves first."""
    asked = await services.lobby.invite(game_kind="akropolis", place=Place(GUILD, CHANNEL),
                                        host_id=ALICE, invited=[BOB, CAROL],
                                        options={"seats": "challenger_first"})
    await services.lobby.accept(asked.id, BOB)
    return await services.games.get((await services.lobby.accept(asked.id, CAROL)).game_id)


async def test_no_vote_before_the_player_to_move_has_run_out_of_time(
        services: Services, clock: ManualClock) -> None:
    game = await three_seats(services)
    clock.advance(71 * 3600)
    with pytest.raises(NoAbsence) as caught:
        await services.absence.vote(game.id, BOB, "computer")
    assert caught.value.params["minutes"] == 60


async def test_the_majority_lets_the_computer_take_the_seat_and_it_plays_on(
        services: Services, clock: ManualClock) -> None:
    game = await three_seats(services)
    clock.advance(73 * 3600)
    with pytest.raises(NotAVoter):
        await services.absence.vote(game.id, ALICE, "end")
    first = await services.absence.vote(game.id, BOB, "computer")
    assert first.decided is None and first.voters == (BOB, CAROL) and first.seat == 0
    second = await services.absence.vote(game.id, CAROL, "computer")
    assert second.decided == "computer"
    seat = second.row.seats[0]
    assert (seat.user_id, seat.is_computer, seat.computer_from_turn) == (ALICE, True, 0)
    state = await services.turns.view(game.id)
    with pytest.raises(NotYourTurn):
        await services.turns.play(game.id, ALICE, state.turn,
                                  services.games.kind("akropolis").computer_move(state.game, 1, 1))
    moved = await services.turns.play_computer(game.id)
    assert moved.row.turn == 1 and moved.row.user_at(moved.row.to_move) == BOB
    final = await play_out(services, game.id)
    assert final.row.status == "finished"
    assert (await services.stats.player_record(GUILD, BOB, "akropolis")).rated is None
    assert (await services.stats.leaderboard(GUILD, "akropolis")) == []


async def test_the_majority_may_end_the_game_and_nothing_is_counted(
        services: Services, clock: ManualClock) -> None:
    game = await three_seats(services)
    clock.advance(73 * 3600)
    await services.absence.vote(game.id, BOB, "end")
    ended = await services.absence.vote(game.id, CAROL, "end")
    assert ended.decided == "end" and ended.row.status == "aborted"
    assert (await services.stats.player_record(GUILD, BOB, "akropolis")).vs_computer is None


async def test_a_move_by_the_absent_player_voids_the_vote(
        services: Services, clock: ManualClock) -> None:
    game = await three_seats(services)
    clock.advance(73 * 3600)
    asked = await services.absence.vote(game.id, BOB, "computer")
    state = await services.turns.view(game.id)
    move = services.games.kind("akropolis").computer_move(state.game, 1, 1)
    await services.turns.play(game.id, ALICE, state.turn, move)
    with pytest.raises(StaleTurn):
        await services.absence.vote(game.id, CAROL, "computer", turn=asked.row.turn)
    with pytest.raises(NoAbsence):
        await services.absence.vote(game.id, CAROL, "computer")


async def test_a_player_who_left_is_voted_on_at_once_even_between_turns(
        services: Services) -> None:
    game = await three_seats(services)
    ballot = await services.absence.vote(game.id, ALICE, "computer", departed=[CAROL])
    assert ballot.seat == 2 and ballot.voters == (ALICE, BOB) and ballot.decided is None
    done = await services.absence.vote(game.id, BOB, "computer", departed=[CAROL])
    assert done.decided == "computer" and done.row.seats[2].is_computer


async def test_three_seats_vote_where_two_seats_claim(
        services: Services, clock: ManualClock, start_game: StartGame) -> None:
    game = await three_seats(services)
    clock.advance(73 * 3600)
    with pytest.raises(VoteInstead):
        await services.games.claim_forfeit(game.id, BOB)
    duel = await start_game(channel=CHANNEL + 1)
    with pytest.raises(ClaimInstead):
        await services.absence.vote(duel.id, ALICE, "end")


async def test_alone_with_computers_a_player_who_stops_loses_to_them(
        services: Services, clock: ManualClock) -> None:
    table = await services.lobby.open(game_kind="akropolis", place=Place(GUILD, CHANNEL),
                                      host_id=ALICE, seats=3,
                                      options={"seats": "challenger_first"})
    for level in (1, 2):
        await services.lobby.add_computer(table.id, ALICE, BOT, level)
    game_id = (await services.lobby.start(table.id, ALICE)).game_id
    clock.advance(73 * 3600)
    report = await services.sweeper.sweep()
    assert [g.id for g in report.forfeited_games] == [game_id]
    ended = await services.games.get(game_id)
    assert (ended.end_reason, ended.winners) == ("forfeit", [1, 2])
