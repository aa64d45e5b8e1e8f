"""What a player waits for: the real bot, the local Discord emulator, many games at once.

    python bench/bot.py [--games 50] [--thinking 4] [--workers N]

Starts ``--games`` challenges, then plays all those games at the same time with
button clicks, as the end-to-end tests do, and prints:

- the time from an interaction (click or command) to Discord receiving the bot's
  first answer, p50/p95/p99 and maximum: Discord allows 3 s, and the bot
  acknowledges before any database work, so this stays short under load;
- the time from a turn's first click to the next table image being posted (the
  move committed, the image rendered, the message sent), p50/p95;
- the peak memory of the process (the bot and the emulator together) and of the
  largest worker process, for sizing a host.

With ``--thinking 4``, four ``hard`` solo games keep the computer thinking (their
player answers each of its moves at once) while the ``--games`` are played, and
the first-answer figures of the people's clicks are printed beside the same
games' figures with nothing thinking. ``--workers`` sets ``WORKERS`` (0: threads).
"""

from __future__ import annotations

import argparse
import asyncio
import resource
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "bot"))

from bot_harness import Table, answered, challenge_and_accept, ids_of  # noqa: E402
from emulated import emulated_bot, percentile  # noqa: E402  (beside this file)

from service.workers import default_size  # noqa: E402


async def play_out(table: Table, seed: int, moves: list[float]) -> None:
    """One game, turn after turn, until its final score is posted."""
    message = table.controls()
    turn = 0
    while ids_of(message, "amytis:stack:"):
        started = time.perf_counter()
        message = await table.play_turn(seed + turn)
        moves.append(time.perf_counter() - started)
        turn += 1


async def solo(emu, runner, user, channel) -> Table:
    """A hard solo game of ``user``, its first table posted."""
    count = len(emu.threads)
    await answered(await emu.slash(user, channel, "amytis", subcommand="solo",
                                   options={"level": "hard"}))
    thread = await emu.wait_for(lambda: emu.threads[-1] if len(emu.threads) > count else None)
    await emu.wait_for_message(thread, lambda m: ids_of(m, "amytis:stack:"), timeout=30)
    return Table(emu, thread, {user.id: user}, runner)


async def keep_thinking(table: Table, stop: asyncio.Event) -> None:
    """A solo game whose player answers at once: the computer is always thinking."""
    emu, thread = table.emu, table.channel
    message = await table.noted(table.controls())
    turn = 0
    while not stop.is_set() and ids_of(message, "amytis:stack:"):
        last = await table.play_turn(turn)
        turn += 1
        message = await table.noted(await emu.wait_for_message(
            thread, lambda m: ids_of(m, "amytis:stack:") or "🏆" in m.content,
            after=last, timeout=60))


async def play(games: int, thinking: int, workers: int) -> tuple[list[float], list[float]]:
    moves: list[float] = []
    async with emulated_bot(workers) as (emu, cast, runner):
        stop = asyncio.Event()
        # Not Alice or Bob, who play the measured games (a person's game limit).
        solos = [await solo(emu, runner, (cast.bystander, cast.moderator)[number % 2],
                            cast.channel) for number in range(thinking)]
        thinkers = [asyncio.create_task(keep_thinking(table, stop)) for table in solos]
        if thinkers:
            await asyncio.sleep(5)  # every computer thinking before the first click
        tables = [await challenge_and_accept(emu, cast, sides="random", runner=runner)
                  for _ in range(games)]
        await asyncio.gather(*(play_out(table, 7 * number, moves)
                               for number, table in enumerate(tables)))
        statuses = [await emu.slash(cast.alice, table.channel, "amytis",
                                    subcommand="status") for table in tables]
        await asyncio.gather(*(status.settled(timeout=30) for status in statuses))
        stop.set()
        await asyncio.gather(*thinkers)
        people = {cast.alice.id, cast.bob.id}
        mine = [i for i in emu.interactions if i.user_id in people]
        answers = [i.response_delay for i in mine if i.response_delay is not None]
        unanswered = sum(1 for i in emu.interactions if i.response_delay is None)
        if unanswered or emu.failures:
            raise SystemExit(f"{unanswered} interactions unanswered, "
                             f"{len(emu.failures)} failed requests")
    return answers, moves


def report(what: str, answers: list[float]) -> None:
    ms = [value * 1e3 for value in answers]
    print(f"{what}, {len(ms)} interactions: first answer"
          f" p50 {percentile(ms, 0.5):.1f} ms, p95 {percentile(ms, 0.95):.1f} ms,"
          f" p99 {percentile(ms, 0.99):.1f} ms, max {max(ms):.1f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50, help="games played at the same time")
    parser.add_argument("--thinking", type=int, default=0,
                        help="hard solo games kept thinking meanwhile (at most 4)")
    parser.add_argument("--workers", type=int, default=default_size(),
                        help="worker processes, as WORKERS (0: a thread)")
    args = parser.parse_args()
    if args.thinking:
        idle, _ = asyncio.run(play(args.games, 0, args.workers))
        report(f"{args.games} games, nothing thinking", idle)
    answers, moves = asyncio.run(play(args.games, args.thinking, args.workers))
    report(f"{args.games} concurrent games, {args.thinking} hard computers thinking,"
           f" {args.workers} workers", answers)
    print(f"{len(moves)} whole turns (3-5 clicks each, until the next table is posted):"
          f" p50 {statistics.median(moves) * 1e3:.0f} ms,"
          f" p95 {percentile(moves, 0.95) * 1e3:.0f} ms")
    # Linux counts ru_maxrss in KiB; the workers are this process's children, waited
    # for when the bot stops, so RUSAGE_CHILDREN holds the largest of them.
    own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    worker = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    print(f"peak memory: this process (the bot and the emulator together) {own:.0f} MiB,"
          f" the largest worker process {worker:.0f} MiB")


if __name__ == "__main__":
    main()
