"""What a player waits for: the real bot, the local Discord emulator, whole games.

    python bench/bot.py [--games 5]

Plays whole games with button clicks, as the end-to-end tests do, and prints the
p50/p95 time from a click to Discord receiving the bot's answer (a selection edits
the message in place), and from Confirm to the next table image being posted (the
move is committed, the image rendered, the message sent). Discord allows 3 s for
the first answer.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "bot"))

from bot_harness import BotRunner, challenge_and_accept, ids_of  # noqa: E402

from service import ManualClock  # noqa: E402
from tests.discord_emulator import DiscordEmulator  # noqa: E402


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


async def play(games: int) -> tuple[list[float], list[float]]:
    answers: list[float] = []
    moves: list[float] = []
    async with DiscordEmulator() as emu:
        cast = await emu.populate()
        with tempfile.TemporaryDirectory() as folder:
            runner = BotRunner(emu, str(Path(folder) / "bench.db"), ManualClock())
            await runner.start()
            for _ in range(games):
                table = await challenge_and_accept(emu, cast, sides="random", runner=runner)
                message = table.controls()
                while ids_of(message, "amytis:stack:"):
                    started = time.perf_counter()
                    message = await table.play_turn(len(moves))
                    moves.append(time.perf_counter() - started)
                await emu.slash(cast.alice, table.channel, "amytis", subcommand="status")
            answers = [i.response_delay for i in emu.interactions
                       if i.response_delay is not None]
            await runner.stop()
    return answers, moves


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5)
    args = parser.parse_args()
    answers, moves = asyncio.run(play(args.games))
    print(f"{len(answers)} interactions: first answer p50 {percentile(answers, 0.5) * 1e3:.1f} ms,"
          f" p95 {percentile(answers, 0.95) * 1e3:.1f} ms, max {max(answers) * 1e3:.1f} ms")
    print(f"{len(moves)} whole turns (3-5 clicks each, until the next table is posted):"
          f" p50 {statistics.median(moves) * 1e3:.0f} ms,"
          f" p95 {percentile(moves, 0.95) * 1e3:.0f} ms")


if __name__ == "__main__":
    main()
