"""How many taps an Akropolis turn takes: the real bot, the local Discord emulator.

    python bench/akropolis_taps.py [--games 2] [--seed 1] [--ties listed|random]

Plays ``--games`` whole games at each table size (alone against the Famous Architect,
then 2, 3 and 4 seats, every seat a person) with the bot's own controls, and counts
the taps of every turn: each button pressed, each menu choice and each code box
submitted is one tap. It prints, for each size and for all turns, the median, the
90th percentile and the most taps a turn took, and how often the spot wanted was not
on the first page of the spot menus (the player then pages, or types its code when
that is fewer taps).

The player takes a random tile they can afford, then picks a reasonable placement:
most of the time (``REASONABLE``) one of the ``TOP`` best by change of score, ties in
the order the controls list them (``--ties random``: in an order of the player's own,
which the bot cannot guess), otherwise any legal placement at random (a plan of their
own). They reach it with the fewest taps: its one-tap button if it has one, else the
menu (paging, or typing the code) and a turn of the tile if its rotation is not the
one shown; then Confirm.

The goal is a typical turn of three taps (a tile, a spot, Confirm): median 3,
90th percentile at most 4.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "bot"))

from akropolis_hands import AkropolisTable, first_table  # noqa: E402
from bot_harness import answered, ids_of, public_post  # noqa: E402

from bench.emulated import emulated_bot, percentile  # noqa: E402
from cogs.akropolis.controls import MENUS, PAGE, ranking  # noqa: E402
from render.akropolis.spots import Choice  # noqa: E402

TOP = 5
"""The best placements a reasonable player chooses among."""
REASONABLE = 0.8
"""How often the player picks one of the ``TOP`` best rather than any legal placement."""
SEATS = (1, 2, 3, 4)


@dataclass(frozen=True)
class Turn:
    """One turn's taps, and the way the spot was reached: ``best`` (its button),
    ``menu``, ``paged`` (Next first) or ``typed``, with ``+turn`` when the tile was
    turned after."""

    seats: int
    taps: int
    route: str

    @property
    def paged(self) -> bool:
        """Whether the spot was beyond the first page of the menus."""
        return self.route.startswith(("paged", "typed"))


@dataclass
class Player:
    """Chooses moves as described in the module's docstring."""

    rng: random.Random
    random_ties: bool = False

    def placement(self, choices: list[Choice]) -> Choice:
        """A reasonable placement among ``choices`` (ranked as the controls list them)."""
        if self.rng.random() >= REASONABLE:
            return self.rng.choice(choices)
        if self.random_ties:
            choices = self.rng.sample(choices, len(choices))
            choices.sort(key=lambda c: -c.change)  # stable: ties stay in the player's order
        return self.rng.choice(choices[:TOP])


async def play_turn(hands: AkropolisTable, player: Player, seats: int) -> Turn:
    """Play the turn on the table's controls as ``player`` would; its taps."""
    emu, thread = hands.emu, hands.thread
    message = hands.controls()
    user = hands.to_move(message)
    last = emu.messages(thread)[-1]
    await hands.click(user, message, player.rng.choice(ids_of(message, "akropolis:take:")))
    game_id = (await hands.runner.bot.services.games.repo.latest_in_channel(thread.id)).id
    ranked = ranking((await hands.runner.bot.services.turns.view(game_id)).game)
    want = player.placement(ranked.choices)
    code, taps = want.spot.code, 2  # the tile, and Confirm at the end
    one_tap = _placed(message, want)
    if one_tap:
        await hands.click(user, message, one_tap)
        route, taps = "best", taps + 1
    else:
        route, taps = await _reach_spot(hands, user, message, code,
                                        ranked.spots.index(want.spot) // (PAGE * MENUS), taps)
        if want.rot != want.spot.best.rot:
            await hands.click(user, message, _placed(message, want))
            route, taps = route + "+turn", taps + 1
    await hands.press(user, message, "akropolis:confirm:")
    await hands.noted(await emu.wait_for_message(thread, lambda m: m.attachments, after=last,
                                                 timeout=30))
    return Turn(seats, taps, route)


def _placed(message, want: Choice) -> str | None:
    """The button that shows ``want`` (a best placement's, or a rotation's), if any."""
    end = f":{want.rot}:{want.spot.code}"
    return next((i for i in ids_of(message, "akropolis:rot:") if i.endswith(end)), None)


async def _reach_spot(hands: AkropolisTable, user, message, code: str, page: int,
                      taps: int) -> tuple[str, int]:
    """Choose the spot ``code`` on ``page`` of the menus: Next until it shows (one tap a
    page), or the code typed (two taps: the button, the box) when that is fewer."""
    emu = hands.emu
    if page >= 2:
        box = await emu.click(user, message, ids_of(message, "akropolis:code:")[0])
        await box.response()
        await answered(await emu.submit_modal(user, box, {"code": code}))
        return "typed", taps + 2
    for _ in range(page):
        await hands.press(user, message, "akropolis:spots:", -1)  # Next is after Previous
    menu = next(i for i in ids_of(message, "akropolis:spot:")
                if code in [o["value"] for o in message.component(i)["options"]])
    await answered(await emu.select(user, message, menu, [code]))
    return ("paged" if page else "menu"), taps + page + 1


async def seat_players(emu, cast, runner, seats: int) -> AkropolisTable:
    """A new game of ``seats`` people (alone: against the Famous Architect), its first
    table posted (in a thread of its own, which the bot opens after its first answer)."""
    threads = len(emu.threads)
    if seats == 1:
        await public_post(await emu.slash(cast.alice, cast.channel, "akropolis",
                                          subcommand="solo"))
        await emu.wait_for(lambda: len(emu.threads) > threads)
        return await first_table(emu, runner, [cast.alice])
    guests = [cast.bob, cast.bystander]
    while len(guests) < seats - 1:
        guests.append(await emu.create_user(f"guest{len(guests)}", guild=cast.guild))
    guests = guests[:seats - 1]
    table = await public_post(await emu.slash(cast.alice, cast.channel, "akropolis",
                                              subcommand="open", options={"seats": seats}))
    for guest in guests:
        await answered(await emu.click(guest, table, ids_of(table, "lobby:join:")[0]))
    await answered(await emu.click(cast.alice, table, ids_of(table, "lobby:start:")[0]))
    await emu.wait_for(lambda: len(emu.threads) > threads)
    return await first_table(emu, runner, [cast.alice, *guests])


async def play_game(emu, cast, runner, seats: int, player: Player,
                    turns: int | None = None) -> list[Turn]:
    """A whole game of ``seats`` (or its first ``turns`` turns) played by ``player``."""
    hands = await seat_players(emu, cast, runner, seats)
    played: list[Turn] = []
    while turns is None or len(played) < turns:
        row = await runner.bot.services.games.repo.latest_in_channel(hands.thread.id)
        if not row.is_active:
            break
        played.append(await play_turn(hands, player, seats))
    return played


async def play(games: int, seed: int, random_ties: bool) -> list[Turn]:
    player = Player(random.Random(seed), random_ties)
    played: list[Turn] = []
    async with emulated_bot() as (emu, cast, runner):
        for seats in SEATS:
            for _ in range(games):
                played += await play_game(emu, cast, runner, seats, player)
    return played


def summary(label: str, turns: list[Turn]) -> str:
    """One line of figures for ``turns``."""
    taps = [turn.taps for turn in turns]
    paged = sum(turn.paged for turn in turns)
    return (f"{label:8} turns {len(taps):4}  median {statistics.median(taps):.0f}"
            f"  p90 {percentile(taps, 0.9):.0f}  max {max(taps)}"
            f"  beyond the first page {paged} ({100 * paged / len(taps):.0f}%)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2, help="games at each table size")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--ties", choices=("listed", "random"), default="listed",
                        help="how the player orders placements of equal score change")
    args = parser.parse_args()
    played = asyncio.run(play(args.games, args.seed, args.ties == "random"))
    for seats in SEATS:
        print(summary("solo" if seats == 1 else f"{seats} seats",
                      [turn for turn in played if turn.seats == seats]))
    print(summary("all", played))
    routes = Counter(turn.route for turn in played)
    print("routes:", ", ".join(f"{route} {count}" for route, count in routes.most_common()))


if __name__ == "__main__":
    main()
