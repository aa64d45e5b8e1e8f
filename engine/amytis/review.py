"""Game review for Amytis: each turn judged by the hard computer player (issue 29).

A turn is judged from its player's public view at that moment: the tiles under the
main-board tops and the deck order are drawn at random (``sample_game``), never read
from the record. The candidates are the turn played, the turn the hard player
itself would choose there, and the best of the normal player's ranking; each is
played in the same ``SAMPLES`` sampled games and the game played on to the end by
the tree search's quick player for both seats (``reply_move``, its playout width),
and the value is the player's own final total (``engine.review`` does the
comparing). The hard player's choice is the costliest part (its full tree search,
uncapped, so the review is the same on any machine), about half of a step's time.

Thresholds: a final score is 90 to 170 points over 18 turns a player, about 8 a
turn. A loss under 3 points (a Project's chance, a stair step) is within what the
sampled playouts can tell apart and is called good; 8 points, a whole turn's worth,
is a mistake.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping
from typing import Any

from ..review import Judgement, Reviewer, Step, Thresholds
from .ai import choose_move
from .ai.policies import ranked_moves
from .ai.search import reply_move
from .game import Game
from .moves import Move
from .record import move_from_record, setup_from_record
from .view import PublicView, sample_game

THRESHOLDS = Thresholds(inaccuracy=3.0, mistake=8.0)
PLAYOUT_WIDTH = 3
"""Options the quick player of the playouts weighs a turn (the hard search's own)."""


def review_steps(record: Mapping[str, Any]) -> tuple[Step, ...]:
    """Every turn of the game, both seats', in play order (a turn includes its
    Palace choice and its King's Favor: one decision of one seat)."""
    return REVIEWER.steps(record)


def judge_step(record: Mapping[str, Any], index: int, seed: int) -> Judgement:
    """Turn ``index`` judged from its player's public view then, from ``seed``:
    the same judgement for the same arguments, whatever the hidden tiles were."""
    return REVIEWER.judge(record, index, seed)


def position(record: Mapping[str, Any], index: int) -> Game:
    """The game just before turn ``index``: its first ``index`` turns replayed."""
    return REVIEWER.position(record, index)


def _moves(record: Mapping[str, Any]) -> list[Move]:
    return [move_from_record(raw, index) for index, raw in enumerate(record["moves"])]


def _hard(view: PublicView, seed: int) -> Move:
    """The hard player's turn, its search uncapped so that no clock changes it."""
    return choose_move(view, "hard", seed, math.inf)


def _ranked(view: PublicView, rng: random.Random) -> list[Move]:
    return [move for _, move in ranked_moves(sample_game(view, rng), rng)]


def _finish(game: Game, rng: random.Random) -> None:
    while not game.is_over:
        game.play(reply_move(game, rng, PLAYOUT_WIDTH, thorough=True))


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
    play_on=_finish,
    points=lambda game, seat: float(game.total(seat)),
    text=lambda move: move.text,
    samples=8,
    candidates=6,
)
"""Eight sampled games per candidate, six candidates: the played turn, the hard
player's, the normal ranking's best (see the figures in the module docstring)."""
