"""How many taps a West Kingdom turn takes: whole games through the real controls.

    nice -n 10 python bench/westkingdom_taps.py [--games 3] [--seats 2 3 4 5]

Every seat is a person (the emulator's users) who chooses as the ``normal``
computer would from their own view (``tests/bot/westkingdom_hands``), pressing the
public panel, and a private panel for a question about their hand: the one the bot
sent by itself when a public step led there, else one they open with the 🔒 button,
which counts as a tap (a panel the bot sends by itself does not). A turn is a
placement and every press of its mover up to the next placement (follow-ups, Back,
Confirm, opening a panel); a draft pick is counted apart (opening the panel and the
pick). Prints, per table size, the taps of a turn (median, p90, max) and of a pick.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "bot"))

from bot_harness import answered, ids_of, public_post  # noqa: E402
from emulated import emulated_bot, percentile  # noqa: E402  (beside this file)
from westkingdom_hands import first_table  # noqa: E402


def taps(clicks: list[tuple[int, str]]) -> tuple[list[int], list[int]]:
    """The taps of each turn and of each draft pick, from the presses in order."""
    turns: list[int] = []
    picks: list[int] = []
    opened: dict[int, int] = {}  # panels opened by each user since their last pick
    mover = None
    for user, custom_id in clicks:
        action = custom_id.split(":")[1]
        if action == "place":
            turns.append(1)
            mover = user
        elif action == "draft":
            picks.append(1 + opened.pop(user, 0))
        elif action == "private" and mover != user:
            opened[user] = opened.get(user, 0) + 1
        elif mover == user and turns:
            turns[-1] += 1
    return turns, picks


async def one_game(emu, cast, runner, seats: int) -> list[tuple[int, str]]:
    people = [cast.alice, cast.bob]
    while len(people) < seats:
        people.append(await emu.create_user(f"player{len(people) + 1}", guild=cast.guild))
    invitation = await public_post(await emu.slash(
        people[0], cast.channel, "westkingdom", subcommand="challenge",
        options={f"player{i}": user for i, user in enumerate(people[1:], 1)}))
    for user in people[1:]:
        await answered(await emu.click(user, invitation, ids_of(invitation, "lobby:accept:")[0]))
    hands = await first_table(emu, runner, people)
    await hands.play_out()
    return hands.clicks


async def measure(games: int, seats: int) -> tuple[list[int], list[int]]:
    turns: list[int] = []
    picks: list[int] = []
    for _ in range(games):
        async with emulated_bot() as (emu, cast, runner):
            played, picked = taps(await one_game(emu, cast, runner, seats))
        turns += played
        picks += picked
    return turns, picks


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="games per table size")
    parser.add_argument("--seats", type=int, nargs="+", default=[2, 3, 4, 5])
    args = parser.parse_args()
    for seats in args.seats:
        turns, picks = asyncio.run(measure(args.games, seats))
        print(f"{seats} seats, {args.games} games, {len(turns)} turns: taps per turn"
              f" median {statistics.median(turns):g}, p90 {percentile(turns, 0.9)},"
              f" max {max(turns)}; per draft pick median {statistics.median(picks):g},"
              f" max {max(picks)} ({len(picks)} picks)")


if __name__ == "__main__":
    main()
