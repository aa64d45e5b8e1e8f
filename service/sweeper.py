"""The periodic chores: expire old invitations and open tables, flag and settle games left waiting.

Every time it needs comes from the database (expiry times, the time of the last
move), so a sweep after a restart catches up on everything that fell due while the
bot was down. The loop is a plain asyncio task that the bot starts and stops.

Several bot processes may share one PostgreSQL database (shards); each runs a
sweeper, but a sweep runs only under the database's "sweeper" lease
(`store.leases`), so each expiry, notice and computer claim happens once. The
process holding the lease keeps it by sweeping; if it dies, the lease lapses after
`lease` seconds and another process's sweeper takes over.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

from service.errors import ServiceError
from service.games import GameService
from service.lobby import LobbyService
from service.tournament_service import TournamentService, TournamentSweep
from store.games import GameRow
from store.leases import LeaseRepository
from store.lobbies import Lobby

log = logging.getLogger(__name__)

LEASE_NAME = "sweeper"


@dataclass(frozen=True)
class SweepReport:
    """What one sweep changed, for the cogs to announce."""

    expired_lobbies: list[Lobby] = field(default_factory=list)
    claimable_games: list[GameRow] = field(default_factory=list)
    forfeited_games: list[GameRow] = field(default_factory=list)
    tournaments: TournamentSweep = field(default_factory=TournamentSweep)


class Sweeper:
    """Runs `sweep()` every `interval` seconds until stopped."""

    def __init__(
        self,
        lobby: LobbyService,
        *,
        interval: float = 60.0,
        on_report: Callable[[SweepReport], Awaitable[None]] | None = None,
        lease: float | None = None,
        tournaments: TournamentService | None = None,
    ):
        self.lobby = lobby
        self.tournaments = tournaments
        self.games: GameService = lobby.games
        self.interval = interval
        self.on_report = on_report
        # Three missed sweeps before another process may take over: a slow sweep or
        # a busy database does not hand the chores over while their holder lives.
        self.lease = lease if lease is not None else 3 * interval
        self.owner = uuid.uuid4().hex
        self.leases = LeaseRepository(self.games.db)
        self._task: asyncio.Task[None] | None = None

    async def sweep(self) -> SweepReport:
        """One pass: expire lobbies; report games newly open to a forfeit claim; run
        the tournaments' chores (`TournamentService.sweep`).

        Each overdue game is reported once per wait (the announcement is stored), so
        a restart does not announce it again.

        A game left waiting on the computer player's human opponent is claimed at
        once on the computer's behalf, since nobody else would claim it.

        An empty report when another process holds the sweeper's lease.
        """
        now = self.games.clock.now()
        if not await self.leases.take(LEASE_NAME, self.owner, now, self.lease):
            return SweepReport()
        expired = await self.lobby.expire_due()
        overdue = await self.games.repo.waiting_since(now - self.games.inactivity,
                                                      unannounced=True)
        claimable, forfeited = [], []
        for row in overdue:
            waiting = [s for s in row.seats if s.seat != row.to_move]
            if row.to_move is not None and waiting and all(s.is_computer for s in waiting):
                try:
                    forfeited.append(await self.games.claim_forfeit(row.id, waiting[0].user_id))
                except ServiceError as error:
                    # A move landed between the query and the claim: nothing to do.
                    log.info("game %s not forfeited: %s", row.id, error.message)
            else:
                await self.games.repo.mark_claim_announced(row.id, now)
                claimable.append(row)
        return SweepReport(expired, claimable, forfeited, await self._tournament_chores())

    async def _tournament_chores(self) -> TournamentSweep:
        """The tournaments' chores of this sweep. The lobbies and games above are already
        marked as swept, so a failure here is logged and the rest of the report still
        goes out (the chores are driven from the database: the next sweep retries)."""
        if self.tournaments is None:
            return TournamentSweep()
        try:
            return await self.tournaments.sweep()
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("tournament chores failed; the next sweep tries again")
            return TournamentSweep()

    async def run(self) -> None:
        """Sweep forever; an unexpected error is logged and the next sweep still runs."""
        while True:
            try:
                report = await self.sweep()
                if self.on_report is not None:
                    await self.on_report(report)
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("sweep failed")
            await asyncio.sleep(self.interval)

    def start(self) -> asyncio.Task[None]:
        """Start the loop as a background task (idempotent)."""
        if self._task is None or self._task.done():
            self._task = asyncio.create_task(self.run(), name="sweeper")
        return self._task

    async def stop(self) -> None:
        """Cancel the loop, wait for it to end, and give the lease back so that
        another process sweeps without waiting for it to lapse."""
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None
            try:
                await self.leases.give_back(LEASE_NAME, self.owner)
            except Exception as error:  # the database is gone: the lease lapses by itself
                log.warning("sweeper lease not given back (%s); it lapses within %.0f s",
                            error, self.lease)
