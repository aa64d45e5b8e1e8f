"""Migration 0004 on a database as the release before it left it: games, seats,
challenges and ratings move to the lobby and the many-seat tables without loss."""

from __future__ import annotations

import json
import random
import shutil
import sqlite3
from pathlib import Path

import pytest

from engine.amytis import Game
from service import ManualClock, Services
from service.amytis import KIND as AMYTIS_KIND
from service.amytis import dump
from store import Database
from store.migrations import MIGRATIONS_DIR

ALICE, BOB, CAROL, BOT = 101, 202, 303, 999
GUILD, NOW = 1, 1_800_000_000.0


def _played(seed: int, turns: int | None) -> Game:
    """An Amytis game from `seed` with random legal moves: `turns` of them, or to the end."""
    game, rng = Game.new(seed, {}), random.Random(seed)
    while not game.is_over and (turns is None or game.turn < turns):
        game.play(rng.choice(game.legal_moves()))
    return game


def _write_release_3(path: Path, migrations: Path) -> None:
    """A database built by migrations 0001-0003 and filled as release 3 wrote it."""
    migrations.mkdir()
    for name in sorted(MIGRATIONS_DIR.glob("000[123]_*.sql")):
        shutil.copy(name, migrations / name.name)
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE schema_version (version INTEGER PRIMARY KEY, name TEXT NOT"
                     " NULL, applied_at REAL NOT NULL)")
        for version, sql in enumerate(sorted(migrations.glob("*.sql")), start=1):
            conn.executescript(sql.read_text())
            conn.execute("INSERT INTO schema_version VALUES (?, ?, 0)", (version, sql.stem))
        games = [(1, 10, _played(1, None), "finished", "completed", [(ALICE, None), (BOB, None)]),
                 (2, 11, _played(2, 9), "active", None, [(BOB, None), (ALICE, None)]),
                 (3, 12, _played(3, 4), "active", None, [(CAROL, None), (BOT, 2)])]
        for game_id, channel, game, status, reason, seats in games:
            summary = AMYTIS_KIND.summarize_game(game)
            conn.execute(
                "INSERT INTO games (id, game_kind, guild_id, channel_id, status, end_reason,"
                " seed, options, record, turn, to_move, scores, winners, version, created_at,"
                " updated_at, last_move_at, finished_at, computer_seed)"
                " VALUES (?, 'amytis', ?, ?, ?, ?, ?, '{\"sides\":\"A\",\"seats\":\"random\"}',"
                " ?, ?, ?, ?, ?, 7, ?, ?, ?, ?, ?)",
                (game_id, GUILD, channel, status, reason, game_id, dump(game), summary.turn,
                 summary.to_move, json.dumps(summary.scores),
                 json.dumps(summary.winners) if status == "finished" else None,
                 NOW, NOW, NOW, NOW if status == "finished" else None, 1000 + game_id))
            conn.executemany(
                "INSERT INTO game_seats (game_id, seat, user_id, computer_level, rating_before,"
                " rating_after) VALUES (?, ?, ?, ?, ?, ?)",
                [(game_id, seat, user, level, 1.5 if status == "finished" else None,
                  2.5 if status == "finished" else None)
                 for seat, (user, level) in enumerate(seats)])
        conn.executemany(
            "INSERT INTO challenges (id, game_kind, guild_id, channel_id, challenger_id,"
            " opponent_id, options, status, message_id, game_id, created_at, expires_at)"
            " VALUES (?, 'amytis', ?, ?, ?, ?, '{\"sides\":\"B\",\"seats\":\"random\"}',"
            " ?, ?, ?, ?, ?)",
            [(1, GUILD, 10, ALICE, BOB, "accepted", 501, 1, NOW, NOW + 900),
             (2, GUILD, 13, ALICE, CAROL, "pending", 502, None, NOW, NOW + 900),
             (3, GUILD, 14, BOB, CAROL, "declined", 503, None, NOW, NOW + 900)])
        conn.execute(
            "INSERT INTO player_stats VALUES (?, ?, 'amytis', 'human', 4, 3, 1, 0, 27.5, 6.1, ?)",
            (GUILD, ALICE, NOW))


@pytest.fixture
async def migrated(tmp_path: Path):
    path = tmp_path / "release3.db"
    _write_release_3(path, tmp_path / "migrations-1-3")
    with sqlite3.connect(path) as conn:
        conn.row_factory = sqlite3.Row
        before = {table: [dict(row) for row in conn.execute(f"SELECT * FROM {table}")]
                  for table in ("games", "game_seats", "player_stats", "challenges")}
    db = await Database.open(str(path))
    yield db, before
    await db.close()


async def test_games_and_ratings_come_through_unchanged(migrated) -> None:
    db, before = migrated
    games = [dict(row) for row in await db.fetch_all("SELECT * FROM games ORDER BY id")]
    assert [{k: v for k, v in g.items() if k != "held"} for g in games] == before["games"]
    assert {g["held"] for g in games} == {"{}"}  # no answers held by a later migration
    seats = [dict(row) for row in await db.fetch_all(
        "SELECT * FROM game_seats ORDER BY game_id, seat")]
    assert [{k: v for k, v in s.items() if k != "computer_from_turn"} for s in seats] == \
        before["game_seats"]
    assert {s["computer_from_turn"] for s in seats} == {None}
    stats = [dict(row) for row in await db.fetch_all("SELECT * FROM player_stats")]
    assert stats == before["player_stats"]


async def test_every_game_replays_to_its_stored_summary(migrated) -> None:
    db, _ = migrated
    services = Services.create(db, clock=ManualClock(NOW))
    for game_id in (1, 2, 3):
        row = await services.games.get(game_id)
        replayed = AMYTIS_KIND.summarize_game(AMYTIS_KIND.load(row.record))
        assert (replayed.turn, replayed.to_move, list(replayed.scores)) == \
            (row.turn, row.to_move, row.scores)
    assert (await services.games.get(3)).seats[1].is_computer


async def test_challenges_become_two_seat_invitations_with_the_same_ids(migrated) -> None:
    db, _ = migrated
    services = Services.create(db, clock=ManualClock(NOW))
    lobbies = {i: await services.lobby.get(i) for i in (1, 2, 3)}
    assert {i: lobby.status for i, lobby in lobbies.items()} == \
        {1: "started", 2: "pending", 3: "declined"}
    assert lobbies[1].game_id == 1 and lobbies[2].message_id == 502
    assert [(m.user_id, m.answer) for m in lobbies[2].members] == \
        [(ALICE, "host"), (CAROL, "invited")]
    assert [(m.user_id, m.answer) for m in lobbies[3].members] == \
        [(BOB, "host"), (CAROL, "declined")]
    assert all(lobby.mode == "invitation" and lobby.seats == 2 for lobby in lobbies.values())
    assert lobbies[2].options == {"sides": "B", "seats": "random"}
    assert not await db.fetch_all(
        "SELECT name FROM sqlite_master WHERE name = 'challenges'")


async def test_a_challenge_pending_before_the_migration_can_still_be_accepted(migrated) -> None:
    db, _ = migrated
    services = Services.create(db, clock=ManualClock(NOW + 60))
    accepted = await services.lobby.accept(2, CAROL)
    game = await services.games.get(accepted.game_id)
    assert {s.user_id for s in game.seats} == {ALICE, CAROL}
    assert json.loads(game.record)["sides"]["garden"] == "B"
    assert game.id == 4 and game.channel_id == 13


async def test_the_computer_may_now_hold_several_seats_but_a_person_one(migrated) -> None:
    db, _ = migrated
    services = Services.create(db, clock=ManualClock(NOW))
    with pytest.raises(sqlite3.IntegrityError):
        async with db.transaction() as conn:
            await conn.execute("INSERT INTO game_seats (game_id, seat, user_id)"
                               " VALUES (2, 2, ?)", (ALICE,))
    async with db.transaction() as conn:
        await conn.executemany(
            "INSERT INTO game_seats (game_id, seat, user_id, computer_level) VALUES (3, ?, ?, 1)",
            [(2, BOT), (3, BOT)])
    assert [s.user_id for s in (await services.games.get(3)).seats] == [CAROL, BOT, BOT, BOT]
