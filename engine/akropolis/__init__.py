"""Akropolis: the rules as ``shared/akropolis-rules.md`` states them, 1 to 4 seats, the
long game, the five variants and the solo Architect.

```python
from engine.akropolis import Game, Move, Placement, from_record, to_record

game = Game.new(seed=7, seats=2, variants=["garden"])   # solo: seats=1, architect="metagenes"
game.decision               # Decision(player=0, kind=TILE, options=(0, 1))  (cost = index)
game.decide(1)              # take site tile 1 (a selection: game.back() undoes it)
game.anchors()              # Anchor(cell=(q, r), level) for the UI, upper levels first
game.rotations((1, 1))      # the legal rotations with hex A on (1, 1)
game.preview(Placement((1, 1), 0))   # level, stones, score change per district
events = game.decide(Placement((1, 1), 0))   # the turn is played
events.cost, events.stones_gained, events.level, events.score_change, events.round_ended
game.play(Move(0, (2, -1), 3))       # a whole checked turn; game.push(move): unchecked
game.result()               # per seat: stones, (value, stars, points) per district, total
game.public_view(0)         # no stack order; sample_game(view, rng) for an honest AI
from_record(to_record(game))         # the akropolis-record/1 format, both ways
```
"""

from ..errors import EngineError, IllegalMove, RecordError
from .architect import ArchitectCity, architect_score, architect_take
from .city import City
from .game import Game
from .hexes import DIRECTIONS, DISTRICTS, HEX_TYPES, PLAZA_STARS, District, HexType
from .moves import (
    Anchor,
    ArchitectTurn,
    Decision,
    DecisionKind,
    DistrictScore,
    Events,
    Move,
    Placement,
    PlayerScore,
    Preview,
    Result,
)
from .public_record import VIEW_FORMAT, from_view_record
from .record import FORMAT, from_record, to_record
from .scoring import DISTRICT_RULES, score_city
from .setup import ARCHITECT_LEVELS, Setup, mode_backs, parse_variants
from .tiles import STARTING_HEXES, STARTING_TILE, TILES, Tile
from .view import PublicView, sample_game

__all__ = [
    "ARCHITECT_LEVELS",
    "DIRECTIONS",
    "DISTRICTS",
    "DISTRICT_RULES",
    "FORMAT",
    "HEX_TYPES",
    "PLAZA_STARS",
    "STARTING_HEXES",
    "STARTING_TILE",
    "TILES",
    "VIEW_FORMAT",
    "Anchor",
    "ArchitectCity",
    "ArchitectTurn",
    "City",
    "Decision",
    "DecisionKind",
    "District",
    "DistrictScore",
    "EngineError",
    "Events",
    "Game",
    "HexType",
    "IllegalMove",
    "Move",
    "Placement",
    "PlayerScore",
    "Preview",
    "PublicView",
    "RecordError",
    "Result",
    "Setup",
    "Tile",
    "architect_score",
    "architect_take",
    "from_record",
    "from_view_record",
    "mode_backs",
    "parse_variants",
    "sample_game",
    "score_city",
    "to_record",
]
