"""Game review for Architects of the West Kingdom: each turn and draft pick judged
by full playouts of the normal player (issues 29, 43).

A whole move is a turn: the placement (or the recall of the workers) and every
follow-up its seat answers until the next turn starts; a draft pick is a whole move
too, and judged like a turn (issue 43): its candidates are the pick made and the
normal ranking's best, and the estimate plays each to the end of the game, which is
what values a card kept for the whole game.

A turn is judged from its seat's public view at its start: the other hands and
packets and the order of every deck are drawn at random (``sample_game``), never read
from the record. The candidates are the turn played and the best five of the normal
ranking (not the hard player's: its search costs more than a whole step's playouts,
and a review of 36 turns has a minute); the turn played keeps
its own follow-ups (where the sampled cards leave one impossible, the normal player
answers instead), another candidate's follow-ups are the normal player's. Each is
played in the same sampled games, then a round by the hard search's quick player
(every other seat takes a turn, and the seat one more), and valued as the seat's
expected final points (``evaluation.expected_points``: the score and what its
resources, hand and workers promise; exact once the game is over): the points the
hard player judges a line by (it turns their margin into a chance of winning),
without the pull ``standing`` adds for each worker in the Guildhall. That pull is a
reason to end the game, not points: with it, a turn that built the Cathedral and
ended a game at 26 points was called a 27-point mistake against a line that went on,
valued at 60. That look ahead only selects the best candidate; the figures shown
come from fresh deals played to the end by the finisher (``PLAYOUT_LEVEL``: the
normal player, ending a long game sooner), and ``engine.review`` does the comparing.

Thresholds: a final score is 20 to 45 points over 30 to 40 turns a seat, about a
point a turn. A loss under 1.5 points is called good; 4 points, a few turns'
worth, is a mistake.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping
from typing import Any

from ..review import Reviewer, Thresholds
from .ai import choose_move
from .ai.evaluation import expected_points, standing
from .ai.policies import (
    TURN_STARTS,
    best_turn,
    finish_turn,
    step_option,
    turn_values,
)
from .game import Game
from .moves import Move, Prompt, to_json
from .record import setup_from_record
from .view import PublicView, sample_game

THRESHOLDS = Thresholds(inaccuracy=1.5, mistake=4.0, spread=(9.0, 5.5, 3.0))
"""Named from 1.5 and 4 points lost. The spreads per deal of a paired difference by
phase are the medians of the refined judgements of the benchmark's first ten games
(6, 18 and 31 steps: 9.2, 5.6 and 2.9 points): the first pass's four deals lean on
them (``pooled_error``)."""
PLAYOUT_LEVEL = "finisher"
"""The stated policy of the estimate's playouts: the finisher (``ai.POLICIES``), each
seat playing it from its own public view (``choose_move``). It plays as ``normal``,
but captures a rival's big group at the Mines as hard does and ends a long game
sooner: playouts by ``normal`` sometimes fell into the gold loop and ran to the turn
limit for 150 to 350 points, a tail that made a paired difference stray by 23 points
(a standard deviation, nine two-seat positions) against 8 by the finisher. Without
the capture, an opening's playouts still strayed by 27 to 55 points at four of twelve
positions (24 deals each; 15.9 on average over the twelve); with it, by 7 to 12 (7.2 on
average) (``bench/review_spread.py``)."""
FRESH = 4
"""Fresh deals the played and the best whole move are each played out on in the
first pass: a first summary within a minute for a seat of a two-seat game."""
REFINED = 16
"""Fresh deals of each once refined (``Reviewer.refine``), and then 16 more at a time while
the step is unsettled (``Reviewer.settled``), up to ``MOST``."""
MOST = 64
"""Fresh deals a refinement may go on to. An opening playout's final score strays by
about 7 to 11 points (from the start, 200 decisions; ``bench/review_spread.py``), so
16 deals leave "expected at the end" within about 2 to 3 points of 35, 5% to 8%; 64
within 1 to 1.4."""
NAMED = 128
"""Fresh deals a refinement may go on to while a name is unsure (``Reviewer.unsure``):
the two wrong names of the benchmark's first ten games stood at 64 deals, 2.2 and
2.1 errors clear of the inaccuracy threshold."""
PRECISION = 0.04
""""Expected at the end"'s standard error wanted, as a share of it: a judge within 4%
(one error) and a benchmark of four times its deals within 2% stray from each other
by about 3.5% on average, inside the goal of 5%. At 3%, and with a "good" step refined
while within its margin below the inaccuracy threshold, refining one seat of a
three-seat benchmark game took 723 s of CPU; with 4% and that step settled, 386 s."""
PLAYOUT_TURNS = 150
"""Turns a seat after which a playout stops (as the strength benchmark's games do)."""

Turn = tuple[Move, ...]
"""A whole move: a turn's answers in order (or a draft pick, alone)."""


def turn_text(turn: Turn) -> str:
    """A turn as text: its answers in order, ``place:quarry pay:{"St":2}``."""
    return " ".join(f"{move.prompt.value}:{_answer_text(move)}" for move in turn)


def _answer_text(move: Move) -> str:
    value = to_json(move.value)
    return value if isinstance(value, str) else json.dumps(value, separators=(",", ":"))


def _start(record: Mapping[str, Any]) -> Game:
    """The game a record sets up; its Black Market reshuffles are the recorded ones."""
    game = Game(setup_from_record(record))
    game.derive_reshuffles = False
    return game


def _turns(record: Mapping[str, Any]) -> list[Turn]:
    """The record's decisions grouped into whole moves: a new one at each turn start,
    each draft pick, and each change of seat (the opening hires; the follow-ups of a
    turn whose start was forced, so not recorded, are no one's step)."""
    turns: list[list[Move]] = []
    for raw in record["decisions"]:
        move = Move.from_record(raw)
        if (not turns or move.prompt in TURN_STARTS or move.prompt is Prompt.DRAFT
                or move.seat != turns[-1][-1].seat):
            turns.append([])
        turns[-1].append(move)
    return [tuple(turn) for turn in turns]


def _is_decided(turn: Turn) -> bool:
    """A turn or a draft pick: not the follow-ups of a turn whose start was forced."""
    return turn[0].prompt in TURN_STARTS or turn[0].prompt is Prompt.DRAFT


def _play(game: Game, turn: Turn) -> None:
    """The answers of ``turn`` in order, checked (a record's)."""
    for move in turn:
        game.play(move)


def _fit(game: Game, turn: Turn) -> None:
    """The answers of ``turn`` in order, as long as each is the one asked and legal:
    in a sampled game a follow-up may not be (other cards came up), and the rest of
    the turn is then left to the playout."""
    for move in turn:
        decision = game.decision
        if (decision is None or (decision.player, decision.prompt) != move[:2]
                or move.value not in decision.options):
            return
        game.play(move)


def _ranked(view: PublicView, rng: random.Random) -> list[Turn]:
    """The placements (or picks) by the normal ranking, best first."""
    game = sample_game(view, rng)
    decision = game.decision
    assert decision is not None
    values = sorted(turn_values(game, standing), key=lambda vo: -vo[0])
    return [(Move(decision.player, decision.prompt, option),) for _, option in values]


def _play_on(game: Game, rng: random.Random) -> None:
    """The seat's turn finished by the normal player, then a round by the quick
    player: every other seat's turn, and the seat's next one."""
    seat = game.current_player
    finish_turn(game, seat, standing)
    turns = 0
    while not game.is_over:
        decision = game.decision
        assert decision is not None
        if decision.prompt in TURN_STARTS:
            if turns == game.seats:
                return
            turns += 1
            game.push(best_turn(game, standing))
        else:
            game.push(step_option(game, standing))


def _play_out(game: Game, rng: random.Random) -> None:
    """The rest of the game by the normal player as a seat plays it, from its own
    public view (the other hands dealt at random), every seat, every prompt (a game
    still going after ``PLAYOUT_TURNS`` turns a seat stops there and is scored as it
    stands: normal players end theirs long before, but a playout must end)."""
    limit = PLAYOUT_TURNS * game.seats
    while not game.is_over and game.turn < limit:
        view = game.public_view(game.current_player)
        game.push(choose_move(view, PLAYOUT_LEVEL, rng.randrange(1 << 62)).value)


REVIEWER: Reviewer[Game, Turn, PublicView] = Reviewer(
    start=_start,
    moves=_turns,
    seat=lambda game: game.current_player,
    turn=lambda game: game.turn + 1,
    play=_play,
    view=Game.public_view,
    sample=sample_game,
    hard=None,
    ranked=_ranked,
    play_on=_play_on,
    points=expected_points,
    policy=PLAYOUT_LEVEL,
    play_out=_play_out,
    score=lambda game, seat: float(game.score(seat).total),
    thresholds=THRESHOLDS,
    text=turn_text,
    samples=4,
    fresh=FRESH,
    refined=REFINED,
    most=MOST,
    named=NAMED,
    precision=PRECISION,
    candidates=6,
    decided=_is_decided,
    fit=_fit,
)
"""Four sampled deals per candidate to select, six candidates (the turn played, the
normal ranking's best five: with three, a late turn's best by eight points, fifth in
the ranking, was never put to the test), then ``FRESH`` fresh deals played to the end for the
played and the best (the cost figures are in ``docs/computer-players.md``)."""
