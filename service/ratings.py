"""Skill ratings with openskill's Plackett-Luce model, knowing nothing of any game.

openskill is maintained, MIT-licensed and patent-free (unlike TrueSkill); it rates
2-player games and the 3-4 player games a later game may bring with one call, ties
included, and its sigma says how sure a rating is, so new players do not top the
leaderboard after one lucky win (it ranks by ordinal = mu - 3 sigma).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from openskill.models import PlackettLuce

_MODEL = PlackettLuce()


@dataclass(frozen=True)
class Rating:
    """A player's skill estimate: mean and uncertainty."""

    mu: float
    sigma: float

    @property
    def ordinal(self) -> float:
        """A conservative skill figure (mu - 3 sigma), the leaderboard's order."""
        return self.mu - 3 * self.sigma


SHOWN_BASE = 1500
SHOWN_PER_POINT = 48
"""Players read a rating on the scale of chess clubs: a new player shows 1500, and one
beta of the model (25/6 points of mu, about three wins in four between two players)
shows as 200, as in Elo. Ordinals stay above -25 (mu cannot fall far below 0 while
sigma stays at most 25/3), so a shown rating is never negative."""


def shown_rating(ordinal: float) -> int:
    """The number players see for a stored ordinal (``Rating.ordinal``)."""
    return round(SHOWN_BASE + SHOWN_PER_POINT * ordinal)


def shown_change(before: float | None, after: float) -> int:
    """A stored ordinal's change as players see it (a first game starts at 0)."""
    return shown_rating(after) - shown_rating(before or 0.0)


def initial_rating() -> Rating:
    """The rating of a player who has never played a rated game."""
    fresh = _MODEL.rating()
    return Rating(fresh.mu, fresh.sigma)


def rate(ratings: Sequence[Rating], winners: Sequence[int],
         scores: Sequence[int] | None = None) -> list[Rating]:
    """New ratings after one game; `winners` are indexes into `ratings`.

    Every winner shares first place (a tie is a shared victory). The others share
    second place, unless the game was played to its end and `scores` are given:
    then they are placed by score behind the winners, equal scores sharing a place,
    so the third of four players gains on the fourth. With no winners at all every
    player ties.
    """
    if len(ratings) < 2:
        raise ValueError("a rated game needs at least two players")
    winning = set(winners) if winners else set(range(len(ratings)))
    behind = sorted({scores[i] for i in range(len(ratings)) if i not in winning},
                    reverse=True) if scores is not None else []
    ranks = [1 if index in winning
             else 2 + (behind.index(scores[index]) if scores is not None else 0)
             for index in range(len(ratings))]
    teams = [[_MODEL.create_rating([r.mu, r.sigma])] for r in ratings]
    rated = _MODEL.rate(teams, ranks=ranks)
    return [Rating(team[0].mu, team[0].sigma) for team in rated]
