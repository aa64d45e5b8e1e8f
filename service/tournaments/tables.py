"""Table rounds: players seated at tables of several seats by standings and fresh company.

The leftover rule (`table_sizes`): the fewest tables that seat everyone at `seats` or
fewer, their sizes as even as possible (they differ by one at most, larger tables
first). Only when that would leave a table under `min_seats` do the lowest-ranked
players sit out with a bye, as few as make the rest fit.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from itertools import combinations

from service.tournaments.records import Entrant, Pairing, PairingError, Round
from service.tournaments.standings import byes_had, meetings, table_standings

REACH = 2
"""How many tables down a player may move from their place in the standings to sit with
people they have met less: far enough to break up last round's tables, near enough
that the top tables stay the top players'."""


def table_sizes(count: int, seats: int, min_seats: int = 2) -> tuple[tuple[int, ...], int]:
    """The sizes of the tables for `count` players (larger first) and how many players
    sit out; see the module's leftover rule."""
    if not 2 <= min_seats <= seats:
        raise PairingError(f"tables need 2 <= min_seats <= seats, not {min_seats}, {seats}")
    for out in range(count - min_seats + 1):
        seated = count - out
        tables = -(-seated // seats)
        if tables * min_seats <= seated:
            base, extra = divmod(seated, tables)
            return (base + 1,) * extra + (base,) * (tables - extra), out
    raise PairingError(f"{count} players cannot fill a table of {min_seats}")


def table_round(entrants: Sequence[Entrant], rounds: Iterable[Round], seats: int,
                min_seats: int = 2) -> Pairing:
    """Seat the next table round of the players not removed.

    The standings (`table_standings`) are cut into tables of `table_sizes`, the best
    players at the first table. Then, while swapping two players at most `REACH` tables
    apart lowers the number of times people at the same table have met before, the
    first such swap (best tables and best players first) is made. At each table the
    player who has had the first seat least often sits first, and on equal counts the
    lower-ranked. Byes, if any, go to the lowest-ranked of those with the fewest byes.
    """
    rounds = tuple(rounds)
    order = [row.player for row in table_standings(entrants, rounds, seats) if not row.removed]
    rank = {player: index for index, player in enumerate(order)}
    sizes, out = table_sizes(len(order), seats, min_seats)
    had = byes_had(rounds)
    byes = sorted(order, key=lambda p: (had.get(p, 0), -rank[p]))[:out]
    seated = [p for p in order if p not in byes]
    tables, start = [], 0
    for size in sizes:
        tables.append(seated[start:start + size])
        start += size
    _mix(tables, meetings(rounds))
    firsts = {p: 0 for p in order}
    for played in rounds:
        for game in played.games:
            if game.players[0] in firsts:
                firsts[game.players[0]] += 1
    seating = (tuple(sorted(table, key=lambda p: (firsts[p], -rank[p])))
               for table in sorted(tables, key=lambda t: min(rank[p] for p in t)))
    return Pairing(tuple(seating), tuple(sorted(byes, key=rank.__getitem__)))


def _company(table: list[int], met: dict[frozenset[int], int]) -> int:
    """How many earlier meetings the players at `table` share, pair by pair."""
    return sum(met.get(frozenset(pair), 0) for pair in combinations(table, 2))


def _mix(tables: list[list[int]], met: dict[frozenset[int], int]) -> None:
    """Swap players between nearby tables while a swap lowers the shared meetings."""
    improved = True
    while improved:
        improved = False
        for i, j, x, y in _swaps([len(table) for table in tables]):
            upper, lower = tables[i][:], tables[j][:]
            upper[x], lower[y] = lower[y], upper[x]
            before = _company(tables[i], met) + _company(tables[j], met)
            if _company(upper, met) + _company(lower, met) < before:
                tables[i], tables[j] = upper, lower
                improved = True


def _swaps(sizes: list[int]) -> Iterator[tuple[int, int, int, int]]:
    """Every swap `_mix` tries, in order: table i's seat x with table j's seat y."""
    for i, size in enumerate(sizes):
        for j in range(i + 1, min(i + REACH + 1, len(sizes))):
            for x in range(size):
                for y in range(sizes[j]):
                    yield i, j, x, y
