"""Tournaments run through the service for the tests: sign-up, threads for the
tables, and games played fast by the computer for the people."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from typing import Any

from service_helpers import CHANNEL, GUILD, play_out

from service import Place, Services
from store import GameRow
from store.tournaments import TableRow, TournamentRow

HOST = 1
THREADS = 5000
PLAYERS = tuple(range(2001, 2013))
"""Twelve people, the largest field the tests run."""

Play = Callable[[Services, int], Awaitable[GameRow]]


async def thread_of(table: TableRow) -> Place:
    """The thread a cog would open for a table: one per table, under CHANNEL."""
    return Place(GUILD, THREADS + table.id, CHANNEL)


async def signed_up(services: Services, players: Sequence[int], *, start: bool = True,
                    **settings: Any) -> TournamentRow:
    """A tournament hosted by HOST in CHANNEL with `players` signed up (and started)."""
    settings.setdefault("round_seconds", 24 * 3600.0)
    t = await services.tournaments.create(place=Place(GUILD, CHANNEL), host_id=HOST, **settings)
    for player in players:
        await services.tournaments.join(t.id, player)
    if start:
        await services.tournaments.start(t.id, HOST)
    return await services.tournaments.get(t.id)


async def computer_plays(services: Services, game_id: int, level: int = 1) -> GameRow:
    """The computer plays every person's seat to the end (at `level`, the easiest by
    default): the people of a test play fast, in any game."""
    row = await services.games.get(game_id)
    async with services.games.db.transaction() as conn:
        version = row.version
        for seat in row.seats:
            if not seat.is_computer:
                assert await services.games.repo.hand_to_computer(
                    conn, row.id, version, seat.seat, level, row.turn, 0.0)
                version += 1
    state = await services.turns.play_computer(game_id)
    while state is not None and state.row.is_active:
        state = await services.turns.play_computer(game_id)
    return await services.games.get(game_id)


async def people_play(services: Services, game_id: int) -> GameRow:
    """The people play every move themselves (a move the easiest computer picks for
    them), as in a game of one seat at a time."""
    return (await play_out(services, game_id, seed=game_id)).row


async def play_round(services: Services, tournament_id: int,
                     play: Play = computer_plays) -> list[GameRow]:
    """Seat the tables waiting for a game and play each game to its end."""
    created = await services.tournaments.start_tables(tournament_id, thread_of)
    return [await play(services, row.id) for row in created]


async def run_to_the_end(services: Services, tournament_id: int,
                         play: Play = computer_plays) -> list[GameRow]:
    """Play round after round until the tournament is over; every game played."""
    games: list[GameRow] = []
    while (await services.tournaments.get(tournament_id)).status == "running":
        played = await play_round(services, tournament_id, play)
        assert played, "a running tournament always has a game to play"
        games += played
    return games
