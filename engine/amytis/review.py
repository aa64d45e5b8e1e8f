"""Game review for Amytis: each turn judged by full playouts (issues 29, 43).

A turn is judged from its player's public view at that moment: the tiles under the
main-board tops and the deck order are drawn at random (``sample_game``), never read
from the record. The candidates are the turn played, the turn the hard player
itself would choose there, and the best of the normal player's ranking.

They are SELECTED on sampled games by the hard search's own look ahead: six turns
of its quick player (``reply_move``, both seats), then the player's expected final
total (the score, what its Projects and Architect lines are expected to bring,
``player_value``, plus ``LATER_POINTS`` for each turn left). That look ahead is
cheap and steady from seed to seed, but biased: a check that played the same turns
to the end found its 8.46-point loss at turn 25 worth 0.01 ± 0.57 (issue 43). So it
only picks the candidate; the turn played and the one picked are then played to the
END of the game on fresh deals by the quick player (``PLAYOUT_LEVEL``), each seat
from its own view, and ``engine.review`` gives their paired difference and errors.

Thresholds: a final score is 90 to 170 points over 18 turns a player, about 8 a
turn, and the best and worst turn of a position differ by 5 to 20 points. A loss
under 3 points (a Project's chance, a stair step) is called good; 8 points, a whole
turn's worth, is a mistake.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping
from typing import Any

from ..review import Reviewer, Thresholds
from .ai import choose_move
from .ai.heuristics import player_value, turns_left
from .ai.ismcts import TreeSettings
from .ai.policies import ranked_moves
from .ai.search import reply_move
from .game import Game
from .moves import Move
from .record import move_from_record, setup_from_record
from .view import PublicView, sample_game

THRESHOLDS = Thresholds(inaccuracy=3.0, mistake=8.0)
PLAYOUT = TreeSettings()
"""The hard search's playout: its length in turns and its quick player's width."""
PLAYOUT_LEVEL = "quick"
"""The stated policy of the estimate's playouts: the hard search's quick player
(``reply_move`` over the ``PLAYOUT.playout_width`` best-looking turns, thorough),
not a level a seat can pick. Why not ``normal``: it looks ahead over sampled tiles,
162 ms a turn against 0.49 ms (CPU, mid-game), so a seat's review would take hours.
The quick player is decent: over 40 games it beat the greedy player in all (by 49
points a game) and the normal ranking alone in 62.5% (by 8.8), and it lost to the
normal level in 13 of 16 (by 19.9 points)."""
FRESH = 32
"""Fresh deals the played and the best turn are each played out on in the first
pass (a first summary in about 30 s of CPU for a seat)."""
REFINED = 128
"""Fresh deals of each once refined (``Reviewer.refine``)."""
LATER_POINTS = 9.0
"""Points a player scores beyond ``player_value`` per turn left (``turns_left``):
measured over 12 games of the normal player against itself, the final total less
``player_value`` was 9.0 to 9.2 points per turn left from turn 4 to turn 22."""


def _moves(record: Mapping[str, Any]) -> list[Move]:
    """The record's turns, both seats', in play order: a turn includes its Palace
    choice and its King's Favor (one decision of one seat, so one step)."""
    return [move_from_record(raw, index) for index, raw in enumerate(record["moves"])]


def _hard(view: PublicView, seed: int) -> Move:
    """The hard player's turn, its search uncapped so that no clock changes it."""
    return choose_move(view, "hard", seed, math.inf)


def _ranked(view: PublicView, rng: random.Random) -> list[Move]:
    return [move for _, move in ranked_moves(sample_game(view, rng), rng)]


def _play_on(game: Game, rng: random.Random) -> None:
    """The hard search's playout: a few turns of its quick player, both seats."""
    for _ in range(PLAYOUT.playout_turns):
        if game.is_over:
            return
        game.play(reply_move(game, rng, PLAYOUT.playout_width, thorough=True))


def quick_move(view: PublicView, seed: int) -> Move:
    """The quick player's turn (``PLAYOUT_LEVEL``) from a seat's public view: the
    hidden tiles dealt at random from ``seed``, as a seat that plays it would see."""
    rng = random.Random(seed)
    return reply_move(sample_game(view, rng), rng, PLAYOUT.playout_width, thorough=True)


def _play_out(game: Game, rng: random.Random) -> None:
    """The rest of the game by the quick player, both seats, each from its own view."""
    while not game.is_over:
        game.play(quick_move(game.public_view(game.player), rng.randrange(1 << 62)))


def _expected_points(game: Game, seat: int) -> float:
    """``seat``'s final total once the game is over, else its score, what its
    Projects and Architect lines are expected to bring, and the turns left."""
    turns = turns_left(game)
    if game.is_over:
        return float(game.total(seat))
    return player_value(game, seat, turns) + LATER_POINTS * turns


REVIEWER: Reviewer[Game, Move, PublicView] = Reviewer(
    start=lambda record: Game(setup_from_record(record)),
    moves=_moves,
    seat=lambda game: game.player,
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
    score=lambda game, seat: float(game.total(seat)),
    thresholds=THRESHOLDS,
    text=lambda move: move.text,
    samples=16,
    fresh=FRESH,
    refined=REFINED,
    candidates=6,
)
"""Sixteen sampled games per candidate to select among six (the played turn, the hard
player's, the normal ranking's best), then ``FRESH`` fresh games played to the end:
about 35 s of CPU for a seat of a two-player game (``docs/reviews.md``), the hard
player's search 15 s of it, the playouts most of the rest."""
