"""The Mines farmer of issue 44: every worker piled at the Mines for gold.

A person can play this loop against the computer: put each worker on the Mines (gold
once two stand there, clay for the first), and with no worker left in supply spend the
turn taking one back, from anywhere but the Mines while it can, then put it on the
Mines again, where an 18-worker group yields 9 gold, 9 points, a placement. The farmer
never builds, so the game ends only if its opponent fills the Guildhall; whether the
opponent captures the group, or closes the game while it leads, is what it measures.
It decides from its seat's view alone.
"""

from __future__ import annotations

from engine.westkingdom import Prompt, PublicView

from .policy import QUIT, Option


def farmer_option(view: PublicView) -> Option:
    """The farmer's answer to the decision its seat's ``view`` shows."""
    decision = view.decision
    if decision is None or decision.player != view.viewer:
        raise ValueError("the view's seat has no decision to make")
    options = decision.options
    if decision.prompt is Prompt.PLACE:
        for placement in ("mines:gold", "mines:clay"):
            if placement in options:
                return placement
    if decision.prompt is Prompt.RECOVER:
        return next((o for o in options if o != "mines"), options[0])
    return next((o for o in options if o in QUIT), options[0])
