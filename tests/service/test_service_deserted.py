"""A game whose one person left while only computers (or the rules' own opponent)
play with them: it ends at once, as their loss, never rated."""

from __future__ import annotations

import pytest
from service_helpers import ALICE, BOB, BOT, CHANNEL, GUILD

from service import Place, Services
from service.errors import ClaimNotAllowed, GameOver

HERE = Place(GUILD, CHANNEL)
GAME = "akropolis"


async def _table(services: Services, *computer_levels: int, with_bob: bool = False) -> int:
    table = await services.lobby.open(game_kind=GAME, place=HERE, host_id=ALICE,
                                      seats=1 + len(computer_levels) + with_bob, options={})
    if with_bob:
        await services.lobby.join(table.id, BOB)
    for level in computer_levels:
        await services.lobby.add_computer(table.id, ALICE, BOT, level)
    return (await services.lobby.start(table.id, ALICE)).game_id


async def test_a_person_alone_with_two_computers_who_leaves_loses_at_once(
        services: Services) -> None:
    game_id = await _table(services, 1, 2)
    ended = await services.games.end_deserted(game_id, ALICE)
    assert (ended.status, ended.end_reason, ended.ended_by) == ("finished", "forfeit", ALICE)
    assert ended.winners == [s.seat for s in ended.seats if s.is_computer]
    line = await services.stats.player_record(GUILD, ALICE, GAME)
    assert line.rated is None and line.vs_computer.losses == 1
    assert await services.stats.leaderboard(GUILD, GAME) == []


async def test_a_solo_game_against_the_architect_ends_when_its_player_leaves(
        services: Services) -> None:
    game = await services.games.start_solo(game_kind=GAME, place=HERE, human_id=ALICE,
                                           computer_id=BOT, level=1, options={})
    ended = await services.games.end_deserted(game.id, ALICE)
    assert (ended.status, ended.end_reason, ended.winners) == ("finished", "forfeit", [])
    line = await services.stats.player_record(GUILD, ALICE, GAME)
    assert line.vs_computer.losses == 1 and line.rated is None
    with pytest.raises(GameOver):
        await services.games.end_deserted(game.id, ALICE)


async def test_a_game_with_another_person_is_not_ended_by_one_leaving(services: Services) -> None:
    game_id = await _table(services, 1, with_bob=True)
    with pytest.raises(ClaimNotAllowed):
        await services.games.end_deserted(game_id, ALICE)
    assert (await services.games.get(game_id)).is_active


async def test_only_the_one_person_among_computers_is_alone(services: Services) -> None:
    alone = await services.games.get(await _table(services, 1))
    assert services.games.only_person(alone, ALICE)
    assert not services.games.only_person(alone, BOT) and not services.games.only_person(alone, BOB)
