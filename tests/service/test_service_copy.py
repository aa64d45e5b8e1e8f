"""`copy-to`: an SQLite database moved into PostgreSQL loses nothing; every game replays
and goes on identically there."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from dataclasses import replace
from pathlib import Path

import pytest
from service_helpers import ALICE, BOB, BOT, CAROL, GUILD, play_random_turn, play_to_the_end

from service import ManualClock, Place, Services
from service.amytis import GAME_KIND as AMYTIS
from store import Database
from store.copy import TABLES, copy_database
from store.database import DatabaseUnavailable
from store.meta import MetaRepository
from store.replays import ReplayRepository, ReplayRow
from store.reviews import ReviewRepository, ReviewRow

# Only the PostgreSQL case of the `database_url` fixture: the target of the copy.
pytestmark = pytest.mark.parametrize("database_url", ["postgres"], indirect=True)


async def _a_year_of_play(services: Services) -> tuple[int, int]:
    """A finished game (stats, ratings, a review, a replay), a game half way, an open table,
    today's daily game begun; answer the finished and the active game's ids."""
    ids = []
    for channel in (10, 11):
        invitation = await services.lobby.invite(
            game_kind=AMYTIS, place=Place(GUILD, channel), host_id=ALICE, invited=[BOB],
            options={"sides": "random"})
        ids.append((await services.lobby.accept(invitation.id, BOB)).game_id)
    await play_to_the_end(services, ids[0], seed=1)
    await ReviewRepository(services.games.db).save(ReviewRow(ids[0], 0, "1", [], 5.0))
    await ReplayRepository(services.games.db).save(
        ReplayRow(ids[0], "ru", "1", "webp", b"RIFF\x00\xffWEBP", 60.0, 6.0))
    rng = random.Random(2)
    for _ in range(9):
        await play_random_turn(services, ids[1], rng)
    await services.lobby.open(game_kind=AMYTIS, place=Place(GUILD, 12), host_id=CAROL, seats=2)
    await services.daily.play("akropolis", Place(GUILD, 14), CAROL, BOT)
    await MetaRepository(services.games.db).set("command_tree", "abc")
    await _a_tournament_under_way(services)
    return ids[0], ids[1]


async def _a_tournament_under_way(services: Services) -> None:
    """A Swiss of three in its first round: two at a table, one on a bye."""
    event = await services.tournaments.create(
        place=Place(GUILD, 15), host_id=ALICE, game_kind=AMYTIS, format="swiss", rounds=2,
        round_seconds=3600.0)
    for player in (ALICE, BOB, CAROL):
        await services.tournaments.join(event.id, player)
    await services.tournaments.start(event.id, ALICE)

    async def thread(table) -> Place:
        return Place(GUILD, 1500 + table.id, 15)

    await services.tournaments.start_tables(event.id, thread)


@pytest.fixture
async def copied(tmp_path: Path, database_url: str,
                 clock: ManualClock) -> AsyncIterator[tuple[Services, Services, int, int]]:
    source = await Database.open(str(tmp_path / "old.db"))
    target = await Database.open(database_url)
    try:
        before = Services.create(source, clock=clock, rng=random.Random(7))
        finished, active = await _a_year_of_play(before)
        await copy_database(source, target)
        yield before, Services.create(target, clock=clock, rng=random.Random(7)), finished, active
    finally:
        await source.close()
        await target.close()


async def test_every_row_of_every_table_arrives(copied) -> None:
    before, after, _, _ = copied
    for table in TABLES:
        order = "game_id, seat" if table == "game_seats" else "1, 2, 3" if table != "bot_meta" \
            else "key"
        rows = [[tuple(row) for row in await side.games.db.fetch_all(
                    f"SELECT * FROM {table} ORDER BY {order}")] for side in (before, after)]
        assert rows[0] == rows[1] and (rows[0] or table == "absence_votes"), table


async def test_every_game_replays_identically(copied) -> None:
    before, after, finished, active = copied
    for game_id in (finished, active):
        old, new = await before.turns.view(game_id), await after.turns.view(game_id)
        # SQLite's JSON functions print a rating to 15 digits, PostgreSQL's exactly.
        assert replace(new.row, seats=()) == replace(old.row, seats=())
        assert [replace(seat, rating_after=pytest.approx(seat.rating_after))
                for seat in new.row.seats] == list(old.row.seats)
        assert new.game.public_view(0) == old.game.public_view(0)
        assert [p.total for p in new.game.result().players] == old.row.scores


async def test_a_game_half_way_goes_on_there_exactly_as_it_would_have(copied) -> None:
    before, after, _, active = copied
    ends = [await play_to_the_end(side, active, seed=3) for side in (before, after)]
    assert ends[1].row.record == ends[0].row.record
    assert ends[1].row.scores == ends[0].row.scores


async def test_new_games_and_tables_get_ids_after_the_copied_ones(copied) -> None:
    _, after, _, _ = copied
    last = (await after.games.db.fetch_all("SELECT MAX(id) FROM games"))[0][0]
    invitation = await after.lobby.invite(game_kind=AMYTIS, place=Place(GUILD, 13),
                                          host_id=BOB, invited=[ALICE], options={})
    game_id = (await after.lobby.accept(invitation.id, ALICE)).game_id
    assert invitation.id == 4 and game_id == last + 1


async def test_a_database_that_already_holds_games_is_refused(copied, database_url: str,
                                                              tmp_path: Path) -> None:
    source = await Database.open(str(tmp_path / "another.db"))
    target = await Database.open(database_url)
    try:
        with pytest.raises(DatabaseUnavailable, match="not empty"):
            await copy_database(source, target)
    finally:
        await source.close()
        await target.close()
