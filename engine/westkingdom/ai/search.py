"""The hard level: a determinized tree search over the seat's own turns, each line
played on four turns further before it is judged.

A West Kingdom seat cannot see the other hands, the packets it does not hold or any
deck order, so every iteration of the search deals them afresh from its view (a
determinization, ``sample_game``) and walks one tree in that world: the tree of the
seat's own answers, this turn's and its next turn's (open loop: a node is the
sequence of the seat's own answers, whatever the other seats and the cards did in
between). The other seats play their turns as ``normal`` would; after the seat's
second turn and, at two seats, the other seat's reply, four more turns are played as
``normal`` would play them (the tail: at two seats the seat's third and fourth turns
and the replies), and where the line stops it is judged by ``evaluation.win_chance``,
the chance that the seat ends the game ahead. So a turn is judged by the best turn it
prepares and by what follows, not by a greedy one: gathering the stone for next
turn's build, or a capture whose worth is the income it denies. Against ``normal``
at two seats the tail won 38 of 40 games where the same search without it, on the
same deals in the same seats, won 27 (``docs/computer-players.md``): what a line's
end does not tell is the play still to come.

Each node widens progressively, in ``normal``'s order (its ranking of the answers by
the turn they lead to, made in the first world that reaches the node): a few answers
are open at first, more as its visits grow, and among the open ones UCB1 picks. The
k-th visit of every answer at the root meets the k-th world dealt, so the answers are
compared on the same cards. The answer visited most is played, unless ``normal``'s own
choice is within ``MARGIN`` of its mean: where every line is won or lost alike,
``normal``'s margin decides.

Where every line is won alike past a long game's length, ``normal``'s ranking may
mine on for ever: there a seat sure to win follows the closing plan of ``closing``
instead, once a sampled game shows that plan ending the game with the seat still
ahead.

The work is counted in iterations, so a search is reproducible from its seed; the cap
on the thread's CPU time only cuts it short as a safety net.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from ..game import Game
from ..moves import Option, Prompt
from .closing import closes_ahead, closing_option, sure_to_win
from .evaluation import standing, win_chance
from .policies import TURN_STARTS, finish_turn, greed_option, step_option, turn_values

MARGIN = 0.02
"""Chance of winning by which the searched answer must beat normal's choice to replace
it: where every line is won (or lost) alike, normal's margin decides."""


@dataclass(frozen=True)
class SearchSettings:
    """How much the hard player looks ahead, and how it spreads its lines."""

    iterations: tuple[int, int, int, int] = (70, 42, 31, 26)
    """Walks of the tree at a table of 2, 3, 4 and 5 seats: a round costs a turn for
    each other seat, so fewer at a larger table keep a decision within its goal. A
    walk with its tail costs about twice one without, so there are fewer than the
    110, 65, 48 and 40 of the search without a tail: with fewer walks, the lines seen
    further still won more."""
    follow_up: float = 0.3
    """Share of them for an answer within a turn (a capture, a hire, a card), which
    weighs less than where the worker goes."""
    root_width: float = 3.0
    """Answers open at the root before any visit; ``widen * sqrt(visits)`` more open
    as its visits grow (a node below it starts from ``width``)."""
    width: float = 2.0
    widen: float = 0.5
    exploration: float = 0.15
    """UCB1's constant, in chance of winning."""
    own_turns: int = 2
    """The seat's turns searched: this one and the next."""
    reply: bool = True
    """Whether, at two seats, the other seat's reply to the last of them is played
    before the line is judged."""
    tail: int = 4
    """Turns more, of whichever seat is next, each played as ``normal`` would, before
    the line is judged: a line seen further for more CPU a walk. Against ``normal`` at
    two seats, on the same 40 deals in the same seats: no tail (110 walks) won 67.5%,
    two turns (110 walks, twice the CPU) 90%, four turns (70 walks, 1.9 times) 95%."""

    def iterations_at(self, seats: int, prompt: Prompt) -> int:
        """The walks of a search at a table of ``seats`` for a ``prompt``."""
        count = self.iterations[min(seats, 5) - 2]
        return count if prompt in TURN_STARTS else max(1, round(count * self.follow_up))


class Node:
    """A sequence of the seat's own answers: the answers open from it, in normal's
    order, and each one's visits and summed chance of winning."""

    __slots__ = ("children", "order", "totals", "visits")

    def __init__(self, order: list[Option] | None = None) -> None:
        self.order = order
        self.visits: dict[Option, int] = {}
        self.totals: dict[Option, float] = {}
        self.children: dict[Option, Node] = {}

    @property
    def seen(self) -> int:
        """How often the search passed through this node."""
        return sum(self.visits.values())

    def mean(self, option: Option) -> float:
        """The mean chance of winning after ``option`` (none: below any)."""
        visits = self.visits.get(option, 0)
        return self.totals[option] / visits if visits else -math.inf

    def add(self, option: Option, value: float) -> None:
        """One more line through ``option``, worth ``value``."""
        self.visits[option] = self.visits.get(option, 0) + 1
        self.totals[option] = self.totals.get(option, 0.0) + value


def search_option(game: Game, sample: Callable[[random.Random], Game], rng: random.Random,
                  settings: SearchSettings, deadline: float | None = None,
                  ) -> tuple[Option, bool]:
    """The answer the tree search finds best (or the closing answer, for a seat sure to
    win whose plan ends a sampled game still ahead), and whether the deadline cut the
    search short.

    ``game`` is one game consistent with the view, used to rank the answers; ``sample``
    draws a fresh one from the view. The search stops early once
    ``time.thread_time()`` (this thread's CPU time) passes ``deadline``.
    """
    me = game.current_player
    prompt = game.decision.prompt
    if prompt is not Prompt.DRAFT and sure_to_win(game, me) and closes_ahead(
            sample(rng), me, deadline):
        return closing_option(game), False
    punishing = greed_option(game, me)
    if punishing is not None:
        return punishing, False
    root = Node(_ranked(game))
    favourite = root.order[0]
    if len(root.order) == 1 or prompt is Prompt.DRAFT:
        return favourite, False
    worlds: list[Game] = []
    for _ in range(settings.iterations_at(game.seats, prompt)):
        if deadline is not None and time.thread_time() > deadline:
            return _chosen(root, favourite), True
        option = _select(root, root.order, settings, settings.root_width)
        visits = root.visits.get(option, 0)
        while len(worlds) <= visits:
            worlds.append(sample(rng))
        _walk(root, option, worlds[visits].copy(), me, settings)
    return _chosen(root, favourite), False


def _ranked(game: Game) -> list[Option]:
    """The answers of the pending prompt, best first by the turn each leads to (normal's
    ranking; the prompt's order among equals)."""
    values = turn_values(game, standing)
    order = sorted(range(len(values)), key=lambda i: (-values[i][0], i))
    return [values[i][1] for i in order]


def _select(node: Node, legal: list[Option] | tuple[Option, ...], settings: SearchSettings,
            width: float) -> Option | None:
    """The first open answer legal here not tried yet, else the legal open answer best by
    UCB1 (``None``: none of the open answers is legal in this world)."""
    assert node.order is not None
    seen = node.seen
    open_count = int(width + settings.widen * math.sqrt(seen))
    log_seen = math.log(seen + 1)
    best, best_score = None, -math.inf
    for option in node.order[:open_count]:
        if option not in legal:
            continue
        visits = node.visits.get(option, 0)
        if not visits:
            return option
        score = node.mean(option) + settings.exploration * math.sqrt(log_seen / visits)
        if score > best_score:
            best, best_score = option, score
    return best


def _walk(root: Node, option: Option, world: Game, me: int, settings: SearchSettings) -> None:
    """One line from the root's ``option`` in ``world``: the seat's turn, the others'
    turns, the seat's next turn chosen in the tree, and so on for ``own_turns`` of its
    turns; its chance of winning where the line stops is added along the path."""
    path = [(root, option)]
    node = root
    world.push(option)
    finish_turn(world, me, standing)
    for _ in range(settings.own_turns - 1):
        world = _others(world, me, reply=False)
        if world.is_over:
            break
        node = node.children.setdefault(option, Node())
        if node.order is None:
            node.order = _ranked(world)
        option = _select(node, world.decision.options, settings, settings.width)
        if option is None:  # the cards of this world offer none of the open answers
            node.order += [o for o in _ranked(world) if o not in node.order]
            option = next(o for o in node.order if o in world.decision.options)
        path.append((node, option))
        world.push(option)
        finish_turn(world, me, standing)
    if settings.reply and world.seats == 2:
        world = _others(world, me, reply=True)
    for _ in range(settings.tail):
        if world.is_over:
            break
        world = _next_turn_played(world)
    value = win_chance(world, me)
    for visited, answer in path:
        visited.add(answer, value)


def _others(world: Game, me: int, reply: bool) -> Game:
    """``world`` once the other seats have played as normal does until ``me`` is to
    start a turn, or the game ends; with ``reply``, once the next other seat has played
    its one turn (at two seats: the reply to the seat's last turn)."""
    while True:
        _follow_ups_answered(world)
        if world.is_over or world.decision.player == me:
            return world
        world = _best_turn_played(world)
        if reply:
            return world


def _next_turn_played(world: Game) -> Game:
    """``world`` once the pending turn's follow-ups are answered and the next seat to
    start a turn has played it, all as normal does (or the game is over)."""
    _follow_ups_answered(world)
    return world if world.is_over else _best_turn_played(world)


def _follow_ups_answered(world: Game) -> None:
    """Answer, as normal does, every prompt of ``world`` until a turn starts (or the
    game ends)."""
    while not world.is_over and world.decision.prompt not in TURN_STARTS:
        world.push(step_option(world, standing))


def _best_turn_played(world: Game) -> Game:
    """The game after the mover's best turn by normal's standing (the first of equals),
    played on a copy: the copy ``turn_values`` would judge it on, kept rather than
    played again."""
    seat = world.current_player
    best, best_value = world, -math.inf
    for option in world.legal_options():
        after = world.copy()
        after.push(option)
        finish_turn(after, seat, standing)
        value = standing(after, seat)
        if value > best_value:
            best, best_value = after, value
    return best


def _chosen(root: Node, favourite: Option) -> Option:
    """The root answer visited most (the better mean among equals), unless normal's own
    choice is within ``MARGIN`` of its mean: the lines are noisy, the ranking is not,
    and it weighs points where the chance does not tell the answers apart."""
    assert root.order is not None
    if not root.visits:
        return favourite
    best = max(root.visits, key=lambda o: (root.visits[o], root.mean(o)))
    if root.visits.get(favourite) and root.mean(best) < root.mean(favourite) + MARGIN:
        return favourite
    return best
