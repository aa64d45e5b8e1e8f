"""Who may look at a daily game: the one check every path that shows someone else's
game record goes through (status and export by number, a review).

A daily game plays the deal everyone on the bot gets that UTC day, so its record,
its tables and its scores tell the deal to whoever has not played it yet. Until
that day is over, only its own player and those who have finished their own daily
game of that game that day may see it.
"""

from __future__ import annotations

from datetime import UTC, date, datetime

from service.clock import Clock
from service.errors import DailyDealHidden
from store.daily import DailyRepository
from store.games import GameRow


def day_of(now: float) -> date:
    """The UTC day of a time in unix seconds: the day of the deal."""
    return datetime.fromtimestamp(now, UTC).date()


class DailyPrivacy:
    """Answers whether someone may see a game, as far as daily deals go."""

    def __init__(self, repo: DailyRepository, clock: Clock) -> None:
        self.repo = repo
        self.clock = clock

    async def may_see_daily(self, row: GameRow, user_id: int, now: float | None = None) -> bool:
        """Whether `user_id` may see `row` at `now` (the clock's time when not given):
        always for a game that is not a daily game, for its own player, and once the
        day of its deal is over; else only after finishing their own daily game of
        that game and day."""
        if row.daily_day is None or row.seat_of(user_id) is not None:
            return True
        today = day_of(self.clock.now() if now is None else now)
        if row.daily_day != today.isoformat():
            return True
        own = await self.repo.of_person(row.game_kind, row.daily_day, user_id)
        return own is not None and own.status != "active"

    async def check(self, row: GameRow, user_id: int) -> None:
        """Refuse (`DailyDealHidden`) when `may_see_daily` says no."""
        if not await self.may_see_daily(row, user_id):
            raise DailyDealHidden(game_id=row.id)
