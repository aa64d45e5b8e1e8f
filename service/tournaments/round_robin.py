"""Round robin: every pair meets once, in a schedule of rounds made by the circle method."""

from __future__ import annotations

from collections.abc import Sequence

from service.tournaments.records import Entrant, Pairing, PairingError


def seeded(entrants: Sequence[Entrant]) -> list[int]:
    """The players still in, best rating first (ties: the smaller id, for a fixed order)."""
    active = [e for e in entrants if not e.removed]
    return [e.player for e in sorted(active, key=lambda e: (-e.rating, e.player))]


def round_robin(entrants: Sequence[Entrant]) -> tuple[Pairing, ...]:
    """The whole schedule, made once at the start from the players still in.

    Players sit on a circle by seed; an odd count adds an empty place, and whoever faces
    it has the round's bye (so each player has exactly one bye). Each round the first
    seed stays put and everyone else moves one place round the circle (n - 1 rounds for
    n even, n for n odd). The first seed alternates seats round by round; in every
    other pair the player on the upper half of the circle takes the first seat, which
    gives everyone first seats in half their games, give or take one. A player removed
    later keeps their place in the schedule: their games are recorded as forfeits.
    """
    players: list[int | None] = list(seeded(entrants))
    if len(players) < 2:
        raise PairingError("a round robin needs two players")
    if len(players) % 2:
        players.append(None)
    count = len(players)
    schedule = []
    circle = players[1:]
    for number in range(count - 1):
        places = [players[0], *circle]
        tables: list[tuple[int, ...]] = []
        byes: list[int] = []
        for i in range(count // 2):
            up, down = places[i], places[count - 1 - i]
            if i == 0 and number % 2:
                up, down = down, up
            if up is None or down is None:
                byes += [p for p in (up, down) if p is not None]
            else:
                tables.append((up, down))
        schedule.append(Pairing(tuple(tables), tuple(byes)))
        circle = circle[-1:] + circle[:-1]
    return tuple(schedule)
