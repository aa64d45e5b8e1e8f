"""The values the engine speaks in: placements, moves, decisions, what happened, scores.

All are small immutable values that a user interface or an AI can keep, compare and
hash. Placements and moves have a short text form (``"1,-2/4"``, ``"2:1,-2/4"``) that
round-trips through ``parse``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import NamedTuple

from .hexes import DISTRICTS, District
from .tiles import Tile


class Placement(NamedTuple):
    """Where a tile goes: hex A on ``anchor`` ``(q, r)``, turned ``rot`` x 60 degrees
    clockwise (rule 2.2)."""

    anchor: tuple[int, int]
    rot: int

    @property
    def text(self) -> str:
        """``"q,r/rot"``, e.g. ``"1,-2/4"``."""
        return f"{self.anchor[0]},{self.anchor[1]}/{self.rot}"

    @classmethod
    def parse(cls, text: str) -> Placement:
        """The placement written ``"q,r/rot"``; ``ValueError`` otherwise."""
        try:
            where, rot = text.split("/")
            q, r = where.split(",")
            placement = cls((int(q), int(r)), int(rot))
        except ValueError:
            raise ValueError(f"a placement is written q,r/rot, not {text!r}") from None
        if not 0 <= placement.rot <= 5:
            raise ValueError(f"a rotation is 0 to 5, not {placement.rot}")
        return placement


class Move(NamedTuple):
    """One whole turn as the record writes it: the site index taken, and the placement."""

    take: int
    anchor: tuple[int, int]
    rot: int

    @property
    def placement(self) -> Placement:
        """Where the tile goes."""
        return Placement(self.anchor, self.rot)

    @property
    def text(self) -> str:
        """``"take:q,r/rot"``, e.g. ``"2:1,-2/4"``."""
        return f"{self.take}:{self.placement.text}"

    @classmethod
    def parse(cls, text: str) -> Move:
        """The move written ``"take:q,r/rot"``; ``ValueError`` otherwise."""
        take, _, where = text.partition(":")
        try:
            index = int(take)
        except ValueError:
            raise ValueError(f"a move is written take:q,r/rot, not {text!r}") from None
        placement = Placement.parse(where)
        return cls(index, placement.anchor, placement.rot)

    def to_record(self) -> dict:
        """The move as a JSON object of ``akropolis-record/1``."""
        return {"take": self.take, "anchor": [self.anchor[0], self.anchor[1]], "rot": self.rot}


class DecisionKind(StrEnum):
    """A turn is two decisions: which site tile to take, then where to place it."""

    TILE = "tile"
    PLACEMENT = "placement"


@dataclass(frozen=True, slots=True)
class Decision:
    """Whose decision it is, of which kind, and every legal option: site indices for a
    TILE, ``Placement`` values for a PLACEMENT (upper levels first)."""

    player: int
    kind: DecisionKind
    options: tuple


@dataclass(frozen=True, slots=True)
class Anchor:
    """A cell where hex A of some legal placement can go, and the level it reaches."""

    cell: tuple[int, int]
    level: int


@dataclass(frozen=True, slots=True)
class ArchitectTurn:
    """The solo Architect's turn: the site index it took, the tile, the stones paid, and
    whether the site was refilled after it."""

    take: int
    tile: Tile
    cost: int
    round_ended: bool


class DistrictScore(NamedTuple):
    """One district type's score: ``value`` (after variant doubling) x ``stars``."""

    value: int
    stars: int
    points: int


@dataclass(frozen=True, slots=True)
class Events:
    """What a turn made happen, enough for a user interface to narrate it.

    ``score_change`` is each district's change in points, ``total_change`` that of
    the total (stones included). ``round_ended`` says the site was refilled after the
    turn; ``architect`` is the solo Architect's turn that followed, if any.
    """

    player: int
    take: int
    tile: Tile
    cost: int
    placement: Placement
    level: int
    stones_gained: int
    score_change: dict[District, int]
    total_change: int
    round_ended: bool
    game_over: bool
    architect: ArchitectTurn | None = None


@dataclass(frozen=True, slots=True)
class Preview:
    """What a placement would do, before it is played: the level, the stones its
    quarries give, each district's change in points and the total's (stones included)."""

    level: int
    stones_gained: int
    score_change: dict[District, int]
    total_change: int


@dataclass(frozen=True, slots=True)
class PlayerScore:
    """One seat's score as if the game ended now. ``districts`` follows ``DISTRICTS``;
    ``quarry_bonus`` is the Architect's at ``metagenes``; ``architect`` names the
    level of the solo Architect's seat, ``None`` for a player."""

    stones: int
    districts: tuple[DistrictScore, ...]
    quarry_bonus: int = 0
    architect: str | None = None
    quarries: int = 0
    """The quarries the bonus counts (the Architect's at ``metagenes``), so a score
    pad can show its working; 0 when there is no bonus."""

    @property
    def total(self) -> int:
        """The five districts' points, plus stones, plus any quarry bonus."""
        return sum(d.points for d in self.districts) + self.stones + self.quarry_bonus

    @property
    def by_district(self) -> dict[District, DistrictScore]:
        """The breakdown keyed by district type."""
        return dict(zip(DISTRICTS, self.districts, strict=True))


@dataclass(frozen=True, slots=True)
class Result:
    """Every seat's score and, once the game is over, the winners (a tie is shared)."""

    finished: bool
    players: tuple[PlayerScore, ...]
    winners: tuple[int, ...]


def winners(players: tuple[PlayerScore, ...]) -> tuple[int, ...]:
    """The highest total wins; on a tie the most stones; still tied, shared (ruling)."""
    best = max((p.total, p.stones) for p in players)
    return tuple(s for s, p in enumerate(players) if (p.total, p.stones) == best)
