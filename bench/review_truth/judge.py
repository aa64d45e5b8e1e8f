"""What the benchmark reads of the judge under test: each game's review module
(``engine/<game>/review.py``, through the shared ``engine/review.py``), its verdicts,
the standard error of a judgement and the playout policy it states, and the version
of the judge's code measured.

The judge is being reworked to state a standard error and a verdict per judgement
and a playout policy per game; a judge that states none is read as today's: the
verdict from the game's ``THRESHOLDS``, no standard error (the benchmark's alone
then makes the combined one), and the ``normal`` player's playouts.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

from engine.review import Judgement

from .games import Kind

NAMED = ("inaccuracy", "mistake")
"""The verdicts a review names a decision by; the others say it was fine."""
ASSUMED_POLICY = "normal"
"""The playout policy of a judge that states none."""
ROOT = Path(__file__).resolve().parents[2]


def verdict(kind: Kind, judgement: Judgement) -> str:
    """The word the review says of ``judgement``: its own, or else its game's
    thresholds applied to the points lost."""
    return getattr(judgement, "verdict", "") or kind.review.THRESHOLDS.verdict(judgement.loss)


def judge_cost(judgement: Judgement) -> float:
    """The judge's figure of the decision's cost (best less played; the points lost
    of a judge that states no cost)."""
    return float(getattr(judgement, "cost", judgement.loss))


def judge_error(judgement: Judgement) -> float | None:
    """The standard error the judge states for the cost, if it states one."""
    stated = getattr(judgement, "cost_se", None)
    return None if stated is None else float(stated)


def policy(kind: Kind) -> tuple[str, bool]:
    """The playout policy the judge of ``kind`` states, and whether it was assumed
    (stated by none)."""
    stated = getattr(kind.review.REVIEWER, "policy", None)
    return (ASSUMED_POLICY, True) if stated is None else (str(stated), False)


def judge_version() -> str:
    """The last commit of the judge's code (``engine/review.py`` and the games'
    ``review.py``), ``+changes`` when the working tree differs from it."""
    paths = ["engine/review.py", "engine/amytis/review.py", "engine/akropolis/review.py",
             "engine/westkingdom/review.py"]
    try:
        commit = _git("log", "-1", "--format=%h %cs", "--", *paths)
        changed = _git("status", "--porcelain", "--", *paths)
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return f"{commit}{' +changes' if changed else ''}" or "unknown"


def _git(*args: str) -> str:
    return subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True,
                          check=True).stdout.strip()


def named(kind: Kind, judgement: Judgement) -> bool:
    """Whether the review calls ``judgement`` an inaccuracy or a mistake."""
    return verdict(kind, judgement) in NAMED

