"""The Architects of Amytis: the rules as ``shared/amytis-rules.md`` states them.

Start with ``Game.new(seed, sides)``; ask ``game.decision`` what is to be decided
and ``game.decide(option)`` (or ``game.play(Move(...))`` for a whole turn); read
``game.result()``. ``record`` saves and rebuilds games, ``public_record`` what
their players may see of them mid-game; ``PublicView`` and
``sample_game`` keep a computer player honest.
"""

from ..errors import EngineError, IllegalMove, RecordError
from .city import CORNERS, EDGES, City
from .effects import EFFECTS, Placement
from .favors import BOTTOM_ROW, FAVOR_SPACES, UPPER_FAVORS, favor_value
from .game import Game
from .moves import Decision, DecisionKind, Events, Move, Result, ScoreBreakdown
from .projects import PROJECTS, ProjectCard
from .public_record import VIEW_FORMAT, from_view_record, to_view_record
from .record import FORMAT, from_record, to_record
from .setup import SIDES, Setup, Sides, all_sides, parse_sides, random_sides
from .tiles import ALL_TILES, BUILDINGS, COLOURS, TILE_KINDS, Building, Colour, Tile
from .view import PublicView, sample_game

__all__ = [
    "ALL_TILES", "BOTTOM_ROW", "BUILDINGS", "COLOURS", "CORNERS", "EDGES", "EFFECTS",
    "FAVOR_SPACES", "FORMAT", "PROJECTS", "SIDES", "TILE_KINDS", "UPPER_FAVORS", "VIEW_FORMAT",
    "Building", "City", "Colour", "Decision", "DecisionKind", "EngineError", "Events", "Game",
    "IllegalMove", "Move", "Placement", "ProjectCard", "PublicView", "RecordError", "Result",
    "ScoreBreakdown", "Setup", "Sides", "Tile", "all_sides", "favor_value", "from_record",
    "from_view_record", "parse_sides", "random_sides", "sample_game", "to_record",
    "to_view_record",
]
