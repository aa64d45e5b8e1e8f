"""What an Akropolis player waits for: the real bot, the local Discord emulator.

    python bench/bot_akropolis.py [--games 4]

Plays ``--games`` two-player games with the buttons, one after another (a game at
a time, as one table feels it), and prints, p50/p95/max:

- tile: from tapping a site tile to the placement preview (the spots drawn, the
  menu built) being shown;
- preview: from choosing a spot, or turning the tile, to its redrawn preview;
- confirm: from Confirm to the next table image being posted.

The goal is the preview within 300 ms at p95 (every step within Discord's 3 s).
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

from akropolis_hands import two_players  # noqa: E402
from emulated import emulated_bot, percentile  # noqa: E402  (beside this file)


async def timed(figures: list[float], action) -> None:
    started = time.perf_counter()
    await action
    figures.append(time.perf_counter() - started)


async def one_game(emu, cast, runner, times: dict[str, list[float]]) -> None:
    hands = await two_players(emu, cast, runner)
    thread = hands.thread
    while True:
        row = await runner.bot.services.games.repo.latest_in_channel(thread.id)
        if not row.is_active:
            return
        message = hands.controls()
        player = hands.to_move(message)
        last = emu.messages(thread)[-1]
        await timed(times["tile"], hands.take(player, message))
        await timed(times["preview"], hands.choose_spot(player, message))
        await timed(times["preview"], hands.press(player, message, "akropolis:rot:"))
        await timed(times["confirm"], _confirmed(hands, player, message, last))


async def _confirmed(hands, player, message, last) -> None:
    await hands.press(player, message, "akropolis:confirm:")
    await hands.noted(await hands.emu.wait_for_message(
        hands.thread, lambda m: m.attachments, after=last, timeout=10))


async def play(games: int) -> dict[str, list[float]]:
    times: dict[str, list[float]] = {"tile": [], "preview": [], "confirm": []}
    async with emulated_bot() as (emu, cast, runner):
        for _ in range(games):
            await one_game(emu, cast, runner, times)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4)
    args = parser.parse_args()
    times = asyncio.run(play(args.games))
    for name, values in times.items():
        print(f"{name:8} n={len(values):4}  p50 {statistics.median(values) * 1000:6.0f} ms"
              f"  p95 {percentile(values, 0.95) * 1000:6.0f} ms"
              f"  max {max(values) * 1000:6.0f} ms")


if __name__ == "__main__":
    main()
