"""The pending-choice stack's frames: what is still to be asked or done.

A game's ``stack`` is a list of frames, the next one last. A frame is a tuple,
``(name, seat, *arguments)``, of immutable values, so that copying a game copies the
list and nothing more. A frame named by a ``Prompt`` asks its seat a question; any
other frame is a step of a procedure that runs without asking (a turn's end, a
Black Market reset...). Whatever a rule must do *after* a question is pushed below
it before the question is pushed, which gives the record's order (record 2.1):
``place``, its follow-ups, the reset it triggered, then the hand limit.
"""

from __future__ import annotations

Frame = tuple
"""``(name, seat, *arguments)``: a ``Prompt`` or one of the step names below."""

TURN = "turn"
"""``(TURN, seat)``: the seat's turn begins: place a worker, or recover one."""
END_TURN = "end_turn"
"""``(END_TURN, seat, placed)``: the hand limit (after a placement), then the next turn."""
RESET = "reset"
"""``(RESET, seat)``: a Black Market reset (rules 6); ``seat`` is who triggered it."""
ADVANCE = "advance"
"""``(ADVANCE, seat)``: the Cathedral marker moves up, once the card and cost are paid."""
DRAFT_PASS = "draft_pass"
"""``(DRAFT_PASS, seat, round)``: every seat has picked in ``round``: pass the packets
on, or end the draft; ``seat`` is the first player."""
REFILL = "refill"
"""``(REFILL, seat)``: the starting hires are done: fill the display's empty slots."""

TOWN, FREE = "town", "free"
"""A capture at the Town Centre (paid, limited to its locations), or a building's free one."""
