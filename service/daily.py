"""The daily game: one deal a day per game for everyone on the bot, one attempt per
person, a leaderboard per server, streaks.

The day's seeds are derived with HMAC from a secret the bot draws once (from the
operating system's CSPRNG) and keeps in its database, the game and the UTC day: the
source code, a log line or a past day's seed tell nothing of another day's deal,
and without the database nobody can compute one. The computer's seed is the day's
too (another HMAC of the same secret), so equal play gets equal replies. A daily
game is an ordinary game row otherwise (played, saved and resumed like any game),
marked in ``daily_games`` (`store.daily`); it counts toward no rating or statistics
line (`GameService.end_in`).
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date, timedelta

from service.computer_seed import SEED_BITS
from service.daily_privacy import day_of
from service.errors import DailyAlreadyPlayed, NoDailyGame
from service.games import GameService, Place
from service.kinds import DailyRules
from store.daily import DailyEntry, DailyRepository, DailyTaken
from store.games import GameRow, SeatRow
from store.meta import MetaRepository

SECRET_KEY = "daily_secret"
STREAK_DAYS = 400
"""How far back a streak is counted; longer streaks are shown as this many days."""


def day_seed(secret: bytes, game_kind: str, day: date, purpose: str) -> int:
    """The seed for `purpose` ("deal", "computer") of `game_kind` on `day`: an HMAC
    of the bot's secret, so it cannot be computed without it."""
    message = f"{purpose}:{game_kind}:{day.isoformat()}".encode()
    digest = hmac.new(secret, message, hashlib.sha256).digest()
    return int.from_bytes(digest[:8], "big") >> (64 - SEED_BITS)


def ranked(entries: list[DailyEntry]) -> list[DailyEntry]:
    """A day's finished games, best first: the higher score; on equal scores the
    shorter game (time from start to end); then whoever finished first."""
    done = [e for e in entries if e.status == "finished"]
    return sorted(done, key=lambda e: (-e.score, e.seconds or 0.0, e.finished_at or 0.0,
                                       e.game_id))


@dataclass(frozen=True)
class Streak:
    """Days in a row, up to today (or yesterday, while today's is not over), on which
    the person finished the daily game (`played`) and beat the opponent (`won`)."""

    played: int
    won: int


@dataclass(frozen=True)
class DailyStart:
    """The daily game to play: new, or the person's unfinished one (`resumed`)."""

    row: GameRow
    resumed: bool


@dataclass(frozen=True)
class DailyResult:
    """A finished daily game as its player hears it: the entry, its rank in the
    server today (1 = best) out of `of`, and the margins of the shared line."""

    entry: DailyEntry
    rank: int
    of: int
    marks: tuple[int, ...]


@dataclass(frozen=True)
class DailyBoard:
    """A server's day: its finished games best first, yesterday's winner, the
    asker's streak."""

    day: date
    ranked: list[DailyEntry]
    yesterday_winner: DailyEntry | None
    streak: Streak


class DailyService:
    """Starts, continues and ranks daily games; knows no game by name."""

    def __init__(self, games: GameService) -> None:
        self.games = games
        self.repo = DailyRepository(games.db)
        self.meta = MetaRepository(games.db)

    def rules(self, game_kind: str) -> DailyRules:
        """The game's daily rules; `NoDailyGame` for a game without them."""
        rules = self.games.kind(game_kind).daily
        if rules is None:
            raise NoDailyGame(game_kind=game_kind)
        return rules

    def today(self) -> date:
        """The UTC day of the clock's time."""
        return day_of(self.games.clock.now())

    async def _secret(self) -> bytes:
        """The bot's daily secret, drawn the first time it is needed."""
        stored = await self.meta.get(SECRET_KEY)
        if stored is None:
            stored = await self.meta.set_once(SECRET_KEY, secrets.token_hex(32))
        return bytes.fromhex(stored)

    async def seeds(self, game_kind: str, day: date) -> tuple[int, int]:
        """The deal seed and the computer's seed of `game_kind` on `day`."""
        secret = await self._secret()
        return (day_seed(secret, game_kind, day, "deal"),
                day_seed(secret, game_kind, day, "computer"))

    async def entry(self, game_kind: str, user_id: int) -> DailyEntry | None:
        """`user_id`'s daily game of today, finished or not, wherever played."""
        return await self.repo.of_person(game_kind, self.today().isoformat(), user_id)

    async def play(self, game_kind: str, place: Place, user_id: int,
                   computer_id: int) -> DailyStart:
        """Today's daily game of `user_id`: their unfinished one, or a new one dealt
        from the day's seed at `place`; `DailyAlreadyPlayed` once it is over."""
        rules = self.rules(game_kind)
        day = self.today()
        own = await self.entry(game_kind, user_id)
        if own is not None:
            if own.status != "active":
                raise DailyAlreadyPlayed(game_id=own.game_id)
            return DailyStart(await self.games.get(own.game_id), resumed=True)
        seed, computer_seed = await self.seeds(game_kind, day)
        people = [SeatRow(0, user_id)]
        if self.games.kind(game_kind).solo_needs_computer_seat:
            people.append(SeatRow(1, computer_id, rules.computer_level))
        try:
            async with self.games.db.transaction() as conn:
                game_id = await self.games.create_in(
                    conn, game_kind=game_kind, place=place, people=people,
                    options=rules.options(day), seed=seed, computer_seed=computer_seed,
                    limited=False)
                await self.repo.mark_in(conn, game_id=game_id, game_kind=game_kind,
                                        day=day.isoformat(), user_id=user_id,
                                        guild_id=place.guild_id)
        except DailyTaken:  # a second click at the same moment: the first one's game
            return await self.play(game_kind, place, user_id, computer_id)
        return DailyStart(await self.games.get(game_id), resumed=False)

    async def result(self, row: GameRow, user_id: int) -> DailyResult | None:
        """How `user_id`'s finished daily game `row` placed in its server today; None
        for a game that is not a finished daily game of theirs."""
        if row.daily_day is None or row.is_active or row.seat_of(user_id) is None:
            return None
        board = ranked(await self.repo.of_server(row.guild_id, row.game_kind, row.daily_day))
        position = next((i for i, e in enumerate(board) if e.game_id == row.id), None)
        if position is None:
            return None
        marks = self.rules(row.game_kind).marks(row.record, row.seat_of(user_id))
        return DailyResult(board[position], position + 1, len(board), marks)

    async def board(self, game_kind: str, guild_id: int, user_id: int) -> DailyBoard:
        """Today's leaderboard of a server, yesterday's winner there, and the
        asker's streak."""
        self.rules(game_kind)
        today = self.today()
        yesterday = ranked(await self.repo.of_server(guild_id, game_kind,
                                                     (today - timedelta(days=1)).isoformat()))
        return DailyBoard(
            day=today,
            ranked=ranked(await self.repo.of_server(guild_id, game_kind, today.isoformat())),
            yesterday_winner=yesterday[0] if yesterday else None,
            streak=await self.streak(game_kind, user_id))

    async def streak(self, game_kind: str, user_id: int) -> Streak:
        """`user_id`'s streaks up to today (see `count_streak`)."""
        today = self.today()
        since = (today - timedelta(days=STREAK_DAYS)).isoformat()
        won = {date.fromisoformat(e.day): e.won
               for e in await self.repo.days_of(game_kind, user_id, since)
               if e.status == "finished"}
        return count_streak(won, today)


def count_streak(won: Mapping[date, bool], today: date) -> Streak:
    """The streaks of a person whose finished daily games are `won` (by day: whether
    they won it): a day without one ends the played streak, a day not won the won
    streak; today counts once finished, and does not break either while still ahead."""
    day = today if today in won else today - timedelta(days=1)
    played = wins = 0
    winning = True
    while day in won and played < STREAK_DAYS:
        played += 1
        winning = winning and won[day]
        wins += winning
        day -= timedelta(days=1)
    return Streak(played, wins)
