"""What a West Kingdom player waits for with computer seats thinking elsewhere: the
real bot, the local Discord emulator.

    nice -n 10 python bench/bot_westkingdom.py [--games 4] [--presses 80] [--thinking 2]

Alice and Bob play ``--games`` two-person games at the same time, ``--presses``
presses each game (the public panel, private panels, draft picks, each answer
chosen at random among the legal ones, so no search runs in this process), and it
prints the time from each of their interactions to Discord receiving the bot's
first answer, p50/p95/p99/max. It does so twice: with nothing else going on, then
with ``--thinking`` solo games of a player against four ``hard`` computer seats
(whose player answers at once, so the computer seats are always thinking). The goal
is the p99 with computers thinking within 50 ms of the idle one. ``--workers``
sets ``WORKERS`` (0: threads).
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "bot"))

from bot_harness import answered, ids_of, public_post  # noqa: E402
from emulated import emulated_bot, percentile  # noqa: E402  (beside this file)
from westkingdom_hands import WestKingdomTable  # noqa: E402

from service.workers import default_size  # noqa: E402

HARD = 3
"""The ``level`` option's value for ``hard``."""


async def new_table(emu, runner, players, opened) -> WestKingdomTable:
    """The table of the thread ``opened`` starts, once its first table is posted."""
    count = len(emu.threads)
    await opened
    thread = await emu.wait_for(lambda: emu.threads[-1] if len(emu.threads) > count else None,
                                timeout=30)
    hands = WestKingdomTable(emu, thread, {p.id: p for p in players}, runner, at_random=True)
    await hands.noted(await emu.wait_for_message(thread, lambda m: m.attachments, timeout=60))
    return hands


async def challenge(emu, cast, runner) -> WestKingdomTable:
    async def opened() -> None:
        invitation = await public_post(await emu.slash(
            cast.alice, cast.channel, "westkingdom", subcommand="challenge",
            options={"player1": cast.bob}))
        await answered(await emu.click(cast.bob, invitation,
                                       ids_of(invitation, "lobby:accept:")[0]))
    return await new_table(emu, runner, [cast.alice, cast.bob], opened())


async def solo(emu, cast, runner, user) -> WestKingdomTable:
    async def opened() -> None:
        await public_post(await emu.slash(user, cast.channel, "westkingdom", subcommand="solo",
                                          options={"opponents": 4, "level": HARD}))
    return await new_table(emu, runner, [user], opened())


async def keep_thinking(hands: WestKingdomTable, stop: asyncio.Event) -> None:
    """A solo game whose player answers at once: its computer seats always think."""
    press = 0
    while not stop.is_set() and await hands.act(press, timeout=120):
        press += 1


async def play(games: int, presses: int, thinking: int, workers: int) -> list[float]:
    async with emulated_bot(workers) as (emu, cast, runner):
        stop = asyncio.Event()
        # Not Alice or Bob, who play the measured games (a person's game limit).
        solos = [await solo(emu, cast, runner, (cast.bystander, cast.moderator)[number % 2])
                 for number in range(thinking)]
        thinkers = [asyncio.create_task(keep_thinking(hands, stop)) for hands in solos]
        if thinkers:
            await asyncio.sleep(5)  # every computer thinking before the first click
        tables = [await challenge(emu, cast, runner) for _ in range(games)]
        started = len(emu.interactions)

        async def presses_of(hands: WestKingdomTable, number: int) -> None:
            for press in range(presses):
                if not await hands.act(7 * number + press):
                    return

        await asyncio.gather(*(presses_of(hands, n) for n, hands in enumerate(tables)))
        stop.set()
        await asyncio.gather(*thinkers)
        people = {cast.alice.id, cast.bob.id}
        mine = [i for i in emu.interactions[started:] if i.user_id in people]
        unanswered = sum(1 for i in emu.interactions if i.response_delay is None)
        if unanswered or emu.failures:
            raise SystemExit(f"{unanswered} interactions unanswered, "
                             f"{len(emu.failures)} failed requests")
        return [i.response_delay for i in mine]


def report(what: str, answers: list[float]) -> float:
    ms = [value * 1e3 for value in answers]
    p99 = percentile(ms, 0.99)
    print(f"{what}, {len(ms)} interactions: first answer p50 {percentile(ms, 0.5):.1f} ms,"
          f" p95 {percentile(ms, 0.95):.1f} ms, p99 {p99:.1f} ms, max {max(ms):.1f} ms")
    return p99


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4, help="games played at the same time")
    parser.add_argument("--presses", type=int, default=80, help="presses of each game")
    parser.add_argument("--thinking", type=int, default=2,
                        help="solo games against four hard computer seats meanwhile (<= 4)")
    parser.add_argument("--workers", type=int, default=default_size(),
                        help="worker processes, as WORKERS (0: a thread)")
    args = parser.parse_args()
    idle = report(f"{args.games} games, nothing thinking",
                  asyncio.run(play(args.games, args.presses, 0, args.workers)))
    busy = report(f"{args.games} games, {args.thinking} solo games of four hard computer"
                  f" seats thinking, {args.workers} workers",
                  asyncio.run(play(args.games, args.presses, args.thinking, args.workers)))
    print(f"p99 with computers thinking - idle: {busy - idle:+.1f} ms (goal: within 50 ms)")


if __name__ == "__main__":
    main()
