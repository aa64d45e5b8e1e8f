"""Random tournaments for the pairing tests: entrants and a history of played rounds.

Histories are random seatings with random results rather than Swiss ones, which is
harder on the pairing: scores and past opponents do not line up.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import replace

from hypothesis import strategies as st

from service.tournaments import Entrant, Game, Round, table_sizes


def random_game(rnd: random.Random, players: Sequence[int]) -> Game:
    """Random places (a tie now and then) and game scores."""
    places = [rnd.randint(1, len(players)) for _ in players]
    return Game(tuple(players), tuple(places), tuple(rnd.randint(0, 60) for _ in players))


def random_round(rnd: random.Random, players: Sequence[int], had: dict[int, int],
                 sizes: Callable[[int], tuple[tuple[int, ...], int]]) -> Round:
    """The players shuffled into tables of `sizes`; the byes to some with fewest byes."""
    players = list(players)
    rnd.shuffle(players)
    table_counts, out = sizes(len(players))
    byes = sorted(players, key=lambda p: had[p])[:out]
    seated = [p for p in players if p not in byes]
    games, start = [], 0
    for size in table_counts:
        games.append(random_game(rnd, seated[start:start + size]))
        start += size
    for player in byes:
        had[player] += 1
    return Round(tuple(games), tuple(byes))


def duel_sizes(count: int) -> tuple[tuple[int, ...], int]:
    """Two-player tables, one player out when the count is odd."""
    return (2,) * (count // 2), count % 2


@st.composite
def tournaments(draw: st.DrawFn, sizes: Callable[[int], tuple[tuple[int, ...], int]],
                smallest: int = 2, largest: int = 200,
                most_rounds: int = 12) -> tuple[list[Entrant], list[Round]]:
    """Entrants (some removed after playing) and the rounds they have played."""
    count = draw(st.integers(smallest, largest))
    rnd = draw(st.randoms(use_true_random=True))
    played = draw(st.integers(0, min(count - 1, most_rounds)))
    ids = rnd.sample(range(1, 10**6), count)
    entrants = [Entrant(p, rating=rnd.randint(1000, 1100)) for p in ids]
    had = dict.fromkeys(ids, 0)
    rounds = [random_round(rnd, ids, had, sizes) for _ in range(played)]
    removed = draw(st.integers(0, min(count // 4, count - smallest)))
    for index in rnd.sample(range(count), removed):
        entrants[index] = replace(entrants[index], removed=True)
    return entrants, rounds


def table_sizes_for(seats: int, min_seats: int) -> Callable[[int], tuple[tuple[int, ...], int]]:
    """The module's own leftover rule, to play random table rounds with."""
    return lambda count: table_sizes(count, seats, min_seats)
