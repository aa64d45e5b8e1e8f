"""Amytis in the replay (``render.replay``): a frame per turn. Two players alternate
single tiles, so one turn is one new building in a city, and a game of about 45
turns plays in about a minute. Each frame is drawn from the spectators' view (the
tops of the stacks, the face-up Projects, never the tiles below nor the deck); its
caption is the line the table was told of that turn, its King's Favor included.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from engine.amytis import FORMAT, Events, Game, PublicView, from_record
from engine.amytis.record import move_from_record
from i18n import Translator

from ..replay import Names, Scene, played
from . import final_image, player_names, table_image
from .narration import turn_line


def _turn(game: Game, move: tuple[int, Any]) -> tuple[int, Events]:
    """Plays record move ``(index, raw)``; the mover's seat and the turn's events."""
    seat = game.current_player
    return seat, game.play(move_from_record(move[1], move[0]))


class AmytisReplay:
    """The ``GameReplay`` of Amytis."""

    formats = (FORMAT,)

    def scenes(self, record: Mapping[str, Any]) -> tuple[Scene, ...]:
        """The table as dealt, the table after each whole turn, the final score."""
        game = from_record(record)
        return played(Game(game.setup), enumerate(record["moves"]), _turn)

    def seat_names(self, view: PublicView, locale: str, names: Names) -> list[str]:
        """The two players' names."""
        return list(player_names(names, locale))

    def table(self, view: PublicView, previous: PublicView | None, locale: str,
              names: Names) -> Image.Image:
        """The table."""
        return table_image(view, locale, names)

    def score_pad(self, view: PublicView, locale: str, names: Names) -> Image.Image:
        """The final score with its breakdown."""
        return final_image(view, locale, names)

    def told(self, told: tuple[int, Events], view: PublicView, locale: str,
             seated: Sequence[str]) -> str:
        """The turn's narration."""
        seat, events = told
        return turn_line(Translator(locale), seated[seat], events)


REPLAY = AmytisReplay()
