"""West Kingdom through the service: the draft's picks made at once and held until
the last is in, a turn's steps stored where a card is revealed, computer seats, and
an export with no other hand in it."""

from __future__ import annotations

import json

import pytest
from service_helpers import ALICE, BOB, BOT, CAROL, CHANNEL, GUILD

from engine.westkingdom import BUILDINGS, Prompt
from service import Place, Services
from service.errors import AlreadyAnswered, IllegalChoice, NotAPlayer
from service.westkingdom import GAME_KIND, KIND
from store import Database, GameRow

BYSTANDER = 404


async def _game(services: Services, people: list[int], options: dict | None = None,
                computers: int = 0) -> GameRow:
    """A game of `people` (the host first), seated in that order, with `computers`
    computer seats after them."""
    options = {"seats": "challenger_first", **(options or {})}
    place = Place(GUILD, CHANNEL)
    if not computers:
        lobby = await services.lobby.invite(game_kind=GAME_KIND, place=place,
                                            host_id=people[0], invited=people[1:],
                                            options=options)
        for user in people[1:]:
            lobby = await services.lobby.accept(lobby.id, user)
        return await services.games.get(lobby.game_id)
    lobby = await services.lobby.open(game_kind=GAME_KIND, place=place, host_id=people[0],
                                      seats=len(people) + computers, options=options)
    for user in people[1:]:
        lobby = await services.lobby.join(lobby.id, user)
    for _ in range(computers):
        lobby = await services.lobby.add_computer(lobby.id, people[0], BOT, 2)
    lobby = await services.lobby.start(lobby.id, people[0])
    return await services.games.get(lobby.game_id)


async def _to_the_draft(services: Services, row: GameRow) -> None:
    """Every seat makes its starting hire (the first apprentice offered)."""
    state = await services.turns.view(row.id)
    while not state.waiting:
        seat = state.row.to_move
        state = await services.turns.choose(row.id, row.user_at(seat), state.turn,
                                            state.game.decision.options[0], confirm=False)


async def _packet(services: Services, game_id: int, seat: int) -> tuple:
    state = await services.turns.view(game_id)
    return services.turns.open_decision(state, seat).decision.options


async def test_every_seat_picks_at_once_and_the_record_waits_for_the_last(
        services: Services) -> None:
    row = await _game(services, [ALICE, BOB, CAROL])
    await _to_the_draft(services, row)
    before = await services.turns.view(row.id)
    assert before.waiting == (0, 1, 2)
    picks = {seat: (await _packet(services, row.id, seat))[0] for seat in (2, 0)}
    for seat, card in picks.items():
        state = await services.turns.choose(row.id, row.user_at(seat), before.turn, card,
                                            kind=Prompt.DRAFT.value)
    assert state.waiting == (1,) and state.row.record == before.row.record
    assert state.row.to_move == 1  # the one the table waits for
    last = (await _packet(services, row.id, 1))[-1]
    done = await services.turns.choose(row.id, BOB, before.turn, last)
    written = [(d["s"], d["draft"]) for d in json.loads(done.row.record)["decisions"][-3:]]
    assert written == [(0, picks[0]), (1, last), (2, picks[2])]
    assert done.waiting == (0, 1, 2)  # the packets passed: the next round is open
    assert done.row.held == {}


async def test_a_pick_survives_a_restart(services: Services, db: Database) -> None:
    row = await _game(services, [ALICE, BOB])
    await _to_the_draft(services, row)
    card = (await _packet(services, row.id, 1))[1]
    turn = (await services.turns.view(row.id)).turn
    await services.turns.choose(row.id, BOB, turn, card)
    restarted = Services.create(db, clock=services.games.clock)
    state = await restarted.turns.view(row.id)
    assert state.waiting == (0,) and state.row.held == {1: card}


async def test_a_seat_that_picked_cannot_pick_again(services: Services) -> None:
    row = await _game(services, [ALICE, BOB])
    await _to_the_draft(services, row)
    packet = await _packet(services, row.id, 0)
    turn = (await services.turns.view(row.id)).turn
    await services.turns.choose(row.id, ALICE, turn, packet[0])
    with pytest.raises(AlreadyAnswered):
        await services.turns.choose(row.id, ALICE, turn, packet[1])


async def test_a_card_of_another_packet_is_refused(services: Services) -> None:
    row = await _game(services, [ALICE, BOB])
    await _to_the_draft(services, row)
    theirs = (await _packet(services, row.id, 1))[0]
    turn = (await services.turns.view(row.id)).turn
    with pytest.raises(IllegalChoice):
        await services.turns.choose(row.id, ALICE, turn, theirs)


async def test_a_bystander_cannot_pick(services: Services) -> None:
    row = await _game(services, [ALICE, BOB])
    await _to_the_draft(services, row)
    turn = (await services.turns.view(row.id)).turn
    with pytest.raises(NotAPlayer):
        await services.turns.choose(row.id, BYSTANDER, turn, "B01")


async def test_computer_seats_pick_as_soon_as_the_round_opens(services: Services) -> None:
    row = await _game(services, [ALICE], computers=2)
    await _to_the_draft_with_computers(services, row)
    state = await services.turns.view(row.id)
    assert state.waiting == (0,)  # the computers have picked; the person is awaited
    assert set(state.row.held) == {1, 2}


async def _to_the_draft_with_computers(services: Services, row: GameRow) -> None:
    state = await services.turns.view(row.id)
    while True:
        moved = await services.turns.play_computer(row.id)
        if moved is not None:
            state = moved
            continue
        state = await services.turns.view(row.id)
        if state.waiting:
            return
        state = await services.turns.choose(row.id, ALICE, state.turn,
                                            state.game.decision.options[0], confirm=False)


async def test_a_game_of_computer_seats_and_one_person_plays_to_its_end(
        services: Services) -> None:
    row = await _game(services, [ALICE], computers=2)
    state = await services.turns.view(row.id)
    while state.row.is_active:
        moved = await services.turns.play_computer(row.id)
        if moved is not None:
            state = moved
            continue
        state = await services.turns.view(row.id)
        if state.waiting:
            packet = services.turns.open_decision(state, 0).decision.options
            state = await services.turns.choose(row.id, ALICE, state.turn, packet[0])
            continue
        move = KIND.computer_move(state.game, 1, state.turn)
        state = await services.turns.play(row.id, ALICE, state.turn, move)
    assert state.row.status == "finished" and state.game.is_over
    assert state.row.scores == [p.total for p in state.game.result().players]


async def test_the_turn_waits_for_confirm_and_back_takes_a_step_back(
        services: Services) -> None:
    row = await _game(services, [ALICE, BOB])
    state = await services.turns.view(row.id)
    first = state.row.to_move
    user = row.user_at(first)
    option = state.game.decision.options[0]
    held = await services.turns.choose(row.id, user, state.turn, option)
    assert held.ready is not None  # the starting hire ends the seat's step: confirm it
    assert (await services.turns.view(row.id)).row.record == state.row.record
    back = await services.turns.back(row.id, user, state.turn)
    assert back.row.pending == [] and back.game.decision.player == first
    await services.turns.choose(row.id, user, state.turn, option)
    done = await services.turns.confirm(row.id, user, state.turn)
    assert done.game.decision.player != first


async def test_the_export_of_a_game_in_progress_hides_the_other_draft_picks(
        services: Services) -> None:
    row = await _game(services, [ALICE, BOB])
    await _to_the_draft(services, row)
    turn = (await services.turns.view(row.id)).turn
    mine = (await _packet(services, row.id, 0))[0]
    theirs = (await _packet(services, row.id, 1))[0]
    await services.turns.choose(row.id, ALICE, turn, mine)
    await services.turns.choose(row.id, BOB, turn, theirs)
    record = (await services.games.get(row.id)).record
    view = KIND.public_export(record, 0)
    drafts = [d for d in view["decisions"] if "draft" in d]
    assert drafts == [{"s": 0, "draft": mine}, {"s": 1, "draft": "?"}]
    text = json.dumps(view)
    packet = set(view["table"]["packet"])  # the packet she holds now is hers to see
    assert packet == set(await _packet(services, row.id, 0))
    unseen = set(BUILDINGS) - {mine} - packet  # nothing is built yet: the rest is hidden
    assert [card for card in unseen if f'"{card}"' in text] == []
    assert view["table"]["hand"] == [mine]


async def test_a_solo_game_seats_as_many_computer_opponents_as_asked(
        services: Services) -> None:
    row = await services.games.start_solo(game_kind=GAME_KIND, place=Place(GUILD, CHANNEL),
                                          human_id=ALICE, computer_id=BOT, level=2,
                                          options={}, opponents=4)
    assert sorted(seat.user_id for seat in row.seats) == [ALICE, BOT, BOT, BOT, BOT]
    assert [seat.computer_level for seat in row.seats].count(2) == 4
