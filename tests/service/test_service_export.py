"""What a player may take away of a stored game: the view while it is played, the
whole record once it is over."""

from __future__ import annotations

import json
import random

import pytest
from conftest import StartGame
from service_helpers import ALICE, BOB, CAROL, GUILD, play_random_turn, play_to_the_end

from service import Services
from service.amytis import GAME_KIND as AMYTIS
from service.errors import (
    ExportInProgress,
    GameInProgressPrivate,
    GameNotFound,
    GameOfAnotherKind,
    GameOfAnotherServer,
    RecordCorrupt,
)


async def test_a_player_exports_a_game_in_progress_as_the_view_without_hidden_parts(
        services: Services, start_game: StartGame) -> None:
    game = await start_game()
    rng = random.Random(3)
    for _ in range(6):
        await play_random_turn(services, game.id, rng)
    row = await services.games.get(game.id)
    record = json.loads(row.record)
    export = await services.games.export(game.id, ALICE)
    view = export.data
    assert not export.complete and view["format"] == "amytis-view/1"
    assert view["moves"] == record["moves"]
    for full, seen in zip(record["stacks"], view["stacks"], strict=True):
        assert seen == full[:len(seen)] and len(seen) < len(full)  # never below the top
    assert "seed" not in json.dumps(view) and str(row.computer_seed) not in json.dumps(view)
    assert view["deck"] == record["deck"][:len(view["deck"])]
    assert not set(record["deck"][len(view["deck"]):]) & {
        *view["display"], *view["hands"][0], *view["hands"][1]}


async def test_someone_who_does_not_play_cannot_export_a_game_in_progress(
        services: Services, start_game: StartGame) -> None:
    game = await start_game()
    with pytest.raises(ExportInProgress):
        await services.games.export(game.id, CAROL)


async def test_a_finished_game_exports_whole_to_anyone(
        services: Services, start_game: StartGame) -> None:
    game = await start_game()
    await play_to_the_end(services, game.id)
    for user in (BOB, CAROL):
        export = await services.games.export(game.id, user)
        assert export.complete
        assert export.data == json.loads((await services.games.get(game.id)).record)
        assert export.data["format"] == "amytis-record/1"


async def test_a_damaged_game_in_progress_is_refused_as_damaged_not_crashed(
        services: Services, start_game: StartGame) -> None:
    game = await start_game()
    async with services.games.db.transaction() as conn:
        await conn.execute("UPDATE games SET record = ? WHERE id = ?",
                           ('{"format": "amytis-record/1", "moves": []}', game.id))
    with pytest.raises(RecordCorrupt):
        await services.games.export(game.id, ALICE)


async def test_a_finished_game_whose_record_is_damaged_is_refused_as_damaged(
        services: Services, start_game: StartGame) -> None:
    game = await start_game()
    await play_to_the_end(services, game.id)
    async with services.games.db.transaction() as conn:
        await conn.execute("UPDATE games SET record = ? WHERE id = ?", ("{not json", game.id))
    with pytest.raises(RecordCorrupt):
        await services.games.export(game.id, ALICE)


async def test_a_game_is_looked_up_by_its_number_within_its_server_and_its_game(
        services: Services, start_game: StartGame) -> None:
    game = await start_game()
    assert (await services.games.numbered(game.id, GUILD, AMYTIS, BOB)).id == game.id
    for number, guild, kind, error in [
        (game.id + 1, GUILD, AMYTIS, GameNotFound),
        (game.id, GUILD + 1, AMYTIS, GameOfAnotherServer),
        (game.id, GUILD, "akropolis", GameOfAnotherKind),
        (game.id, GUILD, AMYTIS, GameInProgressPrivate),  # asked by someone who does not play
    ]:
        with pytest.raises(error) as caught:
            await services.games.numbered(number, guild, kind, CAROL)
        assert caught.value.params["game_id"] == number
    assert caught.value.params == {"game_id": game.id}
    await play_to_the_end(services, game.id)
    assert (await services.games.numbered(game.id, GUILD, AMYTIS, CAROL)).status == "finished"
