"""Where the points of West Kingdom benchmark games come from, phase by phase: for
`hard` and for its opponents, how far a seat's final total ended above the expected
points of its position (``evaluation.expected_points``, what `hard` judges its lines
by) at the start of every turn but the first, by how many Guildhall spaces were left,
and where each placed its workers then; how well the chance of winning read from those
points (``evaluation.win_chance``) foretold `hard`'s result; and how the final round
began.

    python bench/westkingdom_phases.py --log strength.jsonl --table outside-2

The squared error is the mean of (chance − result)², `hard`'s result being 1, ½ for a
shared win, or 0: 0.25 for a coin toss every time, less the better the chance
foretells the game.

It reads the games of a ``bench/westkingdom_strength.py`` log (their records; games
logged before records were kept are counted and left out) and plays nothing. A seat
that ends further above its expected points in a phase than the others gained more
there than its position promised: it played that phase better, or held what the
evaluation undervalues.

Against the outside player at 2 seats (2026-11-29, 42 games on the deals of seeds 101
to 121, `hard` as of commit 823708b), `hard` ended 18.9 points above its expected
points with 8 or more of the 12 spaces left, the outside player 17.5; with 4 to 7
left, 9.2 against 17.1; with 1 to 3 left, -1.3 against 5.6. `hard` leads out of the
opening, and the outside player gains 7 to 8 points more than its position promised
in each later phase: it goes to the Mines in 20% of its turns with 1 to 7 spaces
left (`hard` 13%), and in the final round, where a worker may still go to the full
Guildhall (ruling R8), it goes there in 73% of its turns and `hard` in 12%. It filled
the last space in 34 games, and as the final round began it could pay for a card of
its hand in 21, `hard` in 8 (``docs/computer-players.md``).
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.game_logs import read_log
from bench.westkingdom_ai import win_share
from engine.westkingdom import Game, Prompt, from_record
from engine.westkingdom.ai.evaluation import (
    empty_spaces,
    expected_points,
    readiness,
    win_chance,
)
from engine.westkingdom.player import Player

PHASES = ("8 or more", "4 to 7", "1 to 3", "the final round")
"""The Guildhall spaces left, as rows."""
PLACES = ("guildhall", "mines")
"""The placements whose share of a seat's turns each row gives."""
COLUMNS = ("Guildhall spaces left", "positions", "`hard`: final – expected",
           "others: final – expected", "`hard`'s win chance: squared error",
           "`hard` at the Guildhall / the Mines", "others at the Guildhall / the Mines")


def phase(game: Game) -> str:
    """The row of ``game``'s position: the final round, else the empty spaces."""
    if game.in_final_round:
        return PHASES[3]
    empty = empty_spaces(game)
    return PHASES[0] if empty >= 8 else PHASES[1] if empty >= 4 else PHASES[2]


class Tally:
    """The gaps (final total less expected points) and the placements, per phase, of
    `hard` (``True``) and of the others (``False``), and how each game's final round
    began."""

    def __init__(self) -> None:
        self.gaps: dict[tuple[str, bool], list[float]] = defaultdict(list)
        self.errors: dict[str, list[float]] = defaultdict(list)
        self.places: dict[tuple[str, bool], Counter[str]] = defaultdict(Counter)
        self.endings: Counter[str] = Counter()

    def add_game(self, record: dict, hard: int) -> None:
        """Replay one game's record, reading every seat at the end of every turn (the
        start of the next)."""
        turns: list[tuple[str, list[float], list[bool], int, float]] = []

        def read(game: Game) -> None:
            if not game.is_over:
                turns.append((phase(game),
                              [expected_points(game, seat) for seat in range(game.seats)],
                              [_can_build(player) for player in game.players],
                              len(game.decisions), win_chance(game, hard)))

        game = from_record(record, on_turn_end=read)
        totals = [game.score(seat).total for seat in range(game.seats)]
        result = win_share(game, hard)
        bounds = [0] + [since for *_, since, _ in turns]
        names = [PHASES[0]] + [name for name, *_ in turns]
        for name, since, until in zip(names, bounds, [*bounds[1:], len(game.decisions)],
                                      strict=True):
            for move in game.decisions[since:until]:
                if move.prompt in (Prompt.PLACE, Prompt.RECOVER):
                    place = (str(move.value).partition(":")[0]
                             if move.prompt is Prompt.PLACE else "")
                    self.places[(name, move.seat == hard)][place] += 1
        for name, expected, _, _, chance in turns:
            for seat, points in enumerate(expected):
                self.gaps[(name, seat == hard)].append(totals[seat] - points)
            self.errors[name].append((chance - result) ** 2)
        final = next((turn for turn in turns if turn[0] == PHASES[3]), None)
        if final is not None:
            _, _, can_build, since, _ = final
            filler = [move.seat for move in game.decisions[:since]
                      if move.prompt is Prompt.PLACE and move.value == "guildhall"][-1]
            self.endings["games"] += 1
            self.endings["filled by hard"] += filler == hard
            self.endings["hard can build"] += can_build[hard]
            self.endings["other seats"] += game.seats - 1
            self.endings["others can build"] += sum(can_build) - can_build[hard]

    def rows(self) -> list[str]:
        """The table's markdown rows, a phase each."""
        lines = []
        for name in PHASES:
            hard, others = self.gaps[(name, True)], self.gaps[(name, False)]
            if not hard:
                continue
            lines.append(f"| {name} | {len(hard)} | {_mean(hard):+.1f} | {_mean(others):+.1f} | "
                         f"{_mean(self.errors[name]):.3f} | "
                         f"{self._shares(name, True)} | {self._shares(name, False)} |")
        return lines

    def ending(self) -> str:
        """How the final rounds began: who filled the last space, and who could build a
        card of its hand then."""
        e = self.endings
        if not e["games"]:
            return "No game reached its final round."
        return (f"The final round, {e['games']} games: `hard` filled the last Guildhall space "
                f"in {e['filled by hard']}; as it began, `hard` could pay for a card of its "
                f"hand in {e['hard can build']} games, the other seats in "
                f"{e['others can build']} of {e['other seats']}.")

    def _shares(self, name: str, hard: bool) -> str:
        counted = self.places[(name, hard)]
        turns = sum(counted.values())
        if not turns:
            return "–"
        return " / ".join(f"{counted[place] / turns:.0%}" for place in PLACES)


def _can_build(player: Player) -> bool:
    """Whether ``player`` holds the materials and skills for a card of its hand."""
    return any(readiness(player, card) >= 1.0 for card in player.hand)


def _mean(values: list[float]) -> float:
    return sum(values) / len(values)


def main(argv: list[str] | None = None) -> None:
    """Read the log's games of the table, print the phases' rows."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--log", type=Path, required=True, help="a westkingdom_strength log")
    parser.add_argument("--table", default="outside-2", help="the table whose games to read")
    parser.add_argument("--player", default="hard",
                        help="hard, or the name of the variant whose games to read")
    args = parser.parse_args(argv)
    if not args.log.exists():
        parser.error(f"no log at {args.log}")
    games = [r for r in read_log(args.log)
             if r["table"] == args.table and r.get("player", "hard") == args.player]
    kept = [r for r in games if "record" in r]
    tally = Tally()
    for record in kept:
        tally.add_game(record["record"], record["index"] % record["record"]["seats"])
    print(f"{len(kept)} games of {args.table} read"
          + (f" ({len(games) - len(kept)} logged without a record, left out)"
             if len(kept) < len(games) else ""))
    print("| " + " | ".join(COLUMNS) + " |")
    print("|" + "---|" * len(COLUMNS))
    for line in tally.rows():
        print(line)
    print(tally.ending())


if __name__ == "__main__":
    main()
