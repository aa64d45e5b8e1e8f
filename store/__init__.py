"""Game-agnostic storage: the SQLite database, its migrations and the repositories."""

from store.database import Database, DatabaseUnavailable
from store.games import ActiveGameExists, GameRepository, GameRow, NewGame, SeatRow
from store.lobbies import Lobby, LobbyRepository, LobbySeat
from store.migrations import MigrationError, SchemaTooNew, apply_migrations
from store.settings import database_path
from store.stats import Outcome, StatsRepository, StatsRow

__all__ = [
    "ActiveGameExists",
    "Database",
    "DatabaseUnavailable",
    "GameRepository",
    "GameRow",
    "Lobby",
    "LobbyRepository",
    "LobbySeat",
    "MigrationError",
    "NewGame",
    "Outcome",
    "SchemaTooNew",
    "SeatRow",
    "StatsRepository",
    "StatsRow",
    "apply_migrations",
    "database_path",
]
