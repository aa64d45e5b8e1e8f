"""What players of other games wait for while reviews are computed: the real bot,
the local Discord emulator.

    nice -n 10 python bench/bot_review.py [--games 4] [--presses 80] [--reviews 2]

Alice and Bob play ``--games`` two-person West Kingdom games at the same time,
``--presses`` presses each (every answer chosen at random among the legal ones, so
no search runs in this process), and it prints the time from each of their
interactions to Discord receiving the bot's first answer, p50/p95/p99/max. It does
so twice: with nothing else going on, then with ``--reviews`` reviews of finished
Akropolis solo games running all along (each made again as soon as it is done), in
the bot's review workers (``REVIEW_WORKERS``, 1 by default, niced). The goal is the
p99 with reviews running within 50 ms of the idle one. Then it prints what one
review costs alone: a seat of an Akropolis solo game, and of a two-player Amytis
game. ``--workers`` sets ``WORKERS``.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "bot"))
sys.path.insert(0, str(ROOT / "tests" / "service"))

from bot_westkingdom import challenge, report  # noqa: E402  (beside this file)
from emulated import emulated_bot  # noqa: E402
from service_helpers import play_out  # noqa: E402

from service import Place, Services  # noqa: E402
from service.workers import default_size  # noqa: E402


async def finished_solo(services: Services, guild: int, channel: int, user: int,
                        game_kind: str = "akropolis") -> int:
    """A solo game (Akropolis against the Architect, Amytis against the computer)
    played to the end through the service, before any figure is taken: its moves
    are searched in this process."""
    row = await services.games.start_solo(game_kind=game_kind, place=Place(guild, channel),
                                          human_id=user, computer_id=0, level=1, options={})
    await play_out(services, row.id)
    return row.id


async def review_costs(workers: int) -> None:
    """What one review costs alone in the review worker: a seat of an Akropolis solo
    game, and a seat of a two-player Amytis game."""
    async with emulated_bot(workers) as (_, cast, runner):
        services = runner.bot.services
        for number, game_kind in enumerate(("akropolis", "amytis")):
            game_id = await finished_solo(services, cast.guild.id, 2000 + number,
                                          cast.bystander.id, game_kind)
            started = time.monotonic()
            review = await services.reviews.request(game_id, 0, viewer=cast.bystander.id)
            seconds = time.monotonic() - started
            steps = len(review.judgements)
            print(f"one {game_kind} review alone: {steps} decisions in {seconds:.1f} s "
                  f"({seconds / steps:.2f} s a decision, the worker's start included)")


async def keep_reviewing(services: Services, game_id: int, viewer: int,
                         stop: asyncio.Event) -> None:
    """``viewer`` reviews seat 0 of ``game_id`` again and again until ``stop``: the
    stored review is forgotten each time, so each ask computes it anew."""
    while not stop.is_set():
        await services.reviews.request(game_id, 0, viewer=viewer)
        async with services.games.db.transaction() as conn:
            await conn.execute("DELETE FROM reviews WHERE game_id = ?", (game_id,))


async def play(games: int, presses: int, reviews: int, workers: int) -> list[float]:
    async with emulated_bot(workers) as (emu, cast, runner):
        services = runner.bot.services
        # Not Alice or Bob, who play the measured games (a person's game limit).
        players = [(cast.bystander, cast.moderator)[number % 2].id for number in range(reviews)]
        reviewed = [await finished_solo(services, cast.guild.id, 1000 + number, player)
                    for number, player in enumerate(players)]
        stop = asyncio.Event()
        reviewers = [asyncio.create_task(keep_reviewing(services, game_id, player, stop))
                     for game_id, player in zip(reviewed, players, strict=True)]
        if reviewers:
            await asyncio.sleep(5)  # the review worker started and judging
        tables = [await challenge(emu, cast, runner) for _ in range(games)]
        started = len(emu.interactions)

        async def presses_of(hands, number: int) -> None:
            for press in range(presses):
                if not await hands.act(7 * number + press):
                    return

        await asyncio.gather(*(presses_of(hands, n) for n, hands in enumerate(tables)))
        stop.set()
        if reviewers:
            await services.reviews.close()
            await asyncio.gather(*reviewers, return_exceptions=True)
        people = {cast.alice.id, cast.bob.id}
        mine = [i for i in emu.interactions[started:] if i.user_id in people]
        unanswered = sum(1 for i in emu.interactions if i.response_delay is None)
        if unanswered or emu.failures:
            raise SystemExit(f"{unanswered} interactions unanswered, "
                             f"{len(emu.failures)} failed requests")
        return [i.response_delay for i in mine]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4, help="games played at the same time")
    parser.add_argument("--presses", type=int, default=80, help="presses of each game")
    parser.add_argument("--reviews", type=int, default=2, help="reviews running meanwhile")
    parser.add_argument("--workers", type=int, default=default_size(),
                        help="worker processes, as WORKERS (0: a thread)")
    args = parser.parse_args()
    idle = report(f"{args.games} games, no review",
                  asyncio.run(play(args.games, args.presses, 0, args.workers)))
    busy = report(f"{args.games} games, {args.reviews} reviews running, {args.workers} workers"
                  " and 1 review worker",
                  asyncio.run(play(args.games, args.presses, args.reviews, args.workers)))
    print(f"p99 with reviews running - idle: {busy - idle:+.1f} ms (goal: within 50 ms)")
    asyncio.run(review_costs(args.workers))


if __name__ == "__main__":
    main()
