"""West Kingdom in the replay (``render.replay``): a frame per round, one turn of
every seat. A game runs 150 to 250 turns at five seats: a frame per turn would pass
in half a second each, too fast to read a caption, while a round's frame (30 to 50 of
them) stays about two seconds, frames on the board everything the round changed,
and its caption says where each seat went and what it built. The first frames are
the table as dealt and the table once the draft is over (the picks are never shown).

Each frame is drawn from the spectators' view, and a caption says only what the
table saw: a place, a worker taken back, a Building once it is on a tableau.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from engine.westkingdom import FORMAT, Game, Prompt, PublicView, from_record
from engine.westkingdom.board import WORKERS
from i18n import Translator

from ..replay import Names, Scene
from . import board_image, scorepad_image
from .changes import TURN_STARTS
from .narration import TurnSeen, round_line
from .seats import seat_names

SETUP_PROMPTS = (Prompt.HIRE, Prompt.DRAFT)
"""The prompts of the setup: the starting hires and the draft."""
DRAFT_OVER = "draft"
"""What the frame after the draft tells (its caption names the first player)."""


class _Turns:
    """A replay's turns as the table saw them: each turn's end (the spectators'
    view then) paired with how it began, the way the table's narration pairs them."""

    def __init__(self) -> None:
        self.ends: list[PublicView] = []
        self.starts: list[tuple[Prompt, str]] = []

    def seen(self, draft_over: PublicView) -> list[tuple[TurnSeen, PublicView]]:
        """Every turn in play order, with the view at its end; a seat whose workers
        are all in the Guildhall passes (no start of its own)."""
        starts, before, turns = iter(self.starts), draft_over, []
        for after in self.ends:
            seat = after.player  # reported as the turn ends, before the next seat's
            passed = before.tableaus[seat].guild == WORKERS
            prompt, value = (None, "") if passed else next(starts)
            built = tuple(card for card in after.tableaus[seat].buildings
                          if card not in before.tableaus[seat].buildings)
            turns.append((TurnSeen(seat, prompt, value, built), after))
            before = after
        return turns


class WestKingdomReplay:
    """The ``GameReplay`` of West Kingdom."""

    formats = (FORMAT,)

    def scenes(self, record: Mapping[str, Any]) -> tuple[Scene, ...]:
        """The table as dealt, after the draft, after each round, the score pad."""
        game = from_record(record)
        replay = Game(game.setup)
        turns = _Turns()
        replay.on_turn_end = lambda at_end: turns.ends.append(at_end.public_view(None))
        shown = [Scene(replay.public_view(None))]
        draft_over: PublicView | None = None
        for move in game.decisions:
            made = replay.play(move)
            turns.starts += [(m.prompt, str(m.value)) for m in made if m.prompt in TURN_STARTS]
            decision = replay.decision
            if draft_over is None and (decision is None or decision.prompt not in SETUP_PROMPTS):
                draft_over = replay.public_view(None)
                shown.append(Scene(draft_over, DRAFT_OVER))
        if draft_over is not None:
            seen = turns.seen(draft_over)
            seats = replay.seats
            for first in range(0, len(seen), seats):
                rounded = seen[first:first + seats]
                told = (first // seats + 1, tuple(turn for turn, _ in rounded))
                shown.append(Scene(rounded[-1][1], told))
        return (*shown, Scene(replay.public_view(None), final=True))

    def seat_names(self, view: PublicView, locale: str, names: Names) -> list[str]:
        """The seats' names."""
        return seat_names(view, names, locale)

    def table(self, view: PublicView, previous: PublicView | None, locale: str,
              names: Names) -> Image.Image:
        """The board, what changed since the frame before framed."""
        return board_image(view, locale, names, previous)

    def score_pad(self, view: PublicView, locale: str, names: Names) -> Image.Image:
        """The score pad."""
        return scorepad_image(view, locale, names)

    def told(self, told: Any, view: PublicView, locale: str, seated: Sequence[str]) -> str:
        """The draft's end, or the round's places."""
        t = Translator(locale)
        if told == DRAFT_OVER:
            return t("westkingdom_play.narration.draft_over", player=seated[view.first])
        number, turns = told
        return round_line(t, seated, number, turns)


REPLAY = WestKingdomReplay()
