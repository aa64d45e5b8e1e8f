"""The values the engine speaks in: moves, decisions, what happened, the outcome.

All of them are small immutable values, so a user interface or an AI can keep,
compare and hash them freely. A move has a short text form (``"4:7/deck"``) that
round-trips through ``Move.parse``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum

from .tiles import Tile


class DecisionKind(StrEnum):
    """The four kinds of decision a turn is made of, in the order they come."""

    STACK = "stack"
    CELL = "cell"
    PALACE = "palace"
    FAVOR = "favor"


@dataclass(frozen=True, slots=True)
class Decision:
    """Whose decision it is, of which kind, and every legal option."""

    player: int
    kind: DecisionKind
    options: tuple


@dataclass(frozen=True, slots=True)
class Move:
    """One whole turn, as the game record writes it.

    ``palace`` is ``"display:0"``..``"display:2"``, ``"deck"`` or ``"score"`` and
    is given only for a Palace; ``favor`` only when the turn earns a King's Favor.
    """

    stack: int
    cell: int
    palace: str | None = None
    favor: str | None = None

    def to_record(self) -> dict:
        """The move as a JSON object of ``amytis-record/1``."""
        data: dict = {"stack": self.stack, "cell": self.cell}
        if self.palace is not None:
            data["palace"] = self.palace
        if self.favor is not None:
            data["favor"] = self.favor
        return data

    @property
    def text(self) -> str:
        """``"stack:cell"``, then ``"/palace"`` and ``"+favor"`` when given, e.g.
        ``"4:7/display:1+bottom-row"``: a short form a review stores and shows."""
        palace = f"/{self.palace}" if self.palace is not None else ""
        favor = f"+{self.favor}" if self.favor is not None else ""
        return f"{self.stack}:{self.cell}{palace}{favor}"

    @classmethod
    def parse(cls, text: str) -> Move:
        """The move written as ``text`` gives it; ``ValueError`` otherwise."""
        rest, _, favor = text.partition("+")
        where, _, palace = rest.partition("/")
        stack, _, cell = where.partition(":")
        try:
            return cls(int(stack), int(cell), palace or None, favor or None)
        except ValueError:
            raise ValueError(f"a move is written stack:cell[/palace][+favor], not {text!r}") \
                from None

    def with_favor(self, favor: str) -> Move:
        """The same turn with its King's Favor space filled in."""
        return replace(self, favor=favor)


@dataclass(frozen=True, slots=True)
class Events:
    """What a decision made happen, enough for a user interface to narrate it.

    A turn's execution fills the first group of fields; a King's Favor decision
    fills ``favor`` only. ``retrieved`` and ``game_over`` describe the start of the
    next turn when the decision ended this one: ``retrieved`` is how many
    Architects the next player took back.
    """

    player: int
    stack: int | None = None
    cell: int | None = None
    tile: Tile | None = None
    points: int = 0
    revealed: Tile | None = None
    palace: str | None = None
    card_taken: int | None = None
    completed: tuple[int, ...] = ()
    line: bool = False
    favor: str | None = None
    favor_lost: bool = False
    out_of_pawns: bool = False
    """With ``favor_lost``: the Favor was lost because the player had no pawn left
    (rather than because no space was free)."""
    turn_over: bool = False
    retrieved: int = 0
    game_over: bool = False


@dataclass(frozen=True, slots=True)
class ScoreBreakdown:
    """One player's score by category; end-game categories as if it ended now."""

    building: int
    projects: int
    favors: int
    completed: tuple[int, ...]

    @property
    def total(self) -> int:
        """Buildings + Projects + Favors."""
        return self.building + self.projects + self.favors


@dataclass(frozen=True, slots=True)
class Result:
    """The outcome: ``winners`` is empty until the game is finished; a tie is shared."""

    finished: bool
    players: tuple[ScoreBreakdown, ScoreBreakdown]
    winners: tuple[int, ...]
