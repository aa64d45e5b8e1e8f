"""Tournaments: pairing, schedules and standings, pure and knowing no game.

Everything here is a function of plain frozen values (`records`): who signed up and what
the finished rounds were. It reads no clock, database or randomness, so the service
can re-pair a round after a restart and get the very tables it stored before.

- `swiss`: Swiss rounds for two-player games (score groups, no rematch while avoidable,
  first-seat balance, one bye at most each).
- `round_robin`: every pair once, a schedule of rounds by the circle method.
- `knockout`: a bracket seeded by rating, byes to the top seeds, matches of best of N.
- `tables`: table rounds of 3 to 5 seats, seated by standings and fresh company.
- `standings`: points by place, tie-breaks, and forfeits.
"""

from service.tournaments.knockout import (
    advance,
    bracket,
    knockout_round,
    match_winner,
    next_match_seats,
)
from service.tournaments.records import Entrant, Game, Pairing, PairingError, Round
from service.tournaments.round_robin import round_robin
from service.tournaments.standings import (
    Standing,
    forfeit,
    place_points,
    swiss_standings,
    table_standings,
)
from service.tournaments.swiss import swiss_round
from service.tournaments.tables import table_round, table_sizes

__all__ = [
    "Entrant",
    "Game",
    "Pairing",
    "PairingError",
    "Round",
    "Standing",
    "advance",
    "bracket",
    "forfeit",
    "knockout_round",
    "match_winner",
    "next_match_seats",
    "place_points",
    "round_robin",
    "swiss_round",
    "swiss_standings",
    "table_round",
    "table_sizes",
    "table_standings",
]
