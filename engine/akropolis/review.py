"""Game review for Akropolis: each turn judged by full playouts (issues 29, 43).

A turn is judged from its player's public view at that moment: the order of the
face-down stacks, the only hidden part, is drawn at random (``sample_game``), never
read from the record. The candidates are the turn played, the turn the hard player
itself would choose there, and the best of the normal ranking. They are SELECTED on
sampled games by a round of the hard search's quick player (``quick_move``: every
other seat replies, in solo the engine plays the Architect, and the player plays
once more) and the normal player's outlook of the city; that outlook is biased (it
said 38 points at turn 1 and 69 at turn 17 for a seat that finished on 109), so it
only picks the candidate. The turn played and the one picked are then played to the
END of the game on fresh deals by the normal player (``PLAYOUT_LEVEL``), every seat
from its own view, and ``engine.review`` gives their paired difference and errors.
The solo Architect's turns are no one's decision: the record does not list them, so
they are never steps.

Thresholds: a final score is 60 to 80 points with four seats, 90 to 150 in a short
game of two, 250 to 300 in a long game (the normal player's games), about 5 to 9 a
turn; stones count one point each. A loss under 4 points (a plaza's star, a few
stones) is within what the sampled stack orders can tell apart and is called good;
10 points, one or two turns' worth, is a mistake. One scale for every mode is what
the review offers (``Thresholds`` are per game); in the long game the same loss is
a smaller share of the score. In solo the review counts the player's own points, as
everywhere: the normal player's habit of leaving the Architect less (paying it a
stone, or taking the tile it wants) then shows as points lost.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping
from typing import Any

from ..review import Reviewer, Thresholds
from .ai import choose_move
from .ai.outlook import Outlook, judge
from .ai.policies import ranked_moves
from .ai.search import quick_move
from .game import Game
from .moves import Move
from .record import move_from_record, setup_from_record
from .view import PublicView, sample_game

THRESHOLDS = Thresholds(inaccuracy=4.0, mistake=10.0)
PLAYOUT_LEVEL = "normal"
"""The stated policy of the estimate's playouts: the normal level, each seat playing it
from its own public view (``choose_move``)."""
FRESH = 16
"""Fresh deals the played and the best turn are each played out on in the first
pass (a first summary within a minute for a seat of a two-seat game)."""
REFINED = 48
"""Fresh deals of each once refined (``Reviewer.refine``), and 48 more for a step whose cost
is still within its margin of a threshold (``Reviewer.settled``): the benchmark's
solo games found 3 of 13 named decisions off the playouts by more than two errors,
two of them that near a threshold."""
MOST = 96
"""Fresh deals a refinement may go on to."""
NAMED = 192
"""Fresh deals a refinement may go on to while a name is unsure (``Reviewer.unsure``):
the benchmark's first ten solo games found 4 of 25 refined names off the playouts by
more than two errors; three of them, and 12 of the 25, cleared their threshold by
fewer than three errors."""
PLAYOUT_WIDTH = 1
"""Site tiles the quick player of the playouts weighs a turn (the hard search's own)."""


def _moves(record: Mapping[str, Any]) -> list[Move]:
    """The record's turns, every player's, in play order: not the solo Architect's,
    which the record does not list; replaying them (``Game.play``) plays the
    Architect's turns that follow, so a step's position has them too."""
    return [move_from_record(raw, index) for index, raw in enumerate(record["moves"])]


def _hard(view: PublicView, seed: int) -> Move:
    """The hard player's turn, its search uncapped so that no clock changes it."""
    return choose_move(view, "hard", seed, math.inf)


def _ranked(view: PublicView, rng: random.Random) -> list[Move]:
    return [move for _, move in ranked_moves(sample_game(view, rng), rng)]


def _play_on(game: Game, rng: random.Random) -> None:
    """A round by the quick player: every other seat replies (in solo, the engine
    plays the Architect), and the player plays once more."""
    for _ in range(game.setup.sides):
        if game.is_over:
            return
        game.push(quick_move(game, rng, PLAYOUT_WIDTH))


def _play_out(game: Game, rng: random.Random) -> None:
    """The rest of the game by the normal player as a seat plays it, from its own
    public view, every seat (in solo the engine plays the Architect)."""
    while not game.is_over:
        view = game.public_view(game.current_player)
        game.push(choose_move(view, PLAYOUT_LEVEL, rng.randrange(1 << 62)))


def _expected_points(game: Game, seat: int) -> float:
    """``seat``'s final total: exact once the game is over, else the normal
    player's outlook of it (what the city, its stones and the tiles to come are
    likely to be worth at the end)."""
    if game.is_over:
        return float(game.score(seat).total)
    return judge(game.player_city(seat), game.stones[seat], Outlook.of(game))


REVIEWER: Reviewer[Game, Move, PublicView] = Reviewer(
    start=lambda record: Game(setup_from_record(record)),
    moves=_moves,
    seat=lambda game: game.current_player,
    turn=lambda game: game.turn + 1,
    play=Game.play,
    view=Game.public_view,
    sample=sample_game,
    hard=_hard,
    ranked=_ranked,
    play_on=_play_on,
    points=_expected_points,
    policy=PLAYOUT_LEVEL,
    play_out=_play_out,
    score=lambda game, seat: float(game.score(seat).total),
    thresholds=THRESHOLDS,
    text=lambda move: move.text,
    samples=8,
    fresh=FRESH,
    refined=REFINED,
    most=MOST,
    named=NAMED,
    candidates=5,
)
"""Eight sampled stack orders per candidate to select among five (the played turn, the
hard player's, the normal ranking's best), then ``FRESH`` fresh orders played to the
end: about 46 s of CPU for a seat of a two-player game, 75 s with four
(``docs/reviews.md``)."""
