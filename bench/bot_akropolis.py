"""What an Akropolis player waits for: the real bot, the local Discord emulator.

    python bench/bot_akropolis.py [--games 4] [--at-once N] [--workers N]

Plays ``--games`` two-player games with the buttons, one after another (a game at
a time, as one table feels it), and prints, p50/p95/max:

- tile: from tapping a site tile to the placement preview (the spots drawn, the
  menu built) being shown;
- preview: from choosing a spot, or turning the tile, to its redrawn preview;
- confirm: from Confirm to the next table image being posted.

The goal is the preview within 300 ms at p95 (every step within Discord's 3 s).

With ``--at-once N``, N games are played at the same time instead, each by its own
two players clicking as fast as the bot answers (the load of a busy server, on
whatever cores this machine has), and it prints the share of clicks and commands
answered within Discord's 3 s (the emulator refuses a later first answer, as
Discord does, and a player then clicks again) and the time to that first answer,
p50/p95/p99/max. ``--workers`` sets ``WORKERS`` (0: a thread of the bot's process).
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

from akropolis_hands import AkropolisTable, first_table, two_players  # noqa: E402
from bot_harness import answered, ids_of, public_post  # noqa: E402
from emulated import emulated_bot, percentile  # noqa: E402  (beside this file)

from service.workers import default_size  # noqa: E402

ANSWER_WINDOW = 3.0
"""Seconds Discord waits for an interaction's first answer."""


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
        if ids_of(message, "akropolis:rot:"):  # a spot where the tile turns only one way has none
            await timed(times["preview"], hands.press(player, message, "akropolis:rot:"))
        await timed(times["confirm"], _confirmed(hands, player, message, last))


async def _confirmed(hands, player, message, last) -> None:
    await hands.press(player, message, "akropolis:confirm:")
    await hands.noted(await hands.emu.wait_for_message(
        hands.thread, lambda m: m.attachments, after=last, timeout=10))


async def play(games: int, workers: int) -> dict[str, list[float]]:
    times: dict[str, list[float]] = {"tile": [], "preview": [], "confirm": []}
    async with emulated_bot(workers) as (emu, cast, runner):
        for _ in range(games):
            await one_game(emu, cast, runner, times)
    return times


# -- many games at once -------------------------------------------------------------


async def seated(emu, cast, runner, number: int) -> AkropolisTable:
    """Game ``number``: two new members at a table of two, its first table posted."""
    host = await emu.create_user(f"host{number}", guild=cast.guild)
    guest = await emu.create_user(f"guest{number}", guild=cast.guild)
    table = await public_post(await emu.slash(host, cast.channel, "akropolis",
                                              subcommand="open", options={"seats": 2}))
    await answered(await emu.click(guest, table, ids_of(table, "lobby:join:")[0]))
    await answered(await emu.click(host, table, ids_of(table, "lobby:start:")[0]))
    return await first_table(emu, runner, [host, guest])


async def click(emu, user, message, custom_id: str, values: list[str] | None = None) -> bool:
    """Press (or choose in a menu) as a player does; False when the bot did not answer
    in time (the player then looks at the table again and clicks again)."""
    if values is None:
        pressed = await emu.click(user, message, custom_id)
    else:
        pressed = await emu.select(user, message, custom_id, values)
    try:
        await pressed.response(timeout=2 * ANSWER_WINDOW)
        await pressed.settled(timeout=60)
    except TimeoutError:
        return False
    return True


async def race_through(hands: AkropolisTable) -> None:
    """Play one game to its end as fast as the bot answers: tile, spot, a turn of the
    tile, Confirm, from whatever the table shows (after a click left unanswered too)."""
    emu, thread, games = hands.emu, hands.thread, hands.runner.bot.services.games
    while (await games.repo.latest_in_channel(thread.id)).is_active:
        message = hands.controls()
        player = hands.to_move(message)
        if ids_of(message, "akropolis:confirm:"):
            last = emu.messages(thread)[-1]
            if await click(emu, player, message, ids_of(message, "akropolis:confirm:")[0]):
                await hands.noted(await emu.wait_for_message(
                    thread, lambda m: m.attachments, after=last, timeout=60))
        elif ids_of(message, "akropolis:spot:"):
            menu = ids_of(message, "akropolis:spot:")[0]
            chosen = await click(emu, player, message, menu,
                                 [message.component(menu)["options"][0]["value"]])
            if chosen and ids_of(message, "akropolis:rot:"):
                await click(emu, player, message, ids_of(message, "akropolis:rot:")[0])
        else:
            await click(emu, player, message, ids_of(message, "akropolis:take:")[0])


async def play_at_once(games: int, workers: int) -> list[float | None]:
    """Each click's and command's time to its first answer (None: not answered in time)."""
    async with emulated_bot(workers) as (emu, cast, runner):
        tables = [await seated(emu, cast, runner, number) for number in range(games)]
        already = len(emu.interactions)
        await asyncio.gather(*(race_through(hands) for hands in tables))
        statuses = [await emu.slash(next(iter(hands.players.values())), hands.thread,
                                    "akropolis", subcommand="status") for hands in tables]
        await asyncio.gather(*(status.settled(timeout=60) for status in statuses))
        return [i.response_delay for i in emu.interactions[already:]]


def report_at_once(games: int, workers: int, delays: list[float | None]) -> None:
    answered_in_time = [d for d in delays if d is not None and d <= ANSWER_WINDOW]
    ms = sorted(d * 1e3 for d in answered_in_time)
    print(f"{games} games at once, {workers} workers: {len(answered_in_time)} of {len(delays)}"
          f" clicks and commands answered within {ANSWER_WINDOW:.0f} s"
          f" ({100 * len(answered_in_time) / len(delays):.2f}%); first answer"
          f" p50 {percentile(ms, 0.5):.0f} ms, p95 {percentile(ms, 0.95):.0f} ms,"
          f" p99 {percentile(ms, 0.99):.0f} ms, max {ms[-1]:.0f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--at-once", type=int, default=0,
                        help="play this many games at the same time and report the share "
                             "of clicks answered within 3 s")
    parser.add_argument("--workers", type=int, default=None,
                        help="worker processes, as WORKERS (0: a thread); default: none for "
                             "the games one after another, as WORKERS for --at-once")
    args = parser.parse_args()
    if args.at_once:
        workers = default_size() if args.workers is None else args.workers
        report_at_once(args.at_once, workers, asyncio.run(play_at_once(args.at_once, workers)))
        return
    times = asyncio.run(play(args.games, args.workers or 0))
    for name, values in times.items():
        print(f"{name:8} n={len(values):4}  p50 {statistics.median(values) * 1000:6.0f} ms"
              f"  p95 {percentile(values, 0.95) * 1000:6.0f} ms"
              f"  max {max(values) * 1000:6.0f} ms")


if __name__ == "__main__":
    main()
