"""Akropolis in the replay (``render.replay``): a frame per turn. A round is a tile
taken by each seat in turn, and the table image frames the tile just placed, so a
turn's frame shows exactly one new tile, and a whole game (12 rounds at 4 seats,
about 60 turns) plays in about a minute. Each frame is drawn from the spectators'
view; its caption is the line the table was told of that turn (the solo Architect's
take follows the player's on the same frame). Tiles still in the stacks are never
shown: a stack is seen only once it is laid out on the site.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from engine.akropolis import FORMAT, Events, Game, PublicView, from_record
from i18n import Translator

from ..replay import Names, Scene, played
from . import scorepad_image, table_image
from .narration import turn_lines
from .seats import last_mover, seat_names


class AkropolisReplay:
    """The ``GameReplay`` of Akropolis."""

    formats = (FORMAT,)

    def scenes(self, record: Mapping[str, Any]) -> tuple[Scene, ...]:
        """The site as dealt, the table after each turn, the score pad."""
        game = from_record(record)
        return played(Game(game.setup), game.moves, Game.play)

    def seat_names(self, view: PublicView, locale: str, names: Names) -> list[str]:
        """The seats' names, the Famous Architect's title for its seat."""
        return seat_names(view, names, locale)

    def table(self, view: PublicView, previous: PublicView | None, locale: str,
              names: Names) -> Image.Image:
        """The table with the city of the seat that just played large, its new tile
        framed, so the frame shows the move its caption tells."""
        return table_image(view, locale, names, focus=last_mover(view))

    def score_pad(self, view: PublicView, locale: str, names: Names) -> Image.Image:
        """The score pad."""
        return scorepad_image(view, locale, names)

    def told(self, told: Events, view: PublicView, locale: str, seated: Sequence[str]) -> str:
        """The turn's narration, the Architect's take after it."""
        return " · ".join(turn_lines(Translator(locale), seated, told))


REPLAY = AkropolisReplay()
