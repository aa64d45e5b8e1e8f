"""The CPU one look of the tournaments' loop costs when there is nothing to do.

    python bench/tournament_look.py [--tournaments 0 100 1000] [--looks 50]

Every process of the bot looks every 2 seconds for tables to seat, rounds to
announce and podiums owed (``cogs/tournament/rounds.py``), so what a look costs
with nothing waiting is paid all the time. The database is filled with running
tournaments, each in its first round with its one game created and its round
announced: nothing to do. CPU time (``time.process_time``) is measured rather than
wall time, which other work on the machine would make noisy.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
import tempfile
import time
from pathlib import Path
from types import SimpleNamespace

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cogs.tournament.rounds import Rounds
from service import ManualClock, Services
from store import Database, GameRepository, NewGame, SeatRow


async def fill(services: Services, count: int) -> None:
    """``count`` running tournaments of two players, each round 1 seated and announced."""
    repo = services.tournaments.repo
    games = GameRepository(services.games.db)
    seated = []
    async with services.games.db.transaction() as conn:
        for number in range(count):
            guild = 1000 + number % 10
            tournament_id = await repo.insert(
                conn, guild_id=guild, channel_id=5000 + number, host_id=7, game_kind="amytis",
                options={}, format="swiss", rounds=3, round_seconds=86400.0, seats=2,
                best_of=1, rated=False, cap=None, minimum=2, starts_at=None,
                manager_role_id=None, now=1.0)
            row = await repo.get_in(conn, tournament_id)
            assert row is not None
            await repo.update(conn, row, status="running", current_round=1, started_at=2.0)
            await repo.insert_round(conn, tournament_id, 1, now=2.0, deadline=86402.0,
                                    byes=(), slots=None)
            table_id = await repo.insert_table(conn, tournament_id, 1, 0, (7, 8))
            game_id = await games.insert(conn, NewGame(
                game_kind="amytis", guild_id=guild, channel_id=9000 + number, seed=1,
                computer_seed=2, record="{}", seats=[SeatRow(0, 7), SeatRow(1, 8)], turn=0,
                to_move=0, scores=[0, 0], now=2.0))
            await repo.set_game(conn, table_id, game_id)
            seated.append(tournament_id)
    for tournament_id in seated:
        await repo.mark_announced(tournament_id, 1)


async def cpu_per_look(count: int, looks: int) -> float:
    """Milliseconds of CPU per look over ``looks`` looks, after a first one."""
    with tempfile.TemporaryDirectory() as folder:
        db = await Database.open(str(Path(folder) / "bench.db"))
        try:
            services = Services.create(db, clock=ManualClock(10.0), rng=random.Random(1))
            await fill(services, count)
            # a look with nothing to do touches neither Discord nor the bot
            rounds = Rounds(SimpleNamespace(), services)  # type: ignore[arg-type]
            await rounds.catch_up()
            start = time.process_time()
            for _ in range(looks):
                await rounds.catch_up()
            return (time.process_time() - start) * 1000 / looks
        finally:
            await db.close()


async def main() -> None:
    """Print the CPU per look for each number of stored tournaments."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tournaments", type=int, nargs="+", default=[0, 100, 1000])
    parser.add_argument("--looks", type=int, default=50)
    args = parser.parse_args()
    for count in args.tournaments:
        print(f"{count:>5} tournaments: {await cpu_per_look(count, args.looks):.2f} ms CPU"
              " a look")


if __name__ == "__main__":
    asyncio.run(main())
