"""Who may look at a daily game: the one check every path that shows someone else's
game record goes through (status and export by number, a review).

A daily game plays the deal everyone on the bot gets that UTC day, so its record,
its tables and its moves tell the deal to whoever has not played it yet. Who may
see it is decided by that person's own game of the same deal, never by the clock
alone: a game started at 23:59 is still played after midnight, and its player must
not look at the deal's other games meanwhile.

- Its own player, always.
- Someone with a game of that deal: once that game is over (finished, resigned,
  timed out or aborted), never while it is still being played.
- Someone without one: once the day is over. `DailyService.play` deals only the
  day of the clock, so after its day nobody can start that deal any more; before,
  they still may, and seeing it first would spoil it.
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
        always for a game that is not a daily game and for its own player; else once
        their own game of that deal is over, or, if they have none, once the day of
        the deal is over (they can no longer start it)."""
        if row.daily_day is None or row.seat_of(user_id) is not None:
            return True
        own = await self.repo.of_person(row.game_kind, row.daily_day, user_id)
        if own is not None:
            return own.status != "active"
        today = day_of(self.clock.now() if now is None else now)
        return row.daily_day < today.isoformat()

    async def check(self, row: GameRow, user_id: int) -> None:
        """Refuse (`DailyDealHidden`) when `may_see_daily` says no."""
        if not await self.may_see_daily(row, user_id):
            raise DailyDealHidden(game_id=row.id, day=row.daily_day)
