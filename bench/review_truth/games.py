"""The three games as the review benchmark plays them: how a reviewed game is dealt
and played by computer players of mixed levels, how a move the review names (by its
text) is entered in a sampled game, and a seat's final points.

Everything here goes through the engines' public API (``Game.new``, ``play``,
``public_view``, ``sample_game``, the final score) and each game's public computer
player ``choose_move(view, level, seed, budget_s)``, its cap lifted so that an answer
never depends on the machine's speed. Nothing reads the judge's own playout code:
the benchmark must be able to disagree with it.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

import engine.akropolis.review as akropolis_review
import engine.amytis.review as amytis_review
import engine.westkingdom.review as westkingdom_review
from engine import akropolis, amytis, westkingdom
from engine.akropolis.ai import choose_move as akropolis_choose
from engine.amytis.ai import TreeSettings
from engine.amytis.ai import choose_move as amytis_choose
from engine.amytis.ai.search import reply_move
from engine.westkingdom.ai import choose_move as westkingdom_choose

LEVELS = ("easy", "normal", "hard")
"""The computer players' levels, every game's."""

Chooser = Callable[[Any, str, int, float], Any]
"""A game's ``choose_move(view, level, seed, budget_s)``."""
MOST_ANSWERS = 20_000
"""Answers after which a playout that has not ended is an error (West Kingdom's
longest games of the normal player take about 400)."""
AMYTIS_QUICK = TreeSettings().playout_width
"""The turns Amytis's quick player weighs: the hard search's playout width."""


def amytis_quick(view: amytis.PublicView, level: str, seed: int, budget_s: float) -> amytis.Move:
    """Amytis's ``quick`` policy, which the judge states and no seat can pick: the
    hard search's quick player (the normal ranking over its few best-looking turns,
    thorough), here from a game dealt from the seat's own view."""
    rng = random.Random(seed)
    return reply_move(amytis.sample_game(view, rng), rng, AMYTIS_QUICK, thorough=True)


@dataclass(frozen=True)
class Table:
    """How a reviewed game was dealt: its seed, a level per seat (and, in solo
    Akropolis, the Architect's level)."""

    seed: int
    levels: tuple[str, ...]
    architect: str | None = None

    @property
    def seats(self) -> int:
        return len(self.levels)


@dataclass(frozen=True)
class Kind:
    """One game as the benchmark sees it: its review module (the judge), the tables
    it deals, a new game for a table, its computer player, how a move's text enters a
    game, and a seat's final points."""

    name: str
    review: ModuleType
    seats: Sequence[int]
    new: Callable[[Table], Any]
    sample: Callable[[Any, random.Random], Any]  # the engine's sample_game(view, rng)
    choose: Chooser
    enter: Callable[[Any, int, str], None]  # plays the move written as text for a seat
    final: Callable[[Any, int], float]
    record: Callable[[Any], dict[str, Any]]
    architects: Sequence[str] = ()
    policies: Mapping[str, Chooser] = field(default_factory=dict)  # beside the levels
    stop: Callable[[Any], bool] = lambda game: False  # a playout stops here, as it stands


    def table(self, rng: random.Random, levels: Sequence[str]) -> Table:
        """A table drawn from ``rng``: a deal, a seat count, a level for each seat."""
        seats = rng.choice(self.seats)
        chosen = tuple(rng.choice(levels) for _ in range(seats))
        architect = rng.choice(self.architects) if self.architects else None
        return Table(rng.randrange(1 << 62), chosen, architect)

    def move(self, game: Any, level: str, seed: int) -> Any:
        """The answer of a ``level`` player (or of a policy a judge states that is
        no level, ``policies``), from the public view of the seat to move."""
        choose = self.policies.get(level, self.choose)
        return choose(game.public_view(game.decision.player), level, seed, math.inf)

    def play_out(self, game: Any, level: str, rng: random.Random) -> None:
        """Every seat plays ``game`` to its end as ``level``, each answer's seed drawn
        from ``rng``, or until ``stop`` says the judge's stated policy stops there. A
        game that has not ended after ``MOST_ANSWERS`` answers is an error, not a
        figure: the computer players end theirs long before."""
        for _ in range(MOST_ANSWERS):
            if game.is_over or self.stop(game):
                return
            game.play(self.move(game, level, rng.randrange(1 << 62)))
        raise RuntimeError(f"a {self.name} playout by {level} did not end")

    def deal(self, table: Table, rng: random.Random) -> dict[str, Any]:
        """The record of ``table`` played to its end, each seat by its own level."""
        game = self.new(table)
        while not game.is_over:
            level = table.levels[game.decision.player]
            game.play(self.move(game, level, rng.randrange(1 << 62)))
        return self.record(game)


def _whole_move(parse: Callable[[str], Any]) -> Callable[[Any, int, str], None]:
    """``enter`` for a game whose move text is one whole turn (Amytis, Akropolis)."""
    def enter(game: Any, seat: int, text: str) -> None:
        if game.decision.player != seat:
            raise ValueError(f"seat {seat} is not to move, seat {game.decision.player} is")
        game.play(parse(text))
    return enter


def _westkingdom_enter(game: westkingdom.Game, seat: int, text: str) -> None:
    """The answers written in ``text`` (``place:quarry pay:{"St":2}``), in order, as
    long as each is one the seat is asked now: in a sampled game a follow-up may not
    be (other cards came up), and the rest of the turn is then left to the playout.
    The first answer, the turn's start, must fit: it depends on the table alone."""
    rest, entered = text, 0
    while rest and not game.is_over:
        decision = game.decision
        if decision.player != seat:
            break
        answer = _answer(decision, rest)
        if answer is None:
            break
        move, rest = answer
        game.play(move)
        entered += 1
    if not entered:
        raise ValueError(f"{text!r} does not start a turn of seat {seat} here")


def _answer(decision: westkingdom.Decision, text: str) -> tuple[westkingdom.Move, str] | None:
    """The option of ``decision`` that ``text`` starts with, and the text after it."""
    for option in decision.options:
        move = westkingdom.Move(decision.player, decision.prompt, option)
        written = westkingdom_review.turn_text((move,))
        if text == written or text.startswith(written + " "):
            return move, text[len(written) + 1:]
    return None


KINDS: dict[str, Kind] = {
    "amytis": Kind(
        "amytis", amytis_review, (2,),
        new=lambda t: amytis.Game.new(t.seed, amytis.random_sides(random.Random(t.seed))),
        sample=amytis.sample_game, choose=amytis_choose,
        enter=_whole_move(amytis.Move.parse),
        final=lambda game, seat: float(game.total(seat)), record=amytis.to_record,
        policies={"quick": amytis_quick}),
    "akropolis": Kind(
        "akropolis", akropolis_review, (2, 3, 4),
        new=lambda t: akropolis.Game.new(t.seed, t.seats),
        sample=akropolis.sample_game, choose=akropolis_choose,
        enter=_whole_move(akropolis.Move.parse),
        final=lambda game, seat: float(game.score(seat).total), record=akropolis.to_record),
    "akropolis-solo": Kind(
        "akropolis-solo", akropolis_review, (1,),
        new=lambda t: akropolis.Game.new(t.seed, 1, architect=t.architect),
        sample=akropolis.sample_game, choose=akropolis_choose,
        enter=_whole_move(akropolis.Move.parse),
        final=lambda game, seat: float(game.score(seat).total), record=akropolis.to_record,
        architects=akropolis.ARCHITECT_LEVELS),
    "westkingdom": Kind(
        "westkingdom", westkingdom_review, (2, 3, 4),
        new=lambda t: westkingdom.Game.new(t.seed, t.seats),
        sample=westkingdom.sample_game, choose=westkingdom_choose,
        enter=_westkingdom_enter,
        final=lambda game, seat: float(game.score(seat).total), record=westkingdom.to_record,
        stop=lambda game: game.turn >= westkingdom_review.PLAYOUT_TURNS * game.seats),
}
"""The games the benchmark reviews: solo Akropolis (the Famous Architect) apart, its
seat's opponent being the engine's, not a computer player. West Kingdom's playouts
stop after ``PLAYOUT_TURNS`` turns a seat, scored as they stand: that stop is part of
the policy its judge states, so the benchmark estimates the same quantity."""
