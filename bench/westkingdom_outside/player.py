"""The outside player: flat Monte-Carlo over the seat's legal answers.

Each round deals the unseen cards once (``deal_unseen``) and plays every answer out in
that same world, with the same random stream for the policy, so the answers are
compared on equal luck; rounds go on until the CPU budget of the decision is spent
(``time.process_time``, so a busy host makes it slower, not weaker), every answer
having been tried at least once. A playout runs ``HORIZON`` turns a seat (or to the
end of the game, if sooner) with the builder's policy at every seat, and is judged by
the seat's margin: its ``worth`` (its score as it stands, plus materials, silver, the
points of its hand and its next yield at the Mines, discounted) less the best other
seat's; a playout that reaches the end is judged by the final totals. The answer with
the best mean margin is played.
"""

from __future__ import annotations

import random
import time

from engine.westkingdom import BUILDINGS, Game, Move, PublicView

from .policy import AT, builder_option
from .sampler import deal_unseen

HORIZON = 10
"""Turns a seat a playout runs before it is judged by ``worth`` (``None``: to the end).
Against `normal` at 2 seats and 0.11 s of CPU a decision, 16 games each (2026-11-28):
10 turns won 34% (margin +1.4 a game), playing to the end 28% (-4.4); at 0.05 s, 10
turns won 16%, 5 and 20 turns and the end 0 to 6%."""
TURN_LIMIT = 150
"""A playout still going after this many turns a seat is judged as it stands (the
benchmarks stop a game there too)."""


def outside_move(table: Game, view: PublicView, seed: int, budget: float | None = None,
                 rounds: int | None = None, horizon: int | None = HORIZON) -> Move:
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
            totals[option] += playout(game, seat, random.Random(luck), horizon)
            tried[option] += 1
            if done and spent():
                break
        done += 1
        if spent():
            break
    best = max(options, key=lambda o: totals[o] / tried[o] if tried[o] else float("-inf"))
    return Move(seat, decision.prompt, best)


def playout(game: Game, seat: int, rng: random.Random, horizon: int | None = None) -> float:
    """``seat``'s margin once ``game`` is played to its end (or the turn limit), or
    ``horizon`` turns a seat on, with the builder's policy at every seat."""
    limit = TURN_LIMIT * game.seats
    if horizon is not None:
        limit = min(limit, game.turn + horizon * game.seats)
    while not game.is_over and game.turn < limit:
        game.push(builder_option(game, rng))
    if game.is_over or horizon is None:
        return margin(game, seat)
    worths = [worth(game, s) for s in range(game.seats)]
    return worths[seat] - max(w for s, w in enumerate(worths) if s != seat)


RAW, SILVER, CARD, MINE = 0.3, 0.1, 0.3, 1.0
MINES = AT["mines"]


def worth(game: Game, seat: int) -> float:
    """What ``seat`` holds, counted in points: its total, plus materials, silver and
    the printed points of its hand, each at a discount, and the gold its group at the
    Mines yields next."""
    player = game.players[seat]
    res = player.res
    return (game.score(seat).total + RAW * (res[0] + res[1] + res[2]) + SILVER * res[5]
            + CARD * sum(BUILDINGS[card].vp for card in player.hand)
            + MINE * (game.at[MINES][seat] + 1) // 2)


def margin(game: Game, seat: int) -> float:
    """``seat``'s total less the best other seat's, as the game stands."""
    totals = [player.total for player in game.result().players]
    return totals[seat] - max(t for s, t in enumerate(totals) if s != seat)

