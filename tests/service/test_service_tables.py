"""Tables of more than two seats: invitations to several players, open tables with
computer seats, limits, the race for the last seat, and real Akropolis games."""

from __future__ import annotations

import asyncio
import json

import pytest
from service_helpers import ALICE, BOB, BOT, CAROL, CHANNEL, GUILD, play_out

from service import ManualClock, Place, Services
from service.errors import (
    AlreadyAtTable,
    ChallengeClosed,
    InvalidOptions,
    NoLongerSeated,
    NotAtTable,
    NotEnoughPlayers,
    OnlyHostSeats,
    OnlyHostStarts,
    SeatedAtGameLimit,
    TableFull,
    TooManyGames,
    TooManySeats,
    TooManyTables,
)
from store import Database

DAVE = 404
HERE = Place(GUILD, CHANNEL)
GAME = "akropolis"


async def test_an_open_table_filled_by_two_people_and_a_computer_plays_to_the_end(
    services: Services,
) -> None:
    table = await services.lobby.open(game_kind=GAME, place=HERE, host_id=ALICE, seats=3,
                                      options={"variants": ["garden"]})
    await services.lobby.join(table.id, BOB)
    table = await services.lobby.add_computer(table.id, ALICE, BOT, 2)
    assert [(m.user_id, m.answer) for m in table.seated] == \
        [(ALICE, "host"), (BOB, "joined"), (BOT, "joined")]
    started = await services.lobby.start(table.id, ALICE)
    game = await services.games.get(started.game_id)
    assert sorted(s.user_id for s in game.seats) == sorted([ALICE, BOB, BOT])
    assert json.loads(game.record)["seats"] == 3
    final = await play_out(services, game.id)
    assert final.row.status == "finished" and final.row.end_reason == "completed"
    line = await services.stats.player_record(GUILD, ALICE, GAME)
    assert line.rated is None and line.vs_computer.games_played == 1
    assert await services.stats.leaderboard(GUILD, GAME) == []


async def test_the_computer_may_hold_several_seats(services: Services) -> None:
    table = await services.lobby.open(game_kind=GAME, place=HERE, host_id=ALICE, seats=4,
                                      options={"seats": "challenger_first"})
    for level in (1, 2, 1):
        table = await services.lobby.add_computer(table.id, ALICE, BOT, level)
    with pytest.raises(TableFull):
        await services.lobby.add_computer(table.id, ALICE, BOT, 1)
    game = await services.games.get((await services.lobby.start(table.id, ALICE)).game_id)
    assert [(s.user_id, s.computer_level) for s in game.seats] == \
        [(ALICE, None), (BOT, 1), (BOT, 2), (BOT, 1)]
    final = await play_out(services, game.id)
    assert final.row.status == "finished"


async def test_a_four_seat_invitation_starts_when_all_accept_and_a_decline_ends_it(
    services: Services,
) -> None:
    asked = await services.lobby.invite(game_kind=GAME, place=HERE, host_id=ALICE,
                                        invited=[BOB, CAROL, DAVE])
    assert asked.seats == 4 and asked.waiting_for == (BOB, CAROL, DAVE)
    await services.lobby.accept(asked.id, BOB)
    with pytest.raises(AlreadyAtTable):
        await services.lobby.accept(asked.id, BOB)
    declined = await services.lobby.decline(asked.id, CAROL)
    assert declined.status == "declined" and declined.game_id is None
    with pytest.raises(ChallengeClosed):
        await services.lobby.accept(asked.id, DAVE)
    again = await services.lobby.invite(game_kind=GAME, place=HERE, host_id=ALICE,
                                        invited=[BOB, CAROL, DAVE])
    for user in (BOB, DAVE):
        assert (await services.lobby.accept(again.id, user)).game_id is None
    done = await services.lobby.accept(again.id, CAROL)
    game = await services.games.get(done.game_id)
    assert done.status == "started" and len(game.seats) == 4


async def test_the_host_may_start_an_invitation_with_those_who_accepted(
    services: Services,
) -> None:
    asked = await services.lobby.invite(game_kind=GAME, place=HERE, host_id=ALICE,
                                        invited=[BOB, CAROL])
    with pytest.raises(NotEnoughPlayers) as caught:
        await services.lobby.start(asked.id, ALICE)
    assert caught.value.params == {"lobby_id": asked.id, "needed": 2, "count": 1}
    await services.lobby.accept(asked.id, BOB)
    with pytest.raises(OnlyHostStarts):
        await services.lobby.start(asked.id, BOB)
    game = await services.games.get((await services.lobby.start(asked.id, ALICE)).game_id)
    assert sorted(s.user_id for s in game.seats) == [ALICE, BOB]


async def test_joining_and_leaving_an_open_table(services: Services) -> None:
    table = await services.lobby.open(game_kind=GAME, place=HERE, host_id=ALICE, seats=2)
    with pytest.raises(NotAtTable):
        await services.lobby.leave(table.id, BOB)
    await services.lobby.join(table.id, BOB)
    with pytest.raises(AlreadyAtTable):
        await services.lobby.join(table.id, BOB)
    with pytest.raises(TableFull):
        await services.lobby.join(table.id, CAROL)
    left = await services.lobby.leave(table.id, BOB)
    assert [m.user_id for m in left.seated] == [ALICE]
    assert [m.user_id for m in (await services.lobby.join(table.id, CAROL)).seated] == \
        [ALICE, CAROL]


async def test_a_table_asks_for_a_seat_count_the_game_allows(services: Services) -> None:
    with pytest.raises(InvalidOptions):
        await services.lobby.open(game_kind=GAME, place=HERE, host_id=ALICE, seats=5)
    with pytest.raises(InvalidOptions):
        await services.lobby.open(game_kind="amytis", place=HERE, host_id=ALICE, seats=3)
    with pytest.raises(InvalidOptions):
        await services.lobby.open(game_kind=GAME, place=HERE, host_id=ALICE, seats=4,
                                  options={"long": True})


async def test_a_person_has_a_limited_number_of_tables_waiting(db: Database,
                                                               clock: ManualClock) -> None:
    services = Services.create(db, clock=clock, max_pending=2)
    for channel in (1, 2):
        await services.lobby.open(game_kind=GAME, place=Place(GUILD, channel), host_id=ALICE,
                                  seats=2)
    with pytest.raises(TooManyTables) as caught:
        await services.lobby.invite(game_kind=GAME, place=Place(GUILD, 3), host_id=ALICE,
                                    invited=[BOB])
    assert caught.value.params == {"count": 2, "limit": 2}
    await services.lobby.open(game_kind=GAME, place=Place(GUILD + 1, 3), host_id=ALICE, seats=2)
    clock.advance(16 * 60)
    await services.lobby.open(game_kind=GAME, place=Place(GUILD, 3), host_id=ALICE, seats=2)


async def test_a_person_has_a_limited_number_of_games_solo_included(
    db: Database, clock: ManualClock,
) -> None:
    services = Services.create(db, clock=clock, max_active_games=1)
    await services.games.start_solo(game_kind=GAME, place=Place(GUILD, 1), human_id=BOB,
                                    computer_id=BOT, level=1, options={})
    with pytest.raises(TooManyGames) as caught:
        await services.games.start_solo(game_kind=GAME, place=Place(GUILD, 2), human_id=BOB,
                                        computer_id=BOT, level=1, options={})
    assert caught.value.params == {"user_id": BOB, "count": 1, "limit": 1}
    table = await services.lobby.open(game_kind=GAME, place=HERE, host_id=ALICE, seats=2)
    with pytest.raises(TooManyGames):
        await services.lobby.join(table.id, BOB)


async def test_a_person_holds_a_limited_number_of_seats_at_tables_waiting(
    db: Database, clock: ManualClock,
) -> None:
    services = Services.create(db, clock=clock, max_pending_seats=2)
    tables = [await services.lobby.open(game_kind=GAME, place=Place(GUILD, 100 + number),
                                        host_id=host, seats=3)
              for number, host in enumerate((ALICE, CAROL, DAVE))]
    for table in tables[:2]:
        await services.lobby.join(table.id, BOB)
    with pytest.raises(TooManySeats) as caught:
        await services.lobby.join(tables[2].id, BOB)
    assert caught.value.params == {"count": 2, "limit": 2}
    invitation = await services.lobby.invite(game_kind=GAME, place=Place(GUILD, 200),
                                             host_id=CAROL, invited=[BOB, DAVE])
    with pytest.raises(TooManySeats):  # accepted, it would wait for Dave: one more seat
        await services.lobby.accept(invitation.id, BOB)
    await services.lobby.add_computer(tables[0].id, ALICE, BOT, 1)
    await services.lobby.start(tables[0].id, ALICE)  # a seat that became a game is free
    await services.lobby.join(tables[2].id, BOB)
    await services.lobby.accept(invitation.id, DAVE)
    started = await services.lobby.accept(invitation.id, BOB)  # the last answer: no wait
    assert started.status == "started"
    elsewhere = await services.lobby.open(game_kind=GAME, place=Place(GUILD + 1, 300),
                                          host_id=ALICE, seats=2)
    await services.lobby.join(elsewhere.id, BOB)  # another server's tables count apart


async def test_only_the_host_frees_a_seat_a_person_or_a_computer_holds(
    services: Services,
) -> None:
    table = await services.lobby.open(game_kind=GAME, place=HERE, host_id=ALICE, seats=3)
    await services.lobby.join(table.id, BOB)
    table = await services.lobby.add_computer(table.id, ALICE, BOT, 2)
    bob, computer = table.guests
    for asking in (services.lobby.removable(table.id, BOB),
                   services.lobby.remove(table.id, BOB, computer.position, BOT)):
        with pytest.raises(OnlyHostSeats):
            await asking
    assert (await services.lobby.removable(table.id, ALICE)).guests == (bob, computer)
    left = await services.lobby.remove(table.id, ALICE, bob.position, BOB)
    assert [m.user_id for m in left.seated] == [ALICE, BOT]
    with pytest.raises(NoLongerSeated):  # a second choice from the same old list
        await services.lobby.remove(table.id, ALICE, bob.position, BOB)
    await services.lobby.join(table.id, CAROL)
    with pytest.raises(NoLongerSeated):  # that seat is someone else's now
        await services.lobby.remove(table.id, ALICE, computer.position, CAROL)
    with pytest.raises(NoLongerSeated):  # the host's own seat is not theirs to free
        await services.lobby.remove(table.id, ALICE, 0, ALICE)
    left = await services.lobby.remove(table.id, ALICE, computer.position, BOT)
    assert [m.user_id for m in left.seated] == [ALICE, CAROL]


async def test_a_start_refused_for_a_player_at_the_game_limit_names_them_and_the_host(
    db: Database, clock: ManualClock,
) -> None:
    services = Services.create(db, clock=clock, max_active_games=1)
    table = await services.lobby.open(game_kind=GAME, place=HERE, host_id=ALICE, seats=2)
    await services.lobby.join(table.id, BOB)
    await services.games.start_solo(game_kind=GAME, place=Place(GUILD, 2), human_id=BOB,
                                    computer_id=BOT, level=1, options={})
    with pytest.raises(SeatedAtGameLimit) as caught:
        await services.lobby.start(table.id, ALICE)
    assert caught.value.params == {"user_id": BOB, "count": 1, "limit": 1, "host_id": ALICE}
    bob = (await services.lobby.get(table.id)).guests[0]
    await services.lobby.remove(table.id, ALICE, bob.position, BOB)
    await services.lobby.join(table.id, CAROL)
    await services.games.start_solo(game_kind=GAME, place=Place(GUILD, 3), human_id=ALICE,
                                    computer_id=BOT, level=1, options={})
    with pytest.raises(TooManyGames):  # the host's own limit: theirs to settle
        await services.lobby.start(table.id, ALICE)
    invitation = await services.lobby.invite(game_kind=GAME, place=Place(GUILD, 4),
                                             host_id=ALICE, invited=[DAVE])
    with pytest.raises(TooManyGames) as caught:  # accepted: the host cannot free a seat
        await services.lobby.accept(invitation.id, DAVE)
    assert caught.value.params["user_id"] == ALICE


async def test_two_people_racing_for_the_last_seat_on_one_database_one_gets_it(
    db_path: str, clock: ManualClock,
) -> None:
    # Two bots on one database, as two processes would be: the database's write lock
    # decides (SQLite's file lock, PostgreSQL's advisory lock), not an asyncio lock
    # both share.
    first, second = await Database.open(db_path), await Database.open(db_path)
    try:
        one, two = (Services.create(d, clock=clock, max_pending=10, max_pending_seats=10)
                    for d in (first, second))
        for attempt in range(5):
            table = await one.lobby.open(game_kind=GAME, place=Place(GUILD, 100 + attempt),
                                         host_id=ALICE, seats=3)
            await one.lobby.join(table.id, BOB)
            results = await asyncio.gather(one.lobby.join(table.id, CAROL),
                                           two.lobby.join(table.id, DAVE),
                                           return_exceptions=True)
            assert sorted(type(r).__name__ for r in results) == ["Lobby", "TableFull"]
            seated = (await one.lobby.get(table.id)).seated
            assert len(seated) == 3 and seated[-1].user_id in (CAROL, DAVE)
    finally:
        await first.close()
        await second.close()


async def test_an_akropolis_solo_game_is_played_against_the_rules_own_architect(
    services: Services,
) -> None:
    game = await services.games.start_solo(game_kind=GAME, place=HERE, human_id=ALICE,
                                           computer_id=BOT, level=1,
                                           options={"architect": "metagenes"})
    assert [s.user_id for s in game.seats] == [ALICE]
    assert json.loads(game.record)["architect"] == "metagenes"
    final = await play_out(services, game.id)
    assert final.row.status == "finished"
    line = await services.stats.player_record(GUILD, ALICE, GAME)
    assert line.rated is None and line.vs_computer.games_played == 1


async def test_an_export_mid_game_hides_the_stack_order_and_after_it_shows_all(
    services: Services,
) -> None:
    table = await services.lobby.invite(game_kind=GAME, place=HERE, host_id=ALICE,
                                        invited=[BOB, CAROL])
    for user in (BOB, CAROL):
        table = await services.lobby.accept(table.id, user)
    game = await services.games.get(table.game_id)
    whole = json.loads(game.record)["tiles"]
    view = (await services.games.export(game.id, BOB)).data
    assert view["format"] == "akropolis-view/1"
    assert view["tiles"] == whole[:len(view["tiles"])]
    assert view["unseen_tiles"] == sorted(whole[len(view["tiles"]):])
    assert view["unseen_tiles"] != whole[len(view["tiles"]):]
    await play_out(services, game.id)
    after = await services.games.export(game.id, DAVE)
    assert after.complete and after.data["tiles"] == whole


async def test_a_game_of_three_people_is_rated_by_placement(services: Services) -> None:
    asked = await services.lobby.invite(game_kind=GAME, place=HERE, host_id=ALICE,
                                        invited=[BOB, CAROL])
    await services.lobby.accept(asked.id, BOB)
    game_id = (await services.lobby.accept(asked.id, CAROL)).game_id
    final = (await play_out(services, game_id, seed=3)).row
    ratings = {s.user_id: s.rating_after for s in final.seats}
    by_score = sorted(final.seats, key=lambda s: (s.seat in final.winners,
                                                  final.scores[s.seat]), reverse=True)
    assert all(rating is not None for rating in ratings.values())
    assert ratings[by_score[0].user_id] > ratings[by_score[-1].user_id]
    board = await services.stats.leaderboard(GUILD, GAME)
    assert len(board) == 3 and board[0].user_id == by_score[0].user_id
