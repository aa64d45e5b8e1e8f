"""Positions of the benchmark's West Kingdom games for the tests: hard in one seat
against normal, dealt and decided by ``bench/westkingdom_ai.py`` (``--seed 1``, game
``i`` from seed ``i + 1``) by the players of an earlier commit, or against the Mines
farmer by ``bench/westkingdom_strength.py`` (``mines-farmer-…``), and stored as records
at the turn where those players had begun a game that never ended. Replaying a record
costs milliseconds, where playing the game up to there cost the tests 20 seconds."""

import json
from collections.abc import Callable
from pathlib import Path

from engine.westkingdom import Game, Move, PublicView, from_record
from engine.westkingdom.ai import choose_move
from engine.westkingdom.moves import Option

POSITIONS = Path(__file__).parent / "westkingdom_benchmark_positions"


def benchmark_position(name: str) -> Game:
    """The stored position ``name`` (a file of ``POSITIONS``), replayed."""
    return from_record(json.loads((POSITIONS / f"{name}.json").read_text()))


def play_to_the_end(game: Game, hard_seat: int, turns: int,
                    others: Callable[[PublicView], Option] | None = None) -> Game:
    """``game`` played on by hard in ``hard_seat`` and normal in the other seats (or
    ``others``, answering from a seat's view), each answer seeded by the decisions
    played so far, failing if it runs ``turns`` more turns without ending."""
    limit = game.turn + turns
    while not game.is_over:
        assert game.turn < limit, "the game runs on and on"
        seat = game.current_player
        view = game.public_view(seat)
        if seat != hard_seat and others is not None:
            game.play(Move(seat, view.decision.prompt, others(view)))
        else:
            level = "hard" if seat == hard_seat else "normal"
            game.play(choose_move(view, level, len(game.decisions)))
    return game
