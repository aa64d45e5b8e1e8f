"""One player's tableau: resources, virtue, Cathedral row, cards and debts.

Workers are not here: they are counted by place in the ``Game`` (a worker is always
somewhere on the table), and what a tableau holds of other players' workers, its
captives, is the Game's ``captives`` row.
"""

from __future__ import annotations

from .board import APPRENTICE_LIMIT
from .catalogue import APPRENTICES, RUDOLF


class Player:
    """The mutable tableau of one seat.

    ``res`` counts Cl, Wd, St, Au, Mb, Ag (``bundles.RESOURCES``); ``hand``,
    ``apprentices`` and ``buildings`` hold card ids in the order they came;
    ``rewards`` the Reward cards taken (out of the game, but remembered for the
    table); ``skills`` is the union of the hired apprentices' skills.
    """

    __slots__ = ("apprentices", "buildings", "cathedral", "character", "debts", "hand", "paid",
                 "res", "rewards", "skills", "virtue")

    def __init__(self, character: str | None, silver: int, virtue: int) -> None:
        self.character = character
        self.res = [0, 0, 0, 0, 0, silver]
        self.virtue = virtue
        self.cathedral = 0
        self.hand: list[str] = []
        self.apprentices: list[str] = []
        self.buildings: list[str] = []
        self.rewards: list[str] = []
        self.debts = 0
        self.paid = 0
        self.skills = 0

    def copy(self) -> Player:
        """An independent copy."""
        clone = Player.__new__(Player)
        clone.character = self.character
        clone.res = self.res.copy()
        clone.virtue = self.virtue
        clone.cathedral = self.cathedral
        clone.hand = self.hand.copy()
        clone.apprentices = self.apprentices.copy()
        clone.buildings = self.buildings.copy()
        clone.rewards = self.rewards.copy()
        clone.debts = self.debts
        clone.paid = self.paid
        clone.skills = self.skills
        return clone

    @property
    def apprentice_limit(self) -> int:
        """How many apprentices this player may have hired: 5, or 6 for Rudolf (R10)."""
        return APPRENTICE_LIMIT + (self.character == RUDOLF)

    def count_hook(self, hook: str) -> int:
        """How many hired apprentices have the ability ``hook``."""
        return sum(APPRENTICES[a].hook == hook for a in self.apprentices)

    def hired(self, card: str) -> None:
        """Add apprentice ``card`` to the tableau."""
        self.apprentices.append(card)
        self.skills |= APPRENTICES[card].skills

    def dismissed(self, card: str) -> None:
        """Take apprentice ``card`` out of the tableau."""
        self.apprentices.remove(card)
        skills = 0
        for a in self.apprentices:
            skills |= APPRENTICES[a].skills
        self.skills = skills
