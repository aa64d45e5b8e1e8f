"""Does the game review tell the truth? Re-judges what it named, by full playouts.

    nice -n 10 python bench/review_truth.py --quick
    nice -n 10 python bench/review_truth.py --games 20 --jobs 2 --log truth.jsonl

For ``--games`` reviewed games of each game (Amytis; Akropolis with 2 to 4 seats;
solo Akropolis against the Famous Architect; West Kingdom with 2 to 4 seats), dealt
and played by computer players of mixed levels (easy, normal, hard), one seat is
reviewed by the judge (``engine/<game>/review.py`` through ``engine/review.py``).
Each decision the review names (an inaccuracy or a mistake) is then judged again,
independently: from the seat's public view, ``--samples-factor`` times the judge's
sampled deals (drawn with other seeds), the move played and the move suggested on
the same deals with the same dice, each played to the END of the game by the
judge's stated playout policy (``normal`` where it states none). The tables give,
per game, the share of named decisions confirmed (the playouts' gap has the same
sign and lies within two combined standard errors of the judge's loss) and, by
stage, the mean absolute and relative error of "expected at the end" against the
playout mean at the same positions. The bench prints figures; it asserts nothing.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.review_truth.cli import main

if __name__ == "__main__":
    sys.exit(main())
