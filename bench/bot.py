"""What a player waits for: the real bot, the local Discord emulator, many games at once.

    python bench/bot.py [--games 50]

Starts ``--games`` challenges, then plays all those games at the same time with
button clicks, as the end-to-end tests do, and prints:

- the time from an interaction (click or command) to Discord receiving the bot's
  first answer, p50/p95/p99 and maximum: Discord allows 3 s, and the bot
  acknowledges before any database work, so this stays short under load;
- the time from a turn's first click to the next table image being posted (the
  move committed, the image rendered, the message sent), p50/p95.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "bot"))

from bot_harness import Table, challenge_and_accept, ids_of  # noqa: E402
from emulated import emulated_bot, percentile  # noqa: E402  (beside this file)


async def play_out(table: Table, seed: int, moves: list[float]) -> None:
    """One game, turn after turn, until its final score is posted."""
    message = table.controls()
    turn = 0
    while ids_of(message, "amytis:stack:"):
        started = time.perf_counter()
        message = await table.play_turn(seed + turn)
        moves.append(time.perf_counter() - started)
        turn += 1


async def play(games: int) -> tuple[list[float], list[float]]:
    moves: list[float] = []
    async with emulated_bot() as (emu, cast, runner):
        tables = [await challenge_and_accept(emu, cast, sides="random", runner=runner)
                  for _ in range(games)]
        await asyncio.gather(*(play_out(table, 7 * number, moves)
                               for number, table in enumerate(tables)))
        statuses = [await emu.slash(cast.alice, table.channel, "amytis",
                                    subcommand="status") for table in tables]
        await asyncio.gather(*(status.settled(timeout=30) for status in statuses))
        answers = [i.response_delay for i in emu.interactions
                   if i.response_delay is not None]
        unanswered = sum(1 for i in emu.interactions if i.response_delay is None)
        if unanswered or emu.failures:
            raise SystemExit(f"{unanswered} interactions unanswered, "
                             f"{len(emu.failures)} failed requests")
    return answers, moves


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50, help="games played at the same time")
    args = parser.parse_args()
    answers, moves = asyncio.run(play(args.games))
    ms = [value * 1e3 for value in answers]
    print(f"{args.games} concurrent games, {len(ms)} interactions: first answer"
          f" p50 {percentile(ms, 0.5):.1f} ms, p95 {percentile(ms, 0.95):.1f} ms,"
          f" p99 {percentile(ms, 0.99):.1f} ms, max {max(ms):.1f} ms")
    print(f"{len(moves)} whole turns (3-5 clicks each, until the next table is posted):"
          f" p50 {statistics.median(moves) * 1e3:.0f} ms,"
          f" p95 {percentile(moves, 0.95) * 1e3:.0f} ms")


if __name__ == "__main__":
    main()
