"""Swiss rounds for two-player games, by a maximum-weight matching (networkx).

The whole rule is one ordering of wishes, strongest first; a pairing gives up a weaker
wish only to grant a stronger one:

1. the fewest rematches (none while that is possible), then the fewest third (or
   later) meetings among them;
2. the bye (odd counts) to the lowest-ranked player who has had the fewest byes (none,
   until everyone has had one);
3. equal scores together: the smallest sum of squared score differences over the
   pairs, so one player floating two groups down is worse than two floating one;
4. first seats balanced: two players who both owe the same seat are not paired together
   when another pairing is as good;
5. neighbours in the standings together (Monrad): the first meets the second.

Each wish is an integer weight level far above the sum of all weaker ones, so a
maximum-weight perfect matching honours them in that order exactly. A field larger
than `BLOCK` is cut into blocks of consecutive standings; a block whose best pairing
still needs a rematch is merged with its neighbour and solved again, up to the whole
field, so wish 1 holds exactly however the field is cut. On sorted scores, pairing
within blocks loses nothing on wish 3 either (squared differences on a line are
smallest between neighbours), which is what lets 1,000 players pair in well under a
second.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations

import networkx as nx

from service.tournaments.records import Entrant, Pairing, PairingError, Round
from service.tournaments.standings import Standing, byes_had, meetings, swiss_standings

BLOCK = 16
"""Players per block of the standings solved on its own (even). The matching costs about
the cube of a block's size, so small blocks are fast (a 1,000-player round in a few
tenths of a second); a rematch inside one merges it with its neighbour anyway."""


@dataclass(frozen=True)
class _Field:
    """The round's players in standings order; a node is an index into `order`, and
    the node `len(order)` is the bye."""

    order: tuple[int, ...]
    halves: tuple[int, ...]  # each player's points, in half points
    met: dict[frozenset[int], int]
    balance: tuple[int, ...]  # first seats minus second seats so far
    last_seat: tuple[int | None, ...]  # 0 first, 1 second, None never seated
    eligible: frozenset[int]  # nodes that may take the bye

    @property
    def bye(self) -> int:
        return len(self.order)

    def met_before(self, a: int, b: int) -> int:
        """How many games nodes `a` and `b` have played each other (the bye meets nobody)."""
        if self.bye in (a, b):
            return 0
        return self.met.get(frozenset((self.order[a], self.order[b])), 0)


def swiss_round(entrants: Sequence[Entrant], rounds: Iterable[Round]) -> Pairing:
    """Pair the next Swiss round of the players not removed (see the module's rule).

    Tables are pairs in seat order, the best-ranked first; in each, the player who has
    had the first seat less often (first minus second seats) takes it, then the one who
    was second last time, then alternately the better and the worse ranked by table.
    """
    rounds = tuple(rounds)
    standings = [row for row in swiss_standings(entrants, rounds) if not row.removed]
    if len(standings) < 2:
        raise PairingError("a Swiss round needs two players")
    field = _field(standings, rounds)
    pairs = _solve(field)
    byes = tuple(field.order[a] for a, b in pairs if b == field.bye)
    duels = sorted((a, b) for a, b in pairs if b != field.bye)
    tables = tuple(_seated(a, b, number, field) for number, (a, b) in enumerate(duels))
    return Pairing(tables, byes)


def _field(standings: list[Standing], rounds: tuple[Round, ...]) -> _Field:
    order = tuple(row.player for row in standings)
    points = {row.player: row.points for row in standings}
    balance = dict.fromkeys(order, 0)
    last_seat: dict[int, int] = {}
    for played in rounds:
        for game in played.games:
            for seat, player in enumerate(game.players[:2]):
                if player in balance:
                    balance[player] += 1 if seat == 0 else -1
                    last_seat[player] = seat
    had = byes_had(rounds)
    fewest = min(had.get(p, 0) for p in order)
    eligible = frozenset(i for i, p in enumerate(order) if had.get(p, 0) == fewest)
    return _Field(order, tuple(round(2 * points[p]) for p in order), meetings(rounds),
                  tuple(balance[p] for p in order), tuple(last_seat.get(p) for p in order),
                  eligible if len(order) % 2 else frozenset())


def _blocks(field: _Field) -> list[list[int]]:
    """Consecutive runs of `BLOCK` nodes; the last holds the bye and an eligible player."""
    count = len(field.order)
    blocks = [list(range(start, min(start + BLOCK, count))) for start in range(0, count, BLOCK)]
    if len(blocks) > 1 and len(blocks[-1]) < BLOCK // 2:
        _merge(blocks, len(blocks) - 2)
    if field.eligible:
        while max(field.eligible) < blocks[-1][0]:
            _merge(blocks, len(blocks) - 2)
        blocks[-1].append(field.bye)
    return blocks


def _solve(field: _Field) -> list[tuple[int, int]]:
    """Match block by block, merging a block that needs a rematch with a neighbour."""
    blocks = _blocks(field)
    solved: list[list[tuple[int, int]]] = []
    while len(solved) < len(blocks):
        index = len(solved)
        pairs = _match(blocks[index], field)
        if len(blocks) > 1 and any(field.met_before(a, b) for a, b in pairs):
            if index + 1 == len(blocks):
                solved.pop()
                index -= 1
            _merge(blocks, index)
            continue
        solved.append(pairs)
    return [pair for pairs in solved for pair in pairs]


def _merge(blocks: list[list[int]], index: int) -> None:
    """Join block `index` and the next into one (the bye node, if any, stays last)."""
    following = blocks.pop(index + 1)
    blocks[index] = sorted(blocks[index] + following)


def _match(nodes: list[int], field: _Field) -> list[tuple[int, int]]:
    """The best perfect matching of `nodes` by the module's ordered wishes."""
    players = [n for n in nodes if n != field.bye]
    halves = [field.halves[n] for n in players]
    below = {n: sum(1 for e in field.eligible if e > n) for n in field.eligible}
    most_met = max((field.met_before(a, b) for a, b in combinations(players, 2)), default=0)
    # per-pair maxima of each wish, weakest first: rank, seat, score, bye, meetings
    # beyond the second, rematch
    tops = [len(nodes), 1, (max(halves) - min(halves)) ** 2, len(nodes),
            max(most_met - 1, 0), min(most_met, 1)]
    multipliers, bound = [], 0
    for top in tops:
        multipliers.append(bound + 1)
        bound += (len(nodes) // 2) * top * (bound + 1)
    graph = nx.Graph()
    graph.add_nodes_from(nodes)
    for a, b in combinations(nodes, 2):
        if b == field.bye:
            if a in field.eligible:
                graph.add_edge(a, b, weight=bound + 1 - multipliers[3] * below[a])
            continue
        seat = 1 if field.balance[a] * field.balance[b] > 0 else 0
        met = field.met_before(a, b)
        costs = (b - a, seat, (field.halves[a] - field.halves[b]) ** 2, 0, max(met - 1, 0),
                 min(met, 1))
        cost = sum(c * m for c, m in zip(costs, multipliers, strict=True))
        graph.add_edge(a, b, weight=bound + 1 - cost)
    matching = nx.max_weight_matching(graph, maxcardinality=True)
    return sorted(tuple(sorted(pair)) for pair in matching)


def _seated(a: int, b: int, number: int, field: _Field) -> tuple[int, int]:
    """The pair in seat order (see `swiss_round`); `a` ranks above `b`."""
    if field.balance[a] != field.balance[b]:
        first = a if field.balance[a] < field.balance[b] else b
    elif field.last_seat[a] != field.last_seat[b] and None not in (
            field.last_seat[a], field.last_seat[b]):
        first = a if field.last_seat[a] == 1 else b
    else:
        first = a if number % 2 == 0 else b
    second = b if first == a else a
    return field.order[first], field.order[second]
