"""Knockout: a bracket seeded by rating, byes to the top seeds, matches of best of N.

A bracket round is a tuple of slots in bracket order, a player or None (nobody); slots
2k and 2k + 1 meet, and the winners' slots, in order, are the next round. The service
stores the slots, so a restart replays nothing.
"""

from __future__ import annotations

from collections.abc import Sequence

from service.tournaments.records import Entrant, Game, Pairing, PairingError
from service.tournaments.round_robin import seeded

Slots = tuple[int | None, ...]


def seed_positions(size: int) -> list[int]:
    """Seeds (1 = best) in bracket order for a bracket of `size` (a power of two), so
    that seeds 1 and 2 can meet only in the final, 1 to 4 only in the semi-finals."""
    positions = [1]
    while len(positions) < size:
        total = 2 * len(positions) + 1
        positions = [s for seed in positions for s in (seed, total - seed)]
    return positions


def bracket(entrants: Sequence[Entrant]) -> Slots:
    """The first round's slots: players seeded by rating (then id), the bracket filled
    up to the next power of two with nobody, so the top seeds get the byes."""
    players = seeded(entrants)
    if len(players) < 2:
        raise PairingError("a knockout needs two players")
    size = 1 << (len(players) - 1).bit_length()
    return tuple(players[seed - 1] if seed <= len(players) else None
                 for seed in seed_positions(size))


def knockout_round(slots: Slots) -> Pairing:
    """The matches of a bracket round (higher seed first), and the byes: a player whose
    slot faces nobody goes through without playing."""
    tables: list[tuple[int, ...]] = []
    byes: list[int] = []
    for i in range(0, len(slots), 2):
        pair = [p for p in slots[i:i + 2] if p is not None]
        if len(pair) == 2:
            tables.append(tuple(pair))
        else:
            byes += pair
    return Pairing(tuple(tables), tuple(byes))


def advance(slots: Slots, winners: Sequence[int]) -> Slots:
    """The next round's slots: from each pair of slots, its match's winner (one of
    `winners`), or the one player facing nobody, or nobody if both slots are empty
    (two removed players)."""
    if len(slots) < 2:
        raise PairingError("the final is over: there is no next round")
    chosen = set(winners)
    following: list[int | None] = []
    for i in range(0, len(slots), 2):
        pair = [p for p in slots[i:i + 2] if p is not None]
        won = [p for p in pair if p in chosen]
        if len(pair) == 2 and len(won) != 1:
            raise PairingError(f"the match {pair} needs exactly one winner")
        following.append((won or pair or [None])[0])
    return tuple(following)


def match_winner(players: tuple[int, int], games: Sequence[Game], best_of: int) -> int | None:
    """Who wins a match of `best_of` games (odd) between `players` (higher seed first),
    or None while it goes on.

    The first to win `best_of // 2 + 1` games wins; a drawn game counts for nobody and
    is played again. After `2 * best_of` games with no winner so, the player with more
    wins goes through, and on equal wins the higher seed: the match always ends.
    """
    if best_of < 1 or best_of % 2 == 0:
        raise PairingError(f"a match is best of an odd number of games, not {best_of}")
    wins = dict.fromkeys(players, 0)
    for game in games:
        best = min(game.places)
        if game.places.count(best) == 1:
            wins[game.players[game.places.index(best)]] += 1
    for player in players:
        if wins[player] > best_of // 2:
            return player
    if len(games) >= 2 * best_of:
        return max(players, key=lambda p: (wins[p], p == players[0]))
    return None


def next_match_seats(players: tuple[int, int], games_played: int) -> tuple[int, int]:
    """Seat order of a match's next game: the higher seed sits first in the first game,
    and the first seat alternates game by game."""
    return players if games_played % 2 == 0 else (players[1], players[0])
