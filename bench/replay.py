"""How long a finished game's replay takes to draw and how much it weighs (issue 46):
for each game and seat count, the longest of a few games played by the computer,
then the worst cases (random players, who take far more turns); the goal is under
20 s of one worker's CPU and under 8 MB each.

    nice -n 10 python bench/replay.py [--games 3] [--out DIR] [--quick]

A row: the game and seats, who played, the turns played, the frames shown (after
any dropped), a frame's time and the whole play time, the width, the size in MB and
the CPU seconds of ``render.replay.animate`` (drawing, captioning and encoding,
one process). ``--out`` keeps each WebP; ``--quick`` plays one game per row and
leaves out the random-player rows.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import ai as amytis_ai
from bench import akropolis_ai, westkingdom_ai
from engine import akropolis, amytis, westkingdom
from render.replay import SIZE_LIMIT, animate

COLUMNS = ("game", "seats", "players", "turns", "frames", "frame (ms)", "plays (s)",
           "width", "size (MB)", "CPU (s)")
NAMES = ["Aurelia", "Bartholomew", "Cassiopeia", "Dmitri", "Evangeline"]
"""Long display names, as the captions' worst case."""

Played = tuple[dict[str, Any], int]
"""A finished game's record and the turns it took."""


def akropolis_game(seats: int, seed: int, player: str) -> Played:
    """An Akropolis game of ``seats`` (solo: against the hardest Architect), the long
    game where the seats allow it, every seat played by ``player``."""
    rng = random.Random(seed)
    solo = seats == 1
    game = akropolis.Game.new(rng.randrange(1 << 62), seats, long=seats < 4,
                              architect="callicrates" if solo else None)
    while not game.is_over:
        view = game.public_view(game.current_player)
        game.play(akropolis_ai.decide(player, view, rng.randrange(1 << 62))[0])
    return akropolis.to_record(game), len(game.moves)


def amytis_game(seats: int, seed: int, player: str) -> Played:
    """An Amytis game (two seats) with both seats played by ``player``."""
    rng = random.Random(seed)
    game = amytis.Game.new(rng.randrange(1 << 62), amytis.random_sides(rng))
    while not game.is_over:
        view = game.public_view(game.current_player)
        game.play(amytis_ai.decide(player, view, rng.randrange(1 << 62)))
    return amytis.to_record(game), len(game.moves)


def westkingdom_game(seats: int, seed: int, player: str) -> Played:
    """A West Kingdom game of ``seats`` with every seat played by ``player``, to its
    end or the benchmark's turn limit."""
    game = westkingdom_ai.play_out((player, player, seats, seed, 0))
    return westkingdom.to_record(game), game.turn


GAMES: tuple[tuple[str, Callable[[int, int, str], Played], range, str], ...] = (
    ("westkingdom", westkingdom_game, range(2, 6), "easy"),
    ("akropolis", akropolis_game, range(1, 5), "greedy"),
    ("amytis", amytis_game, range(2, 3), "greedy"),
)
WORST = (("westkingdom", westkingdom_game, 5), ("akropolis", akropolis_game, 4))
"""The rows played by random players too: the longest games there are."""


def longest(play: Callable[[int, int, str], Played], seats: int, player: str,
            games: int) -> Played:
    """The longest of ``games`` games (seeds 1..games)."""
    return max((play(seats, seed, player) for seed in range(1, games + 1)),
               key=lambda played: played[1])


def row(name: str, seats: int, player: str, played: Played, out: Path | None) -> str:
    """One table row: the replay of ``played`` drawn and measured."""
    record, turns = played
    start = time.process_time()
    made = animate(record, "en", NAMES[:seats])
    cpu = time.process_time() - start
    if out is not None:
        (out / f"replay-{name}-{seats}-{player}.webp").write_bytes(made.data)
    size = len(made.data) / 1e6
    flag = "" if len(made.data) < SIZE_LIMIT and cpu < 20 else " ⚠"
    cells = (name, seats, player, turns, made.frames, made.frame_ms, f"{made.seconds:.0f}",
             made.width, f"{size:.2f}", f"{cpu:.1f}{flag}")
    return "| " + " | ".join(str(cell) for cell in cells) + " |"


def rows(games: int, quick: bool, out: Path | None) -> Iterator[str]:
    """Every row, as soon as it is measured."""
    for name, play, seat_counts, player in GAMES:
        for seats in seat_counts:
            yield row(name, seats, player, longest(play, seats, player, games), out)
    if quick:
        return
    for name, play, seats in WORST:
        yield row(name, seats, "random", longest(play, seats, "random", games), out)


def main(argv: list[str] | None = None) -> None:
    """Print the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=3, help="games per row, the longest kept")
    parser.add_argument("--out", type=Path, help="a folder to keep each replay in")
    parser.add_argument("--quick", action="store_true", help="one game a row, no random rows")
    args = parser.parse_args(argv)
    if args.out is not None:
        args.out.mkdir(parents=True, exist_ok=True)
    print("| " + " | ".join(COLUMNS) + " |")
    print("|" + "---|" * len(COLUMNS))
    for line in rows(1 if args.quick else args.games, args.quick, args.out):
        print(line, flush=True)


if __name__ == "__main__":
    main()
