"""The outside player: flat Monte-Carlo over the seat's legal answers.

Each round deals the unseen cards once (``deal_unseen``) and plays every answer out in
that same world, with the same random stream for the policy, so the answers are
compared on equal luck; rounds go on until the CPU budget of the decision is spent
(``time.process_time``, so a busy host makes it slower, not weaker), every answer
having been tried at least once. A playout goes to the end of the game, or to
``TURN_LIMIT`` turns a seat, and is judged by the seat's final margin: its total less
the best other total (``Game.result``). The answer with the best mean margin is played.
"""

from __future__ import annotations

import random
import time

from engine.westkingdom import Game, Move, PublicView

from .policy import builder_option
from .sampler import deal_unseen

TURN_LIMIT = 150
"""A playout still going after this many turns a seat is judged as it stands (the
benchmarks stop a game there too)."""


def outside_move(table: Game, view: PublicView, seed: int, budget: float | None = None,
                 rounds: int | None = None) -> Move:
    """The answer to the decision ``view`` (a seat's) shows, found on games dealt from
    ``view`` and ``table`` (``spectator_game`` of the same game), in ``budget`` CPU
    seconds or ``rounds`` rounds, whichever ends first (one of them is needed)."""
    if budget is None and rounds is None:
        raise ValueError("the outside player needs a CPU budget or a number of rounds")
    decision = view.decision
    if decision is None or decision.player != view.viewer:
        raise ValueError("the view's seat has no decision to make")
    seat, options = decision.player, decision.options
    start = time.process_time()
    rng = random.Random(seed)
    totals = dict.fromkeys(options, 0.0)
    tried = dict.fromkeys(options, 0)
    done = 0

    def spent() -> bool:
        return budget is not None and time.process_time() - start >= budget

    while rounds is None or done < rounds:
        world = deal_unseen(table, view, rng)
        luck = rng.randrange(1 << 62)
        for option in options:
            game = world.copy()
            game.push(option)
            totals[option] += playout(game, seat, random.Random(luck))
            tried[option] += 1
            if done and spent():
                break
        done += 1
        if spent():
            break
    best = max(options, key=lambda o: totals[o] / tried[o] if tried[o] else float("-inf"))
    return Move(seat, decision.prompt, best)


def playout(game: Game, seat: int, rng: random.Random) -> float:
    """``seat``'s margin once ``game`` is played to its end (or the turn limit) with the
    builder's policy at every seat."""
    limit = TURN_LIMIT * game.seats
    while not game.is_over and game.turn < limit:
        game.push(builder_option(game, rng))
    return margin(game, seat)


def margin(game: Game, seat: int) -> float:
    """``seat``'s total less the best other seat's, as the game stands."""
    totals = [player.total for player in game.result().players]
    return totals[seat] - max(t for s, t in enumerate(totals) if s != seat)

