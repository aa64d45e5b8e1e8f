"""Architects of the West Kingdom: the base game for 2 to 5 seats, as
``shared/westkingdom-rules.md`` states it, with the rulings of its section 10.

```python
from engine.westkingdom import Game, Move, from_record, to_record

game = Game.new(seed=7, seats=3, side="A")
game.decision            # Decision(player=2, prompt=Prompt.HIRE, options=("A12", ...))
game.decide("A12")       # the moves made: this answer and any forced ones after it
game.play(Move(1, Prompt.HIRE, "A31"))   # checked: seat, prompt and answer
game.push(option)        # unchecked, for a search
game.result()            # the seven lines per seat, and the winners once over
game.public_view(0)      # what seat 0 may see: its own hand, no deck order
sample_game(view, rng)   # a game agreeing with a view, its hidden cards dealt at random
spectator_game(game)     # the game as anyone may know it: what public panels are drawn from
open_decisions(game)     # {seat: Decision}: during a draft round, every seat yet to pick
facing(game, 2)          # a copy whose pending decision is seat 2's draft pick
from_record(to_record(game))             # the westkingdom-record/1 format, both ways
```
"""

from ..errors import EngineError, IllegalMove, RecordError
from .board import OPEN_PLACES, PLACEMENTS
from .bundles import RESOURCES
from .catalogue import APPRENTICES, BUILDINGS, CHARACTERS, MARKET_CARDS, REWARDS
from .game import Game
from .moves import Decision, Move, PlayerScore, Prompt, Result
from .record import FORMAT, DecisionError, from_record, to_record
from .rulings import Rulings
from .setup import Setup
from .simultaneous import facing, open_decisions
from .view import HAND_PROMPTS, PublicView, TableauView, sample_game, spectator_game

__all__ = [
    "APPRENTICES", "BUILDINGS", "CHARACTERS", "FORMAT", "HAND_PROMPTS", "MARKET_CARDS",
    "OPEN_PLACES",
    "PLACEMENTS", "RESOURCES", "REWARDS", "Decision", "DecisionError", "EngineError", "Game",
    "IllegalMove", "Move", "PlayerScore", "Prompt", "PublicView", "RecordError", "Result",
    "Rulings", "Setup", "TableauView", "facing", "from_record", "open_decisions", "sample_game",
    "spectator_game", "to_record",
]
