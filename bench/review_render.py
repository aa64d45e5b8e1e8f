"""Review image speed: the position rebuilt from the record, drawn and encoded.

    python bench/review_render.py [--games 4] [--every 4]

For each game (Amytis; Akropolis with 2 and 4 seats) it plays ``--games`` games
with the easy computer players, then renders the review image of every
``--every``-th step in the three languages in turn, with the move played and a
stand-in better move (another legal move: the judge is not what is timed here). It
prints the median and the 95th percentile milliseconds per image, replaying the
record to the step and PNG encoding included, and the mean PNG size. The images
are drawn in worker processes, ten per review page turned at most, so the aim is a
p95 well under 100 ms.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine import akropolis, amytis
from engine.akropolis.ai import choose_move as akropolis_move
from engine.akropolis.review import REVIEWER as AKROPOLIS_JUDGE
from engine.amytis.ai import choose_move as amytis_move
from engine.amytis.review import REVIEWER as AMYTIS_JUDGE
from engine.review import Judgement, Step
from render.akropolis import review as akropolis_review
from render.amytis import review as amytis_review

LOCALES = ("en", "ru", "fr")
Case = tuple[dict[str, Any], Judgement]


def amytis_cases(seed: int, every: int) -> list[Case]:
    """Review steps of one Amytis game played by two easy computer players."""
    game = amytis.Game.new(seed)
    while not game.is_over:
        game.play(amytis_move(game.public_view(game.player), "easy", seed + game.turn))
    record = json.loads(json.dumps(amytis.to_record(game)))
    cases = []
    for index in range(0, len(record["moves"]), every):
        before = AMYTIS_JUDGE.position(record, index)
        played = game.moves[index]
        other = next(m for m in before.legal_moves() if m != played)
        cases.append((record, Judgement(Step(index, before.player, before.turn + 1, "middle",
                                             played.text), other.text, 30.0, 32.5, 10, 8)))
    return cases


def akropolis_cases(seed: int, every: int, seats: int) -> list[Case]:
    """Review steps of one Akropolis game played by easy computer players."""
    game = akropolis.Game.new(seed, seats=seats)
    while not game.is_over:
        game.play(akropolis_move(game.public_view(game.current_player), "easy", seed + game.turn))
    record = json.loads(json.dumps(akropolis.to_record(game)))
    cases = []
    for index in range(0, len(record["moves"]), every):
        before = AKROPOLIS_JUDGE.position(record, index)
        played = game.moves[index]
        seat = before.current_player
        take = before.legal_takes()[-1]
        before.decide(take)
        better = f"{take}:{before.legal_placements()[-1].text}"
        cases.append((record, Judgement(Step(index, seat, before.turn + 1, "middle",
                                             played.text), better, 30.0, 32.5, 10, 8)))
    return cases


def timed(render: Callable[[dict[str, Any], Judgement, str], bytes], cases: list[Case]
          ) -> tuple[list[float], list[int]]:
    """Milliseconds and PNG bytes of each case's image, the languages in turn."""
    for locale in LOCALES:  # fills the caches of tiles, fonts and backgrounds
        render(*cases[0], locale)
    times, sizes = [], []
    for i, (record, judgement) in enumerate(cases):
        start = time.perf_counter()
        data = render(record, judgement, LOCALES[i % len(LOCALES)])
        times.append((time.perf_counter() - start) * 1000)
        sizes.append(len(data))
    return times, sizes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--every", type=int, default=4)
    args = parser.parse_args()
    seeds = range(1, args.games + 1)
    runs = {
        "amytis": (amytis_review.render_review,
                   [c for s in seeds for c in amytis_cases(s, args.every)]),
        "akropolis 2 seats": (akropolis_review.render_review,
                              [c for s in seeds for c in akropolis_cases(s, args.every, 2)]),
        "akropolis 4 seats": (akropolis_review.render_review,
                              [c for s in seeds for c in akropolis_cases(s, args.every, 4)]),
    }
    for name, (render, cases) in runs.items():
        times, sizes = timed(render, cases)
        p95 = statistics.quantiles(times, n=20)[-1]
        print(f"{name}: {len(times)} review images, median {statistics.median(times):.1f} ms, "
              f"p95 {p95:.1f} ms, max {max(times):.1f} ms (replay and PNG included); "
              f"PNG mean {statistics.mean(sizes) / 1000:.0f} KB")


if __name__ == "__main__":
    main()
