"""The hard level: information-set Monte-Carlo tree search (single observer).

Neither player sees the tiles under the main-board tops nor the deck order, so the
search builds one tree of public move sequences and, on every iteration, draws a
fresh game that agrees with the public view (a determinization) and walks the tree
in it. The tiles a line of play uncovers and the cards it draws are thus chance,
sampled anew each time, and a node's value averages over them. A move chosen in
one sample is fitted to the others (``fit_move``): only the Palace choice can
depend on a hidden tile.

Each node widens progressively, best immediate points first (the root: the normal
level's ranking), and picks among its open moves by UCB1; both players choose the
move best for themselves. Below the root, the candidates are the quick player's:
the moves that score most at once counting what the placement does for the
mover's Projects and Favor spaces, plus the best move on each stack that makes or
blocks a line of Architects and the best move for each Palace choice (a Favor or a
Project card is worth more than most turns' points but scores nothing at once, so
neither side may overlook one). A new leaf is judged after a short playout of that
quick player by the heuristic evaluation (the margin in points), or by the exact
result when the line reaches the end (the game's last turn is solved exactly,
``endgame``).

The work is a number of iterations, so the same view and seed always give the same
move on any machine; the wall-clock deadline is only a safety net.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass

from ..game import Game
from ..moves import Move
from ..view import PublicView, sample_game
from .endgame import best_last_margin, is_last_turn, last_turn_move
from .heuristics import evaluate
from .playout import fit_move
from .policies import ranked_moves
from .search import reply_move


@dataclass(frozen=True)
class TreeSettings:
    """How the hard player searches.

    ``iterations`` sampled walks of the tree. The root considers its
    ``root_moves + widen * sqrt(n)`` best moves after ``n`` visits (the normal
    level's order); any other node starts from the best of its ``node_width``
    candidates and widens half as fast. ``exploration`` is the UCB1 constant in
    points of margin; a new leaf is played on ``playout_turns`` turns by the quick
    player of the normal level (``playout_width`` candidates a turn) before the
    evaluation judges it.
    """

    iterations: int = 280
    root_moves: float = 3.0
    widen: float = 0.5
    node_width: int = 6
    exploration: float = 4.0
    playout_turns: int = 6
    playout_width: int = 3


class Node:
    """A public move sequence: its moves (ordered when first reached) and statistics.

    ``value`` sums the rewards of the player who moved into this node.
    """

    __slots__ = ("children", "moves", "value", "visits")

    def __init__(self) -> None:
        self.moves: list[Move] | None = None
        self.children: dict[Move, Node] = {}
        self.visits = 0
        self.value = 0.0


def tree_search(view: PublicView, rng: random.Random, settings: TreeSettings,
                deadline: float | None = None) -> Move:
    """The move the search finds best from ``view`` (a turn to start).

    Every sample is drawn from ``view`` with ``rng``; ``deadline`` (a
    ``time.perf_counter()`` value) cuts the iterations short if the machine is slow.
    """
    game = sample_game(view, rng)
    if is_last_turn(game):
        return last_turn_move(game, view.unseen_cards)
    root = Node()
    root.moves = [move for _, move in ranked_moves(game, rng)]
    if len(root.moves) == 1:
        return root.moves[0]
    worlds = _Worlds(view, rng)
    for i in range(settings.iterations):
        if deadline is not None and i % 8 == 0 and time.perf_counter() > deadline:
            break
        move, child = _select(root, settings, settings.root_moves)
        # The k-th visit of every root move meets the k-th sampled world and the
        # same playout dice: root moves are compared on common ground.
        world, dice = worlds.get(child.visits)
        _iterate(root, move, child, world, dice, settings)
    return _most_visited(root)


class _Worlds:
    """Sampled games and playout seeds, drawn in order as the search needs them."""

    def __init__(self, view: PublicView, rng: random.Random) -> None:
        self.view, self.rng = view, rng
        self.games: list[Game] = []
        self.seeds: list[int] = []

    def get(self, k: int) -> tuple[Game, random.Random]:
        """A copy of the ``k``-th world and a fresh generator of its own dice."""
        while len(self.games) <= k:
            self.games.append(sample_game(self.view, self.rng))
            self.seeds.append(self.rng.randrange(1 << 62))
        return self.games[k].copy(), random.Random(self.seeds[k])


def _most_visited(root: Node) -> Move:
    """The root move tried most (the robust choice); ties go to the better mean,
    then to the earlier in the root order. Without any visit, the first move."""
    assert root.moves is not None
    order = {move: i for i, move in enumerate(root.moves)}
    if not root.children:
        return root.moves[0]
    return max(root.children.items(), key=lambda mc: (
        mc[1].visits, mc[1].value / max(1, mc[1].visits), -order[mc[0]]))[0]


def _iterate(root: Node, move: Move, child: Node, game: Game, rng: random.Random,
             settings: TreeSettings) -> None:
    """One walk from the root's ``move``: select down the tree in ``game``, add a
    leaf, judge it, and add the margin to every node on the way (negated for the
    nodes the opponent moved into)."""
    me = game.player
    path: list[tuple[Node, int]] = [(child, me)]
    game.play(move)
    node = child
    while child.visits > 0 and not (game.finished or is_last_turn(game)):
        if node.moves is None:
            node.moves = [m for _, m in ranked_moves(game, rng, limit=settings.node_width,
                                                     thorough=True)]
        mover = game.player
        move, child = _select(node, settings, 1.0)
        game.play(fit_move(game, move, rng))
        path.append((child, mover))
        node = child
    margin = _judge(game, rng, settings, me)
    root.visits += 1
    for visited, mover in path:
        visited.visits += 1
        visited.value += margin if mover == me else -margin


def _select(node: Node, settings: TreeSettings, base: float) -> tuple[Move, Node]:
    """The next open move without a visit, else the best by UCB1. ``base`` moves
    are open from the start; more open as the node gathers visits."""
    moves = node.moves
    assert moves is not None
    widen = settings.widen if base > 1 else settings.widen / 2
    open_moves = max(1, min(len(moves), int(base + widen * math.sqrt(node.visits))))
    log_n = math.log(node.visits + 1)
    best, best_score = None, -math.inf
    for move in moves[:open_moves]:
        child = node.children.get(move)
        if child is None:
            child = node.children[move] = Node()
            return move, child
        score = child.value / child.visits + settings.exploration * math.sqrt(log_n / child.visits)
        if score > best_score:
            best, best_score = move, score
    assert best is not None
    return best, node.children[best]


def _judge(game: Game, rng: random.Random, settings: TreeSettings, me: int) -> float:
    """``me``'s margin at a new leaf: after a short playout, the exact result if the
    game ended (or its last turn came, solved), else the heuristic evaluation."""
    for _ in range(settings.playout_turns):
        if game.finished or is_last_turn(game):
            break
        game.play(reply_move(game, rng, settings.playout_width, thorough=True))
    if game.finished:
        return float(game.total(me) - game.total(1 - me))
    if is_last_turn(game):
        best = float(best_last_margin(game))
        return best if game.player == me else -best
    return evaluate(game, me)
